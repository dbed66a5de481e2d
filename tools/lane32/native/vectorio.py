# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``vectorio``.

Runs inside the lane's MicroPython (tools/lane32/). A shape keeps its
palette, position and size, and no pixels: a flat colour costs no bitmap.
It takes the 96 bytes the native one takes (CircuitPython's
``shared-bindings/vectorio/Rectangle.c``: the shape's own struct, 32 bytes,
and the ``VectorShape`` it makes beside it, 64): its numbers are in an
array of :data:`_WORDS`, the rest of it spare. ``Polygon`` keeps its points.
"""

from array import array

import heap
from displayio import _field, _Placed
from heap import low, mem_alloc

# The numbers' array: with the object and its two attributes (48 bytes),
# 96 bytes in all, as the native shape and its VectorShape. (Made from
# zero bytes, copied as they are: no tuple of them in between.)
_WORDS = 24
_ZEROS = bytes(2 * _WORDS)


class _Shape(_Placed):
    def __init__(self, pixel_shader, x, y, color_index, a, b):
        if mem_alloc() > heap.HIGH:
            low()
        self.pixel_shader = pixel_shader
        g = self._g = array("h", _ZEROS)
        g[0] = x
        g[1] = y
        g[3] = color_index
        g[4] = a
        g[5] = b

    color_index = _field(3, settable=True)

    @property
    def location(self):
        return (self._g[0], self._g[1])

    @location.setter
    def location(self, value):
        self._g[0], self._g[1] = value[0], value[1]


class Rectangle(_Shape):
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        super().__init__(pixel_shader, x, y, color_index, width, height)

    width = _field(4, settable=True)
    height = _field(5, settable=True)


class Circle(_Shape):
    def __init__(self, *, pixel_shader, radius, x=0, y=0, color_index=0):
        super().__init__(pixel_shader, x, y, color_index, radius, 0)

    radius = _field(4, settable=True)


class Polygon(_Shape):
    def __init__(self, *, pixel_shader, points, x=0, y=0, color_index=0):
        super().__init__(pixel_shader, x, y, color_index, 0, 0)
        self.points = points
