# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board statistics: the 3BV of a laid board, and the figures of an ended
game (3BV/s, efficiency) that the end of a game shows.

Kept apart from :mod:`minesweeper.rules.game` so the device compiles and loads it
only when a score needs it. Hardware-free; runs on CPython, MicroPython and
CircuitPython.
"""

from array import array

from minesweeper.compat import const
from minesweeper.rules.tiles import MINE

_STATE_WON = const(2)  # minesweeper.rules.game.WON (game imports this module)


def three_bv(game, solved=False):
    """The fewest clicks that clear the board, as competitive players count:
    one for each opening (a connected region of zeros with its border) and one
    for each number outside every opening. The mines must be laid. With
    ``solved``, only those the player has opened (an opening: one of its
    zeros)."""
    cells = game.solution  # counts 0-8, or MINE
    view = game.tiles
    size = game.size
    width = game.width
    seen = bytearray(size)
    stack = array("H", bytes(2 * size))
    total = 0
    for i in range(size):
        if cells[i] or seen[i]:
            continue
        seen[i] = 1
        stack[0] = i
        top = 1
        hit = not solved
        while top:
            top -= 1
            j = stack[top]
            if cells[j]:
                continue
            if view[j] == 0:  # an opened zero
                hit = True
            row, stop, x0, x1 = game.around(j)
            while row < stop:
                for k in range(row + x0, row + x1):
                    if not seen[k]:
                        seen[k] = 1
                        stack[top] = k
                        top += 1
                row += width
        if hit:
            total += 1
    for i in range(size):
        if not seen[i] and cells[i] != MINE and (view[i] <= 8 or not solved):
            total += 1
    return total


def figures(game, ms):
    """An ended game's ``(3BV solved, 3BV, 3BV/s in hundredths, clicks,
    efficiency in percent)``, ``ms`` its time: 3BV/s and efficiency count
    the 3BV solved (all of it in a win; efficiency 0 with no clicks, or
    with clicks not known: -1, see ``Game.clicks``)."""
    done = three_bv(game, True)
    clicks = game.clicks
    return (
        done,
        game.bbbv,
        done * 100000 // max(1, ms),
        clicks,
        done * 100 // clicks if clicks > 0 else 0,
    )


def ended(game, ms, best, code):
    """Print the console's end line of an ended game of ``ms`` and give
    the lines over the board (at most 20 columns: scale 2 on a 320 px
    screen), ``best`` True for a new best time, ``code`` the board's code
    (None: not known, "-")."""
    done, bbbv, rate, clicks, eff = figures(game, ms)
    code = code or "-"
    s = ms // 1000
    ms %= 1000
    r = rate // 100
    rate %= 100
    if clicks < 0:  # not known (a game saved by the version before them)
        clicks = eff = "-"
    else:
        eff = "%d%%" % eff
    # The lines first, then the console's: where one finds no memory, the
    # caller says the time alone, and the console has said nothing yet.
    won = game.state == _STATE_WON
    if best:
        head = "New best time!\n"
    else:
        head = "Won in " if won else "Lost after "
    text = "%s%d.%03d s\n3BV %s  %d.%02d 3BV/s\nClicks %s  Eff. %s\nCode %s" % (
        head,
        s,
        ms,
        "%d" % bbbv if won else "%d/%d" % (done, bbbv),
        r,
        rate,
        clicks,
        eff,
        code,
    )
    if won:
        print(
            "won in %d.%03d s, 3BV %d, %d.%02d 3BV/s, clicks %s, "
            "efficiency %s, code %s" % (s, ms, bbbv, r, rate, clicks, eff, code)
        )
    else:
        print(
            "lost after %d.%03d s, 3BV %d of %d, %d.%02d 3BV/s, clicks %s, "
            "efficiency %s, code %s" % (s, ms, done, bbbv, r, rate, clicks, eff, code)
        )
    return text
