# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""No-guess boards and hints for the app, worked out a slice at a time.

:class:`Boards` keeps a :class:`minesweeper.solver.generate.Generator` busy in the
background: while one game is played (or the menu or the end of a game
shows) it makes the next board, one slice per loop pass, so that a new
game usually starts at once. A board asked for that is not ready yet (a
replayed game number, the first game of a level) is made a few slices a
pass while a note counts the work, so the screen never freezes.

:class:`Hints` runs a :class:`minesweeper.solver.solve.Solver` over the game's
view the same way, a slice a pass, and then names one provable cell; on a
no-guess level it borrows the generator's solver, so one solver's memory
serves both.
Loaded when a level has no-guess boards, or at the first hint.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.rng import fresh_seed
from minesweeper.solver.generate import Generator
from minesweeper.solver.solve import hint as _first_hint

BUDGET = const(60)  # work units in one background slice (~0.3 ms here)
RUSH = const(4)  # slices a pass while the player waits for a board


class Boards:
    """The supply of no-guess boards of one size."""

    def __init__(self, width, height, mines):
        self.size = (width, height, mines)
        self.gen = Generator(width, height, mines, fresh_seed(), budget=BUDGET)
        self.wanted = None  # the game waiting for its board, or None
        self._lent = False  # its solver is serving a hint

    def take(self, game, seed):
        """Lay a no-guess board on ``game`` (restarted as game number
        ``seed``, or the board made in advance when None) and return True,
        or start making that board and return False (:meth:`work` lays it
        when it is ready)."""
        gen = self.gen
        if seed is None:
            seed = gen.seed
        elif seed != gen.seed:
            gen.restart(seed)
        if gen.done:
            self._lay(game)
            return True
        game.restart(seed)
        self.wanted = game
        return False

    def _lay(self, game):
        gen = self.gen
        if gen.proven:
            game.lay(gen.minefield, gen.start, gen.seed)
        else:  # none proven in bounded work: the number's ordinary board
            game.restart(gen.seed)
        self.wanted = None
        gen.restart(fresh_seed())  # and on to the next one

    def work(self):
        """One pass's work: True when the board a game waited for has just
        been laid on it."""
        gen = self.gen
        if self._lent:
            return False
        if self.wanted is None:
            gen.step()
            return False
        for _ in range(RUSH):
            if gen.step():
                self._lay(self.wanted)
                return True
        return False

    def lend(self):
        """The generator's solver, for a hint: the board in the making is
        dropped (made again from its start later) so that one solver's
        memory serves both."""
        self._lent = True
        return self.gen.solver

    def give_back(self):
        if self._lent:
            self._lent = False
            if not self.gen.done:
                self.gen.restart(self.gen.seed)

    @property
    def progress(self):
        """Work done on the board being made (slices so far)."""
        return self.gen.slices


class Hints:
    """One provable cell of ``game``'s view, found a slice at a time by
    ``solver`` (a :class:`minesweeper.solver.solve.Solver` of the board's size)."""

    def __init__(self, solver, game):
        self.solver = solver
        self.game = game
        if game.start < 0 and game.state <= 1:
            solver.start(game.tiles, game.mines)

    def work(self):
        """None while still working; then ``(index, is_mine)``, or ``()``
        when the view proves nothing."""
        game = self.game
        if game.start >= 0 or game.state > 1:
            return _first_hint(game) or ()
        if not self.solver.step(BUDGET):
            return None
        return self.solver.hint(game.tiles) or ()
