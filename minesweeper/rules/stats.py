# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board statistics: the 3BV of a laid board.

Kept apart from :mod:`minesweeper.rules.game` so the device compiles and loads it
only when a score needs it. Hardware-free; runs on CPython, MicroPython and
CircuitPython.
"""

from array import array

from minesweeper.rules.tiles import MINE


def three_bv(game):
    """The fewest clicks that clear the board, as competitive players count:
    one for each opening (a connected region of zeros with its border) and one
    for each number outside every opening. The mines must be laid."""
    cells = game.solution  # counts 0-8, or MINE
    size = game.size
    width = game.width
    seen = bytearray(size)
    stack = array("H", bytes(2 * size))
    total = 0
    for i in range(size):
        if cells[i] or seen[i]:
            continue
        total += 1
        seen[i] = 1
        stack[0] = i
        top = 1
        while top:
            top -= 1
            j = stack[top]
            if cells[j]:
                continue
            row, stop, x0, x1 = game.around(j)
            while row < stop:
                for k in range(row + x0, row + x1):
                    if not seen[k]:
                        seen[k] = 1
                        stack[top] = k
                        top += 1
                row += width
    for i in range(size):
        if not seen[i] and cells[i] != MINE:
            total += 1
    return total
