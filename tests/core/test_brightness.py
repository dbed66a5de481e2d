# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""minesweeper/controls/brightness.py: the backlight following a stand-in light
sensor (dark, bright, a passing hand, noise) without flicker, the idle dim
that pauses a game and the waking touch or key that does nothing else, no
Auto brightness without a sensor, and nothing allocated per pass."""

import gc

from pages import find
from standins import Screen, Sounds, Touch, centre, run, tap

from minesweeper import layout
from minesweeper.app import App
from minesweeper.controls import keys
from minesweeper.controls.brightness import FULL, TICK_MS, Brightness, stops
from minesweeper.rules.game import PLAYING
from minesweeper.rules.tiles import HIDDEN
from minesweeper.settings import Settings
from minesweeper.store.records import Records

ROOM = 3000  # a lit room, as a PyPortal's sensor reads it
ROOM_LEVEL = 584  # 0.05 + 0.95 * 27/48: 27 eighths of a stop above 256


class Sensor:
    """A stand-in light sensor: ``value`` is the room's light."""

    def __init__(self, value=ROOM):
        self.value = value


class Backlight:
    """A stand-in display's backlight: remembers every level set."""

    def __init__(self):
        self.brightness = 1.0
        self.set = []

    def __setattr__(self, name, value):
        if name == "brightness" and hasattr(self, "set"):
            self.set.append(value)
        object.__setattr__(self, name, value)


class Keys:
    """Key codes handed out one a read, as the serial console's reader."""

    def __init__(self):
        self.codes = []

    def read(self):
        return self.codes.pop(0) if self.codes else keys.NOTHING


class Seen:
    """What the level did over a run of ticks, kept small (the MicroPython
    lane's heap has no room for a level a tick): the level after each
    change, when the last change came, and how often it turned back."""

    def __init__(self, level):
        self.changes = []  # the level after each change
        self.last = level
        self.settled = 0  # the tick after the last change
        self.turns = 0  # changes of direction: a flicker, a hunt
        self.ticks = 0
        self._way = 0

    def add(self, level):
        self.ticks += 1
        if level == self.last:
            return
        way = 1 if level > self.last else -1
        if self._way and way != self._way:
            self.turns += 1
        self._way = way
        self.changes.append(level)
        self.last = level
        self.settled = self.ticks


def levels(readings, bright=None, screen_w=320, dim_ms=0, now=0):
    """Tick ``bright`` (or a new Brightness), a reading a tick: what its
    level did (a :class:`Seen`), and the time after."""
    bright = bright or Brightness(screen_w, now)
    seen = Seen(bright.level)
    for reading in readings:
        assert bright.due(now)
        bright.tick(reading, dim_ms, now)
        seen.add(bright.level)
        now += TICK_MS
    return seen, now


def same(reading, n):
    for _ in range(n):
        yield reading


def noisy(centre_value, spread, n, seed=12345):
    """``n`` readings within ``spread`` of ``centre_value`` (a fixed
    pseudo-random sequence, the same on every interpreter)."""
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        yield centre_value - spread + (seed >> 8) % (2 * spread + 1)


# -- the sensor ----------------------------------------------------------------


def test_stops_are_eighths_of_log2_rising_with_the_light():
    assert stops(0) == stops(7) == 0
    assert (stops(8), stops(256), stops(16384), stops(65535)) == (24, 64, 112, 127)
    assert stops(3000) == 91
    values = [stops(r) for r in range(0, 65536, 331)]
    assert values == sorted(values)


def test_the_board_s_lowest_level_is_its_own():
    assert Brightness(320, 0).lowest == 50  # PyPortal, Pynt: even from 0.05
    assert Brightness(480, 0).lowest == 100  # Titano: even from 0.1


def test_a_lit_room_fades_the_screen_down_once_and_holds_it():
    seen, _ = levels(same(ROOM, 240))  # a minute
    fade = list(range(980, ROOM_LEVEL, -20)) + [ROOM_LEVEL]
    assert seen.changes == fade and seen.settled == len(fade)


def test_dark_takes_the_screen_to_the_board_s_lowest_without_flicker():
    bright = Brightness(320, 0)
    _, now = levels(same(ROOM, 240), bright)
    seen, _ = levels(same(40, 240), bright, now=now)  # the lights go off
    assert seen.changes[0] < ROOM_LEVEL and seen.settled > 16  # a window first
    assert seen.last == 50 and seen.turns == 0
    assert seen.changes == sorted(seen.changes, reverse=True)
    # Titano: its own lowest.
    seen, _ = levels(same(40, 240), screen_w=480)
    assert seen.last == 100 and seen.turns == 0


