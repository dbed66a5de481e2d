# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for a PyPortal's (or Titano's) ``board``.

Runs inside the lane's MicroPython (tools/lane32/): the touchscreen,
speaker and light sensor pins, and ``DISPLAY``, which the lane's driver sets to a
``busdisplay.BusDisplay`` of the board's size (320x240 for the PyPortal and
Pynt, 480x320 for the Titano) before ``code.py`` starts.
"""

from microcontroller import Pin

board_id = "lane32"
# The pins the game names, each a Pin of its name.
TOUCH_XL, TOUCH_XR, TOUCH_YD, TOUCH_YU, SPEAKER, SPEAKER_ENABLE = map(
    Pin, ("TOUCH_XL", "TOUCH_XR", "TOUCH_YD", "TOUCH_YU", "SPEAKER", "SPEAKER_ENABLE")
)
AUDIO_OUT = SPEAKER
LIGHT = Pin("LIGHT")
DISPLAY = None
