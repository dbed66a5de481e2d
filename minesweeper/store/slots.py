# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Two alternating checksummed slots in ``nvm``, and the little-endian
numbers (:func:`put`, :func:`get`) and the bitmaps of cells (:func:`put_bits`,
:func:`bits`) that slots, snapshots and replays are made of.

A slot is ``SLOT`` bytes, integers little-endian::

    0 "MR"  2 version  3 sequence u16  5 length n u16  7 payload (n bytes)
    7 + n  CRC-32 u32 of the 7 + n bytes before, then zeros up to
    SLOT - 3  the sequence u16 again  SLOT - 1  a zero

Version 5 slots, as versions 4 and 3's, are 1024 bytes (two SAMD51 pages)
at ``start`` and ``start + 1024``; version 2 slots were 512 bytes at
``start`` and ``start + 512``. With no good slot of version 5, the
version-4 pair is read, else the version-3 pair (the next write goes to
the slot not holding its newest copy), else the version-2 pair, and the
next write goes to the new second slot, which the old pair does not use: a
cut in it leaves the old copy.

A write is one slice assignment of a whole slot into the slot not holding
the newest good copy, with the next sequence number; reading takes the
valid slot (mark, version, end, length, CRC) with the newer sequence number
whose payload the caller accepts (:mod:`minesweeper.store.reading`, loaded
at power-up only).

What a power cut leaves behind. On a board whose ``nvm`` writes the bytes
given (the desktop), a cut write leaves a slot whose head and end disagree:
the copy before it, in the other slot, is read. On a SAMD51 every write
erases the whole 8 KB block that holds all of ``nvm`` and programs its 16
pages of 512 bytes again in order; with the slots at a page boundary each
slot is two pages. A cut in the erase or in the first two pages loses both
copies: the slots read erased (0xFF, as on a new board, which cannot be
told apart) or with a broken end ("the power went off during a write"). A
cut in the third or fourth page keeps the first slot's copy. Every state of a cut
reads as the copy before or after the write, or as nothing, with at most
one console line. A cut is said to be one only where the format can tell:
a slot with its mark whose end is missing, or the mark's first byte with
erased bytes after it. Other bytes (a page the cut left half-programmed,
random bytes, another program's layout) are "unreadable", as damage is.
Used by :mod:`minesweeper.store.records`. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.store.checksum import crc32

SLOT_VERSION = const(5)  # 4: levels without forced losses; 3: without a
# first cell; 2: slots of 512 bytes; 1: records and game apart
SLOT = const(1024)  # bytes a slot takes: two SAMD51 flash pages
ROOM = const(1010)  # the longest payload: SLOT less head, CRC and end
OLD_SLOT = const(512)  # a version-2 slot's bytes
SLOT_HEAD = const(7)  # mark, version, sequence, length
SLOT_END = const(3)  # the sequence again and a zero


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


def put_bits(buf, at, cells, value):
    """Set bit ``i % 8`` of ``buf[at + i // 8]`` for each cell ``i`` of
    ``cells`` that holds ``value``: a bitmap, 1 bit a cell (a board's
    mines, as snapshots and replays keep them)."""
    for i in range(len(cells)):
        if cells[i] == value:
            buf[at + (i >> 3)] |= 1 << (i & 7)


def bits(buf, at, count):
    """The cells below ``count`` whose bit is set in the bitmap at
    ``buf[at:]`` (:func:`put_bits`), in order."""
    for i in range(count):
        if buf[at + (i >> 3)] >> (i & 7) & 1:
            yield i


def _say(message):
    print("records: " + message)


class Slots:
    """The two alternating slots at ``start`` in ``nvm``: ``newest``, the
    slot holding the copy in use (-1: none), and ``seq``, its sequence
    number, are set by the power-up's reading
    (:func:`minesweeper.store.reading.read`) and by :meth:`write`."""

    def __init__(self, nvm, start):
        self.nvm = nvm
        self.start = start
        self.newest = -1
        self.seq = 0
        self.buf = bytearray(SLOT)  # each write's, made with the slots
        self.used = 0  # its bytes the last payload and CRC reached (zeros past)

    def write(self, payload, also=None):
        """Store payload (at most ``ROOM`` bytes) with one slice assignment
        of a whole slot; False if nvm refused (one console line). With
        ``also``, ``(offset, data)`` past both slots (a replay's entry, as
        its owner hands it), the assignment goes on to its end, the bytes
        between as nvm holds them (with no memory for that, the slot
        alone, one line)."""
        n = len(payload)
        slot = 1 if self.newest == 0 else 0
        seq = (self.seq + 1) & 0xFFFF
        # One buffer for every write, made at power-up: by a game's end a
        # board's free heap is cut up, with no 1 KB in one piece left.
        buf = self.buf
        for k in range(SLOT_HEAD + n, self.used):  # a longer payload's bytes
            buf[k] = 0
        self.used = SLOT_HEAD + n + 4
        buf[0] = 0x4D
        buf[1] = 0x52
        buf[2] = SLOT_VERSION
        put(buf, 3, seq, 2)
        put(buf, 5, n, 2)
        buf[SLOT_HEAD : SLOT_HEAD + n] = payload
        put(buf, SLOT_HEAD + n, crc32(memoryview(buf)[: SLOT_HEAD + n]), 4)
        put(buf, SLOT - SLOT_END, seq, 2)
        at = self.start + slot * SLOT
        end = at + SLOT
        if also is not None:
            past, data = also  # (its offset, its bytes)
            try:
                buf = buf + self.nvm[end:past]  # (a new one)
                buf += data
                end = past + len(data)
            except MemoryError:
                _say("no memory to write the replay: records only")
                buf = self.buf
        try:
            self.nvm[at:end] = buf
        except (OSError, RuntimeError) as exc:
            _say("cannot write to nvm: %s" % exc)
            return False
        self.newest = slot
        self.seq = seq
        return True
