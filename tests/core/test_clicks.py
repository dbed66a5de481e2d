# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Clicks and the end of a game's figures (both lanes): every press on a
cell counts one, wasted ones too; a saved game keeps its clicks; the
figures give way only to the daily board's line. (The figures against a
count made here: test_clicks_counted.py.)"""

from check import Nvm
from standins import centre, make, ready, run, tap

from minesweeper.controls import scheme
from minesweeper.rules.game import PLAYING, WON
from minesweeper.rules.tiles import FLAG, HIDDEN, MINE, QUESTION
from minesweeper.store.records import Records


def test_every_press_on_a_cell_counts_and_nothing_else():
    app, screen, _, touch = make("beginner", seed=7)
    game = app.game
    now = tap(app, touch, centre(app, 0), 1000)  # a reveal
    assert game.clicks == 1
    opened = next(i for i in range(game.size) if game.tiles[i] <= 8)
    hidden = next(i for i in range(game.size) if game.tiles[i] == HIDDEN)
    now = tap(app, touch, centre(app, opened), now)  # wasted: counts
    assert game.clicks == 2
    now = run(app, touch, 1200, centre(app, hidden), now)  # a hold: a flag
    now = run(app, touch, 100, None, now)
    assert game.tiles[hidden] == FLAG and game.clicks == 3
    # The face (a new game) and the counter (a hint) are not on the board.
    for target in (-1, -3):  # (NOWHERE, HINT_BUTTON)
        app.playing.press(scheme.OPEN, target, now)
    assert game.clicks == 3
    app.classic = True  # the guide's cycle: each step is one
    other = next(i for i in range(game.size) if game.tiles[i] == HIDDEN)
    app.playing.press(scheme.OPEN, other, now)
    assert game.tiles[other] == QUESTION and game.clicks == 4
    # A new game starts from none.
    app.new_game(now, 8)
    assert app.game.clicks == 0


def test_a_saved_game_keeps_its_clicks_through_a_power_cut():
    nvm = Nvm()
    app, _, _, touch = make("beginner", nvm, seed=7)
    now = ready(app, touch, 1000)
    now = tap(app, touch, centre(app, 0), now)
    game = app.game
    hidden = next(
        i
        for i in range(game.size)
        if game.tiles[i] == HIDDEN and game.solution[i] != MINE
    )
    now = tap(app, touch, centre(app, hidden), now)
    clicks = app.game.clicks
    assert app.game.state == PLAYING and clicks == 2
    app.saved.store(now)
    again, _, _, _ = make("beginner", nvm, boot=True)
    assert again.game.clicks == clicks and Records(nvm).load_game()


def win_by_taps(app, touch, now):
    """Open every safe cell of the game on screen by taps; the console's
    end line."""
    game = app.game
    said = []
    from minesweeper.rules import stats as stats_module  # (dropped at the end)

    stats_module.print = said.append
    try:
        for i in range(game.size):
            if game.state == PLAYING and game.tiles[i] == HIDDEN:
                if game.solution[i] != MINE:
                    now = tap(app, touch, centre(app, i), now)
    finally:
        del stats_module.print
    assert game.state == WON
    return said[-1]


def test_a_resumed_no_guess_game_s_best_names_the_board_its_end_line_names():
    nvm = Nvm()
    app, _, _, touch = make("beginner", nvm, seed=7, no_guess=True)
    now = ready(app, touch, 1000)
    now = tap(app, touch, centre(app, app.game.start), now)  # its marked start
    app.saved.store(now)  # a power cut
    again, _, _, touch = make("beginner", nvm, boot=True, no_guess=True)
    board = again.board()
    assert board[3]  # the game's code names the no-guess board ...
    line = win_by_taps(again, touch, now)
    # ... and so do the records and the end line, after the power cut too.
    assert again.records.figures(again.level_key)["board"] == board
    assert line.endswith("code " + again.codes((board,))[0])


def test_a_game_saved_before_clicks_were_counted_sets_no_efficiency():
    from minesweeper.store.slots import put
    from minesweeper.store.snapshot import dump

    nvm = Nvm()
    app, _, _, touch = make("beginner", nvm, seed=7)
    now = tap(app, touch, centre(app, 0), 1000)
    extra = bytearray(6)  # the version before: no clicks beside the game
    extra[0] = 2
    put(extra, 2, 4000, 4)
    app.records.save_game(dump(app.game, bytes(extra) + app.level_key.encode()))
    again, _, _, touch = make("beginner", nvm, boot=True)
    assert again.game.clicks == -1 and again.timer.ms(0) == 4000
    game = again.game
    safe = [i for i in range(game.size) if game.tiles[i] == HIDDEN]
    safe = [i for i in safe if game.solution[i] != MINE]
    now = tap(again, touch, centre(again, safe[0]), now)
    assert game.state == PLAYING and game.clicks == -1  # never a guess
    again.saved.store(now)  # saved again: still not known
    again, _, _, touch = make("beginner", nvm, boot=True)
    assert again.game.clicks == -1
    line = win_by_taps(again, touch, now)
    assert "clicks -, efficiency -, code" in line
    assert "Clicks -  Eff. -" in again.noted
    figures = again.records.figures(again.level_key)
    assert figures["best"] is not None and figures["efficiency"] is None


def test_the_figures_give_way_to_nothing_but_the_daily_board_s_line():
    app, _, _, touch = make("beginner", seed=7)
    now = tap(app, touch, centre(app, 0), 1000)
    game = app.game
    safe = [i for i in range(game.size) if game.tiles[i] == HIDDEN]
    safe = [i for i in safe if game.solution[i] != MINE]
    while True:
        left = [i for i in safe if game.tiles[i] == HIDDEN]
        if len(left) == 1:
            break
        now = tap(app, touch, centre(app, left[0]), now)
    app.note("A line on show", now)  # (a hint's, say)
    now = tap(app, touch, centre(app, left[0]), now)
    assert game.state == WON and app.noted.startswith("New best time!")
    now = run(app, touch, 4000, None, now)
    assert app.noted is None  # not the line before
