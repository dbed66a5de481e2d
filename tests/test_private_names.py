# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Nothing reaches into another's private state: a ``_name`` (one leading
underscore) is used only as ``self._name`` or ``cls._name`` inside its own
class, or as a module's own global; never as ``other._name``, never
imported (``from m import _name``). What an object shares is a public
name, documented where it is set. The checker reads the source (``ast``),
so it also runs on code made up here to show that it catches a reach-in.
CPython only."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "code.py", *sorted((ROOT / "minesweeper").rglob("*.py"))]


def _private(name):
    return name.startswith("_") and not name.startswith("__")


def reach_ins(text):
    """``(line, what)`` for each use of another's private name in ``text``."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            owner = node.value
            if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls")):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if _private(alias.name):
                    found.append(
                        (node.lineno, "from %s import %s" % (node.module, alias.name))
                    )
    return found


def test_no_module_of_the_game_uses_another_s_private_names():
    found = []
    for path in SOURCES:
        for line, what in reach_ins(path.read_text(encoding="utf-8")):
            found.append("%s:%d %s" % (path.relative_to(ROOT), line, what))
    assert found == []
    assert len(SOURCES) > 60  # the package was found


def test_the_checker_catches_each_kind_of_reach_in():
    text = (
        "from m import _hidden, shown\n"
        "import m as _m\n"
        "class A:\n"
        "    def f(self, other):\n"
        "        self._own = 1\n"
        "        other._theirs = 2\n"
        "        return _m.public, m._secret, self.b._deep, self.__dunder__\n"
    )
    assert reach_ins(text) == [
        (1, "from m import _hidden"),
        (6, "other._theirs"),
        (7, "m._secret"),
        (7, "self.b._deep"),
    ]
