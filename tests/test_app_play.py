# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Playing in the modern scheme: a win, a reveal, a loss and its shake, flags,
chords, touch noise, and every level on both screens. On a desktop PyPortal
through the real app loop, checked by reading the rendered pixels back (see
rig.py)."""

import pytest
from rig import Rig, first_safe_plan, win_by_taps

from minesweeper.loop import NOTE_MS
from minesweeper.playing import SHAKE_MS
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, READY
from minesweeper.rules.levels import PRESETS as LEVEL_ORDER
from minesweeper.rules.text import to_text


def test_modern_win_shows_flags_face_fanfare_and_stops_the_timer():
    rig = Rig("beginner", seed=7)
    assert rig.face() == "playing" and rig.counter() == "007" and rig.timer() == "000"
    assert set(rig.shown_board()) == {tiles.HIDDEN}
    win_by_taps(rig)
    shown = rig.shown_board()
    game = rig.game
    for i in range(game.size):
        assert shown[i] == game.tile_at(i)
        if game.is_mine(i % game.width, i // game.width):
            assert shown[i] == tiles.FLAG
    assert rig.face() == "won" and rig.counter() == "000"
    assert rig.played()[-1] == "win.wav" and "click.wav" in rig.played()
    stopped = rig.timer()
    rig.run(3000)
    assert rig.timer() == stopped


def test_reveal_shows_the_count_tile_where_tapped():
    rig = Rig("intermediate", seed=11)
    first_safe_plan(rig)
    game = rig.game
    w = game.width

    def near_mine(i):
        x, y = i % w, i // w
        return any(
            game.is_mine(nx, ny)
            for nx in range(max(0, x - 1), min(w, x + 2))
            for ny in range(max(0, y - 1), min(game.height, y + 2))
        )

    number = next(
        i
        for i in range(game.size)
        if game.tile_at(i) == tiles.HIDDEN
        and not game.is_mine(i % w, i // w)
        and near_mine(i)
    )
    rig.tap(number)
    assert 1 <= game.tile_at(number) <= 8
    assert rig.shown(number) == game.tile_at(number)


def test_loss_explodes_shakes_and_restores_then_face_restarts():
    rig = Rig("beginner", seed=3)
    first_safe_plan(rig)
    game = rig.game
    # A mine below the top row (the shake may slide the top row under the
    # bar), as far from the middle rows as there is one (the end's figures
    # show over the middle of the board).
    mine = max(
        (
            i
            for i in range(game.width, game.size)
            if game.is_mine(i % game.width, i // game.width)
        ),
        key=lambda i: abs(i // game.width - game.height // 2),
    )
    rig.run(100, rig.centre(mine))
    rig.run(40)  # released: the loss is shown, the shake starts
    assert game.state == LOST
    moved = (rig.app.screen.board.x, rig.app.screen.board.y)
    assert moved != (rig.layout.board_x, rig.layout.board_y)
    # The pixels moved: the exploded tile shows at the shaken place, and the
    # cell's resting place shows something else.
    assert rig.shown(mine) == tiles.EXPLODED
    x, y = rig.layout.cell_origin(mine)
    t = rig.layout.tile
    assert rig.block(x, y, t, t) != rig.tile_refs[tiles.EXPLODED]
    assert rig.face() == "lost" and rig.played()[-1] == "lose.wav"
    rig.run(SHAKE_MS)
    assert rig.block(x, y, t, t) == rig.tile_refs[tiles.EXPLODED]
    rig.run(NOTE_MS)  # the end's figures over the board go
    for i in range(game.size):
        if game.is_mine(i % game.width, i // game.width) and i != mine:
            assert rig.shown(i) in (tiles.MINE, tiles.FLAG)
    assert (rig.app.screen.board.x, rig.app.screen.board.y) == (
        rig.layout.board_x,
        rig.layout.board_y,
    )
    assert rig.shown(mine) == tiles.EXPLODED
    rig.tap_face()
    assert game.state == READY and rig.face() == "playing"
    assert covered(rig) and rig.timer() == "000"


def test_after_the_end_a_tap_anywhere_restarts_after_a_pause():
    rig = Rig("beginner", seed=3)
    first_safe_plan(rig)
    game = rig.game
    mine = next(
        i for i in range(game.size) if game.is_mine(i % game.width, i // game.width)
    )
    rig.tap(mine)
    assert game.state == LOST
    rig.tap(0)  # too soon: ignored
    assert game.state == LOST
    rig.run(1500)
    rig.tap(0)
    assert game.state == READY and covered(rig)


def covered(rig):
    """Every cell shows covered, but for the cursor's outline on one where
    the loss's line pointed at a safe cell left ("Avoidable")."""
    shown = rig.shown_board()
    playing = rig.app.playing
    return all(
        t == tiles.HIDDEN or (playing.cursor_shown and i == playing.cursor)
        for i, t in enumerate(shown)
    )


