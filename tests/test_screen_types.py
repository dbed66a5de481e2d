# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The screen's interface (minesweeper/screen_types.py) is the one the app
uses, and costs the board nothing: the methods it lists are those the
package calls on a screen, and no run of the game imports it (mypy checks
the three screens against it: tools/typecheck.py). CPython only."""

import ast
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "core"))
from standins import make, run  # noqa: E402


def protocol_methods():
    tree = ast.parse((ROOT / "minesweeper" / "screen_types.py").read_text())
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}


def called_on_a_screen():
    """``name`` of every ``<...>screen.name(...)`` call in the package."""
    names = set()
    for path in (ROOT / "minesweeper").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Attribute):
                owner = func.value
                name = (
                    owner.attr
                    if isinstance(owner, ast.Attribute)
                    else getattr(owner, "id", "")
                )
                if name == "screen":
                    names.add(func.attr)
    return names


def test_the_interface_lists_what_the_package_calls_on_a_screen():
    methods = protocol_methods()
    assert len(methods) == 13
    assert methods == called_on_a_screen()


def test_no_run_of_the_game_imports_the_interface():
    for name in [n for n in sys.modules if n == "minesweeper.screen_types"]:
        del sys.modules[name]
    app, screen, sounds, touch = make(no_guess=True)
    now = run(app, touch, 100, (app.layout.board_x + 30, app.layout.board_y + 30), 0)
    app.open_menu(now)
    now = run(app, touch, 100, None, now)
    app.menu.leave(True)
    run(app, touch, 100, None, now)
    assert "minesweeper.screen_types" not in sys.modules
