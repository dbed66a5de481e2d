# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu on a desktop PyPortal and Titano: every word drawn where its page
says, in strong contrast, taps on the pixels of its glyphs, and a view that
exists only while the menu shows (see rig.py)."""

import sys

import displayio
import pytest
import terminalio
import vectorio
from rig import Rig, quantise

sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/core")
from pages import find, place  # noqa: E402

from minesweeper.device.menu_view import TEXT_COLOURS  # noqa: E402
from minesweeper.menu.grid import FONT_H, FONT_W  # noqa: E402
from minesweeper.rules import tiles  # noqa: E402

SIZES = ((320, 240), (480, 320))


def luminance(rgb):
    out = 0.0
    for weight, c in zip((0.2126, 0.7152, 0.0722), rgb, strict=True):
        c /= 255
        out += weight * (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def glyph_ink(char):
    """The font's pixels of a character: a set of (x, y) in its 6x12 cell."""
    glyph = terminalio.FONT.get_glyph(ord(char))
    left = glyph.tile_index * FONT_W  # its place in the font's sheet
    sheet = glyph.bitmap
    return {(x, y) for y in range(FONT_H) for x in range(FONT_W) if sheet[left + x, y]}


INK = {quantise(colour) for colour in TEXT_COLOURS}


def read_word(image, x, y, scale, length):
    """The characters drawn in ``length`` glyph cells from (x, y), by
    matching the pixels of each cell in a text colour, each font pixel a
    whole ``scale`` x ``scale`` block of them, against the font's glyphs;
    '?' where none matches."""
    out = ""
    cells = {}
    for code in range(32, 127):
        cells.setdefault(frozenset(glyph_ink(chr(code))), chr(code))
    for k in range(length):
        left = x + k * FONT_W * scale
        shape = set()
        for gy in range(FONT_H):
            for gx in range(FONT_W):
                block = {
                    image.getpixel((left + gx * scale + dx, y + gy * scale + dy))
                    for dx in range(scale)
                    for dy in range(scale)
                }
                if block & INK:
                    shape.add((gx, gy) if len(block) == 1 else (-1, -1))
        out += cells.get(frozenset(shape), "?")
    return out


def shows(rig, word, line_has=""):
    """The characters the screen shows where the page draws ``word``."""
    x, y, w, h, scale = place(rig.app.menu.page, word, line_has)
    return read_word(rig.image(), x, y, scale, len(word))


