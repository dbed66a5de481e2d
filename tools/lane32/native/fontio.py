# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``fontio``.

Runs inside the lane's MicroPython (tools/lane32/). ``BuiltinFont`` is a
fixed-width font over one glyph bitmap; like the native one, it makes a new
``Glyph`` (a named tuple) at each ``get_glyph`` and a new tuple at each
``get_bounding_box``.
"""

from collections import namedtuple

import heap
from heap import low, mem_alloc

Glyph = namedtuple(
    "Glyph",
    ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x", "shift_y"),
)

_FIRST = 0x20  # the first glyph: space
_COUNT = 95  # printable ASCII


class BuiltinFont:
    def __init__(self, bitmap, width, height):
        self.bitmap = bitmap
        self._w = width
        self._h = height

    def get_bounding_box(self):
        return (self._w, self._h)

    def get_glyph(self, codepoint):
        if mem_alloc() > heap.HIGH:
            low()
        index = codepoint - _FIRST
        if not 0 <= index < _COUNT:
            index = ord("?") - _FIRST
        return Glyph(self.bitmap, index, self._w, self._h, 0, 0, self._w, 0)
