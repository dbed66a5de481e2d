# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The daily board's days, boards and records: what a date plays, and
what the records keep of it. Hardware-free.

A date becomes a day number (days since 2000-01-01, :func:`day_number`);
the day and the level's place among the presets are mixed into a game
number of 30 bits (:func:`seed`); the level laid out on the screen gives
the size, and the board is no-guess wherever the level allows it
(:func:`minesweeper.rules.levels.no_guess_fits`), whatever the player's
own no-guess choice (:func:`board`). A level's size depends on the screen
(a Titano's Expert is larger than a PyPortal's), so players share a daily
board screen size by screen size.

The records (:class:`Days`, a :class:`Day` a preset): the last day played,
that day's result (started, won in N ms, won with a hint, lost), the days
played in a row up to it and the best such run. A missed day starts the
run again. They are the records' opaque daily blob
(``Records.daily_data()`` / ``Records.keep_daily(data)``, at most 48
bytes), in this format: byte 0 the format (1), then by PRESETS index 11
bytes a level: the day u16 (FFFF: never played), the result u8, the time
of a win in ms u32, the run u16 and the best run u16, little-endian.
The Records page reads them here (:func:`paragraphs`); the app's side
is :mod:`minesweeper.daily.play`.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const
from minesweeper.rules.levels import PRESETS, no_guess_fits
from minesweeper.rules.rng import XorShift32
from minesweeper.store.slots import get, put

DAILY_ROOM = const(48)  # the records' room for the blob (records.DAILY_ROOM)
_FORMAT = const(1)
_LEVEL_BYTES = const(11)
_NEVER = const(0xFFFF)
_MAX_MS = const(0x3FFFFFFF)
_MAX_RUN = const(0xFFFF)
_SALT = const(0x2A5D1C)  # mixed with the day, so that day 0 is no small seed
_FIRST_YEAR = const(2000)
_LAST_YEAR = const(2179)  # day numbers stay below 2**16
# A day's result.
NONE = const(0)  # not played
STARTED = const(1)  # the recorded try is on (or was given up)
WON_DAY = const(2)
LOST_DAY = const(3)
HINTED = const(4)  # won with a hint that told something

_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def day_number(year, month, day):
    """Days from 2000-01-01 to a UTC date; ValueError (one line) for a date
    that is not one, or outside 2000-2179."""
    if not (_FIRST_YEAR <= year <= _LAST_YEAR and 1 <= month <= 12):
        raise ValueError("the date %d-%02d-%02d is not believable" % (year, month, day))
    days = _MONTH_DAYS[month - 1] + (1 if month == 2 and _leap(year) else 0)
    if not 1 <= day <= days:
        raise ValueError("the date %d-%02d-%02d is not a date" % (year, month, day))
    years = year - _FIRST_YEAR
    # The leap days of the years before (2000 is one), then this year's.
    n = 365 * years + (years + 3) // 4 - (years + 99) // 100 + (years + 399) // 400
    for m in range(month - 1):
        n += _MONTH_DAYS[m]
    if month > 2 and _leap(year):
        n += 1
    return n + day - 1


def seed(day, index):
    """The game number of day ``day``'s board of preset ``index`` (PRESETS
    order): the day and the level mixed through the game's generator (a
    fixed mix, the same on every interpreter), 30 bits."""
    draw = XorShift32(_SALT ^ (day << 2 | index)).next16
    return (draw() & 0x3FFF) << 16 | draw()


def board(day, level, screen_w, screen_h):
    """Day ``day``'s board of ``level`` on a screen, as a board code names
    one (:meth:`minesweeper.app.App.play_code` plays it): ``(cols, rows,
    mines, no_guess, seed, -1)``; ValueError for a level that is not a
    preset."""
    if level not in PRESETS:
        raise ValueError("no daily board for a custom size: choose a level")
    lay = _layout.fit(level, screen_w, screen_h)
    cols, rows, mines = lay.cols, lay.rows, lay.mines
    number = seed(day, PRESETS.index(level))
    return (cols, rows, mines, no_guess_fits(cols, rows, mines), number, -1)


class Day:
    """One preset's daily record, by name (as :class:`minesweeper.helper.Kept`
    keeps its fields): the last day played (a day number; None: never), that
    day's result, the time of a win in ms, the days played in a row up to
    it and the best such run."""

    def __init__(self):
        self.day = None
        self.result = NONE
        self.ms = 0
        self.run = 0
        self.best = 0


