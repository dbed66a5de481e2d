# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Daily through the app (both lanes), with a stand-in date
source that answers at once, after a few passes, or never: one line where
there is no date, the day's board, its first try recorded and later ones
practice. The daily module's own tests: tests/core/test_daily.py."""

import sys

from pages import find
from standins import make, ready, run

from minesweeper.controls import keys
from minesweeper.daily import days as daily
from minesweeper.loop import NOTE_MS
from minesweeper.rules.game import LOST, PLAYING, READY, WON
from minesweeper.store.records import Records


class Dates:
    """The app's date source (docs/architecture.md, "The date"): ``date`` once asked
    and stepped ``steps`` times (None: it never comes, ``reason`` says why)."""

    def __init__(self, date, steps=0, reason="Getting the date over Wi-Fi..."):
        self.date = date
        self.steps = steps
        self.reason = reason
        self.asking = self.known = False
        self.asked = self.stepped = 0  # how many times asked, stepped

    def ask(self, now):
        if not self.known and not self.asking:
            self.asked += 1
            self.asking = True
            self.left = self.steps
            self.step(now)

    def step(self, now):
        self.stepped += 1
        if self.asking and self.left <= 0:
            self.asking = False
            self.known = self.date is not None
        self.left -= 1

    def today(self):
        return self.date if self.known else None

    def why(self):
        return self.reason

    def busy(self):
        return self.asking


class DailyRecords(Records):
    """The records with the daily blob (the stats part's keep_daily and
    daily_data: docs/architecture.md, "The daily records"), kept in RAM here."""

    blob = b""

    def daily_data(self):
        return self.blob

    def keep_daily(self, data):
        assert len(data) <= daily.DAILY_ROOM
        self.blob = bytes(data)
        self.dirty = True


def daily_loaded():
    """The daily folder's modules loaded (its package alone stays)."""
    return [name for name in sys.modules if name.startswith("minesweeper.daily.")]


# -- the menu's Daily, through the app -----------------------------------------------


def app_on(dates, date_level="beginner", screen=(320, 240)):
    app, screen, _, touch = make(date_level, boot=True, screen=screen)
    records = DailyRecords(bytearray(1024))
    app.records = records
    app.dates = dates
    return app, touch


def home(app):
    app.drain(0)
    return app.menu.page


def press_daily(app, now=0):
    page = home(app)
    app.menu.press(find(page, "Daily"), 0, now)
    app.step(now)  # the Daily: a line, or today's board asked for ...
    app.step(now)  # ... and started, in the next pass


