# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Put the repository on sys.path, the desktop stand-ins for board,
digitalio, analogio, audioio, audiocore and supervisor ahead of Blinka's,
make pygame draw off-screen and stay quiet, and give nvm a scratch file."""

import atexit
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DESKTOP = os.path.join(ROOT, "desktop")
if DESKTOP not in sys.path:
    sys.path.insert(0, DESKTOP)
# After the standard library: the game's code.py must not stand in for the
# stdlib module "code" (pdb imports it), as it would with the repository
# first on sys.path ("python -m pytest" puts the current folder there).
sys.path[:] = [p for p in sys.path if p not in ("", ".", ROOT, os.getcwd())]
sys.path.append(ROOT)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# The desktop nvm (records, a saved game) goes to a scratch file, so tests
# neither read nor change the player's build/nvm.bin.
_SCRATCH = tempfile.mkdtemp(prefix="minesweeper-nvm-")
atexit.register(shutil.rmtree, _SCRATCH, True)
os.environ["MINESWEEPER_NVM"] = os.path.join(_SCRATCH, "nvm.bin")
