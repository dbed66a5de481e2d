# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The terminal front end is set up as the window is (by the device's own
set-up step): the options given for a run win over the choices saved in the
menu, which stay saved."""

from microcontroller import FileNvm
from ptyrun import PtyRun
from terminal import HELP, MENU_HELP

from minesweeper.layout import fit
from minesweeper.store.records import Records

SETTINGS = "\x1b[B\x1b[D\x1b[D\r"  # from the first page's Play: Settings


def shown(text):
    return lambda lines: any(text in line for line in lines)


def test_level_and_scheme_given_for_the_run_win_over_the_saved_choices(tmp_path):
    path = str(tmp_path / "nvm.bin")
    Records(FileNvm(path)).save_prefs({"lv": "classic", "sc": "modern"})
    with PtyRun(
        "--terminal",
        "--level",
        "expert",
        "--scheme",
        "classic",
        env={"MINESWEEPER_NVM": path, "MINESWEEPER_NO_GUESS": "0"},
    ) as run:
        lines = run.wait_for(shown(MENU_HELP))
        assert any("Level: < Expert >" in line for line in lines), lines
        run.type(SETTINGS)
        lines = run.wait_for(shown("Touch:"))
        assert any("Touch: < Tap cycle >" in line for line in lines), lines
        run.type("\x1b")  # Esc: the first page again
        run.wait_for(shown("[Settings]"))
        run.type("\x1b")  # and the game
        lines = run.wait_for(shown(HELP))
        # The board is Expert's, 20x13 on a PyPortal: its top and bottom
        # edges 13 rows apart, 2 columns a cell.
        lay = fit("expert", 320, 240)
        top = next(n for n, line in enumerate(lines) if "\u250c" in line)
        assert "\u2514" in lines[top + lay.rows + 1], lines
        edge = lines[top].strip()
        assert len(edge) == 2 * lay.cols + 3, lines
        run.type("Q")
        assert run.finish() == 0
    # The saved choices stay as they were, for a run without options.
    prefs = Records(FileNvm(path)).prefs
    assert (prefs["lv"], prefs["sc"]) == ("classic", "modern")


def test_an_old_game_number_is_noted_once_naming_where_it_came_from(tmp_path):
    # The options' check reads the settings before the game does: the note
    # is the game's, said once, of the environment variable it came from.
    with PtyRun(
        "--terminal",
        env={"MINESWEEPER_NVM": str(tmp_path / "nvm.bin"), "MINESWEEPER_GAME": "4321"},
    ) as run:
        run.wait_for(shown(MENU_HELP))  # (the game played, then the menu)
        run.type("Q")
        assert run.finish() == 0
    said = [
        line.strip()
        for line in run.output.decode().splitlines()
        if "MINESWEEPER_GAME" in line
    ]
    assert said == [
        "environment variable MINESWEEPER_GAME goes: use MINESWEEPER_CODE, a board code"
    ]


def test_a_refused_code_is_said_under_the_board_while_the_game_shows(tmp_path):
    # Printed before the game takes the terminal, it was hidden under it
    # until the game was left.
    env = {"MINESWEEPER_NVM": str(tmp_path / "nvm.bin")}
    with PtyRun("--terminal", "--code", "3SCC", env=env) as run:
        said = "CODE=/--code '3SCC' is not a board code: 14 characters, not 4"
        lines = run.wait_for(shown(MENU_HELP))  # the game (its menu) shows
        lines = run.wait_for(shown(said))
        assert any(MENU_HELP in line for line in lines), lines
        run.type("Q")
        assert run.finish() == 0


def test_a_code_given_when_a_saved_game_comes_back_says_why_it_waits(tmp_path):
    env = {"MINESWEEPER_NVM": str(tmp_path / "nvm.bin"), "MINESWEEPER_NO_GUESS": "0"}
    with PtyRun(
        "--terminal", "--level", "beginner", env=env
    ) as run:  # a game left in play: it comes back at the next start
        run.wait_for(shown(MENU_HELP))
        run.type("\r")  # Play
        run.wait_for(shown(HELP))
        run.type(" Q")  # the middle cell opened, and Q (the game kept)
        assert run.finish() == 0
    assert Records(FileNvm(str(tmp_path / "nvm.bin"))).load_game() is not None
    with PtyRun("--terminal", "--code", "3SCC-N4VE-2HR5-ED", env=env) as run:
        lines = run.wait_for(shown("zz"))  # the saved game, paused
        run.type(" ")  # played on: the line under the board says why
        said = "MINESWEEPER_CODE not played: a saved game came back"
        lines = run.wait_for(shown(said))
        assert any(HELP in line for line in lines), lines
        run.type("Q")
        assert run.finish() == 0
