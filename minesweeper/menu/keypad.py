# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Code page: a keypad to type a board code and play its board.

Top to bottom: what is typed, in the groups a code is shown in
(``6CN2-JC__-____``), or the one line that refuses it; the code's 31
characters and Erase ("<-") in four rows of eight keys, each an eighth of
the screen's width (40 px on a 320x240 PyPortal, 60 on a Titano) and a
sixth of its height; Cancel and OK. OK plays the board
(:meth:`minesweeper.app.App.play_code`, asked of the app's pass) where the
code names one this screen shows; otherwise the line says why and the
typing stays. Keys type too (:func:`minesweeper.controls.keys.typing` is
on while the page shows): letters and digits in either case, Backspace
erases, Enter presses the focused key (OK when the page opens), Esc goes
back; spaces and dashes are left out, as a code is read. Loaded only while
shown, with the codes' module (:mod:`minesweeper.rules.code`); both go when
the page does. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const
from minesweeper.controls import keys
from minesweeper.menu.grid import BUTTON, CENTRE, INFO, LABEL, PRIMARY, fit_words
from minesweeper.menu.page import Page
from minesweeper.rules import code as _code

_ERASE = const(31)  # the keys' idents: 0-30 the alphabet's characters
_CANCEL = const(32)
_OK = const(33)
_COLUMNS = const(8)


class Keypad(Page):
    name = "code"
    first = 33  # OK: Enter after typing plays
    # What is typed, four rows of keys, Cancel and OK.
    heights = (3, 4, 4, 4, 4, 4)

    def __init__(self, menu):
        self.typed = ""  # the code's characters typed so far (at most 12)
        self.said = None  # the line refusing the last OK, until the next key
        super().__init__(menu)

    def build(self):
        w = self.screen_w
        scale = 3 if self.big else 2
        if self.said is None:
            shown = _code.group(self.typed + "_" * (_code.LENGTH - len(self.typed)))
            self.line(0, scale, INFO, ((0, w, shown, CENTRE),))
        else:
            text, small = fit_words(self.said, w, self.rows_h(0), scale)
            self.line(0, small, INFO, ((0, w, text, CENTRE),))
        alphabet = _code.ALPHABET
        for row in range(4):
            pieces = []
            for column in range(_COLUMNS):
                ident = row * _COLUMNS + column
                x = w * column // _COLUMNS
                width = w * (column + 1) // _COLUMNS - x
                word = alphabet[ident] if ident < _ERASE else "<-"
                self.add(ident, BUTTON, x, row + 1, width, 1, word)
                pieces.append((x, width, word, CENTRE))
            self.line(row + 1, scale, LABEL, pieces)
        half = w // 2
        self.add(_CANCEL, BUTTON, 0, 5, half, 1, "Cancel")
        self.add(_OK, PRIMARY, half, 5, w - half, 1, "OK")
        self.line(
            5, scale, LABEL, ((0, half, "Cancel", CENTRE), (half, half, "OK", CENTRE))
        )

    def press(self, control, side, now):
        ident = self.controls[control].ident
        if ident == _CANCEL:
            self.menu.back(now)
            return
        if ident == _OK:
            self.play()
        elif ident == _ERASE:
            self.typed = self.typed[:-1]
            self.said = None
        else:
            self.type(_code.ALPHABET[ident])
        self.refresh()

    def type(self, text):
        """Characters typed (by keys, or a key's tap): those of a code are
        kept, up to twelve; another is refused with one line."""
        try:
            values = _code.digits(text)
        except ValueError as err:
            self.said = str(err)
            return
        self.said = None
        for value in values:
            if len(self.typed) < _code.LENGTH:
                self.typed += _code.ALPHABET[value]

    def play(self):
        """OK: the board the code names, if this screen shows it; else the
        line that says why not."""
        try:
            board = _code.decode(self.typed)
        except ValueError as err:
            self.said = str(err)
            return
        cols, rows, mines = board[0], board[1], board[2]
        if _layout.named(cols, rows, mines, self.screen_w, self.screen_h) is None:
            self.said = "Board %dx%d is too big here" % (cols, rows)
            return
        self.menu.leave(True, board)

    def key(self, code, now):
        if code >= keys.CHAR:
            self.type(chr(code - keys.CHAR))
        elif code == keys.ERASE:
            self.typed = self.typed[:-1]
            self.said = None
        else:
            return super().key(code, now)
        self.refresh()
        return True
