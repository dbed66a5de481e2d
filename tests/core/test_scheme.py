# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The input rules (controls/scheme.py): what an input does to a cell in
each scheme, and the codes the keys and the game share (both lanes)."""

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
