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
three of its numbers opened. Kept apart from :mod:`minesweeper.game` so the
device never compiles it. Hardware-free.
"""

from minesweeper.game import LOST, PLAYING, WON
from minesweeper.tiles import (
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
    cells = game._cells
    view = game._view
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


def from_text(cls, text, classic=False):
    """A ``cls`` game in the state the text shows, its mines laid."""
    rows = text.split("/")
    width = len(rows[0])
    for row in rows:
        if len(row) != width:
            raise ValueError("rows differ in length: %r" % text)
    chars = "".join(rows)
    codes = bytearray(len(chars))
    mines = 0
    for i in range(len(chars)):
        char = chars[i]
        if char in _MINES:
            mines += 1
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
    game = cls(width, len(rows), mines, seed=0, classic=classic)
    cells = game._cells
    view = game._view
    for i in range(game.size):
        if chars[i] in _MINES:
            cells[i] = MINE
        view[i] = codes[i]
    game._count_mines()
    flags = opened = covered = 0
    lost = False
    for i in range(game.size):
        t = view[i]
        if t <= 8:
            if t != cells[i]:
                raise ValueError(
                    "cell %d shows %d but has %d mines around it" % (i, t, cells[i])
                )
            opened += 1
        elif t == FLAG or t == WRONG_FLAG:
            flags += 1
        elif t == HIDDEN or t == QUESTION or t == START:
            covered += 1
            if t == START:  # a laid no-guess board before its first reveal
                game.start = i
                game.guaranteed = True
        if t == EXPLODED or t == WRONG_FLAG or (t == MINE and cells[i] == MINE):
            lost = True
    game._placed = True
    game._flags = flags
    game._opened = opened
    game._covered = covered
    if lost:
        game.state = LOST
    elif covered == 0 if classic else opened == game.size - mines:
        game.state = WON
    elif opened:
        game.state = PLAYING
    return game
