# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The one-line text form of a board, for tests, tools and bug reports.

Rows are joined by ``/``, one character a cell:

=====  ==========================  =====  ==============================
``.``  hidden                      ``*``  hidden mine
``f``  flag on a safe cell         ``F``  flag on a mine
``?``  question mark, safe cell    ``!``  question mark on a mine
``0``  opened cell with its count  ``X``  exploded mine
``M``  mine shown after a loss     ``x``  wrong flag shown after a loss
``s``  marked start cell (safe)
=====  ==========================  =====  ==============================

So ``"*1./11./..."`` is a 3x3 board with a mine in the top-left corner and
three of its numbers opened: ``from_text`` makes that game, ``to_text``
writes a game's board so. Kept apart from :mod:`minesweeper.rules.game` so the
device never compiles it. Hardware-free.
"""

from minesweeper.rules.game import OPENED, Game
from minesweeper.rules.tiles import (
    EXPLODED,
    FLAG,
    HIDDEN,
    MINE,
    QUESTION,
    START,
    WRONG_FLAG,
)

_COVERED = {HIDDEN: ".*", FLAG: "fF", QUESTION: "?!", START: "ss"}  # (safe, mine)
_SHOWN = {EXPLODED: "X", MINE: "M", WRONG_FLAG: "x"}
_CODES = {
    ".": HIDDEN,
    "*": HIDDEN,
    "f": FLAG,
    "F": FLAG,
    "?": QUESTION,
    "!": QUESTION,
    "s": START,
}
_MINES = "*F!XM"


def to_text(game):
    """The game's board, as described above."""
    out = []
    cells = game.solution
    view = game.tiles
    width = game.width
    for i in range(game.size):
        if i and i % width == 0:
            out.append("/")
        t = view[i]
        if t <= 8:
            out.append(str(t))
        elif t in _COVERED:
            out.append(_COVERED[t][1 if cells[i] == MINE else 0])
        else:
            out.append(_SHOWN[t])
    return "".join(out)


def from_text(text, classic=False):
    """A game in the state the text shows, its mines laid."""
    rows = text.split("/")
    width = len(rows[0])
    for row in rows:
        if len(row) != width:
            raise ValueError("rows differ in length: %r" % text)
    chars = "".join(rows)
    codes = bytearray(len(chars))
    mines = []
    for i in range(len(chars)):
        char = chars[i]
        if char in _MINES:
            mines.append(i)
        if char in _CODES:
            codes[i] = _CODES[char]
        elif "0" <= char <= "8":
            codes[i] = ord(char) - 48
        else:
            for code in _SHOWN:
                if _SHOWN[code] == char:
                    codes[i] = code
                    break
            else:
                raise ValueError("unknown cell %r in board text" % char)
    game = Game(width, len(rows), len(mines), seed=0, classic=classic)
    shown = bytearray(codes)
    for i in range(len(codes)):
        if codes[i] <= 8:
            shown[i] = OPENED
    game.load(mines, shown)
    for i in range(game.size):
        if codes[i] <= 8 and game.tiles[i] != codes[i]:
            raise ValueError(
                "cell %d shows %d but has %d mines around it"
                % (i, codes[i], game.tiles[i])
            )
    return game
