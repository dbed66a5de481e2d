# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Stand-in hardware for the app's core tests (both lanes): a screen, sounds
and a touchscreen that remember what they were told, and an app built on
them."""

from minesweeper import layout
from minesweeper.app import App
from minesweeper.settings import Settings
from minesweeper.shadow import Shadow, ShadowScreen
from minesweeper.store.records import SPAN, Records


class Grid:
    """Records tile writes, as a TileGrid would take them."""

    def __init__(self):
        self.writes = []

    def __setitem__(self, index, code):
        self.writes.append((index, code))


def _remember(name):
    """A ``show_*`` method that keeps what it is told as attribute ``name``."""

    def show(self, value):
        setattr(self, name, value)

    return show


class Screen(ShadowScreen):
    """The screen's interface, remembering what it was told."""

    def __init__(self, lay):
        self.layout = lay
        self.grid = Grid()
        self.shadow = Shadow(lay.cols * lay.rows, self.grid)
        self.bar_visible = True
        self.counter = self.timer = None
        self.face = None
        self.menu = self.note = None  # the menu's page on show, the note
        self.cursor = -1
        self.refreshes = 0
        self.dirty = False

    def offset(self, dx, dy):
        pass

    show_cursor = _remember("cursor")
    show_counter = _remember("counter")
    show_timer = _remember("timer")
    show_face = _remember("face")
    show_bar = _remember("bar_visible")
    show_menu = _remember("menu")  # the page on show
    show_note = _remember("note")

    def refresh(self):
        if self.dirty:
            self.refreshes += 1
            self.dirty = False


class Sounds:
    audible = True

    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)

    def configure(self, sound, click):
        pass

    def poll(self):
        pass


class Touch:
    def __init__(self):
        self.touch_point = None


def make(
    level="beginner",
    nvm=None,
    seed=77,
    boot=False,
    no_guess=False,
    screen=(320, 240),
    screens=Screen,
    room=None,
):
    """An app on stand-ins (records in ``nvm``, by default a fresh one) on a
    ``screen`` of (width, height), a screen from ``screens`` for each board
    size, playing game ``seed`` or, with ``boot``, as at power-up (the saved
    game or the menu; ``room``: the free heap the menu keeps its first
    page's code beside, :meth:`minesweeper.menu.Menu.keeps`); returns
    (app, screen, sounds, touch)."""
    settings = Settings()
    settings.level = level
    settings.no_guess = no_guess
    lay = layout.fit(level, screen[0], screen[1])
    screen = screens(lay)
    sounds = Sounds()
    touch = Touch()
    records = Records(bytearray(SPAN) if nvm is None else nvm)
    app = App(
        screen, sounds, touch, settings, lay, 0, records=records, make_screen=screens
    )
    if room is not None:  # the menu's (Menu.keeps), before the power-up
        app.menu.room = room
    if boot:
        app.start(0)
    else:
        app.new_game(0, seed)
    return app, app.screen, sounds, touch


def run(app, touch, ms, point, now):
    """Hold the panel at point (or untouched) for ms of 20 ms passes."""
    touch.touch_point = None if point is None else (point[0], point[1], 30000)
    for _ in range(ms // 20):
        app.step(now)
        now += 20
    return now


def ready(app, touch, now=0):
    """Run the loop until the game's no-guess board is laid."""
    while app.helper.waiting:
        now = run(app, touch, 20, None, now)
    return now


def wait(app, ms, now, step=250):
    """Leave the panel alone for ms, in loop passes ``step`` ms apart."""
    app.touchscreen.touch_point = None
    end = now + ms
    while now < end:
        app.step(now)
        now += step
    return now


def centre(app, index):
    x, y = app.layout.cell_origin(index)
    return (x + app.layout.tile // 2, y + app.layout.tile // 2)


def tap(app, touch, point, now):
    now = run(app, touch, 100, point, now)
    return run(app, touch, 60, None, now)


def fill_records(records, presets=("beginner", "intermediate", "expert", "classic")):
    """Records at every preset (three wins of 987.6 s and 3BV 321, and a
    loss; ``presets``, the records' keys: another screen's are named with
    their sizes) and four custom sizes with the longest names the pages
    show."""
    for level in presets:
        for _ in range(3):
            records.finish(level, True, 987600, 321)
        records.finish(level, False, 5000, 0)
    for k in range(4):
        records.finish("custom:%dx%d/%d" % (20 + k, 13, 199), True, 999000, 999)
