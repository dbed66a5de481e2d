# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What a view proves: the hidden cells that are safe, or mined, in every
layout of mines consistent with the numbers on show and the mine count.

    solver = Solver(width, height)          # buffers for this board size
    solver.solve(game.tiles, game.mines)    # or start() and step() in slices
    solver.result(i)                        # UNKNOWN, SAFE, MINED or OPENED
    solver.hint()                           # (index, is_mine) or None
    hint(game)                              # the same in one call

The view is the game's tile codes (``game.tiles``): codes 0-8 are opened
numbers and every other code is a covered cell the solver knows nothing
about. Flags and question marks are the player's guesses, not facts (a flag
may be wrong), so the solver reads numbers only, and a flagged cell it
proves safe is a wrong flag.

How: first the two cheap local rules, from work lists of the numbers whose
neighbourhood changed (one number: its mines are all found, or its covered
cells are all mines; two numbers within two cells of each other: what the
cells one has and the other lacks must hold). Then, for what is left, the
exact search of :mod:`minesweeper.solver.prove`, which takes in the mine count.
The answer is exactly what every consistent layout agrees on.

Bounded: the constructor allocates all the buffers (a few bytes a cell);
only when the mine count binds does a search make a short list of integers.
No recursion. A step does about ``budget`` work units (a unit is a cell
set, undone or looked over; about 4 microseconds under MicroPython on a
desktop), so the app can run a solve a slice at a time. Hardware-free;
runs on CPython, MicroPython and CircuitPython.
"""

from array import array

from minesweeper.compat import const
from minesweeper.rules.game import OPENED
from minesweeper.solver.local import deduce, pair_table
from minesweeper.solver.prove import prove

UNKNOWN = const(0)  # results, by cell index, with OPENED (an opened cell)
SAFE = const(1)  # proven safe
MINED = const(2)  # proven a mine

# Cell states on the padded board (a two-cell border all round, so the cells
# near a cell are fixed offsets with no edge tests).
_COVERED = const(9)  # covered, nothing known
_SAFE = const(10)  # covered, proven safe
_MINE = const(11)  # covered, proven mine
_EDGE = const(12)  # the border
_FLAG = const(11)  # the flag's tile code (minesweeper.rules.tiles)

# Work-list bits in _mark (minesweeper.solver.prove uses the bits from 4 up).
_IN_RULE = const(1)
_IN_PAIR = const(2)

_BIG = const(1 << 28)  # a budget that never ends a slice

DONE = const(0)  # outcomes of a simulated play (see minesweeper.solver.generate)
STUCK = const(1)


class Solver:
    """Finds the provable cells of a ``width`` x ``height`` view."""

    def __init__(self, width, height):
        if width < 1 or height < 1:
            raise ValueError("board must be at least 1x1")
        pw = width + 4
        padded = pw * (height + 4)
        cells = width * height
        self.width = width
        self.height = height
        self.size = cells
        self._pw = pw
        self._padded = padded
        self._st = bytearray(padded)  # cell state: 0-8 opened, or a _ code
        self._unk = bytearray(padded)  # covered unknown neighbours
        self._kn = bytearray(padded)  # proven mines around
        self._val = bytearray(padded)  # search: 0 open, 1 safe, 2 mine
        self._cm = bytearray(padded)  # search: mines set around a number
        self._cu = bytearray(padded)  # search: cells still open around it
        self._need = bytearray(padded)  # a number less its proven mines
        self._fix = bytearray(padded)  # proven this pass: 1 safe, 2 mine
        self._seen = bytearray(padded)  # found in a layout: 1 safe, 2 mine
        self._mark = bytearray(padded)  # work-list and scratch bits
        self._blank = bytearray(padded)  # a fresh board: border and covered
        self._degree = bytearray(padded)  # neighbours on the board
        self._zeros = bytes(padded)
        self._rules = array("H", bytes(2 * cells))  # single-number work list
        self._pairs = array("H", bytes(2 * cells))  # two-number work list
        self._comp = array("H", bytes(2 * cells))  # component cells, in turn
        self._starts = array("H", bytes(2 * cells + 2))  # where each begins
        self._order = array("H", bytes(2 * cells))  # search: decision order
        self._trail = array("H", bytes(2 * cells))  # search: cells set
        self._dpos = array("H", bytes(2 * cells))  # search: decision points
        self._dsc = array("H", bytes(2 * cells))  # search: their order index
        self._dflip = bytearray(cells)  # search: second value tried
        self._near = (
            -pw - 1, -pw, -pw + 1, -1, 1, pw - 1, pw, pw + 1
        )  # fmt: skip
        ring = []
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if dx or dy:
                    ring.append(dy * pw + dx)
        self._ring = tuple(ring)
        self._table = pair_table(pw)
        for p in range(padded):
            y, x = divmod(p, pw)
            inside = 1 < x < width + 2 and 1 < y < height + 2
            self._blank[p] = _COVERED if inside else _EDGE
        for p in range(padded):
            y, x = divmod(p, pw)
            if self._blank[p] == _COVERED:
                self._degree[p] = sum(
                    1 for o in self._near if self._blank[p + o] == _COVERED
                )
            else:
                self._degree[p] = 8  # never read; room to count down
        self._counts = None  # a simulated play's counts (minesweeper.solver.generate)
        self._nrule = 0
        self._npair = 0
        self._mines = 0
        self._known = 0  # proven mines
        self.opened = 0  # cells opened in a simulated play
        self._target = 0
        self._k = 0
        self._budget = _BIG
        self._work = 0
        self._gen = None
        self.units = 0  # work units spent, all told
        self.consistent = True
        self.found = 0  # provable cells after a solve

    # -- public ----------------------------------------------------------------

    def start(self, view, mines):
        """Begin solving ``view`` (tile codes by cell index) with ``mines``
        mines on the board; then call :meth:`step` until it returns True."""
        if len(view) != self.size:
            raise ValueError("view has %d cells, not %d" % (len(view), self.size))
        self._counts = None
        self._view = view
        self._mines = mines
        self.found = 0
        self._gen = self._analyse()

    def step(self, budget=200):
        """Do about ``budget`` work units of the solve; True once it is done."""
        gen = self._gen
        if gen is None:
            return True
        self._budget = budget
        try:
            next(gen)
        except StopIteration:
            self._gen = None
            self._view = None
            return True
        return False

    def solve(self, view, mines):
        """Solve at once; returns how many covered cells are provable."""
        self.start(view, mines)
        while not self.step(_BIG):
            pass
        return self.found

    def result(self, index):
        """What the last solve proved about a cell (once :meth:`step` has
        returned True): UNKNOWN, SAFE, MINED, or OPENED for an opened number."""
        w = self.width
        s = self._st[index + (index // w) * 4 + 2 * self._pw + 2]
        if s <= 8:
            return OPENED
        if s == _SAFE:
            return SAFE
        if s == _MINE:
            return MINED
        return UNKNOWN

    def hint(self, view=None):
        """One provable cell of the last solve, as ``(index, is_mine)``:
        the first safe cell not flagged, else the first mine not flagged, else
        the first flagged cell that is safe (a wrong flag); None when nothing
        is provable. ``view`` (the same tile codes) tells flags apart."""
        w = self.width
        st = self._st
        pw = self._pw
        best = None
        rank = 3
        for i in range(self.size):
            s = st[i + (i // w) * 4 + 2 * pw + 2]
            if s != _SAFE and s != _MINE:
                continue
            flagged = view is not None and view[i] == _FLAG
            if s == _SAFE:
                r = 2 if flagged else 0
            elif flagged:
                continue
            else:
                r = 1
            if r < rank:
                rank = r
                best = (i, s == _MINE)
                if not r:
                    break
        return best

    # -- cell bookkeeping ------------------------------------------------------

    def _set(self, p, mine):
        """Cell p is proven: a mine, or safe (opened in a simulated play)."""
        st = self._st
        if mine:
            st[p] = _MINE
            self._known += 1
        elif self._counts is not None:
            st[p] = self._counts[p]
            self.opened += 1
        else:
            st[p] = _SAFE
        self.found += 1
        unk = self._unk
        kn = self._kn
        mark = self._mark
        rules = self._rules
        pairs = self._pairs
        for o in self._near:
            r = p + o
            unk[r] -= 1
            if mine:
                kn[r] += 1
            if st[r] <= 8:
                m = mark[r]
                if not m & _IN_RULE:
                    rules[self._nrule] = r
                    self._nrule += 1
                if not m & _IN_PAIR:
                    pairs[self._npair] = r
                    self._npair += 1
                mark[r] = m | (_IN_RULE | _IN_PAIR)
        if st[p] <= 8:
            self._queue(p)

    def _queue(self, r):
        """Put number r on both work lists (its constraint changed)."""
        mark = self._mark
        m = mark[r]
        if not m & _IN_RULE:
            self._rules[self._nrule] = r
            self._nrule += 1
        if not m & _IN_PAIR:
            self._pairs[self._npair] = r
            self._npair += 1
        mark[r] = m | (_IN_RULE | _IN_PAIR)

    def _reset(self):
        """A fresh board, every cell covered, nothing known."""
        self._st[:] = self._blank
        self._unk[:] = self._degree
        self._kn[:] = self._zeros
        self._mark[:] = self._zeros
        self._fix[:] = self._zeros
        self._nrule = 0
        self._npair = 0
        self._known = 0
        self.opened = 0
        self.found = 0
        self.consistent = True

    def _begin(self, counts, mines, start):
        """Start a simulated play (minesweeper.solver.generate): the padded board's
        ``counts`` of adjacent mines, and the first cell opened."""
        self._reset()
        self._counts = counts
        self._mines = mines
        self._target = self.size - mines
        self._set(start, False)

    # -- the whole solve -------------------------------------------------------

    def _analyse(self):
        """Load the view, apply the rules, then search (a generator)."""
        work = 0
        budget = self._budget
        self._reset()
        view = self._view
        st = self._st
        unk = self._unk
        near = self._near
        w = self.width
        pw = self._pw
        for y in range(self.height):
            p = (y + 2) * pw + 2
            i = y * w
            for x in range(w):
                code = view[i + x]
                if code <= 8:
                    st[p + x] = code
                    for o in near:
                        unk[p + x + o] -= 1
            work += w
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        for y in range(self.height):
            p = (y + 2) * pw + 2
            for q in range(p, p + w):
                if st[q] <= 8 and unk[q]:
                    self._queue(q)
                    work += 1
            work += w // 4
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        self._work = work
        yield from deduce(self)
        if self.consistent:
            yield from prove(self, False)
        if not self.consistent:  # an impossible view proves nothing
            self._reset()
            self.consistent = False
        self.units += self._work

    def _play(self):
        """A simulated play (minesweeper.solver.generate): rules, opening what they
        prove, and searches when they stall; DONE once every safe cell is
        open, STUCK when nothing more is provable."""
        while True:
            yield from deduce(self)
            if self.opened >= self._target:
                return DONE
            if not (yield from prove(self, True)):
                return STUCK


def hint(game, solver=None):
    """One cell the game's view proves, as ``(index, is_mine)``: a safe cell
    when there is one, else a mine (see :meth:`Solver.hint`); None when the
    view proves nothing or the game is over. Before the first reveal of a
    no-guess game, its start cell. Solves at once; pass a ``Solver`` of the
    board's size to reuse its buffers."""
    if game.state > 1:  # WON or LOST
        return None
    if game.start >= 0:  # a no-guess board before its first reveal
        return (game.start, False)
    if solver is None:
        solver = Solver(game.width, game.height)
    solver.solve(game.tiles, game.mines)
    return solver.hint(game.tiles)
