# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The hint's safest guess, its part loaded beside the solver: the helper
imports it when the hint's proofs find no safe cell on a random board
(:meth:`minesweeper.helper.Helper.think`), so it is small; the rest
(:mod:`minesweeper.odds.board`, the engine) loads once the solver is
gone. Hardware-free.

- :class:`Held`: what the engine reads of the solver's board, copied, so
  that the solver can go before the engine comes.
- :class:`Safest`: the hint, as the helper's ``hints``: the covered cell
  least likely to be a mine (:mod:`minesweeper.odds.board` says how), as
  ``(index, note)`` for the helper, which points at it and counts it as
  a hint.
"""

import gc
from array import array

from minesweeper.compat import forget_under

_NO_MEMORY = "No memory for the odds"


class Held:
    """What the engine reads of a solver (a
    :class:`minesweeper.solver.solve.Solver` whose proofs are done): its
    board's states and unknown counts, copied, so that the solver can go
    before the engine comes. The engine's ``solver`` and ``prover`` both;
    :meth:`ready` makes the rest once the solver is gone."""

    def __init__(self, sv):
        self.width = sv.width
        self.height = sv.height
        self.size = sv.size
        self.pw = sv.pw
        self.near = sv.near  # (a tuple of offsets)
        self.mines = sv.mines
        self.known_mines = sv.known_mines
        self.consistent = sv.consistent
        self.state = array("b", sv.state)
        self.unknown = bytearray(sv.unknown)
        self.solver = self.prover = self
        self.board = None

    def ready(self):
        """The marks and the components' lists (the solver's prover's, for
        :func:`minesweeper.solver.base.components`)."""
        size = self.size
        self.mark = bytearray(len(self.state))
        self.cells = array("H", bytes(2 * size))
        self.starts = array("H", bytes(2 * size + 2))
        self.board = (self.state, self.unknown, self.mark, self.near, self.pw)
        self.ncomp = self.ncells = self.interior = 0


class Safest:
    """The hint on a random board where the proofs of ``helper``'s hint
    (a :class:`minesweeper.helper.Helper`'s) found no safe cell: the
    safest guess, as the helper's ``hints`` (:meth:`work` in slices). Its
    board is held at once (``solver``, the proofs', before the supply's
    generator uses it again); the first pass lets the solver go (the
    helper rests: the supply kept as its board), then loads the engine
    (:class:`minesweeper.odds.board.Chances`)."""

    def __init__(self, helper, solver):
        self.helper = helper
        self.held = Held(solver)
        self.run = None
        forget_under("minesweeper.odds")  # (this module goes with the hint)

    def work(self, now):
        """None while working; then ``(index, note)``, the safest guess
        for the helper to show, or ``()`` when no placement fits. Where
        the heap has no room for the engine's code or a run's buffers, a
        note says so and the hint ends."""
        run = self.run
        helper = self.helper
        if run is None:  # the first pass: the solver's room, then the engine
            helper.rest(False)
            gc.collect()  # (its room in one piece for compiling the engine)
            from minesweeper.odds.board import chances

            self.run = run = chances(self.held)
            if run is None:
                helper.app.note(_NO_MEMORY, now)
                return None
            helper.hints = self  # (the rest let go of it)
            helper.asking = True
            return None
        try:
            if not run.work():
                return None
        except MemoryError:  # (a run's buffers)
            self.run = run = None
            helper.stop()  # (this hint: the game goes on)
            gc.collect()
            helper.app.note(_NO_MEMORY, now)
            return None
        self.run = None  # (the engine's code goes)
        gc.collect()
        return run.guess()
