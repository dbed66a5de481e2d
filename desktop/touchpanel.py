# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A simulated 4-wire resistive touch panel for the desktop.

The real ``adafruit_touchscreen`` drives and reads the four panel pins
through ``digitalio`` and ``analogio``; the desktop stand-ins of those modules
ask :data:`PANEL` what a real panel would read for the current touch, so the
library's own pressure test and calibration maths run unchanged. Set
``PANEL.point = (x, y)`` (screen pixels) or ``None``, or give ``PANEL.source``
a function returning that (the simulator's mouse, a demo script).

``PANEL.calibration`` is the raw reading at the screen's edges; a panel
that reads off from it, as boards' panels drift, has an ``offset`` (raw
units) and a ``scale`` per axis applied after it: ``raw * scale + offset``.
The window takes them from ``MINESWEEPER_PANEL_SKEW`` (:func:`skew`), so
that the menu's Calibrate page has something real to calibrate.
"""

import os

from minesweeper.settings import DEFAULT_CALIBRATION

FULL = 65535


class Panel:
    def __init__(self):
        self.point = None  # (x, y) in screen pixels, or None
        self.pressure = 30000
        self.size = (320, 240)
        self.calibration = DEFAULT_CALIBRATION
        self.source = None  # optional: called once per touch_point read
        self.offset = (0, 0)  # raw units added, x and y
        self.scale = (1.0, 1.0)  # the raw reading's factor, x and y

    def _raw(self, value, axis):
        lo, hi = self.calibration[axis]
        span = self.size[axis] - 1
        raw = lo + (value + 0.5) * (hi - lo) / span
        raw = raw * self.scale[axis] + self.offset[axis]
        return int(max(0, min(FULL, raw)))

    def read(self, pin, driven):
        """The reading on ``pin`` with ``driven`` = {pin name: level}."""
        if pin == "TOUCH_XL":  # z1: first read of each touch_point
            if self.source is not None:
                self.point = self.source()
            return 0
        point = self.point
        if pin == "TOUCH_YU" and not driven.get("TOUCH_XR", False):
            # z2: pressure is 65535 - (z2 - z1); no touch reads full scale.
            return FULL if point is None else FULL - self.pressure
        if point is None:
            return 0
        if pin == "TOUCH_XR":
            return self._raw(point[0], 0)
        if pin == "TOUCH_YU":
            return self._raw(point[1], 1)
        return 0


PANEL = Panel()


def skew(name="MINESWEEPER_PANEL_SKEW"):
    """Skew :data:`PANEL` as the environment variable ``name`` says:
    "x_offset,y_offset,x_scale,y_scale" (e.g. "6000,-4000,0.9,1.1"); a
    value that is not that is one line, and the panel stays true."""
    text = os.environ.get(name)
    if not text:
        return
    try:
        dx, dy, sx, sy = (float(part) for part in text.split(","))
    except ValueError:
        print("%s %r is not x_offset,y_offset,x_scale,y_scale" % (name, text))
        return
    PANEL.offset = (int(dx), int(dy))
    PANEL.scale = (sx, sy)
