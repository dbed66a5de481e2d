# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The app with the date over Wi-Fi (``app.dates``): the loop's pass steps
it while asked, and taps act in the same passes, never waiting for the
network (the stand-in ESP32 at its SPI link, tools/lane32/native/esp32.py)."""

from rig import Rig
from test_netdate import PASSWORD, Board

from minesweeper.rules.game import PLAYING


def test_taps_play_on_while_the_date_is_fetched(capsys):
    rig = Rig("beginner", seed=3)
    board = Board()
    rig.app.dates = board.dates
    board.dates.ask(rig.now)
    rig.tap(rig.index(4, 4))  # (the first reveal: safe)
    assert board.dates.busy(), "the fetch is still on"
    assert rig.game.state == PLAYING
    opened = rig.shown(rig.index(4, 4))
    assert opened is not None and opened <= 8  # the cell shows open
    for _ in range(400):
        if not board.dates.busy():
            break
        rig.run(20)
    assert board.dates.today() == (2026, 6, 1)
    assert board.chip.commands[0] == 0x11  # the ESP32 was asked by the passes
    out = capsys.readouterr().out
    assert "Wi-Fi date: 2026-06-01 UTC" in out and PASSWORD not in out
    # The game is as it was: the passes go on without the date's steps.
    rig.hold(rig.index(0, 0))
    assert rig.game.state == PLAYING
