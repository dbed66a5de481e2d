# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes read as typed (the Code page, ``MINESWEEPER_CODE``,
``--code``): the board a code names, or one line that says why it names
none. The format is the rules' (:mod:`minesweeper.rules.code`, which
makes them: loaded with this module; apart, at a game's end and on the
Records page, without it); reading what the player types, and saying why
it names no board, is this feature folder's (:mod:`minesweeper.codes`).
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.code import ALPHABET, LENGTH, divide, grow, weigh
from minesweeper.rules.rng import BOARDS_VERSION

_OLD_LENGTH = const(12)  # the codes before first cells were named
_BASE = const(31)
_LIMB = const(15)
_PART = const(0x8000)  # 2**15: the seed's two parts
_MIN_SIDE = const(4)
_SIDES = const(32)
_MAX_MINES = const(1024)
_STARTS = const(1226)


def digits(text):
    """The values of the characters of a code as typed (any case; spaces
    and dashes left out), as a bytearray; ValueError (one line) for a
    character no code has."""
    raw = str(text).encode()
    out = bytearray(len(raw))
    n = 0
    for byte in raw:
        if byte == 0x20 or byte == 0x2D or byte == 0x09:  # space, dash, tab
            continue
        # (no table of the 128 bytes: the module is loaded at every end)
        upper = byte - 0x20 if 0x61 <= byte <= 0x7A else byte
        value = ALPHABET.find(chr(upper)) if upper < 0x7F else -1
        if value < 0:
            shown = chr(byte) if 0x21 <= byte < 0x7F else "such character"
            raise ValueError("Codes have no %s: 2-9, A-Z but I L O" % shown)
        out[n] = value
        n += 1
    return out[:n]


def decode(text):
    """``(cols, rows, mines, no_guess, seed, first)`` of a code as typed;
    ValueError with one line for the player for anything else (once its
    characters are a code's, a short one: the Code page, which takes 16
    characters at most, shows it beside OK at its scale, 21 characters at
    most)."""
    values = digits(text)
    n = len(values)
    if n != LENGTH:
        if n == _OLD_LENGTH and not weigh(values, n):  # (its own check passes)
            raise ValueError("Old 12-character code")
        raise ValueError("14 characters, not %d" % n)
    if weigh(values, LENGTH):
        raise ValueError("Mistyped: check it")
    limbs = [0, 0, 0, 0, 0]
    for at in range(LENGTH - 1):
        grow(limbs, _BASE, values[at])
    seed = divide(limbs, _PART)
    seed |= divide(limbs, _PART) << _LIMB
    mines = divide(limbs, _MAX_MINES) + 1
    rows = divide(limbs, _SIDES) + _MIN_SIDE
    cols = divide(limbs, _SIDES) + _MIN_SIDE
    first = divide(limbs, _STARTS) - 1
    version = limbs[0]  # (the rest: at most 17)
    if version != BOARDS_VERSION:
        raise ValueError("Code of version %d" % version)  # (of its boards)
    # Mines that leave less than the first tap's block and one more cell, a
    # first cell off the board: only a random string passing the check.
    if mines > cols * rows - 10 or first >= cols * rows:
        raise ValueError("No such board")
    return cols, rows, mines, first < 0, seed, first
