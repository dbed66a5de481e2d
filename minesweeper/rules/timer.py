# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game timer: starts at the first reveal, pauses, stops at the end.

Fed plain millisecond ticks (``supervisor.ticks_ms()`` on the device), so
wrap-safe differences keep it right across the 2**29 wrap; it counts whole
seconds up to 999 and stays there until the game ends. Times are whole
milliseconds (``int``) throughout: a board's floats have 30 bits, too few
to hold a time to the millisecond. Hardware-free.
"""

from minesweeper.compat import const, ticks_diff

LIMIT = const(999)  # seconds shown at most
_LIMIT_MS = const(999000)

_IDLE = const(0)  # not started: the game has no reveal yet
_RUNNING = const(1)
_PAUSED = const(2)
_STOPPED = const(3)  # the game ended (or reached 999): it never runs again


class Timer:
    """Elapsed play time of one game, in milliseconds."""

    def __init__(self):
        self.reset()

    def reset(self, elapsed_ms=None):
        """A new game's timer, or with ``elapsed_ms`` (whole milliseconds) a
        saved game's: started, paused at that time."""
        self._state = _IDLE if elapsed_ms is None else _PAUSED
        self._elapsed = int(elapsed_ms or 0)  # ms before the current run
        self._since = 0  # ticks when the current run started

    @property
    def running(self):
        return self._state == _RUNNING

    @property
    def started(self):
        return self._state != _IDLE

    def start(self, now):
        """Start at the first reveal; does nothing once started."""
        if self._state == _IDLE:
            self._state = _RUNNING
            self._since = now

    def pause(self, now):
        if self._state == _RUNNING:
            self._elapsed = self.ms(now)
            self._state = _PAUSED

    def resume(self, now):
        if self._state == _PAUSED and self._elapsed < _LIMIT_MS:
            self._state = _RUNNING
            self._since = now

    def stop(self, now):
        """The end of the game: the time is kept and never runs again."""
        self._elapsed = self.ms(now)
        self._state = _STOPPED

    def ms(self, now):
        """Milliseconds played, at most 999 s."""
        elapsed = self._elapsed
        if self._state == _RUNNING:
            elapsed += ticks_diff(now, self._since)
        return elapsed if elapsed < _LIMIT_MS else _LIMIT_MS

    def seconds(self, now):
        """Whole seconds played, 0 to 999. Reaching 999 freezes it there
        (tick differences wrap after days)."""
        elapsed = self.ms(now)
        if elapsed >= _LIMIT_MS and self._state == _RUNNING:
            self._elapsed = _LIMIT_MS
            self._state = _PAUSED  # frozen at 999; stop() still ends it
        return elapsed // 1000
