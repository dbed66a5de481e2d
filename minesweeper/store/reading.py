# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Reading the two slots (:class:`minesweeper.store.slots.Slots`):
which copy is the newest good one, what a power cut or damage left, and
the one console line that says so (the slots' format, and what a cut
leaves: :mod:`minesweeper.store.slots`). A board reads its slots at
power-up only: this module is loaded for that and let go after.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.store.checksum import crc32
from minesweeper.store.slots import (
    OLD_SLOT,
    SLOT,
    SLOT_END,
    SLOT_HEAD,
    SLOT_VERSION,
    get,
)

# What a slot holds
_EMPTY = const(0)  # erased (or zeroed) bytes
_GOOD = const(1)
_OTHER = const(2)  # a slot of another version
_TORN = const(3)  # a write that did not reach its end
_DAMAGED = const(4)  # whole, but its checksum does not match
_FOREIGN = const(5)  # not a slot at all


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
        if raw[size - 1] or get(raw, size - SLOT_END, 2) != seq:
            return _TORN, seq
        n = get(raw, 5, 2)
        if n > size - 14 or crc32(memoryview(raw)[: SLOT_HEAD + n]) != get(
            raw, SLOT_HEAD + n, 4
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


def read(slots, accept, old=None):
    """``(payload, line)``: the payload (bytes) of the newest good slot of
    ``slots`` (a :class:`minesweeper.store.slots.Slots`) that
    ``accept(payload)`` returns True for, or None, and what the console
    line after ``records: `` says was found instead (None: none to say;
    "lost": every copy was lost to a cut write); the next write goes to
    the other slot. With no good slot of this version, the payload of a
    version-4 or version-3 pair (slots of the same size and place), else
    of a version-2 pair, goes to ``old(payload, version)`` instead (and its
    line, if one is read or none of this version is there)."""
    slots.newest = -1  # nothing read: start afresh, slot 0, sequence 1
    slots.seq = 0
    payload, line, kinds, seqs = _pair(slots, SLOT, SLOT_VERSION, accept)
    if payload is None and old is not None and _GOOD not in kinds:
        for size, version in ((SLOT, 4), (SLOT, 3), (OLD_SLOT, 2)):
            got, said, _, _ = _pair(slots, size, version, _carried(old, version))
            if got is not None and size == OLD_SLOT:
                slots.newest = 0  # the next write: the new second slot
            if got is not None or (kinds and kinds[0] == _OTHER and seqs[0] == version):
                return got, said
    return payload, line


def _carried(old, version):
    """``old`` told the payload's version: the ``accept`` of an older pair."""
    return lambda data: old(data, version)


def _pair(slots, size, version, accept):
    """``(payload or None, the console line (``records: `` after it;
    "lost": "records lost: ...") or None, kinds, sequences)`` of the pair of
    ``size``-byte slots at the start."""
    kinds = []
    seqs = []
    raws = []
    for slot in (0, 1):
        at = slots.start + slot * size
        try:
            raw = slots.nvm[at : at + size]
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
        payload = bytes(raw[SLOT_HEAD : SLOT_HEAD + get(raw, 5, 2)])
        if accept(payload):
            slots.newest = slot
            slots.seq = used = seqs[slot]
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
