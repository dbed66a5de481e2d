# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The README's terminal picture: a game played with keys in a terminal.

    python3 tools/terminal_shot.py [--out docs/terminal.png]

Starts the terminal front end (``tools/simulate.py --terminal``) in a
pseudo-terminal with records of its own and ordinary (not no-guess) boards,
presses Play, plays a few scripted keys (open the middle, flag mines
beside the first number, open some safe cells), reads the screen back
through the ``pyte`` terminal emulator and draws it with Pillow in a
monospace font (DejaVu Sans Mono where installed, so the picture's pixels
depend on the fonts of the machine; its text does not).
"""

import argparse
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "desktop"))
sys.path.append(ROOT)

from ptyrun import PtyRun, render  # noqa: E402

from minesweeper.layout import fit  # noqa: E402
from minesweeper.rules.game import Game  # noqa: E402

ARROWS = {(1, 0): "\x1b[C", (-1, 0): "\x1b[D", (0, 1): "\x1b[B", (0, -1): "\x1b[A"}
LEVEL = "intermediate"
SEED = 2026


def route(width, start, end):
    dx = end % width - start % width
    dy = end // width - start // width
    return ARROWS[(1 if dx > 0 else -1, 0)] * abs(dx) + ARROWS[
        (0, 1 if dy > 0 else -1)
    ] * abs(dy)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "terminal.png"))
    args = parser.parse_args(argv)
    lay = fit(LEVEL, 320, 240)
    game = Game(lay.cols, lay.rows, lay.mines, seed=SEED)
    w = game.width
    start = (game.height // 2) * w + game.width // 2
    game.reveal_at(start)
    scratch = tempfile.mkdtemp()  # records and saved game: none, and kept apart
    run = PtyRun(
        "--terminal",
        "--level",
        LEVEL,
        "--seed",
        str(SEED),
        columns=64,
        lines=16,
        env={
            "MINESWEEPER_NVM": os.path.join(scratch, "nvm.bin"),
            "MINESWEEPER_NO_GUESS": "0",  # the ordinary board the keys are planned on
        },
    )
    try:
        run.wait_for(lambda lines: any("[Play]" in line for line in lines))
        run.type("\r")  # the menu's Play button
        run.wait_for(lambda lines: any("Q=quit" in line for line in lines))
        run.type(" ")
        cursor = start
        keys = ""
        flags = 0
        for i in range(game.size):  # flag the mines beside the first numbers
            if flags >= 4 or not 1 <= game.tile_at(i) <= 8:
                continue
            x, y = i % w, i // w
            for ny in range(max(0, y - 1), min(game.height, y + 2)):
                for nx in range(max(0, x - 1), min(w, x + 2)):
                    j = ny * w + nx
                    if game.is_mine(nx, ny) and game.tile_at(j) == 9 and flags < 4:
                        keys += route(w, cursor, j) + "f"
                        game.flag_at(j)
                        cursor = j
                        flags += 1
        opened = 0
        for i in range(game.size):  # open a few safe cells at the left
            if opened < 3 and game.tile_at(i) == 9 and not game.is_mine(i % w, i // w):
                keys += route(w, cursor, i) + " "
                game.reveal_at(i)
                cursor = i
                opened += 1
        run.type(keys)
        shown = (game.mines - flags) if flags else game.mines
        run.wait_for(
            lambda lines: ("%03d" % shown) in lines[0] and "[" in "".join(lines)
        )
        run.type("\x1b[A\x1b[C")
        run.wait_for(lambda lines: lines[0].rstrip()[-3:] not in ("000", ""))
        image = render(run.screen, rows=lay.rows + 5)
        image.save(args.out)
        run.type("q")
        run.finish()
    finally:
        run.close()
        shutil.rmtree(scratch, ignore_errors=True)
    print("terminal picture: %s (%dx%d)" % (args.out, image.width, image.height))
    return 0


if __name__ == "__main__":
    sys.exit(main())
