# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The simulator's headless path: no screen, so it records a demo."""

import os
import subprocess
import sys

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_simulator(tmp_path, *args, settings=None):
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY") and not k.startswith("MINESWEEPER_")
    }
    env.update(SDL_AUDIODRIVER="dummy", **(settings or {}))
    return subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "tools", "simulate.py"),
            "--out",
            str(tmp_path),
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )


def test_without_a_screen_it_says_so_and_records_a_demo(tmp_path):
    result = run_simulator(tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert (
        lines[0] == "no screen here (DISPLAY is not set): recording a demo game instead"
    )
    assert any(line.startswith("won in") for line in lines)
    assert any(line.startswith("lost after") for line in lines)
    for name in ("playing.png", "won.png", "lost.png", "frame001.png", "demo.gif"):
        assert (tmp_path / name).is_file(), name
    gif = Image.open(tmp_path / "demo.gif")
    assert gif.size == (320, 240) and gif.n_frames > 10
    won = Image.open(tmp_path / "won.png").convert("RGB")
    lost = Image.open(tmp_path / "lost.png").convert("RGB")
    assert won.size == (320, 240) and won.tobytes() != lost.tobytes()
    # Both show red: the won frame its flags, the lost one the exploded mine.
    for image in (won, lost):
        data = image.tobytes()
        pixels = zip(data[0::3], data[1::3], data[2::3], strict=True)
        assert any(r > 200 and g < 60 and b < 60 for r, g, b in pixels)


def test_the_readme_pictures_come_from_the_current_code(tmp_path):
    # The demo is deterministic (fixed game numbers, simulated time), so the
    # pictures in docs/ must be exactly what it records now: "make docs".
    assert run_simulator(tmp_path, "--headless").returncode == 0
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    from simulate import DOCS

    for name in [name + ".png" for name in DOCS] + ["demo.gif"]:
        with open(os.path.join(ROOT, "docs", name), "rb") as f:
            assert (tmp_path / name).read_bytes() == f.read(), "docs/%s is stale" % name


def test_headless_titano(tmp_path):
    result = run_simulator(tmp_path, "--headless", "--titano", "--level", "expert")
    assert result.returncode == 0, result.stderr
    assert "no screen here" not in result.stdout
    assert Image.open(tmp_path / "won.png").size == (480, 320)


def test_headless_takes_the_scheme_and_settings_as_the_window_does(tmp_path):
    result = run_simulator(
        tmp_path,
        "--headless",
        "--scheme",
        "classic",
        settings={"MINESWEEPER_LEVEL": "beginner", "MINESWEEPER_HOLD_MS": "900"},
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    # The classic scheme's tap cycle still wins one game and loses the other.
    assert any(line.startswith("won in") for line in lines)
    assert any(line.startswith("lost after") for line in lines)
    assert lines[-1].startswith("demo: beginner level, classic scheme, hold 900 ms: ")
    result = run_simulator(
        tmp_path, "--headless", settings={"MINESWEEPER_LEVEL": "hard"}
    )
    assert result.returncode == 0, result.stderr
    assert (
        "settings.toml: MINESWEEPER_LEVEL 'hard' is not one of "
        "beginner, intermediate, expert, classic" in result.stdout.splitlines()
    )
    assert "demo: beginner level, modern scheme, hold 400 ms: " in result.stdout


def test_closing_the_window_ends_the_game_cleanly():
    import board
    import pygame
    import pytest

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import simulate

    board.make_display(320, 240)
    read = simulate.mouse_stylus()
    assert read() is None  # no button down: no touch
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    with pytest.raises(SystemExit) as stop:
        read()
    assert stop.value.code == 0
