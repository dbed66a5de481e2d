# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The three screens checked against the app's screen interface by mypy
(``tools/typecheck.py`` runs it): the device's, the terminal's and the
tests' stand-in each must be a :class:`minesweeper.screen_types.Screen`.
Never run; desktop only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.terminal import TerminalScreen
    from minesweeper.device.screen import Screen as DeviceScreen
    from minesweeper.screen_types import Screen
    from tests.core.standins import Screen as StandIn

    def screens(device: DeviceScreen, terminal: TerminalScreen, standin: StandIn):
        checked: list[Screen] = [device, terminal, standin]
        return checked
