# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``terminalio``: ``FONT``, the built-in
6x12 terminal font, as the board has it.

On a board ``terminalio.FONT.bitmap`` is one bitmap of every glyph side by
side (ASCII from the space on), so a ``displayio.TileGrid`` of it shows text
at a byte a character, and each glyph's ``tile_index`` is its place in that
bitmap. Blinka's font has the glyphs (the same Terminus font) but a bitmap
per glyph and no such sheet; this builds the sheet from them and hands out
glyphs that point into it, so ``adafruit_display_text`` and the game's own
text draw alike here and on the board.
"""

import displayio
import fontio

FIRST = 0x20  # the space: tile 0
LAST = 0x7E


class Font:
    """The built-in font's interface: ``bitmap``, ``get_bounding_box()`` and
    ``get_glyph(codepoint)`` (None for a character it lacks)."""

    def __init__(self):
        blinka = fontio.BuiltinFont()
        self._size = blinka.get_bounding_box()[:2]
        width, height = self._size
        self.bitmap = displayio.Bitmap(width * (LAST - FIRST + 1), height, 2)
        self._glyphs = {}
        for code in range(FIRST, LAST + 1):
            glyph = blinka.get_glyph(code)
            tile = code - FIRST
            source = glyph.bitmap
            for y in range(min(height, source.height)):
                for x in range(min(width, source.width)):
                    if source[x, y]:
                        self.bitmap[tile * width + x, y] = 1
            self._glyphs[code] = fontio.Glyph(
                bitmap=self.bitmap,
                tile_index=tile,
                width=width,
                height=height,
                dx=glyph.dx,
                dy=glyph.dy,
                shift_x=glyph.shift_x,
                shift_y=glyph.shift_y,
            )

    def get_bounding_box(self):
        return self._size

    def get_glyph(self, codepoint):
        return self._glyphs.get(codepoint)


FONT = Font()
