# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes: fourteen characters that name a board as it was played;
this module is their format and makes them (:func:`encode`,
:func:`group`), and :mod:`minesweeper.codes.read` (the codes' feature
folder, the player's side) reads them as typed.

A board is ``(cols, rows, mines, no_guess, seed, first)``. Its mines come
from the game number ``seed`` (with the generator's version,
:data:`minesweeper.rules.rng.BOARDS_VERSION`) and, on a random board, from
the cell they were laid around, the first opened (``first``, ``y * cols +
x``); a no-guess board opened at its marked start has them from its number
alone (``first`` -1, ``no_guess`` True). So a code names either a no-guess
board, which starts at its own marked cell, or a random board and its first
cell, which the game it starts marks as the start (the green target): open
it first and the mines are the same everywhere. Hardware-free.

A code is 14 characters of :data:`ALPHABET` (2-9 and A-Z without I, L and
O: nothing a reader could take for another; 31 characters, a prime), shown
in groups of four, ``XXXX-XXXX-XXXX-XX`` (:func:`group`; the dashes are not
characters of the code). Reading
(:func:`minesweeper.codes.read.decode`) takes lower case, spaces and
dashes.

The first 13 characters are one number in base 31, most significant first,
made of these fields, most significant first::

    version     0-17: the boards version
    start       0-1225: 0 a no-guess board, 1 + first a random one
    cols - 4    0-31
    rows - 4    0-31
    mines - 1   0-1023
    seed        0 .. 2**30 - 1

that is ``((((version * 1226 + start) * 32 + cols - 4) * 32 + rows - 4) *
1024 + mines - 1) * 2**30 + seed``, worked in 15-bit parts (so that no value
reaches 2**30: a SAMD51's small ints are 31 bits, and a long integer would
be on the heap).

The 14th is a check: the characters' values ``d1 .. d14`` weighted
``1 .. 14`` sum to a multiple of 31. Changing one character changes the
sum by its weight times the change, and swapping two (adjacent or not) by
the difference of their weights times the difference of the two: neither
is a multiple of the prime 31, so every such mistake is refused, never
played as another board; a random string passes about one time in 31, and
then its version, sizes and cell must be right too. A code of another
boards version is refused by its version field. The codes of 12 characters
that came before (which named no first cell, so that a random board's
mines depended on where its player tapped first) are refused by their
length, with one line that says so (``Old 12-character code``).

Made at every game's end and on the Records page, read on the Code page
and at power-up: the two halves are loaded apart (the reading half with
this one), each only while used.
"""

from minesweeper.compat import const
from minesweeper.rules.rng import BOARDS_VERSION

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = const(14)  # characters in a code (the dashes shown are not counted)
_BASE = const(31)
_INVERSE = const(20)  # 14 * 20 == 1 (mod 31): the check's own weight
_LIMB = const(15)
_PART = const(0x8000)  # 2**15: the seed's two parts
_MASK = const(0x7FFF)
_LIMBS = const(5)  # 31**13 < 2**75
_MIN_SIDE = const(4)  # a code's sides are 4-35, its mines 1-1024
_MAX_SIDE = const(35)
_SIDES = const(32)
_MAX_MINES = const(1024)
_STARTS = const(1226)  # the start field: 0, or 1 + a cell of 35x35 at most


def weigh(digits, n):
    """The weighted sum of the first ``n`` values of ``digits``, mod 31:
    0 for a code's 14 (the check)."""
    total = 0
    for k in range(n):
        total += (k + 1) * digits[k]
    return total % _BASE


def grow(limbs, radix, value):
    """``limbs`` (15 bits each, least significant first) times ``radix``
    (at most 2**15) plus ``value``, in place."""
    for k in range(_LIMBS):
        value += limbs[k] * radix
        limbs[k] = value & _MASK
        value >>= _LIMB


def divide(limbs, divisor):
    """``limbs`` divided by ``divisor`` (at most 2**15) in place; the
    remainder."""
    rest = 0
    for k in range(_LIMBS - 1, -1, -1):
        value = rest << _LIMB | limbs[k]
        limbs[k] = value // divisor
        rest = value % divisor
    return rest


def encode(cols, rows, mines, no_guess, seed, first):
    """The code of a board: 14 characters (see :func:`group` to show it).
    ValueError for a board no code names (a random board needs its first
    cell, a no-guess board has its own)."""
    if not (
        _MIN_SIDE <= cols <= _MAX_SIDE
        and _MIN_SIDE <= rows <= _MAX_SIDE
        and 1 <= mines <= _MAX_MINES
        and 0 <= seed < 1 << 30
        and (first < 0 if no_guess else 0 <= first < cols * rows)
    ):
        raise ValueError("No code for %dx%d with %d mines" % (cols, rows, mines))
    limbs = [BOARDS_VERSION, 0, 0, 0, 0]
    for radix, value in (
        (_STARTS, first + 1),
        (_SIDES, cols - _MIN_SIDE),
        (_SIDES, rows - _MIN_SIDE),
        (_MAX_MINES, mines - 1),
        (_PART, seed >> _LIMB),
        (_PART, seed & _MASK),
    ):
        grow(limbs, radix, value)
    digits = bytearray(LENGTH)
    for at in range(LENGTH - 2, -1, -1):  # base 31, least significant last
        digits[at] = divide(limbs, _BASE)
    digits[LENGTH - 1] = (-weigh(digits, LENGTH - 1) * _INVERSE) % _BASE
    for k in range(LENGTH):
        digits[k] = ord(ALPHABET[digits[k]])
    return digits.decode()


def group(code):
    """A code shown for reading aloud: ``XXXX-XXXX-XXXX-XX``."""
    return code[:4] + "-" + code[4:8] + "-" + code[8:12] + "-" + code[12:]
