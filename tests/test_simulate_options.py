# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The simulator's options (make play's LEVEL=, SCHEME=, SCALE=): a bad
value is named as it was given, in one line, and the game goes on."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import simulate  # noqa: E402


@pytest.fixture
def environment():
    """The MINESWEEPER_* environment as the simulator leaves it, put back
    afterwards."""
    saved = dict(os.environ)
    for key in list(os.environ):
        if key.startswith("MINESWEEPER_") and key != "MINESWEEPER_NVM":
            del os.environ[key]
    yield os.environ
    os.environ.clear()
    os.environ.update(saved)


def test_a_bad_option_is_named_as_given_once_and_play_goes_on(environment, capsys):
    environment["MINESWEEPER_SCHEME"] = "sideways"  # set in the shell
    played = []

    def demo(args):
        # What the game reads as it starts: the settings, and the zoom a
        # window would take.
        from board import asked_scale

        app, _ = simulate.demo_app(nvm=bytearray(8192))
        played.append((app.choices.level, app.choices.scheme, asked_scale()))
        return 0

    real = simulate.demo
    simulate.demo = demo
    try:
        code = simulate.main(["--headless", "--level", "nonsense", "--scale", "0"])
    finally:
        simulate.demo = real
    assert code == 0
    assert played == [("intermediate", "modern", None)]  # the defaults
    lines = capsys.readouterr().out.splitlines()
    for said in (
        "LEVEL=/--level 'nonsense' is not one of beginner, intermediate, "
        "expert, classic",
        "environment variable MINESWEEPER_SCHEME 'sideways' is not one of "
        "modern, classic",
        "SCALE=/--scale '0' is not 1 to 8: fitting the desktop",
    ):
        assert lines.count(said) == 1, lines
    assert not [line for line in lines if "settings.toml" in line], lines
    assert not [line for line in lines if "MINESWEEPER_SCALE" in line], lines


def test_the_demo_plays_its_own_games_and_says_nothing_of_an_old_number(
    environment, capsys
):
    # MINESWEEPER_GAME is noted by the game that plays it (the window's and
    # the terminal's, tests/test_terminal_setup.py): the options' check
    # says nothing of it, and the demo, which plays its own games, neither.
    environment["MINESWEEPER_GAME"] = "4321"

    def demo(args):
        simulate.demo_app(nvm=bytearray(8192))
        return 0

    real = simulate.demo
    simulate.demo = demo
    try:
        assert simulate.main(["--headless"]) == 0
    finally:
        simulate.demo = real
    lines = capsys.readouterr().out.splitlines()
    assert not [line for line in lines if "MINESWEEPER_GAME" in line], lines
