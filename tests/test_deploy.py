# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""tools/deploy.py against a temporary folder standing in for CIRCUITPY, and
tools/dev.py's Python version check."""

import ast
import errno
import json
import os
import shutil
import sys
import tomllib

import pytest
from proc import run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")
sys.path.insert(0, TOOLS)
import deploy  # noqa: E402
import deploying.build  # noqa: E402
import deploying.sync  # noqa: E402


def boot_out(version="9.2.1", board="Adafruit PyPortal", board_id="pyportal"):
    """boot_out.txt as CircuitPython writes it at start-up."""
    text = "Adafruit CircuitPython %s on 2024-11-20; %s with samd51j20\r\n" % (
        version,
        board,
    )
    if board_id:
        text += "Board ID:%s\r\nUID:C7FD1A2B3C4D\r\n" % board_id
    return text.encode()


USER_FILES = {
    "boot_out.txt": boot_out(),
    "settings.toml": b'MINESWEEPER_LEVEL = "expert"\n',
    "lib/neopixel.py": b"# another project's library\n",
}
CP_VERSION = "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3"
MP_VERSION = "MicroPython v1.29.0 on 2026-08-29; mpy-cross emitting mpy v6.3"


@pytest.fixture(autouse=True)
def _not_under_make(monkeypatch):
    # `make test` exports MAKELEVEL; the wording tests set it themselves.
    monkeypatch.delenv("MAKELEVEL", raising=False)
    monkeypatch.delenv("MINESWEEPER_DEPLOY_RERUN", raising=False)


def write_files(root, files):
    for rel, data in files.items():
        path = root.joinpath(*rel.split("/"))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return root


def read_files(root):
    """{relative path: bytes} of every file under root."""
    found = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            with open(path, "rb") as f:
                found[rel] = f.read()
    return found


@pytest.fixture
def drive(tmp_path):
    return write_files(tmp_path / "CIRCUITPY", USER_FILES)


def one_line(text):
    assert len(text.splitlines()) == 1, text
    assert "Traceback" not in text
    return text


def package_files():
    """Every file deploy must copy from minesweeper/, subfolders included."""
    found = []
    for folder, dirs, names in os.walk(os.path.join(ROOT, "minesweeper")):
        dirs[:] = [d for d in dirs if d not in deploying.SKIP]
        for name in names:
            if not name.endswith(deploying.SKIP):
                path = os.path.relpath(os.path.join(folder, name), ROOT)
                found.append(path.replace(os.sep, "/"))
    return found


def test_deploy_copies_everything_once_and_keeps_the_users_files(
    drive, tmp_path, capsys
):
    out = str(tmp_path / "build")
    assert deploy.main([str(drive), "--out", out]) == 0
    for rel in package_files() + [
        "code.py",
        "minesweeper/device/wiring.py",
        "assets/tiles16.bmp",
        "assets/win.wav",
        "lib/adafruit_touchscreen.py",
        "lib/adafruit_imageload/__init__.py",
        "lib/adafruit_imageload/bmp/indexed.py",
        "lib/adafruit_ticks.py",
    ]:
        assert (drive / rel).is_file(), rel
    assert len(package_files()) > 10
    assert not list(drive.rglob("__pycache__"))
    assert not list(drive.rglob("*" + deploying.TEMP))
    for rel, data in USER_FILES.items():
        assert (drive / rel).read_bytes() == data
    ours = len(json.loads(on_drive_manifest(drive))["files"])
    assert "deploy: %s: copied %d files (" % (drive, ours) in capsys.readouterr().out
    # Again: nothing to do, and it says why.
    assert deploy.main([str(drive), "--out", out]) == 0
    printed = capsys.readouterr().out
    assert "deploy: %s is up to date: nothing to copy\n" % drive in printed
    assert "copied" not in printed and "eject" not in printed
    # One file changed: one file, not "1 files".
    (drive / "code.py").write_bytes(b"# edited\n")
    assert deploy.main([str(drive), "--out", out]) == 0
    printed = capsys.readouterr().out
    assert (
        "deploy: %s: copied 1 file (%d bytes)\n"
        % (
            drive,
            (drive / "code.py").stat().st_size,
        )
        in printed
    )


def test_dry_run_copies_nothing(drive, tmp_path, capsys):
    before = read_files(drive)
    assert deploy.main([str(drive), "--dry-run", "--out", str(tmp_path / "b")]) == 0
    assert "would copy code.py" in capsys.readouterr().out
    assert read_files(drive) == before


def test_not_a_circuitpy_drive(tmp_path, capsys):
    plain = tmp_path / "somewhere"
    plain.mkdir()
    assert deploy.main([str(plain), "--out", str(tmp_path / "b")]) == 2
    err = one_line(capsys.readouterr().err)
    assert "no boot_out.txt" in err and "--force" in err
    assert deploy.main([str(plain), "--force", "--out", str(tmp_path / "b")]) == 0
    assert (plain / "code.py").is_file()


