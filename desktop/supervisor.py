# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``supervisor``: ``ticks_ms``
(wrapping at 2**29 as the device's does) and ``runtime.serial_bytes_available``.

The serial console's input is :data:`CONSOLE`: what a test (or the
simulator's window, from its keyboard) types into it with
:meth:`Console.type` is what ``runtime.serial_bytes_available`` counts and
what ``CONSOLE.read(n)`` returns, as ``sys.stdin.read(n)`` does on the
device; put ``CONSOLE`` in ``sys.stdin``'s place to read it there. Nothing
is ever read from the real standard input while it is empty.
"""

import time

from minesweeper.compat import MASK

_START = time.monotonic_ns()


def ticks_ms():
    return ((time.monotonic_ns() - _START) // 1_000_000) & MASK


class Console:
    """Bytes typed into the USB serial console, waiting to be read."""

    def __init__(self):
        self.pending = bytearray()

    def type(self, data):
        """Type bytes (or text, as UTF-8) into the console."""
        self.pending += data.encode() if isinstance(data, str) else data

    def clear(self):
        del self.pending[:]

    def read(self, n=-1):
        """Up to ``n`` characters as text, as CircuitPython's ``sys.stdin``
        gives them (bytes that are not UTF-8 read as U+FFFD)."""
        if n < 0 or n > len(self.pending):
            n = len(self.pending)
        # Whole characters only: take the rest of a UTF-8 sequence too.
        while n < len(self.pending) and self.pending[n] & 0xC0 == 0x80:
            n += 1
        data = bytes(self.pending[:n])
        del self.pending[:n]
        return data.decode("utf-8", "replace")


class Runtime:
    @property
    def serial_bytes_available(self):
        return len(CONSOLE.pending)


CONSOLE = Console()
runtime = Runtime()
