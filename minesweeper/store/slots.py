# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Two alternating checksummed slots in ``nvm``, and the little-endian
numbers (:func:`put`, :func:`get`) and the bitmaps of cells (:func:`put_bits`,
:func:`bits`) that slots, snapshots and replays are made of.

A slot is ``SLOT`` bytes, integers little-endian::

    0 "MR"  2 version  3 sequence u16  5 length n u16  7 payload (n bytes)
    7 + n  CRC-32 u32 of the 7 + n bytes before, then zeros up to
    SLOT - 3  the sequence u16 again  SLOT - 1  a zero

Version 3 slots are 1024 bytes (two SAMD51 pages) at ``start`` and
``start + 1024``; version 2 slots were 512 bytes at ``start`` and
``start + 512``. With no good slot of version 3, the version-2 pair is
read (``read(accept, old)``) and the next write goes to the new second
slot, which the old pair does not use: a cut in it leaves the old copy.

A write is one slice assignment of a whole slot into the slot not holding
the newest good copy, with the next sequence number; reading takes the
valid slot (mark, version, end, length, CRC) with the newer sequence number
whose payload the caller accepts.

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

_VERSION = const(3)  # 2: slots of 512 bytes; 1: records and game apart
SLOT = const(1024)  # bytes a slot takes: two SAMD51 flash pages
ROOM = const(1010)  # the longest payload: SLOT less head, CRC and end
_OLD = const(512)  # a version-2 slot's bytes
_HEAD = const(7)  # mark, version, sequence, length
_END = const(3)  # the sequence again and a zero

# What a slot holds
_EMPTY = const(0)  # erased (or zeroed) bytes
_GOOD = const(1)
_OTHER = const(2)  # a slot of another version
_TORN = const(3)  # a write that did not reach its end
_DAMAGED = const(4)  # whole, but its checksum does not match
_FOREIGN = const(5)  # not a slot at all


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


