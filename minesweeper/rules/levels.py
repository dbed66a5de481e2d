# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The level vocabulary: the levels, their classic sizes, the touch
schemes, the key records keep a board under, and the boards no-guess is
offered on.

The one home of these words: the layout fits the sizes to a screen, the
settings and the menu's choices take the names, the store keeps results
under :func:`level_key`. Hardware-free; imports only compat.
"""

from minesweeper.compat import const

# The presets, in the menu's order and as records store them (1-4): a new
# level goes at the end.
PRESETS = ("beginner", "intermediate", "expert", "classic")
CUSTOM = "custom"  # a board of the player's size
LEVELS = PRESETS + (CUSTOM,)  # what the menu cycles through
# Each preset's classic board (columns, rows, mines), by PRESETS index: the
# layout caps it to a screen, keeping the density; Classic is the 2019
# guide's board.
SIZES = ((9, 9, 10), (16, 16, 40), (30, 16, 99), (20, 15, 15))
SCHEMES = ("modern", "classic")  # hold to flag; the guide's tap cycle


def level_key(level, cols, rows, mines):
    """The name records keep a board's results under, ``"LEVEL:WxH/M"``
    (``"beginner:9x6/7"``, ``"custom:12x8/15"``): a level played at two
    sizes (a PyPortal's Beginner and a Titano's) keeps two records."""
    return "%s:%dx%d/%d" % (level, cols, rows, mines)


def parse_key(key):
    """A level key's parts, ``(level, cols, rows, mines)``: the one place
    that reads one (:func:`level_key` writes it); a preset's bare name, as
    keys were before they had sizes, has no size (0, 0, 0). ValueError
    where the size is not ``WxH/M`` in numbers (a spelling that
    :func:`level_key` would not write, such as "+9", is for the caller to
    refuse by writing it again)."""
    level, _, size = key.partition(":")
    if not size:
        return level, 0, 0, 0
    cols, _, size = size.partition("x")
    rows, _, mines = size.partition("/")
    return level, int(cols), int(rows), int(mines)


_NO_GUESS_MORE = const(12)  # see no_guess_fits


def no_guess_fits(cols, rows, mines):
    """True when a no-guess board of this size is offered: at most a fifth
    of the cells are mines, and twelve more (a small board's density may be
    higher). At the cap the generator proved every board ``make bench``
    makes, its 95th percentile of work 1.25 times Expert's (seconds on a
    SAMD51); denser boards take minutes, or end with no board proven."""
    return mines <= cols * rows // 5 + _NO_GUESS_MORE
