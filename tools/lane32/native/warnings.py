# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``warnings``
(``adafruit_esp32spi`` imports it): a warning is a console line."""


def warn(message, category=None, stacklevel=1):
    print("Warning:", message)
