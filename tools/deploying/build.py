# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The CIRCUITPY tree the deploy writes: the game, its assets and its
libraries, each ``.py`` as a board should read it (without docstrings, its
private constants folded), compiled to ``.mpy`` with a CircuitPython
``mpy-cross`` if one is given."""

import ast
import importlib.util
import operator
import os
import shutil

import plumbing  # tools/, on sys.path as the entry points put it

from deploying import LIBRARIES, ROOT, SKIP, DeployError, _under_make


def library_source(name):
    """The installed file or package folder of a library."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        setup = "make setup" if _under_make() else "python3 tools/dev.py setup"
        raise DeployError("library %s is not installed: run '%s' first" % (name, setup))
    if spec.submodule_search_locations:
        return list(spec.submodule_search_locations)[0]
    return spec.origin


def _copy_tree(source, target):
    for folder, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in SKIP)
        rel = os.path.relpath(folder, source)
        os.makedirs(os.path.join(target, rel), exist_ok=True)
        for name in sorted(files):
            if not name.endswith(SKIP):
                shutil.copy2(
                    os.path.join(folder, name), os.path.join(target, rel, name)
                )


def build(out, mpy_cross=None):
    """Write the CIRCUITPY tree to ``out`` (emptied first); return it.
    ``mpy_cross``: a CircuitPython mpy-cross the deploy has checked
    (:func:`deploying.checks.check_mpy_cross`)."""
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    shutil.copy2(os.path.join(ROOT, "code.py"), out)
    _copy_tree(os.path.join(ROOT, "minesweeper"), os.path.join(out, "minesweeper"))
    _copy_tree(os.path.join(ROOT, "assets"), os.path.join(out, "assets"))
    lib = os.path.join(out, "lib")
    os.makedirs(lib)
    for name in LIBRARIES:
        source = library_source(name)
        if os.path.isdir(source):
            _copy_tree(source, os.path.join(lib, name))
        else:
            shutil.copy2(source, lib)
    strip_tree(out)
    if mpy_cross:
        compile_mpy(out, mpy_cross)
    return out


def strip_tree(tree):
    """Write every ``.py`` under ``tree`` again without its docstrings
    (:func:`strip_docstrings`), with its private constants folded
    (:func:`fold_constants`) and its functions' local names made short
    (:func:`short_locals`)."""
    for path, _, names in os.walk(tree):
        for name in names:
            if name.endswith(".py"):
                full = os.path.join(path, name)
                with open(full, encoding="utf-8") as f:
                    text = f.read()
                stripped = short_locals(fold_constants(strip_docstrings(text)))
                if stripped != text:
                    with open(full, "w", encoding="utf-8") as f:
                        f.write(stripped)


_DOCUMENTED = ("Module", "ClassDef", "FunctionDef", "AsyncFunctionDef")


def strip_docstrings(text):
    """``text`` (a module's source) without its docstrings, every other
    line where it was (tracebacks point at the repository's lines).

    A board compiles a ``.py`` at its import, and its parser reads each
    docstring into the heap before it drops it (a few KB for this game's
    larger modules). A docstring's lines are left empty; where it is a
    body's only statement, or shares its line with code, it becomes
    ``pass``. Comments and names stay as they are."""
    lines = text.splitlines(keepends=True)
    docs = []
    for node in ast.walk(ast.parse(text)):
        if type(node).__name__ not in _DOCUMENTED or not node.body:
            continue
        first = node.body[0]
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            docs.append((first, len(node.body) == 1))
    for doc, alone in sorted(
        docs, key=lambda d: (d[0].lineno, d[0].col_offset), reverse=True
    ):
        first, last = doc.lineno - 1, doc.end_lineno - 1
        head = lines[first][: doc.col_offset]
        tail = lines[last][doc.end_col_offset :]
        code_around = head.strip() or tail.strip()[:1] not in ("", "#")
        if alone or code_around:
            line = head + "pass" + tail
        else:
            line = (head + tail.strip() + "\n") if tail.strip() else "\n"
        lines[first : last + 1] = [line] + ["\n"] * (last - first)
    return "".join(lines)


