# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Garbage collection for the 32-bit lane, inside its MicroPython.

This port of MicroPython cannot see the pointers a running program keeps in
WebAssembly's own locals, so ``gc.collect()`` only asks for a collection,
and the collector runs when a call comes in from JavaScript at the top
level; a program that never returns (``code.py``) would never collect, and
an allocation that finds the heap full fails at once. ``run.mjs`` gives
the ``lanejs`` module, whose ``collect`` enters the interpreter as from the
top level, so that the collector runs:

- :func:`collect`, between the app's loop passes and in the lane's own
  set-up, where nothing but Python frames is on the way (their values are on
  the Python stack, which the collector scans): a full collection;
- :func:`collect_held` anywhere else, after ``run.mjs`` has marked the
  scratch the C code on the way may hold unseen (see ``keepHeld`` there):
  where the game calls ``gc.collect()``, and, as a board collects when an
  allocation finds the heap full, wherever a stand-in or an import finds
  less than :data:`LOW` bytes free and :data:`SINCE` bytes allocated since
  the last collection (:func:`low`).

A board collects at the very allocation that finds the heap full; the lane
collects at those points only, so that an allocation between two of them
may still fail where a board would have collected. But it also collects
between every two passes, where a board never does: a board's garbage
stays until the heap is full, and what the game keeps meanwhile lands
between it, so that its free heap is more cut up than the lane's. The
CircuitPython lane (``tools/memory.py --lane circuitpython``), whose
``lanejs`` is that interpreter's own (``tools/lane32/circuitpython/``),
collects as a board does (:func:`collects_by_itself`): the two lanes'
smallest heaps differ by that (see ``tools/memory.py --lane both``), which
that lane measures by collecting only at these points
(``--collect-at-points``: docs/memory.md, "The CircuitPython lane").
"""

import gc

import lanejs

LOW = 64 * 1024  # collect when less than this is free...
SINCE = 1024  # ...and this much was allocated since the last collection
TOTAL = 0  # the heap's size, set by the lane (this port's gc.mem_free()
# sometimes adds the 128 MB it could grow by, and sometimes not)
# The stand-ins test ``mem_alloc() > heap.HIGH`` inline (no Python frame,
# so the lane's Python stack is the game's) and call :func:`low` only then.
HIGH = 1 << 30
mem_alloc = gc.mem_alloc
_last = [0]  # gc.mem_alloc() after the last collection


def set_total(total):
    """The heap's size; and, where the lane must collect before the heap is
    full (not where the interpreter's allocator collects by itself, as a
    board's does: ``lanejs.COLLECTS``), the point past which it checks."""
    global TOTAL, HIGH
    TOTAL = total
    if not collects_by_itself():
        HIGH = total - LOW


def collects_by_itself():
    """True where an allocation that finds the heap full collects first (the
    CircuitPython lane's interpreter, as a board); the WebAssembly lane's
    collects only when the lane says so."""
    return getattr(lanejs, "COLLECTS", False) is True


def free():
    """The heap free now, in bytes."""
    return TOTAL - gc.mem_alloc()


def collect():
    """A full collection (between loop passes only)."""
    gc.collect()  # asks
    lanejs.collect(True)  # and the collector runs
    _last[0] = gc.mem_alloc()


def collect_held():
    """A collection that keeps what the C code on the way may hold."""
    gc.collect()
    lanejs.collect(False)
    _last[0] = gc.mem_alloc()


def low():
    """Collect if the heap runs low, as a board's allocator would (or note
    what is allocated now, for a collection an allocation may need)."""
    if free() < LOW:
        if gc.mem_alloc() - _last[0] > SINCE:
            collect_held()
        else:
            lanejs.snap()


def retry(size):
    """A zeroed ``bytearray`` of ``size`` bytes after a collection: for a
    stand-in whose ``bytearray(size)`` found the heap full."""
    collect_held()
    return bytearray(size)
