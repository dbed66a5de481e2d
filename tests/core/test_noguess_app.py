# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""No-guess boards and hints through the app, on stand-in hardware (both
lanes): the board is made in counted slices while the loop goes on, its
start cell is marked (only on a proven board), hints alone win the game,
and only a hint that tells something costs the best time."""

import sys

from standins import centre, make, ready, run, tap

from minesweeper import helper, layout
from minesweeper.app import NOTE_MS
from minesweeper.controls import scheme
from minesweeper.rules import levels, tiles
from minesweeper.rules.game import PLAYING, READY, WON
from minesweeper.rules.text import to_text

BEGINNER = layout.preset_keys(320, 240)[0]  # the records' key, 9x6/7


def solver(name):
    """The app's own solver module ``name``: the app lets the solver's
    modules go where no level needs them and imports them afresh, so this
    file keeps no module of its own (it would hold it in memory). Imported
    here if the app has not yet (it loads them at the pass that starts
    making a first board); the app's import then finds it."""
    name = "minesweeper.solver." + name
    __import__(name)
    return sys.modules[name]


def count_slices():
    """Wrap every generator's step to count slices; returns the count and
    the undo."""
    generate = solver("generate")
    real = generate.Generator.step
    counts = [0]

    def step(gen):
        counts[0] += 1
        return real(gen)

    generate.Generator.step = step
    return counts, lambda: setattr(generate.Generator, "step", real)


def test_a_no_guess_board_is_made_in_slices_then_marked_and_hints_win_it():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 31337)
    assert app.helper.waiting and screen.note.startswith("Making a no-guess board")
    counts, undo = count_slices()
    try:
        slices_per_pass(app, touch, counts)
    finally:
        undo()


def slices_per_pass(app, touch, counts):
    screen = app.screen
    game = app.game
    now = 0
    passes = 0
    app.playing.press(scheme.OPEN, 0, now)  # a tap waits for the board too
    assert game.state != PLAYING and game.tiles[0] == tiles.HIDDEN
    while app.helper.waiting:
        counts[0] = 0
        now = run(app, touch, 20, None, now)
        passes += 1
        assert counts[0] <= solver("supply").RUSH  # a few slices a pass, no more
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
            if not app.helper.asking:
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
    assert (
        app.records.figures(app.level_key)["won"] == 1
        and app.records.figures(BEGINNER)["best"] is None
    )


def test_a_replayed_number_gives_the_same_no_guess_board():
    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 4242)
    while app.helper.waiting:
        run(app, touch, 20, None, 0)
    first = (game_text(app), app.game.start)
    passes = 0
    while app.helper.boards.board is None:  # the next board, in the background
        run(app, touch, 20, None, 0)
        passes += 1
    assert passes > 1
    app.new_game(0, None)  # it is ready: no wait
    assert not app.helper.waiting and app.game.start >= 0
    app.new_game(0, 4242)
    while app.helper.waiting:
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


def laid(seed, nvm=None):
    """An app on no-guess game ``seed``, its board laid: (app, touch, now)."""
    app, screen, sounds, touch = make(nvm=nvm, no_guess=True)
    app.new_game(0, seed)
    return app, touch, ready(app, touch)


def opened(seed, nvm=None):
    """The same, its marked cell opened."""
    app, touch, now = laid(seed, nvm)
    return app, touch, tap(app, touch, centre(app, app.game.start), now)


