# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""minesweeper.daily.days (both lanes): a date's day number and board, the same
on every interpreter, and its records (the days in a row, a missed day).
The menu's Daily through the app: tests/core/test_daily_app.py (a file of
its own: each runs in a fresh MicroPython, and the app's games take the
name table near its next pool, 14 KB in one block on a 64-bit build)."""

from check import raises

from minesweeper.daily import days as daily
from minesweeper.rules.rng import SEED_LIMIT


def next_date(date):
    """The date after ``date`` (counted by hand, not by the module)."""
    y, m, d = date
    months = [31, 29 if y % 4 == 0 and (y % 100 or y % 400 == 0) else 28]
    months += [31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if d < months[m - 1]:
        return (y, m, d + 1)
    if m < 12:
        return (y, m + 1, 1)
    return (y + 1, 1, 1)


def fields(days):
    """Every preset's record, field by field."""
    return [(e.day, e.result, e.ms, e.run, e.best) for e in days.entries]


# -- dates and boards ------------------------------------------------------------


def test_day_numbers_count_from_2000():
    assert daily.day_number(2000, 1, 1) == 0
    assert daily.day_number(2000, 3, 1) == 60  # 2000 is a leap year
    assert daily.day_number(2001, 1, 1) == 366
    assert daily.day_number(2026, 11, 26) == 9826
    assert daily.day_number(2100, 3, 1) == 36584  # 2100 is not


def test_consecutive_days_over_month_and_year_ends():
    for first in ((2023, 12, 25), (2024, 2, 20), (2099, 12, 30), (2100, 2, 25)):
        date = first
        day = daily.day_number(*date)
        for _ in range(70):
            nxt = next_date(date)
            assert daily.day_number(*nxt) == day + 1, nxt
            assert daily.date_of(day + 1) == nxt
            date, day = nxt, day + 1


def test_every_day_number_comes_back_as_its_date():
    try:
        import datetime
    except ImportError:  # MicroPython: the CPython lane checks the calendar
        return
    start = datetime.date(2000, 1, 1)
    for day in range(0, daily.day_number(2179, 12, 31) + 1, 7):
        d = start + datetime.timedelta(days=day)
        assert daily.day_number(d.year, d.month, d.day) == day
        assert daily.date_of(day) == (d.year, d.month, d.day)


def test_a_date_that_is_not_one_is_refused():
    wrong = ((2026, 2, 29), (2026, 13, 1), (2026, 4, 31), (2026, 1, 0), (1970, 1, 1))
    for date in wrong:
        raises(ValueError, daily.day_number, *date)


def test_the_same_date_and_level_give_the_same_board_everywhere():
    # Pinned: the MicroPython lane checks the same numbers as CPython.
    day = daily.day_number(2026, 11, 26)
    assert daily.board(day, "beginner", 320, 240) == (9, 6, 7, True, 343704735, -1)
    assert daily.board(day, "expert", 320, 240) == (20, 13, 54, True, 450509723, -1)
    assert daily.board(day, "expert", 480, 320) == (30, 16, 99, True, 450509723, -1)
    assert daily.board(day + 1, "beginner", 320, 240)[4] == 86935848
    raises(ValueError, daily.board, day, "custom", 320, 240)


def test_seeds_differ_by_day_and_level_and_fit_30_bits():
    seen = set()
    for day in range(9800, 9900):
        for index in range(4):
            s = daily.seed(day, index)
            assert 0 <= s < SEED_LIMIT
            seen.add(s)
    assert len(seen) == 400


# -- the records -------------------------------------------------------------------


def test_days_in_a_row_and_a_missed_day():
    days = daily.Days()
    d = daily.day_number(2026, 12, 30)
    assert days.begin(0, d)
    assert not days.begin(0, d)  # once a day
    assert days.finish(0, True, 41302)
    assert not days.finish(0, False, 0)  # the result stays
    assert days.begin(0, d + 1) and days.begin(0, d + 2)  # into 2027
    assert days.run(0, d + 2) == 3 and days.run(0, d + 3) == 3  # not yet missed
    assert days.run(0, d + 4) == 0  # a day missed
    assert days.begin(0, d + 4)
    entry = days.entries[0]
    assert (entry.run, entry.best) == (1, 3)  # the run again, the best kept
    assert days.run(1, d) == 0  # another level's
    again = daily.Days(days.encode())
    assert fields(again) == fields(days)
    assert len(days.encode()) <= daily.DAILY_ROOM


def test_a_blob_it_cannot_read_is_a_fresh_start():
    for data in (b"", b"\x02" + bytes(44), b"\x01" + bytes(10), b"\x01" + b"\xff" * 44):
        assert fields(daily.Days(data)) == fields(daily.Days())


def test_the_records_paragraph():
    days = daily.Days()
    d = daily.day_number(2026, 11, 26)
    assert days.paragraph(0, "Beginner") is None
    days.begin(0, d - 1)
    days.begin(0, d)
    days.finish(0, True, 41302)
    text = days.paragraph(0, "Beginner", d)
    assert text == "Daily Beginner\n2026-11-26: won 41.302 s\n2 days in a row, best 2"
    assert days.paragraph(0, "Beginner", d + 2).endswith("0 days in a row, best 2")
    for line in text.split("\n"):
        assert len(line) <= 26
