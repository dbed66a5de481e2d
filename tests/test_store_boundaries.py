# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The store's boundaries, read from the source (``ast``; CPython only):

- the store (``minesweeper/store/``) keeps the bytes it is handed and
  reads nothing of the app: it imports only the rules, ``compat`` and its
  own modules (never ``minesweeper.app``, ``playing``, ``loop``, a
  feature's folder...), and no function of it takes or reads an ``app``;
- an entry, a record's or a replay's, is read by named fields (a named
  offset, a small class's attributes, a tuple unpacked into names), never
  by number (``entry[0]``, ``found[2]``, ``board[4]``, ``reading.read(...)[1]``)
  in ``minesweeper/store/`` and ``minesweeper/replay/``. The byte buffers
  a format is written into or parsed from byte by byte are the exception
  (their offsets are the format's, drawn in the module's docstring and
  docs/formats.md), named in :data:`BUFFERS`.

The checkers also run on code made up here, to show what they catch."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
STORE = sorted((ROOT / "minesweeper" / "store").glob("*.py"))
REPLAY = sorted((ROOT / "minesweeper" / "replay").glob("*.py"))

# What the store may import: below it (the rules), beside it (compat) and
# itself; anything else of the package is the app's or a feature's.
STORE_IMPORTS = ("minesweeper.compat", "minesweeper.rules", "minesweeper.store")

# Byte buffers read or written at a format's fixed offsets; the pair of
# slots (slot 0, slot 1); a text split into its parts.
BUFFERS = {"buf", "data", "head", "out", "raw", "kinds", "seqs", "pair", "parts"}


def _within(name, prefixes):
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def app_reads(text):
    """``(line, what)`` for each import of the store's text that is not of
    :data:`STORE_IMPORTS`, and each ``app`` it takes or reads."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not _within(alias.name, STORE_IMPORTS):
                    found.append((node.lineno, "import " + alias.name))
        elif isinstance(node, ast.ImportFrom):
            names = [node.module]
            if node.module == "minesweeper":  # from minesweeper import app
                names = ["minesweeper." + alias.name for alias in node.names]
            for name in names:
                if not _within(name, STORE_IMPORTS):
                    found.append((node.lineno, "from " + name))
        elif isinstance(node, ast.arg) and node.arg == "app":
            found.append((node.lineno, "takes app"))
        elif isinstance(node, ast.Name) and node.id == "app":
            found.append((node.lineno, "reads app"))
        elif isinstance(node, ast.Attribute) and node.attr == "app":
            found.append((node.lineno, "reads " + ast.unparse(node)))
    return found


def positional(text):
    """``(line, what)`` for each entry read by number in ``text``: a name's
    (but :data:`BUFFERS`') or a call's result indexed by an integer."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Subscript):
            continue
        index = node.slice
        if isinstance(index, ast.UnaryOp) and isinstance(index.op, ast.USub):
            index = index.operand
        if not (isinstance(index, ast.Constant) and type(index.value) is int):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id not in BUFFERS:
            found.append((node.lineno, ast.unparse(node)))
        elif isinstance(owner, ast.Call) and not (
            isinstance(owner.func, ast.Attribute) and owner.func.attr == "split"
        ):
            found.append((node.lineno, ast.unparse(node)))
    return found


def _every(check, paths):
    found = []
    for path in paths:
        for line, what in check(path.read_text(encoding="utf-8")):
            found.append("%s:%d %s" % (path.relative_to(ROOT), line, what))
    return found


def test_the_store_imports_nothing_of_the_app_and_reads_no_app():
    assert _every(app_reads, STORE) == []
    assert len(STORE) >= 6  # the store was found


def test_no_record_or_replay_entry_is_read_by_number():
    assert _every(positional, STORE + REPLAY) == []
    assert len(REPLAY) >= 4  # the replays' folder was found


def test_the_checkers_catch_each_kind():
    text = (
        "import minesweeper.app\n"
        "from minesweeper import playing, compat\n"
        "from minesweeper.loop import Loop\n"
        "from minesweeper.rules.game import Game\n"
        "from minesweeper.store.slots import get\n"
        "def keep(app, ms):\n"
        "    return self.app.game, app\n"
    )
    assert sorted(app_reads(text)) == [
        (1, "import minesweeper.app"),
        (2, "from minesweeper.playing"),
        (3, "from minesweeper.loop"),
        (6, "takes app"),
        (7, "reads app"),
        (7, "reads self.app"),
    ]
    text = (
        "entry[0] = w\n"
        "x = found[2] + f[-1] + check(nvm, at, end)[3] + data[6] + out[k]\n"
        "y = key.split(':')[0] + self.items[0] + entry[_COLS]\n"
    )
    assert sorted(positional(text)) == [
        (1, "entry[0]"),
        (2, "check(nvm, at, end)[3]"),
        (2, "f[-1]"),
        (2, "found[2]"),
    ]


def test_no_board_or_best_is_read_by_number():
    # A board as its code names it (App.board: cols, rows, mines, no_guess,
    # seed, first) and a level's best (ms, 3BV) are unpacked or read through
    # named offsets everywhere in the game, not by number.
    core = sorted((ROOT / "minesweeper").rglob("*.py"))
    found = [
        hit
        for hit in _every(positional, core)
        if hit.split()[-1].startswith(("board[", "best["))
    ]
    assert found == []
    assert len(core) > 40
