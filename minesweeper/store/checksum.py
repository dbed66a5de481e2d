# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""CRC-32 (the one zlib, PNG and Ethernet use) in plain Python.

:func:`crc32` gives the same number as CPython's ``zlib.crc32``. It works on
two 16-bit halves with a 16-entry table a half-byte at a time, so every
intermediate value stays a small integer on a SAMD51 (whose small ints are 31
bits: a 32-bit register would be a heap-allocated long at every step) and the
table costs no RAM to build. Hardware-free.
"""

from minesweeper.compat import const

_LOW = const(0xFFFF)

# The reflected polynomial 0xEDB88320 applied to each half-byte value, split
# into high and low 16-bit halves.
_HI = (
    0x0000, 0x1DB7, 0x3B6E, 0x26D9, 0x76DC, 0x6B6B, 0x4DB2, 0x5005,
    0xEDB8, 0xF00F, 0xD6D6, 0xCB61, 0x9B64, 0x86D3, 0xA00A, 0xBDBD,
)  # fmt: skip
_LO = (
    0x0000, 0x1064, 0x20C8, 0x30AC, 0x4190, 0x51F4, 0x6158, 0x713C,
    0x8320, 0x9344, 0xA3E8, 0xB38C, 0xC2B0, 0xD2D4, 0xE278, 0xF21C,
)  # fmt: skip


def crc32(data):
    """The CRC-32 of a bytes-like object (a memoryview slice avoids a copy)."""
    hi_table = _HI
    lo_table = _LO
    hi = _LOW
    lo = _LOW
    for byte in data:
        lo ^= byte
        k = lo & 15
        lo = ((lo >> 4) | ((hi & 15) << 12)) ^ lo_table[k]
        hi = (hi >> 4) ^ hi_table[k]
        k = lo & 15
        lo = ((lo >> 4) | ((hi & 15) << 12)) ^ lo_table[k]
        hi = (hi >> 4) ^ hi_table[k]
    return ((hi ^ _LOW) << 16) | (lo ^ _LOW)
