# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``supervisor``.

Runs inside the lane's MicroPython (tools/lane32/). ``ticks_ms()`` is the
lane's clock (wrapping at 2**29 as the board's): each read advances it by
``STEP`` milliseconds, the time a little work takes, and the lane's
``time.sleep`` (see :mod:`lane`) by the time slept.
``runtime.serial_bytes_available`` counts what the scenario typed into
``CONSOLE``; the driver hands ``CONSOLE`` to the game as ``sys.stdin``,
from which the game reads the USB console's keys.
"""

STEP = 1
_MASK = (1 << 29) - 1
_now = [0]


def ticks_ms():
    now = _now
    now[0] = (now[0] + STEP) & _MASK
    return now[0]


def advance(ms):
    """Time passes (the lane's ``time.sleep``)."""
    now = _now
    now[0] = (now[0] + ms) & _MASK


class Console:
    """Bytes typed into the USB serial console (at most 255 waiting), read a
    character at a time; allocates nothing once made."""

    def __init__(self):
        self._ring = bytearray(256)
        self._head = 0  # where the next byte typed goes
        self._tail = 0  # where the next byte read comes from
        self.read_bytes = 0

    def waiting(self):
        return (self._head - self._tail) & 255

    def type(self, text):
        for c in text:
            self._ring[self._head] = ord(c)
            self._head = (self._head + 1) & 255

    def read(self, n=1):
        if self._head == self._tail:
            return ""
        c = self._ring[self._tail]
        self._tail = (self._tail + 1) & 255
        self.read_bytes += 1
        return chr(c)


class Runtime:
    @property
    def serial_bytes_available(self):
        return CONSOLE.waiting()

    serial_connected = True
    usb_connected = True


CONSOLE = Console()
runtime = Runtime()
