# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Drive the real game on the desktop: build it, and play it with a stylus.

Shared by the tests (``tests/rig.py``) and the simulator's headless demo
(``tools/simulate.py``), so both press the panel the same way:

* :func:`build_app`: the app for a level, scheme and screen size, over the
  simulated panel (the real ``adafruit_touchscreen``), the stand-in speaker,
  the stand-in serial console (``supervisor.CONSOLE``, empty) and Blinka's
  displayio drawing off-screen or in a window;
* :class:`Stylus`: runs the app's loop at the device's sample rate while the
  simulated panel is pressed at a point, or not, with a clock that wraps as
  ``supervisor.ticks_ms()`` does.
"""

import os

import board
import supervisor
from analogio import ROOM
from touchpanel import PANEL

from minesweeper.app import SAMPLE_MS
from minesweeper.compat import MASK

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "assets")
__all__ = ("ASSETS", "Stylus", "build_app")


def build_app(
    level="beginner",
    scheme="modern",
    size=(320, 240),
    assets=ASSETS,
    speaker=True,
    env=None,
    start=0,
    nvm=None,
):
    """``(app, display)``: the game as ``code.py`` builds it, for ``level``
    and ``scheme`` (and any other settings in ``env``) on a screen of
    ``size``, its clock starting at ``start``, keeping records in ``nvm``
    (by default a fresh, empty one)."""
    from minesweeper.device.wiring import (
        assemble,
        front,
        open_light,
        open_speaker,
        open_touchscreen,
    )
    from minesweeper.settings import Settings

    values = {
        "MINESWEEPER_LEVEL": level,
        "MINESWEEPER_SCHEME": scheme,
        "MINESWEEPER_NO_GUESS": "0",  # the seeds' ordinary boards, unless asked
    }
    values.update(env or {})
    settings = Settings.read(values.get)
    display = board.make_display(*size)
    supervisor.CONSOLE.clear()
    PANEL.point = None
    PANEL.source = None
    PANEL.calibration = settings.calibration
    ROOM.source = None
    PANEL.offset = (0, 0)  # true, until a test skews it
    PANEL.scale = (1.0, 1.0)
    touch = open_touchscreen(size, settings.calibration)
    audio, enable = open_speaker() if speaker else (None, None)
    if nvm is None:
        nvm = bytearray(8192)  # as a SAMD51's microcontroller.nvm
    light = open_light()  # the stand-in light sensor (analogio.ROOM)
    # As the board's wiring.start makes it, but not started.
    made = front(display, touch, audio, enable, assets) + (display, light)
    app = assemble(size, settings, start, nvm, False, *made)
    return app, display


class Stylus:
    """Presses the simulated panel and runs ``app``'s loop meanwhile."""

    def __init__(self, app, now=0):
        self.app = app
        self.now = now

    def run(self, ms, point=None):
        """Hold the panel at ``point`` (or untouched) for ``ms`` of passes."""
        PANEL.point = point
        for _ in range(max(1, ms // SAMPLE_MS)):
            self.app.step(self.now)
            self.now = (self.now + SAMPLE_MS) & MASK

    def centre(self, index):
        """The pixel at the middle of a cell."""
        lay = self.app.layout
        x, y = lay.cell_origin(index)
        return (x + lay.tile // 2, y + lay.tile // 2)

    def tap(self, index, press_ms=100):
        self.run(press_ms, self.centre(index))
        self.run(3 * SAMPLE_MS)

    def hold(self, index, ms=600):
        self.run(ms, self.centre(index))
        self.run(3 * SAMPLE_MS)

    def tap_face(self):
        lay = self.app.layout
        self.run(100, (lay.face_x + lay.face // 2, lay.face_y + lay.face // 2))
        self.run(3 * SAMPLE_MS)
