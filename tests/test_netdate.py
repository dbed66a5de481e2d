# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The date over Wi-Fi (minesweeper/device/netdate/): the real NetDate and
the real adafruit_esp32spi (the firmware's library, pinned), talking to a
stand-in ESP32 at its SPI link (tools/lane32/native/esp32.py) that works,
or fails in each way a board can: no settings, no ESP32, an ESP32 that does
not answer, a wrong password, no such network, no connection, no time."""

import datetime
import importlib.util
import os
import sys
import threading
import time

import pytest

from minesweeper.device.netdate import ASKING, NetDate

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_SPEC = importlib.util.spec_from_file_location(
    "esp32_standin", os.path.join(ROOT, "tools", "lane32", "native", "esp32.py")
)
esp32 = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(esp32)

PASSWORD = "hunter2 secret"  # must never be printed or shown
SECONDS = 1780272000 + 86399  # 2026-06-01 23:59:59 UTC
PASS_MS = 20  # the loop's pass
NETWORK = ("adafruit_esp32spi", "minesweeper.device.netdate.fetch")


class Board:
    """A NetDate over a stand-in ESP32, and what each step sent it."""

    def __init__(self, behaviour=esp32.WORKS, env=None, pins=True):
        self.chip = esp32.Esp32(behaviour, password=PASSWORD, seconds=SECONDS)
        self.links = 0
        self.env = (
            {"CIRCUITPY_WIFI_SSID": "Home", "CIRCUITPY_WIFI_PASSWORD": PASSWORD}
            if env is None
            else env
        )
        self.pins = pins
        self.dates = NetDate(self.getenv, self.link)
        self.now = 1000
        self.most = 0  # the most commands one step sent

    def getenv(self, key):
        value = self.env.get(key)
        if isinstance(value, Exception):
            raise value
        return value

    def link(self):
        self.links += 1
        if not self.pins:
            return None
        chip = self.chip
        return chip.spi, chip.cs, chip.busy, chip.reset

    def fetch(self, passes=5000):
        """Ask, then step as the loop does until the asking is over."""
        self.dates.ask(self.now)
        for _ in range(passes):
            if not self.dates.busy():
                return
            heard = len(self.chip.commands)
            self.dates.step(self.now)
            self.most = max(self.most, len(self.chip.commands) - heard)
            self.now += PASS_MS
        raise AssertionError("still asking after %d passes" % passes)


def _network_loaded():
    return [name for name in sys.modules if name.startswith(NETWORK)]


def test_the_date_comes_from_the_esp32_s_clock_a_few_commands_a_pass(
    monkeypatch, capsys
):
    board = Board()
    board.dates.ask(board.now)
    # Asking talks to nothing and loads nothing: the loop's pass begins.
    assert board.dates.busy() and board.dates.today() is None
    assert board.dates.why() == ASKING
    assert board.links == 0 and board.chip.commands == [] and not _network_loaded()

    sleep = time.sleep

    def no_sleep(seconds):  # (Blinka's displayio has a thread that sleeps)
        if threading.current_thread() is threading.main_thread():
            raise AssertionError("a step slept %s s" % seconds)
        sleep(seconds)

    monkeypatch.setattr(time, "sleep", no_sleep)
    board.fetch()
    assert board.dates.today() == (2026, 6, 1)
    assert not board.dates.busy()
    assert board.most <= 3  # (the time: its status and the time itself)
    # Joined with the settings' network and password, then let go: a
    # disconnect, the reset line low, the lines released, the modules gone.
    chip = board.chip
    assert chip.commands[0] == 0x11 and chip.commands[-1] == 0x30
    assert chip.resets == 2 and not chip.running
    assert sorted(chip.released) == ["busy", "cs", "reset"]
    assert not _network_loaded()
    assert capsys.readouterr().out == "Wi-Fi date: 2026-06-01 UTC\n"
    # Known: asking again asks nothing.
    board.dates.ask(board.now)
    assert not board.dates.busy() and board.links == 1


FAILURES = [
    # (what goes wrong, the board, the line, asking again tries again)
    (
        "no settings",
        dict(env={}),
        "No Wi-Fi settings: add CIRCUITPY_WIFI_SSID and CIRCUITPY_WIFI_PASSWORD "
        "to settings.toml",
        False,
    ),
    (
        "no password",
        dict(env={"CIRCUITPY_WIFI_SSID": "Home"}),
        "No Wi-Fi settings: add CIRCUITPY_WIFI_SSID and CIRCUITPY_WIFI_PASSWORD "
        "to settings.toml",
        False,
    ),
    ("no ESP32 pins", dict(pins=False), "No ESP32 Wi-Fi chip on this board", False),
    ("mute", dict(behaviour=esp32.MUTE), "The ESP32 Wi-Fi chip does not answer", True),
    (
        "garbled",
        dict(behaviour=esp32.GARBLED),
        "The ESP32 Wi-Fi chip does not answer",
        True,
    ),
    (
        "wrong password",
        dict(env={"CIRCUITPY_WIFI_SSID": "Home", "CIRCUITPY_WIFI_PASSWORD": "wrong"}),
        "Wi-Fi 'Home' refused the password: check CIRCUITPY_WIFI_PASSWORD",
        False,
    ),
    (
        "not found",
        dict(env={"CIRCUITPY_WIFI_SSID": "Cafe", "CIRCUITPY_WIFI_PASSWORD": PASSWORD}),
        "No Wi-Fi network 'Cafe' found",
        True,
    ),
    (
        "never joins",
        dict(behaviour=esp32.NEVER_JOINS),
        "No Wi-Fi connection to 'Home' in 30 s",
        True,
    ),
    (
        "no time",
        dict(behaviour=esp32.NO_TIME),
        "No time from the network in 30 s",
        True,
    ),
]


@pytest.mark.parametrize(
    "what, made, line, again", FAILURES, ids=[f[0] for f in FAILURES]
)
def test_each_failure_is_one_line_and_the_network_goes(capsys, what, made, line, again):
    board = Board(**made)
    board.fetch()
    assert board.dates.today() is None and not board.dates.busy()
    assert board.dates.why() == line
    assert capsys.readouterr().out == "Wi-Fi date: %s\n" % line
    chip = board.chip
    if board.links and board.pins:
        assert sorted(chip.released) == ["busy", "cs", "reset"]
        assert not chip.running  # reset: off the network
    assert not _network_loaded()
    # A failure that asking again could mend is asked again; the others not.
    board.dates.ask(board.now)
    assert board.dates.busy() == again


def test_the_password_is_never_printed_even_where_its_setting_is_unreadable(capsys):
    # CircuitPython 9's getenv raises on a value it cannot parse, and its
    # message may hold the value: only the key is named.
    board = Board(
        env={
            "CIRCUITPY_WIFI_SSID": "Home",
            "CIRCUITPY_WIFI_PASSWORD": ValueError("invalid value %s" % PASSWORD),
        }
    )
    board.fetch()
    out = capsys.readouterr().out
    assert "can't read CIRCUITPY_WIFI_PASSWORD" in out
    assert PASSWORD not in out and PASSWORD not in board.dates.why()
    assert board.dates.why().startswith("No Wi-Fi settings")


@pytest.mark.parametrize("what, made, line, again", FAILURES + [("works", {}, "", 0)])
def test_the_password_reaches_the_esp32_and_nothing_else(
    capsys, what, made, line, again
):
    board = Board(**made)
    board.fetch()
    out = capsys.readouterr().out
    assert PASSWORD not in out and PASSWORD not in board.dates.why()
    if board.chip.commands and board.chip.commands[0] == 0x11:
        assert board.chip.joining is None  # (disconnected after)


def test_a_step_that_runs_out_of_pystack_says_what_to_add_to_settings(
    monkeypatch, capsys
):
    board = Board()
    board.dates.ask(board.now)
    board.dates.step(board.now)  # (the conversation loaded)
    fetch = sys.modules["minesweeper.device.netdate.fetch"]

    def deep(self, now, since):
        raise RuntimeError("pystack exhausted")

    monkeypatch.setattr(fetch.Fetch, "_joining", deep)
    board.fetch()
    line = "Wi-Fi needs more stack: add CIRCUITPY_PYSTACK_SIZE = 2048 to settings.toml"
    assert board.dates.why() == line
    assert capsys.readouterr().out.endswith("Wi-Fi date: %s\n" % line)
    assert not _network_loaded()


def test_the_esp32_s_seconds_become_the_utc_date():
    from minesweeper.device.netdate import fetch

    start = datetime.date(1970, 1, 1)
    for days in list(range(0, 80000, 13)) + [19722, 20089, 24837, 24838]:
        day = start + datetime.timedelta(days=days)
        assert fetch.civil(days) == (day.year, day.month, day.day), days


def test_a_board_without_the_esp32_s_pins_has_no_link(monkeypatch, capsys):
    import board

    monkeypatch.delattr(board, "ESP_CS", raising=False)
    stand_in = Board()
    stand_in.dates = NetDate(stand_in.getenv)  # no link given: the board's own
    stand_in.fetch()
    assert stand_in.dates.why() == "No ESP32 Wi-Fi chip on this board"
    assert capsys.readouterr().out == (
        "Wi-Fi date: No ESP32 Wi-Fi chip on this board\n"
    )
    assert stand_in.links == 0 and not _network_loaded()


def test_an_unexpected_error_is_one_line_too_and_the_lines_go(capsys):
    board = Board()

    def in_use():
        board.links += 1
        raise ValueError("ESP_BUSY in use")

    board.link = in_use
    board.dates = NetDate(board.getenv, board.link)
    board.fetch()
    assert board.dates.why() == "Wi-Fi failed: ESP_BUSY in use"
    assert capsys.readouterr().out == "Wi-Fi date: Wi-Fi failed: ESP_BUSY in use\n"
    assert not _network_loaded()
    board.dates.ask(board.now)
    assert board.dates.busy()  # asked again
