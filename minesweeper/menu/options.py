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
Click are toggles whose faces light while on; Sound and Click are left out
where the app has no sound to give. Each control has a row to itself but
the toggles, so the arrow keys reach every one. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.menu.grid import (
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

_BACK = const(0)  # the Subpage's Back button
_WIDTH = const(1)
_HEIGHT = const(2)
_MINES = const(3)
_TOUCH = const(4)
_NO_GUESS = const(5)
_SOUND = const(6)
_CLICK = const(7)
_SCHEME_NAMES = ("Hold to flag", "Tap cycle")  # in SCHEMES order


class Options(Subpage):
    name = "settings"
    first = 1  # Width

    def build(self):
        app = self.app
        c = app.choices
        lay = self.chosen()
        w, m = self.screen_w, self.margin
        self.header("Settings")
        # The names (and numbers) take what the longest needs; the steppers
        # the rest of the row.
        column = 11 * FONT_W * 2
        x = m + column
        width = w - m - x
        half = width // 2
        for k, (name, value) in enumerate(
            (("Width", lay.cols), ("Height", lay.rows), ("Mines", lay.mines))
        ):
            self.add(_WIDTH + k, STEPPER, x, 1 + k, width, 1, name, "%d" % value)
            self.line(
                1 + k,
                2,
                LABEL,
                (
                    (m + 2 * FONT_W, column, name, TO_LEFT),
                    (m, column - 2 * FONT_W, "%d" % value, TO_RIGHT),
                    (x, half, "-", CENTRE),
                    (x + half, half, "+", CENTRE),
                ),
            )
        # Touch: a cycler across the row, its name in its words.
        scheme = _SCHEME_NAMES[SCHEMES.index(c.scheme)]
        self.add(_TOUCH, CYCLER, m, 4, w - 2 * m, 1, "Touch", scheme)
        self.line(
            4,
            2,
            LABEL,
            (
                (m + 2 * FONT_W, FONT_W * 2, "<", TO_LEFT),
                (m, w - 2 * m, "Touch: " + scheme, CENTRE),
                (w - m - 4 * FONT_W, FONT_W * 2, ">", TO_RIGHT),
            ),
        )
        toggles = [(_NO_GUESS, "No-guess", c.guaranteed)]
        if app.sounds.audible:
            toggles.append((_SOUND, "Sound", c.sound))
            toggles.append((_CLICK, "Click", c.click))
        each = (w - 2 * m) // len(toggles)
        names = []
        states = []
        for k, (ident, name, on) in enumerate(toggles):
            value = "On" if on else "Off"
            self.add(ident, TOGGLE, m + k * each, 5, each, 1, name, value).on = on
            names.append((m + k * each, each, name, CENTRE))
            states.append((m + k * each, each, value, CENTRE))
        # The name small above, the state large below, in the middle
        # of the row (40 px on a 320x240 screen is just room for them).
        top = self.line(5, 1, LABEL, names)
        low = self.line(5, 2, LABEL, states)
        top.y = self.row_y(5) + (self.rows_h(5) - 40) // 2 + 3
        low.y = top.y + 12

    def press(self, control, side, now):
        ident = self.controls[control].ident
        app = self.app
        c = app.choices
        if ident == _BACK:
            self.menu.back(now)
            return
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
        self.menu.changed = True
        app.sounds.configure(c.sound, c.click)
        self.refresh()
