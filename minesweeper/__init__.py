# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Minesweeper for the Adafruit PyPortal, Pynt and Titano.

Every module directly in this package is the hardware-free core (board
rules, PRNG, touch gestures, layout, the app loop), which runs unchanged on
CPython, MicroPython and CircuitPython and imports no hardware module. The
PyPortal shell, the only code that imports ``board``, ``displayio``, audio or
``microcontroller``, lives in :mod:`minesweeper.device`.
"""

__version__ = "0.1.0"
