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
