# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Tile codes: what the player sees in a cell, and the sprite sheet order.

Codes 0-8 are opened cells showing that many adjacent mines (0 is blank).
The sprite sheets in ``assets/`` hold one tile per code, in this order, in one
row of 17: the first 16 in the same order as the 2019 guide's
``SpriteSheet.bmp``, then START, the marked start cell of a no-guess board
(a hidden cell) until the first reveal.
"""

from minesweeper.compat import const

HIDDEN = const(9)
EXPLODED = const(10)
FLAG = const(11)
WRONG_FLAG = const(12)
QUESTION = const(13)
MINE = const(14)
PRESSED = const(15)  # the spare tile: the pressed-cell highlight
START = const(16)  # a no-guess board's start cell, before the first reveal

COUNT = const(17)  # tiles in one sprite sheet row

# The status bar's sheets (digits.bmp, faces.bmp, and the larger bar's
# digits32.bmp, faces32.bmp): the digits hold 0-9, then these two; the
# faces are in this order.
DIGIT_MINUS = const(10)
DIGIT_BLANK = const(11)
DIGIT_COUNT = const(12)
FACES = ("playing", "pressed", "won", "lost", "paused")