# -- a drive the deploy cannot use: one line, exit status 2 ----------------


class FakeStat:
    """What os.statvfs says about a drive."""

    def __init__(self, free_blocks, block=4096, read_only=False):
        self.f_bsize = self.f_frsize = block
        self.f_bavail = self.f_bfree = free_blocks
        self.f_blocks = free_blocks + 1000
        self.f_flag = os.ST_RDONLY if read_only else 0


def fake_statvfs(monkeypatch, drive, stat):
    real = os.statvfs

    def statvfs(path):
        if os.path.realpath(path) == os.path.realpath(drive):
            return stat
        return real(path)

    monkeypatch.setattr(os, "statvfs", statvfs)


FORCED = ("not circuitpy", "circuitpython 8", "feather m4", "no version")


@pytest.mark.parametrize("under_make", [False, True])
@pytest.mark.parametrize(
    "case",
    ["no drive", "missing", "a file", "read-only", "full", *FORCED],
)
def test_a_drive_it_cannot_use_gets_one_line(
    case, under_make, drive, tmp_path, capsys, monkeypatch
):
    if under_make:
        monkeypatch.setenv("MAKELEVEL", "1")
    path = str(drive)
    if case == "no drive":
        path = ""  # what `make deploy` passes without DRIVE=
    elif case == "missing":
        path = str(tmp_path / "nowhere")
    elif case == "a file":
        path = str(drive / "settings.toml")
    elif case == "not circuitpy":
        (drive / "boot_out.txt").unlink()
    elif case == "circuitpython 8":
        (drive / "boot_out.txt").write_bytes(boot_out("8.2.10"))
    elif case == "feather m4":
        feather = boot_out("9.2.1", "Adafruit Feather M4 Express", "feather_m4_express")
        (drive / "boot_out.txt").write_bytes(feather)
    elif case == "no version":
        (drive / "boot_out.txt").write_bytes(b"\r\n")
    elif case == "read-only":
        fake_statvfs(monkeypatch, drive, FakeStat(10**6, read_only=True))
    else:
        fake_statvfs(monkeypatch, drive, FakeStat(3))
    before = read_files(drive)
    assert deploy.main([path, "--out", str(tmp_path / "b")]) == 2
    err = one_line(capsys.readouterr().err)
    assert read_files(drive) == before
    expected = {
        "no drive": "no drive given",
        "missing": "does not exist",
        "a file": "is a file, not a folder",
        "not circuitpy": "no boot_out.txt",
        "read-only": "is read-only",
        "full": "has 12 KB free",
        "circuitpython 8": "runs CircuitPython 8.2.10, older than CircuitPython 9:"
        " put CircuitPython 9 or 10 on the board first",
        "feather m4": "is Adafruit Feather M4 Express (boot_out.txt), not a"
        " PyPortal, Pynt or Titano",
        "no version": "boot_out.txt names no CircuitPython version",
    }[case]
    assert expected in err
    if under_make:
        assert "DRIVE=" in err
        assert ("FORCE=1" in err) == (case in FORCED)
        assert "--force" not in err
    else:
        assert "DRIVE=" not in err and "FORCE=1" not in err
        assert ("--force" in err) == (case in FORCED)


@pytest.mark.parametrize(
    "board, says",
    [
        (boot_out("8.2.10"), "runs CircuitPython 8.2.10, older than"),
        (boot_out("9.2.1", "Adafruit Feather M4 Express", ""), "is Adafruit Feather"),
    ],
)
def test_force_goes_ahead_and_says_so(board, says, drive, tmp_path, capsys):
    (drive / "boot_out.txt").write_bytes(board)
    assert deploy.main([str(drive), "--force", "--out", str(tmp_path / "b")]) == 0
    printed = capsys.readouterr().out
    assert "deploy: copying anyway (--force): %s" % drive in printed
    assert says in printed
    assert (drive / "code.py").is_file()


