# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``busdisplay``.

Runs inside the lane's MicroPython (tools/lane32/). ``BusDisplay`` is the
board's screen: its size, ``root_group`` and refresh. A PyPortal's display
has no frame buffer in RAM (it draws from the groups over its bus), so this
one holds none either; ``refresh`` counts frames.
"""


class BusDisplay:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.brightness = 1.0
        self.rotation = 0
        self.frames = 0

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        self.frames += 1
        return True
