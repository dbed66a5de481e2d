# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The daily board: one board a UTC date and level, the same for every
player with the same screen, and its own records.

A date becomes a day number (days since 2000-01-01, :func:`day_number`);
the day and the level's place among the presets are mixed into a game
number of 30 bits (:func:`seed`); the level laid out on the screen gives
the size, and the board is no-guess wherever the level allows it
(:func:`minesweeper.rules.levels.no_guess_fits`), whatever the player's
own no-guess choice (:func:`board`). A level's size depends on the screen
(a Titano's Expert is larger than a PyPortal's), so players share a daily
board screen size by screen size.

The records (:class:`Days`), per preset: the last day played, that day's
result (started, won in N ms, won with a hint, lost), the days played in
a row up to it and the best such run. A missed day starts the run again.
They are the records' opaque daily blob (``Records.daily_data()`` /
``Records.keep_daily(data)``, at most 48 bytes), in this format:
byte 0 the format (1), then by PRESETS index 11 bytes a level: the day
u16 (FFFF: never played), the result u8, the time of a win in ms u32,
the run u16 and the best run u16, little-endian.

The first try of the day is the one recorded (it counts in the level's
ordinary statistics too, as any game of the level does); later tries of
the same board are practice and count nowhere (a board whose mines were
seen is no fair best). The menu's first page calls :func:`wanted` from
the loop's pass (its Daily), :mod:`minesweeper.saved` calls :func:`ended`
when a game ends, the Records page :func:`paragraphs`; each imports the
module for the call and forgets it after.

Needs the app's ``dates`` (docs/architecture.md, "The date": ``ask``,
``step``, ``today``, ``why``, ``busy``; None where the board has no way to
a date), its records, choices and layout. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const
from minesweeper.rules.game import PLAYING, READY
from minesweeper.rules.levels import PRESETS, no_guess_fits
from minesweeper.rules.rng import XorShift32
from minesweeper.store.slots import get, put

DAILY_ROOM = const(48)  # the records' room for the blob (records.DAILY_ROOM)
_WAITING = const(2)  # app.daily_asked: the pass waits for the date
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
_PLAYED = "Today's board is played:\nDaily again to practise"
_ENDS = "Daily ends the paused game:\nDaily again to play it"
_AGAIN = "\npractice"  # the board again: counts nowhere
# What ended() says of a game.
ORDINARY = const(0)  # not today's board
COUNTED = const(1)  # the day's recorded try
PRACTICE = const(2)  # the day's board again: counts nowhere

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
    """Day ``day``'s board of ``level`` on a screen: ``(cols, rows, mines,
    no_guess, seed)``; ValueError for a level that is not a preset."""
    if level not in PRESETS:
        raise ValueError("no daily board for a custom size: choose a level")
    lay = _layout.fit(level, screen_w, screen_h)
    ng = no_guess_fits(lay.cols, lay.rows, lay.mines)
    return (lay.cols, lay.rows, lay.mines, ng, seed(day, PRESETS.index(level)))


class Days:
    """The daily records of every preset, from the blob ``data`` (bytes;
    anything it cannot read is a fresh start): ``entries[index]`` is
    ``[day or None, result, ms, run, best]``."""

    def __init__(self, data=b""):
        self.entries = [[None, NONE, 0, 0, 0] for _ in PRESETS]  # type: list[list]
        if len(data) != 1 + _LEVEL_BYTES * len(PRESETS) or data[0] != _FORMAT:
            return
        at = 1
        for entry in self.entries:
            day = get(data, at, 2)
            result = data[at + 2]
            run = get(data, at + 7, 2)
            best = get(data, at + 9, 2)
            if day != _NEVER and result <= HINTED and 0 < run <= best:
                entry[:] = [day, result, get(data, at + 3, 4), run, best]
            at += _LEVEL_BYTES

    def encode(self):
        out = bytearray(1 + _LEVEL_BYTES * len(PRESETS))
        out[0] = _FORMAT
        at = 1
        for day, result, ms, run, best in self.entries:
            put(out, at, _NEVER if day is None else day, 2)
            out[at + 2] = result
            put(out, at + 3, ms, 4)
            put(out, at + 7, run, 2)
            put(out, at + 9, best, 2)
            at += _LEVEL_BYTES
        return bytes(out)

    def result(self, index, today):
        """Day ``today``'s result at preset ``index`` (NONE: not played)."""
        entry = self.entries[index]
        return entry[1] if entry[0] == today else NONE

    def run(self, index, today):
        """The days played in a row up to ``today`` (or up to yesterday,
        today not played yet): 0 after a missed day."""
        day, _, _, run, _ = self.entries[index]
        return run if day is not None and 0 <= today - day <= 1 else 0

    def begin(self, index, today):
        """The recorded try of ``today`` starts: the run goes on from
        yesterday, or starts again. False if today was played already."""
        entry = self.entries[index]
        if entry[0] == today and entry[1] != NONE:
            return False
        run = min(self.run(index, today) + 1, _MAX_RUN)
        entry[:] = [today, STARTED, 0, run, max(run, entry[4])]
        return True

    def finish(self, index, won, ms, hinted=False):
        """The recorded try ended (won in ``ms``, or lost); False when none
        was on."""
        entry = self.entries[index]
        if entry[1] != STARTED:
            return False
        entry[1] = (HINTED if hinted else WON_DAY) if won else LOST_DAY
        entry[2] = min(ms, _MAX_MS) if won else 0
        return True

    def paragraph(self, index, name, today=None):
        """Preset ``index``'s daily record, ``name`` first (lines of at most
        26 columns, as the Records page takes them), or None before its
        first day: the last day played and its result, and the days in a
        row (as of ``today``, the day number, where it is known)."""
        day, _, _, run, best = self.entries[index]
        if day is None:
            return None
        text = _result(self.entries[index])
        if today is not None:
            run = self.run(index, today)
        return "Daily %s\n%d-%02d-%02d: %s\n%d day%s in a row, best %d" % (
            (name,) + date_of(day) + (text, run, "" if run == 1 else "s", best)
        )


