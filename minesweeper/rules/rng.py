# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A small seeded pseudo-random number generator (xorshift32).

The same seed gives the same sequence on CPython, MicroPython and
CircuitPython, which is what makes a game number reproducible everywhere;
the platforms' own ``random`` modules differ from each other. Only integer
arithmetic is used. On a SAMD51 the 32-bit state is a long integer, so a draw
allocates a little; draws happen only when mines are laid, once a game.
"""

from minesweeper.compat import const

_MASK32 = const(0xFFFFFFFF)
_GOLDEN = const(0x9E3779B9)
SEED_LIMIT = const(1 << 30)  # game numbers are 0 .. 2**30 - 1 (device small ints)


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
        state = (seed * _GOLDEN + 0x6A09E667) & _MASK32
        self._state = state or _GOLDEN
        for _ in range(4):  # spread the seed's bits before the first draw
            self.next32()

    def next32(self):
        """The next 32-bit value."""
        x = self._state
        x ^= (x << 13) & _MASK32
        x ^= x >> 17
        x ^= (x << 5) & _MASK32
        self._state = x
        return x
