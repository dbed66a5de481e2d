# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Daily on a desktop PyPortal and Titano (pixels read back):
tapped with no date source it says why in one line and plays nothing;
with the desktop's clock it plays today's board; the day's result shows on
the Records page; the window (code.py) and the terminal get the desktop's
clock."""

import calendar
import os
import sys
import time

import board
import pytest
from dates import Clock
from proc import run as run_python
from test_menu_view import SIZES, menu_rig, shows, tap_word
from test_simulate import RUN_WINDOW
from test_terminal import pty_run, shows_help, shows_menu  # noqa: F401 (a fixture)

sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/core")
from test_daily_app import DailyRecords  # noqa: E402

from minesweeper.daily import days as daily  # noqa: E402
from minesweeper.rules.game import LOST, PLAYING, READY  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def at(year, month, day, seconds=0):
    """A clock reading of that UTC date (and seconds into it)."""
    return lambda: calendar.timegm((year, month, day, 0, 0, 0)) + seconds


def test_the_desktop_clock_gives_the_utc_date_at_once():
    clock = Clock(at(2026, 12, 31, 86399))  # the last second of the year
    clock.ask(0)
    assert not clock.busy() and clock.today() == (2026, 12, 31)
    assert Clock(at(2026, 12, 31, 86400)).today() == (2027, 1, 1)
    assert isinstance(board.DATES, Clock)  # what code.py hands the window's app


@pytest.mark.parametrize("size", SIZES)
def test_daily_with_no_date_source_says_why_on_screen(size):
    rig = menu_rig(size)
    rig.app.dates = None
    seed = rig.app.game.seed
    tap_word(rig, "Daily")
    rig.run(40)
    assert rig.app.mode is rig.app.menu and rig.app.game.seed == seed
    assert shows(rig, "No clock on this board") == "No clock on this board"


@pytest.mark.parametrize("size", SIZES)
def test_daily_plays_todays_board_and_its_result_shows_on_the_records(size):
    rig = menu_rig(size)
    app = rig.app
    app.records.__class__ = DailyRecords  # with the daily blob (see test_daily)
    app.dates = Clock(at(2026, 11, 26, 3600))
    assert shows(rig, "Daily") == "Daily"
    tap_word(rig, "Daily")
    while app.mode is app.menu or app.helper.waiting:
        rig.run(20)
    made = daily.board(daily.day_number(2026, 11, 26), "beginner", *size)
    lay = app.layout
    assert (lay.cols, lay.rows, lay.mines) == made[:3]
    assert app.game.seed == made[4] and app.game.state in (READY, PLAYING)
    rig.run(40)
    assert app.screen.note_text == "Daily 2026-11-26"  # the board marked
    game = app.game
    rig.tap(game.start)  # the marked start cell, then a mine
    w = game.width
    rig.tap(next(i for i in range(game.size) if game.is_mine(i % w, i // w)))
    assert game.state == LOST
    # The end screen's figures, the daily board's lines below.
    assert app.screen.note_text.endswith("\nDaily 2026-11-26\n1 day in a row")
    app.open_menu(rig.now)
    rig.run(40)
    tap_word(rig, "Records")
    rig.run(40)
    page = app.menu.page
    while "Daily Beginner" not in "".join(t.text for t in page.texts):
        tap_word(rig, ">")  # the page's next part
        rig.run(40)
    assert shows(rig, "2026-11-26: lost") == "2026-11-26: lost"
    assert shows(rig, "1 day in a row, best 1") == "1 day in a row, best 1"


def utc_date():
    t = time.gmtime()
    return "%d-%02d-%02d" % (t.tm_year, t.tm_mon, t.tm_mday)


def test_the_terminal_plays_the_daily_board_by_keys_from_the_computers_clock(
    pty_run,  # noqa: F811 (test_terminal's fixture)
):
    run = pty_run("--terminal", "--level", "beginner")
    run.wait_for(shows_menu)
    before = utc_date()
    run.type("\x1b[A\x1b[A\r")  # up from Play to the level, up to Daily, press
    run.wait_for(shows_help)  # a board: the daily one
    dates = {before, utc_date()}  # (either, at midnight)
    said = ["daily beginner %s: the recorded try" % d for d in dates]
    run.wait_for(lambda lines: any(line.strip() in said for line in lines))
    run.type("q")
    assert run.finish() == 0


def test_the_window_hands_its_app_the_computers_clock():
    script = RUN_WINDOW + "print(type(built[0].dates).__name__)\n"
    result = run_python(
        [sys.executable, "-P", "-c", script, os.path.join(ROOT, "tools")],
        ("MINESWEEPER_",),
        SDL_VIDEODRIVER="dummy",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "Clock"
