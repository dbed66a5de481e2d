# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The CircuitPython lane's ``lanejs``: what the WebAssembly lane's runner
(``tools/lane32/run.mjs``) gives the lane's Python, done here by the
interpreter itself (CircuitPython 10's unix build, 32-bit, the SAMD51's
object layout: ``tools/memory.py --lane circuitpython``).

This interpreter's collector sees every pointer C code holds (it scans the
C stack), as a board's does: an allocation that finds the heap full
collects and tries again, and fails with ``MemoryError`` only when a
board's would. So a collection is ``gc.collect()`` itself, the lane never
needs to collect before an allocation (:data:`COLLECTS`: :mod:`heap` then
leaves the stand-ins' checks off), and nothing is ever allocated past the
heap (:func:`exceeded` is 0).

:func:`capture` reads back what the interpreter printed (the name table's
count, from ``micropython.qstr_info()``), from the file its standard output
goes to (:data:`OUTPUT`, set by :mod:`run`); the lines stay in that file,
between ``LANE32 capture`` and ``LANE32 captured``, which the host skips.
"""

import gc

COLLECTS = True  # an allocation that finds the heap full collects first
OUTPUT = None  # the file this interpreter's standard output goes to
_at = [None]  # where the output was when capture(True) was called


def _size():
    with open(OUTPUT, "rb") as f:
        return f.seek(0, 2)


def capture(on):
    """``capture(True)`` marks where the output is; ``capture(False)``
    returns what was printed since, one string."""
    text = ""
    if _at[0] is not None:
        with open(OUTPUT, "rb") as f:
            f.seek(_at[0])
            text = str(f.read(), "utf-8")
        _at[0] = None
        print("LANE32 captured")
    if on:
        print("LANE32 capture")
        _at[0] = _size()
    return text


def locate(total, _total_grown, _address, _type):
    """The heap's size (one fixed heap here: ``-X heapsize``)."""
    return total


def snap():
    """Nothing to note: a collection here keeps what C code holds."""


def exceeded():
    """0: no allocation goes past this heap (it fails first)."""
    return 0


def collect(_full):
    """A collection now, wherever it is asked for."""
    gc.collect()
