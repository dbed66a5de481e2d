# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The app loop and the screen shadow with stand-in hardware, so that
MicroPython runs them too (pytest runs them as well)."""

from pages import find, middle, place
from standins import Grid, centre, make, run

from minesweeper.controls import keys
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, READY, WON
from minesweeper.shadow import Shadow

# On the beginner board of a 320x240 screen, game 536's first reveal at
# (4, 3) opens every safe cell: a win by the first tap.
FIRST_TAP_WIN = 536


def test_shadow_writes_only_what_differs():
    game_tiles = bytearray(b"\x09\x09\x01\x09")

    class Game:
        tiles = game_tiles

    grid = Grid()
    shadow = Shadow(4, grid)
    assert not shadow.draw(Game, [0, 1, 3])  # all still hidden: no writes
    assert shadow.draw(Game, [0, 1, 2, 3]) and grid.writes == [(2, 1)]
    assert shadow.set(0, tiles.PRESSED) and not shadow.set(0, tiles.PRESSED)
    assert shadow.redraw(Game) and grid.writes[-1] == (0, tiles.HIDDEN)


def test_tap_reveals_hold_flags_face_restarts():
    app, screen, sounds, touch = make()
    game = app.game
    now = run(app, touch, 100, centre(app, 22), 0)
    assert screen.face == "pressed"
    assert (22, tiles.PRESSED) in screen.grid.writes and game.state == READY
    now = run(app, touch, 60, None, now)
    assert game.state == PLAYING and sounds.played == ["click"]
    assert screen.grid.writes[-1][1] != tiles.PRESSED and screen.face == "playing"
    hidden = [i for i in range(game.size) if game.tile_at(i) == tiles.HIDDEN]
    now = run(app, touch, 600, centre(app, hidden[0]), now)
    now = run(app, touch, 60, None, now)
    assert game.tile_at(hidden[0]) == tiles.FLAG and screen.counter == game.mines - 1
    now = run(app, touch, 2000, None, now)
    assert screen.timer == 2
    lay = app.layout
    now = run(app, touch, 100, (lay.face_x + 5, lay.face_y + 5), now)
    now = run(app, touch, 60, None, now)
    assert game.state == READY and screen.timer == 0 and screen.counter == game.mines
    assert screen.refreshes > 3


class Stop(Exception):
    pass


def run_with_refresh_failing(error):
    """The app's own loop for 2 s of its clock, a press held on cell 22,
    the screen's refresh raising ``error`` twice; the app and how many of
    the failures are left."""
    app, screen, sounds, touch = make()
    failures = [2]
    real_refresh = screen.refresh

    def flaky_refresh():
        if failures[0]:
            failures[0] -= 1
            raise error
        real_refresh()

    screen.refresh = flaky_refresh
    clock = [0]

    def ticks_ms():
        clock[0] += 10
        if clock[0] > 2000:
            raise Stop()
        return clock[0]

    touch.touch_point = (centre(app, 22)[0], centre(app, 22)[1], 30000)
    try:
        app.run(ticks_ms, lambda seconds: None)
    except Stop:
        pass
    return app, failures[0]


def test_run_survives_an_error_in_a_pass():
    app, left = run_with_refresh_failing(OSError("display busy"))
    assert left == 0
    # The loop went on: the held press became a long press and flagged.
    assert app.game.tile_at(22) == tiles.FLAG
    assert app.screen.counter == app.game.mines - 1


def test_pause_hides_the_board_stops_the_timer_and_resume_restores_it():
    app, screen, sounds, touch = make()
    game = app.game
    now = run(app, touch, 100, centre(app, 22), 0)
    now = run(app, touch, 60, None, now)
    assert game.state == PLAYING
    opened = [i for i in range(game.size) if game.tile_at(i) <= 8]
    now = run(app, touch, 3000, None, now)
    assert screen.timer == 3
    app.pause(now)
    assert app.mode is app.paused
    assert all(screen.shadow.shown[i] == tiles.HIDDEN for i in range(game.size))
    now = run(app, touch, 10000, None, now)
    assert screen.timer == 3  # stood still while paused
    now = run(app, touch, 100, centre(app, 0), now)  # a tap anywhere resumes
    now = run(app, touch, 60, None, now)
    assert app.mode is app.playing and game.state == PLAYING
    assert all(screen.shadow.shown[i] == game.tile_at(i) for i in range(game.size))
    assert opened and all(game.tile_at(i) <= 8 for i in opened)
    now = run(app, touch, 2000, None, now)
    assert screen.timer == 5


def test_timer_stays_at_999_after_more_moves_until_the_end():
    app, screen, sounds, touch = make()
    game = app.game
    now = run(app, touch, 100, centre(app, 22), 0)
    now = run(app, touch, 60, None, now)
    assert game.state == PLAYING and screen.timer == 0
    now = run(app, touch, 60, None, now + 1_000_000)  # far past 999 s
    assert screen.timer == 999
    w = game.width
    safe = [
        i
        for i in range(game.size)
        if game.tile_at(i) == tiles.HIDDEN and not game.is_mine(i % w, i // w)
    ]
    mine = [i for i in range(game.size) if game.is_mine(i % w, i // w)][0]
    now = run(app, touch, 100, centre(app, safe[0]), now)  # one more move
    now = run(app, touch, 2000, None, now)
    assert game.state == PLAYING and screen.timer == 999
    now = run(app, touch, 100, centre(app, mine), now)  # and the end
    now = run(app, touch, 60, None, now)
    assert game.state == LOST and screen.timer == 999
    run(app, touch, 3000, None, now)
    assert screen.timer == 999


def test_a_game_won_by_its_first_tap_took_0_s():
    app, screen, sounds, touch = make()
    app.new_game(0, FIRST_TAP_WIN)
    now = run(app, touch, 30_000, None, 0)  # the player looks for 30 s first
    assert screen.timer == 0
    now = run(app, touch, 100, centre(app, 3 * 9 + 4), now)
    now = run(app, touch, 60, None, now)
    assert app.game.state == WON and sounds.played[-1] == "win"
    assert screen.timer == 0
    run(app, touch, 3000, None, now)
    assert screen.timer == 0


def test_a_quick_tap_opens_a_cell():
    app, screen, sounds, touch = make()
    now = run(app, touch, 40, centre(app, 22), 0)  # two samples
    run(app, touch, 60, None, now)
    assert app.game.state == PLAYING and app.game.tile_at(22) != tiles.HIDDEN
    assert screen.face == "playing" and sounds.played == ["click"]


class Typed:
    """Keys typed on the console or the window: one code a read."""

    def __init__(self, codes):
        self.codes = list(codes)

    def read(self):
        return self.codes.pop(0) if self.codes else keys.NOTHING


def test_a_press_on_a_cell_held_while_the_menu_opens_presses_no_control():
    app, screen, sounds, touch = make()
    cell = centre(app, 22)
    now = run(app, touch, 100, cell, 0)  # settled on the cell
    assert screen.face == "pressed"
    app.keys = Typed([keys.MENU])  # M typed while the stylus is down
    now = run(app, touch, 1000, cell, now)  # held past a long press
    page = app.menu.page
    assert app.mode is app.menu and page.name == "home" and page.focus == page.first
    now = run(app, touch, 100, None, now)  # lifted: it says nothing
    assert app.mode is app.menu and app.menu.page is page
    assert page.focus == page.first
    assert app.game.state == READY
    # The next press is the menu's own.
    now = run(app, touch, 100, middle(place(screen.menu, "Settings")), now)
    run(app, touch, 100, None, now)
    assert app.mode is app.menu and app.menu.page.name == "settings"


def test_a_press_held_while_the_menu_goes_up_a_page_presses_nothing_there():
    app, screen, sounds, touch = make()
    app.open_menu(0)
    app.menu.go("settings", 0)
    app.drain(0)
    chosen = app.choices.prefs()
    back = middle(place(screen.menu, "Back"))
    now = run(app, touch, 100, back, 0)  # settled on Back
    app.keys = Typed([keys.MENU])  # M typed: the first page
    now = run(app, touch, 1000, back, now)
    now = run(app, touch, 100, None, now)
    page = app.menu.page
    assert app.mode is app.menu and page.name == "home"
    assert page.focus == find(page, "Settings")  # (the button that led away)
    assert app.choices.prefs() == chosen and app.game.state == READY


def test_a_press_on_a_menu_control_held_while_the_game_comes_back_opens_no_cell():
    for code in (keys.PAUSE, keys.MENU):
        app, screen, sounds, touch = make()
        app.open_menu(0)
        app.drain(0)
        records = middle(place(screen.menu, "Records"))
        now = run(app, touch, 100, records, 0)  # settled on Records
        app.keys = Typed([code])  # P (or M) typed while the stylus is down
        now = run(app, touch, 100, records, now)
        assert app.mode is app.playing
        now = run(app, touch, 100, None, now)  # lifted: it says nothing
        game = app.game
        assert game.state == READY and sounds.played == []
        assert all(game.tile_at(i) == tiles.HIDDEN for i in range(game.size))
        now = run(app, touch, 1000, records, now)  # a new press: a flag,
        run(app, touch, 100, None, now)  # (at the cell under it)
        assert list(game.tiles).count(tiles.FLAG) == 1


def test_a_press_held_while_the_game_pauses_or_a_new_one_starts_says_nothing():
    for code in (keys.PAUSE, keys.NEW):
        app, screen, sounds, touch = make()
        now = run(app, touch, 100, centre(app, 22), 0)
        now = run(app, touch, 60, None, now)  # the game is on
        game = app.game
        opened = bytes(game.tiles)
        hidden = [i for i in range(game.size) if game.tile_at(i) == tiles.HIDDEN]
        now = run(app, touch, 100, centre(app, hidden[0]), now)
        app.keys = Typed([code])
        now = run(app, touch, 1000, centre(app, hidden[0]), now)
        now = run(app, touch, 100, None, now)
        if code == keys.PAUSE:  # still paused, the board as it was
            assert app.mode is app.paused and bytes(game.tiles) == opened
        else:  # the new game's board: nothing opened, nothing flagged
            assert app.game.state == READY
            assert all(t == tiles.HIDDEN for t in app.game.tiles)


def test_run_names_an_error_by_its_type_where_its_message_finds_no_memory():
    # Formatting the error's line allocates: a MemoryError there is no
    # reason to end the game. The loop says the error's type and plays on.
    import minesweeper.loop as loop_module

    class Unsayable(Exception):
        def __str__(self):
            raise MemoryError("memory allocation failed")

    said = []
    loop_module.print = lambda *parts: said.append(" ".join(parts))
    try:
        app, left = run_with_refresh_failing(Unsayable())
    finally:
        del loop_module.print
    assert left == 0 and said == ["error, playing on: Unsayable"]
    # The loop went on: the held press became a long press and flagged.
    assert app.game.tile_at(22) == tiles.FLAG
