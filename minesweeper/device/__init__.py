# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The PyPortal shell: the only modules that import hardware.

``screen`` (displayio board and status bar), ``sound`` (non-blocking WAVs)
and ``wiring`` (builds the app from the hardware ``code.py`` hands it) need
CircuitPython's ``displayio``, ``audioio``/``audiocore``, ``digitalio`` and
``board`` (or the desktop stand-ins in ``desktop/``). Everything in the
package above this folder is hardware-free.
"""
