# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The simulator: its headless path (no screen, so it records a demo), the
window's zoom and keys, the sound check, and the settings a run gives."""

import os
import sys

import pytest
from PIL import Image
from proc import run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_simulator(tmp_path, *args, settings=None):
    simulate = os.path.join(ROOT, "tools", "simulate.py")
    return run(
        [sys.executable, simulate, "--out", str(tmp_path), *args],
        ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "MINESWEEPER_"),
        timeout=300,
        SDL_AUDIODRIVER="dummy",
        **(settings or {}),
    )


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """The simulator run once with no screen, which records the demo (the
    same as --headless): its folder and its result, for the tests that read
    them (one file: on one pytest-xdist worker, --dist loadfile)."""
    out = tmp_path_factory.mktemp("demo")
    return out, run_simulator(out)


def test_without_a_screen_it_says_so_and_records_a_demo(demo):
    tmp_path, result = demo
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


def test_the_readme_pictures_come_from_the_current_code(demo):
    # The demo is deterministic (fixed game numbers, simulated time), so the
    # pictures in docs/ must be exactly what it records now: "make docs".
    tmp_path, result = demo
    assert result.returncode == 0, result.stderr
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
        "environment variable MINESWEEPER_LEVEL 'hard' is not one of "
        "beginner, intermediate, expert, classic" in result.stdout.splitlines()
    )
    assert "demo: intermediate level, modern scheme, hold 400 ms: " in result.stdout


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


def test_the_window_zooms_by_whole_pixels_with_plus_and_minus():
    import board
    import pygame
    import supervisor
    from stylus import build_app

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import simulate

    app, display = build_app("beginner")
    assert display is board.DISPLAY and display.scale == 1
    read = simulate.mouse_stylus()

    def press(text):
        key = pygame.K_PLUS if text == "+" else pygame.K_MINUS
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=text))
        read()

    press("+")
    app.new_game(0, 5)
    app.step(0)
    # Off-screen, the window shows what is drawn when it is read (lazy).
    real = display.drawn()
    window = pygame.display.get_surface()
    assert display.scale == 2 and window.get_size() == (640, 480)
    # Every pixel of the screen is a 2x2 square of the window, nothing blurred.
    doubled = pygame.transform.scale(real, (640, 480))
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(doubled, "RGB")
    assert len(set(pygame.image.tobytes(real, "RGB"))) > 4  # a board is drawn
    # The mouse's window position is the screen's pixel it covers.
    assert display.point((639, 479)) == (319, 239)
    assert display.point((21, 10)) == (10, 5)
    press("+")
    assert pygame.display.get_surface().get_size() == (960, 720)
    for _ in range(4):
        press("-")
    assert display.scale == 1 and pygame.display.get_surface().get_size() == (320, 240)
    assert supervisor.CONSOLE.read() == ""  # the zoom keys are not played


def test_a_machine_without_sound_says_so_in_one_line():
    # SDL would try ALSA first, which prints 8 lines of errors for each use
    # on a machine with no sound card (16 at each start of the window).
    import board

    probe = (
        "import board; from minesweeper.device.wiring import open_speaker; "
        "board.make_display(320, 240); audio, enable = open_speaker(); "
        "audio and audio.play(type('W', (), "
        "{'name': 'w', 'duration': 0.01, 'frames': bytes(64)})())"
    )
    path = os.pathsep.join([os.path.join(ROOT, "desktop"), ROOT])
    result = run(
        [sys.executable, "-P", "-c", probe], ("SDL_AUDIODRIVER",), PYTHONPATH=path
    )
    assert result.returncode == 0, result.stderr
    assert "ALSA" not in result.stderr
    if board.has_sound():
        assert result.stdout == ""
    else:
        line = "speaker unavailable (no sound device): playing silently\n"
        assert result.stdout == line


# The window's path (simulate.play_window running code.py) with SDL drawing
# off-screen: the stylus stops it after a few reads, and the app code.py
# built says what it chose.
RUN_WINDOW = """
import sys
sys.path.insert(0, sys.argv[1])
import simulate
import minesweeper.device.wiring as wiring
built = []
real_assemble = wiring.assemble
def assemble(*args, **kwargs):
    built.append(real_assemble(*args, **kwargs))
    return built[-1]
wiring.assemble = assemble
reads = []
def stylus():
    reads.append(1)
    if len(reads) > 5:
        raise SystemExit(0)
simulate.mouse_stylus = lambda: stylus
simulate.play_window()
lay = built[0].layout
print("playing %s %dx%d" % (built[0].choices.level, lay.cols, lay.rows))
"""


def test_a_level_given_for_the_run_wins_over_the_saved_choice(tmp_path):
    import microcontroller

    from minesweeper.choices import Choices
    from minesweeper.settings import Settings
    from minesweeper.store.records import Records

    path = str(tmp_path / "nvm.bin")
    saved = Choices(Settings())
    saved.level = "intermediate"  # as the menu leaves it
    Records(microcontroller.FileNvm(path)).save_prefs(saved.prefs())

    def window(**settings):
        result = run(
            [sys.executable, "-P", "-c", RUN_WINDOW, os.path.join(ROOT, "tools")],
            ("MINESWEEPER_",),
            MINESWEEPER_NVM=path,
            SDL_VIDEODRIVER="dummy",
            **settings,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout.splitlines()

    # make play LEVEL=expert (or MINESWEEPER_LEVEL=expert make play): expert.
    assert window(MINESWEEPER_LEVEL="expert") == ["playing expert 20x13"]
    # The saved choice stays saved, and wins when the run names no level.
    assert Records(microcontroller.FileNvm(path)).prefs["lv"] == "intermediate"
    assert window() == ["playing intermediate 13x9"]
