# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""tools/page_times.py: how long each page takes to open on the CircuitPython
build. It runs and names every page, each with the modules the game imports
as it opens; without the build it says so in one line. No timed assertion:
the figures are the tool's to print, not a test's to judge."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import memory  # noqa: E402
import page_times as pages  # noqa: E402

# Every part, and a module its opening must import (the page's own).
PARTS = {
    "home": "menu.home",
    "home, kept": "device.menu_view",
    "settings": "menu.options",
    "records": "menu.records",
    "help": "menu.howto",
    "code": "menu.keypad",
    "calibrate": "calibration.page",
    "calibrate (C key)": "calibration.page",
    "solver (woken)": "solver.supply",
    "replay player": "replay.player",
    "daily": "daily",
    "codes": "rules.code",
    "code played": "codes.play",
}


def _tool(*args, env=None):
    return subprocess.run(
        [sys.executable, "-P", os.path.join(ROOT, "tools", "page_times.py"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


@pytest.mark.skipif(
    memory.unavailable("circuitpython") is not None,
    reason="no CircuitPython build here (../shared/circuitpython)",
)
def test_the_tool_times_every_page_from_source_and_compiled():
    done = _tool("--runs", "1")
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [
        [cell.strip() for cell in line.strip("|").split("|")]
        for line in done.stdout.splitlines()[2:]
        if line.startswith("| ")
    ]
    assert [row[0] for row in rows] == list(PARTS)
    for row in rows:
        assert PARTS[row[0]] in row[1].split(", "), row
        assert all(float(cell) >= 0 for cell in row[2:]), row
    # a page opened from the first one loads its own module, not the first's
    settings = rows[2][1].split(", ")
    assert "menu.home" not in settings and "menu.subpage" in settings
    # the first page's modules kept (Menu.keeps): only the view compiles
    assert rows[1][1] == "device.menu_view", rows[1]
    assert "SAMD51 estimate: x" in done.stdout


@pytest.mark.skipif(
    memory.unavailable("circuitpython") is not None,
    reason="no CircuitPython build here (../shared/circuitpython)",
)
def test_where_the_first_page_s_time_goes_module_by_module():
    done = _tool("--runs", "1", "--modules", "home")
    assert done.returncode == 0, done.stdout + done.stderr
    at = done.stdout.index("| home, from source | bytes |")
    rows = [
        [cell.strip() for cell in line.strip("|").split("|")]
        for line in done.stdout[at:].splitlines()[2:]
        if line.startswith("| ")
    ]
    # each module the first page's opening compiles, with its source's size
    names = [row[0] for row in rows[:-2]]
    assert sorted(names) == ["device.menu_view", "menu.grid", "menu.home", "menu.page"]
    assert all(int(row[1]) > 1000 and float(row[2]) > 0 for row in rows[:-2]), rows
    assert rows[-2][0] == "all of them compiled"
    assert rows[-1][0].startswith("the part's imports")


def test_the_compiling_lines_are_read_beside_the_parts():
    text = (
        "OPENING home|minesweeper.menu.home|9 7 8\n"
        "COMPILE minesweeper.menu.home|6162|5 3 4\n"
        "PYSTONE 2\n"
    )
    each = []
    parts, stones = pages.parse(text, each)
    assert [p.name for p in parts] == ["home"] and stones == 2
    assert [(p.name, p.modules, p.median()) for p in each] == [
        ("minesweeper.menu.home", ["6162"], 4)
    ]


def test_without_the_build_it_says_so_in_one_line():
    env = dict(os.environ, CIRCUITPYTHON=os.path.join(ROOT, "no-such-build"))
    done = _tool(env=env)
    assert done.returncode == 0
    assert done.stdout.count("\n") == 1
    assert done.stdout.startswith("pages: ") and "CircuitPython" in done.stdout


def test_a_module_the_game_keeps_fails_the_run():
    text = "OPENING-STRAY home|minesweeper.choices\nPYSTONE 1\n"
    with pytest.raises(RuntimeError, match="the game keeps"):
        pages.parse(text)


def test_the_median_of_the_runs():
    part = pages.Part("home", ["minesweeper.menu.home"], [9, 1, 5])
    assert part.median() == 5
    assert pages.Part("home", [], [4, 1, 2, 9]).median() == 3
