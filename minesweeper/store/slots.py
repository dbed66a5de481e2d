# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Two alternating checksummed slots in ``nvm``, so that a write cut off
after any byte leaves the previous copy readable.

A slot, ``n`` the length of its payload, integers little-endian::

    0 mark (2 bytes)  2 version  3 sequence u16  5 n u16  7 payload
    7 + n  CRC-32 u32 of the 7 + n bytes before

A write is one slice assignment into the slot not holding the newest good
copy, with the next sequence number; reading takes the valid slot (mark,
version, length, CRC) with the newer sequence number. Used by
:mod:`minesweeper.store.records`. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.store.checksum import crc32

VERSION = const(1)
EXTRA = const(11)  # bytes a slot adds to its payload: head and CRC
_HEAD = const(7)  # mark, version, sequence, length


def _say(message):
    print("records: " + message)


def put(buf, at, value, size):
    """Write value at buf[at:at + size], little-endian."""
    for k in range(size):
        buf[at + k] = (value >> (8 * k)) & 0xFF


def get(buf, at, size):
    """The little-endian number at buf[at:at + size]."""
    value = 0
    for k in range(size - 1, -1, -1):
        value = (value << 8) | buf[at + k]
    return value


def _newer(a, b):
    """True if sequence number a comes after b (wrapping at 65536)."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


class Slots:
    """Two alternating slots of one kind at ``start`` in ``nvm``."""

    def __init__(self, nvm, start, size, mark, name):
        self._nvm = nvm
        self._start = start
        self._size = size
        self._mark = mark
        self._name = name
        self._newest = -1  # the slot holding the newest good copy, if any
        self._seq = 0
        self.known = False  # whether read() has run

    def read(self):
        """The newest good payload (bytes) or None; notes which slot holds it
        so the next write goes to the other. One console line when nothing
        good is left but something was there."""
        self.known = True
        self._newest = -1
        best = None
        seen = None
        for slot in (0, 1):
            at = self._start + slot * self._size
            try:
                raw = self._nvm[at : at + self._size]
            except (OSError, RuntimeError) as exc:
                _say("cannot read %s from nvm: %s" % (self._name, exc))
                return None
            if (
                len(raw) < self._size
                or raw[0] != self._mark[0]
                or raw[1] != self._mark[1]
            ):
                continue
            if raw[2] != VERSION:
                seen = "version %d, not %d" % (raw[2], VERSION)
                continue
            n = get(raw, 5, 2)
            end = _HEAD + n
            if n > self._size - EXTRA or crc32(memoryview(raw)[:end]) != get(
                raw, end, 4
            ):
                seen = seen or "damaged"
                continue
            seq = get(raw, 3, 2)
            if self._newest < 0 or _newer(seq, self._seq):
                self._newest = slot
                self._seq = seq
                best = raw[_HEAD : _HEAD + n]
        if best is None and seen:
            _say("%s in nvm unreadable (%s); starting afresh" % (self._name, seen))
        return None if best is None else bytes(best)

    def write(self, payload):
        """Store payload with one slice assignment; False if nvm refused."""
        n = len(payload)
        slot = 1 if self._newest == 0 else 0
        seq = (self._seq + 1) & 0xFFFF
        buf = bytearray(EXTRA + n)
        buf[0] = self._mark[0]
        buf[1] = self._mark[1]
        buf[2] = VERSION
        put(buf, 3, seq, 2)
        put(buf, 5, n, 2)
        buf[_HEAD : _HEAD + n] = payload
        put(buf, _HEAD + n, crc32(memoryview(buf)[: _HEAD + n]), 4)
        at = self._start + slot * self._size
        try:
            self._nvm[at : at + len(buf)] = buf
        except (OSError, RuntimeError) as exc:
            _say("cannot write %s to nvm: %s" % (self._name, exc))
            return False
        self._newest = slot
        self._seq = seq
        return True
