# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Was it a guess? After a loss, the view before the fatal action is
worked out (the game's changed cells of that action, put back to
covered): whether a cell was provably safe in it (the solver's proofs),
else the safest cell's chance (the engine's, once the solver is gone:
:mod:`minesweeper.odds.board`); then one line under the game's figures
and on the console, ``Forced guess: the safest cell was 33% mine`` or
``Avoidable: a safe cell was left`` (the cursor on such a cell; on a
no-guess board, always the second), and a forced loss counted in the
records. Imported by the game's end at a loss
(:meth:`minesweeper.playing.Playing.after`), worked out in the loop's
passes as the helper's hint, and let go after. Hardware-free.
"""

import gc

from minesweeper.compat import const, forget_under
from minesweeper.odds.board import chances, percent, safest
from minesweeper.odds.hint import Held

_BUDGET = const(60)  # work units a slice (as the solver's hint: supply.BUDGET)
_HIDDEN = const(9)  # tile codes (minesweeper.rules.tiles)
_FLAG = const(11)
_WRONG_FLAG = const(12)


class Verdict:
    """Whether ``app``'s game, just lost, was lost to a forced guess: the
    view before the fatal action is the view now with ``changed`` (the
    cells that action changed, :meth:`minesweeper.rules.game.Game.act`'s
    result) covered again. Worked out in the loop's passes as the
    helper's hint (it takes the helper's ``hints``; the solver has rested
    at the end): :meth:`work` in slices."""

    def __init__(self, app, changed):
        game = app.game
        self.app = app
        view = bytearray(game.tiles)  # (a copy: the game's stays as shown)
        for i in changed:
            view[i] = _FLAG if view[i] == _WRONG_FLAG else _HIDDEN
        self.view = view
        self.solver = self.run = None
        helper = app.helper
        helper.hints = self
        helper.asking = True

    def work(self, now):
        """None, each pass; at the end the line is shown and said, and the
        helper's hint stopped."""
        run = self.run
        if run is not None:
            if run.work():
                self.run = None
                if run.found is None:
                    self._stop()  # (no placement fits: nothing to say)
                else:
                    self._say(run.found, now)
            return None
        sv = self.solver
        game = self.app.game
        if sv is None:  # the first pass: the proofs' solver
            try:
                from minesweeper.solver.solve import Solver

                self.solver = sv = Solver(game.width, game.height)
            except MemoryError:  # (the end's figures stand)
                self._stop()
                return None
            sv.start(self.view, game.mines)
            self.view = bytearray(0)
            return None
        if not sv.step(_BUDGET):
            return None
        found = safest(sv)
        if not sv.consistent:  # (no placement fits: nothing to say)
            self._stop()
            return None
        if found is not None or game.guaranteed:  # (no-guess: always)
            self._say(found, now)
            return None
        held = Held(sv)
        self.solver = sv = None
        forget_under("minesweeper.solver")
        gc.collect()
        self.run = chances(held)
        if self.run is None:
            self._stop()  # (no room: the end's figures stand)
        return None

    def _stop(self):
        """The verdict done: the helper's hint stopped, the proofs' solver
        let go, and the modules of both (the supply rests until the next
        game; this module goes with this object)."""
        self.app.helper.stop()
        self.solver = None
        if forget_under("minesweeper.solver") + forget_under("minesweeper.odds"):
            gc.collect()

    def _say(self, found, now):
        """The verdict's line, under the game's figures and on the
        console; the hint stopped."""
        self._stop()
        app = self.app
        if found is None or not found[1]:
            text = "Avoidable: a safe cell was left"
            print("Avoidable: a safe cell was left")  # (a literal: README's)
            if found is not None:
                app.playing.point_at(found[0])
        else:
            pc = percent(found[1], found[2])
            text = "Forced guess: the safest cell was %d%% mine" % pc
            print("Forced guess: the safest cell was %d%% mine" % pc)
            if app.records is not None:
                app.records.forced(app.level_key)
        shown = app.noted
        if shown:  # under the game's figures, for as long as they show
            app.noted = shown = shown + "\n" + text
            app.screen.show_note(shown)
        else:
            app.note(text, now)
