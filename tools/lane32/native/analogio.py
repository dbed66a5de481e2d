# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``analogio``.

Runs inside the lane's MicroPython (tools/lane32/). The analog inputs the
game reads are the resistive touchscreen's plates, and the lane plays by
keys: the readings are those of a panel nobody touches (no pressure, so
``adafruit_touchscreen`` reports no touch); and the light sensor, which
reads a lit room, its last bits wavering from one reading to the next.
"""

from digitalio import _Claim


class AnalogIn(_Claim):
    _light = 0

    @property
    def value(self):
        if self.pin.name == "LIGHT":
            self._light = (self._light + 7) & 255
            return 3000 + self._light
        # The pressure reading adafruit_touchscreen takes is 65535 minus
        # (TOUCH_YU - TOUCH_XL): zero when nothing presses the panel.
        return 65535 if self.pin.name == "TOUCH_YU" else 0

    reference_voltage = 3.3
