# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The display probe (desktop/board.py): before the window opens, a child
process asks SDL whether one opens on DISPLAY. A start waits for it, so a
probe that has not answered at once is waited for with one line saying so;
and the child imports no more than the question needs.

No verdict here depends on how fast the machine is: each child waits for
the test (or for ever), and the time limits are only ceilings."""

import os
import subprocess
import sys

import board
import pytest

# A child that answers "x11" once the file it is given exists.
WAITS = (
    "import os, sys, time\n"
    "while not os.path.exists(%r): time.sleep(0.01)\n"
    "print('x11')\n"
)


@pytest.fixture
def display(monkeypatch):
    """A DISPLAY to ask about, SDL not told to draw off-screen."""
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":42")
    monkeypatch.setattr(sys, "platform", "linux")


def said(monkeypatch, then=None):
    """The lines board prints, kept in a list; ``then`` runs after each."""
    lines = []

    def record(*args, **kwargs):
        lines.append(" ".join(str(a) for a in args))
        if then is not None:
            then()

    monkeypatch.setattr(board, "print", record, raising=False)
    return lines


def test_a_probe_not_answered_at_once_is_waited_for_with_one_line(
    display, monkeypatch, tmp_path
):
    release = tmp_path / "answer now"
    monkeypatch.setattr(board, "_ASK", WAITS % str(release), raising=False)
    monkeypatch.setattr(board, "MOMENT_S", 0, raising=False)
    monkeypatch.setattr(board, "PROBE_S", 600)  # a ceiling only
    # The child answers only once the line is out: a start that waited
    # without a word would wait here until the ceiling.
    lines = said(monkeypatch, then=release.touch)
    assert board._probe() is None  # a window opens there
    assert lines == ["checking whether a window opens on DISPLAY=:42 (at most 600 s)"]


def test_a_probe_never_answered_says_so_after_the_line(display, monkeypatch):
    monkeypatch.setattr(board, "_ASK", "import time; time.sleep(3600)", raising=False)
    monkeypatch.setattr(board, "MOMENT_S", 0, raising=False)
    monkeypatch.setattr(board, "PROBE_S", 1)
    lines = said(monkeypatch)
    assert board._probe() == "DISPLAY=:42 does not answer in 1 s"
    assert lines == ["checking whether a window opens on DISPLAY=:42 (at most 1 s)"]


@pytest.mark.parametrize("answer", ["offscreen", "", "raise SystemExit(1)"])
def test_an_answer_without_a_window_is_no_screen(display, monkeypatch, answer):
    ask = answer if answer.startswith("raise") else "print(%r)" % answer
    monkeypatch.setattr(board, "_ASK", ask, raising=False)
    said(monkeypatch)
    assert board._probe() == "DISPLAY=:42, but no window opens there"


def test_the_probe_asks_sdl_without_numpy_or_pkg_resources():
    # Those two were four fifths of the child's time (pygame imports them
    # where they are installed) and tell nothing about the display.
    check = (
        "; print(sorted(n for n, m in sys.modules.items()"
        " if m is not None and n.split('.')[0] in ('numpy', 'pkg_resources')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", board._ASK + check],
        capture_output=True,
        text=True,
        env=dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:2] == ["dummy", "[]"]