_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.BitOr: operator.or_,
    ast.BitAnd: operator.and_,
    ast.BitXor: operator.xor,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Invert: operator.invert,
}


def _whole_number(node, known):
    """The int a constant's expression gives (whole numbers, the constants
    ``known`` and arithmetic), or None for anything else."""
    if isinstance(node, ast.Constant):
        value = node.value
        return value if type(value) is int else None
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
        value = _whole_number(node.operand, known)
        return None if value is None else _OPERATORS[type(node.op)](value)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left = _whole_number(node.left, known)
        right = _whole_number(node.right, known)
        if left is None or right is None:
            return None
        try:
            return _OPERATORS[type(node.op)](left, right)
        except (ArithmeticError, ValueError):
            return None
    return None


def fold_constants(text):
    """``text`` (a module's source) with its private constants folded, as
    ``mpy-cross`` folds them, every other line where it was.

    A private constant is a module-level ``_NAME = const(<whole number>)``:
    MicroPython folds it into the code that uses it, compiled or from
    source, but from source its parser first interns ``_NAME`` in the name
    table, which never frees a name (docs/memory.md, "The name table's cliff"). So
    each use becomes its value and the assignment's lines are left empty.
    A name assigned again, made global, or used as an argument's name is
    left as it is; so is a constant whose value is not a whole number."""
    tree = ast.parse(text)
    known = {}  # name -> value
    spans = {}  # name -> the lines of its assignment
    for node in tree.body:
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id.startswith("_")
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "const"
            and len(node.value.args) == 1
            and not node.value.keywords
        ):
            continue
        value = _whole_number(node.value.args[0], known)
        name = node.targets[0].id
        if value is not None and name not in known:
            known[name] = value
            spans[name] = (node.lineno, node.end_lineno)
    uses = []  # (line, start, end, the parent an attribute's)
    for node in ast.walk(tree):
        if isinstance(node, ast.Global | ast.Nonlocal):
            for name in node.names:
                known.pop(name, None)
        elif isinstance(node, ast.arg) and node.arg in known:
            known.pop(node.arg)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Name) and child.id in known:
                uses.append((child, isinstance(node, ast.Attribute)))
    for child, _ in uses:
        if not isinstance(child.ctx, ast.Load):
            line = spans.get(child.id, (0, 0))[0]
            if child.lineno != line:  # assigned again, or deleted
                known.pop(child.id, None)
    lines = text.splitlines(keepends=True)
    by_line = {}
    for child, dotted in uses:
        if child.id in known and isinstance(child.ctx, ast.Load):
            by_line.setdefault(child.lineno, []).append((child, dotted))
    for number, found in by_line.items():
        raw = lines[number - 1].encode("utf-8")  # (ast's columns count bytes)
        for child, dotted in sorted(found, key=lambda f: -f[0].col_offset):
            value = known[child.id]
            word = str(value) if value >= 0 and not dotted else "(%d)" % value
            raw = raw[: child.col_offset] + word.encode() + raw[child.end_col_offset :]
        lines[number - 1] = raw.decode("utf-8")
    for name in known:
        first, last = spans[name]
        lines[first - 1 : last] = ["\n"] * (last - first + 1)
    return "".join(lines)


# Names a local may take that add none to a board's name table: one-letter
# names every part of the game uses already, then the builtins' (the
# firmware's names, in flash).
_SHORT = tuple("abcdefhijkmnopqrstuvwxyz") + tuple(
    "abs all any bin chr dir hex id len map max min oct ord pow sum zip int str"
    " list dict set bytes tuple iter next hash repr sorted round range print"
    " type object super format filter float bool slice divmod callable"
    " getattr setattr hasattr isinstance enumerate reversed".split()
)
_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_DYNAMIC = ("locals", "vars", "eval", "exec")


