# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``analogio``: reads the simulated
touch panel."""

import digitalio
from touchpanel import PANEL


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin

    @property
    def value(self):
        return PANEL.read(self.pin.name, digitalio.DRIVEN)

    reference_voltage = 3.3

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
