# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A board code's board, started on the app (:meth:`App.play_code
<minesweeper.app.App.play_code>`: the Code page's OK, ``MINESWEEPER_CODE``
at power-up, the first page's Replay): where it is played, and a random
board laid around its first cell.

The board plays at its exact size where this screen shows it, its records
under the level that makes that size here, else as a custom board; it is
no-guess or random as the code says, and a random board's mines are laid
at once around its first cell, which is marked as its start (the green
target): opened there, it is the board the code names. Loaded only while
such a board starts, and let go after: a game in play keeps none of it.
Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.rules.levels import level_key
from minesweeper.rules.tiles import MINE, START


def where(app, board, now):
    """The layout ``board`` (``(cols, rows, mines, no_guess, seed,
    first)``) is played in on ``app``'s screen: the one on show where it
    is the same, and the records' level key set; None, with one line (a
    note, and the console), for a board this screen cannot show."""
    cols, rows, mines, _, _, _ = board
    lay = app.layout
    found = _layout.named(cols, rows, mines, lay.screen_w, lay.screen_h)
    if found is None:
        print("Board %dx%d is too big here" % (cols, rows))
        app.note("Board %dx%d is too big here" % (cols, rows), now)
        return None
    level, new = found
    app.level_key = level_key(level, cols, rows, mines)
    if new.same(lay) and app.classic == (app.choices.scheme == "classic"):
        return lay
    return new


def start_at(game, first):
    """Lay ``game`` (a new game, nothing opened) as a code's random board:
    the mines its number lays around ``first``, as a first tap there lays
    them, and that cell marked as its start, as a no-guess board's is.
    Another cell opened first lays the board again around that one
    (:meth:`minesweeper.rules.game.Game.reveal_at`), as on a no-guess
    board."""
    view = bytearray(game.tiles)  # (all hidden)
    view[first] = START
    game.reveal_at(first)  # (and game.first, which load keeps)
    solution = game.solution
    game.load([i for i in range(game.size) if solution[i] == MINE], view)
