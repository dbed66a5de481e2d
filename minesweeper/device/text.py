# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Text in the built-in terminal font, a byte a character.

Part of the PyPortal shell; needs ``displayio`` and ``terminalio`` (built
in). ``terminalio.FONT.bitmap`` holds every glyph of the 6x12 font side by
side in the firmware, so a line of text is a ``displayio.TileGrid`` of it,
one tile a character (the way CircuitPython's own console draws): about a
hundred bytes and one a character, where a ``bitmap_label`` keeps a bitmap
of all its pixels and an object of some forty attributes. A text of several
lines is a ``Group`` of such lines at its scale, each ``pitch`` font pixels
below the last; its first glyph cell's top left is at (x, y).
"""

import displayio
import terminalio

try:  # for type checkers only: a board has no typing (it has fontio)
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from fontio import BuiltinFont
except ImportError:
    pass


def palette(colour: int) -> displayio.Palette:
    """The palette of text in ``colour`` over whatever is behind it."""
    shades = displayio.Palette(2)
    shades[0] = 0
    shades.make_transparent(0)
    shades[1] = colour
    return shades


def lines(
    text: str,
    shades: displayio.Palette,
    scale: int = 1,
    pitch: int = 12,
    x: int = 0,
    y: int = 0,
) -> displayio.Group:
    """``text`` (lines split at newlines) as a group of TileGrids."""
    font: "BuiltinFont" = terminalio.FONT
    width, height = font.get_bounding_box()[:2]
    group = displayio.Group(scale=scale, x=x, y=y)
    for n, line in enumerate(text.split("\n")):
        start = len(line) - len(line.lstrip())
        line = line.strip()
        if not line:
            continue
        grid = displayio.TileGrid(
            font.bitmap,
            pixel_shader=shades,
            width=len(line),
            height=1,
            tile_width=width,
            tile_height=height,
            x=start * width,
            y=n * pitch,
        )
        for k, char in enumerate(line):
            glyph = font.get_glyph(ord(char))
            # (the stubs' Glyph lacks the fields of the board's named tuple)
            grid[k] = glyph.tile_index if glyph else 0  # type: ignore[attr-defined]
        group.append(grid)
    return group
