# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The end of a game short of memory, on stand-in hardware (both lanes):
the records have the game, the console its end line and the screen a
note, whichever optional step (the 3BV, the figures' lines, the replay)
finds no memory."""

import sys

from check import saying
from standins import make

from minesweeper import playing as playing_module
from minesweeper.compat import forget_under
from minesweeper.controls import scheme
from minesweeper.rules.game import LOST, WON
from minesweeper.store.records import Records

# On the beginner board of a 320x240 screen, game 536's first reveal at
# (4, 3) opens every safe cell: a win by the first tap (tests/core/test_loop.py).
FIRST_TAP_WIN = 536
FIRST = 3 * 9 + 4


def refuse(*args):
    raise MemoryError("memory allocation failed, allocating 1024 bytes")


class Refusing:
    """A module the app imports at a game's end, its work finding no memory."""

    three_bv = ended = keep = staticmethod(refuse)


def instead(name, module, func, *args):
    """``func(*args)`` with ``module`` imported for the module ``name``
    (the app lets it go after, as it does the real one)."""
    forget_under(name)
    sys.modules[name] = module
    try:
        return saying([playing_module], func, *args)
    finally:
        forget_under(name)


def test_a_win_whose_figures_find_no_memory_is_recorded_said_and_shown():
    nvm = bytearray(8192)  # (room for a replay)
    app, screen, sounds, touch = make(nvm=nvm, seed=FIRST_TAP_WIN)
    _, said = instead(
        "minesweeper.rules.stats",
        Refusing(),
        app.playing.press,
        scheme.OPEN,
        FIRST,
        500,
    )
    assert app.game.state == WON and sounds.played[-1] == "win"
    code = app.codes((app.board(),))[0]  # (the board's, laid by the tap)
    assert said == ["won in 0.000 s, code %s (no memory for the figures)" % code]
    assert screen.note == "New best: 0.000 s"
    again = Records(nvm).figures(app.level_key)  # written at once: a new best
    assert again["played"] == again["won"] == 1 and again["best"] == (
        0,
        0,
    )  # (its 3BV not known)


def test_a_loss_whose_lines_find_no_memory_is_recorded_said_and_shown():
    from minesweeper.rules import stats

    class Lineless:  # the 3BV worked out; no room for the lines
        three_bv = staticmethod(stats.three_bv)
        ended = staticmethod(refuse)

    app, screen, sounds, touch = make(seed=FIRST_TAP_WIN)
    game = app.game
    app.playing.press(scheme.OPEN, 4, 500)  # (4, 0): the board laid around it
    w = game.width
    mine = next(i for i in range(game.size) if game.is_mine(i % w, i // w))
    assert game.state != WON
    _, said = instead(
        "minesweeper.rules.stats",
        Lineless(),
        app.playing.press,
        scheme.OPEN,
        mine,
        2845,
    )
    assert game.state == LOST
    assert said == [
        "lost after 2.345 s, code %s (no memory for the figures)"
        % app.codes((app.board(),))[0]
    ]
    assert screen.note == "Lost after 2.345 s"
    figures = app.records.figures(app.level_key)
    assert figures["played"] == 1 and figures["won"] == 0


def test_a_best_whose_replay_finds_no_memory_says_so_over_the_board():
    app, screen, sounds, touch = make(nvm=bytearray(8192), seed=FIRST_TAP_WIN)
    _, said = instead(
        "minesweeper.replay.keep",
        Refusing(),
        app.playing.press,
        scheme.OPEN,
        FIRST,
        500,
    )
    assert app.game.state == WON
    assert screen.note.startswith("New best time!\n0.000 s\n")
    assert screen.note.endswith("\nReplay not kept")
    # The next end, its replay not asked for (no new best), says nothing of one.
    app.new_game(1000, FIRST_TAP_WIN)
    app.playing.press(scheme.OPEN, FIRST, 1500)
    assert app.game.state == WON and screen.note.startswith("Won in 0.000 s\n")
    assert "Replay" not in screen.note
