# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A new board size builds a new screen, on a desktop PyPortal through the
real app loop, checked by reading the rendered pixels back (see rig.py)."""

from rig import ASSETS, Rig, sheet_cells

from minesweeper.rules import tiles


def test_a_new_board_size_takes_the_old_screen_off_the_display_first(monkeypatch):
    """The old screen's groups and bitmaps can go before the new screen's
    are made: the display holds nothing while it is built."""
    from minesweeper.device import screen as screen_module

    held = []
    real = screen_module.Screen.__init__

    def init(self, display, layout, assets="assets"):
        held.append(display.root_group)
        real(self, display, layout, assets)

    monkeypatch.setattr(screen_module.Screen, "__init__", init)
    rig = Rig("beginner", seed=3)
    old = rig.app.screen
    del held[:]
    rig.app.choices.level = "expert"
    rig.app.new_game(rig.now, 3)
    rig.run(40)
    new = rig.app.screen
    assert new is not old and new.layout.cols == 20
    assert len(held) == 1 and held[0] is not old.root  # off the display
    assert len(held[0]) == 0  # an empty group held instead
    assert rig.display.root_group is new.root
    tile = new.layout.tile
    x, y = new.layout.cell_origin(0)
    corner = rig.block(x, y, tile, tile)
    assert corner == sheet_cells(f"{ASSETS}/tiles{tile}.bmp", tile, tile)[tiles.HIDDEN]


def test_a_note_is_drawn_as_large_as_it_fits_the_screen():
    """Notes over the board ("Paused: tap the face", the end's figures)
    in the font's size the menu's words have: three times on a Titano,
    twice on a PyPortal; a line too long for that, once."""
    from test_menu_view import read_word

    for size, text, scale in (
        ((480, 320), "Paused: tap the face", 3),
        ((320, 240), "Paused: tap the face", 2),
        ((480, 320), "New best time!\n41.250 s\nCode 3SCC-N4VE-2HR5-ED", 3),
        ((320, 240), "Board 30x16 is too big here", 1),  # (27 columns: a long line)
    ):
        rig = Rig("beginner", size=size, seed=3)
        rig.app.note(text, rig.now)
        rig.run(40)
        screen = rig.app.screen
        drawn = screen.note[1]  # the text's group, over its black rectangle
        assert drawn.scale == scale, (size, text)
        image = rig.image()
        for n, line in enumerate(text.split("\n")):
            x, y = drawn.x, drawn.y + n * 12 * scale
            assert read_word(image, x, y, scale, len(line)) == line, (size, line)
            assert x + len(line) * 6 * scale <= size[0]


def test_a_note_whose_lines_find_no_memory_shows_its_first_line(monkeypatch):
    """The end's figures where the heap has no room for their lines: the
    first line is drawn alone, whole, rather than nothing; where not even
    that fits, nothing of it stays in the screen's tree, and the next note
    shows."""
    from test_menu_view import read_word

    from minesweeper.device import text as text_module

    real = text_module.lines
    refused = []

    def lines(text, *args):
        if refused[0] in text:
            raise MemoryError("memory allocation failed, allocating 64 bytes")
        return real(text, *args)

    monkeypatch.setattr(text_module, "lines", lines)
    rig = Rig("beginner", seed=3)
    screen = rig.app.screen
    before = len(screen.root)
    refused.append("\n")  # no room for more than one line
    text = "New best time!\n41.250 s\nCode 3SCC-N4VE-2HR5-ED"
    rig.app.note(text, rig.now)
    rig.run(40)
    assert screen.note_text == text and screen.note in screen.root
    drawn = screen.note[1]
    image = rig.image()
    assert read_word(image, drawn.x, drawn.y, 2, 14) == "New best time!"
    assert read_word(image, drawn.x, drawn.y + 24, 2, 8) != "41.250 s"
    refused[0] = "Paused"  # no room for this one at all
    try:
        screen.show_note("Paused: tap the face")
    except MemoryError:
        pass
    assert screen.note is None and screen.note_text is None
    assert len(screen.root) == before  # the old note gone, none half-made
    screen.show_note("Hinted: no best time")
    rig.run(40)
    assert screen.note in screen.root and len(screen.root) == before + 1
    drawn = screen.note[1]
    assert read_word(rig.image(), drawn.x, drawn.y, 2, 20) == "Hinted: no best time"
