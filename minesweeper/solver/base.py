# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the solver and the generator start from: :class:`Sliced`, the
driver of a job done a slice at a time (the workers' idiom, see
:mod:`minesweeper.solver.solve`), and :func:`rows`, the padded rows a
:class:`minesweeper.solver.solve.Solver` resets its board from.

A module of its own so that a board compiling the solver from source
needs less free heap for any one module (each is compiled whole, at its
import). Needs ``array``. Hardware-free.
"""

from array import array

from minesweeper.compat import const

_COVERED = const(9)  # the solver's covered cell (a test checks)
_EDGE = const(12)  # the border
_IN_COMP = const(4)  # mark bits of minesweeper.solver.prove (a test checks)
_SEEN_CON = const(8)


class Sliced:
    """A job done a slice at a time: the driver of the workers' idiom (see
    the module's notes). ``units`` counts the work done, all told; ``done``
    is True once the job is. (Plain attributes, no properties: a class with
    a property makes every attribute store on its objects look in the class
    first, which costs the solver's hot paths a third more time under
    MicroPython.)"""

    def __init__(self):
        self.units = 0
        self.done = True
        self._job = None

    def _begin(self, job):
        """Run ``job``, a worker whose first line is ``work = yield``."""
        next(job)
        self._job = job
        self.done = False

    def _slice(self, budget):
        """Do about ``budget`` work units; True once the job is done."""
        job = self._job
        if job is None:
            return True
        try:
            self.units += budget + job.send(-budget)
        except StopIteration as end:
            self.units += budget + end.value
            self._job = None
            self.done = True
            return True
        return False


def rows(width, height):
    """A padded row of each kind, to reset the board from: the border, a
    board row, zeros, eights (the border's unknown counts: never read, room
    to count down), and a board row's covered-neighbour counts when the rows
    above and below are on the board (index 2), one of them (1) or neither
    (0)."""
    pw = width + 4
    edge = array("b", bytes([_EDGE]) * pw)
    covered = array("b", bytes([_EDGE, _EDGE]) + bytes([_COVERED]) * width)
    covered.extend(edge[:2])
    eights = bytes([8]) * pw
    degrees = []
    for rows in (1, 2, 3):
        row = bytearray(eights)
        for x in range(width):
            cols = 1 + (x > 0) + (x < width - 1)
            row[x + 2] = cols * rows - 1
        degrees.append(bytes(row))
    return edge, covered, bytes(pw), eights, tuple(degrees)


def components(part, work):
    """A worker: from each number with covered cells around it, every
    covered cell reachable through shared numbers, for ``part`` (a
    :class:`minesweeper.solver.prove.Prover`, or the odds' copy of a
    solved board): by its ``solver``'s board, into its ``cells`` from
    ``starts[c]`` for component c, marking them; sets its ``ncomp``,
    ``ncells`` and ``interior`` (covered cells no number touches)."""
    sv = part.solver
    st, unk, mark, near, pw = sv.board
    comp, starts = part.cells, part.starts
    w = sv.width
    nv = ncomp = covered = 0
    for y in range(sv.height):
        row = (y + 2) * pw + 2
        for p in range(row, row + w):
            s = st[p]
            if s == _COVERED:
                covered += 1
                continue
            if s > 8 or not unk[p] or mark[p] & _SEEN_CON:
                continue
            starts[ncomp] = nv
            ncomp += 1
            # Breadth first: the numbers not found yet around q (first p
            # itself, at offset 0, then each cell added, in turn) add
            # their covered cells. (A tuple of constants is a constant:
            # no allocation.)
            q = p
            around = (0,)
            work -= 1  # (p, the start, costs no unit as a number found)
            head = nv
            while True:
                for o in around:
                    r = q + o
                    if st[r] <= 8 and not mark[r] & _SEEN_CON:
                        mark[r] |= _SEEN_CON
                        work += 1
                        for o2 in near:
                            v = r + o2
                            if st[v] == _COVERED and not mark[v] & _IN_COMP:
                                mark[v] |= _IN_COMP
                                comp[nv] = v
                                nv += 1
                if work >= 0:
                    work = yield work
                if head == nv:
                    break
                q = comp[head]
                head += 1
                work += 1
                around = near
        work += w // 4
        if work >= 0:
            work = yield work
    starts[ncomp] = nv
    part.ncomp = ncomp
    part.ncells = nv
    part.interior = covered - nv
    return work
