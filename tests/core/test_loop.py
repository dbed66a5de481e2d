# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The app loop and the screen shadow with stand-in hardware, so that
MicroPython runs them too (pytest runs them as well)."""

from minesweeper import layout, tiles
from minesweeper.app import App
from minesweeper.game import LOST, PLAYING, READY, WON
from minesweeper.settings import Settings
from minesweeper.shadow import Shadow

# On the beginner board of a 320x240 screen, game 536's first reveal at
# (4, 3) opens every safe cell: a win by the first tap.
FIRST_TAP_WIN = 536


class Grid:
    """Records tile writes, as a TileGrid would take them."""

    def __init__(self):
        self.writes = []

    def __setitem__(self, index, code):
        self.writes.append((index, code))


class Screen:
    """The screen's interface, remembering what it was told."""

    def __init__(self, lay):
        self.grid = Grid()
        self.shadow = Shadow(lay.cols * lay.rows, self.grid)
        self.bar_visible = True
        self.counter = self.timer = None
        self.face = None
        self.refreshes = 0
        self.dirty = False

    def draw(self, game, changed):
        self.dirty |= self.shadow.draw(game, changed)

    def redraw(self, game):
        self.dirty |= self.shadow.redraw(game)

    def set_cell(self, index, code):
        self.dirty |= self.shadow.set(index, code)

    def offset(self, dx, dy):
        pass

    def show_counter(self, value):
        self.counter = value

    def show_timer(self, value):
        self.timer = value

    def show_face(self, name):
        self.face = name

    def show_bar(self, visible):
        self.bar_visible = visible

    def refresh(self):
        if self.dirty:
            self.refreshes += 1
            self.dirty = False


class Sounds:
    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)

    def poll(self):
        pass


class Touch:
    def __init__(self):
        self.touch_point = None


def make():
    lay = layout.fit("beginner", 320, 240)
    screen = Screen(lay)
    sounds = Sounds()
    touch = Touch()
    app = App(screen, sounds, touch, Settings(), lay, 0)
    app.new_game(0, 77)
    return app, screen, sounds, touch


def run(app, touch, ms, point, now):
    touch.touch_point = None if point is None else (point[0], point[1], 30000)
    for _ in range(ms // 20):
        app.step(now)
        now += 20
    return now


def centre(app, index):
    x, y = app.layout.cell_origin(index)
    return (x + app.layout.tile // 2, y + app.layout.tile // 2)


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


def test_run_survives_an_error_in_a_pass():
    app, screen, sounds, touch = make()
    failures = [2]
    real_refresh = screen.refresh

    def flaky_refresh():
        if failures[0]:
            failures[0] -= 1
            raise OSError("display busy")
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
    assert failures[0] == 0
    # The loop went on: the held press became a long press and flagged.
    assert app.game.tile_at(22) == tiles.FLAG and screen.counter == app.game.mines - 1


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
