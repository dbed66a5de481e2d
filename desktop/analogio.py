# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``analogio``: reads the simulated
touch panel, and the light sensor (``board.LIGHT``) reads :data:`ROOM`."""

import os

import digitalio
from touchpanel import PANEL


class Room:
    """The light the board's light sensor sees: ``reading`` (0-65535;
    MINESWEEPER_LIGHT, by default 20000, a bright room), or what
    ``source()`` returns where it is set (a test's stand-in sensor)."""

    def __init__(self):
        text = os.environ.get("MINESWEEPER_LIGHT", "")
        self.reading = int(text) if text.isdigit() else 20000
        self.source = None

    def read(self):
        reading = self.reading if self.source is None else self.source()
        return max(0, min(65535, reading))


ROOM = Room()


class AnalogIn(digitalio._Claim):
    @property
    def value(self):
        if self.pin.name == "LIGHT":
            return ROOM.read()
        return PANEL.read(self.pin.name, digitalio.DRIVEN)

    reference_voltage = 3.3
