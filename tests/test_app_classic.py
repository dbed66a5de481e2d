# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Playing in the classic scheme: the guide's question-flag-open cycle, its
end rule and the overlay bar. On a desktop PyPortal through the real app
loop, checked by reading the rendered pixels back (see rig.py)."""

from rig import Rig

from minesweeper.playing import PEEK_MS
from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, WON


def test_classic_scheme_cycles_hidden_question_flag_open():
    rig = Rig("classic", scheme="classic", seed=9)
    game = rig.game
    assert game.classic and rig.layout.overlay
    cell = rig.index(10, 8)
    rig.tap(cell)
    assert game.tile_at(cell) == tiles.QUESTION and rig.shown(cell) == tiles.QUESTION
    rig.tap(cell)
    assert game.tile_at(cell) == tiles.FLAG and rig.counter() == "014"
    rig.tap(cell)
    assert game.state == PLAYING and game.tile_at(cell) == 0 and rig.shown(cell) == 0
    # In play the bar is off the board; a long hold brings it back a while.
    assert not rig.app.screen.bar_visible
    rig.run(PEEK_MS + 100, rig.centre(rig.index(0, 14)))
    rig.run(60)
    assert rig.app.screen.bar_visible


def test_classic_scheme_whole_game_with_the_guide_end_rule():
    rig = Rig("classic", scheme="classic", seed=9)
    game = rig.game
    cell = rig.index(10, 8)
    for _ in range(3):
        rig.tap(cell)
    # The guide's rule ends the game once nothing is hidden or questioned, and
    # a flag on a safe cell then loses: so open the safe cells (through their
    # question and flag) while mines are still hidden, and flag mines last.
    for mines in (False, True):
        for i in range(game.size):
            x, y = i % game.width, i // game.width
            if game.is_mine(x, y) != mines:
                continue
            cycle = (
                (tiles.HIDDEN, tiles.QUESTION)
                if mines
                else (tiles.HIDDEN, tiles.QUESTION, tiles.FLAG)
            )
            while game.state == PLAYING and game.tile_at(i) in cycle:
                rig.tap(i)
    assert game.state == WON and rig.face() == "won"
    assert rig.app.screen.bar_visible  # the overlay bar is back at the end
