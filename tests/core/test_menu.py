# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu, records and resume through the app, on stand-in hardware
(both lanes)."""

from check import Nvm
from standins import centre, make, run, tap

from minesweeper import layout, menu
from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, WON
from minesweeper.rules.text import to_text
from minesweeper.store.records import Records


def button(app, k, side=0):
    """The pixel in the middle of menu button k's left (or right) half."""
    lay = app.layout
    x, y, w, h = layout.menu_rect(k, lay.screen_w, lay.screen_h)
    return (x + w // 4 + side * (w // 2), y + h // 2)


def face(app):
    lay = app.layout
    return (lay.face_x + 12, lay.face_y + 12)


def hold(app, touch, point, now):
    now = run(app, touch, 700, point, now)
    return run(app, touch, 60, None, now)


def test_holding_the_face_opens_the_menu_which_pauses_and_saves_the_game():
    nvm = Nvm(1024)
    app, screen, sounds, touch = make(nvm=nvm)
    now = tap(app, touch, centre(app, 22), 0)
    assert app.game.state == PLAYING
    now = run(app, touch, 3000, None, now)
    writes = nvm.writes
    now = hold(app, touch, face(app), now)
    assert app.mode is app.menu and app.screen.menu is not None
    assert [t for t, _ in app.screen.menu][:2] == ["Level", "Touch"]
    assert app.screen.menu[menu.BACK][1] == "Resume"
    assert nvm.writes == writes + 1  # the paused game, saved once
    assert app.records.load_game() is not None
    now = run(app, touch, 5000, None, now)
    now = tap(app, touch, button(app, menu.BACK), now)
    assert app.mode is app.playing and app.game.state == PLAYING
    assert app.screen.menu is None
    assert nvm.writes == writes + 1  # nothing changed in the menu: no write
    now = run(app, touch, 1000, None, now)
    assert app.screen.timer == 4  # the 5 s in the menu did not count


def test_a_level_chosen_in_the_menu_is_saved_and_makes_the_next_board():
    nvm = Nvm(1024)
    app, screen, sounds, touch = make(nvm=nvm)
    now = hold(app, touch, face(app), 0)
    now = tap(app, touch, button(app, menu.LEVEL, 1), now)
    assert app.screen.menu[menu.LEVEL][1] == "Intermediate"
    writes = nvm.writes
    now = tap(app, touch, button(app, menu.NEW), now)
    assert nvm.writes == writes + 1  # the choices, in one write
    want = layout.fit("intermediate", 320, 240)
    game = app.game
    assert (game.width, game.height, game.mines) == (want.cols, want.rows, want.mines)
    assert app.layout.tile == 24 and app.screen is not screen
    assert app.mode is app.playing and app.level_key == "intermediate"
    # Power off and on: the choice comes back from nvm.
    again, *_ = make(nvm=nvm)
    assert again.records.prefs["lv"] == "intermediate"


def test_custom_size_from_the_width_height_and_mines_buttons():
    app, screen, sounds, touch = make()
    now = hold(app, touch, face(app), 0)
    for _ in range(3):
        now = tap(app, touch, button(app, menu.WIDTH, 1), now)
    now = tap(app, touch, button(app, menu.MINES, 0), now)
    c = app.choices
    assert c.level == "custom" and app.screen.menu[menu.LEVEL][1] == "Custom"
    beginner = layout.fit("beginner", 320, 240)
    assert (c.cols, c.rows, c.mines) == (
        beginner.cols + 3,
        beginner.rows,
        beginner.mines - 1,
    )
    now = tap(app, touch, button(app, menu.NEW), now)
    assert (app.game.width, app.game.mines) == (c.cols, c.mines)
    assert app.level_key == "custom:%dx%d/%d" % (c.cols, c.rows, c.mines)
    # A custom size never outgrows the screen.
    now = hold(app, touch, face(app), now)
    for _ in range(12):
        now = tap(app, touch, button(app, menu.HEIGHT, 1), now)
    assert c.rows == layout.most(320, 240)[1]


def test_a_saved_game_comes_back_paused_after_power_loss_timer_and_all():
    nvm = Nvm(1024)
    app, screen, sounds, touch = make(nvm=nvm, seed=4242)
    now = tap(app, touch, centre(app, 22), 0)
    hidden = [i for i in range(app.game.size) if app.game.tile_at(i) == tiles.HIDDEN]
    now = hold(app, touch, centre(app, hidden[-1]), now)
    now = run(app, touch, 7000, None, now)
    app.pause(now)
    text = to_text(app.game)
    # Power off; on again with the same nvm.
    back, screen2, _, touch2 = make(nvm=nvm, boot=True)
    assert back.mode is back.paused and to_text(back.game) == text
    assert back.game.seed == 4242
    assert all(screen2.shadow.shown[i] == tiles.HIDDEN for i in range(back.game.size))
    now = tap(back, touch2, centre(back, 0), 0)
    assert back.mode is back.playing
    assert [screen2.shadow.shown[i] for i in range(back.game.size)] == [
        back.game.tile_at(i) for i in range(back.game.size)
    ]
    now = run(back, touch2, 2000, None, now)
    assert back.screen.timer == 9  # 7 s before, 2 s after


def test_power_up_with_no_game_in_progress_shows_the_menu():
    app, screen, sounds, touch = make(boot=True)
    assert app.mode is app.menu and app.screen.menu[menu.BACK][1] == "Play"
    tap(app, touch, button(app, menu.BACK), 0)
    assert app.mode is app.playing


def test_a_finished_game_records_once_and_is_not_resumed():
    nvm = Nvm(1024)
    app, screen, sounds, touch = make(nvm=nvm, seed=9)
    now = tap(app, touch, centre(app, 22), 0)
    app.pause(now)  # a saved game exists now
    now = tap(app, touch, centre(app, 0), now)
    writes = nvm.writes
    game = app.game
    for i in range(game.size):
        if game.state != PLAYING:
            break
        if game.tile_at(i) == tiles.HIDDEN and not game.is_mine(
            i % game.width, i // game.width
        ):
            now = tap(app, touch, centre(app, i), now)
    assert game.state == WON
    assert nvm.writes == writes + 1  # one write for the finished game
    records = Records(nvm)
    assert records.played("beginner") == 1 and records.won("beginner") == 1
    assert records.best("beginner") is not None
    assert app.screen.note is not None and "New best" in app.screen.note
    back, *_ = make(nvm=nvm, boot=True)
    assert back.mode is back.menu  # the ended game is not brought back


def test_a_damaged_saved_game_starts_afresh_with_one_line():
    nvm = Nvm(1024)
    app, screen, sounds, touch = make(nvm=nvm, seed=5)
    tap(app, touch, centre(app, 22), 0)
    app.records.save_game(b"MS\x01garbage that is not a game")
    back, *_ = make(nvm=nvm, boot=True)
    assert back.mode is back.menu


def test_keys_drive_the_menu():
    from minesweeper.controls import keys

    app, screen, sounds, touch = make()
    app.open_menu(0)
    menu_mode = app.menu
    menu_mode.key(keys.RIGHT, 0)  # on Level: the next level
    assert app.choices.level == "intermediate"
    menu_mode.key(keys.DOWN, 0)
    menu_mode.key(keys.DOWN, 0)
    assert menu_mode.selected == menu.MINES
    menu_mode.key(keys.RIGHT, 0)  # one more mine: a custom board
    assert app.choices.level == "custom"
    menu_mode.key(keys.UP, 0)
    menu_mode.key(keys.RIGHT, 0)
    assert app.choices.cols == layout.fit("intermediate", 320, 240).cols + 1
    menu_mode.key(keys.NEW, 0)
    assert app.mode is app.playing and app.game.width == app.choices.cols
