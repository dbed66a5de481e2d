# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The package keeps one home for each idea: the daily board's records by
named fields (no ``entry[3]``), one queue for the work the loop's pass
defers (``Loop.ask``: no feature's own flag on the app), level keys read by
one function (:func:`minesweeper.rules.levels.parse_key`), at most 12
modules at the package's top (a feature is a folder), and nothing in play
importing a module of the menu (only the menu's side does: its folder, the
pages it names, its view). The checkers read
the source (``ast``), so each also runs on code made up here to show that
it catches what it forbids. CPython only."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
MOST_AT_TOP = 12
# The blob's bytes, which the daily reads at its format's offsets.
_BYTES = ("data", "out")
_KEY_CUTS = ("split", "rsplit", "partition", "rpartition", "find", "index", "count")


def _sources(root, under=""):
    """``(relative path, text)`` of the package's modules below ``under``."""
    base = root / "minesweeper" / under
    found = sorted(base.rglob("*.py")) if base.is_dir() else []
    single = base.with_suffix(".py")  # (a feature that is still one module)
    if under and single.is_file():
        found.append(single)
    return [(str(p.relative_to(root)), p.read_text()) for p in found]


def _number(node):
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        node = node.operand
    return isinstance(node, ast.Constant) and isinstance(node.value, int)


def positional_entries(text):
    """``(line, what)`` for each record read or written by its place: an
    index that is a number (but on the blob's bytes), an item of an item
    (``entries[i][0]``), a whole record set by a slice (``entry[:] =``)."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Subscript):
            continue
        index = node.slice
        named = isinstance(node.value, ast.Name) and node.value.id in _BYTES
        if (
            (_number(index) and not named)
            or isinstance(node.value, ast.Subscript)
            or (isinstance(index, ast.Slice) and isinstance(node.ctx, ast.Store))
        ):
            found.append((node.lineno, ast.unparse(node)))
    return found


def other_queues(text, path):
    """``(line, what)`` for each flag of deferred work beside the loop's
    one queue: an attribute whose name says it was asked, set on another
    object (``self.app.daily_asked``) or on the app itself (in loop.py or
    app.py, but the queue's own ``self._asked``), or a feature's state kept
    by the feature's name (``daily_...``). An object's own ``self._asked``
    elsewhere (the date source's) is its own state, not the loop's."""
    found = []
    app = path.endswith(("/loop.py", "/app.py"))
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            name = node.attr
            mine = isinstance(node.value, ast.Name) and node.value.id == "self"
            queue = mine and (name == "_asked" if app else True)
            if ("asked" in name and not queue) or name.startswith("daily_"):
                found.append((node.lineno, ast.unparse(node)))
    return found


def key_readings(text):
    """``(line, what)`` for each level key read by hand: cut at ":" (or
    ":" looked for in it), or its size's "x" made a "/" to cut; but in
    :func:`parse_key` itself and where an error's message is cut
    (``str(err).split(":")``)."""
    found = []
    tree = ast.parse(text)
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "parse_key":
            inside |= {id(n) for n in ast.walk(node)}
    for node in ast.walk(tree):
        if id(node) in inside:
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            first = node.args[0] if node.args else None
            said = isinstance(first, ast.Constant) and first.value
            owner = node.func.value
            message = isinstance(owner, ast.Call) and ast.unparse(owner.func) == "str"
            cut = node.func.attr in _KEY_CUTS and said == ":"
            if (cut and not message) or (node.func.attr == "replace" and said == "x"):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Compare):
            left = node.left
            if isinstance(left, ast.Constant) and left.value == ":":
                found.append((node.lineno, ast.unparse(node)))
    return found


def menu_imports(text, menu_modules):
    """``(line, what)`` for each import of one of the menu's modules
    (``menu_modules``: the names of the files in ``minesweeper/menu/``):
    ``minesweeper.menu.X`` named, or ``X`` taken from ``minesweeper.menu``;
    the package itself (the menu's mode, which the app keeps) is no
    module of it, and an import for type checkers only (under ``if
    TYPE_CHECKING``) loads nothing."""
    tree = ast.parse(text)
    typing_only = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only |= {id(n) for n in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
            if node.module == "minesweeper.menu":
                names = [node.module + "." + alias.name for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["minesweeper", "menu"] and parts[2:3]:
                if parts[2] in menu_modules:
                    found.append((node.lineno, name))
    return found


def menu_side(root):
    """The modules that are the menu's, loaded only while it shows: its
    folder, the pages its table names in feature folders
    (:data:`minesweeper.menu.PAGES`), and its view (``device/menu_view.py``)."""
    text = (root / "minesweeper" / "menu" / "__init__.py").read_text()
    pages = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "PAGES":
            for value in node.value.values:
                pages.add(value.elts[0].value)
    side = {"minesweeper/device/menu_view.py"}
    side |= {"minesweeper/%s.py" % page.replace(".", "/") for page in pages}
    return side


def top_modules(root):
    """The modules directly in ``minesweeper/`` (its ``__init__`` aside)."""
    return sorted(
        p.name for p in (root / "minesweeper").glob("*.py") if p.name != "__init__.py"
    )


def _all(check, sources):
    return [
        "%s:%d %s" % (path, line, what)
        for path, text in sources
        for line, what in check(text)
    ]


# -- the package -------------------------------------------------------------


def test_the_daily_keeps_no_positional_entry():
    sources = _sources(ROOT, "daily")
    assert sources
    assert _all(positional_entries, sources) == []


def test_deferred_work_has_one_queue():
    found = [
        "%s:%d %s" % (path, line, what)
        for path, text in _sources(ROOT)
        for line, what in other_queues(text, path)
    ]
    assert found == []


def test_level_keys_are_read_in_one_place():
    assert _all(key_readings, _sources(ROOT)) == []
    text = (ROOT / "minesweeper" / "rules" / "levels.py").read_text()
    assert "def parse_key(" in text


def test_nothing_in_play_imports_the_menu():
    # The choices read the kept calibration with the calibration's folder,
    # not the menu's Calibrate page (whose import kept the menu's grid and
    # page loaded through play).
    menu = {p.stem for p in (ROOT / "minesweeper" / "menu").glob("*.py")}
    side = menu_side(ROOT)
    found = [
        "%s:%d %s" % (path, line, what)
        for path, text in _sources(ROOT)
        if not path.startswith("minesweeper/menu/") and path not in side
        for line, what in menu_imports(text, menu)
    ]
    assert found == []


def test_at_most_twelve_modules_at_the_package_top():
    found = top_modules(ROOT)
    assert len(found) <= MOST_AT_TOP, found


# -- the checkers catch what they forbid ----------------------------------------


def test_the_checkers_catch_what_they_forbid():
    entries = """
def f(days, entry, data, made, out):
    a = entry[1]
    b = days.entries[index][0]
    entry[:] = [day, 1, 0, 1, 1]
    c = made[-1]
    ok = data[0] + out[3] + entry.run + PRESETS[index]
"""
    assert sorted(line for line, _ in positional_entries(entries)) == [3, 4, 5, 6]
    queues = """
class Loop:
    def __init__(self):
        self._asked = 0
        self.daily_asked = False
        self.daily_said = None
def press(self):
    self.app.watch_asked = True
    self.app._asked = 1
"""
    lines = sorted(line for line, _ in other_queues(queues, "minesweeper/loop.py"))
    assert lines == [5, 6, 8, 9]
    lines = sorted(line for line, _ in other_queues(queues, "minesweeper/app.py"))
    assert lines == [5, 6, 8, 9]
    lines = sorted(line for line, _ in other_queues(queues, "minesweeper/x/fetch.py"))
    assert lines == [5, 6, 8, 9]  # (its own self._asked, not the loop's)
    keys = """
def parse_key(key):
    level, _, size = key.partition(":")
def f(key, err):
    a = key.split(":")[0]
    b = key.partition(":")
    if ":" in key:
        c = size.replace("x", "/")
    said = str(err).split(":")[0]
    d = replay.key.split(":")[0]
"""
    assert sorted(line for line, _ in key_readings(keys)) == [5, 6, 7, 8, 10]
    menus = """
from minesweeper.menu import Menu
from minesweeper.menu import calibrate
import minesweeper.menu.grid
def load(prefs):
    from minesweeper.menu.calibrate import unpack
try:
    if TYPE_CHECKING:
        from minesweeper.menu.page import Page
except ImportError:
    pass
"""
    found = menu_imports(menus, {"__init__", "calibrate", "grid", "page"})
    assert sorted(line for line, _ in found) == [3, 4, 6]


def test_the_menu_s_side_is_read_from_its_table(tmp_path):
    menu = tmp_path / "minesweeper" / "menu"
    menu.mkdir(parents=True)
    (menu / "__init__.py").write_text(
        'PAGES = {"home": ("menu.home", "Home"), "x": ("feature.page", "X")}\n'
    )
    assert menu_side(tmp_path) == {
        "minesweeper/device/menu_view.py",
        "minesweeper/menu/home.py",
        "minesweeper/feature/page.py",
    }


def test_the_count_of_top_modules_reads_the_folder(tmp_path):
    package = tmp_path / "minesweeper"
    (package / "daily").mkdir(parents=True)
    for name in ("__init__.py", "app.py", "loop.py", "daily/__init__.py"):
        (package / name).write_text("")
    assert top_modules(tmp_path) == ["app.py", "loop.py"]
