# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The chances in play (minesweeper.odds: hint, verdict) through the app, on
stand-in hardware (both lanes): H on a random board with no provably safe
cell points at a cell of the lowest chance with its note, counted as a
hint; a loss says whether a safe cell was left, against brute-force
enumeration of every mine layout of the view before the fatal tap, and
counts a forced loss in the records."""

import sys

from check import combinations
from standins import centre, make, run, tap

from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING

_COVERED = (tiles.HIDDEN, tiles.FLAG, tiles.QUESTION)
CUSTOM = "custom:6x5/6"


def small(seed):
    """An app on a random 6x5 board with 6 mines, game ``seed``, its
    centre opened: (app, touch, now)."""
    app, screen, sounds, touch = make()
    c = app.choices
    c.level = "custom"
    c.cols, c.rows, c.mines = 6, 5, 6
    app.new_game(0, seed)
    game = app.game
    assert not game.guaranteed and (game.width, game.mines) == (6, 6)
    now = tap(app, touch, centre(app, 14), 0)
    return app, touch, now


def brute(game):
    """Every mine layout the view allows, counted: ``(layouts, mines by
    covered cell)``, a dict of covered cell to the layouts it is a mine in
    (flags read as covered cells)."""
    w = game.width
    view = game.tiles
    covered = [i for i in range(game.size) if view[i] in _COVERED]
    numbers = [i for i in range(game.size) if view[i] <= 8]
    near = {}
    for i in numbers:
        x, y = i % w, i // w
        near[i] = [
            k
            for k in range(len(covered))
            if abs(covered[k] % w - x) <= 1 and abs(covered[k] // w - y) <= 1
        ]
    total = 0
    mines = dict((i, 0) for i in covered)
    for pick in combinations(len(covered), game.mines):
        chosen = set(pick)
        if all(sum(1 for k in near[i] if k in chosen) == view[i] for i in numbers):
            total += 1
            for k in pick:
                mines[covered[k]] += 1
    return total, mines


def rounded(num, den):
    return (num * 100 + den // 2) // den


def open_safe(app, touch, now):
    """Open cells brute force proves safe until none is left or the game
    ends; returns ``(now, total, mines)`` of the last view."""
    game = app.game
    while True:
        total, mines = brute(game)
        safe = [i for i in mines if not mines[i]]
        if not safe or game.state != PLAYING:
            return now, total, mines
        now = tap(app, touch, centre(app, safe[0]), now)


def stuck(seeds):
    """The first game of ``seeds`` whose view, played by proofs, has no
    safe cell left before its end: (app, touch, now, total, mines)."""
    for seed in seeds:
        app, touch, now = small(seed)
        now, total, mines = open_safe(app, touch, now)
        if app.game.state == PLAYING:
            return app, touch, now, total, mines
    raise AssertionError("no seed stuck")


def settle(app, touch, now):
    """Run the app until its helper is done asking (a hint, a verdict)."""
    while app.helper.asking:
        now = run(app, touch, 20, None, now)
    return now


def ask_hint(app, touch, now):
    app.helper.hint(now)
    return settle(app, touch, now)


def test_a_hint_with_no_safe_cell_points_at_the_lowest_chance_and_counts():
    app, touch, now, total, mines = stuck(range(1, 60))
    low = min(mines.values())
    now = ask_hint(app, touch, now)
    cursor = app.playing.cursor
    assert mines[cursor] == low, (mines, cursor)  # a cell of the lowest chance
    note = app.screen.note
    assert note == "No safe cell: safest guess, %d%% mine" % rounded(low, total)
    assert app.hinted and app.screen.cursor == cursor
    from minesweeper.app import NOTE_MS

    now = run(app, touch, NOTE_MS + 40, None, now)
    assert app.screen.note == "Hinted: no best time"
    assert "minesweeper.odds.engine" not in sys.modules  # let go after


def test_among_equal_chances_the_hint_takes_the_fewest_covered_neighbours():
    app, touch, now, total, mines = stuck(range(60, 200))
    game = app.game
    w = game.width
    low = min(mines.values())

    def covered_near(i):
        return sum(
            1
            for k in mines
            if k != i and abs(k % w - i % w) <= 1 and abs(k // w - i // w) <= 1
        )

    ties = [i for i in mines if mines[i] == low]
    fewest = min(covered_near(i) for i in ties)
    now = ask_hint(app, touch, now)
    cursor = app.playing.cursor
    assert mines[cursor] == low and covered_near(cursor) == fewest
    assert cursor == [i for i in ties if covered_near(i) == fewest][0]


def lose(app, touch, now, mines):
    """Tap a mine of the view: the loss, then its verdict."""
    game = app.game
    w = game.width
    mine = [i for i in mines if game.is_mine(i % w, i // w)][0]
    now = tap(app, touch, centre(app, mine), now)
    assert game.state == LOST
    return settle(app, touch, now)


def test_a_loss_with_no_safe_cell_left_was_a_forced_guess_and_counts_apart():
    app, touch, now, total, mines = stuck(range(1, 60))
    low = min(mines.values())
    lose(app, touch, now, mines)
    line = "Forced guess: the safest cell was %d%% mine" % rounded(low, total)
    assert app.screen.note.startswith("Lost after")
    assert app.screen.note.endswith("\n" + line)
    figures = app.records.figures(CUSTOM)
    assert figures["forced"] == 1 and figures["played"] == 1
    assert "minesweeper.odds.engine" not in sys.modules
    assert "minesweeper.solver.solve" not in sys.modules


def test_a_loss_with_a_safe_cell_left_was_avoidable_and_shows_one():
    for seed in range(1, 60):
        app, touch, now = small(seed)
        game = app.game
        total, mines = brute(game)
        safe = [i for i in mines if not mines[i]]
        if game.state != PLAYING or not safe:
            continue
        lose(app, touch, now, mines)  # a safe cell was left: not a guess
        assert app.screen.note.endswith("\nAvoidable: a safe cell was left")
        assert app.playing.cursor in safe  # the cursor on one of them
        assert app.records.figures(CUSTOM)["forced"] == 0
        return
    raise AssertionError("no seed with a safe cell")


def test_on_a_no_guess_board_a_loss_is_always_avoidable():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 31337)
    while app.helper.waiting:
        run(app, touch, 20, None, 0)
    game = app.game
    now = tap(app, touch, centre(app, game.start), 0)
    assert game.guaranteed and game.state == PLAYING
    w = game.width
    mine = [i for i in range(game.size) if game.is_mine(i % w, i // w)][0]
    settle(app, touch, tap(app, touch, centre(app, mine), now))
    assert screen.note.endswith("\nAvoidable: a safe cell was left")


def test_no_memory_for_the_odds_is_a_note_and_the_game_goes_on():
    # No room for the engine's code, or (its code loaded) for a run's
    # buffers in a later pass: one note, and the game goes on.
    no_memory_for_the_odds(False)
    no_memory_for_the_odds(True)


def no_memory_for_the_odds(running):
    import builtins

    app, touch, now, total, mines = stuck(range(1, 60))
    real = builtins.__import__

    def short(*args):
        raise MemoryError("no room")

    def refuse(name, *args):
        if name != "minesweeper.odds.engine":
            return real(name, *args)
        if not running:
            raise MemoryError("no room")
        module = real(name, *args)
        module.Odds.step = short  # (this import's module alone)
        return module

    builtins.__import__ = refuse
    try:
        now = ask_hint(app, touch, now)
    finally:
        builtins.__import__ = real
    assert app.screen.note == "No memory for the odds" and not app.hinted
    assert app.game.state == PLAYING and not app.helper.asking
    lose(app, touch, now, mines)  # and the loss's verdict as ever
    assert "\nForced guess: the safest cell was " in app.screen.note