def test_a_game_saved_on_a_no_guess_level_plays_on_at_power_up():
    nvm = bytearray(2048)
    app, touch, now = opened(99, nvm)
    app.pause(now)
    text = to_text(app.game)
    back, screen2, _, touch2 = make(nvm=nvm, no_guess=True, boot=True)
    assert back.mode is back.paused and to_text(back.game) == text
    assert not back.helper.waiting
    now = tap(back, touch2, centre(back, 0), 0)  # resumes
    hidden = [i for i in range(back.game.size) if back.game.tiles[i] == tiles.HIDDEN]
    w = back.game.width
    safe = [i for i in hidden if not back.game.is_mine(i % w, i // w)]
    tap(back, touch2, centre(back, safe[0]), now)
    assert back.game.tiles[safe[0]] != tiles.HIDDEN  # the tap counted


def test_the_menu_and_back_keep_a_no_guess_board_not_yet_opened():
    app, touch, now = laid(5)
    screen = app.screen
    before = (to_text(app.game), app.game.start)
    app.open_menu(now)
    assert screen.note is None  # no progress note over the menu
    now = run(app, touch, 200, None, now)
    assert screen.note is None
    app.menu.leave()
    app.step(now)
    assert not app.helper.waiting and (to_text(app.game), app.game.start) == before


def test_a_hint_in_the_works_is_dropped_by_a_pause():
    app, touch, now = opened(8)
    screen = app.screen
    app.helper.hint(now)
    app.pause(now)
    now = run(app, touch, 400, None, now)
    assert not app.helper.asking and screen.cursor == -1
    assert screen.note == "Paused: tap to play on"


def ask_hint(app, touch, now):
    """H, then the loop until the hint is worked out."""
    app.helper.hint(now)
    while app.helper.asking:
        now = run(app, touch, 20, None, now)
    return now


def win_by_taps(app, touch, now):
    game = app.game
    w = game.width
    for i in range(game.size):
        if game.state > PLAYING:
            break
        if game.tiles[i] == tiles.HIDDEN and not game.is_mine(i % w, i // w):
            now = tap(app, touch, centre(app, i), now)
    assert game.state == WON
    return now


def test_a_hint_at_the_marked_start_cell_keeps_the_best_time():
    app, touch, now = laid(31337)
    screen = app.screen
    start = app.game.start
    now = ask_hint(app, touch, now)  # tells nothing the board does not show
    assert screen.note == "Hint: safe to open" and app.playing.cursor == start
    assert not app.hinted
    now = run(app, touch, NOTE_MS + 40, None, now)
    assert screen.note is None  # and no word about best times
    now = tap(app, touch, centre(app, start), now)
    win_by_taps(app, touch, now)
    assert app.records.figures(BEGINNER)["best"] is not None


def test_the_first_hint_that_tells_something_says_it_costs_the_best_time():
    app, touch, now = opened(31337)
    screen = app.screen
    now = ask_hint(app, touch, now)
    assert screen.note.startswith("Hint: ") and app.hinted
    now = run(app, touch, NOTE_MS, None, now)
    assert screen.note == "Hinted: no best time"
    now = run(app, touch, NOTE_MS, None, now)
    assert screen.note is None
    now = ask_hint(app, touch, now)  # said once a game
    now = run(app, touch, NOTE_MS + 40, None, now)
    assert screen.note is None
    win_by_taps(app, touch, now)
    assert (
        app.records.figures(BEGINNER)["won"] == 1
        and app.records.figures(BEGINNER)["best"] is None
    )


def test_a_hinted_game_saved_after_the_hint_keeps_its_mark_across_power_loss():
    nvm = bytearray(2048)
    app, touch, now = opened(99, nvm)
    app.pause(now)  # saved: the tap
    app.resume(now)
    now = ask_hint(app, touch, now)
    assert app.hinted
    app.pause(now)  # saved again: the hint changed the game
    back, screen2, _, touch2 = make(nvm=nvm, no_guess=True, boot=True)
    assert back.mode is back.paused and back.hinted


def test_a_first_tap_off_the_marked_cell_says_the_board_is_no_longer_no_guess():
    app, touch, now = laid(5)
    screen = app.screen
    game = app.game
    other = 0 if game.start != 0 else game.size - 1
    tap(app, touch, centre(app, other), now)
    assert game.state == PLAYING and not game.guaranteed
    assert screen.note == "Not no-guess any more"
    assert tiles.START not in bytes(game.tiles)


def custom(app, cols, rows, mines):
    c = app.choices
    c.level = "custom"
    c.cols, c.rows, c.mines = cols, rows, mines


def test_a_board_too_dense_for_no_guess_is_played_random_and_says_so():
    app, screen, sounds, touch = make(no_guess=True)
    custom(app, 10, 6, 44)
    assert app.choices.guaranteed and not levels.no_guess_fits(10, 6, 44)
    assert levels.no_guess_fits(30, 16, 99) and levels.no_guess_fits(20, 13, 54)
    app.new_game(0, 826783591)
    game = app.game
    assert (game.width, game.height, game.mines) == (10, 6, 44)
    assert not app.helper.waiting and app.helper.boards is None
    assert game.start < 0 and tiles.START not in bytes(game.tiles)
    assert app.screen.note == "Too dense for no-guess"  # a new size's screen
    tap(app, touch, centre(app, 0), 0)
    assert game.state != READY  # a random board, safe at the first tap


def test_a_no_guess_board_the_generator_gave_up_on_is_random_and_says_so():
    app, screen, sounds, touch = make(no_guess=True)
    custom(app, 10, 6, 44)
    real = helper.no_guess_fits
    helper.no_guess_fits = lambda cols, rows, mines: True  # as before the cap
    try:
        app.new_game(0, 826783591)  # no proof within the generator's layouts
    finally:
        helper.no_guess_fits = real
    now = ready(app, touch)
    game = app.game
    assert game.start < 0 and not game.guaranteed
    assert tiles.START not in bytes(game.tiles)
    assert tiles.START not in bytes(app.screen.shadow.shown)
    assert app.screen.note == "Gave up: a random board"
    now = tap(app, touch, centre(app, 0), now)
    assert game.state != READY and app.screen.note != "Not no-guess any more"


def test_no_room_for_the_solver_plays_the_waiting_game_as_a_random_board():
    real = helper.Helper.load_supply

    def full(self):
        raise MemoryError("memory allocation failed, allocating 512 bytes")

    app, screen, sounds, touch = make(no_guess=True)
    app.new_game(0, 4242)
    assert app.helper.waiting
    helper.Helper.load_supply = full
    try:
        now = run(app, touch, 20, None, 0)
    finally:
        helper.Helper.load_supply = real
    assert not app.helper.waiting and screen.note == "No memory: a random board"
    assert app.game.seed == 4242 and app.game.start < 0
    app.playing.press(scheme.OPEN, 40, now)  # a tap plays: the board is laid
    assert app.game.state != READY
