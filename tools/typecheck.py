# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Type-check code.py and the PyPortal shell against CircuitPython's stubs.

    python3 tools/typecheck.py        (make test runs it)

Runs mypy once for each board the game supports, with that board's ``board``
module from the ``circuitpython-stubs`` package (its ``board_definitions``),
so a removed API (``display.show``, ``Group(max_size=)``, ``refresh_soon``,
``audioio.WaveFile``) or a pin the board lacks fails the check; and the
three screens (the device's, the terminal's, the tests' stand-in) against
the app's screen interface, :mod:`minesweeper.screen_types`. Desktop only.
"""

import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS = ("pyportal", "pyportal_pynt", "pyportal_titano")
SHELL = (
    "code.py",
    "minesweeper/device/__init__.py",
    "minesweeper/device/wiring.py",
    "minesweeper/device/screen.py",
    "minesweeper/device/sound.py",
    "minesweeper/device/menu_view.py",
    "minesweeper/device/text.py",
    "minesweeper/device/serial.py",
    "minesweeper/app.py",
    "minesweeper/screen_types.py",
    "tools/screens_check.py",  # the three screens against screen_types.Screen
)


def board_stub(name):
    import board_definitions

    path = os.path.join(list(board_definitions.__path__)[0], name, "__init__.pyi")
    with open(path) as f:
        text = f.read()
    # The board stubs still name CircuitPython 8's displayio.Display; since 9
    # board.DISPLAY is a busdisplay.BusDisplay (the class the stubs define).
    if "displayio.Display" in text:
        text = text.replace("displayio.Display", "busdisplay.BusDisplay")
        text = "import busdisplay\n" + text
    return text


def main(argv):
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        epilog="No arguments: it checks every board (%s)." % ", ".join(BOARDS),
    )
    parser.parse_args(argv)
    failed = []
    for name in BOARDS:
        with tempfile.TemporaryDirectory() as stubs:
            os.makedirs(os.path.join(stubs, "board"))
            with open(os.path.join(stubs, "board", "__init__.pyi"), "w") as f:
                f.write(board_stub(name))
            env = dict(os.environ, MYPYPATH=stubs)
            print("mypy, board %s:" % name, flush=True)
            result = subprocess.run(
                [sys.executable, "-m", "mypy", "--no-incremental", *SHELL],
                cwd=ROOT,
                env=env,
                check=False,
            )
            if result.returncode:
                failed.append(name)
    if failed:
        print("type check failed for: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
