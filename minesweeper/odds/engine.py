# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Exact mine probabilities: for a view the player sees, each covered
cell's chance of holding a mine, over every placement of the mines that
fits the numbers and the mine count, each placement equally likely (as the
game lays them: uniformly, away from the first cell's block, which the
first reveal opens).

    odds = Odds(solver)             # a Solver of the board's size
    odds.run(view, mines)           # or start() and step() in slices
    odds.chance(i)                  # (num, den) for cell i; None if opened
    odds.lowest()                   # (num, den): the lowest chance of a mine

How, in steps (each a worker, see below):

1. the solver proves what it can (:mod:`minesweeper.solver.solve`): a cell
   it proves has chance 0 or 1, and every other cell may go either way
   (``begin`` starts here from a solver already stuck in a simulated
   play, whose board is the same kind);
2. the components (:func:`minesweeper.solver.base.components`, the prover's):
   the covered cells next to numbers, in groups linked through numbers;
   the interior is the covered cells no number touches;
3. boxes: in a component, the cells next to exactly the same numbers are
   interchangeable, so a placement is a count of mines per box, and a box
   of s cells holding m mines stands for C(s, m) placements of its cells;
4. each component's counts are enumerated, a depth-first search with its
   stack in arrays (no recursion), a box's range of counts bounded by its
   numbers' needs; by the component's total k of mines it tallies W[k],
   the placements, and T[b][k], the mines in box b over them;
5. the components meet the mine count: with R mines not proven and I
   interior cells, totals k_c weigh prod W_c[k_c] * C(I, R - sum k_c)
   (the ways to lay the rest in the interior). Sums forward and backward
   over the components give each component the weight of the rest when it
   holds k, X_c[k]; box b's chance is sum T_b[k] X_c[k] over s_b sum
   W_c[k] X_c[k], the interior's the mines expected there over I.

Arithmetic. ``exact=True`` (the default) keeps every weight an exact
integer (long integers: CPython, the tests, tools/odds.py), so chances
are exact fractions. ``exact=False`` keeps every number below 2**30, a
board's small integers, so no long integer is ever made: a weight is a
mantissa and a power of two; in the search, a mantissa of 22 bits, and a
component's tallies of one total share one power; across components,
each value has its own, with 14 bits. Chances are then good to about one
part in 10,000, held to the open interval (0, 1) for a cell the solver
did not prove (the proofs decide 0 and 1), as ``(num, 65536)``.

Steps 3 and 4 are :mod:`minesweeper.odds.search`'s, step 5 and the
arithmetic :mod:`minesweeper.odds.combine`'s: modules of their own, so
that a board compiling the engine from source needs less free heap for
any one module (each is compiled whole, at its import).

Slices: the workers' idiom of :mod:`minesweeper.solver.solve`: :meth:`step`
does about ``budget`` units, a unit a box tried or a term summed.

Memory: the constructor allocates 4 bytes a padded cell (a cell's box, a
number's counts: 30x16, 2.7 KB); a run, about 30 bytes a cell in its
components (made again only when a run has more such cells than any
before it: on a Titano's Expert where the proofs stop, some 20-50 cells,
not 480), and per component its tallies (a list of boxes times totals)
and the sums across components (a few lists of up to R + 1 values), let
go at the next run (docs/odds.md has the figures). Hardware-free.
"""

from array import array

from minesweeper.compat import const
from minesweeper.odds.combine import combine
from minesweeper.odds.search import boxes, search
from minesweeper.solver.base import Sliced, components

# Cell states and mark bits of minesweeper.solver.solve and prove (a test
# checks they agree).
_COVERED = const(9)
_PROVEN_SAFE = const(10)
_PROVEN_MINE = const(11)

_NONE = const(0xFFFF)  # no box
_BIG = const(1 << 28)  # a budget that never ends a slice


class Odds(Sliced):
    """The chances of ``solver``'s board (a
    :class:`minesweeper.solver.solve.Solver`, whose buffers and prover it
    borrows while it runs). ``exact``: exact integers, or bounded ones
    (see the module's notes).

    After a run (:meth:`step` returned True): ``consistent`` (False when
    no placement fits the view: no chances then), ``total`` (exact: the
    number of placements of the mines not proven that fit; bounded: a
    mantissa, of no use alone), ``interior`` (covered cells no number
    touches), ``boxes`` (groups of interchangeable cells next to numbers;
    ``boxof`` a padded cell's, ``cells`` theirs box by box from
    ``first[b]``); :meth:`chance` and :meth:`lowest` read
    the result."""

    def __init__(self, solver, exact=True):
        Sliced.__init__(self)
        self.solver = solver
        self.exact = exact
        padded = len(solver.state)
        self.boxof = array("H", bytes([0xFF]) * (2 * padded))  # a cell's box
        self.left = bytearray(padded)  # a number's mines not yet placed
        self.room = bytearray(padded)  # its cells in boxes not yet set
        self.value = bytearray(0)  # the buffers of cells in components
        self._room(0)
        pw = solver.pw
        ring = []  # the cells within two of a cell (a box's other cells)
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if dx or dy:
                    ring.append(dy * pw + dx)
        self.ring = tuple(ring)
        self.boxes = 0
        self.ncells = 0  # cells in boxes
        self.ncomp = 0
        self.interior = 0
        self.spare = 0  # mines not proven
        self.consistent = True
        self.total = 0
        self.tallies = []  # per component: (W, T, powers) by total, or None
        self.box_num = []  # per box: its chance (num, den), by box
        self.box_den = []
        self.inside = (0, 1)  # the interior's chance
        # Exact runs may keep each component's tallies by its cells and
        # numbers, for runs on boards that differ in a few components (the
        # look-ahead's, minesweeper.odds.guess): a dict while wanted, None
        # otherwise (the default: a board keeps nothing).
        self.memo = None
        # Exact runs may keep every placement's counts, by box (bytes), a
        # list a component: a list while wanted (minesweeper.odds.endgame
        # asks on small boards), None otherwise.
        self.counts = None

    # -- running ------------------------------------------------------------------

    def start(self, view, mines):
        """Solve ``view`` (tile codes by index) with ``mines`` mines, then
        find the chances; call :meth:`step` until it returns True."""
        self._begin(self._work(view, mines))

    def begin(self):
        """Find the chances of the solver's board as it stands (a stuck
        simulated play's: nothing more is provable); then :meth:`step`."""
        self._begin(self._work(None, 0))

    def step(self, budget=200):
        """Do about ``budget`` work units; True once done."""
        return self._slice(budget)

    def run(self, view, mines):
        """Solve and find the chances at once; returns ``consistent``."""
        self.start(view, mines)
        while not self.step(_BIG):
            pass
        return self.consistent

    def _work(self, view, mines):
        work = yield
        sv = self.solver
        self._reset()
        if view is not None:
            sv.start(view, mines)
            while True:
                before = sv.units
                done = sv.step(-work if work < 0 else 1)
                work += sv.units - before
                if done:
                    break
                if work >= 0:
                    work = yield work
        work = yield from self._check(work)
        if not self.consistent:
            return work
        pr = sv.prover
        work = yield from components(pr, work)
        self._room(pr.ncells)
        self.ncomp = pr.ncomp
        self.interior = pr.interior
        self.spare = sv.mines - sv.known_mines
        work = yield from boxes(self, work)
        tallies = self.tallies
        for c in range(self.ncomp):
            work = yield from search(self, work, c)
            if not tallies[c]:
                self.consistent = False
                return work
        work = yield from combine(self, work)
        return work

    def _room(self, n):
        """The buffers for ``n`` cells in components (boxes, their numbers,
        the search's stack), made only where the last run's are too short:
        sized by the components, not the board (a Titano's Expert: some
        20-50 cells where the proofs stop, not 480)."""
        if len(self.value) > n:  # (n + 1 made)
            return
        n += 1
        self.cells = array("H", bytes(2 * n))  # the boxes' cells, in turn
        self.first = array("H", bytes(2 * n))  # a box's first cell
        self.nums = array("H", bytes(16 * n))  # the boxes' numbers: 8 a box
        self.numat = array("H", bytes(2 * n))  # a box's first number
        self.compat = array("H", bytes(2 * n))  # a component's first box
        self.value = bytearray(n)  # the search: the count at each depth
        self.top = bytearray(n)  # and the most it may take
        self.kept = array("H", bytes(2 * n))  # mines above a depth
        self.weight = [0] * n  # placements above a depth
        self.power = array("h", bytes(2 * n))  # its power of two

    def _reset(self):
        """Forget the last run's boxes and results."""
        boxof = self.boxof
        cells = self.cells
        for j in range(self.ncells):
            boxof[cells[j]] = _NONE
        self.boxes = self.ncells = self.ncomp = self.interior = 0
        self.tallies = []
        if self.counts is not None:
            self.counts = []
        self.box_num = []
        self.box_den = []
        self.inside = (0, 1)
        self.total = 0
        self.consistent = True

    def _check(self, work):
        """Whether the board may still fit: the solver's verdict, and no
        number with more mines than it shows, or too few and no covered
        cell left (the solver's rules pass over a number once its cells are
        all decided, whatever it still needs)."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        ok = sv.consistent
        w = sv.width
        for y in range(sv.height):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                s = st[p]
                if s < 0 or s <= 8 and s and not unk[p]:
                    ok = False
            work += w // 4
            if work >= 0:
                work = yield work
        self.consistent = ok
        return work

    # -- results ------------------------------------------------------------------

    def chance(self, index):
        """Cell ``index``'s chance of a mine after a run, as integers
        ``(num, den)``: ``(0, 1)`` or ``(1, 1)`` for a cell the solver
        proved; None for an opened cell, or when no placement fits."""
        sv = self.solver
        w = sv.width
        p = (index // w + 2) * sv.pw + index % w + 2
        s = sv.state[p]
        if s <= 8 or not self.consistent:
            return None
        if s == _PROVEN_SAFE:
            return (0, 1)
        if s == _PROVEN_MINE:
            return (1, 1)
        b = self.boxof[p]
        if b == _NONE:
            return self.inside
        return (self.box_num[b], self.box_den[b])

    def lowest(self):
        """The lowest chance of a mine of a covered cell after a run, as
        ``(num, den)``: ``(0, 1)`` when the solver proved a cell safe;
        None when no cell is covered or no placement fits."""
        if not self.consistent:
            return None
        sv = self.solver
        st = sv.state
        pw = sv.pw
        w = sv.width
        covered = False
        for y in range(2, sv.height + 2):
            row = y * pw + 2
            for p in range(row, row + w):
                s = st[p]
                if s == _PROVEN_SAFE:
                    return (0, 1)
                if s == _COVERED or s == _PROVEN_MINE:
                    covered = True
        if not covered:
            return None
        bn, bd = self.inside if self.interior else (1, 1)  # else all mines
        num = self.box_num
        den = self.box_den
        for b in range(self.boxes):
            n = num[b]
            d = den[b]
            if n * bd < bn * d:
                bn = n
                bd = d
        return (bn, bd)
