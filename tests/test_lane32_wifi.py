# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The date over Wi-Fi in the 32-bit lane (tools/memory.py, scenario
``wifi``): the real code.py on a board whose ESP32 is the stand-in at its
SPI link (tools/lane32/native/esp32.py), the firmware's adafruit_esp32spi
compiled from its pinned source into the lane's frozen modules. The date is
asked at the menu at power-up, as the menu's Daily entry asks it; the
fetch must play within the whole game's budgets (tests/test_lane32.py),
and let the network go after."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import memory  # noqa: E402
from test_lane32 import (  # noqa: E402
    COMPILED,
    LARGEST_BLOCK,
    NO_NODE,
    PYSTACK,
    SOURCE_EXTRA,
)

KB = 1024
pytestmark = [
    pytest.mark.skipif(
        NO_NODE, reason="the 32-bit lane needs Node.js and npm, which are not installed"
    ),
]


@pytest.fixture(scope="module")
def fetched():
    """The measuring run and the budget runs of the scenario, two at a time."""
    jobs = {"measured": dict(form="compiled", board="pyportal", measure=True)}
    offset = memory.run("compiled", "pyportal", scenario="start").offset
    for board, heap in COMPILED.items():
        jobs["compiled", board] = dict(form="compiled", board=board, free=heap)
        jobs["source", board] = dict(
            form="source", board=board, free=heap + SOURCE_EXTRA
        )
        jobs["gap", board] = dict(form="compiled", board=board, gap=LARGEST_BLOCK)
        jobs["pystack", board] = dict(
            form="compiled", board=board, pystack=PYSTACK + offset
        )
    return memory.run_all(jobs, scenario="wifi")


def test_the_date_comes_over_wifi_and_the_network_goes(fetched):
    result = fetched["measured"]
    # (the scenario itself fails the run if the date is not the stand-in's,
    # or if the library, the conversation or the ESP32's lines are kept)
    assert result.ok, result.reason
    assert "Wi-Fi date: 2026-06-01 UTC" in result.console
    assert "minesweeper.device.netdate.fetch" in result.imports
    marks = dict(result.marks)
    before, fetching = marks["before the date"], marks["the date over Wi-Fi"]
    after = marks["after the date"]
    # While fetching, the library and the ESP32's objects are in; after,
    # all but the names this interpreter keeps interned (in flash on a
    # board) are gone again.
    assert fetching - before > 8 * KB
    assert after < fetching - 8 * KB


BUDGETS = {
    "compiled": "the compiled budget (128 / 144 KB)",
    "source": "8 KB more from source",
    "gap": "the free heap in 10 KB runs",
    "pystack": "1,280 bytes of pystack",
}


@pytest.mark.parametrize("kind", sorted(BUDGETS))
@pytest.mark.parametrize("board", sorted(COMPILED))
def test_the_fetch_plays_within_the_whole_game_s_budgets(fetched, board, kind):
    result = fetched[kind, board]
    assert result.ok, "%s, in %s: %s" % (board, BUDGETS[kind], result.reason)


def test_nothing_network_related_is_loaded_until_the_date_is_asked():
    # code.py builds the date over Wi-Fi on a board with the ESP32's pins
    # (the lane's board has them), and only its small class loads.
    result = memory.run("compiled", "pyportal", scenario="start", measure=True)
    assert result.ok, result.reason
    assert "minesweeper.device.netdate" in result.imports
    network = [
        name
        for name in result.imports
        if name.startswith(("adafruit_esp32spi", "adafruit_bus_device"))
        or name == "minesweeper.device.netdate.fetch"
    ]
    assert network == []
