# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The odds in play never hold the solver and the engine at once
(minesweeper.odds.hint, verdict): when the engine starts, on a hint with no safe
cell or at a loss's verdict, no solver, generator or supply is alive, and
once the work is done no module of either is loaded. CPython's collector
sees every object (the lanes measure the heap itself: tools/memory.py)."""

import gc
import sys

from standins import run
from test_odds_board import ask_hint, lose, stuck

_SOLVERS = ("Solver", "Generator", "Boards", "Hints", "Prover")


def _watch_engine():
    """Patch the engine the odds will load: each start counts the objects
    of the solver's classes alive then. Returns the list of counts."""
    from minesweeper.compat import forget_under

    forget_under("minesweeper.odds")
    import minesweeper.odds.engine as engine

    seen = []
    real = engine.Odds.begin

    def begin(self):
        gc.collect()
        alive = [type(o).__name__ for o in gc.get_objects()]
        seen.append([name for name in alive if name in _SOLVERS])
        return real(self)

    engine.Odds.begin = begin
    return seen


def _loaded():
    return [
        n
        for n in sys.modules
        if n.startswith(("minesweeper.solver", "minesweeper.odds"))
    ]


def test_the_hint_s_engine_starts_with_the_solver_gone():
    app, touch, now, total, mines = stuck(range(1, 60))
    seen = _watch_engine()
    now = ask_hint(app, touch, now)
    assert app.screen.note.startswith("No safe cell: safest guess")
    assert seen == [[]]  # one start, and nothing of the solver's then
    assert _loaded() == []


def test_the_loss_s_engine_starts_with_the_solver_gone():
    app, touch, now, total, mines = stuck(range(1, 60))
    now = run(app, touch, 20, None, now)
    seen = _watch_engine()
    lose(app, touch, now, mines)
    assert "\nForced guess: the safest cell was " in app.screen.note
    assert seen == [[]]
    assert _loaded() == []


def test_on_a_no_guess_level_the_supply_rests_before_the_engine_starts():
    # An Expert-like case on Beginner: a no-guess level's board made random
    # (a cell off its mark opened first), played by hints until none is
    # safe: the supply of boards (its generator and solver) goes first.
    from standins import centre, make, tap

    from minesweeper.rules.game import WON

    for seed in range(1, 40):
        app, screen, sounds, touch = make(no_guess=True)
        app.new_game(0, seed)
        now = run(app, touch, 40, None, 0)
        while app.helper.waiting:
            now = run(app, touch, 20, None, now)
        game = app.game
        off = (game.start + 1) % game.size
        now = tap(app, touch, centre(app, off), now)
        assert not game.guaranteed and app.helper.boards is not None
        seen = _watch_engine()
        while game.state != WON:
            now = ask_hint(app, touch, now)
            if not screen.note.startswith("Hint: safe"):
                break
            now = tap(app, touch, centre(app, app.playing.cursor), now)
        if seen:
            assert screen.note.startswith("No safe cell: safest guess")
            assert seen == [[]]
            assert app.helper.boards is None and app.helper.kept is not None
            return
    raise AssertionError("no seed needed a guess")
