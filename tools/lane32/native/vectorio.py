# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``vectorio``.

Runs inside the lane's MicroPython (tools/lane32/). A shape keeps its
palette, position and size, a few dozen bytes as the native one does, and
no pixels: a flat colour costs no bitmap. ``Polygon`` keeps its points.
"""

from array import array

import heap
from displayio import _field, _Placed
from heap import low, mem_alloc


class _Shape(_Placed):
    def __init__(self, pixel_shader, x, y, color_index, a, b):
        if mem_alloc() > heap.HIGH:
            low()
        self.pixel_shader = pixel_shader
        self._g = array("h", (x, y, 0, color_index, a, b))

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
