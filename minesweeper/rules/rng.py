# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A small seeded pseudo-random number generator (xorshift32).

The same seed gives the same sequence on CPython, MicroPython and
CircuitPython, which is what makes a game number reproducible everywhere;
the platforms' own ``random`` modules differ from each other. Only integer
arithmetic is used, on the state's two 16-bit halves: a SAMD51's small ints
are 31 bits, so a 32-bit value would be a long integer on the heap at every
step, and the no-guess generator draws thousands of times a board.
:meth:`XorShift32.next16` (what the game and the generator draw) allocates
nothing; :meth:`XorShift32.next32` gives the whole value.
"""

from minesweeper.compat import const

_MASK32 = const(0xFFFFFFFF)
_LOW = const(0xFFFF)
_GOLDEN = const(0x9E3779B9)
SEED_LIMIT = const(1 << 30)  # game numbers are 0 .. 2**30 - 1 (device small ints)
# How a game number becomes mines (this generator, the laying, the no-guess
# generator): a board code and a replay name boards of this version only.
BOARDS_VERSION = const(1)


def fresh_seed():
    """A new game number from the platform's own entropy."""
    try:
        import random

        return random.getrandbits(30)
    except (ImportError, AttributeError):  # pragma: no cover - every port has one
        import time

        return int(time.time() * 1000) % SEED_LIMIT


class XorShift32:
    """Marsaglia's xorshift32 generator, seeded by any non-negative integer."""

    def __init__(self, seed):
        state = (seed * _GOLDEN + 0x6A09E667) & _MASK32 or _GOLDEN
        self._hi = state >> 16
        self._lo = state & _LOW
        for _ in range(4):  # spread the seed's bits before the first draw
            self.next16()

    def next16(self):
        """The low 16 bits of the next 32-bit value: ``x ^= x << 13``,
        ``x ^= x >> 17``, ``x ^= x << 5`` done a half at a time (no
        intermediate value reaches 2**30)."""
        hi = self._hi
        lo = self._lo
        hi ^= ((hi << 13) | (lo >> 3)) & _LOW
        lo ^= (lo << 13) & _LOW
        lo ^= hi >> 1
        hi ^= ((hi << 5) | (lo >> 11)) & _LOW
        lo ^= (lo << 5) & _LOW
        self._hi = hi
        self._lo = lo
        return lo

    def next32(self):
        """The next 32-bit value (a long integer on a SAMD51: for tests
        and tools; the game draws :meth:`next16`)."""
        lo = self.next16()
        return (self._hi << 16) | lo
