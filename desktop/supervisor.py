# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``supervisor``: ``ticks_ms`` only,
wrapping at 2**29 as the device's does."""

import time

from minesweeper.ticks import MASK

_START = time.monotonic_ns()


def ticks_ms():
    return ((time.monotonic_ns() - _START) // 1_000_000) & MASK
