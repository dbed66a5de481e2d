# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Minesweeper for the Adafruit PyPortal, Pynt and Titano.

The folders are the layers: ``rules/`` (the board), ``controls/`` (touch,
keys and the scheme mapping), ``solver/`` (proofs, no-guess boards, hints),
``store/`` (nvm records and the saved game) and, directly in this package,
the app by mode. All of that is hardware-free and runs unchanged on CPython,
MicroPython and CircuitPython. The PyPortal shell, the only code that
imports ``board``, ``displayio``, audio or ``microcontroller``, lives in
:mod:`minesweeper.device`. Imports run one way (``tests/test_layers.py``).
"""

__version__ = "0.1.0"
