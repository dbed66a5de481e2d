# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""No-guess boards and hints through the app, on stand-in hardware (both
lanes): the board is made in counted slices while the loop goes on, its
start cell is marked, and hints alone win the game."""

from standins import centre, make, run, tap

from minesweeper import layout
from minesweeper.controls import scheme
from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, WON
from minesweeper.rules.text import to_text
from minesweeper.solver import supply


def count_slices(app):
    """Wrap the generator's step to count the slices of each loop pass."""
    gen = app.boards.gen
    real = gen.step
    counts = [0]

    def step():
        counts[0] += 1
        return real()

    gen.step = step
    return counts


def test_a_no_guess_board_is_made_in_slices_then_marked_and_hints_win_it():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 31337)
    assert app.waiting and screen.note.startswith("Making a no-guess board")
    counts = count_slices(app)
    game = app.game
    now = 0
    passes = 0
    app.playing.press(scheme.OPEN, 0, now)  # a tap waits for the board too
    assert game.state != PLAYING and game.tiles[0] == tiles.HIDDEN
    while app.waiting:
        counts[0] = 0
        now = run(app, touch, 20, None, now)
        passes += 1
        assert counts[0] <= supply.RUSH  # a few slices a pass, no more
    assert passes > 0 and game.guaranteed and game.tiles[game.start] == tiles.START
    assert screen.shadow.shown[game.start] == tiles.START
    assert screen.note is None
    # In the background it makes the next board: one slice a pass.
    counts[0] = 0
    now = run(app, touch, 200, None, now)
    assert counts[0] <= 10
    # The start cell opens a hole; hints (H, or a tap on the counter) then
    # name only provable cells, and following them wins.
    start = game.start
    now = tap(app, touch, centre(app, start), now)
    assert game.state == PLAYING and game.tiles[start] == 0 and game.guaranteed
    lay = app.layout
    counter = (lay.counter_x + 5, lay.bar_y + 12)
    hints = 0
    while game.state == PLAYING:
        now = tap(app, touch, counter, now)
        for _ in range(200):
            if not app.asking:
                break
            now = run(app, touch, 20, None, now)
        target = app.playing.cursor
        assert screen.note is not None and screen.note.startswith("Hint"), screen.note
        x, y = target % game.width, target // game.width
        if screen.note == "Hint: a mine":
            assert game.is_mine(x, y)
            now = run(app, touch, 700, centre(app, target), now)  # flag it
            now = run(app, touch, 60, None, now)
        else:
            assert not game.is_mine(x, y)
            now = tap(app, touch, centre(app, target), now)
        hints += 1
        assert hints < game.size
    assert game.state == WON and app.hinted
    # A hinted win is a win, never a best time.
    assert app.records.won(app.level_key) == 1 and app.records.best("beginner") is None


def test_a_replayed_number_gives_the_same_no_guess_board():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 4242)
    while app.waiting:
        run(app, touch, 20, None, 0)
    first = (game_text(app), app.game.start)
    passes = 0
    while not app.boards.gen.done:  # the next board, in the background
        run(app, touch, 20, None, 0)
        passes += 1
    assert passes > 1
    app.new_game(0, None)  # it is ready: no wait
    assert not app.waiting and app.game.start >= 0
    app.new_game(0, 4242)
    while app.waiting:
        run(app, touch, 20, None, 0)
    assert (game_text(app), app.game.start) == first


def game_text(app):
    return to_text(app.game)


def test_no_guess_is_per_level_and_off_for_classic_by_default():
    app, screen, sounds, touch = make(no_guess=True)
    c = app.choices
    assert c.guaranteed  # beginner
    c.level = "classic"
    assert not c.guaranteed
    c.level = "custom"
    assert c.guaranteed
    assert layout.HINT_BUTTON not in (layout.NOWHERE, layout.FACE_BUTTON)


def ready(app, touch, now=0):
    """Run the loop until the game's no-guess board is laid."""
    while app.waiting:
        now = run(app, touch, 20, None, now)
    return now


def test_a_game_saved_on_a_no_guess_level_plays_on_at_power_up():
    nvm = bytearray(1024)
    app, screen, sounds, touch = make(nvm=nvm, no_guess=True)
    app.new_game(0, 99)
    now = ready(app, touch)
    now = tap(app, touch, centre(app, app.game.start), now)
    app.pause(now)
    text = to_text(app.game)
    back, screen2, _, touch2 = make(nvm=nvm, no_guess=True, boot=True)
    assert back.mode is back.paused and to_text(back.game) == text
    assert not back.waiting
    now = tap(back, touch2, centre(back, 0), 0)  # resumes
    hidden = [i for i in range(back.game.size) if back.game.tiles[i] == tiles.HIDDEN]
    w = back.game.width
    safe = [i for i in hidden if not back.game.is_mine(i % w, i // w)]
    tap(back, touch2, centre(back, safe[0]), now)
    assert back.game.tiles[safe[0]] != tiles.HIDDEN  # the tap counted


def test_the_menu_and_back_keep_a_no_guess_board_not_yet_opened():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 5)
    now = ready(app, touch)
    before = (to_text(app.game), app.game.start)
    app.open_menu(now)
    assert screen.note is None  # no progress note over the menu
    now = run(app, touch, 200, None, now)
    assert screen.note is None
    app.leave_menu(now)
    assert not app.waiting and (to_text(app.game), app.game.start) == before


def test_a_hint_in_the_works_is_dropped_by_a_pause():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 8)
    now = ready(app, touch)
    now = tap(app, touch, centre(app, app.game.start), now)
    app.hint(now)
    app.pause(now)
    now = run(app, touch, 400, None, now)
    assert not app.asking and screen.cursor == -1
    assert screen.note == "Paused: tap to play on"
