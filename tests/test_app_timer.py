# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game timer as the status bar and the console show it. On a desktop
PyPortal through the real app loop, checked by reading the rendered pixels
back (see rig.py)."""

from rig import Rig, first_safe_plan

from minesweeper.compat import PERIOD
from minesweeper.rules import tiles
from minesweeper.rules.code import encode, group
from minesweeper.rules.game import LOST, PLAYING, WON


def test_timer_counts_through_the_tick_wrap():
    rig = Rig("expert", seed=13, start=PERIOD - 3000)
    first_safe_plan(rig)
    assert rig.game.state == PLAYING
    rig.run(5000)  # the tick counter wraps during this
    assert rig.now < 10000
    assert rig.timer() == "005"


def test_timer_caps_at_999():
    rig = Rig("expert", seed=13)
    first_safe_plan(rig)
    rig.app.tick(rig.now + 2_000_000)
    rig.app.screen.refresh()
    assert rig.timer() == "999"


def test_after_999_the_timer_stays_until_the_end_and_the_console_says_999(capsys):
    rig = Rig("beginner", seed=3)
    rig.app.choices.dim = 0  # (16 minutes without a tap would dim and pause)
    safe = first_safe_plan(rig)
    game = rig.game
    rig.run(40)
    rig.now += 1_000_000  # far past 999 s
    rig.run(40)
    assert rig.timer() == "999"
    rig.tap(next(i for i in safe if game.tile_at(i) == tiles.HIDDEN))
    rig.run(2000)
    assert game.state == PLAYING and rig.timer() == "999"
    w = game.width
    rig.tap(next(i for i in range(game.size) if game.is_mine(i % w, i // w)))
    assert game.state == LOST and rig.timer() == "999"
    said = "lost after 999.000 s, 3BV 2 of 5, 0.00 3BV/s, clicks 3, efficiency 66%, "
    said += "code " + group(encode(*rig.app.board()))
    assert capsys.readouterr().out.splitlines()[-1] == said
    assert rig.app.board()[4] == 3


def test_a_game_won_by_its_first_tap_shows_and_says_0_s(capsys):
    rig = Rig("beginner", seed=536)  # its first reveal at (4, 3) wins
    rig.run(30_000)  # the player looks for 30 s first
    rig.tap(rig.index(4, 3))
    assert rig.game.state == WON and rig.face() == "won" and rig.timer() == "000"
    said = "won in 0.000 s, 3BV 1, 1000.00 3BV/s, clicks 1, efficiency 100%, code "
    said += group(encode(9, 6, 7, False, 536, rig.index(4, 3)))
    assert capsys.readouterr().out.splitlines()[-1] == said
