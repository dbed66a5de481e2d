# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Bringing a CIRCUITPY drive up to date with a built tree, never leaving
a board that does not start (see ``tools/deploy.py``): the plan of what to
copy, keep and remove, the drive's manifest, and the writes, staged beside
their places and renamed into them, ``code.py`` last."""

import errno
import hashlib
import json
import os
import shutil

from deploying import _READ_ONLY, LAST, MANIFEST, TEMP, DeployError, _name


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
