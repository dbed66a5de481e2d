# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board layouts (layout.py): levels fitted to the screens, pixels to cells
and back; pytest and MicroPython."""

from check import raises

from minesweeper import layout
from minesweeper.rules.levels import PRESETS


def test_layout_levels_fit_the_screens():
    small = [layout.fit(name, 320, 240) for name in PRESETS]
    assert [(x.cols, x.rows, x.mines, x.tile) for x in small] == [
        (9, 6, 7, 32),
        (13, 9, 18, 24),
        (20, 13, 54, 16),
        (20, 15, 15, 16),
    ]
    titano = layout.fit("expert", 480, 320)
    assert (titano.cols, titano.rows, titano.mines) == (30, 16, 99)
    assert (layout.fit("beginner", 480, 320).mines) == 10  # the real 9x9/10
    for lay in small + [titano]:
        assert 0 <= lay.board_x and lay.board_x + lay.cols * lay.tile <= lay.screen_w
        assert 0 <= lay.board_y and lay.board_y + lay.rows * lay.tile <= lay.screen_h
        if not lay.overlay:
            assert lay.bar_y + layout.BAR <= lay.board_y
    assert small[3].overlay and not layout.fit("classic", 480, 320).overlay
    assert "unknown level" in str(raises(ValueError, layout.fit, "hard", 320, 240))


def test_layout_pixels_to_cells_and_back():
    lay = layout.fit("intermediate", 320, 240)
    for index in (0, 5, lay.cols * lay.rows - 1):
        x, y = lay.cell_origin(index)
        assert lay.cell_at(x, y) == index
        assert lay.cell_at(x + lay.tile - 1, y + lay.tile - 1) == index
    assert lay.cell_at(lay.board_x - 1, lay.board_y) == layout.NOWHERE
    assert lay.cell_at(lay.board_x, lay.board_y + lay.rows * lay.tile) == layout.NOWHERE
    assert lay.on_face(lay.face_x, lay.face_y) and not lay.on_face(0, 0)


def test_a_board_is_laid_out_by_its_own_level_or_not_at_all():
    # The replay player and the saved game's return ask the same question:
    # the level's layout where it is exactly the board, else None.
    lay = layout.exactly("expert:20x13/54", 20, 13, 54, 320, 240)
    assert (lay.cols, lay.rows, lay.mines, lay.tile) == (20, 13, 54, 16)
    assert layout.exactly("expert", 30, 16, 99, 320, 240) is None  # Titano's
    # The same size as a custom board: a custom layout (its own tile), where
    # layout.named finds the preset that makes it.
    mine = layout.exactly("custom", 9, 6, 7, 320, 240)
    assert (mine.cols, mine.rows, mine.mines, mine.tile) == (9, 6, 7, 32)
    assert layout.named(9, 6, 7, 320, 240)[0] == "beginner"
    assert layout.exactly("custom", 40, 40, 99, 320, 240) is None  # too big
    assert layout.named(40, 40, 99, 320, 240) is None
    found = layout.named(10, 10, 12, 320, 240)
    assert found[0] == "custom" and found[1].cols == 10
