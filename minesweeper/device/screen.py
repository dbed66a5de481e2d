# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the player sees: the board TileGrid and the status bar, on displayio.

Part of the PyPortal shell; needs ``displayio`` (built in on CircuitPython,
Blinka's ``adafruit-blinka-displayio`` on the desktop) and the
``adafruit_imageload`` library (its BMP reader, let go once the sheets are
loaded). The board's tiles go through a
:class:`minesweeper.shadow.Shadow`, which writes a tile only where the code on
screen differs. Auto-refresh is off; the app calls :meth:`Screen.refresh`
once a batch, so a flood fill appears in one frame.

The keyboard cursor is an outline of its own over the board (a one-tile
TileGrid whose inside is transparent), moved from cell to cell by its x and
y: it never rewrites a cell's tile, so the board's tiles and their shadow
always show the game alone.

Over the board: the menu (:mod:`minesweeper.device.menu_view`, imported
and built when the app's pass first shows a page, dropped and collected
when it closes) and a note
of one line ("Paused: tap to play on", a hint, a new best time), a black
``vectorio`` rectangle and tiles of the built-in font, made when shown and
dropped when hidden (needs ``vectorio`` and ``terminalio``, built in).
"""

import gc

import displayio
import vectorio

from minesweeper import layout as _layout
from minesweeper.compat import const, forget_under
from minesweeper.rules.tiles import (
    COUNT,
    DIGIT_BLANK,
    DIGIT_COUNT,
    DIGIT_MINUS,
    FACES,
    HIDDEN,
    START,
)
from minesweeper.shadow import Shadow, ShadowScreen

try:  # for type checkers only: a board has no typing (it has busdisplay: these
    # imports, run there, held the menu's view and page loaded through play)
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from busdisplay import BusDisplay

        from minesweeper.device.menu_view import MenuView
        from minesweeper.layout import Layout
        from minesweeper.menu.page import Page
except ImportError:
    pass


_BMP_HEAD = const(54)  # BMP file header and the BITMAPINFOHEADER, in bytes
# Plain stand-ins, one colour a tile, for when a sprite sheet is missing.
_PLAIN_TILES = (
    0xC0C0C0, 0x6060FF, 0x40A040, 0xFF4040, 0x202080, 0x802020, 0x208080, 0x000000,
    0x808080, 0x909090, 0xFF0000, 0xFF8000, 0xFF00FF, 0xFFFF00, 0x000000, 0xA8C8F0,
    0x00B000,
)  # fmt: skip
_PLAIN_EDGE = const(0x808080)  # a plain cell's edge (one of the plain tiles' greys)
_CURSOR_DARK = const(0x000000)
_CURSOR_BRIGHT = const(0xFFD800)
_START_RING = const(0x00B000)  # the start cell's mark on a 16-tile sheet


def _bmp_problem(path: str, need_w: int, need_h: int, least_w: int):
    """What makes the BMP at path unfit for a sheet of need_w x need_h
    pixels (at least least_w wide), judged from its header and size alone,
    or None if it looks fit.

    adafruit_imageload trusts the header: a damaged one makes it raise
    almost anything (EOFError, ZeroDivisionError, MemoryError...) or read
    for seconds, so the header is checked first. Taken: uncompressed indexed
    BMPs (1, 2, 4 or 8 bits a pixel) at least the sheet's size and at most
    four times its area, whose pixel rows are all in the file."""
    import os
    import struct

    size = os.stat(path)[6]
    with open(path, "rb") as f:
        head = f.read(_BMP_HEAD)
    if len(head) < _BMP_HEAD or head[:2] != b"BM":
        return "not a BMP file"
    # No pad bytes ("x") in the formats: older CircuitPython miscounts them.
    start, dib, width, height, _, bits, packing = struct.unpack_from(
        "<IIiiHHI", head, 10
    )
    colours = struct.unpack_from("<I", head, 46)[0]
    height = abs(height)  # negative: rows stored top-down
    if bits not in (1, 2, 4, 8) or packing != 0:
        return "%d bits a pixel, compression %d: not an uncompressed indexed BMP" % (
            bits,
            packing,
        )
    if width < least_w or height < need_h or width * height > 4 * need_w * need_h:
        return "%dx%d, not %dx%d" % (width, height, need_w, need_h)
    colours = colours or 1 << bits
    row = (width * bits + 31) // 32 * 4
    if (
        dib < _BMP_HEAD - 14
        or colours > 1 << bits
        or start - 4 * colours < 14 + dib
        or start + row * height > size
    ):
        return "damaged: %d bytes, header says %d" % (
            size,
            max(start + row * height, 14 + dib + 4 * colours),
        )
    return None


def _load_sheet(
    path: str, cells: int, width: int, height: int, colours: tuple, least: int = 0
):
    """A sprite sheet from the BMP at path, or plain coloured cells (and one
    console line) when it is missing, damaged or the wrong size, or the
    Python stack ran out reading it (named so: the file may be sound). A
    sheet of ``least`` cells or more is taken (the 2019 guide's has 16 of
    17)."""
    try:
        problem = _bmp_problem(path, cells * width, height, (least or cells) * width)
        if problem is None:
            # adafruit_imageload's BMP reader itself: its load() only
            # dispatches on the header (checked above), and its frame
            # would be one more on the deepest call chain (a level change).
            from adafruit_imageload import bmp

            with open(path, "rb") as file:
                return bmp.load(
                    file, bitmap=displayio.Bitmap, palette=displayio.Palette
                )
    except Exception as err:  # whatever a damaged file raises
        problem = "%s: %s" % (type(err).__name__, err)
    print(
        "%s %s (%s): using plain tiles"
        % (
            path,
            # (CircuitPython's RuntimeError "pystack exhausted": not the file)
            "not read: out of Python stack"
            if "pystack" in problem
            else "missing or unreadable",
            problem,
        )
    )
    return _plain_sheet(cells, width, height, colours)


def _plain_sheet(cells: int, width: int, height: int, colours: tuple):
    """Cells of plain colours with a grey edge, for a sheet that would not
    load. Each colour once in the palette, the edge's grey among them, so
    that the game's 17 tiles take 4 bits a pixel, as their sheet does (8
    bits would double its 8.7 KB on a Titano, where the sheet may have
    failed for want of memory). (Apart from :func:`_load_sheet`, whose
    frame is on the deepest call chain: its slots are few.)"""
    shades = [_PLAIN_EDGE]
    for colour in colours:
        if colour not in shades:
            shades.append(colour)
    palette = displayio.Palette(len(shades))
    for i, colour in enumerate(shades):
        palette[i] = colour
    bitmap = displayio.Bitmap(cells * width, height, len(shades))
    for n in range(cells):
        shade = shades.index(colours[n % len(colours)])
        for y in range(height):
            for x in range(width):
                bitmap[n * width + x, y] = 0 if x == 0 or y == 0 else shade
    return bitmap, palette


class _MarkedGrid:
    """The board's TileGrid for a 16-tile sheet (the 2019 guide's), which has
    no start-cell tile: START shows as a hidden tile with the mark laid over
    it, as the cursor is. Only one cell is ever the start cell."""

    def __init__(self, grid, mark, cols, tile):
        self.grid = grid
        self.mark = mark
        self.cols = cols
        self.tile = tile
        self.at = -1  # the marked cell, or -1

    def __setitem__(self, index, code):
        mark = self.mark
        if code == START:
            self.grid[index] = HIDDEN
            mark.x = (index % self.cols) * self.tile
            mark.y = (index // self.cols) * self.tile
            mark.hidden = False
            self.at = index
        else:
            self.grid[index] = code
            if index == self.at:
                mark.hidden = True
                self.at = -1


class Screen(ShadowScreen):
    """The board and status bar of one Layout on one display."""

    def __init__(self, display: "BusDisplay", layout: "Layout", assets: str = "assets"):
        self.display = display
        self.layout = layout
        self.root = displayio.Group()
        # The sheets are loaded here, not in the builders below: loading is
        # the deepest call chain of a level change (see _load_sheet).
        tile = layout.tile
        self._build_board(
            _load_sheet(
                "%s/tiles%d.bmp" % (assets, tile),
                COUNT,
                tile,
                tile,
                _PLAIN_TILES,
                least=START,
            )
        )
        # The larger bar's sheets are named by its height: digits32.bmp.
        large = "" if layout.bar == _layout.BAR else "%d" % layout.bar
        digits = _load_sheet(
            "%s/digits%s.bmp" % (assets, large),
            DIGIT_COUNT,
            layout.digit_w,
            layout.digit_h,
            (0x300000,) * 10 + (0x300000, 0x000000),
        )
        faces = _load_sheet(
            "%s/faces%s.bmp" % (assets, large),
            len(FACES),
            layout.face,
            layout.face,
            (0xFFE000, 0xC0C000, 0x00C000, 0xC00000),
        )
        self._build_bar(digits, faces)
        forget_under("adafruit_imageload")  # needed again only at a new size
        self.bar_visible = True
        self.view: "MenuView | None" = None  # the menu, while it shows
        self.note: "displayio.Group | None" = None  # the note, while shown
        self.note_text: "str | None" = None
        self.dirty = True
        display.auto_refresh = False
        display.root_group = self.root

    def _build_board(self, tiles):
        """The board: one TileGrid of cells (``tiles``: the sheet and its
        palette), and the cursor's outline."""
        layout = self.layout
        tile = layout.tile
        cols, rows = layout.cols, layout.rows
        sheet, palette = tiles
        self.board = displayio.Group(x=layout.board_x, y=layout.board_y)
        self.grid = displayio.TileGrid(
            sheet,
            pixel_shader=palette,
            width=cols,
            height=rows,
            tile_width=tile,
            tile_height=tile,
            default_tile=HIDDEN,
        )
        self.board.append(self.grid)
        grid: "displayio.TileGrid | _MarkedGrid" = self.grid
        if sheet.width < COUNT * tile:  # a 16-tile sheet: no start cell tile
            mark = self._ring(tile, _START_RING, 0)
            self.board.append(mark)
            grid = _MarkedGrid(self.grid, mark, cols, tile)
        self.cursor = self._ring(tile, _CURSOR_DARK, _CURSOR_BRIGHT)
        self.board.append(self.cursor)
        self.root.append(self.board)
        self.shadow = Shadow(cols * rows, grid)

    def _build_bar(self, digit_sheet, face_sheet):
        """The status bar: a black strip, the counter, the face, the timer
        (the sheets: bitmap and palette)."""
        layout = self.layout
        self.bar = displayio.Group(y=layout.bar_y)
        black = displayio.Palette(1)
        black[0] = 0x000000
        # A shape, not a bitmap: a flat colour needs no pixel storage.
        strip = vectorio.Rectangle(
            pixel_shader=black, width=layout.screen_w, height=layout.bar, x=0, y=0
        )
        self.bar.append(strip)
        digits, digit_palette = digit_sheet
        top = layout.digit_y - layout.bar_y
        self.counter = self._digits(digits, digit_palette, layout.counter_x, top)
        self.timer = self._digits(digits, digit_palette, layout.timer_x, top)
        faces, face_palette = face_sheet
        self.face_grid = displayio.TileGrid(
            faces,
            pixel_shader=face_palette,
            width=1,
            height=1,
            tile_width=layout.face,
            tile_height=layout.face,
            x=layout.face_x,
            y=layout.face_y - layout.bar_y,
        )
        self.bar.append(self.face_grid)
        self.root.append(self.bar)
        self._counter_value = None
        self._timer_value = None
        self._face = 0

    def _ring(self, tile, outer, inner):
        """An outline over one cell, hidden until placed: the cursor (a dark
        ring, then a bright one an eighth of the tile thick, 2 px at 16 px)
        or, with inner 0, the start cell's mark (a ring a quarter of the
        tile in, a dot at its centre) over a hidden tile. The rest is
        transparent."""
        bitmap = displayio.Bitmap(tile, tile, 3)
        palette = displayio.Palette(3)
        palette[0] = 0x000000
        palette.make_transparent(0)
        palette[1] = outer
        palette[2] = inner
        bright = tile // 8
        for y in range(tile):
            for x in range(tile):
                ring = min(x, y, tile - 1 - x, tile - 1 - y)
                if inner:
                    if ring == 0:
                        bitmap[x, y] = 1
                    elif ring <= bright:
                        bitmap[x, y] = 2
                elif tile // 4 <= ring <= tile // 4 + tile // 32:
                    bitmap[x, y] = 1  # the ring
                elif ring >= tile // 2 - tile // 8:
                    bitmap[x, y] = 1  # the dot
        grid = displayio.TileGrid(bitmap, pixel_shader=palette)
        grid.hidden = True
        return grid

    def _digits(self, sheet, palette, x, y):
        grid = displayio.TileGrid(
            sheet,
            pixel_shader=palette,
            width=_layout.DIGITS,
            height=1,
            tile_width=self.layout.digit_w,
            tile_height=self.layout.digit_h,
            default_tile=DIGIT_BLANK,
            x=x,
            y=y,
        )
        self.bar.append(grid)
        return grid

    # -- the board -----------------------------------------------------------

    def show_cursor(self, index):
        """Outline the cell at ``index``, or hide the outline if it is -1."""
        cursor = self.cursor
        if index < 0:
            if not cursor.hidden:
                cursor.hidden = True
                self.dirty = True
            return
        tile = self.layout.tile
        x = (index % self.layout.cols) * tile
        y = (index // self.layout.cols) * tile
        if cursor.hidden or cursor.x != x or cursor.y != y:
            cursor.x = x
            cursor.y = y
            cursor.hidden = False
            self.dirty = True

    def offset(self, dx, dy):
        """Move the board by a few pixels (the shake on a loss)."""
        x = self.layout.board_x + dx
        y = self.layout.board_y + dy
        if self.board.x != x or self.board.y != y:
            self.board.x = x
            self.board.y = y
            self.dirty = True

    # -- the status bar --------------------------------------------------------

    def show_counter(self, value):
        if value != self._counter_value:
            self._counter_value = value
            self._number(self.counter, value)

    def show_timer(self, value):
        if value != self._timer_value:
            self._timer_value = value
            self._number(self.timer, value)

    def _number(self, grid, value):
        """Right-aligned in three digits: 0-999, or -99 to -1 with a minus."""
        value = max(-99, min(999, value))
        negative = value < 0
        value = -value if negative else value
        for place in range(_layout.DIGITS - 1, -1, -1):
            if place == 0 and negative:
                code = DIGIT_MINUS
            else:
                code = value % 10
                value //= 10
            if grid[place] != code:
                grid[place] = code
                self.dirty = True

    def show_face(self, name):
        code = FACES.index(name)
        if code != self._face:
            self._face = code
            self.face_grid[0] = code
            self.dirty = True

    def show_bar(self, visible):
        """Show or hide the status bar (hidden only where it overlays the board)."""
        if visible != self.bar_visible:
            self.bar_visible = visible
            self.bar.hidden = not visible
            self.dirty = True

    # -- the menu, and a note over the board ------------------------------------

    def show_menu(self, page: "Page | None"):
        """Show a page of the menu (:mod:`minesweeper.menu`) over everything
        (the app asks so from its pass, where the Python stack is shallow:
        see :meth:`minesweeper.loop.Loop.ask`); None takes the menu away and
        frees all it held."""
        if page is not None:
            self.board.hidden = True  # under the menu: not drawn at all
            self.bar.hidden = True
            self.dirty = True
            view = self.view
            if view is None:  # the menu just opened: its view is made
                from minesweeper.device.menu_view import MenuView

                lay = self.layout
                gc.collect()
                view = self.view = MenuView(self.root, lay.screen_w, lay.screen_h)
            view.show(page)
            return
        # The board again, whether or not the menu was drawn.
        self.board.hidden = False
        self.bar.hidden = not self.bar_visible
        self.dirty = True
        view = self.view
        if view is not None:
            view.close()
            self.view = None
            forget_under("minesweeper.device.menu_view")
            gc.collect()

    def show_note(self, text):
        """Show a few lines over the middle of the board, white on black; None
        hides it, as large as they fit the screen: three times the font's
        size on a Titano, as its menu's words, twice on a PyPortal (once
        only for a line too long for that). The note is drawn on its own (a
        black rectangle and the text, :mod:`minesweeper.device.text`), made
        when shown and dropped when hidden, and put on the screen whole:
        where its lines find no memory, its first line alone (a line's grid
        is what a note costs) rather than nothing."""
        if text == self.note_text:
            return
        if self.note is not None:
            self.root.remove(self.note)
            self.note = None
            self.dirty = True
        self.note_text = None
        if text is None:
            return
        from minesweeper.device.text import lines, palette

        # (few locals: this frame is under the deepest chain at power-up,
        # the first game's note)
        shown = text
        while True:
            rows = shown.split("\n")  # (the end of a game's figures: a few lines)
            w = max(len(row) for row in rows)  # the longest's characters
            scale = 3 if self.layout.screen_h >= 300 else 2
            while scale > 1 and w * 6 * scale + 16 > self.layout.screen_w:
                scale -= 1  # (a few lines: their height fits either screen)
            w = w * 6 * scale + 16  # (pixels)
            h = 12 * scale * len(rows) + 8
            x = (self.layout.screen_w - w) // 2
            y = (self.layout.screen_h - h) // 2
            try:
                black = displayio.Palette(1)
                black[0] = 0x000000
                note = displayio.Group()
                note.append(
                    vectorio.Rectangle(pixel_shader=black, width=w, height=h, x=x, y=y)
                )
                note.append(lines(shown, palette(0xFFFFFF), scale, 12, x + 8, y + 4))
                break
            except MemoryError:
                if len(rows) == 1:
                    raise  # (nothing shown: the loop's error line says why)
                shown = rows[0]
        self.note = note
        self.note_text = text
        self.root.append(note)
        self.dirty = True

    def release(self):
        """Take this screen off the display, so that its groups and bitmaps
        can be collected before the next screen is built."""
        self.display.root_group = displayio.Group()  # nothing: none of ours
        self.view = None

    def refresh(self):
        """Send what changed to the display, in one frame (``dirty``: the
        renderer's own note that pixels changed, not a deferred request)."""
        if self.dirty:
            self.dirty = False
            self.display.refresh()


def maker(display, assets: str = "assets"):
    """The app's ``make_screen``: ``make(layout)`` gives a :class:`Screen`
    on ``display`` with the sheets under ``assets``, again for each new
    board size. Kept here with the screen, so that nothing of the set-up
    (:mod:`minesweeper.device.wiring`, let go once the game starts) stays
    loaded for it."""

    def make(lay: "_layout.Layout") -> Screen:
        return Screen(display, lay, assets)

    return make