@pytest.mark.parametrize(
    "board, aim",
    [
        (boot_out(), "for CircuitPython 9.2.1 on Adafruit PyPortal: "),
        # A Pynt runs the PyPortal's firmware, which names the PyPortal.
        (boot_out("10.0.3"), "for CircuitPython 10.0.3 on Adafruit PyPortal: "),
        (
            boot_out("10.1.0", "Adafruit PyPortal Titano", "pyportal_titano"),
            "for CircuitPython 10.1.0 on Adafruit PyPortal Titano: ",
        ),
        # Without the "Board ID:" line, as older versions wrote it.
        (
            boot_out("10.0.0-beta.2", "Adafruit PyPortal Titano", ""),
            "for CircuitPython 10.0.0-beta.2 on Adafruit PyPortal Titano: ",
        ),
        (
            boot_out("11.0.0"),
            "for CircuitPython 11.0.0 on Adafruit PyPortal (newer than"
            " CircuitPython 10, which it was checked on): ",
        ),
    ],
)
def test_the_boards_it_is_made_for_are_taken_and_the_target_named(
    board, aim, drive, tmp_path, capsys
):
    (drive / "boot_out.txt").write_bytes(board)
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("deploy: " + aim), printed
    assert "as .py source, which CircuitPython 9 and 10 both load\n" in printed
    assert "anyway" not in printed
    assert (drive / "lib" / "adafruit_ticks.py").is_file()


def test_no_drive_from_the_command_line_has_no_traceback(tmp_path):
    result = run([sys.executable, os.path.join(TOOLS, "deploy.py"), ""], MAKELEVEL="1")
    assert result.returncode == 2
    assert one_line(result.stderr).startswith("deploy: no drive given")
    assert "make deploy DRIVE=" in result.stderr


