# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes: twelve characters that name a board completely.

A board is ``(cols, rows, mines, no_guess, seed)``; with the generator's
version (:data:`minesweeper.rules.rng.BOARDS_VERSION`) it gives the same
mines everywhere. Its code is 12 characters of :data:`ALPHABET` (2-9 and
A-Z without I, L and O: nothing a reader could take for another; 31
characters, a prime), shown in groups of four, ``XXXX-XXXX-XXXX``
(:func:`group`; the dashes are not characters of the code). Reading
(:func:`decode`) takes lower case, spaces and dashes.

The first 11 characters are one number in base 31, most significant
first, made of four 15-bit fields (so that no value reaches 2**30: a
SAMD51's small ints are 31 bits, and a long integer would be on the heap)::

    ((version * 2 + no_guess) << 5 | cols - 4)   cols 4-35, version 0-10
    (rows - 4) << 10 | mines - 1                  rows 4-35, mines 1-1024
    seed >> 15                                    seed < 2**30
    seed & 0x7FFF

The 12th is a check: the characters' values ``d1 .. d12`` weighted
``1 .. 12`` sum to a multiple of 31. Changing one character changes the
sum by its weight times the change, and swapping two (adjacent or not) by
the difference of their weights times the difference of the two: neither
is a multiple of the prime 31, so every such mistake is refused, never
played as another board; a random string passes about one time in 31, and
then its version and sizes must be right too. A code of another boards
version is refused by its version field. Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.rng import BOARDS_VERSION

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = const(12)  # characters in a code (the dashes shown are not counted)
_BASE = const(31)
_INVERSE_12 = const(13)  # 12 * 13 == 1 (mod 31): the check's own weight
_LIMB = const(15)
_MASK = const(0x7FFF)
_MIN_SIDE = const(4)  # a code's sides are 4-35, its mines 1-1024
_MAX_SIDE = const(35)
_MAX_MINES = const(1024)

# Byte -> the character's value + 1 (0: not in codes); lower case too.
_VALUE = bytearray(128)
for _k, _ch in enumerate(ALPHABET):
    _VALUE[ord(_ch)] = _VALUE[ord(_ch.lower())] = _k + 1


def _check(digits):
    """The check character's value for the 11 values in ``digits``."""
    total = 0
    for k in range(LENGTH - 1):
        total += (k + 1) * digits[k]
    return (-total * _INVERSE_12) % _BASE


def encode(cols, rows, mines, no_guess, seed):
    """The code of a board: 12 characters (see :func:`group` to show it).
    ValueError for a board no code names."""
    if not (
        _MIN_SIDE <= cols <= _MAX_SIDE
        and _MIN_SIDE <= rows <= _MAX_SIDE
        and 1 <= mines <= _MAX_MINES
        and 0 <= seed < 1 << 30
    ):
        raise ValueError("No code for %dx%d with %d mines" % (cols, rows, mines))
    limbs = [
        seed & _MASK,
        seed >> _LIMB,
        (rows - _MIN_SIDE) << 10 | (mines - 1),
        (BOARDS_VERSION * 2 + (1 if no_guess else 0)) << 5 | (cols - _MIN_SIDE),
    ]
    digits = bytearray(LENGTH)
    for at in range(LENGTH - 2, -1, -1):  # base 31, least significant last
        rest = 0
        for k in range(3, -1, -1):
            value = rest << _LIMB | limbs[k]
            limbs[k] = value // _BASE
            rest = value % _BASE
        digits[at] = rest
    digits[LENGTH - 1] = _check(digits)
    for k in range(LENGTH):
        digits[k] = ord(ALPHABET[digits[k]])
    return digits.decode()


def group(code):
    """A code shown for reading aloud: ``XXXX-XXXX-XXXX``."""
    return code[:4] + "-" + code[4:8] + "-" + code[8:]


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
        value = _VALUE[byte] if byte < 128 else 0
        if not value:
            shown = chr(byte) if 0x21 <= byte < 0x7F else "such character"
            raise ValueError("Codes have no %s: 2-9, A-Z but I L O" % shown)
        out[n] = value - 1
        n += 1
    return out[:n]


def decode(text):
    """``(cols, rows, mines, no_guess, seed)`` of a code as typed;
    ValueError with one line for the player for anything else."""
    values = digits(text)
    if len(values) != LENGTH:
        raise ValueError("A code has 12 characters, not %d" % len(values))
    if _check(values) != values[LENGTH - 1]:
        raise ValueError("Mistyped code: check it")
    limbs = [0, 0, 0, 0]
    for at in range(LENGTH - 1):
        carry = values[at]
        for k in range(4):
            value = limbs[k] * _BASE + carry
            limbs[k] = value & _MASK
            carry = value >> _LIMB
    version = limbs[3] >> 6
    if version != BOARDS_VERSION:
        raise ValueError(
            "Code of boards version %d: this game plays %d" % (version, BOARDS_VERSION)
        )
    cols = (limbs[3] & 31) + _MIN_SIDE
    rows = (limbs[2] >> 10) + _MIN_SIDE
    mines = (limbs[2] & 1023) + 1
    if mines > cols * rows - 10:  # (the first tap's block and one more)
        raise ValueError("No board %dx%d with %d mines" % (cols, rows, mines))
    return cols, rows, mines, bool(limbs[3] >> 5 & 1), limbs[1] << _LIMB | limbs[0]
