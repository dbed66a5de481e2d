# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""No-guess boards and hints for the app, worked out a slice at a time.

:class:`Boards` keeps the next no-guess board coming: while one game is played
(or its end shows) a :class:`minesweeper.solver.generate.Generator` makes the
next board, one slice per loop pass, so that a new game usually starts at
once. While the menu is open the generator is let go (the menu needs the
room): a board it finished is kept as its minefield alone (a byte a cell), one
in the making is made again afterwards; the helper may let the solver's code
go meanwhile (:meth:`Boards.keep`, :meth:`Boards.again`). A board asked for
that is not ready yet (a replayed game number, the first game of a level) is
made a few slices a pass while a note counts the work, so the screen never
freezes. A generator that gives up (no proof within its layouts) leaves a
random board: no start cell is marked on a board that was not proven.

:class:`Hints` runs a :class:`minesweeper.solver.solve.Solver` over the
game's view the same way, a slice a pass, and then names one provable
cell; the generator lends its solver, so one solver's memory serves both.
Loaded when a level has no-guess boards, or at the first hint, and let go
when neither is needed (:mod:`minesweeper.helper`). Hardware-free.
"""

import gc

from minesweeper.compat import const
from minesweeper.rules.rng import fresh_seed

# The solver first: it compiles (from source) with less of the rest held.
from minesweeper.solver.solve import hint as _first_hint  # isort: split

from minesweeper.solver.generate import Generator

BUDGET = const(60)  # work units in one background slice (~0.3 ms here)
RUSH = const(4)  # slices a pass while the player waits for a board


class Boards:
    """The supply of no-guess boards of one size."""

    def __init__(self, width, height, mines):
        self.width = width
        self.height = height
        self.mines = mines
        self.gen = None  # the Generator, once there is work (not in the menu)
        self.seed = fresh_seed()  # the game number of the next board
        self.board = None  # that board's minefield, once made (a byte a cell)
        self.start = -1  # ... its start cell
        self.proven = False  # ... and whether it is no-guess
        self.wanted = None  # the game waiting for its board, or None
        self.progress = 0  # passes of work on the board a game waits for
        self._lent = False  # the generator's solver is serving a hint

    def fits(self, game):
        """True when these boards are of ``game``'s size (no tuple built:
        this runs every loop pass)."""
        return (
            self.width == game.width
            and self.height == game.height
            and self.mines == game.mines
        )

    def take(self, game, seed):
        """Lay a board on ``game`` (restarted as game number ``seed``, or
        the board made in advance when None) and return True, or start
        making that board and return False (:meth:`work` lays it when it is
        ready). A board that was not proven is laid as a random one:
        ``game.start`` then stays -1."""
        if seed is not None and seed != self.seed:
            self.seed = seed
            self.board = None
            if self.gen is not None:
                self.gen.restart(seed)
        if self.board is not None:
            self._lay(game)
            return True
        game.restart(self.seed)
        self.wanted = game
        self.progress = 0
        return False

    def _lay(self, game):
        if self.proven:
            game.lay(self.board, self.start, self.seed)
        else:
            game.restart(self.seed)  # a random board, from the same number
        self.wanted = None
        self.board = None
        self.seed = fresh_seed()  # and on to the next one
        if self.gen is not None:
            self.gen.restart(self.seed)

    def work(self):
        """One pass's work: True when the board a game waited for has just
        been laid on it."""
        if self._lent or (self.board is not None and self.wanted is None):
            return False  # a hint has the solver, or nothing is left to do
        gen = self.gen
        if gen is None:
            gc.collect()  # its arrays laid in a heap rid of the menu's garbage
            gen = self.gen = Generator(
                self.width, self.height, self.mines, self.seed, budget=BUDGET
            )
        if self.wanted is not None:
            self.progress += 1
        for _ in range(RUSH if self.wanted is not None else 1):
            if gen.step():
                self.board = gen.minefield
                self.start = gen.start
                self.proven = gen.proven
                if self.wanted is not None:
                    self._lay(self.wanted)
                    return True
                return False  # it idles: its solver serves hints meanwhile
        return False

    def rest(self):
        """Let the generator go (a board it finished is kept; one in the
        making is made again from its game number when next needed): the
        menu needs the room."""
        if not self._lent:
            self.gen = None

    def keep(self, kept):
        """Write into ``kept`` (a :class:`minesweeper.helper.Kept` of this
        size, which stays loaded) what :meth:`again` needs to go on where
        this supply left off, with no object of the solver's (its code can
        then be let go): the next game number, a board made for it (a byte
        a cell) and the game waiting for one. Returns ``kept``."""
        _carry(self, kept)
        return kept

    @staticmethod
    def again(kept):
        """A supply from :meth:`keep`'s state; a board in the making is made
        again from its game number."""
        boards = Boards(kept.width, kept.height, kept.mines)
        _carry(kept, boards)
        return boards

    def lend(self, game):
        """A solver for a hint on ``game``: the generator's (a board in the
        making is dropped, and made again from its start later), so that one
        solver's memory serves both; None when no generator is kept."""
        gen = self.gen
        if gen is None or not self.fits(game):
            return None
        self._lent = True
        return gen.solver

    def give_back(self):
        gen = self.gen
        if self._lent and gen is not None:
            self._lent = False
            if not gen.done:
                gen.restart(self.seed)


def _carry(source, target):
    """The state a supply carries across the menu, from ``source`` to
    ``target`` (a :class:`Boards` or a :class:`minesweeper.helper.Kept`)."""
    target.seed = source.seed
    target.board = source.board
    target.start = source.start
    target.proven = source.proven
    target.wanted = source.wanted
    target.progress = source.progress


class Hints:
    """One provable cell of ``game``'s view, found a slice at a time by
    ``solver`` (a :class:`minesweeper.solver.solve.Solver` of the board's
    size)."""

    def __init__(self, solver, game):
        self.solver = solver
        self.game = game
        if game.start < 0 and game.state <= 1:
            solver.start(game.tiles, game.mines)

    def work(self, now):
        """None while still working; then ``(index, is_mine)``, or ``()``
        when the view proves nothing; on a random board where it proves no
        safe cell, ``(-1, solver)`` for the safest guess (the helper's:
        :mod:`minesweeper.odds.hint`). ``now``: the pass's time."""
        game = self.game
        if game.start >= 0 or game.state > 1:
            return _first_hint(game) or ()
        if not self.solver.step(BUDGET):
            return None
        found = self.solver.hint(game.tiles) or ()
        if (not found or found[1]) and game.placed and not game.guaranteed:
            return -1, self.solver
        return found
