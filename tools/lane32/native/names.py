# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The name table as ``code.py`` finds it on a board, for the 32-bit lane.

MicroPython interns every name a module uses in its name table (qstrs) and
never frees one. The table grows by pools allocated on the heap, each
twice the last (20, 40, 80 ... names, the first twice
``MICROPY_ALLOC_QSTR_ENTRIES_INIT``), in a board's firmware as here. On a
board the names of the firmware, of its native modules and of the
libraries it freezes are in flash, and ``code.py`` starts with an empty
table: the game pays for pools of 20 to 640 names, 1,260 names in all,
before it needs a pool of 1,280 names (one 9 KB block in this port; 7.5 KB
in CircuitPython 10's, whose names have a byte of hash where MicroPython
1.29's have two).

The lane's own modules (the stand-ins, this driver, the scenario) intern
some 400 names before ``code.py``, and the frozen libraries' names would
be the game's here. So, before ``code.py``, :func:`board_table` interns
the frozen libraries' names (read from their ``.mpy`` files in the ROMFS
image, as a board has them in flash; on the CircuitPython lane, those of
what a board freezes and its build does not), then fills the table with names
of its own to the end of its pool of 640 (1,260 names), out of the count
(:func:`top_up` adds the last few as ``code.py`` starts). The game's first new
name then takes the pool of 1,280 names, which holds up to 1,280 of the
game's names: never less than a board pays for as many (pools of 20 to
640, 1,260 names, at most 9 KB), and from its first name, not at a point
some stand-in's names decide. A game with more than 1,280 names of its
own would need the next pool (2,560 names, 18 KB) here, where a board
takes 9 KB at 1,260: the lane's table would then say so (the names' row).
"""

import os

import lanejs
import micropython
from heap import collect

# Names in a board's table before code.py's first: none (pools of 20 to
# 640: 1,260 names, after which the pool of 1,280 comes).
_BOARD_POOLS = 1260
# Names the lane may intern between its setup and code.py (its own calls).
_SHORT = 8
# Names the rest of the lane's setup interns after board_table (its
# stand-ins' imports: some 400), with a margin: :func:`fill` adds the rest.
_LATER = 480


def count():
    """The names interned in the table's pools (``n_qstr``)."""
    lanejs.capture(True)
    micropython.qstr_info()
    text = lanejs.capture(False)
    for line in text.split("\n"):
        if line.startswith("qstr pool:"):
            for part in line[10:].split(","):
                key, value = part.strip().split("=")
                if key == "n_qstr":
                    return int(value)
    raise RuntimeError("qstr_info printed no n_qstr")


def _uint(data, at):
    """A varuint of an .mpy file at ``at``: (value, the next offset)."""
    value = 0
    while True:
        byte = data[at]
        at += 1
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, at


def mpy_names(data):
    """The names an .mpy file (version 6) interns as it loads: its qstr
    table, less the firmware's own (static) ones."""
    if data[0] not in b"MC" or data[1] != 6:  # MicroPython's, CircuitPython's
        raise RuntimeError("not an .mpy of version 6")
    n, at = _uint(data, 4)
    _, at = _uint(data, at)  # its constant objects
    names = []
    for _ in range(n):
        size, at = _uint(data, at)
        if size & 1:
            continue  # a static name, an index into the firmware's
        size >>= 1
        names.append(str(data[at : at + size], "utf-8"))
        at += size + 1  # and its null
    return names


def _files(folder):
    for entry in os.ilistdir(folder):
        path = folder + "/" + entry[0]
        if entry[1] == 0x4000:
            yield from _files(path)
        elif path.endswith(".mpy"):
            yield path


class _Any:
    pass


def _fill(holder, target):
    """Intern new names until the table holds ``target``; the count."""
    n = count()
    if n > target:
        raise RuntimeError("the name table holds %d, past %d" % (n, target))
    for i in range(n, target):
        getattr(holder, "_lane_name_%d" % i, None)
        if i % 32 == 31:
            collect()
    return count()


def board_table(frozen):
    """First in the lane's setup: intern the names of the libraries a board
    freezes (the ``.mpy`` files under the folder ``frozen``), then
    fill the table to what the rest of the setup leaves room for
    (:func:`fill` and :func:`top_up` add the rest). The garbage is
    collected as it goes, and what the setup keeps after fills the holes
    it leaves."""
    holder = _Any()
    files = [(path, os.stat(path)[6]) for path in _files(frozen)]
    buf = bytearray(max(size for _, size in files))
    for path, _ in files:
        with open(path, "rb") as f:
            f.readinto(buf)
        for name in mpy_names(buf):
            getattr(holder, name, None)  # interned
        collect()
    files = buf = None
    _fill(holder, _BOARD_POOLS - _LATER)


def fill():
    """At the end of the lane's setup: fill the table to a few names short
    of the end of its pool of 640 (:func:`top_up` adds the last ones)."""
    _fill(_Any(), _BOARD_POOLS - _SHORT)


def top_up():
    """Fill the table to the end of its pool of 640 names, as ``code.py``
    starts (a few names: their bytes are the game's, a hundred or so)."""
    if _fill(_Any(), _BOARD_POOLS) != _BOARD_POOLS:
        raise RuntimeError("the name table is not at %d" % _BOARD_POOLS)
