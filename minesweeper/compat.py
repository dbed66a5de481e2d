# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""``const`` for every interpreter, imported from one place.

MicroPython and CircuitPython fold ``NAME = const(value)`` at compile time by
the name ``const`` alone, wherever it was imported from, so the core's modules
all write ``from minesweeper.compat import const``. CPython, without Blinka's
``micropython`` module, gets the identity function. Hardware-free.
"""

try:
    from micropython import const
except ImportError:  # CPython without Blinka

    def const(value):  # type: ignore[misc]
        return value