class Days:
    """The daily records of every preset, from the blob ``data`` (bytes;
    anything it cannot read is a fresh start): ``entries[index]`` is preset
    ``index``'s :class:`Day`."""

    def __init__(self, data=b""):
        self.entries = [Day() for _ in PRESETS]
        if len(data) != 1 + _LEVEL_BYTES * len(PRESETS) or data[0] != _FORMAT:
            return
        at = 1
        for entry in self.entries:
            day = get(data, at, 2)
            result = data[at + 2]
            run = get(data, at + 7, 2)
            best = get(data, at + 9, 2)
            if day != _NEVER and result <= HINTED and 0 < run <= best:
                entry.day = day
                entry.result = result
                entry.ms = get(data, at + 3, 4)
                entry.run = run
                entry.best = best
            at += _LEVEL_BYTES

    def encode(self):
        out = bytearray(1 + _LEVEL_BYTES * len(PRESETS))
        out[0] = _FORMAT
        at = 1
        for entry in self.entries:
            day = entry.day
            put(out, at, _NEVER if day is None else day, 2)
            out[at + 2] = entry.result
            put(out, at + 3, entry.ms, 4)
            put(out, at + 7, entry.run, 2)
            put(out, at + 9, entry.best, 2)
            at += _LEVEL_BYTES
        return bytes(out)

    def result(self, index, today):
        """Day ``today``'s result at preset ``index`` (NONE: not played)."""
        entry = self.entries[index]
        return entry.result if entry.day == today else NONE

    def run(self, index, today):
        """The days played in a row up to ``today`` (or up to yesterday,
        today not played yet): 0 after a missed day."""
        entry = self.entries[index]
        day = entry.day
        return entry.run if day is not None and 0 <= today - day <= 1 else 0

    def begin(self, index, today):
        """The recorded try of ``today`` starts: the run goes on from
        yesterday, or starts again. False if today was played already."""
        entry = self.entries[index]
        if entry.day == today and entry.result != NONE:
            return False
        run = min(self.run(index, today) + 1, _MAX_RUN)
        entry.day = today
        entry.result = STARTED
        entry.ms = 0
        entry.run = run
        entry.best = max(run, entry.best)
        return True

    def finish(self, index, won, ms, hinted=False):
        """The recorded try ended (won in ``ms``, or lost); False when none
        was on."""
        entry = self.entries[index]
        if entry.result != STARTED:
            return False
        entry.result = (HINTED if hinted else WON_DAY) if won else LOST_DAY
        entry.ms = min(ms, _MAX_MS) if won else 0
        return True

    def paragraph(self, index, name, today=None):
        """Preset ``index``'s daily record, ``name`` first (lines of at most
        26 columns, as the Records page takes them), or None before its
        first day: the last day played and its result, and the days in a
        row (as of ``today``, the day number, where it is known)."""
        entry = self.entries[index]
        if entry.day is None:
            return None
        run = entry.run if today is None else self.run(index, today)
        return "Daily %s\n%d-%02d-%02d: %s\n%d day%s in a row, best %d" % (
            (name,)
            + date_of(entry.day)
            + (said(entry), run, "" if run == 1 else "s", entry.best)
        )


def said(entry):
    """A day's result (a :class:`Day`) in a few words."""
    result = entry.result
    if result == LOST_DAY:
        return "lost"
    if result == STARTED:
        return "not finished"
    ms = entry.ms
    hint = ", hint" if result == HINTED else ""
    return "won %d.%03d s%s" % (ms // 1000, ms % 1000, hint)


def date_of(day):
    """The date ``(year, month, day)`` of a day number (see
    :func:`day_number`)."""
    year = _FIRST_YEAR
    while True:
        days = 366 if _leap(year) else 365
        if day < days:
            break
        day -= days
        year += 1
    month = 0
    while True:
        days = _MONTH_DAYS[month] + (1 if month == 1 and _leap(year) else 0)
        if day < days:
            return (year, month + 1, day + 1)
        day -= days
        month += 1


def paragraphs(app, level_name):
    """The daily records of every preset played, for the Records page, each
    level called ``level_name(level)``."""
    days = Days(blob(app.records))
    dates = app.dates
    today = dates.today() if dates is not None else None
    try:
        today = None if today is None else day_number(*today)
    except ValueError:
        today = None
    out = []
    for index in range(len(PRESETS)):
        text = days.paragraph(index, level_name(PRESETS[index]), today)
        if text is not None:
            out.append(text)
    return out


def blob(records):
    """The records' daily blob (b"" where there are none)."""
    read = getattr(records, "daily_data", None)  # (None: no records)
    return (read() or b"") if read is not None else b""