def test_bright_takes_the_screen_to_full_without_flicker():
    bright = Brightness(320, 0)
    _, now = levels(same(100, 240), bright)
    assert bright.level == 50
    seen, _ = levels(same(30000, 240), bright, now=now)
    assert seen.last == FULL and seen.turns == 0
    assert seen.changes == sorted(seen.changes)


def hand(start, shadow):
    for reading in same(ROOM, start):
        yield reading
    for reading in same(30, shadow):
        yield reading
    for reading in same(ROOM, 120):
        yield reading


def test_a_passing_hand_never_dims_the_screen():
    # The hand's shadow (1.5 s, then 3 s) at every place in the window.
    for shadow in (6, 12):
        for start in range(16):
            bright = Brightness(320, 0)
            _, now = levels(same(ROOM, 240), bright)
            seen, _ = levels(hand(start, shadow), bright, now=now)
            assert seen.changes == [] and seen.last == ROOM_LEVEL, (shadow, start)


def test_noise_never_makes_the_level_step():
    # Readings anywhere from 2,250 to 3,750 (a quarter either way) every
    # tick for ten minutes: one fade down, then the level never moves.
    seen, _ = levels(noisy(ROOM, 750, 2400))
    assert seen.turns == 0 and seen.settled < 40 and seen.last > 500
    assert seen.changes == sorted(seen.changes, reverse=True)


def wavering(n):
    """A room whose light wavers a fifth either way of ROOM and back each
    minute (clouds), as a triangle."""
    for k in range(n):
        phase = k % 240
        rise = phase if phase < 120 else 240 - phase  # 0..120..0
        yield ROOM * 4 // 5 + ROOM * 2 * rise // 5 // 120


def test_a_wavering_room_never_makes_the_level_hunt():
    bright = Brightness(320, 0)
    _, now = levels(wavering(240), bright)  # settled on the first minute
    seen, _ = levels(wavering(2400), bright, now=now)  # ten minutes more
    assert seen.changes == [], seen.changes


