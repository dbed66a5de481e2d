# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Settings page: the board's size, the touch scheme, no-guess
boards and sound.

Width, Height and Mines are steppers: the name and number on the left, a
"-" button and a "+" button on the right; a step makes the board a custom
one (or the level whose board it is on this screen), as large as the
screen fits (see
:meth:`minesweeper.choices.Choices.resize`), and with no-guess on, no
denser than a no-guess board may be. Touch is a cycler between
"Hold to flag" (the modern scheme) and "Tap cycle" (the 2019 guide's
scheme), so no word on the page names two things. No-guess, Sound and
Click are toggles ("Sound: On") whose faces light while on; Sound and
Click, which share a row, are left out where the app has no sound to
give. Auto brightness (a toggle, only where the board has a light
sensor) and Dim (a cycler: never, or after 1, 2, 5 or 10 minutes without
a touch or key; only where the screen has a backlight) follow (see
:mod:`minesweeper.controls.brightness`). Calibrate touch leads to
:mod:`minesweeper.calibration.page` (where the touchscreen reads raw: not
in the terminal). Each control has a row to itself but Sound and Click,
so the arrow keys reach every one. Every word is at scale 2: with more
rows than 40 px rows fit under the header (five on a 320x240 screen,
seven on a Titano), the page is in parts (see
:mod:`minesweeper.menu.subpage`).
Hardware-free.
"""

from minesweeper.choices import DIMS
from minesweeper.compat import const
from minesweeper.menu.grid import (
    BUTTON,
    CENTRE,
    CYCLER,
    FONT_W,
    LABEL,
    STEPPER,
    TO_LEFT,
    TO_RIGHT,
    TOGGLE,
)
from minesweeper.menu.subpage import Subpage
from minesweeper.rules.levels import LEVELS, SCHEMES

_WIDTH = const(1)
_HEIGHT = const(2)
_MINES = const(3)
_TOUCH = const(4)
_NO_GUESS = const(5)
_SOUND = const(6)
_CLICK = const(7)
_AUTO = const(10)
_DIM = const(11)
_CALIBRATE = const(8)  # the Calibrate page's button
_SCHEME_NAMES = ("Hold to flag", "Tap cycle")  # in SCHEMES order


class Options(Subpage):
    name = "settings"
    first = 1  # Width

    def __init__(self, menu):
        # A row for each control (Sound and Click share one), as many to a
        # part as 40 px rows fit under the header.
        items = 6 if menu.app.sounds.audible else 5
        items += len(_lit(menu.app))
        items += hasattr(menu.app.touchscreen, "raw")  # Calibrate
        self.most = menu.app.layout.screen_h // 40 - 1
        self.heights = (1,) * (1 + min(items, self.most))
        super().__init__(menu)

    def build(self):
        app = self.app
        c = app.choices
        lay = self.chosen()
        rows = [_WIDTH, _HEIGHT, _MINES, _TOUCH, _NO_GUESS]
        if app.sounds.audible:
            rows.append(_SOUND)
        rows.extend(_lit(app))
        if hasattr(app.touchscreen, "raw"):  # a touchscreen to calibrate
            rows.append(_CALIBRATE)
        self.parts = (len(rows) + self.most - 1) // self.most
        self.part %= self.parts
        first = self.part * self.most
        for row, ident in enumerate(rows[first : first + self.most], 1):
            if ident <= _MINES:
                self.stepper(ident, row, lay)
            elif ident == _TOUCH:
                # A cycler across the row, its name in its words.
                scheme = _SCHEME_NAMES[SCHEMES.index(c.scheme)]
                self.cycler(_TOUCH, row, "Touch", scheme)
            elif ident == _NO_GUESS:
                self.toggles(row, ((_NO_GUESS, "No-guess", c.guaranteed),))
            elif ident == _AUTO:
                self.toggles(row, ((_AUTO, "Auto brightness", c.auto),))
            elif ident == _DIM:
                self.cycler(
                    _DIM, row, "Dim", "after %d min" % c.dim if c.dim else "never"
                )
            elif ident == _CALIBRATE:
                m = self.margin
                w = self.screen_w - 2 * m
                self.add(_CALIBRATE, BUTTON, m, row, w, 1, "Calibrate")
                self.line(row, 2, LABEL, ((m, w, "Calibrate touch", CENTRE),))
            else:
                self.toggles(
                    row, ((_SOUND, "Sound", c.sound), (_CLICK, "Click", c.click))
                )
        self.header("Settings")

    def cycler(self, ident, row, name, value):
        """A cycler across the row, "< Name: value >"."""
        w, m = self.screen_w, self.margin
        self.add(ident, CYCLER, m, row, w - 2 * m, 1, name, value)
        self.line(
            row,
            2,
            LABEL,
            (
                (m + 2 * FONT_W, FONT_W * 2, "<", TO_LEFT),
                (m, w - 2 * m, name + ": " + value, CENTRE),
                (w - m - 4 * FONT_W, FONT_W * 2, ">", TO_RIGHT),
            ),
        )

    def stepper(self, ident, row, lay):
        """Width, Height or Mines: the name and number take what the
        longest needs, the "-" and "+" buttons the rest of the row."""
        m = self.margin
        name = ("Width", "Height", "Mines")[ident - _WIDTH]
        value = "%d" % (lay.cols, lay.rows, lay.mines)[ident - _WIDTH]
        column = 11 * FONT_W * 2
        x = m + column
        width = self.screen_w - m - x
        half = width // 2
        self.add(ident, STEPPER, x, row, width, 1, name, value)
        self.line(
            row,
            2,
            LABEL,
            (
                (m + 2 * FONT_W, column, name, TO_LEFT),
                (m, column - 2 * FONT_W, value, TO_RIGHT),
                (x, half, "-", CENTRE),
                (x + half, half, "+", CENTRE),
            ),
        )

    def toggles(self, row, toggles):
        """Toggles side by side in a row, each "Name: On" or "Name: Off"
        on a face lit while on."""
        m = self.margin
        each = (self.screen_w - 2 * m) // len(toggles)
        pieces = []
        for k, (ident, name, on) in enumerate(toggles):
            value = "On" if on else "Off"
            self.add(ident, TOGGLE, m + k * each, row, each, 1, name, value).on = on
            pieces.append((m + k * each, each, name + ": " + value, CENTRE))
        self.line(row, 2, LABEL, pieces)

    def press(self, control, side, now):
        if self.controls[control].ident == _CALIBRATE:
            self.menu.go("calibrate", now)
        else:
            Subpage.press(self, control, side, now)

    def act(self, ident, side):
        app = self.app
        c = app.choices
        if _WIDTH <= ident <= _MINES:
            c.resize(ident - _WIDTH, 1 if side else -1, self.screen_w, self.screen_h)
        elif ident == _TOUCH:
            c.scheme = SCHEMES[(SCHEMES.index(c.scheme) + 1) % len(SCHEMES)]
        elif ident == _NO_GUESS:
            c.no_guess ^= 1 << LEVELS.index(c.level)
            c.cap()
        elif ident == _SOUND:
            c.sound = not c.sound
        elif ident == _CLICK:
            c.click = not c.click
        elif ident == _AUTO:
            c.auto = not c.auto
        elif ident == _DIM:
            c.dim = DIMS[(DIMS.index(c.dim) + (1 if side else -1)) % len(DIMS)]
        self.menu.changed = True
        app.sounds.configure(c.sound, c.click)
        self.refresh()


def _lit(app):
    """The backlight's rows the app offers: Auto brightness where there is
    a light sensor, Dim where there is a backlight."""
    if app.brightness is None:
        return ()
    return (_DIM,) if app.light is None else (_AUTO, _DIM)
