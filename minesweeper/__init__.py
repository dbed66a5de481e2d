# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Minesweeper for the Adafruit PyPortal, Pynt and Titano.

The package holds the hardware-free core (board rules, PRNG, touch gestures,
layout), which runs unchanged on CPython, MicroPython and CircuitPython, and
the PyPortal shell, the only modules that import ``board`` or ``displayio``.
"""

__version__ = "0.1.0"