def test_free_space_counts_whole_blocks(drive, tmp_path, capsys, monkeypatch):
    tree = deploying.build.build(str(tmp_path / "b"))
    sizes = [len(data) for data in read_files(tree).values()]
    in_blocks = sum(-(-size // 4096) * 4096 for size in sizes)
    # Enough for the bytes, with room to spare, but not for whole blocks.
    assert in_blocks - sum(sizes) > 40 * 1024
    fake_statvfs(monkeypatch, drive, FakeStat((sum(sizes) + 20 * 1024) // 4096))
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 2
    err = one_line(capsys.readouterr().err)
    assert "4096-byte blocks" in err
    assert not (drive / "code.py").exists()
    # Room for every block (and the manifest and folders) is enough.
    needed = deploying.sync.Plan(str(drive), tree).needed(4096)
    folders = set()
    for rel in read_files(tree):
        parts = rel.replace(os.sep, "/").split("/")[:-1]
        for k in range(1, len(parts) + 1):
            folders.add("/".join(parts[:k]))
    # the files' blocks, a block a folder (and the staging folders), and the
    # manifest twice (its copy): a few blocks of it at most
    assert needed <= in_blocks + (len(folders) + 8) * 4096
    fake_statvfs(monkeypatch, drive, FakeStat(needed // 4096))
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 0
    assert (drive / "code.py").is_file()


# -- interrupted at any point: the old game or the new one ----------------


class Interrupted(BaseException):
    """The process dies: no handler runs."""


GAME = {
    "code.py": b"import minesweeper.app  # v1\n",
    "minesweeper/__init__.py": b"",
    "minesweeper/game.py": b"GAME = 1\n",
    "minesweeper/retired.py": b"OLD = 1\n",
    "minesweeper/device/__init__.py": b"",
    "minesweeper/device/screen.py": b"SCREEN = 1\n",
    "assets/tiles16.bmp": b"BM" + bytes(range(256)) * 20,
    "lib/adafruit_touchscreen.py": b"TOUCH = 1\n",
}
GAME_2 = {
    "code.py": b"import minesweeper.app  # v2\n",
    "minesweeper/__init__.py": b"",
    "minesweeper/game.py": b"GAME = 2\n",
    "minesweeper/device/__init__.py": b"",
    "minesweeper/device/screen.py": b"SCREEN = 1\n",
    "minesweeper/device/sound.py": b"SOUND = 2\n",
    "assets/tiles16.bmp": b"BM" + bytes(range(255, -1, -1)) * 20,
    "lib/adafruit_touchscreen.py": b"TOUCH = 1\n",
}


def compiled(files):
    """The tree as --mpy-cross builds it: .mpy for all but code.py."""
    out = {}
    for rel, data in files.items():
        if rel.endswith(".py") and rel != "code.py":
            out[rel[:-3] + ".mpy"] = b"C\x06" + data
        else:
            out[rel] = data
    return out


PACKAGE = "a folder"  # what a name imports when a folder has it


def folders_in(root):
    """Every folder under root, empty ones too, as relative paths."""
    found = set()
    for folder, dirs, _ in os.walk(root):
        for name in dirs:
            rel = os.path.relpath(os.path.join(folder, name), root)
            found.add(rel.replace(os.sep, "/"))
    return found


def runs(files, folders=None):
    """What CircuitPython would load for each name: a folder (a package, even
    without __init__.py) before a .py, a .py before a .mpy. Names with a
    temporary part cannot be imported. folders: those on the drive (by
    default the ones files are in)."""
    if folders is None:
        folders = {rel.rpartition("/")[0] for rel in files} - {""}
        folders |= {f.rpartition("/")[0] for f in folders} - {""}
    view = {}
    for rel, data in files.items():
        if deploying.TEMP in rel:
            continue
        if rel.endswith(".mpy"):
            view.setdefault(rel[:-4], data)
        elif rel.endswith(".py") and rel != "code.py":
            view[rel[:-3]] = data
        elif not os.path.splitext(rel)[1].startswith((".bak", ".json")):
            view[rel] = data
    for folder in folders:
        if deploying.TEMP not in folder:
            view[folder] = PACKAGE
    return view


def old_game(seen, old_runs):
    """seen, less the folders that hide nothing of the old game (the empty
    folders a stopped deploy made)."""
    return {k: v for k, v in seen.items() if v != PACKAGE or k in old_runs}


BOARD_CODE = {"code.py": b'print("Hello World!")\n'}  # a new board's code.py

# The modules move into folders named as modules were: a new folder must not
# hide the old module while the old game runs.
OLD_LAYOUT = dict(
    GAME,
    **{
        "minesweeper/rules.py": b"RULES = 1\n",
        "minesweeper/solver.py": b"SOLVER = 1\n",
        "minesweeper/ticks.py": b"TICKS = 1\n",
    },
)
NEW_LAYOUT = dict(
    GAME_2,
    **{
        "minesweeper/rules/__init__.py": b"",
        "minesweeper/rules/game.py": b"GAME = 3\n",
        "minesweeper/solver/__init__.py": b"",
        "minesweeper/solver/prove/__init__.py": b"",
        "minesweeper/solver/prove/deep.py": b"DEEP = 3\n",
        "minesweeper/store/slots.py": b"SLOTS = 3\n",
    },
)

TRANSITIONS = {
    "update": (GAME, GAME_2),
    "py to mpy": (GAME, compiled(GAME_2)),
    "mpy to py": (compiled(GAME), GAME_2),
    "first deploy": (None, GAME_2),
    "into folders": (OLD_LAYOUT, NEW_LAYOUT),
    "into folders, compiled": (compiled(OLD_LAYOUT), compiled(NEW_LAYOUT)),
}


def counting(monkeypatch, stop_at, how):
    """Make the drive writers stop at call number stop_at."""
    calls = []

    def wrap(name):
        real = getattr(deploying.sync, name)

        def writer(*args):
            calls.append(name)
            if len(calls) == stop_at:
                if how == "torn write" and name == "_write":
                    with open(args[0], "wb") as f:
                        f.write(args[1][: len(args[1]) // 2])
                    raise Interrupted
                if how == "no space":
                    raise OSError(errno.ENOSPC, "No space left on device")
                raise Interrupted
            return real(*args)

        monkeypatch.setattr(deploying.sync, name, writer)

    for name in ("_write", "_replace", "_remove", "_makedirs", "_rmdir"):
        wrap(name)
    return calls


@pytest.mark.parametrize("how", ["killed", "torn write", "no space"])
@pytest.mark.parametrize("transition", sorted(TRANSITIONS))
def test_an_interrupted_deploy_leaves_the_old_or_the_new_game(
    transition, how, tmp_path, monkeypatch, capsys
):
    old, new = TRANSITIONS[transition]
    new_tree = str(write_files(tmp_path / "new", new))
    old_tree = old and str(write_files(tmp_path / "old", old))
    before = dict(USER_FILES, **(BOARD_CODE if old is None else {}))
    old_runs = runs(dict(before, **(old or {})))
    new_runs = runs(dict(before, **new))
    backups = {"code.py.bak": BOARD_CODE["code.py"]} if old is None else {}

    def fresh(name):
        path = write_files(tmp_path / name, before)
        if old_tree:
            deploying.sync.install(old_tree, str(path))
        return path

    counted = fresh("count")
    staged = []
    with monkeypatch.context() as m:
        steps = counting(m, 0, how)
        stage = deploying.sync._stage

        def counted_stage(plan):
            stage(plan)
            staged.append(len(steps))

        m.setattr(deploying.sync, "_stage", counted_stage)
        deploying.sync.install(new_tree, str(counted))
    assert steps.count("_write") > 3 and steps.count("_replace") > 3
    capsys.readouterr()
    for stop_at in range(1, len(steps) + 1):
        drive = fresh("drive%d" % stop_at)
        message = ""
        with monkeypatch.context() as m:
            counting(m, stop_at, how)
            try:
                deploying.sync.install(new_tree, str(drive))
            except Interrupted:
                pass
            except deploying.DeployError as err:
                message = str(err)
        on_drive = read_files(drive)
        seen = runs(on_drive, folders_in(drive))
        where = "%s, stopped at step %d (%s)" % (
            transition,
            stop_at,
            steps[stop_at - 1],
        )
        for rel, data in USER_FILES.items():
            assert on_drive[rel] == data, where
        if how == "no space":
            assert "is full" in message, where
        if "unchanged" in message:
            # A write failed before any renaming: the old game, as it was,
            # and no temporary files left behind.
            assert old_game(seen, old_runs) == old_runs, where
            assert not [rel for rel in on_drive if deploying.TEMP in rel], where
        elif stop_at <= staged[0]:
            # Stopped before the renames began: the old game, as it was.
            assert old_game(seen, old_runs) == old_runs, where
        elif seen["code.py"] == new_runs["code.py"]:
            assert {k: seen.get(k) for k in new_runs} == new_runs, where
        else:
            assert seen["code.py"] == old_runs["code.py"], where
            for name, data in old_runs.items():
                assert seen.get(name) in (data, new_runs.get(name)), (where, name)
            for name, data in new_runs.items():
                assert seen.get(name) in (old_runs.get(name), data), (where, name)
        # Run again: the new game, complete, and nothing else of ours.
        deploying.sync.install(new_tree, str(drive))
        assert read_files(drive) == dict(
            before, **new, **backups, **{deploying.MANIFEST: on_drive_manifest(drive)}
        ), where
        assert ".bak" not in capsys.readouterr().out.replace("code.py.bak", ""), where


def on_drive_manifest(drive):
    return (drive / deploying.MANIFEST).read_bytes()


def test_the_manifest_lists_what_the_deploy_wrote(tmp_path):
    drive = write_files(tmp_path / "d", USER_FILES)
    deploying.sync.install(str(write_files(tmp_path / "t", GAME)), str(drive))
    files = json.loads(on_drive_manifest(drive))["files"]
    assert sorted(files) == sorted(GAME)
    for rel, hashes in files.items():
        assert hashes == [deploying.sync.file_hash(str(drive / rel))]


# -- files the player changed, files that are not ours ---------------------


def test_changed_and_foreign_files_are_kept_as_bak(tmp_path, capsys):
    drive = write_files(tmp_path / "d", dict(USER_FILES, **BOARD_CODE))
    tree = str(write_files(tmp_path / "t", GAME))
    tree_2 = str(write_files(tmp_path / "t2", GAME_2))
    # First deploy onto a board with its own code.py.
    deploying.sync.install(tree, str(drive))
    out = capsys.readouterr().out
    assert "code.py on the drive is not this game's: keeping it as code.py.bak" in out
    assert (drive / "code.py.bak").read_bytes() == BOARD_CODE["code.py"]
    assert (drive / "code.py").read_bytes() == GAME["code.py"]
    # The player edits code.py; another project puts a newer touchscreen
    # library in lib/; both are kept when the game is put back.
    (drive / "code.py").write_bytes(b"# my change\n")
    (drive / "lib" / "adafruit_touchscreen.py").write_bytes(b"TOUCH = 99\n")
    deploying.sync.install(tree_2, str(drive))
    out = capsys.readouterr().out
    assert (
        "code.py was changed on the drive since the last deploy:"
        " keeping it as code.py.bak2" in out
    )
    assert "lib/adafruit_touchscreen.py was changed" in out
    assert (drive / "code.py.bak").read_bytes() == BOARD_CODE["code.py"]
    assert (drive / "code.py.bak2").read_bytes() == b"# my change\n"
    assert (drive / "lib/adafruit_touchscreen.py.bak").read_bytes() == b"TOUCH = 99\n"
    assert runs(read_files(drive)) == runs(dict(USER_FILES, **GAME_2))
    # A module the game dropped is removed when it is as the deploy left it,
    # and left alone when the player changed it.
    assert not (drive / "minesweeper" / "retired.py").exists()
    # Deploying again changes nothing and makes no more copies.
    before = read_files(drive)
    deploying.sync.install(tree_2, str(drive))
    assert read_files(drive) == before


def test_a_changed_file_the_game_dropped_is_left_alone(tmp_path, capsys):
    drive = write_files(tmp_path / "d", USER_FILES)
    deploying.sync.install(str(write_files(tmp_path / "t", GAME)), str(drive))
    (drive / "minesweeper" / "retired.py").write_bytes(b"MINE = 1\n")
    deploying.sync.install(str(write_files(tmp_path / "t2", GAME_2)), str(drive))
    assert (drive / "minesweeper" / "retired.py").read_bytes() == b"MINE = 1\n"
    assert "retired.py was changed on the drive" in capsys.readouterr().out


def test_modules_moved_into_folders_leave_nothing_of_the_old_layout(tmp_path, capsys):
    drive = write_files(tmp_path / "d", USER_FILES)
    old = str(write_files(tmp_path / "old", OLD_LAYOUT))
    new = str(write_files(tmp_path / "new", NEW_LAYOUT))
    deploying.sync.install(old, str(drive))
    capsys.readouterr()
    plan = deploying.sync.Plan(str(drive), new)
    assert plan.hiding == ["minesweeper/rules", "minesweeper/solver"]
    deploying.sync.carry_out(plan)
    printed = capsys.readouterr().out
    for rel in ("rules.py", "solver.py", "ticks.py", "retired.py"):
        assert "remove minesweeper/%s (no longer part of the game)" % rel in printed
    assert deploying.sync.summary(plan, "D") == (
        "deploy: D: copied %d files (%d bytes); removed 4 files the game no"
        " longer needs" % (len(plan.copies), sum(size for _, size in plan.copies))
    )
    ours = dict(USER_FILES, **NEW_LAYOUT)
    assert read_files(drive) == dict(
        ours, **{deploying.MANIFEST: on_drive_manifest(drive)}
    )
    assert runs(read_files(drive), folders_in(drive)) == runs(ours)
    # And back: the folders it made go with the files, unless one holds a
    # file the player put there.
    (drive / "minesweeper" / "store" / "mine.txt").write_bytes(b"mine\n")
    deploying.sync.install(old, str(drive))
    assert not (drive / "minesweeper" / "rules").exists()
    assert not (drive / "minesweeper" / "solver").exists()
    assert (drive / "minesweeper" / "store" / "mine.txt").read_bytes() == b"mine\n"
    assert not (drive / "minesweeper" / "store" / "slots.py").exists()
    assert not [rel for rel in folders_in(drive) if deploying.TEMP in rel]


def test_a_file_already_like_ours_is_taken_over_without_a_copy(tmp_path):
    # A drive the game was copied to by hand: same bytes, no manifest.
    drive = write_files(tmp_path / "d", dict(USER_FILES, **GAME))
    deploying.sync.install(str(write_files(tmp_path / "t", GAME)), str(drive))
    assert not list(drive.rglob("*.bak"))
    assert sorted(json.loads(on_drive_manifest(drive))["files"]) == sorted(GAME)


# -- mpy-cross -------------------------------------------------------------


def fake_mpy_cross(tmp_path, version):
    """A stand-in mpy-cross: says version; "compiles" by copying with a mark."""
    path = tmp_path / "mpy-cross"
    path.write_text(
        "#!%s -IS\n"
        "import sys\n"
        "args = sys.argv[1:]\n"
        "if args == ['--version']:\n"
        "    print(%r)\n"
        "    sys.exit(0)\n"
        "with open(args[-1], 'rb') as f:\n"
        "    data = f.read()\n"
        "with open(args[args.index('-o') + 1], 'wb') as f:\n"
        "    f.write(b'C\\x06' + data)\n" % (sys.executable, version)
    )
    path.chmod(0o755)
    return str(path)


@pytest.mark.skipif(os.name == "nt", reason="the stand-in is a #! script")
def test_mpy_cross_switches_py_and_mpy_and_removes_only_its_own(
    drive, tmp_path, capsys
):
    mpy_cross = fake_mpy_cross(tmp_path, CP_VERSION)
    out = str(tmp_path / "b")
    assert deploy.main([str(drive), "--out", out]) == 0
    ours = [rel for rel in read_files(drive) if rel not in USER_FILES]
    # Another project's newer touchscreen library, as a .py in lib/.
    (drive / "lib" / "adafruit_touchscreen.py").write_bytes(b"TOUCH = 99\n")
    capsys.readouterr()
    assert deploy.main([str(drive), "--mpy-cross", mpy_cross, "--out", out]) == 0
    printed = capsys.readouterr().out
    on_drive = read_files(drive)
    for rel in ours:
        if rel.endswith(".py") and rel != "code.py":
            assert rel[:-3] + ".mpy" in on_drive, rel
            assert rel not in on_drive, rel  # it would be imported first
    assert (
        "remove minesweeper/rules/game.py (now minesweeper/rules/game.mpy)" in printed
    )
    assert "would be imported instead of lib/adafruit_touchscreen.mpy" in printed
    assert on_drive["lib/adafruit_touchscreen.py.bak"] == b"TOUCH = 99\n"
    assert on_drive["lib/neopixel.py"] == USER_FILES["lib/neopixel.py"]
    assert on_drive["code.py"].startswith(b"#")
    # And back to .py: the .mpy files it wrote go.
    assert deploy.main([str(drive), "--out", out]) == 0
    on_drive = read_files(drive)
    assert not [rel for rel in on_drive if rel.endswith(".mpy")]
    for rel in ours:
        assert rel in on_drive, rel
    assert on_drive["lib/neopixel.py"] == USER_FILES["lib/neopixel.py"]


@pytest.mark.skipif(os.name == "nt", reason="the stand-in is a #! script")
def test_micropythons_mpy_cross_is_refused(drive, tmp_path, capsys):
    before = read_files(drive)
    mpy_cross = fake_mpy_cross(tmp_path, MP_VERSION)
    assert deploy.main([str(drive), "--mpy-cross", mpy_cross]) == 2
    err = one_line(capsys.readouterr().err)
    assert "MicroPython's mpy-cross" in err
    assert "CircuitPython needs its own mpy-cross" in err
    assert "adafruit-circuit-python" in err
    assert read_files(drive) == before
    missing = str(tmp_path / "no-such-mpy-cross")
    assert deploy.main([str(drive), "--mpy-cross", missing]) == 2
    assert "cannot run mpy-cross" in one_line(capsys.readouterr().err)


@pytest.mark.skipif(os.name == "nt", reason="the stand-in is a #! script")
def test_an_mpy_cross_of_another_major_version_is_refused(drive, tmp_path, capsys):
    # CircuitPython 9.2's and 10's mpy-cross both say "mpy v6.3", but Adafruit
    # builds the libraries' .mpy files once per major version: so does this.
    (drive / "boot_out.txt").write_bytes(boot_out("10.1.0"))
    before = read_files(drive)
    nine = fake_mpy_cross(tmp_path, CP_VERSION)
    out = str(tmp_path / "b")
    assert deploy.main([str(drive), "--mpy-cross", nine, "--out", out]) == 2
    err = one_line(capsys.readouterr().err)
    assert (
        "%s is the mpy-cross of CircuitPython 9.2.1, the board runs"
        " CircuitPython 10.1.0: use the mpy-cross of CircuitPython 10, from" % nine
    ) in err
    assert err.rstrip().endswith("(--force to use it anyway)")
    assert read_files(drive) == before
    # The right one: the deploy names it.
    ten = CP_VERSION.replace("9.2.1 on 2024-11-20", "10.0.3 on 2025-10-17")
    (tmp_path / "ten").mkdir()
    ten = fake_mpy_cross(tmp_path / "ten", ten)
    assert deploy.main([str(drive), "--mpy-cross", ten, "--out", out]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(
        "deploy: for CircuitPython 10.1.0 on Adafruit PyPortal: .mpy files"
        " compiled by CircuitPython 10.0.3 on 2025-10-17; mpy-cross emitting mpy"
        " v6.3\n"
    ), printed
    assert (drive / "lib" / "adafruit_ticks.mpy").is_file()
    # --force goes ahead with the other one, saying so.
    assert deploy.main([str(drive), "--mpy-cross", nine, "--force", "--out", out]) == 0
    assert "deploy: compiling anyway (--force): " in capsys.readouterr().out


# -- links -----------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
@pytest.mark.parametrize("link", ["lib", "minesweeper", "code.py", "assets"])
def test_a_link_on_the_drive_is_never_followed(link, drive, tmp_path, capsys):
    elsewhere = write_files(tmp_path / "elsewhere", {"keep.txt": b"mine\n"})
    target = elsewhere / "keep.txt" if link == "code.py" else elsewhere
    if link == "lib":
        (drive / "lib" / "neopixel.py").unlink()
        (drive / "lib").rmdir()
    os.symlink(target, drive / link)
    before = read_files(elsewhere)
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 2
    err = one_line(capsys.readouterr().err)
    assert "%s on the drive is a symbolic link" % link in err
    assert read_files(elsewhere) == before
    assert not (drive / "boot_out.txt").is_symlink()
    if link != "code.py":
        assert not (drive / "code.py").exists()


# -- make deploy ------------------------------------------------------------


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
@pytest.mark.parametrize(
    "options, command",
    [
        ((), "deploy"),
        (
            ("DRIVE=/media/me/CIRCUITPY", "DRY_RUN=1", "FORCE=1", "MPY_CROSS=/x/m"),
            'deploy "/media/me/CIRCUITPY" --dry-run --force --mpy-cross "/x/m"',
        ),
    ],
)
def test_make_deploy_echoes_the_command_it_runs(options, command):
    # make echoes each recipe line as written: a line continued with a
    # backslash showed up as a dangling "\" and a line of blanks.
    result = run(
        ["make", "-s", "--no-print-directory", "-n", "deploy", *options], cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "python3 tools/dev.py %s\n" % command


# -- the libraries: the deploy copies what code.py checks -------------------


def test_code_py_checks_the_libraries_the_deploy_copies():
    with open(os.path.join(ROOT, "code.py")) as f:
        tree = ast.parse(f.read())
    checked = [
        tuple(element.value for element in node.iter.elts)
        for node in ast.walk(tree)
        if isinstance(node, ast.For) and isinstance(node.iter, ast.Tuple)
    ]
    assert checked == [deploying.LIBRARIES]
    assert "adafruit_ticks" in deploying.LIBRARIES


def test_the_readme_names_the_version_the_shell_is_checked_against():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        groups = tomllib.load(f)["project"]["optional-dependencies"]
    pins = [pin for group in groups.values() for pin in group]
    stubs = [
        pin.split("==")[1] for pin in pins if pin.startswith("circuitpython-stubs")
    ]
    major, minor = (int(n) for n in stubs[0].split(".")[:2])
    with open(os.path.join(ROOT, "README.md")) as f:
        readme = " ".join(f.read().split())
    assert "checked against CircuitPython %d.%d" % (major, minor) in readme
    assert "`circuitpython-stubs` %s" % stubs[0] in readme
    assert deploying.NEWEST == major


# -- which Python runs the tools -------------------------------------------


@pytest.mark.skipif(os.name == "nt", reason="the stand-in venv is a #! script")
def test_a_plain_python_runs_deploy_again_in_the_venv(drive, tmp_path):
    # -S: a Python without the project's packages, as a system python3 is.
    # The stand-in .venv runs this test's Python, which has them.
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    marker = tmp_path / "venv-ran"
    python = venv / "bin" / "python"
    python.write_text(
        '#!/bin/sh\necho ran >> "%s"\nexec "%s" "$@"\n' % (marker, sys.executable)
    )
    python.chmod(0o755)
    command = [sys.executable, "-I", "-S", os.path.join(TOOLS, "deploy.py")]
    result = run(
        [*command, str(drive), "--out", str(tmp_path / "b")],
        ("MAKELEVEL",),
        VENV=str(venv),
    )
    assert result.returncode == 0, result.stderr
    assert marker.read_text() == "ran\n"
    assert (drive / "lib" / "adafruit_touchscreen.py").is_file()
    assert "copied" in result.stdout


PRETEND_310 = """
import runpy, sys
sys.version_info = (3, 10, 13, "final", 0)
sys.modules["tomllib"] = None  # as on 3.10: importing it fails
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def python_310():
    """A working python3.10 on PATH, or None."""
    path = shutil.which("python3.10")
    if path is None:
        return None
    probe = [path, "-c", "import sys; print(sys.version_info[:2])"]
    try:
        said = run(probe)
    except OSError:
        return None
    return path if said.stdout.strip() == "(3, 10)" else None


@pytest.mark.parametrize("python", ["pretend", "real"])
def test_dev_py_on_python_310_says_what_it_needs(python):
    dev = os.path.join(TOOLS, "dev.py")
    if python == "pretend":
        command = [sys.executable, "-I", "-c", PRETEND_310, dev, "test"]
    else:
        real = python_310()
        if real is None:
            pytest.skip("no python3.10 on PATH")
        command = [real, dev, "test"]
    result = run(command, timeout=60)
    assert result.returncode == 2
    assert one_line(result.stderr).startswith(
        "tools/dev.py needs Python 3.11 or newer, this is 3.10"
    )
    assert result.stdout == ""


# -- the deployed tree runs ------------------------------------------------


def test_code_txt_on_the_drive_is_pointed_out(drive, tmp_path, capsys):
    (drive / "code.txt").write_text("print('hello')\n")
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 0
    assert "code.txt on the drive runs instead of code.py" in capsys.readouterr().out


RUN_DEPLOYED = """
import os, runpy, sys
drive = sys.argv[1]
sys.path[:0] = [sys.argv[2], drive, os.path.join(drive, "lib")]
os.chdir(drive)
from touchpanel import PANEL
reads = []
def script():
    reads.append(1)
    if len(reads) > 40:
        raise SystemExit(0)
    return (160, 130) if 5 <= len(reads) < 12 else None
PANEL.source = script
try:
    runpy.run_path(os.path.join(drive, "code.py"), run_name="__main__")
except SystemExit:
    pass
import adafruit_imageload, adafruit_touchscreen, adafruit_ticks, minesweeper.app
for module in (adafruit_imageload, adafruit_touchscreen, adafruit_ticks,
               minesweeper.app):
    assert module.__file__.startswith(drive), module.__file__
print("ran", len(reads))
"""


def test_the_deployed_tree_runs_code_py_with_the_desktop_stubs(drive, tmp_path):
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 0
    desktop = os.path.join(ROOT, "desktop")
    result = run(
        [sys.executable, "-P", "-c", RUN_DEPLOYED, str(drive), desktop],
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        MINESWEEPER_LEVEL="beginner",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ran 41" in result.stdout