def tap_word(rig, word, line_has=""):
    x, y, w, h, scale = place(rig.app.menu.page, word, line_has)
    rig.run(100, (x + w // 2, y + h // 2))
    rig.run(60)


def menu_rig(size, **kwargs):
    rig = Rig("beginner", size=size, seed=21, **kwargs)
    rig.app.open_menu(rig.now)
    rig.run(40)
    return rig


@pytest.mark.parametrize("size", SIZES)
def test_every_word_is_drawn_where_its_page_says_in_strong_contrast(size):
    rig = menu_rig(size)
    records = rig.app.records
    for level in ("beginner", "intermediate", "expert", "classic"):
        records.finish(level, True, 987600, 321)
        records.finish(level, False, 5000, 0)
    for k in range(4):  # the longest names the table can have
        records.finish("custom:%dx%d/%d" % (26 + k, 17, 299), True, 999000, 999)
    for name in ("home", "settings", "records", "help"):
        rig.app.menu.go(name, rig.now)
        rig.run(40)
        page = rig.app.menu.page
        image = rig.image()
        for text in page.texts:
            s = text.scale
            for n, line in enumerate(text.text.split("\n")):
                y = text.y + n * text.pitch * s
                at = 0
                for word in line.split(" "):
                    if word:
                        x = text.x + at * FONT_W * s
                        assert x + len(word) * FONT_W * s <= size[0], (name, word)
                        drawn = read_word(image, x, y, s, len(word))
                        assert drawn == word, (name, line, drawn)
                        # The ink against what is around it, 4.5:1 at least.
                        gx, gy = min(glyph_ink(word[0]))
                        ink = image.getpixel((x + gx * s, y + gy * s))
                        around = image.getpixel((x + 5 * s, y))
                        assert contrast(ink, around) >= 4.5, (name, word)
                    at += len(word) + 1


@pytest.mark.parametrize("size", SIZES)
def test_taps_on_the_minus_and_plus_glyphs_step_the_number_shown(size):
    rig = menu_rig(size)
    tap_word(rig, "Settings")
    page = rig.app.menu.page
    assert page.name == "settings"
    for name in ("Width", "Height", "Mines"):
        control = page.controls[find(page, name)]
        value = int(control.value)
        # "-" is drawn in the left half of the stepper, "+" in the right.
        minus = place(page, "-", name)
        plus = place(page, "+", name)
        assert minus[0] + minus[2] <= control.x + control.w // 2 <= plus[0]
        assert shows(rig, "-", name) == "-" and shows(rig, "+", name) == "+"
        tap_word(rig, "-", name)
        page = rig.app.menu.page
        assert shows(rig, "%d" % (value - 1), name) == "%d" % (value - 1)
        tap_word(rig, "+", name)
        tap_word(rig, "+", name)
        assert shows(rig, "%d" % (value + 1), name) == "%d" % (value + 1)


def test_the_records_page_closes_and_the_game_comes_back_as_it_was():
    rig = Rig("beginner", seed=21)
    rig.tap(rig.index(4, 3))
    board = rig.shown_board()
    lay = rig.layout
    rig.run(700, (lay.face_x + 12, lay.face_y + 12))  # hold the face
    rig.run(60)
    assert all(code is None for code in rig.shown_board())  # the menu covers it
    tap_word(rig, "Records")
    assert shows(rig, "finished") == "finished"  # "No games finished yet."
    tap_word(rig, "Back")
    assert rig.app.menu.page.name == "home" and shows(rig, "Resume") == "Resume"
    tap_word(rig, "Resume")
    assert rig.app.mode is rig.app.playing and rig.shown_board() == board
    # Pause: every cell not under the note shows hidden; resume restores.
    rig.app.pause(rig.now)
    rig.run(40)
    shown = rig.shown_board()
    assert set(shown) - {None} == {tiles.HIDDEN}
    assert shown.count(tiles.HIDDEN) > rig.game.size // 2
    assert rig.app.screen.view is None  # the note is not the menu's
    rig.tap(0)
    assert rig.shown_board() == board


def grids(group):
    """Every TileGrid under a displayio group, and every other thing but
    groups and vectorio shapes."""
    found = []
    other = []
    for item in group:
        if isinstance(item, displayio.TileGrid):
            found.append(item)
        elif isinstance(item, displayio.Group):
            inner, more = grids(item)
            found += inner
            other += more
        elif not isinstance(item, vectorio.Rectangle):
            other.append(item)
    return found, other


@pytest.mark.parametrize("size", SIZES)
def test_the_view_holds_no_flat_colour_bitmap_and_is_dropped_on_closing(size):
    rig = menu_rig(size)
    screen = rig.app.screen
    before = list(screen.root)
    for name in ("home", "settings", "records", "help"):
        rig.app.menu.go(name, rig.now)
        rig.run(40)
        found, other = grids(screen.view.group)
        # No bitmap of its own: shapes, and text as tiles of the font's
        # glyphs, a byte a character (no label keeping its pixels).
        assert found and not other, (name, other)
        assert all(grid.bitmap is terminalio.FONT.bitmap for grid in found), name
        tiles = sum(grid.width * grid.height for grid in found)
        assert tiles <= 600, (name, tiles)
    assert screen.view.group in screen.root
    rig.app.menu.back(rig.now)
    rig.app.menu.back(rig.now)
    rig.run(40)
    assert rig.app.mode is rig.app.playing and screen.view is None
    assert list(screen.root) == [item for item in before if item in screen.root]
    assert len(screen.root) == 2  # the board and the bar
    loaded = [n for n in sys.modules if n.startswith("minesweeper.menu.")]
    assert "minesweeper.device.menu_view" not in sys.modules and not loaded
    background = rig.image().getpixel((2, 2))
    assert background != quantise(0x080C18)
