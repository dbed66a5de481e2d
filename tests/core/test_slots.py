# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""minesweeper.store.slots (both lanes): what the console says of bytes in
nvm that are not a good copy. A cut write is called one only where the
format can tell; random bytes and another program's layout are unreadable."""

from check import Nvm, saying

from minesweeper.store import records as records_module
from minesweeper.store import slots
from minesweeper.store.records import Records
from minesweeper.store.slots import SLOT

UNREADABLE = "records: the records in nvm are unreadable; starting afresh"
CUT = "records lost: the power went off during a write"


def noise(n, seed):
    """n bytes of a fixed pseudo-random sequence."""
    out = bytearray(n)
    for i in range(n):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        out[i] = (seed >> 16) & 0xFF
    return out


def said(nvm):
    """The console lines a start on ``nvm`` prints, and what it kept."""
    records, lines = saying((slots, records_module), Records, nvm)
    assert records.levels() == [] and records.load_game() is None
    return lines


def test_random_bytes_are_unreadable_not_a_cut_write():
    for seed in range(1, 9):
        nvm = Nvm(8192)
        nvm.data[:] = noise(8192, seed)
        assert said(nvm) == [UNREADABLE], seed


def test_another_programs_bytes_are_unreadable():
    for head in (b"hello", b"MS\x01", b"\x00\x01\x02\x03"):
        for tail in (0, 0xFF, 0x20):
            nvm = Nvm(2 * SLOT)
            for i in range(2 * SLOT):
                nvm.data[i] = tail
            nvm.data[: len(head)] = head
            assert said(nvm) == [UNREADABLE], (head, tail)


def test_a_write_cut_where_the_format_can_tell_is_a_cut():
    good = Nvm(2 * SLOT)
    records = Records(good)
    records.finish("expert", True, 75500, 140)
    records.store()
    # Cut after the mark's first byte, within its head, within its payload:
    # erased bytes after what was written.
    for n in (1, 2, 5, 7, 40, SLOT - 1):
        nvm = Nvm(2 * SLOT)
        nvm.data[:n] = good.data[:n]
        assert said(nvm) == [CUT], n
    # Erased, or zeroed in a stand-in's RAM: a new board, quietly.
    for fill in (0xFF, 0):
        nvm = Nvm(2 * SLOT)
        for i in range(2 * SLOT):
            nvm.data[i] = fill
        assert said(nvm) == [], fill


def test_each_write_is_a_whole_slot_in_the_format_with_zeros_past_its_end():
    # The slot is written from one buffer made with the Slots, so that a
    # write needs no 1 KB of free heap in one piece (a board's is cut up
    # by then): what a longer payload left in it must not reach nvm.
    nvm = Nvm(2 * SLOT)
    store = slots.Slots(nvm, 0)
    for n in (900, 12, 600, 0, 1010):
        payload = noise(n, n + 1)
        assert store.write(payload)
        at = store.newest * SLOT
        data = bytes(nvm.data[at : at + SLOT])
        assert data[:2] == b"MR" and slots.get(data, 5, 2) == n
        assert data[7 : 7 + n] == bytes(payload)
        assert data[7 + n + 4 : SLOT - 3] == bytes(SLOT - 3 - 7 - n - 4), n
        assert slots.get(data, SLOT - 3, 2) == slots.get(data, 3, 2)


def test_a_write_takes_no_slot_s_worth_of_new_heap():
    # MicroPython only (both lanes run this file; CPython has no mem_alloc).
    import gc

    if not hasattr(gc, "mem_alloc"):
        return
    store = slots.Slots(Nvm(2 * SLOT), 0)
    payload = noise(1000, 3)
    store.write(payload)
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc()
        store.write(payload)
        grew = gc.mem_alloc() - before
    finally:
        gc.enable()
    assert grew < SLOT // 2, grew
