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


def _watch_engine(monkeypatch):
    """Watch the odds let their modules go (each import of the engine is
    followed by it, in minesweeper.odds.board.chances): at each, where an
    engine's run is alive, the objects of the solver's classes alive then.
    Returns the list of those, a list each."""
    import minesweeper.compat as compat

    seen = []
    real = compat.forget_under

    def forget_under(prefix):
        if prefix == "minesweeper.odds":
            gc.collect()
            alive = [type(o).__name__ for o in gc.get_objects()]
            if "Odds" in alive:
                seen.append([name for name in alive if name in _SOLVERS])
        return real(prefix)

    monkeypatch.setattr(compat, "forget_under", forget_under)  # (the odds'
    # modules import it anew)
    return seen


def _loaded():
    return [
        n
        for n in sys.modules
        if n.startswith(("minesweeper.solver", "minesweeper.odds"))
    ]


def test_the_hint_s_engine_starts_with_the_solver_gone(monkeypatch):
    app, touch, now, total, mines = stuck(range(1, 60))
    seen = _watch_engine(monkeypatch)
    now = ask_hint(app, touch, now)
    assert app.screen.note.startswith("No safe cell: safest guess")
    assert seen == [[]]  # one start, and nothing of the solver's then
    assert _loaded() == []


def test_the_loss_s_engine_starts_with_the_solver_gone(monkeypatch):
    app, touch, now, total, mines = stuck(range(1, 60))
    now = run(app, touch, 20, None, now)
    seen = _watch_engine(monkeypatch)
    lose(app, touch, now, mines)
    assert "\nForced guess: the safest cell was " in app.screen.note
    assert seen == [[]]
    assert _loaded() == []


def test_on_a_no_guess_level_the_supply_rests_before_the_engine_starts(monkeypatch):
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
        seen = _watch_engine(monkeypatch)
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


def test_an_avoidable_loss_leaves_nothing_of_the_odds_loaded():
    # A loss with a safe cell left: the proofs' solver says so, and its
    # modules and the verdict's go after (no engine run at all).
    from test_odds_board import brute, small

    from minesweeper.rules.game import PLAYING

    for seed in range(1, 60):
        app, touch, now = small(seed)
        total, mines = brute(app.game)
        if app.game.state != PLAYING or not [i for i in mines if not mines[i]]:
            continue
        lose(app, touch, now, mines)
        assert app.screen.note.endswith("\nAvoidable: a safe cell was left")
        assert _loaded() == []
        return
    raise AssertionError("no seed with a safe cell")