def _result(entry):
    """A day's result in a few words."""
    result = entry[1]
    if result == LOST_DAY:
        return "lost"
    if result == STARTED:
        return "not finished"
    ms = entry[2]
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
    days = Days(_blob(app.records))
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


# -- the app's side --------------------------------------------------------------


def _blob(records):
    """The records' daily blob (b"" where there are none)."""
    read = getattr(records, "daily_data", None)  # (None: no records)
    return (read() or b"") if read is not None else b""


def _keep(records, days):
    keep = getattr(records, "keep_daily", None)
    if keep is not None:
        keep(days.encode())


def _say(app, text, now):
    """One line: on the menu's first page (in place of its best time),
    else over the board."""
    page = app.menu.page if app.mode is app.menu else None
    if page is not None and page.name == "home":
        page.said = text
        page.refresh()
        app.menu.show(now)
    else:
        app.note(text, now)


def wanted(app, now):
    """The menu's Daily, from the loop's pass (``app.daily_asked``): today's
    board of the chosen level to play (the 5-tuple), or None with one line
    saying why not, or while the date is being fetched (``daily_asked``
    stays set: the pass calls again once ``dates`` is no longer busy, and
    then a fetch that failed says why, not asked again). The
    first try of the day is recorded as started; a later one is practice,
    played once the page has said so and Daily is pressed again."""
    dates = app.dates
    waiting = app.daily_asked == _WAITING
    app.daily_asked = False
    if dates is None:
        _say(app, "No clock on this board", now)
        return None
    level = app.choices.level
    if level not in PRESETS:
        _say(app, "No daily board for a custom size", now)
        return None
    if not waiting:  # (a fetch that has ended is not asked again at once)
        dates.ask(now)
    today = dates.today()
    if today is None:
        if dates.busy():
            app.daily_asked = _WAITING
        _say(app, dates.why(), now)
        return None
    try:
        day = day_number(*today)
    except ValueError as err:
        _say(app, "No daily board: " + str(err), now)
        return None
    lay = app.layout
    made = board(day, level, lay.screen_w, lay.screen_h)
    index = PRESETS.index(level)
    records = app.records
    days = Days(_blob(records))
    game = app.game
    on = game.seed == made[4] and app.same_board()
    said = getattr(app.menu.page, "said", None)
    if days.result(index, day) == STARTED and on and game.state in (PLAYING, READY):
        app.menu.leave()  # the recorded try, still on: back to it
        return None
    if game.state == PLAYING and not on and said != _ENDS:
        _say(app, _ENDS, now)  # (as the large button says "New game: ...")
        return None
    if days.result(index, day) == STARTED:
        days.finish(index, False, 0)  # given up for another game: lost
        _keep(records, days)
    if days.begin(index, day):
        _keep(records, days)
        print("daily %s %d-%02d-%02d: the recorded try" % ((level,) + tuple(today)))
        app.daily_said = (made[4], _mark(day, ""))
        return made
    if said != _PLAYED:
        _say(app, _PLAYED, now)
        return None
    print("daily %s: practice, not recorded" % level)
    app.daily_said = (made[4], _mark(day, _AGAIN))
    return made


def _mark(day, then):
    """The note that marks day ``day``'s board, its date as the Records page
    gives it, ``then`` below (lines of at most 20 columns, as a note over
    the board takes them)."""
    return "Daily %d-%02d-%02d" % date_of(day) + then


def ended(app, won, ms, now):
    """A game ended: ORDINARY, COUNTED (the day's recorded try: its result
    kept, on the console, and its date and run as a note, which the end
    screen shows with the game's figures) or PRACTICE (that board again:
    counts nowhere; a note says so)."""
    level = app.level_key.split(":")[0]
    if level not in PRESETS:
        return ORDINARY
    index = PRESETS.index(level)
    days = Days(_blob(app.records))
    day = days.entries[index][0]
    if day is None or app.game.seed != seed(day, index):
        return ORDINARY
    if not days.finish(index, won, ms, app.hinted):
        app.note(_mark(day, _AGAIN), now)
        return PRACTICE
    _keep(app.records, days)
    run = days.entries[index][3]
    print("daily %s: %s, %d in a row" % (level, _result(days.entries[index]), run))
    app.note(_mark(day, "\n%d day%s in a row" % (run, "" if run == 1 else "s")), now)
    return COUNTED
