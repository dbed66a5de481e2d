# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu, a text page and a one-line note, drawn on displayio.

Part of the PyPortal shell; needs ``displayio`` and ``terminalio`` (built
in) and the ``adafruit_display_text`` library (frozen into the PyPortal
firmware; ``adafruit-circuitpython-display-text`` on the desktop). Built on
first use, so a player who never opens the menu never pays for its text.
Labels are rewritten only when their text changes.
"""

import displayio
import terminalio
from adafruit_display_text.bitmap_label import Label

from minesweeper import layout as _layout

_BACK = 0x101828  # the menu's background
_EDGE = 0x506080  # a button's frame
_LIT = 0xFFD000  # the selected button's frame
_TITLE = 0x90A8C8
_VALUE = 0xFFFFFF


def _frame(w, h, colour):
    """A one-colour rectangle outline as a TileGrid, and its palette."""
    bitmap = displayio.Bitmap(w, h, 2)
    for x in range(w):
        bitmap[x, 0] = bitmap[x, h - 1] = 1
    for y in range(h):
        bitmap[0, y] = bitmap[w - 1, y] = 1
    palette = displayio.Palette(2)
    palette[0] = 0
    palette[1] = colour
    palette.make_transparent(0)
    return displayio.TileGrid(bitmap, pixel_shader=palette), palette


class MenuView:
    """Groups to put on top of the board: the menu's buttons, a page of
    text, and a note; each hidden until asked for."""

    def __init__(self, root: displayio.Group, screen_w: int, screen_h: int):
        self.screen_w = screen_w
        self.screen_h = screen_h
        back = displayio.Bitmap(screen_w, screen_h, 1)
        back_palette = displayio.Palette(1)
        back_palette[0] = _BACK
        self.menu = displayio.Group()
        self.menu.append(displayio.TileGrid(back, pixel_shader=back_palette))
        self.frames = []
        self.titles = []
        self.values = []
        big = 2 if screen_h >= 300 else 1
        for k in range(_layout.MENU_COLS * _layout.MENU_ROWS):
            x, y, w, h = _layout.menu_rect(k, screen_w, screen_h)
            grid, palette = _frame(w - 4, h - 4, _EDGE)
            grid.x = x + 2
            grid.y = y + 2
            self.menu.append(grid)
            self.frames.append(palette)
            title = Label(terminalio.FONT, text=" ", color=_TITLE, scale=1)
            title.anchor_point = (0.0, 0.0)
            title.anchored_position = (x + 8, y + 4)
            value = Label(terminalio.FONT, text=" ", color=_VALUE, scale=big + 1)
            value.anchor_point = (1.0, 1.0)
            value.anchored_position = (x + w - 8, y + h - 5)
            self.menu.append(title)
            self.menu.append(value)
            self.titles.append(title)
            self.values.append(value)
        self.menu.hidden = True
        root.append(self.menu)

        self.page = displayio.Group()
        self.page.append(displayio.TileGrid(back, pixel_shader=back_palette))
        self.page_text = Label(terminalio.FONT, text=" ", color=_VALUE, scale=big)
        self.page_text.anchor_point = (0.0, 0.0)
        self.page_text.anchored_position = (4, 4)
        self.page.append(self.page_text)
        self.page.hidden = True
        root.append(self.page)

        self.note = displayio.Group()
        self.note_text = Label(
            terminalio.FONT,
            text=" ",
            color=_VALUE,
            background_color=0x000000,
            padding_left=6,
            padding_right=6,
            padding_top=3,
            padding_bottom=3,
            scale=2 if screen_w >= 300 else 1,
        )
        self.note_text.anchor_point = (0.5, 0.5)
        self.note_text.anchored_position = (screen_w // 2, screen_h // 2)
        self.note.append(self.note_text)
        self.note.hidden = True
        root.append(self.note)
        self.selected = -1

    def show_menu(self, texts, selected):
        """Show the buttons' (title, value) texts, ``selected`` framed."""
        for k, (title, value) in enumerate(texts):
            if self.titles[k].text != title:
                self.titles[k].text = title
            if self.values[k].text != value:
                self.values[k].text = value
        if selected != self.selected:
            if 0 <= self.selected < len(self.frames):
                self.frames[self.selected][1] = _EDGE
            if 0 <= selected < len(self.frames):
                self.frames[selected][1] = _LIT
            self.selected = selected
        self.menu.hidden = False

    def show_page(self, lines):
        text = "\n".join(lines)
        if self.page_text.text != text:
            self.page_text.text = text
        self.page.hidden = False

    def show_note(self, text):
        if self.note_text.text != text:
            self.note_text.text = text
        self.note.hidden = False
