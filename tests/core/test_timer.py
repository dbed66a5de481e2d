# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game timer (rules/timer.py) on its own (both lanes)."""

from minesweeper.rules.timer import Timer


def test_timer_starts_pauses_stops_and_caps():
    t = Timer()
    assert t.seconds(5000) == 0 and not t.started
    t.start(1000)
    assert t.seconds(3500) == 2
    t.pause(3500)
    assert t.seconds(100000) == 2  # paused: stands still
    t.resume(200000)
    assert t.seconds(201000) == 3
    t.start(500000)  # already started: no restart from 0
    assert t.seconds(202000) == 4
    assert t.seconds(202000 + 2000000) == 999
    assert t.seconds(202000 + 2001000) == 999  # frozen, not restarted
    t.start(0)
    assert t.seconds(5) == 999
    t.stop(10)
    assert t.seconds(999999) == 999


def test_timer_of_a_game_ended_by_its_first_tap_is_zero():
    t = Timer()
    t.start(70000)
    t.stop(70000)
    assert t.seconds(90000) == 0
