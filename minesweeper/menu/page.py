# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What every page of the menu is: its controls and texts laid out on the
screen (:mod:`minesweeper.menu.grid`), the focused control, and how taps
and keys move the focus and press controls.

A page's rows each take a share of the screen's height (``heights``); a
page lays itself out in :meth:`Page.build` and acts in :meth:`Page.press`.
Keys: the arrows move the focus to the nearest control in the row above or
below, or beside it in its row; Left and Right change a focused stepper or
cycler instead (so each of those has a row to itself, and every control
stays reachable); Space or Enter presses. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.controls import keys
from minesweeper.menu.grid import (
    CYCLER,
    FONT_H,
    STEPPER,
    Control,
    Text,
    compose,
)

_PAGE_BUILT = const(16)  # asked of the loop's pass (minesweeper.loop: the same)


def level_name(level):
    """A level as the menu shows it (MicroPython's str has no capitalize):
    here, loaded with every page, so that a page under the first does not
    load the first page's module again for it."""
    return level[:1].upper() + level[1:]


class Page:
    """One page of the menu on a ``screen_w`` x ``screen_h`` screen:
    :meth:`build` lays out its controls and texts from the app's state;
    :meth:`press` acts on one. ``focus`` is the control the keys act on."""

    name = ""
    first = 0  # the control focused when the page opens
    heights: tuple = (1, 1, 1, 1, 1, 1)  # the rows' shares of the screen's height
    marks: tuple = ()  # (x, y, w, h) rectangles drawn over it, as the ring is

    def __init__(self, menu):
        self.menu = menu
        self.app = menu.app
        lay = menu.app.layout
        self.screen_w = w = lay.screen_w
        self.screen_h = h = lay.screen_h
        self.big = h >= 300  # a Titano: more room for larger text
        # Each row's top, and the bottom of the last.
        total = sum(self.heights)
        self.edges = [0]
        for share in self.heights:
            self.edges.append(self.edges[-1] + share)
        self.edges = [h * edge // total for edge in self.edges]
        self.margin = w // 80
        self.controls = []
        self.texts = []
        self.focus = self.first
        self.build()

    def build(self):
        """Lay the page out afresh (after anything it shows changed)."""

    def press(self, control, side, now):
        """``control`` pressed on its left (side 0) or right (side 1) half."""

    def tick(self, now):
        """Each pass while on show (the Calibrate page reads the panel)."""

    def refresh(self):
        """Build again, keeping the focus on the same control (the keys
        after the one that asked it wait for the next pass)."""
        self.app.ask(_PAGE_BUILT)
        ident = self.controls[self.focus].ident if self.controls else -1
        self.controls = []
        self.texts = []
        self.build()
        self.focus = 0
        for k, control in enumerate(self.controls):
            if control.ident == ident:
                self.focus = k

    def chosen(self):
        """The layout the menu's choices make on this screen."""
        return self.app.choices.layout(self.screen_w, self.screen_h)

    # -- geometry ---------------------------------------------------------------

    def row_y(self, row):
        return self.edges[row]

    def rows_h(self, row, rows=1):
        """The height of ``rows`` rows from ``row``."""
        return self.edges[row + rows] - self.edges[row]

    def add(self, ident, kind, x, row, w, rows, name, value=""):
        """A control at x, ``rows`` rows tall from ``row``."""
        control = Control(
            ident, kind, x, self.row_y(row), w, self.rows_h(row, rows), name, value
        )
        self.controls.append(control)
        return control

    def text(self, x, row, scale, role, text, rows=1, pitch=FONT_H):
        """A label vertically centred in ``rows`` rows from ``row``."""
        lines = text.count("\n") + 1
        height = ((lines - 1) * pitch + FONT_H) * scale
        y = self.row_y(row) + (self.rows_h(row, rows) - height) // 2
        label = Text(x, y, scale, role, text, pitch)
        self.texts.append(label)
        return label

    def line(self, row, scale, role, pieces, rows=1):
        """One label of several pieces (see :func:`compose`) in a row."""
        x, text = compose(pieces, scale)
        return self.text(x, row, scale, role, text, rows)

    # -- input ------------------------------------------------------------------

    def target(self, x, y):
        """``2 * control + side`` for a press at (x, y), side 1 on the
        control's right half, or -1: nowhere."""
        for k, c in enumerate(self.controls):
            if c.x <= x < c.x + c.w and c.y <= y < c.y + c.h:
                return 2 * k + (1 if x >= c.x + c.w // 2 else 0)
        return -1

    def key(self, code, now):
        """An arrow moves the focus (Left and Right change a focused stepper
        or cycler instead); Space or Enter presses the focused control.
        True when the page has something new to show."""
        if code == keys.UP or code == keys.DOWN:
            from minesweeper.menu import moves  # (with the first arrow)

            moves.move(self, code == keys.DOWN)
        elif code == keys.LEFT or code == keys.RIGHT:
            if self.controls[self.focus].kind in (STEPPER, CYCLER):
                self.press(self.focus, 1 if code == keys.RIGHT else 0, now)
            else:
                from minesweeper.menu import moves

                moves.beside(self, code == keys.RIGHT)
        elif code == keys.OPEN:
            self.press(self.focus, 1, now)
        else:
            return False
        return True
