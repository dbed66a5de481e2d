# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""tools/dev.py: what each command installs, and a Ctrl-C on `make play`."""

import os
import signal
import subprocess
import sys

from conftest import _dev

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEV = os.path.join(ROOT, "tools", "dev.py")
TEST_TOOLS = ("pytest", "hypothesis", "ruff", "mypy", "micropython", "stubs", "pyte")


def names(lines):
    return sorted(line.split("==")[0].lower() for line in lines)


def test_play_installs_what_playing_needs_and_test_the_rest(tmp_path, monkeypatch):
    dev = _dev()
    venv = tmp_path / "venv"
    commands = []

    def create(path, with_pip):
        (venv / "bin").mkdir(parents=True)
        (venv / "bin" / "python").write_text("")

    def run(*cmd, **kwargs):
        commands.append(cmd)
        return 0

    monkeypatch.setattr(dev, "VENV", str(venv))
    monkeypatch.setattr(dev, "BIN", str(venv / "bin"))
    monkeypatch.setattr(dev, "STAMP", str(venv / ".installed"))
    monkeypatch.setattr(dev.venv, "create", create)
    monkeypatch.setattr(dev, "run", run)
    monkeypatch.setattr(dev, "micropython_lane", lambda env: 0)
    python = str(venv / "bin" / "python")
    pip = (python, "-m", "pip", "install", "-q")

    assert dev.main(["play", "--level", "expert"]) == 0
    installed = commands[0][len(pip) :]
    assert commands[0][: len(pip)] == pip
    assert names(installed) == names(dev.requirements("play"))
    for tool in TEST_TOOLS:
        assert not any(tool in line for line in installed), tool
    assert "pygame" in names(installed)
    assert commands[1] == (python, "tools/simulate.py", "--level", "expert")

    del commands[:]
    assert dev.main(["play"]) == 0  # all there: nothing to install
    assert commands == [(python, "tools/simulate.py")]

    del commands[:]
    assert dev.main(["test", "-q"]) == 0  # the first test run: the rest
    assert commands[0] == pip + tuple(dev.requirements("test"))
    assert commands[-1][:4] == (python, "-P", "-m", "pytest")
    assert not any(cmd[: len(pip)] == pip for cmd in commands[1:])

    # A changed pin is installed again, and only it.
    stamp = (venv / ".installed").read_text()
    (venv / ".installed").write_text(stamp.replace("pygame==", "pygame==0.0."))
    del commands[:]
    assert dev.main(["play"]) == 0
    assert commands[0] == pip + tuple(
        line for line in dev.requirements("play") if line.startswith("pygame==")
    )
    assert (venv / ".installed").read_text() == stamp


def test_ctrl_c_on_play_ends_quietly(dev_venv, tmp_path):
    """Ctrl-C in the terminal `make play` runs in reaches dev.py and the
    simulator alike (one process group): both end without a traceback."""
    out = tmp_path / "demo"
    # Unbuffered, so that the first game's end line arrives as it is printed:
    # Ctrl-C goes once the demo is under way, whatever the machine's speed
    # (the demo's frames are files only at its end).
    env = dict(os.environ, VENV=str(dev_venv), PYTHONUNBUFFERED="1")
    play = subprocess.Popen(
        [sys.executable, DEV, "play", "--headless", "--out", str(out)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's job
        # Ctrl-C as a terminal delivers it, even where this suite runs as a
        # background job (whose children start with SIGINT ignored)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        first = []
        while not any(line.startswith("won in") for line in first):
            line = play.stdout.readline()  # ("" at its end: the test fails)
            assert line, "the demo ended before its first game did: %r" % first
            first.append(line)
        os.killpg(play.pid, signal.SIGINT)
        stdout, stderr = play.communicate(timeout=120)
    finally:
        if play.poll() is None:
            play.kill()
    stdout = "".join(first) + stdout
    assert "Traceback" not in stdout + stderr
    assert stderr == ""
    lines = stdout.splitlines()
    assert lines[0].endswith("tools/simulate.py --headless --out " + str(out))
    assert all(line.startswith(("won in", "lost after")) for line in lines[1:]), lines
    assert play.returncode == 130  # stopped before the demo's end
