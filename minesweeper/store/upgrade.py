# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The records of versions 2, 3 and 4 as version 5's payload: read once,
after the update, and let go (imported only when nvm holds no version-5
copy).

Version 4's payload is version 5's with entries of 36 bytes: no forced
losses, which start at 0 (the daily board's records, 45 bytes, fit the
room of 48 that version 5 leaves them).

Version 3's payload is version 4's with entries of 34 bytes: no best
game's first cell, which is not known (a random best board is then not
named: its mines depended on that cell).

Version 2's payload: a byte k (levels), a byte p (preference bytes), the
preferences, k entries of 16 bytes (bytes 0-9 and 12-17 of version 3's,
no best streak: its streak), the saved game. The best 3BV/s comes from the
best time; clicks, board, efficiency and the wins' time are not known.
Needs :mod:`minesweeper.store.records` (its layout) and nothing else.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.store.slots import get, put

# A version-3 entry's fields, by their offsets (version 4's, less its last):
_MS = const(12)  # the best time u32 (its top byte 0xFF: none)
_BBBV = const(16)  # ... its 3BV u16
_BOARD = const(20)  # the best game's board u32
_RATE = const(24)  # the best 3BV/s, in hundredths u16
_V3_SIZE = const(34)  # a version-3 entry's bytes (version 4 adds the first cell)
_V4_SIZE = const(36)  # a version-4 entry's bytes (version 5 adds forced losses)


def payload5(data, version):
    """Version 5's payload of a version-2, 3 or 4 one (bytes), or None if
    it is not one."""
    if version < 4:
        data = payload4(data, version)
    return _widen(data, _V4_SIZE, b"\x00\x00")  # no forced losses counted


def payload4(data, version):
    """Version 4's payload of a version-2 or version-3 one (bytes), or None
    if it is not one (too short for its counts; the rest :class:`Records`
    checks)."""
    if version == 2:
        data = _payload3(data)
    return _widen(data, _V3_SIZE, b"\xff\xff")  # its first cell: not known


def _widen(data, size, more):
    """``data`` (a payload, or None) with ``more`` after each entry of
    ``size`` bytes; None if too short for its counts."""
    if data is None or len(data) < 3:
        return None
    if len(data) < 3 + data[1] + data[2] + size * data[0]:
        return None
    at = 3 + data[1] + data[2]
    out = bytearray(data[:at])
    for _ in range(data[0]):
        out += data[at : at + size] + more
        at += size
    return bytes(out + data[at:])


def _payload3(data):
    """Version 3's payload of a version-2 one, or None."""
    if len(data) < 2 or len(data) < 2 + data[1] + 16 * data[0]:
        return None
    k = data[0]
    at = 2 + data[1]
    out = bytearray([k, data[1], 0]) + data[2:at]
    for _ in range(k):
        entry = bytearray(data[at : at + 10] + data[at + 8 : at + 16] + bytes(16))
        entry[_BOARD : _BOARD + 4] = b"\xff\xff\xff\xff"  # board not known
        if entry[_MS + 3] != 0xFF:  # a best time: its 3BV/s
            rate = get(entry, _BBBV, 2) * 100000 // max(1, get(entry, _MS, 4))
            put(entry, _RATE, min(rate, 0xFFFF), 2)
        out += entry
        at += 16
    return bytes(out + data[at:])
