# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``terminalio``.

Runs inside the lane's MicroPython (tools/lane32/). ``FONT`` is the
firmware's 6x12 font: its 95 glyphs in one 1-bit bitmap. On a board it is
in flash; here it is made before ``code.py`` starts, so it is part of the
heap the lane does not count.
"""

import displayio
import fontio

FONT = fontio.BuiltinFont(displayio.Bitmap(6 * 95, 12, 2), 6, 12)
