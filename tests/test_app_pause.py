# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A paused game has a face of its own, read from the screen's pixels."""

import pytest
from rig import Rig


@pytest.mark.parametrize("size", ((320, 240), (480, 320)))
def test_the_paused_face_is_its_own_not_the_pressed_one(size):
    rig = Rig("intermediate", size=size, seed=5)
    rig.tap(rig.index(4, 4))
    assert rig.face() == "playing"
    rig.app.pause(rig.now)
    rig.run(40)
    assert rig.face() == "paused"
    rig.tap(0)  # play on
    assert rig.face() == "playing"
