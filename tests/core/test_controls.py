# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The input rules (controls) and the timer, on their own (both lanes)."""

from check import board

from minesweeper.controls import scheme as controls
from minesweeper.controls.scheme import CHORD, FLAG, MARK, NONE, OPEN, QUESTION, REVEAL
from minesweeper.rules import tiles
from minesweeper.rules.text import to_text
from minesweeper.timer import Timer


def test_modern_scheme_table():
    expect = {
        (OPEN, tiles.HIDDEN): REVEAL,
        (OPEN, tiles.QUESTION): REVEAL,
        (OPEN, tiles.FLAG): NONE,  # a flag protects its cell
        (OPEN, 0): NONE,
        (OPEN, 3): CHORD,
        (OPEN, 8): CHORD,
        (OPEN, tiles.MINE): NONE,
        (MARK, tiles.HIDDEN): FLAG,
        (MARK, tiles.QUESTION): FLAG,
        (MARK, tiles.FLAG): FLAG,  # takes it off
        (MARK, 3): NONE,
        (MARK, tiles.EXPLODED): NONE,
    }
    for (event, code), want in expect.items():
        assert controls.action(event, False, code) == want, (event, code)


def test_classic_scheme_is_the_guides_cycle_for_either_input():
    for event in (OPEN, MARK):
        assert controls.action(event, True, tiles.HIDDEN) == QUESTION
        assert controls.action(event, True, tiles.QUESTION) == FLAG
        assert controls.action(event, True, tiles.FLAG) == REVEAL
        for code in (0, 1, 8, tiles.MINE, tiles.WRONG_FLAG):
            assert controls.action(event, True, code) == NONE


def test_game_act_plays_the_action_on_an_index():
    game = board("*1.*/11../....")
    assert sorted(game.act(REVEAL, 10)) == [6, 7, 8, 9, 10, 11]
    assert game.tile_at(10) == 0 and game.tile_at(2) == tiles.HIDDEN
    assert list(game.act(QUESTION, 3)) == [3] and game.tile_at(3) == tiles.QUESTION
    assert list(game.act(FLAG, 3)) == [3] and game.tile_at(3) == tiles.FLAG
    assert len(game.act(NONE, 2)) == 0 and game.tile_at(2) == tiles.HIDDEN
    # The 1 at index 7 has its one flag: chording opens index 2, the last
    # safe cell, and the win flags the other mine.
    assert sorted(game.act(CHORD, 7)) == [0, 2] and game.tile_at(2) == 1
    assert to_text(game) == "F11F/1111/0000"


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
