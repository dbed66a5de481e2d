# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The desktop's way to today's date: the computer's clock, in UTC.

:class:`Clock` is what the app's ``dates`` is on the desktop (the window's
``board.DATES``, and the terminal's): it knows the date at once, so it is
never busy, and asking starts nothing. The board's way is the date over
Wi-Fi (``minesweeper/device/netdate/``); both answer as docs/architecture.md
("The date") says:
``ask(now)``, ``step(now)``, ``today()``, ``why()``, ``busy()``.
"""

import time


class Clock:
    """Today's UTC date from ``seconds()`` (by default the computer's
    clock, seconds since 1970)."""

    def __init__(self, seconds=time.time):
        self._seconds = seconds

    def ask(self, now):
        pass

    def step(self, now):
        pass

    def busy(self):
        return False

    def today(self):
        """``(year, month, day)`` in UTC."""
        t = time.gmtime(self._seconds())
        return (t.tm_year, t.tm_mon, t.tm_mday)

    def why(self):
        return "The computer's clock has no date"