def _newer(a, b):
    """True if sequence number a comes after b (wrapping at 65536)."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


def _kind(raw, version):
    """``(what, sequence)`` of one slot's bytes (sequence -1: none; for a
    slot of another version, its version)."""
    size = len(raw)
    if raw[0] == 0x4D and raw[1] == 0x52:  # "MR"
        if raw[2] != version:
            return (_TORN if raw[2] == 0xFF else _OTHER), raw[2]
        seq = get(raw, 3, 2)
        if raw[size - 1] or get(raw, size - _END, 2) != seq:
            return _TORN, seq
        n = get(raw, 5, 2)
        if n > size - 14 or crc32(memoryview(raw)[: _HEAD + n]) != get(
            raw, _HEAD + n, 4
        ):
            return _DAMAGED, seq
        return _GOOD, seq
    fill = raw[0]  # erased flash reads 0xFF; a stand-in in RAM may read 0
    if fill == 0x4D:  # the mark's first byte, and erased after it: a write
        fill = 0xFF  # cut after one byte (only such a cut is recognised)
    for k in range(1, size):
        if raw[k] != fill:
            return _FOREIGN, -1  # random, cut short, another program's
    if fill == 0 or fill == 0xFF:
        return (_EMPTY if raw[0] == fill else _TORN), -1
    return _FOREIGN, -1


def _say(message):
    print("records: " + message)


class Slots:
    """The two alternating slots at ``start`` in ``nvm``."""

    def __init__(self, nvm, start):
        self._nvm = nvm
        self._start = start
        self._newest = -1  # the slot holding the copy in use, if any
        self._seq = 0

    def read(self, accept, old=None):
        """The payload (bytes) of the newest good slot that ``accept(payload)``
        returns True for, or None; the next write goes to the other slot. At
        most one console line says what was found instead. With no good slot
        of this version, a version-2 pair's payload goes to ``old(payload)``
        instead (and its line, if one is read or none of this version is
        there)."""
        self._newest = -1  # nothing read: start afresh, slot 0, sequence 1
        self._seq = 0
        payload, line, kinds, seqs = self._read(SLOT, _VERSION, accept)
        if payload is None and old is not None and _GOOD not in kinds:
            back = self._read(_OLD, 2, old)
            if back[0] is not None:
                self._newest = 0  # the next write: the new second slot
            if back[0] is not None or (kinds and kinds[0] == _OTHER and seqs[0] == 2):
                payload, line = back[0], back[1]
        if line == "lost":
            print("records lost: the power went off during a write")
        elif line:
            _say(line)
        return payload

    def _read(self, size, version, accept):
        """``(payload or None, the console line (``records: `` after it;
        "lost": "records lost: ...") or None, kinds, sequences)`` of the pair of
        ``size``-byte slots at the start."""
        kinds = []
        seqs = []
        raws = []
        for slot in (0, 1):
            at = self._start + slot * size
            try:
                raw = self._nvm[at : at + size]
            except (OSError, RuntimeError) as exc:
                return None, "cannot read nvm: %s" % exc, (), ()
            if len(raw) != size:
                return None, None, (), ()
            what, seq = _kind(raw, version)
            kinds.append(what)
            seqs.append(seq)
            raws.append(raw)
        first = 0
        if kinds[0] == kinds[1] == _GOOD and _newer(seqs[1], seqs[0]):
            first = 1
        refused = False
        line = None
        for slot in (first, 1 - first):
            if kinds[slot] != _GOOD:
                continue
            raw = raws[slot]
            payload = bytes(raw[_HEAD : _HEAD + get(raw, 5, 2)])
            if accept(payload):
                self._newest = slot
                self._seq = used = seqs[slot]
                what = kinds[1 - slot]
                seq = seqs[1 - slot]
                if refused or what == _DAMAGED:
                    line = "a copy in nvm is unreadable; using the other"
                elif (what == _TORN and seq >= 0 and _newer(seq, used)) or (
                    what == _EMPTY and used != 1  # both slots were written
                ):
                    line = "the power went off during a write; "
                    line += "the last change may be lost"
                return payload, line, kinds, seqs
            refused = True
        if _OTHER in kinds:
            version = seqs[kinds.index(_OTHER)]
            line = "nvm holds records of version %d; starting afresh" % version
        elif _TORN in kinds and not refused:
            line = "lost"
        elif refused or _DAMAGED in kinds or _FOREIGN in kinds:
            line = "the records in nvm are unreadable; starting afresh"
        return None, line, kinds, seqs

    def write(self, payload, also=None):
        """Store payload (at most ``ROOM`` bytes) with one slice assignment
        of a whole slot; False if nvm refused (one console line). With
        ``also``, ``(offset, data)`` past both slots, the assignment goes
        on to its end, the bytes between as nvm holds them (with no memory
        for that, the slot alone, one line)."""
        n = len(payload)
        slot = 1 if self._newest == 0 else 0
        seq = (self._seq + 1) & 0xFFFF
        buf = bytearray(SLOT)
        buf[0] = 0x4D
        buf[1] = 0x52
        buf[2] = _VERSION
        put(buf, 3, seq, 2)
        put(buf, 5, n, 2)
        buf[_HEAD : _HEAD + n] = payload
        put(buf, _HEAD + n, crc32(memoryview(buf)[: _HEAD + n]), 4)
        put(buf, SLOT - _END, seq, 2)
        at = self._start + slot * SLOT
        end = at + SLOT
        if also is not None:
            try:
                buf += self._nvm[end : also[0]]
                buf += also[1]
                end = also[0] + len(also[1])
            except MemoryError:
                _say("no memory to write the replay: records only")
                buf = buf[:SLOT]
        try:
            self._nvm[at:end] = buf
        except (OSError, RuntimeError) as exc:
            _say("cannot write to nvm: %s" % exc)
            return False
        self._newest = slot
        self._seq = seq
        return True
