# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The folders are the layers, and imports run one way between them.

``device -> app -> {rules, controls, solver, store}``, ``solver -> rules``,
``store -> rules``; ``rules`` and ``controls`` import only ``compat``; the
app is the modules directly in ``minesweeper/``. Only ``device/`` imports
hardware. Every import counts, a lazy one inside a function too. The checker
reads the source (``ast``), so it also runs on a small package made up here
to show that it catches a wrong-way import. CPython only.
"""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "minesweeper"
HARDWARE = {
    "board",
    "displayio",
    "busdisplay",
    "terminalio",
    "vectorio",
    "bitmaptools",
    "fontio",
    "audioio",
    "audiocore",
    "audiopwmio",
    "digitalio",
    "analogio",
    "microcontroller",
    "supervisor",
    "adafruit_imageload",
    "adafruit_touchscreen",
    "adafruit_display_text",
    "adafruit_ticks",
    "adafruit_esp32spi",
}
FOLDERS = ("rules", "controls", "solver", "store", "device")
# What each layer may import from the package (besides its own modules).
ALLOWED = {
    "compat": set(),
    "rules": {"compat"},
    "controls": {"compat"},
    "solver": {"rules", "compat"},
    "store": {"rules", "compat"},
    "app": {"rules", "controls", "solver", "store", "compat"},
    "device": {"app", "rules", "controls", "solver", "store", "compat"},
}


def modules(package):
    """``{dotted name: path}`` of every module in the package folder."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def layer(name):
    """The layer of a module of the package, by its dotted name."""
    parts = name.split(".")
    if len(parts) > 1 and parts[1] in FOLDERS:
        return parts[1]
    if parts[1:] == ["compat"]:
        return "compat"
    return "app"  # the package itself and the modules directly in it


def imports(name, path, known):
    """``(line, module)`` for every import in the file, anywhere in it:
    ``module`` is a module of the package where the import names one (the
    deepest one it names), else the imported top-level name."""
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append((node.lineno, alias.name))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's own package up
                package = name.split(".")
                if not is_package:
                    package.pop()
                package = package[: len(package) - node.level + 1]
                base = ".".join(package + ([base] if base else []))
            for alias in node.names:
                full = base + "." + alias.name
                found.append((node.lineno, full if full in known else base))
    return found


def violations(package):
    """The imports in ``package`` (a folder) that break the rules above, as
    one line each: where, what, and the arrow it takes."""
    known = modules(package)
    top = package.name
    out = []
    for name, path in known.items():
        here = layer(name)
        where = "%s:" % path.relative_to(package.parent)
        for line, target in imports(name, path, known):
            first = target.split(".")[0]
            if first in HARDWARE and here != "device":
                out.append("%s%d imports hardware %s" % (where, line, target))
            if first != top:
                continue
            while target not in known and "." in target:
                target = target.rsplit(".", 1)[0]
            there = layer(target)
            if there != here and there not in ALLOWED[here]:
                out.append(
                    "%s%d imports %s (%s -> %s)" % (where, line, target, here, there)
                )
    return out


def circles(package):
    """Import circles among the package's modules (lazy imports count), as
    lists of module names; none is what the layers promise."""
    known = modules(package)
    top = package.name
    graph = {}
    for name, path in known.items():
        edges = set()
        for _, target in imports(name, path, known):
            if target.split(".")[0] != top:
                continue
            while target not in known and "." in target:
                target = target.rsplit(".", 1)[0]
            if target != name:
                edges.add(target)
        graph[name] = sorted(edges)
    found = []
    state = {}  # 1 on the path being walked, 2 done
    for start in sorted(graph):
        if state.get(start):
            continue
        path = [start]
        todo = [iter(graph[start])]
        state[start] = 1
        while todo:
            step = next(todo[-1], None)
            if step is None:
                state[path.pop()] = 2
                todo.pop()
            elif state.get(step) == 1:
                found.append(path[path.index(step) :] + [step])
            elif not state.get(step):
                state[step] = 1
                path.append(step)
                todo.append(iter(graph.get(step, ())))
    return found


def write(folder, files):
    """Make a package from ``{relative path: source}`` under ``folder``."""
    for rel, text in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


# -- the package -------------------------------------------------------------


def test_the_layers_import_one_way():
    assert len(modules(PACKAGE)) > 30
    assert violations(PACKAGE) == []


def test_no_import_circle():
    assert circles(PACKAGE) == []


def test_subpackages_keep_their_init_free_of_imports():
    # Importing one module of a folder then loads none of its siblings.
    for folder in FOLDERS:
        tree = ast.parse((PACKAGE / folder / "__init__.py").read_text())
        assert not [
            node
            for node in ast.walk(tree)
            if isinstance(node, (ast.Import, ast.ImportFrom))
        ], folder