def darker():
    for reading in (16000, 8000, 4000, 2000, 1000, 500, 250, 125, 125):
        yield from noisy(reading, reading // 8, 120)  # 30 s each


def test_a_room_growing_darker_by_stops_fades_down_in_steps_never_back():
    seen, _ = levels(darker())
    assert seen.turns == 0 and seen.last == 50


def test_without_auto_brightness_the_level_is_full():
    bright = Brightness(320, 0)
    levels(same(ROOM, 240), bright)
    assert bright.level == ROOM_LEVEL
    seen, _ = levels(same(-1, 40), bright, now=240 * TICK_MS)  # Auto turned off
    assert seen.last == FULL and seen.changes == sorted(seen.changes)


# -- the idle dim ----------------------------------------------------------------


def test_the_screen_dims_after_the_idle_time_and_a_touch_wakes_it_at_once():
    bright = Brightness(320, 0)
    seen, now = levels(same(-1, 240), bright, dim_ms=60000)  # a minute alone
    assert not bright.dimmed and seen.changes == []
    seen, now = levels(same(-1, 60), bright, dim_ms=60000, now=now)
    assert bright.dimmed and seen.last == 50 and seen.turns == 0
    point = (10, 10, 30000)
    # The waking touch is not the game's until it is lifted; the next is.
    assert bright.touch(point, now) is None and not bright.dimmed
    assert bright.due(now)  # the level comes back in this pass
    bright.tick(-1, 60000, now)
    assert bright.level == FULL
    assert bright.touch(point, now + 20) is None
    assert bright.touch(None, now + 40) is None
    assert bright.touch(point, now + 60) is point
    # A key wakes it too, once.
    bright.dimmed = True
    assert bright.wake(now) and not bright.wake(now)


def test_never_dims_with_dim_off():
    bright = Brightness(320, 0)
    levels(same(-1, 4000), bright, dim_ms=0)  # 1000 s
    assert not bright.dimmed and bright.level == FULL


# -- through the app -------------------------------------------------------------


def make(light=True, backlight=True, size=(320, 240)):
    """An app on stand-ins with a backlight (or none) and a light sensor
    in a lit room (``light`` None: none), a Beginner game numbered 77 on
    screen; (app, backlight, touch, keys)."""
    settings = Settings()
    lay = layout.fit("beginner", size[0], size[1])
    lit = Backlight() if backlight else None
    touch = Touch()
    pressed = Keys()
    app = App(
        Screen(lay), Sounds(), touch, settings, lay, 0,
        records=Records(bytearray(1024)), make_screen=Screen, keys=pressed,
        backlight=lit, light=Sensor() if light else None,
    )  # fmt: skip
    app.new_game(0, 77)
    return app, lit, touch, pressed


def playing(app, touch):
    """A game in play (its first cell opened), the backlight settled; the
    time after."""
    now = tap(app, touch, centre(app, 0), 0)
    assert app.game.state == PLAYING and app.mode is app.playing
    return run(app, touch, 20000, None, now)


def view(game):
    return [game.tile_at(i) for i in range(game.size)]


def test_the_dim_pauses_a_game_and_the_waking_tap_does_nothing_else():
    app, lit, touch, _ = make()
    app.choices.dim = 1
    now = playing(app, touch)
    assert lit.brightness == ROOM_LEVEL / 1000  # Auto brightness, on
    before = view(app.game)
    now = run(app, touch, 61000, None, now)  # a minute alone
    assert app.mode is app.paused and app.brightness.dimmed
    assert lit.brightness == 0.05
    # The waking tap, on a hidden cell: the screen comes back, the game
    # stays paused and the cell hidden.
    hidden = [i for i in range(app.game.size) if app.game.tile_at(i) == HIDDEN]
    now = tap(app, touch, centre(app, hidden[0]), now)
    assert lit.brightness == ROOM_LEVEL / 1000 and not app.brightness.dimmed
    assert app.mode is app.paused and view(app.game) == before
    now = tap(app, touch, centre(app, hidden[0]), now)  # the next tap resumes
    assert app.mode is app.playing and view(app.game) == before


def test_the_waking_key_does_nothing_else():
    app, lit, touch, pressed = make()
    app.choices.dim = 1
    now = run(app, touch, 61000, None, 0)  # a game not started: no pause
    assert app.brightness.dimmed and app.mode is app.playing
    pressed.codes = [keys.MENU]  # would open the menu
    now = run(app, touch, 100, None, now)
    assert app.mode is app.playing and not app.brightness.dimmed
    assert lit.brightness == ROOM_LEVEL / 1000
    pressed.codes = [keys.MENU]
    run(app, touch, 100, None, now)
    assert app.mode is app.menu


def test_settings_offer_auto_brightness_only_with_a_sensor_and_dim_with_a_backlight():
    def names(app):
        app.open_menu(0)
        app.menu.go("settings", 0)
        page = app.menu.page
        seen = []
        for _ in range(page.parts):
            seen += [control.name for control in page.controls]
            page.part += 1
            page.refresh()
        app.menu.close(0)
        return seen

    app, lit, touch, _ = make()
    seen = names(app)
    assert "Auto brightness" in seen and "Dim" in seen
    app, lit, touch, _ = make(light=None)
    seen = names(app)
    assert "Auto brightness" not in seen and "Dim" in seen
    app, lit, touch, _ = make(light=None, backlight=False)
    seen = names(app)
    assert "Auto brightness" not in seen and "Dim" not in seen


def test_no_sensor_leaves_the_backlight_full():
    app, lit, touch, _ = make(light=None)
    assert app.choices.auto  # the choice is on, but there is nothing to follow
    now = playing(app, touch)
    run(app, touch, 30000, None, now)
    assert lit.set == [] and lit.brightness == 1.0


def test_the_settings_page_turns_auto_off_and_steps_the_dim():
    app, lit, touch, _ = make()
    run(app, touch, 20000, None, 0)
    assert lit.brightness == ROOM_LEVEL / 1000
    app.open_menu(0)
    app.menu.go("settings", 0)
    page = app.menu.page
    while "Dim" not in [control.name for control in page.controls]:
        page.part += 1
        page.refresh()
    auto, dim = find(page, "Auto brightness"), find(page, "Dim")
    assert page.controls[dim].value == "after 5 min"
    app.menu.press(dim, 1, 0)
    assert app.choices.dim == 10 and page.controls[dim].value == "after 10 min"
    app.menu.press(dim, 1, 0)
    app.menu.press(dim, 1, 0)
    assert app.choices.dim == 1  # after "never", round again
    app.menu.press(dim, 0, 0)
    assert page.controls[dim].value == "never" and app.choices.dim == 0
    app.menu.press(auto, 0, 0)
    assert app.choices.auto is False
    assert app.choices.prefs()["ab"] == 0 and app.choices.prefs()["dim"] == 0
    run(app, touch, 20000, None, 0)
    assert lit.brightness == 1.0  # Auto off: full


def test_reading_the_sensor_allocates_nothing_per_pass():
    if not hasattr(gc, "mem_alloc"):
        return  # the MicroPython lane measures it
    app, lit, touch, _ = make()
    bright = app.brightness
    now = run(app, touch, 60000, None, 0)  # settled: the level holds
    assert bright.level == ROOM_LEVEL
    light = app.light
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for _ in range(400):  # a hundred seconds of ticks, readings noisy
        light.value = ROOM + (now & 63)
        bright.touch(None, now)
        if bright.due(now):
            app.backlight_tick(now)
        now += 250
    after = gc.mem_alloc()
    gc.enable()
    assert after == before, after - before
