# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""No-guess boards: a minefield and a start cell from which logic alone
(:mod:`minesweeper.solver.solve`) opens every safe cell, made a slice at a time.

    gen = Generator(width, height, mines, seed)
    while not gen.step():       # one bounded slice a call, e.g. one a frame
        ...                     # draw, read the touch screen
    if gen.proven:
        game.lay(gen.minefield, gen.start, gen.seed)
    gen.restart(next_seed)      # the next board, in the same memory

``lay_no_guess(game)`` does the same at once, from ``game.seed``.
Between a finished board and ``restart``, ``gen.solver`` is idle and may
serve hints (:meth:`minesweeper.solver.solve.Solver.solve` on the game's view).

How: the start cell is drawn, its 3x3 block kept clear (so it opens as a 0)
and the mines laid uniformly over the rest. Then a simulated player opens
the start cell and everything the solver proves safe. When the solver is
stuck, the minefield is changed near where it stuck: one number on the edge
of the opened region is chosen (the one with the fewest mines among its
covered cells), and the mines among its covered cells move away, to covered
cells out of sight of every number where there are some; that number then
shows all its cells safe and the play goes on. Moves change numbers the
solver already used, so a play that needed moves is replayed from the start
cell on the final minefield; a board is accepted only from a play that
needed none. If moves cannot help (too many, or no room), a new minefield
is drawn.

Everything is integer arithmetic on the game number's xorshift32 sequence
(:mod:`minesweeper.rules.rng`), and a step's slice does not change what is
computed, so the same size, mines and game number give the same board on
CPython, MicroPython and CircuitPython, however it is sliced.

Its buffers are allocated at construction (a :class:`Solver` and two bytes
a cell); while it works it also makes short-lived objects (the workers'
generator frames, a few integers), garbage for the collector. A slice is
about ``budget`` work units (see :mod:`minesweeper.solver.solve`).
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.rng import XorShift32
from minesweeper.solver.base import Sliced
from minesweeper.solver.perturb import perturb
from minesweeper.solver.solve import Solver

_TRIES = const(40)  # minefields drawn before giving up on the guarantee
_RUNS = const(12)  # plays on one minefield (each after moves)
_STREAM = const(1 << 30)  # past every game number
BUDGET = const(200)  # work units in a slice by default
WORK_LIMIT = const(250000)  # work units before giving up on the guarantee
_TRY_WORK = const(100000)  # work units on one minefield before the next


class Generator(Sliced):
    """Makes one no-guess board of ``width`` x ``height`` with ``mines``
    mines from game number ``seed``, ``budget`` work units a step, giving up
    after ``limit`` units.

    When :meth:`step` has returned True: ``proven`` is True and
    ``minefield`` holds one byte a cell (1 for a mine) and ``start`` the
    start cell's index; or, when no board was proven within the tries and
    the limit, ``proven`` is False and ``start`` is -1 (play the game
    number's ordinary board). ``tries``, ``runs`` and ``moves`` count
    minefields drawn, plays and mines moved; ``slices`` the steps taken;
    ``units`` the work done.

    A minefield is given up after 100,000 units, for the next (a few rare
    ones would take far longer than all the others). Both limits are counted
    in work units, and the last slice before one is cut to end there, so a
    board gives up at the same point of its work however it is sliced: the
    same game number gives the same answer everywhere."""

    def __init__(self, width, height, mines, seed=0, budget=BUDGET, limit=WORK_LIMIT):
        size = width * height
        if width < 1 or height < 1 or size > 65535:
            raise ValueError("board must be 1x1 to 65535 cells")
        if mines < 0 or mines > size - 1:
            raise ValueError("%d mines do not fit %dx%d" % (mines, width, height))
        Sliced.__init__(self)
        self.width = width
        self.height = height
        self.mines = mines
        self.size = size
        self.budget = budget
        self.limit = limit
        self.solver = Solver(width, height)
        self.lay = bytearray(len(self.solver.state))  # 1 a mine, padded
        self.minefield = bytearray(size)
        self.restart(seed)

    def restart(self, seed):
        """Make another board, game number ``seed``, in the same memory."""
        self.seed = seed
        self.start = -1
        self.proven = False
        self.tries = 0
        self.runs = 0
        self.moves = 0
        self.slices = 0
        self.units = 0
        # Its own sequence, apart from the ordinary board's of the same number.
        self._draw = XorShift32(seed + _STREAM).next16
        self._next_try()

    def step(self):
        """One slice of work; True once the board is ready (or given up)."""
        if self.done:
            return True
        self.slices += 1
        left = self._try_end - self.units
        ended = self._slice(self.budget if self.budget < left else left)
        if ended or self.units >= self._try_end:
            self._next_try()
        return self.done

    def run(self):
        """Work until the board is ready."""
        while not self.step():
            pass

    # -- making a board ----------------------------------------------------------

    def pick(self, below):
        """A draw uniform in 0 .. below - 1 (by rejection)."""
        mask = 1
        while mask < below - 1:
            mask = (mask << 1) | 1
        draw = self._draw
        while True:
            r = draw() & mask
            if r < below:
                return r

    def _next_try(self):
        """The next minefield's worker; or the end: a board proven, or none
        within the tries or the work limit."""
        if self.proven or self.tries >= _TRIES or self.units >= self.limit:
            self._job = None
            self.done = True
            self.solver.minefield = None
            if self.proven:
                self._hand_over()
            return
        self.tries += 1
        end = self.units + _TRY_WORK
        self._try_end = end if end < self.limit else self.limit
        self._begin(self._try())

    def _try(self):
        """One minefield and its plays: moves when stuck; a play with no
        moves proves the board (a worker)."""
        work = yield
        solver = self.solver
        size = self.size
        start = self.pick(size)
        work = yield from self._draw_minefield(work, start)
        sy, sx = divmod(start, self.width)
        sp = (sy + 2) * solver.pw + sx + 2
        for _ in range(_RUNS):
            self.runs += 1
            solver.begin_play(self.lay, self.mines, sp)
            work += 20
            clean = True
            while True:
                work = yield from solver.play(work)
                if solver.opened >= size - self.mines:
                    break
                clean = False
                moved = self.moves
                work = yield from perturb(self, work)
                if moved == self.moves:
                    return work  # moves cannot help: the next minefield
            if clean:
                self.proven = True
                self.start = start
                return work
        return work

    def _draw_minefield(self, work, start):
        """The mines laid uniformly, the start cell's block kept clear if
        the mines allow (a worker)."""
        w = self.width
        h = self.height
        size = self.size
        mines = self.mines
        pw = self.solver.pw
        lay = self.lay
        sy, sx = divmod(start, w)
        x0 = sx - 1 if sx else 0
        x1 = sx + 2 if sx + 1 < w else sx + 1
        y0 = sy - 1 if sy else 0
        y1 = sy + 2 if sy + 1 < h else sy + 1
        if size - (x1 - x0) * (y1 - y0) < mines:
            x0, x1, y0, y1 = sx, sx + 1, sy, sy + 1
        lay[:] = bytes(len(lay))
        for y in range(y0, y1):
            for x in range(x0, x1):
                lay[(y + 2) * pw + x + 2] = 2
        left = mines
        while left:
            i = self.pick(size)
            p = i + (i // w) * 4 + 2 * pw + 2
            if not lay[p]:
                lay[p] = 1
                left -= 1
            work += 1
            if work >= 0:
                work = yield work
        for y in range(y0, y1):
            for x in range(x0, x1):
                lay[(y + 2) * pw + x + 2] = 0
        work += 2 * h
        if work >= 0:
            work = yield work
        return work

    def _hand_over(self):
        """The proven minefield, one byte a cell."""
        pw = self.solver.pw
        w = self.width
        lay = self.lay
        out = self.minefield
        for y in range(self.height):
            row = (y + 2) * pw + 2
            out[y * w : y * w + w] = lay[row : row + w]


def lay_no_guess(game):
    """Lay a no-guess board on ``game`` from its game number, at once (an
    app makes one in slices with :class:`Generator` instead); ``game``."""
    gen = Generator(game.width, game.height, game.mines, game.seed)
    gen.run()
    if gen.proven:  # else the game number's ordinary board, no start cell
        game.lay(gen.minefield, gen.start)
    return game
