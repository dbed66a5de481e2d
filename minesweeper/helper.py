# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The solver's help to the player: no-guess boards and hints.

:class:`Helper` keeps the app's bookkeeping of both: the supply of boards
(:class:`minesweeper.solver.supply.Boards`) on a level with no-guess
boards, the hint being worked out (:class:`minesweeper.solver.supply.Hints`),
whether the game waits for its board and whether a hint is asked. The app
calls :meth:`Helper.think` once a loop pass for a slice of that work.

The solver's modules are imported when a level with no-guess boards starts or
a hint is asked, and let go (out of ``sys.modules``, then collected) at the
next new game that needs neither, and while the menu is open
(:meth:`Helper.rest`): the menu's code and the solver's are never in RAM
together. Meanwhile a board made in advance is kept as its minefield (a byte a
cell) in a :class:`Kept`, state that stays loaded while its code is let go,
and the supply is made again when play goes on (asked of the app's pass). A
board over :func:`minesweeper.rules.levels.no_guess_fits` is played as a
random board, and so is one the generator gave up on; a note says so, and no
start cell is marked.

A hint counts against a best time only when it tells the player something
the board does not show already: not the marked start cell (and the solver
never names an opened cell or a flagged mine). The first that counts says
so in a note, and marks the game as changed so that a save keeps the mark.
Hardware-free.
"""

import gc

from minesweeper.compat import const, forget_under
from minesweeper.rules.game import PLAYING
from minesweeper.rules.levels import no_guess_fits
from minesweeper.rules.rng import fresh_seed
from minesweeper.rules.tiles import START

_WAKE_SOLVER = const(4)  # asked of the loop's pass (minesweeper.loop: the same)
_GAVE_UP = "Gave up: a random board"  # the generator found no proven board
_NO_ROOM = "No memory: a random board"  # the solver's code did not load


class Kept:
    """The supply of no-guess boards while the solver's code is let go (the
    menu is open): named fields, no object of the solver's, so that its
    modules can go. :meth:`minesweeper.solver.supply.Boards.keep` writes
    them, :meth:`~minesweeper.solver.supply.Boards.again` makes the supply
    again from them; :meth:`Helper.lay` writes a first board's here
    without loading the solver. Plain values and a byte array only: an
    object of the solver's would hold its code in RAM (docs/architecture.md,
    "Kept state: Kept")."""

    def __init__(self, width, height, mines, seed=0, wanted=None):
        self.width = width  # the boards' size
        self.height = height
        self.mines = mines
        self.seed = seed  # the game number of the next board
        self.board = None  # that board's minefield, once made (a byte a cell)
        self.start = -1  # ... its start cell
        self.proven = False  # ... and whether it is no-guess
        self.wanted = wanted  # the game waiting for its board, or None
        self.progress = 0  # passes of work on the board a game waits for

    def fits(self, game):
        """True when the kept boards are of ``game``'s size."""
        return (
            self.width == game.width
            and self.height == game.height
            and self.mines == game.mines
        )


