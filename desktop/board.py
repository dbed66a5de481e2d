# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for a PyPortal's ``board``: its pins, and ``DISPLAY``, a
pygame window over Blinka's displayio (320x240; set MINESWEEPER_SCREEN=480x320
for a Titano). With no screen (see :func:`has_screen`) pygame draws
off-screen, so tests and the headless demo can still read the pixels."""

import os
import sys

from microcontroller import Pin
from touchpanel import PANEL

board_id = "desktop_pyportal"
TOUCH_XL = Pin("TOUCH_XL")
TOUCH_XR = Pin("TOUCH_XR")
TOUCH_YD = Pin("TOUCH_YD")
TOUCH_YU = Pin("TOUCH_YU")
SPEAKER = Pin("SPEAKER")
AUDIO_OUT = SPEAKER
SPEAKER_ENABLE = Pin("SPEAKER_ENABLE")

_display = None


def has_screen():
    """True where a window can open: always off Linux and the BSDs, and
    there when an X or Wayland display is named."""
    if os.name != "posix" or sys.platform == "darwin":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def screen_size():
    text = os.environ.get("MINESWEEPER_SCREEN", "320x240").lower()
    try:
        width, height = (int(v) for v in text.split("x"))
    except ValueError:
        print("MINESWEEPER_SCREEN %r is not WIDTHxHEIGHT: using 320x240" % text)
        width, height = 320, 240
    return width, height


def make_display(width, height, caption="PyPortal Minesweeper"):
    """A pygame-backed displayio display, off-screen where there is none."""
    if not has_screen():
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import displayio
    from blinka_displayio_pygamedisplay import PyGameDisplay

    displayio.release_displays()  # one screen at a time, as on the device
    PANEL.size = (width, height)
    return PyGameDisplay(
        width=width, height=height, caption=caption, auto_refresh=False
    )


def __getattr__(name):
    global _display
    if name == "DISPLAY":
        if _display is None:
            _display = make_display(*screen_size())
        return _display
    raise AttributeError("board has no attribute %r" % name)
