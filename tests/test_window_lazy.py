# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The off-screen window draws when its pixels are read (``Window.lazy``):
what it shows then is what a window drawing at every refresh shows, pixel
for pixel, however many refreshes piled up in between: a board won and
its note gone, the menu opened on both screen sizes, a page and back, the
game again, a game lost."""

import pytest
from rig import Rig, first_safe_plan

from minesweeper.app import NOTE_MS
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING


def pictures(size, lazy):
    """What the screen shows at four moments of the same play."""
    rig = Rig("beginner", size=size, seed=5)
    rig.display.lazy = lazy
    shots = []
    safe = first_safe_plan(rig)
    for i in safe[: len(safe) // 2]:
        if rig.game.state == PLAYING and rig.game.tile_at(i) == tiles.HIDDEN:
            rig.tap(i)
    mine = next(i for i in range(rig.game.size) if i not in safe)
    rig.hold(mine)  # a flag
    shots.append(rig.image())
    lay = rig.layout
    face = (lay.face_x + lay.face // 2, lay.face_y + lay.face // 2)
    rig.run(rig.app.gestures.hold_ms + 300, face)  # the menu
    rig.run(200)
    shots.append(rig.image())
    rig.run(100, (size[0] // 2, size[1] - 20))  # a button of the page
    rig.run(400)
    rig.run(100, (20, 20))  # back, or the corner's button
    rig.run(400)
    shots.append(rig.image())
    rig.app.new_game(rig.now, 6)
    game = rig.game = rig.app.game
    rig.run(100)
    rig.tap(rig.index(game.width // 2, game.height // 2))
    w = game.width
    rig.tap(next(i for i in range(game.size) if game.is_mine(i % w, i // w)))
    assert rig.game.state == LOST
    rig.run(NOTE_MS)
    shots.append(rig.image())
    return [shot.tobytes() for shot in shots]


@pytest.mark.parametrize("size", ((320, 240), (480, 320)))
def test_drawn_when_read_is_what_drawing_at_every_refresh_shows(size):
    lazy = pictures(size, lazy=True)
    eager = pictures(size, lazy=False)
    assert len(set(lazy)) == 4  # four different pictures
    for n, (one, other) in enumerate(zip(lazy, eager, strict=True)):
        assert one == other, "picture %d differs" % n
