# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The tree the deploy builds: the board's ``.py`` files without their
docstrings (a board's parser reads each one into the heap) and with their
private constants folded (its parser interns each name for good), the
same code on the same lines, and the 32-bit lane runs exactly that tree."""

import ast
import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import deploying.build  # noqa: E402

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def is_docstring(statement):
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def without_docstrings(tree):
    """``tree`` with each docstring dropped (``pass`` in its place where it
    was the body's only statement), every other node where it was."""
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body and is_docstring(node.body[0]):
            doc = node.body[0]
            if len(node.body) == 1:
                node.body[0] = ast.Pass(lineno=doc.lineno, col_offset=doc.col_offset)
            else:
                del node.body[0]
    return tree


class Folded(ast.NodeTransformer):
    """A tree's private constants (``_NAME = const(...)`` at the top, a
    whole number) folded as ``mpy-cross`` does: each use its value (worked
    out by ``eval`` here), the assignment gone."""

    def __init__(self, tree):
        self.values = {}
        for node in list(tree.body):
            call = node.value if isinstance(node, ast.Assign) else None
            if (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Name)
                and call.func.id == "const"
                and node.targets[0].id.startswith("_")
            ):
                expression = ast.Expression(call.args[0])
                value = eval(compile(expression, "const", "eval"), {}, self.values)
                if type(value) is int:
                    self.values[node.targets[0].id] = value
                    tree.body.remove(node)
        self.visit(tree)

    def visit_Name(self, node):
        if node.id in self.values:
            return ast.Constant(self.values[node.id])
        return node


def positions(tree):
    """Where each statement starts (a folded constant's value may be
    longer or shorter than its name: what follows on its line moves)."""
    return [
        (type(n).__name__, n.lineno, n.col_offset)
        for n in ast.walk(tree)
        if isinstance(n, ast.stmt)
    ]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return deploying.build.build(str(tmp_path_factory.mktemp("deploy") / "circuitpy"))


def built_sources(tree):
    for path, _, names in os.walk(tree):
        for name in sorted(names):
            if name.endswith(".py"):
                full = os.path.join(path, name)
                yield os.path.relpath(full, tree).replace(os.sep, "/"), full


def original(rel):
    if rel.startswith("lib/"):
        name = rel.split("/")[1].removesuffix(".py")
        source = deploying.build.library_source(name)
        if os.path.isdir(source):
            return os.path.join(source, *rel.split("/")[2:])
        return source
    return os.path.join(ROOT, *rel.split("/"))


def test_the_board_gets_no_docstrings_and_the_same_code_on_the_same_lines(built):
    seen = constants = 0
    for rel, path in built_sources(built):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        with open(original(rel), encoding="utf-8") as f:
            before = f.read()
        tree = ast.parse(text)
        assert not any(
            isinstance(n, DOCUMENTED) and n.body and is_docstring(n.body[0])
            for n in ast.walk(tree)
        ), rel
        expected = without_docstrings(ast.parse(before))
        folded = Folded(expected).values
        # (locals renamed as short_locals does, the test below checks how)
        short = ast.parse(deploying.build.short_locals(ast.unparse(expected)))
        assert ast.dump(tree) == ast.dump(short), rel
        assert not any(
            isinstance(n, ast.Name) and n.id in folded for n in ast.walk(tree)
        ), rel
        constants += len(folded)
        assert positions(tree) == positions(expected), rel
        assert text.count("\n") == before.count("\n"), rel
        # Comments stay (the licence header first).
        assert text.splitlines()[:2] == before.splitlines()[:2], rel
        seen += 1
    assert seen > 50  # code.py, the package and the libraries
    assert constants > 200  # private constants: none left to intern


def test_a_docstring_alone_or_beside_code_becomes_pass():
    text = textwrap.dedent(
        '''\
        """Module."""
        import os  # a comment


        class Done(BaseException):
            """Only a docstring."""


        def f(): """On the def's line."""; return 1


        def g():
            """Two
            lines."""  # kept
            return os.sep
        '''
    )
    stripped = deploying.build.strip_docstrings(text)
    assert stripped.splitlines() == [
        "",
        "import os  # a comment",
        "",
        "",
        "class Done(BaseException):",
        "    pass",
        "",
        "",
        "def f(): pass; return 1",
        "",
        "",
        "def g():",
        "    # kept",
        "",
        "    return os.sep",
    ]
    scope = {}
    exec(compile(stripped, "m.py", "exec"), scope)
    assert scope["f"]() == 1 and scope["g"]() == os.sep
    assert scope["g"].__doc__ is None


def test_a_private_constant_s_uses_become_its_value_and_the_rest_stays():
    text = textwrap.dedent(
        """\
        from micropython import const
        _A = const(5)  # a comment
        _B = const(_A << 2)
        _C = const(-1)
        _TEXT = const("s")
        _D = const(
            7
        )
        PUBLIC = const(3)
        _AGAIN = const(1)
        _AGAIN = 2
        _SHADOWED = const(4)


        def f(x, y=_A, _SHADOWED=0):
            return x + _A + _B * _C + _D.bit_length() + len(_TEXT) + y + o._A
        """
    )
    assert deploying.build.fold_constants(text).splitlines() == [
        "from micropython import const",
        "",
        "",
        "",
        '_TEXT = const("s")',  # (not a whole number: as MicroPython keeps it)
        "",
        "",
        "",
        "PUBLIC = const(3)",  # (public: another module may import it)
        "_AGAIN = const(1)",  # (assigned again)
        "_AGAIN = 2",
        "_SHADOWED = const(4)",  # (an argument's name too)
        "",
        "",
        "def f(x, y=5, _SHADOWED=0):",
        "    return x + 5 + 20 * (-1) + (7).bit_length() + len(_TEXT) + y + o._A",
    ]
    folded = deploying.build.fold_constants(text)
    folded = folded.replace("from micropython", "from minesweeper.compat")  # (CPython)
    scope = {"o": type("O", (), {"_A": 100})}
    exec(compile(folded, "m.py", "exec"), scope)
    assert scope["f"](1) == 1 + 5 - 20 + 3 + 1 + 5 + 100


def test_a_deployed_module_behaves_as_the_repository_s(built):
    # The same game, from the board's copy and from the repository.
    script = (
        "from minesweeper.rules.game import Game\n"
        "from minesweeper.rules.text import to_text\n"
        "g = Game(16, 16, 40, seed=99)\n"
        "g.reveal(8, 8)\n"
        "print(to_text(g))\n"
        "import minesweeper.rules.game as m\n"
        "print(m.__doc__ is None)\n"
    )
    outputs = []
    for tree in (built, ROOT):
        done = subprocess.run(
            [sys.executable, "-P", "-c", script],
            cwd=tree,
            env=dict(os.environ, PYTHONPATH=tree),
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.append(done.stdout.splitlines())
    assert outputs[0][:-1] == outputs[1][:-1]
    assert outputs[0][-1] == "True" and outputs[1][-1] == "False"


def test_the_bundle_is_the_deploy_s_tree_at_the_zip_s_top(built, tmp_path):
    # make bundle: what a player copies by hand is what the deploy writes,
    # byte for byte, code.py at the top, and the same zip from the same tree.
    import zipfile

    import bundle

    out = str(tmp_path / "minesweeper-bundle.zip")
    names = bundle.write_zip(built, out)
    with zipfile.ZipFile(out) as z:
        assert sorted(z.namelist()) == names
        for rel, path in built_sources(built):
            with open(path, "rb") as f:
                assert z.read(rel) == f.read(), rel
        assert "code.py" in names
        tops = {name.split("/")[0] for name in names}
        assert tops == {"code.py", "minesweeper", "assets", "lib"}
        libs = {
            name.split("/")[1].removesuffix(".py")
            for name in names
            if name.startswith("lib/")
        }
        assert libs == set(deploying.LIBRARIES)
        assert any(n.startswith("assets/") and n.endswith(".bmp") for n in names)
        game = z.read("minesweeper/rules/game.py").decode()
        assert '"""' not in game  # the deploy's .py: no docstrings
    with open(out, "rb") as f:
        first = f.read()
    bundle.write_zip(built, out)
    with open(out, "rb") as f:
        assert f.read() == first


def test_a_function_s_local_names_become_names_a_board_has():
    text = textwrap.dedent(
        """\
        import os


        def f(width, height=2, *rest, key=None):
            total = width * height
            for index in range(3):
                total += index
            squares = [index * index for index in range(total)]
            from os import sep as separator
            try:
                total += len(squares)
            except ValueError as error:
                total = -1
            return total, separator, key, rest


        def g(items):
            count = 0
            return sorted(x for x in items if x > count), lambda: count


        class C:
            size = 5

            def m(self, n):
                scaled = n * self.size
                global counted
                counted = scaled
                return scaled
        """
    )
    short = deploying.build.short_locals(text)
    lines = short.splitlines()
    assert len(lines) == len(text.splitlines())
    assert lines[3] == "def f(width, height=2, *rest, key=None):"  # arguments kept
    assert lines[4] == "    a = width * height"
    assert lines[5] == "    for b in range(3):"
    assert lines[7] == "    c = [b * b for b in range(a)]"
    assert "from os import sep as separator" in lines[8]  # an import's name kept
    assert "except ValueError as error:" in short  # (kept)
    assert "count = 0" in short  # a function with a lambda inside: as it was
    assert "a = n * self.size" in short and "counted = a" in short  # (global)
    scope, again = {}, {}
    exec(compile(text, "m.py", "exec"), scope)
    exec(compile(short, "m.py", "exec"), again)
    assert scope["f"](4, key=1) == again["f"](4, key=1)
    assert again["C"]().m(3) == 15 and again["counted"] == 15
