# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The backlight's level: the room's light, smoothed, and the idle dim.

:class:`Brightness` is fed plain ints (light sensor readings, 0-65535,
and ms ticks) and answers the backlight's level in thousandths
(``display.brightness`` times 1000), in integer arithmetic only, without
allocating. The loop's pass asks it every ``TICK_MS`` (:meth:`due`).

Following the room (Auto brightness), three stages keep the screen from
flickering or hunting:

* a **window**: each window of ``_WINDOW`` readings (4 s) gives only its
  brightest reading, so a hand passing over the sensor (a shadow shorter
  than a window) never darkens what follows;
* a **slow average** of the windows, in eighths of a stop (log2 of the
  reading): a quarter of the way to each new window, so noise and lamps
  flickering at mains frequency are evened out;
* **hysteresis**: the level follows the average only once it has moved by
  half a stop (``_BAND``) from the light the level was set for, and then
  moves there ``_STEP`` a tick (a fade over seconds, never a jump).

The level spans the board's range: its ``lowest`` usable level at
``_DARK`` (a reading of 256: a room with the lights off) and below, full at
``_DARK + _SPAN`` (16,384: a bright room) and above, evenly in stops
between. Without Auto brightness it is full.

The idle dim: ``dim_ms`` without a touch or key (0: never), the level
fades to ``lowest`` and :attr:`dimmed` is set (the app pauses a game in
play); the next touch or key wakes it (:meth:`touch`, :meth:`wake`), the
level back at once, and is the game's no further: a waking touch is
swallowed until it is lifted. Needs only ``minesweeper.compat``.
Hardware-free.
"""

from minesweeper.compat import const, ticks_diff

TICK_MS = const(250)  # the sensor is read and the level moved this often
FULL = const(1000)  # the level at full brightness
_WINDOW = const(16)  # readings to a window (4 s): its brightest counts
_BAND = const(32)  # half a stop, in 64ths of a stop: the hysteresis
_DARK = const(64)  # eighths of a stop: a reading of 256, and below
_SPAN = const(48)  # eighths of a stop from _DARK to full (16,384)
_STEP = const(20)  # the most the level moves in a tick (a fade)
# The lowest usable level of each board's backlight (docs/architecture.md,
# The backlight): the PyPortal's and the Pynt's, at CircuitPython's 50 kHz
# PWM, dims evenly from 0.05; the Titano's FAN5333, at 500 Hz, was found
# even from 0.1 (CircuitPython issue 6236, pull request 6416), and no lower
# is used.
_LOWEST = const(50)
_LOWEST_TITANO = const(100)


def stops(reading):
    """log2 of ``reading`` in eighths of a stop, 0 below 8 (a line
    between the powers of two)."""
    if reading < 8:
        return 0
    n = 24
    while reading >= 16:
        reading >>= 1
        n += 8
    return n + reading - 8


class Brightness:
    """The backlight's level on a screen ``screen_w`` wide (480: the
    Titano, with its own lowest usable level), from ``now`` (ms ticks)."""

    def __init__(self, screen_w, now):
        self.lowest = _LOWEST_TITANO if screen_w >= 480 else _LOWEST
        self.level = FULL  # the level shown (-1: to be set at once)
        self.dimmed = False
        self._input = now  # the last touch or key
        self._at = now - TICK_MS  # the last tick (the first is due)
        self._avg = -1  # the smoothed light, 64ths of a stop (-1: none)
        self._held = 0  # the light the level is set for (see _BAND)
        self._peak = 0  # the window's brightest reading so far
        self._count = 0  # readings in the window
        self._waking = False  # the touch that woke the screen is held

    def due(self, now):
        """True when a tick is due (every ``TICK_MS``; at once after a
        wake)."""
        return not 0 <= ticks_diff(now, self._at) < TICK_MS

    def wake(self, now):
        """A touch or key at ``now``: True when it woke a dimmed screen (it
        is then the game's no further; the level comes back at once)."""
        self._input = now
        if self.dimmed:
            self.dimmed = False
            self.level = -1
            self._at = now - TICK_MS
            return True
        return False

    def touch(self, sample, now):
        """What the game sees of a touch ``sample`` (None: none): a touch
        that wakes the screen is None until it is lifted."""
        if sample is None:
            self._waking = False
        elif self.wake(now) or self._waking:
            self._waking = True
            sample = None
        return sample

    def tick(self, reading, dim_ms, now):
        """A tick at ``now``: ``reading`` the light sensor's (-1: no Auto
        brightness), dimming after ``dim_ms`` without input (0: never).
        Returns the new level, or -1 when it is unchanged."""
        self._at = now
        low = self.lowest
        goal = FULL
        if reading < 0:
            self._avg = -1
        else:
            if reading > self._peak:
                self._peak = reading
            self._count += 1
            avg = self._avg
            if avg < 0 or self._count >= _WINDOW:  # (the first: as it is)
                light = stops(self._peak) << 3
                avg = light if avg < 0 else avg + ((light - avg) >> 2)
                self._avg = avg
                self._peak = self._count = 0
                if not -_BAND < avg - self._held < _BAND:
                    self._held = avg
            x = min(_SPAN, max(0, (self._held >> 3) - _DARK))
            goal = low + (FULL - low) * x // _SPAN
        if dim_ms and not 0 <= ticks_diff(now, self._input) < dim_ms:
            self.dimmed = True
        if self.dimmed:
            goal = low
        level = self.level
        if level < 0:
            level = goal
        elif level > goal:
            level = max(goal, level - _STEP)
        else:
            level = min(goal, level + _STEP)
        if level == self.level:
            return -1
        self.level = level
        return level