def _local_names(fn):
    """The names ``fn`` (a function's node) binds in its body that may take
    another name: not its arguments', nor those made global or nonlocal,
    bound by an import or an ``except ... as``, nor those only a
    comprehension binds; with every name node of its body, and every name
    it uses. None where a name could be read by another scope or by name
    (a function, lambda or class inside, an f-string, ``locals()``...)."""
    nodes = [node for stmt in fn.body for node in ast.walk(stmt)]
    args = fn.args
    every = args.posonlyargs + args.args + args.kwonlyargs
    every += [a for a in (args.vararg, args.kwarg) if a is not None]
    keep = {a.arg for a in every}
    targets = set()  # name nodes a comprehension binds
    for node in nodes:
        if isinstance(node, _NESTED + (ast.JoinedStr,)):
            return None
        if isinstance(node, ast.Name) and node.id in _DYNAMIC:
            return None
        if isinstance(node, ast.Global | ast.Nonlocal):
            keep.update(node.names)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                keep.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            keep.add(node.name)
        elif isinstance(node, ast.comprehension):
            targets.update(id(n) for n in ast.walk(node.target))
    names = [n for n in nodes if isinstance(n, ast.Name)]
    bound = []
    for n in names:
        stored = not isinstance(n.ctx, ast.Load) and id(n) not in targets
        if stored and n.id not in keep and len(n.id) > 1 and n.id not in bound:
            bound.append(n.id)
    return bound, names, {n.id for n in names} | keep


def short_locals(text):
    """``text`` (a module's source) with each function's local variables
    renamed to names a board has already, every line where it was.

    From source a board's parser interns every name it reads, a
    function's local variables' too, which the compiled form never names:
    the name table never frees them (docs/memory.md, "The name table's
    cliff"). So where a function binds a local name of two letters or
    more, that name becomes one of ``_SHORT`` the function does not use,
    in order, while any is left. A function is left as it is where another
    scope or a call could read its names (a function, lambda or class
    inside it, an f-string, ``locals()``...); arguments (a caller may name
    them), names made global or nonlocal, names an import binds and module
    and class level names stay."""
    tree = ast.parse(text)
    edits = {}  # line -> [(name node, new name)]
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        found = _local_names(fn)
        if found is None:
            continue
        bound, names, used = found
        free = [c for c in _SHORT if c not in used]
        renamed = dict(zip(bound, free, strict=False))  # (while any is left)
        for n in names:
            if n.id in renamed:
                edits.setdefault(n.lineno, []).append((n, renamed[n.id]))
    lines = text.splitlines(keepends=True)
    for number, found in edits.items():
        raw = lines[number - 1].encode("utf-8")  # (ast's columns count bytes)
        for n, new in sorted(found, key=lambda f: -f[0].col_offset):
            raw = raw[: n.col_offset] + new.encode() + raw[n.end_col_offset :]
        lines[number - 1] = raw.decode("utf-8")
    return "".join(lines)


def board_path(rel):
    """The name a board imports the file at ``rel`` (in CIRCUITPY, with
    ``/``) by, its ``__file__``: ``minesweeper/...`` is found through
    ``sys.path``'s ``''``, a library through ``/lib``."""
    rel = rel.replace(os.sep, "/")
    return "/" + rel if rel.startswith("lib/") else rel


def compile_mpy(out, mpy_cross):
    """Replace every .py but code.py with a .mpy made by mpy_cross.

    A ``.mpy`` keeps its source file's name for tracebacks, and the board
    interns it in RAM as long as it runs (the module's ``__file__`` is
    interned too): the name given is the ``.mpy``'s own path on the board
    (``-s``), so that both are one short string, not a long build path and
    a second name."""
    for folder in (os.path.join(out, "minesweeper"), os.path.join(out, "lib")):
        for path, _, files in os.walk(folder):
            for name in files:
                if not name.endswith(".py"):
                    continue
                source = os.path.join(path, name)
                target = source[:-3] + ".mpy"
                shown = board_path(os.path.relpath(target, out))
                result = plumbing.compile_py(mpy_cross, source, target, shown)
                if result.returncode:
                    raise DeployError(
                        "mpy-cross failed on %s: %s"
                        % (os.path.relpath(source, out), result.stderr.strip())
                    )
                os.remove(source)
