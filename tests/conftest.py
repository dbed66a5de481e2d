# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Put the repository and the core tests' helpers on sys.path, the desktop
stand-ins for board, digitalio, analogio, audioio, audiocore and supervisor
ahead of Blinka's, make pygame draw off-screen and stay quiet, and give nvm
a scratch file; ``dev_venv``, a VENV in which ``tools/dev.py`` finds its
setup done."""

import atexit
import gc
import os
import shutil
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DESKTOP = os.path.join(ROOT, "desktop")
if DESKTOP not in sys.path:
    sys.path.insert(0, DESKTOP)
# After the standard library: the game's code.py must not stand in for the
# stdlib module "code" (pdb imports it), as it would with the repository
# first on sys.path ("python -m pytest" puts the current folder there).
sys.path[:] = [p for p in sys.path if p not in ("", ".", ROOT, os.getcwd())]
sys.path.append(ROOT)
# The core tests' helpers (check, standins) for the tests beside them too.
CORE_TESTS = os.path.join(ROOT, "tests", "core")
if CORE_TESTS not in sys.path:
    sys.path.append(CORE_TESTS)
# The game lets modules go (forget_under) and imports them again, many times
# a test: where bytecode is not written (PYTHONDONTWRITEBYTECODE), CPython
# compiled each import afresh, half of some tests' time. The .pyc files go
# to __pycache__ folders git ignores and the deploy skips.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# The desktop nvm (records, a saved game) goes to a scratch file, so tests
# neither read nor change the player's build/nvm.bin.
_SCRATCH = tempfile.mkdtemp(prefix="minesweeper-nvm-")
atexit.register(shutil.rmtree, _SCRATCH, True)
os.environ["MINESWEEPER_NVM"] = os.path.join(_SCRATCH, "nvm.bin")


def _dev():
    """tools/dev.py as a module."""
    tools = os.path.join(ROOT, "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import dev

    return dev


@pytest.fixture
def dev_venv(tmp_path, monkeypatch):
    """A VENV for tools/dev.py that its setup has filled: this Python's own
    environment seen through links, stamped by dev.py's setup as after an
    install (the install itself left out), so that dev.py's commands run
    without installing anything. Returns its path."""
    import sysconfig

    dev = _dev()
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").symlink_to(sys.executable)
    purelib = sysconfig.get_paths()["purelib"]
    lib = venv / os.path.relpath(purelib, sys.prefix)
    lib.parent.mkdir(parents=True)
    lib.symlink_to(purelib)
    with open(os.path.join(sys.prefix, "pyvenv.cfg")) as f:
        (venv / "pyvenv.cfg").write_text(f.read())
    monkeypatch.setattr(dev, "VENV", str(venv))
    monkeypatch.setattr(dev, "BIN", str(venv / "bin"))
    monkeypatch.setattr(dev, "STAMP", str(venv / ".installed"))
    monkeypatch.setattr(dev, "run", lambda *cmd, **kwargs: 0)
    assert dev.setup(dev.ALL) == 0
    return venv


@pytest.fixture(autouse=True)
def _keys_not_typing():
    """Each test starts with keys as keys: the Code page's typing mode is
    one flag for every decoder in the process (controls.keys.typing), and a
    test that leaves the page open must not type another test's keys (a
    worker runs a file's tests after another file's: --dist loadfile). Each
    MicroPython file runs in a fresh interpreter."""
    from minesweeper.controls import keys

    keys.typing(False)
    yield


_TESTS_A_FULL_COLLECTION = 50
_tests_run = [0]


@pytest.fixture(autouse=True)
def _collections_of_the_test_s_own_objects():
    """A test's collections scan only what the test made (gc.freeze): the
    game collects at every page it opens and every game it ends, and on
    CPython a full collection of a test process's heap took most of an app
    test's time. What earlier tests left is thawed after the test, and
    collected in full every fifty tests."""
    _tests_run[0] += 1
    if _tests_run[0] % _TESTS_A_FULL_COLLECTION == 0:
        gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()
