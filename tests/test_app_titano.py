# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The Titano's 480x320 screen looks designed for it: a larger bar, face and
digits (32 px, not the PyPortal's 24), with which its Beginner and
Intermediate boards and their bar fill its height. Read from the pixels."""

import pytest
from rig import Rig

from minesweeper import layout
from minesweeper.rules.game import READY


@pytest.mark.parametrize("level", ("beginner", "intermediate"))
def test_the_titanos_board_and_bar_fill_its_height(level):
    rig = Rig(level, size=(480, 320), seed=4)
    lay = rig.layout
    assert (lay.bar_y, lay.board_y + lay.rows * lay.tile) == (0, 320)
    image = rig.image()
    # The bar's black strip across the top 32 rows, the board's grey below.
    for y in (0, 31):
        assert image.getpixel((2, y)) == (0, 0, 0), y
    assert image.getpixel((lay.board_x + 2, 33)) != (0, 0, 0)


def test_the_titanos_face_and_digits_are_larger():
    rig = Rig("beginner", size=(480, 320), seed=4)
    lay = rig.layout
    assert (lay.face, lay.digit_w, lay.digit_h) == (32, 15, 28)
    # The 32 px face and 15x28 digits of their own sheets, pixel for pixel.
    assert rig.face() == "playing" and rig.counter() == "010"
    image = rig.image()
    # Across its middle, the face's yellow is 20 px wide (the PyPortal's 15).
    row = [image.getpixel((x, lay.face_y + lay.face // 2)) for x in range(480)]
    yellow = [x for x, rgb in enumerate(row) if rgb[0] > 200 and rgb[1] > 200 > rgb[2]]
    assert max(yellow) - min(yellow) + 1 >= 20
    rig.tap(rig.index(4, 4))
    rig.run(1000)
    assert rig.timer() == "001"
    # A tap on the face's bottom right corner, outside a 24 px face, is on it.
    corner = (lay.face_x + lay.face - 2, lay.face_y + lay.face - 2)
    rig.run(100, corner)
    rig.run(60)
    assert rig.app.game.state == READY and rig.timer() == "000"  # a new game


def test_the_pyportal_keeps_its_bar():
    lay = layout.fit("beginner", 320, 240)
    assert (lay.bar, lay.face, lay.digit_w, lay.digit_h) == (24, 24, 11, 20)
