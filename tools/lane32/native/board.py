# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for a PyPortal's (or Titano's) ``board``.

Runs inside the lane's MicroPython (tools/lane32/): the touchscreen and
speaker pins, and ``DISPLAY``, which the lane's driver sets to a
``busdisplay.BusDisplay`` of the board's size (320x240 for the PyPortal and
Pynt, 480x320 for the Titano) before ``code.py`` starts.
"""

from microcontroller import Pin

board_id = "lane32"
TOUCH_XL = Pin("TOUCH_XL")
TOUCH_XR = Pin("TOUCH_XR")
TOUCH_YD = Pin("TOUCH_YD")
TOUCH_YU = Pin("TOUCH_YU")
SPEAKER = Pin("SPEAKER")
AUDIO_OUT = SPEAKER
SPEAKER_ENABLE = Pin("SPEAKER_ENABLE")
DISPLAY = None
