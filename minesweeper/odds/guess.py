# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Which covered cell to open when nothing is provable.

    guess = Guess(odds, ahead, endgame) # an Odds on a solver's board
    i = guess.choose()                  # a board cell index

The safest cell is the one least likely a mine (the chances of
:mod:`minesweeper.odds.engine`, compared by cross-multiplying); among
equals, the one with the fewest covered neighbours (the likeliest to open
more: a corner first), then the first in board order. Two refinements:

- ``endgame``: when few placements of the mines are left, the cell that
  wins the most of them playing on perfectly, found by searching the rest
  of the game (:mod:`minesweeper.odds.endgame`); the safest cell when there
  are more, or the search gives up.
- ``ahead``: otherwise, each cell nearly as safe as the safest (a chance of
  being safe at least 9/10 of the best; of the interior, whose cells are
  alike, the corners) is opened in thought showing each number it may
  show, and the solver's rules and the engine are run on the board that
  would follow: the number's chance (the placements that fit it over those
  that fit now) times the best chance of surviving the next guess there (1
  when a cell is then proven safe), summed over the numbers, is the chance
  of surviving this guess and the next. The cell with the best such chance
  wins (the safest first among equals). A cell's numbers are thought
  through until what is left of its chance cannot beat the best so far.

Both need the engine's exact totals (``exact=True``: tools and tests, not a
board's work); they work on a solved view's board or a stuck simulated
play's, and leave it as they found it. Hardware-free.
"""

from array import array

from minesweeper.compat import const
from minesweeper.odds.endgame import Endgame
from minesweeper.solver.solve import Solver

_COVERED = const(9)  # the solver's cell states (a test checks)
_PROVEN_SAFE = const(10)
_BIG = const(1 << 28)  # a budget that never ends a slice
_SCALE = const(40)  # look-ahead scores: chances times 2**40, as integers


class Guess:
    """Chooses guesses on ``odds``' solver's board; ``ahead``: look a move
    ahead; ``endgame``: play the endgame exactly (see the module's notes)."""

    def __init__(self, odds, ahead=False, endgame=False):
        self.odds = odds
        self.ahead = ahead
        self.endgame = Endgame(odds) if endgame else None
        sv = odds.solver
        # The board, kept while thinking: each of the solver's buffers (made
        # once, as the solver's) beside its copy.
        self._kept = (
            (sv.state, array("b", sv.state)),
            (sv.unknown, bytearray(sv.unknown)),
            (sv.mark, bytearray(sv.mark)),
        )
        self.thought = 0  # boards thought through (engine runs), all told

    def choose(self):
        """The cell to open on the solver's board as it stands (a solved
        view's, or a stuck simulated play's), as a board cell index: a cell
        proven safe if there is one; None when every covered cell is a
        proven mine, none is covered, or no placement fits the view. The
        engine is left with the board's chances."""
        odds = self.odds
        _run(odds)
        if not odds.consistent:
            return None
        sv = odds.solver
        st, unk = sv.state, sv.unknown
        w = sv.width
        pw = sv.pw
        cells = []  # (index, num, den) of every covered cell
        best = None
        bn = 1
        bd = 0
        bu = 9
        for i in range(sv.size):
            p = (i // w + 2) * pw + i % w + 2
            if st[p] == _PROVEN_SAFE:  # a solved view's: no guess needed
                return i
            if st[p] != _COVERED:
                continue
            n, d = odds.chance(i)
            cells.append((i, n, d))
            a = n * bd
            b = bn * d
            if best is None or a < b or a == b and unk[p] < bu:
                best = i
                bn = n
                bd = d
                bu = unk[p]
        if best is None or not bn:
            return best
        if self.endgame is not None:
            found = self.endgame.choose()
            if found is not None:
                return found[0]
        if not self.ahead:
            return best
        return self._ahead(cells, bn, bd)

    # -- looking a move ahead -----------------------------------------------------

    def _ahead(self, cells, bn, bd):
        """The candidate likeliest to survive this guess and the next."""
        odds = self.odds
        sv = odds.solver
        unk = sv.unknown
        w = sv.width
        pw = sv.pw
        total = odds.total
        boxof = odds.boxof
        corner = 9  # the interior's fewest covered neighbours
        for i, _n, _d in cells:
            p = (i // w + 2) * pw + i % w + 2
            if boxof[p] == 0xFFFF and unk[p] < corner:
                corner = unk[p]
        candidates = []
        for i, n, d in cells:
            # Nearly as safe as the best: (d - n) / d >= 9/10 (bd - bn) / bd.
            if (d - n) * bd * 10 < (bd - bn) * d * 9:
                continue
            p = (i // w + 2) * pw + i % w + 2
            if boxof[p] == 0xFFFF and unk[p] != corner:
                continue
            candidates.append(((n << _SCALE) // d, i, p, n, d))
        candidates.sort()  # the safest first: the bar to beat rises early
        choice = None
        top = -1
        odds.memo = {}  # the components a thought leaves alone: searched once
        for _, i, p, n, d in candidates:
            score = self._survive(p, total, total - total * n // d, top)
            if score > top:
                choice = i
                top = score
        odds.memo = None
        _run(odds)  # the chances of the board as it is, again
        return choice

    def survival(self, index):
        """Cell ``index``'s chance of surviving it and then the safest next
        guess, times 2**40, as an integer (the look-ahead's score): after
        :meth:`choose`, or a run of the engine, on the same board."""
        odds = self.odds
        sv = odds.solver
        memo = odds.memo
        odds.memo = {}
        n, d = odds.chance(index)
        total = odds.total
        score = self._survive(sv.padded(index), total, total - total * n // d, -1)
        odds.memo = memo
        _run(odds)  # the chances of the board as it is, again
        return score

    def _survive(self, p, total, safe, bar):
        """The chance (times 2**40) of surviving padded cell p opened and
        then the safest guess of the board that follows, summed over the
        numbers p may show; ``safe`` of the ``total`` placements leave p
        safe. Stops early, at a score no more than ``bar``, once the
        numbers left cannot lift it above."""
        sv = self.odds.solver
        score = 0
        for v in range(sv.unknown[p] + 1):
            count, n, d = self._after(p, v)
            if count:
                score += (count * (d - n) << _SCALE) // (total * d)
                safe -= count
                if score + (safe << _SCALE) // total <= bar:
                    break
        return score

    def _after(self, p, v):
        """With padded cell p opened showing v more mines (beyond those
        proven around it): the placements that fit, and the best chance
        of a mine then, as ``(count, num, den)``; count 0 if none fits."""
        odds = self.odds
        sv = odds.solver
        self._keep()
        lay = sv.minefield
        sv.minefield = None  # cells proven now are only proven, not opened
        Solver.set(sv, p, False)
        sv.state[p] = v
        sv.queue(p)
        job = sv.rules.deduce(-_BIG)
        try:
            job.send(None)
        except StopIteration:
            pass
        count = 0
        bn = 1
        bd = 1
        if sv.consistent:
            _run(odds)
            self.thought += 1
            if odds.consistent:
                count = odds.total
                low = odds.lowest()
                if low is not None:
                    bn, bd = low
        sv.minefield = lay
        self._restore()
        return count, bn, bd

    def _keep(self):
        """Keep the solver's board, to restore after a thought."""
        sv = self.odds.solver
        for buffer, copy in self._kept:
            copy[:] = buffer
        self._counts = (sv.found, sv.known_mines, sv.opened)

    def _restore(self):
        sv = self.odds.solver
        for buffer, copy in self._kept:
            buffer[:] = copy
        sv.found, sv.known_mines, sv.opened = self._counts
        sv.nsingles = sv.npairs = 0
        sv.consistent = True


def _run(odds):
    """The engine's chances of its solver's board as it stands."""
    odds.begin()
    while not odds.step(_BIG):
        pass
