# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""One private constant name, one meaning across the package.

The core folds ``_NAME = const(...)`` copies into its modules (a board then
pays nothing for them), so the same name stands in several modules: a tile
code in the rules and the solver, a cell state in every part of the solver.
A name that held two values would read as one thing and be another (the
solver's proven mine and the rules' mine tile were both ``_MINE``), so each
private name keeps one value wherever it stands; what the copies mirror is
checked by the agreement tests beside the modules.
"""

import ast
import pathlib

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "minesweeper"


def private_constants(root=PACKAGE):
    """{name: {value's source: [modules]}} of every module-level
    ``_NAME = const(value)`` under ``root``."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if not (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", "") == "const"
            ):
                continue
            name = node.targets[0].id
            if name.startswith("_"):
                value = ast.unparse(node.value.args[0])
                module = str(path.relative_to(root.parent))
                found.setdefault(name, {}).setdefault(value, []).append(module)
    return found


def test_a_private_constant_has_one_value_across_the_package():
    found = private_constants()
    assert len(found) > 50  # (the scan finds them)
    clashes = {name: values for name, values in found.items() if len(values) > 1}
    assert not clashes


def test_the_scan_finds_a_clash(tmp_path):
    for name, text in (
        ("a.py", "_MINE = const(14)\n_SAME = const(1)\n"),
        ("b.py", "_MINE = const(11)\n_SAME = const(1)\nPUBLIC = const(3)\n"),
    ):
        (tmp_path / name).write_text("from micropython import const\n" + text)
    found = private_constants(tmp_path)
    assert len(found["_MINE"]) == 2 and len(found["_SAME"]) == 1
    assert "PUBLIC" not in found
