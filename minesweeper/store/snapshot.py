# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A game as a few bytes, to save in progress and play on after power loss.

``dump(game, extra)`` makes the bytes; ``load(data)`` gives back the game
and ``extra`` (at most 255 bytes of the app's own: elapsed time, level);
``head(data)`` reads its board's size, ``extra`` and its length, its board
unread (a saved game of another screen is only passed along).
The restored game has the same size, mines, game number, first cell,
classic rule, tiles, counters and state, and plays on exactly as the
original would. The
mines are stored as laid, so a board from any generator comes back as it
was; before the first reveal only the view is stored and the mines are laid
from the game number as usual.
Damaged, foreign or contradictory data raises ``ValueError`` (one line).

Version 2, little-endian (s cells, e extra bytes)::

    0 "MS"  2 version  3 flags: bit 0 classic, bit 1 mines laid, bits 2-3
    state  4 width u16  6 height u16  8 mines u16  10 game number u32
    14 first cell u16: the cell the mines were laid around (FFFF: none)
    16 e  17 extra  then the mines, 1 bit a cell (bit i % 8 of byte i // 8),
    only once laid  then the view, 2 bits a cell (bits 2 * (i % 4) of byte
    i // 4): 0 covered, 1 opened, 2 flag, 3 question  then CRC-32 u32

``21 + e + ceil(s / 8) + ceil(s / 4)`` bytes: 53 for beginner, 201 for
expert. Version 1, without the first cell (e at 14), is read too: its
game's first cell is not known (``game.first`` -2), so its board has no
code (:meth:`minesweeper.app.App.board`). Loaded for a write that holds
a game and at power-up, and let go after (:mod:`minesweeper.saved`).
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.game import LOST, MAX_CELLS, OPENED, Game
from minesweeper.rules.tiles import EXPLODED, FLAG, HIDDEN, MINE, QUESTION, WRONG_FLAG
from minesweeper.store.checksum import crc32
from minesweeper.store.slots import bits, get, put, put_bits

# Counts are not stored: they follow from the mines. After a loss the shown
# mines (covered mines) and crossed flags (flags on safe cells) follow from
# the mines and the state too.

VERSION = const(2)
_SNAPSHOT_HEAD = const(17)  # bytes before the extra (version 1: 15)
_TAIL = const(4)  # the CRC
_UNTOUCHED = const(0)  # neither opened nor marked
_OPEN = const(1)
_FLAGGED = const(2)
_QUESTIONED = const(3)
_KNOWN_BITS = const(0x0F)


def size_of(cells, placed=True, extra=0, start=_SNAPSHOT_HEAD):
    """The length of a snapshot of a board of ``cells`` cells."""
    bitmap = (cells + 7) >> 3 if placed else 0
    return start + extra + bitmap + ((cells + 3) >> 2) + _TAIL


def dump(game, extra=b""):
    """The snapshot of a game as bytes, described above."""
    if len(extra) > 255:
        raise ValueError("extra is %d bytes; at most 255" % len(extra))
    seed = game.seed
    if seed > 0xFFFFFFFF:
        raise ValueError("game number %d is too large to save" % seed)
    size = game.size
    placed = game.placed
    at = _SNAPSHOT_HEAD + len(extra)
    base = at + ((size + 7) >> 3 if placed else 0)
    out = bytearray(size_of(size, placed, len(extra)))
    out[0] = 0x4D  # "M"
    out[1] = 0x53  # "S"
    out[2] = VERSION
    out[3] = (1 if game.classic else 0) | (2 if placed else 0) | (game.state << 2)
    put(out, 4, game.width, 2)
    put(out, 6, game.height, 2)
    put(out, 8, game.mines, 2)
    put(out, 10, seed, 4)
    put(out, 14, game.first if game.first >= 0 else 0xFFFF, 2)
    out[16] = len(extra)
    out[_SNAPSHOT_HEAD:at] = extra
    if placed:
        put_bits(out, at, game.solution, MINE)
    tiles = game.tiles
    for i in range(size):
        t = tiles[i]
        if t <= 8 or t == EXPLODED:
            code = _OPEN
        elif t == FLAG or t == WRONG_FLAG:
            code = _FLAGGED
        elif t == QUESTION:
            code = _QUESTIONED
        else:  # hidden, or a mine shown after a loss
            continue
        out[base + (i >> 2)] |= code << ((i & 3) << 1)
    put(out, len(out) - _TAIL, crc32(memoryview(out)[: len(out) - _TAIL]), 4)
    return bytes(out)


def head(data):
    """``(width, height, mines, extra, length)`` of the snapshot ``data``
    starts with, its board unread: more may follow it (the saved games of
    two screens, one after the other). ``ValueError`` where ``data`` starts
    with no snapshot's head."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ValueError("saved game is not bytes but %s" % type(data).__name__)
    n = len(data)
    if n < _SNAPSHOT_HEAD - 2 + _TAIL or data[0] != 0x4D or data[1] != 0x53:
        raise ValueError("not a saved game (%d bytes, no MS mark)" % n)
    start = _start(data)
    e = data[start - 1]
    width = get(data, 4, 2)
    height = get(data, 6, 2)
    return (
        width,
        height,
        get(data, 8, 2),
        bytes(data[start : start + e]),
        size_of(width * height, data[3] & 2, e, start),
    )


def _start(data):
    """Where a snapshot's extra bytes start: version 1 has no first cell."""
    return _SNAPSHOT_HEAD - 2 if data[2] == 1 else _SNAPSHOT_HEAD


def load(data):
    """``(game, extra)`` from a snapshot: the game and the extra bytes.
    ``ValueError`` (one line) for anything :func:`dump` did not write."""
    width, height, mines, extra, length = head(data)
    n = len(data)
    version = data[2]
    if version != VERSION and version != 1:
        raise ValueError(
            "saved game is version %d; this code reads version %d" % (version, VERSION)
        )
    if crc32(memoryview(data)[: n - _TAIL]) != get(data, n - _TAIL, 4):
        raise ValueError("saved game is damaged (checksum does not match)")
    flags = data[3]
    if flags & ~_KNOWN_BITS:
        raise ValueError("saved game has unknown flags 0x%02x" % flags)
    classic = bool(flags & 1)
    placed = bool(flags & 2)
    state = flags >> 2
    size = width * height
    if size > MAX_CELLS:
        raise ValueError("saved game has %d cells; at most %d" % (size, MAX_CELLS))
    at = _start(data) + len(extra)
    if n != length:
        raise ValueError(
            "saved game is %d bytes; a %dx%d board takes %d"
            % (n, width, height, length)
        )
    try:
        game = Game(width, height, mines, seed=get(data, 10, 4), classic=classic)
    except ValueError as exc:
        raise ValueError("saved game: %s" % exc) from None
    base = at + ((size + 7) >> 3 if placed else 0)
    lost = state == LOST
    view = bytearray(size)
    laid = 0
    for i in range(size):
        code = data[base + (i >> 2)] >> ((i & 3) << 1) & 3
        mine = placed and data[at + (i >> 3)] >> (i & 7) & 1
        if mine:
            laid += 1
        if code == _OPEN:
            if not placed:
                raise ValueError("saved game opens cell %d before laying mines" % i)
            t = OPENED
        elif code == _QUESTIONED:
            t = QUESTION
        elif code == _UNTOUCHED:
            t = MINE if lost and mine else HIDDEN
        else:
            t = WRONG_FLAG if lost and placed and not mine else FLAG
        view[i] = t
    if placed and laid != mines:
        raise ValueError("saved game lays %d mines, not %d" % (laid, mines))
    game.load(bits(data, at, size) if placed else None, view)
    if game.state != state:
        raise ValueError(
            "saved game: its state %d does not match its board (%d)"
            % (state, game.state)
        )
    if version != VERSION:
        game.first = -2  # not known
    elif get(data, 14, 2) != 0xFFFF:
        first = get(data, 14, 2)
        if first >= size or not placed:
            raise ValueError("saved game: its first cell %d cannot be" % first)
        game.first = first
    return game, extra
