# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Which covered cell to open when nothing is provable.

    guess = Guess(odds)                 # an Odds on a stuck solver's board
    i = guess.choose()                  # a board cell index

The safest cell: the lowest chance of a mine (:mod:`minesweeper.odds.engine`,
compared by cross-multiplying); among equals, the one with the fewest
covered neighbours (the likeliest to open more: a corner first), then the
first in board order. Hardware-free.
"""

from minesweeper.compat import const

_COVERED = const(9)  # the solver's cell state (a test checks)
_BIG = const(1 << 28)  # a budget that never ends a slice


class Guess:
    """Chooses guesses on ``odds``' solver's board; ``ahead``: look a move
    ahead (see the module's notes)."""

    def __init__(self, odds, ahead=False):
        self.odds = odds
        self.ahead = ahead

    def choose(self):
        """The cell to open on the solver's board as it stands (a stuck
        simulated play's), as a board cell index; None if none is covered."""
        odds = self.odds
        odds.begin()
        while not odds.step(_BIG):
            pass
        sv = odds.solver
        st, unk = sv.state, sv.unknown
        w = sv.width
        pw = sv.pw
        best = None
        bn = 1
        bd = 0
        bu = 9
        for i in range(sv.size):
            p = (i // w + 2) * pw + i % w + 2
            if st[p] != _COVERED:
                continue
            n, d = odds.chance(i)
            a = n * bd
            b = bn * d
            if best is None or a < b or a == b and unk[p] < bu:
                best = i
                bn = n
                bd = d
                bu = unk[p]
        return best
