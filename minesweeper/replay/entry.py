# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A replay's entry: its format, and where entries lie in ``nvm``.

The region is ``nvm`` from the records' span (:data:`records.SPAN` bytes
from the records' offset) to its end: 6 KB of a SAMD51's 8 KB once the
records take 2 KB. It holds one entry a level (its level key), the log of
the game that set the level's best time, with the board it was played
on. An entry, integers little-endian (c cells, ``cols * rows``)::

    0 "RP"  2 format (1)  3 boards version  4 length n u16 (all of it)
    6 cols  7 rows  8 mines u16  10 flags (1: no-guess, 2: classic)
    11 start cell u16 (0xFFFF: none)  13 game number u32
    17 the game's time in ms u32  21 key length k  22 the level key (k
    bytes)  then the mines as laid, 1 bit a cell (bit i % 8 of byte
    i // 8; ceil(c / 8) bytes, at most 128)  then 4 bytes an action,
    then the CRC-32 u32 of the n - 4 bytes before

The start cell is the marked cell of a board laid with one (a no-guess
board, a board code's random one) and opened there first; a board opened
elsewhere first was laid again from its number around that cell
(:meth:`minesweeper.rules.game.Game.reveal_at`), and its entry keeps that
board, with no start. The player lays these mines (no generator, no
solver). The head names the board as played, as its code does
(:meth:`minesweeper.app.App.board`): no-guess only where it was opened at
its marked start, else a random board of that number whose first cell is
the log's first reveal; the boards version says which board the number
names (the Records page's code).

An action: bits 0-19 the game's timer in ms when it was taken (at most
999000), bits 20-29 the cell (boards of at most 1024 cells are logged),
bits 30-31 the action less one (``minesweeper.controls.scheme``: reveal,
flag, question mark, chord), as the recorder writes it
(:func:`minesweeper.playing.put_action`). Entries start at multiples of 16
bytes.

An entry counts only whole (mark, length, CRC), of this format and boards
version, and while it is the records' best: its level kept with that
same time to the millisecond: nothing else says which entry is current.
The records' slot is written before the entry, in the same assignment,
so a write cut before the slot's end keeps the old best and its entry,
and one cut after it the new best with no replay: a cut loses at most
the new replay (on a SAMD51, whose every write erases all of nvm, the
entries in the pages after the cut go too, as with any write there). A
log of another format or boards version is dropped with one line, never
played. Written only with a new
best time, in the records' own single slice assignment
(:meth:`minesweeper.store.records.Records.store` with ``also``).

The region is the store's (:meth:`minesweeper.store.records.Records.region`),
and so is the write: this module reads the region and makes the bytes, it
writes nothing. A whole entry found is a :class:`Found` (named fields).
Imported on a new best (:mod:`minesweeper.replay.keep`) and by the
player (which reads an entry back with :mod:`minesweeper.replay.log`),
then let go with ``forget_under("minesweeper.replay")``. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.rng import BOARDS_VERSION
from minesweeper.rules.tiles import MINE
from minesweeper.store.checksum import crc32
from minesweeper.store.slots import get, put, put_bits

FORMAT = const(1)  # of an entry
HEAD = const(22)  # the bytes before the level key
NO_START = const(0xFFFF)  # the start cell's field: none
ALIGN = const(16)  # entries start at multiples of this from the region's
NO_GUESS = const(1)  # flags: a no-guess board, opened at its marked start
CLASSIC = const(2)  # ... the classic rules' game


def _say(message):
    print("replay: " + message)


def field_size(cols, rows):
    """The bytes of a board's mines field: 1 bit a cell."""
    return (cols * rows + 7) >> 3


def entry(key, board, field, start, classic, ms, log, n):
    """The entry of a game on ``board`` (``(cols, rows, mines, no_guess,
    seed)``: no-guess as its code says) of level ``key``, laid as
    ``field`` (a byte a cell, ``MINE`` where a mine lies:
    :attr:`minesweeper.rules.game.Game.solution`) and opened first at its
    marked ``start`` (-1: none), ``ms`` long, whose ``n`` actions are the
    first ``4 * n`` bytes of ``log``."""
    cols, rows, mines, no_guess, seed = board
    name = key.encode()
    at = HEAD + len(name)
    mark = at + field_size(cols, rows)  # the actions
    size = mark + 4 * n + 4
    out = bytearray(size)
    out[0] = 0x52  # "R"
    out[1] = 0x50  # "P"
    out[2] = FORMAT
    out[3] = BOARDS_VERSION
    put(out, 4, size, 2)
    out[6] = cols
    out[7] = rows
    put(out, 8, mines, 2)
    out[10] = (NO_GUESS if no_guess else 0) | (CLASSIC if classic else 0)
    put(out, 11, NO_START if start < 0 else start, 2)
    put(out, 13, seed, 4)
    put(out, 17, ms, 4)
    out[21] = len(name)
    out[HEAD:at] = name
    put_bits(out, at, field, MINE)
    out[mark : mark + 4 * n] = memoryview(log)[: 4 * n]
    put(out, size - 4, crc32(memoryview(out)[: size - 4]), 4)
    return out


class Found:
    """A whole entry in the region: its offset ``at`` and ``size`` in
    bytes, its level ``key``, the game's time ``ms`` and number
    ``seed``."""

    def __init__(self, at, size, key, ms, seed):
        self.at = at
        self.size = size
        self.key = key
        self.ms = ms
        self.seed = seed

    def data(self, nvm):
        """The entry's bytes, read from ``nvm`` again (a scan keeps none:
        the region's entries at once would be KBs)."""
        return nvm[self.at : self.at + self.size]


def check(nvm, at, end):
    """The :class:`Found` of the whole entry at ``at`` (before ``end``), or
    None: a broken entry is None."""
    if at + HEAD > end or nvm[at] != 0x52 or nvm[at + 1] != 0x50:
        return None  # (bytes read one by one: a slice of each of the region's
    head = nvm[at : at + HEAD]  # 384 steps would be 24 KB of garbage)
    size = get(head, 4, 2)
    k = head[21]
    mark = HEAD + k + field_size(head[6], head[7])  # the actions
    if size < mark + 4 or at + size > end or (size - mark) % 4:
        return None
    data = nvm[at : at + size]
    if crc32(memoryview(data)[: size - 4]) != get(data, size - 4, 4):
        return None
    try:
        key = bytes(data[HEAD : HEAD + k]).decode()
    except UnicodeError:
        return None
    return Found(at, size, key, get(head, 17, 4), get(head, 13, 4))


def scan(records):
    """The whole entries of the region (:class:`Found`), in order; current
    ones (:func:`current`) and stale ones alike."""
    nvm, start, end = records.region()
    out = []
    at = start
    while at + HEAD <= end:
        found = check(nvm, at, end)
        if found is None:
            at += ALIGN
            continue
        out.append(found)
        at += (found.size + ALIGN - 1) // ALIGN * ALIGN
    return out


def current(records, found):
    """True when a scanned entry is its level's best game now: its time to
    the millisecond, and its game number where the records keep the best
    game's board (an older entry of the same time, not yet written over,
    is not the best game: a first tap that wins takes 0 ms every time)."""
    try:
        figures = records.figures(found.key)
    except ValueError:
        return False
    best = figures["best"]
    if best is None:
        return False
    ms, _ = best  # (the time, the 3BV)
    board = figures["board"]
    if board is None:
        return ms == found.ms
    _, _, _, _, seed, _ = board  # (as its code names it)
    return ms == found.ms and seed == found.seed


def levels(records):
    """The level keys with a replay to watch, in the records' order."""
    kept = [found.key for found in scan(records) if current(records, found)]
    return [key for key in records.levels() if key in kept]


def place(records, key, size):
    """Where an entry of ``size`` bytes for ``key`` goes: the first room
    no other level's current entry takes (the records have the new best
    already, so ``key``'s old entry is free room: the records' pages are
    programmed first, so a cut that keeps the old best keeps its entry
    too); with none, the region's start (the entries there make way, one
    line). None if the region is too small."""
    nvm, start, end = records.region()
    if start + size > end:
        return None
    taken = [f for f in scan(records) if f.key != key and current(records, f)]
    at = start
    while at + size <= end:
        clash = None
        for f in taken:
            if at < f.at + f.size and f.at < at + size:
                clash = f
                break
        if clash is None:
            return at
        at = start + (clash.at + clash.size - start + ALIGN - 1) // ALIGN * ALIGN
    _say("no room for all best games: older replays make way")
    return start
