# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``digitalio``; remembers which pins
are driven, for the simulated touch panel."""

DRIVEN = {}  # pin name -> level, while a pin is an output


class Direction:
    INPUT = "input"
    OUTPUT = "output"


class DriveMode:
    PUSH_PULL = "push_pull"
    OPEN_DRAIN = "open_drain"


class _Claim:
    """A pin an object holds (``analogio.AnalogIn`` too): ``deinit`` lets
    it go, so that it drives nothing, and ``with`` deinits at the end."""

    def __init__(self, pin):
        self.pin = pin

    def deinit(self):
        DRIVEN.pop(self.pin.name, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


class DigitalInOut(_Claim):
    def __init__(self, pin):
        super().__init__(pin)
        self._value = False
        self.direction = Direction.INPUT
        self.pull = None

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self.direction = Direction.OUTPUT
        self.value = value

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
        self.pull = pull
        DRIVEN.pop(self.pin.name, None)

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, level):
        self._value = bool(level)
        if self.direction == Direction.OUTPUT:
            DRIVEN[self.pin.name] = self._value