def test_the_shell_is_what_imports_hardware():
    known = modules(PACKAGE)
    shell = [n for n in known if layer(n) == "device" and n != "minesweeper.device"]
    assert shell
    for name in shell:
        found = {t.split(".")[0] for _, t in imports(name, known[name], known)}
        if known[name].name == "__init__.py":  # a shell package: through its modules
            for part in [n for n in known if n.startswith(name + ".")]:
                found |= {t.split(".")[0] for _, t in imports(part, known[part], known)}
        # Each shell module touches hardware (or a hardware library) itself.
        assert found & HARDWARE, name


def test_only_the_game_reads_its_private_fields():
    # text, snapshot, stats and the generator go through Game's public
    # lay, load, solution and tiles.
    for name, path in modules(PACKAGE).items():
        if name == "minesweeper.rules.game":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
            ):
                owner = node.value
                named = owner.id if isinstance(owner, ast.Name) else None
                if isinstance(owner, ast.Attribute):
                    named = owner.attr
                assert named != "game", "%s:%d reads game.%s" % (
                    path.name,
                    node.lineno,
                    node.attr,
                )


def test_one_name_one_value_across_the_package():
    # OPEN was 5, 1 and 3 in keys, scheme and solve. A public constant's
    # name now holds one value wherever it is defined, but for two left to
    # the modules that own them: menu's NEW button (keys.NEW is the N key)
    # and the supply's slice BUDGET (generate's is its default).
    left = {"NEW", "BUDGET"}
    values = {}
    for name, path in modules(PACKAGE).items():
        for node in ast.parse(path.read_text()).body:
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", None) == "const"
            ):
                value = ast.unparse(node.value.args[0])
                for target in node.targets:
                    if not target.id.startswith("_") and target.id not in left:
                        values.setdefault(target.id, {})[name] = value
    assert len(values) > 50
    for const, where in values.items():
        assert len(set(where.values())) == 1, (const, where)


# -- the checker on packages made up to break the rules -----------------------


def test_the_checker_reports_a_wrong_way_import(tmp_path):
    package = write(
        tmp_path / "minesweeper",
        {
            "__init__.py": "",
            "compat.py": "",
            "app.py": "from minesweeper.rules import game\n",
            "rules/__init__.py": "",
            "rules/game.py": (
                "from minesweeper.compat import const\n"
                "from . import tiles\n"
                "\n"
                "def lay(game):\n"
                "    from minesweeper.solver.generate import Generator\n"
            ),
            "rules/tiles.py": "import displayio\n",
            "solver/__init__.py": "",
            "solver/generate.py": "from minesweeper.rules.game import lay\n",
            "store/__init__.py": "",
            "store/slots.py": "from minesweeper import app\n",
            "controls/__init__.py": "",
            "controls/keys.py": "from ..rules.tiles import FLAG\n",
            "device/__init__.py": "",
            "device/screen.py": "import displayio\nfrom minesweeper import app\n",
        },
    )
    assert sorted(violations(package)) == [
        "minesweeper/controls/keys.py:1 imports minesweeper.rules.tiles"
        " (controls -> rules)",
        "minesweeper/rules/game.py:5 imports minesweeper.solver.generate"
        " (rules -> solver)",
        "minesweeper/rules/tiles.py:1 imports hardware displayio",
        "minesweeper/store/slots.py:1 imports minesweeper.app (store -> app)",
    ]
    # The lazy import inside lay() closes a circle with the generator.
    assert circles(package) == [
        ["minesweeper.rules.game", "minesweeper.solver.generate"]
        + ["minesweeper.rules.game"]
    ]


def test_the_checker_passes_the_arrows_it_allows(tmp_path):
    package = write(
        tmp_path / "minesweeper",
        {
            "__init__.py": "",
            "compat.py": "from micropython import const\n",
            "app.py": (
                "from minesweeper import layout\n"
                "from minesweeper.controls import keys\n"
                "from minesweeper.store.slots import put\n"
                "def hint():\n"
                "    from minesweeper.solver import solve\n"
            ),
            "layout.py": "from minesweeper.compat import const\n",
            "rules/__init__.py": "",
            "rules/game.py": "from array import array\nfrom . import tiles\n",
            "rules/tiles.py": "",
            "solver/__init__.py": "",
            "solver/solve.py": "from minesweeper.rules.game import OPENED\n",
            "store/__init__.py": "",
            "store/slots.py": "from minesweeper.rules import game\n",
            "controls/__init__.py": "",
            "controls/keys.py": "from minesweeper.controls.scheme import OPEN\n",
            "controls/scheme.py": "from minesweeper.compat import const\n",
            "device/__init__.py": "",
            "device/screen.py": "import displayio\nimport minesweeper.app\n",
        },
    )
    assert violations(package) == []
    assert circles(package) == []
