# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The daily board on the app: the menu's Daily answered, today's board
marked once made, and its end recorded.

The first try of the day is the one recorded (it counts in the level's
ordinary statistics too, as any game of the level does); later tries of
the same board are practice and count nowhere (a board whose mines were
seen is no fair best). The menu's first page asks the loop's pass for its
Daily (:meth:`minesweeper.loop.Loop.ask`) and the pass has it answered
here (:func:`answer`): a line the page shows, or today's board, which the
app plays as it plays a board code's (:meth:`minesweeper.app.App.play_code`).
Once that board is made the pass has it marked (:func:`mark`); when a game
ends :mod:`minesweeper.saved` calls :func:`ended`. Each caller imports the
module for the call and forgets the folder's modules after
(``forget_under("minesweeper.daily.")``).

Needs the app's ``dates`` (docs/architecture.md, "The date": ``ask``,
``step``, ``today``, ``why``, ``busy``; None where the board has no way to
a date), its records, choices, layout and game. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.daily.days import (
    STARTED,
    Days,
    blob,
    board,
    date_of,
    day_number,
    said,
    seed,
)
from minesweeper.rules.game import PLAYING, READY
from minesweeper.rules.levels import PRESETS, parse_key

# What the loop's pass is asked (minesweeper.loop: the same values).
_DAILY = const(64)  # the first page's Daily: answered once the date is not busy
_DATED = const(128)  # ... asked again once the date's fetch has ended
_MARK = const(256)  # today's board, once made, is marked by a note
_PLAYED = "Today's board is played:\nDaily again to practise"
_ENDS = "Daily ends the paused game:\nDaily again to play it"
_AGAIN = "\npractice"  # the board again: counts nowhere
# What ended() says of a game.
ORDINARY = const(0)  # not today's board
COUNTED = const(1)  # the day's recorded try
PRACTICE = const(2)  # the day's board again: counts nowhere


def answer(app, shown, dated, now):
    """The first page's Daily, from the loop's pass: today's board of the
    chosen level to play (a board as :meth:`minesweeper.app.App.play_code`
    takes it), None to go back to the recorded try still on, or one line
    saying why not (``shown``: the page's line now). While the date is being
    fetched the line says so and the pass is asked to answer again once it
    has ended (``dated``: then a fetch that failed says why, not asked
    again). The first try of the day is recorded as started; a later one
    is practice, played once the page has said so and Daily is pressed
    again."""
    dates = app.dates
    if dates is None:
        return "No clock on this board"
    level = app.choices.level
    if level not in PRESETS:
        return "No daily board for a custom size"
    if not dated:  # (a fetch that has ended is not asked again at once)
        dates.ask(now)
    today = dates.today()
    if today is None:
        if dates.busy():
            app.ask(_DAILY | _DATED)
        return dates.why()
    try:
        day = day_number(*today)
    except ValueError as err:
        return "No daily board: " + str(err)
    lay = app.layout
    made = board(day, level, lay.screen_w, lay.screen_h)
    _, _, _, _, number, _ = made
    index = PRESETS.index(level)
    records = app.records
    days = Days(blob(records))
    game = app.game
    on = game.seed == number and app.same_board()
    if days.result(index, day) == STARTED and on and game.state in (PLAYING, READY):
        return None  # the recorded try, still on: back to it
    if game.state == PLAYING and not on and shown != _ENDS:
        return _ENDS  # (as the large button says "New game: ...")
    if days.result(index, day) == STARTED:
        days.finish(index, False, 0)  # given up for another game: lost
        _keep(records, days)
    if days.begin(index, day):
        _keep(records, days)
        print("daily %s %d-%02d-%02d: the recorded try" % ((level,) + tuple(today)))
    elif shown != _PLAYED:
        return _PLAYED
    else:
        print("daily %s: practice, not recorded" % level)
    app.ask(_MARK)
    return made


def _today(app):
    """``(days, index, record)`` where the game on screen is the board of
    the day its level's daily record names, else None."""
    level, _, _, _ = parse_key(app.level_key)
    if level not in PRESETS:
        return None
    index = PRESETS.index(level)
    days = Days(blob(app.records))
    entry = days.entries[index]
    if entry.day is None or app.game.seed != seed(entry.day, index):
        return None
    return days, index, entry


def mark(app, now):
    """Today's board, made (from the loop's pass): a note marks it, its
    date, and "practice" where it is not the recorded try; nothing for a
    game begun meanwhile."""
    found = _today(app)
    if found is not None:
        _, _, entry = found
        app.note_after(_mark(entry.day, "" if entry.result == STARTED else _AGAIN), now)


def _keep(records, days):
    keep = getattr(records, "keep_daily", None)
    if keep is not None:
        keep(days.encode())


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
    found = _today(app)
    if found is None:
        return ORDINARY
    days, index, entry = found
    if not days.finish(index, won, ms, app.hinted):
        app.note(_mark(entry.day, _AGAIN), now)
        return PRACTICE
    _keep(app.records, days)
    run = entry.run
    level = PRESETS[index]
    print("daily %s: %s, %d in a row" % (level, said(entry), run))
    rows = "\n%d day%s in a row" % (run, "" if run == 1 else "s")
    app.note(_mark(entry.day, rows), now)
    return COUNTED
