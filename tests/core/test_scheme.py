# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The input rules (controls) and the timer, on their own (both lanes)."""

from check import board

from minesweeper.controls import scheme
from minesweeper.controls.scheme import (
    CHORD,
    MARK,
    NONE,
    OPEN,
    REVEAL,
    TOGGLE_FLAG,
    TOGGLE_QUESTION,
)
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
        (MARK, tiles.HIDDEN): TOGGLE_FLAG,
        (MARK, tiles.QUESTION): TOGGLE_FLAG,
        (MARK, tiles.FLAG): TOGGLE_FLAG,  # takes it off
        (MARK, 3): NONE,
        (MARK, tiles.EXPLODED): NONE,
    }
    for (event, code), want in expect.items():
        assert scheme.action(event, False, code) == want, (event, code)


def test_classic_scheme_is_the_guides_cycle_for_either_input():
    for event in (OPEN, MARK):
        assert scheme.action(event, True, tiles.HIDDEN) == TOGGLE_QUESTION
        assert scheme.action(event, True, tiles.QUESTION) == TOGGLE_FLAG
        assert scheme.action(event, True, tiles.FLAG) == REVEAL
        for code in (0, 1, 8, tiles.MINE, tiles.WRONG_FLAG):
            assert scheme.action(event, True, code) == NONE


def test_game_act_plays_the_action_on_an_index():
    game = board("*1.*/11../....")
    assert sorted(game.act(REVEAL, 10)) == [6, 7, 8, 9, 10, 11]
    assert game.tile_at(10) == 0 and game.tile_at(2) == tiles.HIDDEN
    assert (
        list(game.act(TOGGLE_QUESTION, 3)) == [3] and game.tile_at(3) == tiles.QUESTION
    )
    assert list(game.act(TOGGLE_FLAG, 3)) == [3] and game.tile_at(3) == tiles.FLAG
    assert len(game.act(NONE, 2)) == 0 and game.tile_at(2) == tiles.HIDDEN
    # The 1 at index 7 has its one flag: chording opens index 2, the last
    # safe cell, and the win flags the other mine.
    assert sorted(game.act(CHORD, 7)) == [0, 2] and game.tile_at(2) == 1
    assert to_text(game) == "F11F/1111/0000"


def test_keys_give_the_inputs_and_game_mirrors_the_actions():
    from minesweeper.controls import keys
    from minesweeper.rules import game

    assert (keys.OPEN, keys.MARK) == (OPEN, MARK)  # Space/Enter and F
    codes = (keys.NOTHING, OPEN, MARK, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT)
    codes += (keys.NEW, keys.PAUSE, keys.MENU, keys.HINT, keys.QUIT)
    assert len(set(codes)) == len(codes)
    assert keys.UP < keys.DOWN < keys.LEFT < keys.RIGHT == keys.UP + 3
    actions = (NONE, REVEAL, TOGGLE_FLAG, TOGGLE_QUESTION, CHORD)
    assert len(set(actions)) == len(actions)
    # Under MicroPython _names are folded away; check them where they exist.
    for module, name, value in (
        (game, "_REVEAL", REVEAL),
        (game, "_TOGGLE_FLAG", TOGGLE_FLAG),
        (game, "_TOGGLE_QUESTION", TOGGLE_QUESTION),
        (game, "_CHORD", CHORD),
        (game, "_HIDDEN", tiles.HIDDEN),
        (game, "_FLAG", tiles.FLAG),
        (game, "_QUESTION", tiles.QUESTION),
        (game, "_MINE", tiles.MINE),
        (game, "_EXPLODED", tiles.EXPLODED),
        (game, "_WRONG_FLAG", tiles.WRONG_FLAG),
        (scheme, "_HIDDEN", tiles.HIDDEN),
        (scheme, "_FLAG", tiles.FLAG),
        (scheme, "_QUESTION", tiles.QUESTION),
        (scheme, "_START", tiles.START),
    ):
        if hasattr(module, name):
            assert getattr(module, name) == value, (module, name)


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
