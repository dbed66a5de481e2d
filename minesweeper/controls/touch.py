# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Touch gestures from raw resistive-touchscreen samples.

Feed :meth:`Gestures.feed` one sample per poll, ``(x, y, pressure)`` as
``adafruit_touchscreen.Touchscreen.touch_point`` gives it or ``None`` for no
touch, with the time in milliseconds (``supervisor.ticks_ms()``; differences
are wrap-safe). It answers one event a sample:

* ``PRESS`` once a press has settled on a target (a cell, the face button);
* ``TAP`` when that press is released before the hold time;
* ``LONG_PRESS`` as soon as it has been held for the hold time (the release
  then says nothing);
* ``CANCEL`` when a settled press is dragged off its target (the release then
  says nothing);
* ``NOTHING`` otherwise.

Debouncing lives here: a press counts only after ``settle`` consecutive
samples within ``jitter`` pixels of each other and above ``min_pressure``; a
release needs ``release`` consecutive empty samples, so a dropped sample
mid-press does not end it; movement within ``jitter`` pixels never leaves the
target. A touch released before it settled is a quick tap (``TAP``, with no
``PRESS`` before it) when it had at least ``quick`` such samples: a stylus tap
of 30-40 ms gives only two at 50 Hz, while a lone noisy sample never acts.
Targets come from a function ``target(x, y)`` giving an int: -1 for
"nothing here", cells from 0 up, buttons -2 and down (see
:mod:`minesweeper.layout`). Hardware-free; keeps no per-sample allocations.
"""

from minesweeper.compat import const, ticks_diff

NOTHING = const(0)
PRESS = const(1)
TAP = const(2)
LONG_PRESS = const(3)
CANCEL = const(4)

_IDLE = const(0)
_SETTLING = const(1)
_DOWN = const(2)
_HELD = const(3)  # long press fired; waiting for the release
_IGNORE = const(4)  # cancelled or pressed on nothing; waiting for the release


class Gestures:
    """The recogniser; ``target``, ``x``, ``y`` describe the current press."""

    def __init__(
        self,
        target,
        hold_ms=400,
        settle=3,
        jitter=6,
        release=2,
        min_pressure=0,
        quick=2,
    ):
        self._target_at = target
        self.hold_ms = hold_ms
        self.settle = settle
        self.quick = quick
        self.jitter = jitter
        self.release = release
        self.min_pressure = min_pressure
        self._state = _IDLE
        self._count = 0
        self._ups = 0
        self._since = 0
        self.target = -1
        self.x = 0
        self.y = 0

    def cancel(self):
        """End the press in progress, if any: it says nothing more, held or
        lifted (a press belongs to the mode it began in, whose targets it
        has; the app's mode changed). The next touch starts afresh."""
        if self._state != _IDLE:
            self._state = _IGNORE

    def held_ms(self, now):
        """How long the current settled press has been down (0 if none)."""
        if self._state == _DOWN or self._state == _HELD:
            return ticks_diff(now, self._since)
        return 0

    def feed(self, sample, now):
        """Take one sample (or None) at time ``now``; return an event."""
        state = self._state
        if sample is None or sample[2] < self.min_pressure:
            if state == _IDLE:
                return NOTHING
            self._ups += 1
            if self._ups < self.release:
                return NOTHING
            self._state = _IDLE
            if state == _DOWN:
                return TAP
            if state == _SETTLING and self._count >= self.quick:  # a quick tap
                self.target = self._target_at(self.x, self.y)
                if self.target != -1:
                    return TAP
            return NOTHING
        self._ups = 0
        x = sample[0]
        y = sample[1]
        near = abs(x - self.x) <= self.jitter and abs(y - self.y) <= self.jitter
        if state == _IDLE or (state == _SETTLING and not near):
            self._state = _SETTLING  # a new press, or noise: start settling here
            self._count = 1
            self._since = now
            self.x = x
            self.y = y
            return NOTHING
        if state == _SETTLING:
            self._count += 1
            if self._count < self.settle:
                return NOTHING
            self.target = self._target_at(self.x, self.y)
            if self.target == -1:
                self._state = _IGNORE
                return NOTHING
            self._state = _DOWN
            return PRESS
        if state == _IGNORE:
            return NOTHING
        if not near and self._target_at(x, y) != self.target:
            self._state = _IGNORE
            return CANCEL if state == _DOWN else NOTHING
        if state == _DOWN and ticks_diff(now, self._since) >= self.hold_ms:
            self._state = _HELD
            return LONG_PRESS
        return NOTHING
