# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The terminal names keys where the board names touches: the pause note
(the core's text, said in keys by the terminal's screen) and How to play
(the page asks the screen, tests/core/test_howto.py), on its own and in a
game played in a pseudo-terminal."""

import re

from ptyrun import PtyRun
from terminal import TerminalScreen

from minesweeper.layout import fit

# Words that name a touch input.
TOUCH_WORDS = re.compile(r"\b(tap|taps|tapped|hold|holding|touch|counter)\b", re.I)


def test_the_terminal_says_space_where_the_game_says_tap():
    screen = TerminalScreen(fit("beginner", 320, 240), lambda text: None)
    assert screen.keys_only  # so How to play names keys
    screen.show_note("Paused: tap to play on")
    assert screen.note == "Paused: Space to play on"
    assert not TOUCH_WORDS.search("\n".join(screen.lines()))
    screen.show_note("New best time: 41 s")  # a note naming no input stays
    assert screen.note == "New best time: 41 s"


def test_a_terminal_game_names_keys_when_paused_and_on_its_help_page(tmp_path):
    with PtyRun(
        "--terminal",
        "--level",
        "beginner",
        "--seed",
        "5",
        env={
            "MINESWEEPER_NVM": str(tmp_path / "nvm.bin"),
            "MINESWEEPER_NO_GUESS": "0",
        },
    ) as run:
        run.wait_for(lambda lines: any("[Play]" in line for line in lines))
        # Down to the pages' row, left to its end (Settings), right twice.
        run.type("\x1b[B\x1b[D\x1b[D\x1b[C\x1b[C\r")
        lines = run.wait_for(lambda lines: any("How to play" in x for x in lines))
        text = " ".join(" ".join(lines).split())
        # (its first part: the page is in parts on a small screen)
        assert "Space opens the cell in brackets; F flags it." in text
        assert not TOUCH_WORDS.search(text)
        run.type("\x1b")  # the first page again
        run.wait_for(lambda lines: any("[Help]" in line for line in lines))
        run.type("\x1b")  # and the game
        run.wait_for(lambda lines: any(":)" in line for line in lines))
        run.type(" ")  # Space opens the cursor's cell: a game in play
        run.wait_for(lambda lines: sum(line.count(".") for line in lines) < 54)
        run.type("p")
        lines = run.wait_for(lambda lines: any("Paused" in line for line in lines))
        note = next(line.strip() for line in lines if "Paused" in line)
        assert note == "Paused: Space to play on"
        run.type("q")
        assert run.finish() == 0
