# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""No-guess boards: a mine layout and a start cell from which logic alone
(:mod:`minesweeper.solver.solve`) opens every safe cell, made a slice at a time.

    gen = Generator(width, height, mines, seed)
    while not gen.step():       # one bounded slice a call, e.g. one a frame
        ...                     # draw, read the touch screen
    game.lay(gen.layout, gen.start, gen.seed)
    gen.restart(next_seed)      # the next board, in the same memory

``lay_no_guess(game)`` does the same at once, from ``game.seed``.
Between a finished board and ``restart``, ``gen.solver`` is idle and may
serve hints (:meth:`minesweeper.solver.solve.Solver.solve` on the game's view).

How: the start cell is drawn, its 3x3 block kept clear (so it opens as a 0)
and the mines laid uniformly over the rest. Then a simulated player opens
the start cell and everything the solver proves safe. When the solver is
stuck, the layout is changed near where it stuck: one number on the edge of
the opened region is chosen (the one with the fewest mines among its covered
cells), and the mines among its covered cells move away, to covered cells
out of sight of every number where there are some; that number then shows
all its cells safe and the play goes on. Moves change numbers the solver
already used, so a play that needed moves is replayed from the start cell
on the final layout; a board is accepted only from a play that needed none.
If moves cannot help (too many, or no room), a new layout is drawn.

Everything is integer arithmetic on the game number's xorshift32 sequence
(:mod:`minesweeper.rules.rng`), and a step's slice does not change what is
computed, so the same size, mines and game number give the same board on
CPython, MicroPython and CircuitPython, however it is sliced.

Its buffers are allocated at construction (a :class:`Solver` and a few
bytes a cell); while it works it also makes short-lived objects (a search's
generator frame, a few integers), garbage for the collector. A slice is
about ``budget`` work units (see :mod:`minesweeper.solver.solve`). Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.rng import XorShift32
from minesweeper.solver.solve import DONE, Solver

_COVERED = const(9)  # the solver's covered-cell state (a test checks)
_TRIES = const(40)  # layouts drawn before giving up on the guarantee
_RUNS = const(12)  # plays on one layout (each after moves)
_SHALLOW = const(16)  # solver _mark bits, free while no search runs
_AROUND = const(32)
_STREAM = const(1 << 30)  # past every game number
BUDGET = const(200)  # work units in a slice by default


class Generator:
    """Makes one no-guess board of ``width`` x ``height`` with ``mines``
    mines from game number ``seed``, ``budget`` work units a step.

    When :meth:`step` has returned True: ``layout`` holds one byte a cell
    (1 for a mine), ``start`` the start cell's index, and ``guaranteed`` is
    True (False only if no board was found within the tries, when the last
    layout stands as an ordinary board). ``tries``, ``runs`` and ``moves``
    count layouts drawn, plays and mines moved; ``slices`` the steps taken;
    ``units`` the work done."""

    def __init__(self, width, height, mines, seed=0, budget=BUDGET):
        size = width * height
        if width < 1 or height < 1 or size > 65535:
            raise ValueError("board must be 1x1 to 65535 cells")
        if mines < 0 or mines > size - 1:
            raise ValueError("%d mines do not fit %dx%d" % (mines, width, height))
        self.width = width
        self.height = height
        self.mines = mines
        self.size = size
        self.budget = budget
        self.solver = Solver(width, height)
        padded = self.solver._padded
        self._lay = bytearray(padded)  # 1 for a mine, padded like the solver
        self._counts = bytearray(padded)  # adjacent mines, every cell
        self.layout = bytearray(size)
        self.restart(seed)

    def restart(self, seed):
        """Make another board, game number ``seed``, in the same memory."""
        self.seed = seed
        self.start = -1
        self.guaranteed = False
        self.tries = 0
        self.runs = 0
        self.moves = 0
        self.slices = 0
        self.solver.units = 0
        # Its own sequence, apart from the ordinary board's of the same number.
        self._draw = XorShift32(seed + _STREAM).next32
        self._gen = self._make()

    @property
    def done(self):
        return self._gen is None

    @property
    def units(self):
        return self.solver.units

    def step(self):
        """One slice of work; True once the board is ready."""
        gen = self._gen
        if gen is None:
            return True
        self.slices += 1
        self.solver._budget = self.budget
        try:
            next(gen)
        except StopIteration:
            self._gen = None
            return True
        return False

    def run(self):
        """Work until the board is ready."""
        while not self.step():
            pass

    # -- making a board ----------------------------------------------------------

    def _pick(self, below):
        """A draw uniform in 0 .. below - 1 (by rejection)."""
        mask = 1
        while mask < below - 1:
            mask = (mask << 1) | 1
        draw = self._draw
        while True:
            r = draw() & mask
            if r < below:
                return r

    def _make(self):
        solver = self.solver
        w = self.width
        h = self.height
        size = self.size
        mines = self.mines
        pw = solver._pw
        near = solver._near
        lay = self._lay
        counts = self._counts
        zeros = solver._zeros
        work = 0
        budget = solver._budget
        for _ in range(_TRIES):
            self.tries += 1
            # The start cell, its block kept clear if the mines allow.
            start = self._pick(size)
            sy, sx = divmod(start, w)
            sp = (sy + 2) * pw + sx + 2
            x0 = sx - 1 if sx else 0
            x1 = sx + 2 if sx + 1 < w else sx + 1
            y0 = sy - 1 if sy else 0
            y1 = sy + 2 if sy + 1 < h else sy + 1
            if size - (x1 - x0) * (y1 - y0) < mines:
                x0, x1, y0, y1 = sx, sx + 1, sy, sy + 1
            lay[:] = zeros
            for y in range(y0, y1):
                for x in range(x0, x1):
                    lay[(y + 2) * pw + x + 2] = 2
            left = mines
            while left:
                i = self._pick(size)
                p = i + (i // w) * 4 + 2 * pw + 2
                if not lay[p]:
                    lay[p] = 1
                    left -= 1
                work += 1
                if work >= budget:
                    solver.units += work
                    work = 0
                    yield
                    budget = solver._budget
            for y in range(y0, y1):
                for x in range(x0, x1):
                    lay[(y + 2) * pw + x + 2] = 0
            counts[:] = zeros
            for y in range(h):
                row = (y + 2) * pw + 2
                for p in range(row, row + w):
                    if lay[p]:
                        for o in near:
                            counts[p + o] += 1
                work += 2
            if work >= budget:
                solver.units += work
                work = 0
                yield
                budget = solver._budget
            # Plays: moves when stuck; a play with no moves proves the board.
            failed = False
            for _ in range(_RUNS):
                self.runs += 1
                solver._begin(counts, mines, sp)
                work += 20
                clean = True
                while True:
                    solver._work = work
                    outcome = yield from solver._play()
                    work = solver._work
                    if outcome == DONE:
                        break
                    clean = False
                    solver._work = work
                    moved = yield from self._perturb()
                    work = solver._work
                    if not moved:
                        failed = True
                        break
                if failed or clean:
                    break
            if not failed and clean:
                self.guaranteed = True
                break
        # Hand over the layout (the last one tried, if none was proven).
        for y in range(h):
            row = (y + 2) * pw + 2
            i = y * w
            for x in range(w):
                self.layout[i + x] = 1 if lay[row + x] == 1 else 0
        self.start = start
        solver._counts = None
        solver.units += work

    def _perturb(self):
        """Move mines so that one number on the edge of the opened region
        shows all its covered cells safe (or, with no room for its mines,
        all mines). Returns how many mines moved; 0 if none could."""
        solver = self.solver
        work = solver._work
        budget = solver._budget
        st = solver._st
        unk = solver._unk
        mark = solver._mark
        near = solver._near
        lay = self._lay
        pw = solver._pw
        w = self.width
        h = self.height
        # The number with the fewest mines among its covered cells (a draw
        # among equals), and the covered cells some number can see.
        best = 9
        equal = 0
        for y in range(h):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                if st[p] > 8 or not unk[p]:
                    continue
                m = 0
                for o in near:
                    q = p + o
                    if st[q] == _COVERED:
                        mark[q] |= _SHALLOW
                        m += lay[q]
                if m < best:
                    best = m
                    equal = 1
                elif m == best:
                    equal += 1
                work += 1
            work += w // 4
            if work >= budget:
                solver.units += work
                work = 0
                yield
                budget = solver._budget
        chosen = -1
        if equal:
            r = self._pick(equal)
            y = 0
            while chosen < 0:
                row = (y + 2) * pw + 2
                for p in range(row, row + w):
                    if st[p] > 8 or not unk[p]:
                        continue
                    m = 0
                    for o in near:
                        q = p + o
                        if st[q] == _COVERED:
                            m += lay[q]
                    if m == best:
                        if not r:
                            chosen = p
                            break
                        r -= 1
                    work += 1
                y += 1
                work += w // 4
                if work >= budget:
                    solver.units += work
                    work = 0
                    yield
                    budget = solver._budget
        moved = 0
        if chosen >= 0:
            cells = 0
            for o in near:
                q = chosen + o
                if st[q] == _COVERED:
                    mark[q] |= _AROUND
                    cells += 1
            # Room: covered cells away from the chosen number's, without a
            # mine (to take its mines) or with one (to fill its cells).
            room = 0
            deep = 0
            fill = 0
            for y in range(h):
                row = (y + 2) * pw + 2
                for p in range(row, row + w):
                    if st[p] == _COVERED and not mark[p] & _AROUND:
                        if lay[p]:
                            fill += 1
                        else:
                            room += 1
                            if not mark[p] & _SHALLOW:
                                deep += 1
                work += w // 2
                if work >= budget:
                    solver.units += work
                    work = 0
                    yield
                    budget = solver._budget
            if room >= best:
                take = 1  # move its mines out, out of sight where possible
            elif fill >= cells - best:
                take = 0  # move mines in
            else:
                take = -1
            for o in near if take >= 0 else ():
                q = chosen + o
                if st[q] != _COVERED or lay[q] != take:
                    continue
                hide = take and deep > 0  # only cells no number sees
                r = self._pick(deep if hide else room if take else fill)
                other = -1
                y = 0
                while other < 0:
                    row = (y + 2) * pw + 2
                    for p in range(row, row + w):
                        if (
                            st[p] == _COVERED
                            and lay[p] != take
                            and not mark[p] & _AROUND
                            and not (hide and mark[p] & _SHALLOW)
                        ):
                            if not r:
                                other = p
                                break
                            r -= 1
                    y += 1
                    work += w // 2
                    if work >= budget:
                        solver.units += work
                        work = 0
                        yield
                        budget = solver._budget
                if take:
                    self._move(q, other)
                    room -= 1
                    if hide:
                        deep -= 1
                else:
                    self._move(other, q)
                    fill -= 1
                moved += 1
                work += 4
        # Clear the scratch bits.
        for y in range(h):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                mark[p] &= ~(_SHALLOW | _AROUND)
            work += w // 4
            if work >= budget:
                solver.units += work
                work = 0
                yield
                budget = solver._budget
        self.moves += moved
        solver._work = work
        return moved

    def _move(self, a, b):
        """Move the mine at padded cell a to b; opened numbers around
        either change, and go back on the solver's work lists."""
        lay = self._lay
        counts = self._counts
        solver = self.solver
        st = solver._st
        lay[a] = 0
        lay[b] = 1
        for o in solver._near:
            r = a + o
            counts[r] -= 1
            if st[r] <= 8:
                st[r] = counts[r]
                solver._queue(r)
            r = b + o
            counts[r] += 1
            if st[r] <= 8:
                st[r] = counts[r]
                solver._queue(r)


def lay_no_guess(game):
    """Lay a no-guess board on ``game`` from its game number, at once (an
    app makes one in slices with :class:`Generator` instead); ``game``."""
    gen = Generator(game.width, game.height, game.mines, game.seed)
    gen.run()
    game.lay(gen.layout, gen.start)
    game.guaranteed = gen.guaranteed
    return game
