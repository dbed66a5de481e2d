# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``microcontroller``.

Runs inside the lane's MicroPython (tools/lane32/). ``nvm`` is the SAMD51's
8192 bytes, erased (0xFF) at start. Like the native ``nvm.ByteArray`` it
reads a slice into a new ``bytearray`` and writes slices of the same
length in place; its own bytes stand for flash, outside the counted heap.
"""


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


class ByteArray:
    def __init__(self, size):
        self._b = bytearray(b"\xff" * size)

    def __len__(self):
        return len(self._b)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return bytearray(memoryview(self._b)[index])
        return self._b[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, _ = index.indices(len(self._b))
            if len(value) != max(0, stop - start):
                raise ValueError("Slice and value different lengths.")
            self._b[start:stop] = value
            return
        self._b[index] = value


nvm = ByteArray(8192)
