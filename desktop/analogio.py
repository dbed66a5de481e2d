# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``analogio``: reads the simulated
touch panel."""

import digitalio
from touchpanel import PANEL


class AnalogIn(digitalio._Claim):
    @property
    def value(self):
        return PANEL.read(self.pin.name, digitalio.DRIVEN)

    reference_voltage = 3.3