def finish(app, touch, now, win=True):
    """End the game on screen: open every safe cell, or a mine."""
    game = app.game
    while game.state == READY or (game.state == PLAYING and not game.placed):
        now = tap_cell(app, touch, game.start if game.start >= 0 else 0, now)
    for i in range(game.size):
        if game.state != PLAYING:
            break
        mine = game.is_mine(i % game.width, i // game.width)
        if mine != win and game.tile_at(i) == 9:  # hidden
            now = tap_cell(app, touch, i, now)
    assert game.state == (WON if win else LOST)
    return now


def tap_cell(app, touch, i, now):
    x, y = app.layout.cell_origin(i)
    t = app.layout.tile // 2
    now = run(app, touch, 100, (x + t, y + t), now)
    return run(app, touch, 60, None, now)


def test_no_date_source_says_so_in_one_line_and_plays_nothing():
    app, _ = app_on(None)
    seed = app.game.seed
    press_daily(app)
    assert app.mode is app.menu and app.game.seed == seed
    assert home(app).said == "No clock on this board"
    assert "No clock on this board" in app.screen.menu.texts[2].text.replace("\n", " ")
    assert not daily_loaded()


def test_a_date_that_never_comes_is_one_line_and_no_board():
    dates = Dates(None, steps=3, reason="Wrong Wi-Fi password")
    app, _ = app_on(dates)
    seed = app.game.seed
    press_daily(app)
    for _ in range(6):
        app.step(0)
    assert dates.asked == 1 and not dates.busy()
    assert app.mode is app.menu and app.game.seed == seed
    assert home(app).said == "Wrong Wi-Fi password"
    app.step(0)
    assert dates.asked == 1 and home(app).said == "Wrong Wi-Fi password"


def test_a_custom_size_has_no_daily_board():
    app, _ = app_on(Dates((2026, 11, 26)))
    app.choices.level = "custom"
    press_daily(app)
    assert app.mode is app.menu
    assert home(app).said == "No daily board for a custom size"


def test_the_board_starts_when_the_date_arrives():
    dates = Dates((2026, 11, 26), steps=4)
    app, _ = app_on(dates)
    press_daily(app)
    assert dates.busy() and app.mode is app.menu
    assert home(app).said == "Getting the date over Wi-Fi..."  # the note meanwhile
    passes = 0
    while app.mode is app.menu:
        app.step(0)
        passes += 1
        assert passes < 10
    assert dates.stepped >= 4
    board = daily.board(daily.day_number(2026, 11, 26), "beginner", 320, 240)
    lay = app.layout
    cols, rows, mines, _, number, _ = board
    assert (lay.cols, lay.rows, lay.mines, app.game.seed) == (cols, rows, mines, number)
    assert app.mode is app.playing
    assert not daily_loaded()  # released after use


def test_the_first_try_is_recorded_and_later_ones_are_practice():
    dates = Dates((2026, 11, 26))
    app, touch = app_on(dates)
    records = app.records
    key = app.level_key
    press_daily(app)
    ready(app, touch)
    day = daily.day_number(2026, 11, 26)
    assert app.game.seed == daily.seed(day, 0) and app.game.guaranteed
    assert app.choices.no_guess == 0  # the player's choice, back (and kept)
    assert "ng" not in records.prefs or records.prefs["ng"] == 0
    assert daily.Days(records.blob).result(0, day) == daily.STARTED
    now = finish(app, touch, 0)
    assert daily.Days(records.blob).result(0, day) == daily.WON_DAY
    assert (
        records.figures(key)["played"] == 1 and records.figures(key)["won"] == 1
    )  # counted there too
    assert not records.dirty  # the day's result written at once
    assert app.screen.note.startswith("New best time")  # (its note wins)
    # Daily again: the page says the board is played, then practice.
    app.open_menu(now)
    press_daily(app, now)
    assert app.mode is app.menu
    assert home(app).said.startswith("Today's board is played")
    press_daily(app, now)
    assert app.mode is app.playing and app.game.seed == daily.seed(day, 0)
    finish(app, touch, now, win=False)
    assert daily.Days(records.blob).result(0, day) == daily.WON_DAY
    assert records.figures(key)["played"] == 1  # practice counts nowhere


def test_a_recorded_try_given_up_is_lost_and_the_run_counts_days():
    dates = Dates((2026, 12, 31))
    app, touch = app_on(dates)
    records = app.records
    press_daily(app)
    ready(app, touch)
    day = daily.day_number(2026, 12, 31)
    tap_cell(app, touch, app.game.start, 0)  # the try is on
    app.open_menu(0)
    press_daily(app)  # back to it, not a new board
    app.step(0)
    assert app.mode is app.playing and app.game.state == PLAYING
    app.open_menu(0)
    app.menu.leave(True)  # a new game: the try is given up
    app.step(0)
    app.open_menu(0)
    press_daily(app)
    assert daily.Days(records.blob).result(0, day) == daily.LOST_DAY
    assert home(app).said.startswith("Today's board is played")
    # The next day (a new year) goes on with the run; a missed day ends it.
    for date, run_after in (((2027, 1, 1), 2), ((2027, 1, 3), 1)):
        dates.date = date
        app.open_menu(0)
        home(app).said = None
        press_daily(app)
        assert app.mode is app.playing, date
        now = finish(app, touch, 0, win=False)
        days = daily.Days(records.blob)
        entry = days.entries[0]
        assert (entry.run, entry.best) == (run_after, 2), date
        # The end screen's figures, the daily board's date and run below.
        note = app.screen.note
        assert note.startswith("Lost after"), note
        assert note.endswith(
            "\nDaily %d-%02d-%02d\n%d day%s in a row"
            % (date + (run_after, "" if run_after == 1 else "s"))
        ), note
        run(app, touch, NOTE_MS + 40, None, now)
        assert app.screen.note is None


def test_a_note_marks_the_daily_board_once_made_and_its_end():
    dates = Dates((2026, 11, 26))
    app, touch = app_on(dates)
    press_daily(app)
    assert app.helper.waiting  # (its no-guess board in the making)
    now = ready(app, touch)
    app.step(now)
    assert app.screen.note == "Daily 2026-11-26"  # the recorded try
    now = finish(app, touch, now)
    assert app.screen.note.startswith("New best time")
    assert app.screen.note.endswith("\nDaily 2026-11-26\n1 day in a row")
    # Practice: said so as it starts, and at its end.
    app.open_menu(now)
    press_daily(app, now)
    press_daily(app, now)
    now = ready(app, touch, now)
    app.step(now)
    assert app.screen.note == "Daily 2026-11-26\npractice"
    now = finish(app, touch, now, win=False)
    assert app.screen.note.startswith("Lost after")
    assert app.screen.note.endswith("\nDaily 2026-11-26\npractice")
    assert not daily_loaded()  # loaded only when used
    # A game begun while the board was in the making is not marked.
    app.open_menu(now)
    press_daily(app, now)
    press_daily(app, now)
    assert app.helper.waiting  # (the mark waits for the board)
    app.new_game(now)
    now = ready(app, touch, now)
    app.step(now)
    app.step(now)
    assert app.screen.note is None


def test_daily_by_keys():
    app, _ = app_on(Dates((2026, 11, 26)))
    page = home(app)
    for code in (keys.UP, keys.UP):  # from Play to the level, to Daily
        page.key(code, 0)
    assert page.controls[page.focus].name == "Daily"
    app.menu.key(keys.OPEN, 0)
    app.step(0)
    app.step(0)
    day = daily.day_number(2026, 11, 26)
    assert app.mode is app.playing and app.game.seed == daily.seed(day, 0)


def test_daily_over_a_paused_game_says_it_ends_it_first():
    app, touch = app_on(Dates((2026, 11, 26)))
    app.menu.leave(True, 77)  # game 77 of the menu's choices
    app.step(0)
    tap_cell(app, touch, 0, 0)
    assert app.game.state == PLAYING
    app.open_menu(0)
    seed = app.game.seed
    press_daily(app)
    assert app.mode is app.menu and app.game.seed == seed
    assert home(app).said.startswith("Daily ends the paused game")
    press_daily(app)
    day = daily.day_number(2026, 11, 26)
    assert app.mode is app.playing and app.game.seed == daily.seed(day, 0)
