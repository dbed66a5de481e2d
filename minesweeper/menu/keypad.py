# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Code page: a keypad to type a board code and play its board.

Top to bottom: Back at the top left (as on every page under the first),
and beside it what is typed, in the groups a code is shown in
(``3SCC-N4__-____-__``); the code's 31 characters and Erase ("<-") in four
rows of eight keys, each an eighth of the screen's width (40 px on a
320x240 PyPortal, 60 on a Titano) and a sixth of its height; the line that
refuses the last OK (or says what to type), and OK. OK plays the board
(:meth:`minesweeper.app.App.play_code`, asked of the app's pass) where the
code names one this screen shows; otherwise the line says why, as large as
it fits, and the typing stays on show to be checked. Characters past a
code's 14 stay on show too, and the line says at once that a code has 14
(as every other way a code comes in refuses them): a code with one
character too many is never cut to 14 and played. Keys type too
(:func:`minesweeper.controls.keys.typing` is on while the page shows):
letters and digits in either case, Backspace erases, Enter presses the
focused key (OK when the page opens), Esc goes back; spaces and dashes are
left out, as a code is read. M is a code's character, so here it types
one: Back and Esc go back. Loaded only while shown, with the codes'
modules (the format's, :mod:`minesweeper.rules.code`, and the reading's,
:mod:`minesweeper.codes.read`); they go when the page does. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.codes import read as _read
from minesweeper.compat import const
from minesweeper.controls import keys
from minesweeper.menu.grid import BUTTON, CENTRE, KEYS, LABEL, PRIMARY
from minesweeper.menu.page import Page
from minesweeper.rules import code as _code

_BOARD_COLS = const(0)  # a board's fields (App.board), as the code names it
_BOARD_ROWS = const(1)
_BOARD_MINES = const(2)
_ERASE = const(4)  # the controls' idents: 0-3 the rows of keys
_BACK = const(5)
_OK = const(6)
_COLUMNS = const(8)
_MORE = const(2)  # characters kept past a code's: shown, and refused
_PROMPT = "Type a board code"


class Keypad(Page):
    name = "code"
    first = 6  # OK (the last control): Enter after typing plays
    # Back and what is typed, four rows of keys, the line and OK.
    heights = (1, 1, 1, 1, 1, 1)

    def __init__(self, menu):
        self.typed = ""  # the characters typed (a code's 14, and _MORE more)
        self.said = None  # the line refusing the last OK, until the next key
        self.column = 0  # the key focused (or last pressed) in a row of keys
        super().__init__(menu)

    def build(self):
        w = self.screen_w
        m = self.margin
        scale = 3 if self.big else 2
        self.side = side = (w - 2 * m) * 27 // 100  # Back's width
        self.ok = ok = (w - 2 * m) * 19 // 100  # OK's: room for a line of 21
        self.top()  # (its two texts first: top() lays them out again)
        self.add(_BACK, BUTTON, m, 0, side, 1, "Back")
        # Four rows of eight keys: one control a row (a key is a face of
        # it: a control a key would hold the heap while the page shows).
        alphabet = _code.ALPHABET
        for row in range(4):
            chars = alphabet[row * _COLUMNS : (row + 1) * _COLUMNS]
            width = w * len(chars) // _COLUMNS
            self.add(row, KEYS, 0, row + 1, width, 1, " ".join(chars), chars)
            pieces = []
            for k in range(len(chars)):
                x = width * k // len(chars)
                pieces.append((x, width * (k + 1) // len(chars) - x, chars[k], CENTRE))
            if width < w:
                self.add(_ERASE, BUTTON, width, row + 1, w - width, 1, "<-")
                pieces.append((width, w - width, "<-", CENTRE))
            self.line(row + 1, scale, LABEL, pieces)
        self.add(_OK, PRIMARY, w - m - ok, 5, ok, 1, "OK")

    def top(self):
        """The page's first two texts: Back's label and what is typed
        beside it, and the line refusing it (or saying what to type) beside
        OK's label: laid out again in their places, the rest of the page as
        it was (a key typed makes little garbage, though eight come in one
        pass). One scale a row, the page's (3 on a Titano, else 2): a code
        and two more characters fit beside Back, and every line the codes
        say (21 characters at most) beside OK."""
        # (few locals: this frame is under the deepest chain as the page
        # opens, its texts composed)
        m = self.margin
        w = self.screen_w
        scale = 3 if self.big else 2
        typed = _code.group(self.typed + "_" * (_code.LENGTH - len(self.typed)))
        texts = self.texts
        self.texts = []
        row = (
            (m, self.side, "< Back", CENTRE),
            (m + self.side, w - 2 * m - self.side, typed, CENTRE),
        )
        self.line(0, scale, LABEL, row)
        row = (
            (m, w - 2 * m - self.ok, self.said or _PROMPT, CENTRE),
            (w - m - self.ok, self.ok, "OK", CENTRE),
        )
        self.line(5, scale, LABEL, row)
        if texts:
            texts[0:2] = self.texts
            self.texts = texts

    def target(self, x, y):
        """As a page's, and on a row of keys the key under (x, y) becomes
        the one its press types."""
        found = Page.target(self, x, y)
        if found >= 0:
            c = self.controls[found // 2]
            if c.kind == KEYS:
                self.column = (x - c.x) * len(c.value) // c.w
        return found

    def press(self, control, side, now):
        c = self.controls[control]
        ident = c.ident
        if ident == _BACK:
            self.menu.back(now)
            return
        if ident == _OK:
            self.play()
        elif ident == _ERASE:
            self.type("")
        else:
            self.type(c.value[min(self.column, len(c.value) - 1)])
        self.refresh()

    def type(self, text):
        """Characters typed (by keys, or a key's tap): those of a code are
        kept and shown, up to two past a code's 14 (the line then says at
        once that a code has 14, and OK refuses them: never cut to 14 and
        played); another character is refused with one line. No text: the
        last character goes (``<-``, Backspace), the line as for the rest."""
        values = ()
        try:
            if text:
                values = _read.digits(text)
            else:
                self.typed = self.typed[:-1]
        except ValueError as err:  # ("Codes have no o", the rest for a console)
            self.said = str(err).split(":")[0]
            return
        self.said = None
        for value in values:
            if len(self.typed) < _code.LENGTH + _MORE:
                self.typed += _code.ALPHABET[value]
        if len(self.typed) > _code.LENGTH:
            self.play()  # (refused: the line says why)

    def play(self):
        """OK: the board the code names, if this screen shows it; else the
        line that says why not."""
        try:
            board = _read.decode(self.typed)
        except ValueError as err:
            self.said = str(err)
            return
        cols, rows, mines = board[_BOARD_COLS], board[_BOARD_ROWS], board[_BOARD_MINES]
        if _layout.named(cols, rows, mines, self.screen_w, self.screen_h) is None:
            self.said = "Board %dx%d: too big" % (cols, rows)
            return
        self.menu.leave(True, board)

    def key(self, code, now):
        here = self.controls[self.focus]
        if code >= keys.CHAR or code == keys.ERASE:
            self.type("" if code == keys.ERASE else chr(code - keys.CHAR))
            self.top()
            return True
        if here.kind == KEYS and (code == keys.LEFT or code == keys.RIGHT):
            # Left and Right go key by key along a row, then beside it.
            column = self.column + (1 if code == keys.RIGHT else -1)
            if 0 <= column < len(here.value):
                self.column = column
            else:
                from minesweeper.menu import moves

                moves.beside(self, code == keys.RIGHT)
        elif code == keys.OPEN:
            return super().key(code, now)
        else:
            used = super().key(code, now)
            there = self.controls[self.focus]
            if there.kind == KEYS and here.kind != KEYS:
                # Into a row of keys: the key nearest the control left.
                n = len(there.value)
                at = (here.x + here.w // 2 - there.x) * n // there.w
                self.column = max(0, min(n - 1, at))
            return used
        return True  # (the focus ring moves when the page is drawn)
