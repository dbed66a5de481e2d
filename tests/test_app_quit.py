# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A quit keeps the game in play (CPython only): Q, Ctrl-C or a hang-up in
the terminal, and closing the window, Ctrl-C typed in it or sent to it
(code.py through the board's wiring): the next start brings the game back
paused as it was at the quit, not as the last timed write had it."""

import os
import sys

import pytest
from microcontroller import FileNvm
from proc import run
from ptyrun import PtyRun
from terminal import HELP, MENU_HELP

from minesweeper.layout import fit
from minesweeper.rules import tiles
from minesweeper.rules.game import Game
from minesweeper.rules.text import to_text
from minesweeper.store.records import Records
from minesweeper.store.snapshot import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def saved_game(path):
    """The game the nvm file holds, or None."""
    data = Records(FileNvm(path)).load_game()
    return None if data is None else load(data)[0]


def shows(text):
    return lambda lines: any(text in line for line in lines)


@pytest.mark.parametrize("how", ["q", "ctrl-c", "sighup"])
def test_a_quit_in_the_terminal_keeps_the_game(tmp_path, how):
    path = str(tmp_path / "nvm.bin")
    env = {"MINESWEEPER_NVM": path, "MINESWEEPER_NO_GUESS": "0"}
    args = ("--terminal", "--level", "beginner", "--seed", "77")
    lay = fit("beginner", 320, 240)
    middle = (lay.rows // 2) * lay.cols + lay.cols // 2
    game = Game(lay.cols, lay.rows, lay.mines, seed=77)
    game.reveal_at(middle)
    runs = [PtyRun(*args, env=env)]
    try:
        first = runs[0]
        first.wait_for(shows(MENU_HELP))
        first.type("\r")  # Play
        first.wait_for(shows(HELP))
        first.type(" ")  # the middle cell opens: nvm has not been written
        first.wait_for(lambda lines: "".join(lines).count(".") < lay.cols * lay.rows)
        assert saved_game(path) is None
        if how == "sighup":
            first.process.send_signal(1)
        else:
            first.type("q" if how == "q" else "\x03")
        first.finish()
        back = saved_game(path)
        assert back is not None and to_text(back) == to_text(game)
        # The next start: the game, paused, and as it was on Enter.
        runs.append(PtyRun(*args, env=env))
        again = runs[1]
        again.wait_for(shows("Paused"))
        again.type("\r")
        lines = again.wait_for(shows(HELP))
        hidden = "".join(lines[2 : 2 + lay.rows]).count(".")
        want = [i for i in range(game.size) if game.tile_at(i) == tiles.HIDDEN]
        assert hidden == len(want)
        again.type("q")
        assert again.finish() == 0
    finally:
        for one in runs:
            one.close()


# The window's path (simulate.play_window running code.py, and the board's
# wiring under it) with SDL drawing off-screen. The stylus types keys into
# the stand-in serial console pass by pass: Play, then Space twice (the
# first shows the cursor, the second opens the middle cell); later it quits
# as asked. It prints the game's board and time as the quit found them, or
# (``look``) the game the start brought back.
RUN_WINDOW = """
import sys
sys.path.insert(0, sys.argv[1])
import simulate
import supervisor
import minesweeper.app
from minesweeper.store.snapshot import dump
how = sys.argv[2]
built = []
class Kept(minesweeper.app.App):  # the app the wiring builds, kept here
    def start(self, now):
        built.append(self)
        super().start(now)
minesweeper.app.App = Kept
reads = []
seen = []
def stylus():
    reads.append(1)
    n = len(reads)
    app = built[0]
    if how == "look":
        seen.extend((app.mode is app.paused, app.timer.ms(0)))
        raise SystemExit(0)
    if n in (5, 10, 15):
        supervisor.CONSOLE.type("\\r" if n == 5 else " ")
    if n == 40:
        seen.append(app.timer.ms(supervisor.ticks_ms()))
        if how == "close":
            raise SystemExit(0)
        if how == "sigint":
            raise KeyboardInterrupt
        supervisor.CONSOLE.type("\\x03")
    return None
simulate.mouse_stylus = lambda: stylus
simulate.play_window()
app = built[0]
print(dump(app.game).hex(), *seen)
"""


def window(path, how):
    result = run(
        [sys.executable, "-P", "-c", RUN_WINDOW, os.path.join(ROOT, "tools"), how],
        ("MINESWEEPER_",),
        MINESWEEPER_NVM=path,
        MINESWEEPER_NO_GUESS="0",
        MINESWEEPER_LEVEL="beginner",
        SDL_VIDEODRIVER="dummy",
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.mark.parametrize("how", ["close", "ctrl-c", "sigint"])
def test_a_quit_in_the_window_keeps_the_game(tmp_path, how):
    path = str(tmp_path / "nvm.bin")
    board, ms = window(path, how)
    assert saved_game(path) is not None  # (none before the quit: no write due)
    again, paused, back_ms = window(path, "look")
    assert again == board  # the board as the quit left it
    assert paused == "True" and int(back_ms) >= int(ms) > 0