class Helper:
    """No-guess boards and hints for ``app`` (a :class:`minesweeper.app.App`)."""

    def __init__(self, app):
        self.app = app
        self.boards = None  # minesweeper.solver.supply.Boards, for no-guess levels
        self.hints = None  # minesweeper.solver.supply.Hints, while one is worked out
        self.solver = None  # the hints' solver where no generator lends one
        self.waiting = False  # the game waits for its no-guess board
        self.asking = False  # a hint is being worked out
        self.kept = None  # a Kept: the supply's state while its code is let go

    def lay(self, game, seed, no_guess):
        """Start ``game`` anew as game number ``seed`` (None: a fresh one,
        or the no-guess board made in advance): a no-guess board where
        ``no_guess`` asks for one and the board allows it, else a random
        one. Returns a note to show over the new board, or None."""
        self.stop()
        self.solver = None  # a new game's generator may need the room
        if not no_guess:
            self._release()
            game.restart(seed)
            return None
        if not no_guess_fits(game.width, game.height, game.mines):
            self._release()
            game.restart(seed)
            return "Too dense for no-guess"
        boards = self.boards
        if boards is not None and not boards.fits(game):
            boards = self.boards = None  # one generator at a time
        if boards is None:
            kept = self.kept
            if kept is None or kept.board is None or not kept.fits(game):
                # The first board of this size (or one none is made for
                # yet): the supply is made in the app's pass, outside the
                # menu (:meth:`wake`), and :meth:`think` makes the board.
                if seed is None:
                    seed = fresh_seed()
                game.restart(seed)
                self.kept = Kept(game.width, game.height, game.mines, seed, game)
                self.app.ask(_WAKE_SOLVER)
                self.waiting = True
                return "Making a no-guess board"
            boards = self.load_supply()
        self.waiting = not boards.take(game, seed)
        if self.waiting:
            return "Making a no-guess board"
        return None if game.start >= 0 else _GAVE_UP

    def think(self, now):
        """A slice of the no-guess board or of the hint being worked out."""
        app = self.app
        if app.mode is app.menu:
            return
        boards = self.boards
        if boards is not None and boards.fits(app.game):
            if boards.work():
                self.waiting = False
                if app.mode is app.playing:
                    app.playing.show(now)
                    app.note(None if app.game.start >= 0 else _GAVE_UP, now)
            elif self.waiting and app.mode is app.playing and boards.progress % 8 == 1:
                app.note("Making a no-guess board %d" % boards.progress, now)
        boards = None  # (the odds' hint may let the supply go)
        hints = self.hints
        if self.asking and hints is not None and app.mode is app.playing:
            found = hints.work(now)
            if found is not None:
                self.stop()
                self._show(found, now)

    def wake(self, now):
        """The supply of boards made again from its kept state (the solver's
        code loaded), in the app's pass once the menu is closed (see
        :meth:`minesweeper.loop.Loop.ask`)."""
        try:
            self.load_supply()
        except MemoryError:
            # No room for the solver's code (a board compiling it from
            # source, its heap cut up): the game waiting plays as a
            # random board, and the game goes on.
            self.kept = self.boards = None
            if self.waiting:
                self.waiting = False
                self.app.note(_NO_ROOM, now)

    def hint(self, now):
        """Work out one provable cell (a few passes) and point at it."""
        app = self.app
        game = app.game
        if self.waiting or game.state > PLAYING or app.mode is not app.playing:
            return
        gc.collect()  # (the solver's code may compile: in one piece)
        from minesweeper.solver.supply import Hints

        boards = self.load_supply()
        solver = None if boards is None else boards.lend(game)
        if solver is None:
            solver = self.solver
            if solver is None or solver.size != game.size:
                from minesweeper.solver.solve import Solver

                self.solver = None
                solver = self.solver = Solver(game.width, game.height)
        self.hints = Hints(solver, game)
        self.asking = True

    def _show(self, found, now):
        app = self.app
        if not found:
            app.note("No cell is certain: a guess", now)
            return
        index, mine = found
        if index < 0:  # no safe cell on a random board: the safest guess
            from minesweeper.odds.hint import Safest

            self.hints = Safest(self, mine)
            self.asking = True
            return
        app.playing.point_at(index)
        news = app.game.tiles[index] != START  # the solver names no opened
        first = news and not app.hinted  # cell and no flagged mine either
        if news:
            app.hinted = True
            app.changed()  # saved with the game: a power cut keeps the mark
            if first:
                app.saved.hinted(now)  # written at once where nvm holds it
        if mine is True or mine is False:  # (else the odds' note)
            mine = "Hint: a mine" if mine else "Hint: safe to open"
        app.note(mine, now, "Hinted: no best time" if first else None)

    def stop(self):
        """Drop a hint in the works (the game changed, paused or left)."""
        if self.asking:
            self.asking = False
            self.hints = None
            if self.boards is not None:
                self.boards.give_back()

    def rest(self, wake=True):
        """Let the solver go while the menu is on screen, the game is paused
        or has ended (the moments that need the room, when no board is
        made): the supply's state is kept (a board already made, a byte a
        cell), its code and buffers go. It is made again in the app's pass
        once play goes on (``wake``), else by the next game's :meth:`lay`."""
        self.stop()
        boards = self.boards
        if boards is not None:
            boards.rest()
            self.kept = boards.keep(Kept(boards.width, boards.height, boards.mines))
            if wake:
                self.app.ask(_WAKE_SOLVER)
        self.boards = self.solver = None
        _unload()

    def load_supply(self):
        """The supply of boards, made again from its kept state if the
        menu let it go (None: no no-guess level is played). The one place
        the solver's code is loaded: tests replace it to watch that, or to
        have the board's heap refuse it (MemoryError)."""
        kept = self.kept
        if kept is not None:
            gc.collect()  # (its code compiles from source: in one piece)
            from minesweeper.solver.supply import Boards

            self.kept = None
            self.boards = Boards.again(kept)
        return self.boards

    def forget(self, game):
        """A saved game comes back in place of the one being made: nothing
        waits, and boards of another size go."""
        self.stop()
        self.waiting = False
        kept = self.kept
        if kept is not None:  # (the menu let the supply's code go)
            if kept.fits(game):
                kept.wanted = None
                kept.progress = 0
            else:
                self.kept = None
        boards = self.boards
        if boards is not None:
            boards.wanted = None
            if not boards.fits(game):
                self.boards = None

    def drop(self):
        """Let the boards and the solver go (a new board size is coming)."""
        self.stop()
        self.waiting = False
        self.boards = self.solver = self.kept = None

    def _release(self):
        """Let the solver's modules go while nothing needs them."""
        self.drop()
        _unload()


def _unload():
    """Forget the solver's modules, all that are loaded (each comes back at
    its next import), and collect if any was."""
    if forget_under("minesweeper.solver"):
        gc.collect()
