# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The board's touchscreen: ``adafruit_touchscreen``'s, with a raw reading
and a calibration that can change while it runs.

Part of the PyPortal shell; needs the ``adafruit_touchscreen`` library.
The library maps its readings with the calibration and screen size it was
built with, and has no raw reading of its own: :meth:`Touch.raw` reads
through the same code with the identity mapping (raw 0-65535 to 0-65535),
and :meth:`Touch.calibrate` changes the mapping every later reading uses
(the menu's Calibrate page, :mod:`minesweeper.calibration.page`). Nothing is
rebuilt per sample.
"""

from adafruit_touchscreen import Touchscreen

_WHOLE = ((0, 65535), (0, 65535))  # raw readings mapped to themselves
_RAW_SIZE = (65536, 65536)  # (the library maps to 0 .. size - 1)


class Touch(Touchscreen):
    """A ``Touchscreen`` that also reads raw (see the module)."""

    def raw(self):
        """``(x, y, pressure)`` as the panel reads them, 0-65535, or None
        (a read that fails too: as the loop's own reading, the page plays
        on)."""
        calib = self._calib
        size = self._size
        self._calib = _WHOLE
        self._size = _RAW_SIZE
        try:
            return self.touch_point
        except (OSError, RuntimeError, ValueError):
            return None
        finally:
            self._calib = calib
            self._size = size

    def calibrate(self, calibration):
        """Map later readings with ``calibration``: ``((x_min, x_max),
        (y_min, y_max))``, the raw readings at the screen's edges."""
        self._calib = calibration