def test_hold_flags_and_one_flag_too_many_shows_minus_one():
    rig = Rig("beginner", seed=5)
    game = rig.game
    assert rig.counter() == "007"
    for i in range(8):  # before the first reveal: flags still work
        rig.hold(i)
        assert game.tile_at(i) == tiles.FLAG and rig.shown(i) == tiles.FLAG
    assert game.mines_left == -1 and rig.counter() == "-01"
    rig.hold(0)  # hold again: the flag comes off
    assert game.tile_at(0) == tiles.HIDDEN and rig.counter() == "000"
    rig.tap(1)  # a tap on a flag does nothing
    assert game.tile_at(1) == tiles.FLAG and game.state == READY


def test_a_held_cell_shows_the_pressed_highlight_before_it_acts():
    rig = Rig("beginner", seed=5)
    rig.run(100, rig.centre(4))
    assert rig.shown(4) == tiles.PRESSED and rig.face() == "pressed"
    assert rig.game.state == READY
    rig.run(60)
    assert rig.game.state == PLAYING and rig.shown(4) == rig.game.tile_at(4)
    assert rig.face() == "playing"


# A beginner board (9x6, 7 mines) in the text of minesweeper/rules/text.py,
# "s" its start cell; then the board once the start is opened.
CHORD_BOARD = "......*../.......*./...s...../........./*......**/.*.....*."
CHORD_OPENED = "000001*../0000012*./0000001../1100001../*210002**/.*10002*."


def test_tapping_a_number_chords():
    rig = Rig("beginner")
    game = rig.game
    cells = CHORD_BOARD.replace("/", "")
    game.lay(bytearray(c == "*" for c in cells), cells.index("s"))
    rig.tap(cells.index("s"))
    assert to_text(game) == CHORD_OPENED
    # The 1 at (6, 2) has one mine, (7, 1), and two safe cells hidden around
    # it: with the mine flagged, a tap on the 1 opens the other two.
    number, mine, safe = (
        rig.index(6, 2),
        rig.index(7, 1),
        (rig.index(7, 2), rig.index(7, 3)),
    )
    rig.hold(mine)
    assert game.tile_at(mine) == tiles.FLAG
    assert [game.tile_at(j) for j in safe] == [tiles.HIDDEN, tiles.HIDDEN]
    rig.tap(number)
    assert [game.tile_at(j) for j in safe] == [1, 2]
    assert [rig.shown(j) for j in safe] == [1, 2]
    assert rig.shown(mine) == tiles.FLAG and game.state == PLAYING


def test_touch_noise_bounces_drags_and_off_screen_samples():
    rig = Rig("beginner", seed=4)
    game = rig.game
    # Lone noisy samples, out-of-range points and None: nothing happens.
    for point in [(5, 300), None, (-40, 10), None, None, (900, 900), None, None]:
        rig.run(20, point)
    assert game.state == READY and set(rig.shown_board()) == {tiles.HIDDEN}
    # A drag from one cell to another cancels: nothing opens.
    rig.run(100, rig.centre(10))
    rig.run(100, rig.centre(30))
    rig.run(60)
    assert game.state == READY and rig.shown(10) == tiles.HIDDEN
    assert rig.face() == "playing"
    # A bounce (one lost sample) inside a press is still one tap.
    rig.run(80, rig.centre(22))
    rig.run(20)
    rig.run(60, rig.centre(22))
    rig.run(60)
    assert game.state == PLAYING and rig.shown(22) == game.tile_at(22)


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
@pytest.mark.parametrize("level", LEVEL_ORDER)
def test_every_level_wins_on_both_screens(level, size):
    rig = Rig(level, size=size, seed=100 + LEVEL_ORDER.index(level))
    win_by_taps(rig)
    shown = rig.shown_board()
    lay = rig.layout
    covered = 0  # rows under the overlay bar (Classic on 320x240) are not seen
    if lay.overlay and rig.app.screen.bar_visible:
        covered = -(-(lay.bar_y + 24 - lay.board_y) // lay.tile)
    for i in range(covered * rig.game.width, rig.game.size):
        assert shown[i] == rig.game.tile_at(i)
    if size == (480, 320) and level == "expert":
        assert (rig.game.width, rig.game.height, rig.game.mines) == (30, 16, 99)
