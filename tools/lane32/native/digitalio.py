# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``digitalio``.

Runs inside the lane's MicroPython (tools/lane32/): a pin's direction and
level, in an object of the native one's size (a few dozen bytes).
"""


class Direction:
    INPUT = 0
    OUTPUT = 1


class DriveMode:
    PUSH_PULL = 0
    OPEN_DRAIN = 1


class Pull:
    UP = 1
    DOWN = 2


class _Claim:
    """A pin an object holds (``AnalogIn`` too): ``deinit`` lets it go, and
    ``with`` lets it go at the end, which here is nothing to do."""

    def __init__(self, pin):
        self.pin = pin

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass


class DigitalInOut(_Claim):
    def __init__(self, pin):  # (no call up: a frame a native one does not take)
        self.pin = pin
        self.value = False
        self.direction = Direction.INPUT

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self.direction = Direction.OUTPUT
        self.value = value

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
