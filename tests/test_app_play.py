# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Whole games through the real app loop on a desktop PyPortal, checked by
reading the rendered pixels back (see rig.py)."""

import time
import wave

import pytest
from rig import ASSETS, Rig, sheet_cells

from minesweeper.app import NOTE_MS
from minesweeper.compat import PERIOD
from minesweeper.layout import LEVEL_ORDER
from minesweeper.playing import PEEK_MS, SHAKE_MS
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, READY, WON


def first_safe_plan(rig):
    """Tap the middle cell, then return every safe cell's index."""
    game = rig.game
    rig.tap(rig.index(game.width // 2, game.height // 2))
    assert game.state in (PLAYING, WON)
    return [
        i for i in range(game.size) if not game.is_mine(i % game.width, i // game.width)
    ]


def win_by_taps(rig):
    for i in first_safe_plan(rig):
        if rig.game.state != PLAYING:
            break
        if rig.game.tile_at(i) == tiles.HIDDEN:
            rig.tap(i)
    assert rig.game.state == WON
    # The first win on a fresh board is a new best: a note says so over the
    # board, then goes.
    # The note is a label of its own: the menu's view is never built for it.
    screen = rig.app.screen
    note = screen.note
    assert "New best time" in screen.note_text and note in screen.root
    assert screen.view is None
    before = rig.image()
    rig.run(NOTE_MS)
    assert screen.note is None and note not in screen.root
    assert rig.image().tobytes() != before.tobytes()


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
    # A mine below the top row: the shake may slide the top row under the bar.
    mine = next(
        i
        for i in range(game.width, game.size)
        if game.is_mine(i % game.width, i // game.width)
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
    assert set(rig.shown_board()) == {tiles.HIDDEN} and rig.timer() == "000"


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
    assert game.state == READY and set(rig.shown_board()) == {tiles.HIDDEN}


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


def test_tapping_a_number_chords():
    rig = Rig("intermediate", seed=21)
    first_safe_plan(rig)
    game = rig.game
    w = game.width
    for i in range(game.size):
        n = game.tile_at(i)
        if not 1 <= n <= 8:
            continue
        x, y = i % w, i // w
        around = [
            j for j in range(game.size) if max(abs(j % w - x), abs(j // w - y)) == 1
        ]
        hidden = [j for j in around if game.tile_at(j) == tiles.HIDDEN]
        safe = [j for j in hidden if not game.is_mine(j % w, j // w)]
        if safe and len(hidden) - len(safe) == n:
            break
    else:
        pytest.skip("no chord on this board")
    for j in hidden:
        if game.is_mine(j % w, j // w):
            rig.hold(j)
    rig.tap(i)
    for j in safe:
        assert game.tile_at(j) <= 8 and rig.shown(j) == game.tile_at(j)


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


def test_timer_counts_through_the_tick_wrap():
    rig = Rig("expert", seed=13, start=PERIOD - 3000)
    first_safe_plan(rig)
    assert rig.game.state == PLAYING
    rig.run(5000)  # the tick counter wraps during this
    assert rig.now < 10000
    assert rig.timer() == "005"


def test_timer_caps_at_999():
    rig = Rig("expert", seed=13)
    first_safe_plan(rig)
    rig.app.tick(rig.now + 2_000_000)
    rig.app.screen.refresh()
    assert rig.timer() == "999"


def test_after_999_the_timer_stays_until_the_end_and_the_console_says_999(capsys):
    rig = Rig("beginner", seed=3)
    safe = first_safe_plan(rig)
    game = rig.game
    rig.run(40)
    rig.now += 1_000_000  # far past 999 s
    rig.run(40)
    assert rig.timer() == "999"
    rig.tap(next(i for i in safe if game.tile_at(i) == tiles.HIDDEN))
    rig.run(2000)
    assert game.state == PLAYING and rig.timer() == "999"
    w = game.width
    rig.tap(next(i for i in range(game.size) if game.is_mine(i % w, i // w)))
    assert game.state == LOST and rig.timer() == "999"
    assert capsys.readouterr().out.splitlines()[-1] == "lost after 999 s, game 3"


def test_a_game_won_by_its_first_tap_shows_and_says_0_s(capsys):
    rig = Rig("beginner", seed=536)  # its first reveal at (4, 3) wins
    rig.run(30_000)  # the player looks for 30 s first
    rig.tap(rig.index(4, 3))
    assert rig.game.state == WON and rig.face() == "won" and rig.timer() == "000"
    assert capsys.readouterr().out.splitlines()[-1] == "won in 0 s, 3BV 1, game 536"


def test_missing_assets_and_no_speaker_still_play(tmp_path, capsys):
    rig = Rig("beginner", seed=2, assets=str(tmp_path), speaker=False)
    out = capsys.readouterr().out
    assert "tiles32.bmp missing or unreadable" in out
    assert "digits.bmp missing" in out and "faces.bmp missing" in out
    first_safe_plan(rig)
    assert rig.game.state == PLAYING and rig.played() == []


def test_missing_wav_is_said_once_and_the_rest_play(tmp_path, capsys):
    import shutil

    for name in ("tiles32.bmp", "digits.bmp", "faces.bmp", "win.wav", "lose.wav"):
        shutil.copy(f"{ASSETS}/{name}", tmp_path / name)
    rig = Rig("beginner", seed=2, assets=str(tmp_path))
    out = capsys.readouterr().out
    assert out.count("click.wav missing") == 1
    first_safe_plan(rig)
    assert "click.wav" not in rig.played()
    win_by_taps(rig)
    assert rig.played()[-1] == "win.wav"


def test_click_can_be_turned_off():
    rig = Rig("beginner", seed=2, env={"MINESWEEPER_CLICK": "0"})
    win_by_taps(rig)
    assert rig.played() == ["win.wav"]
    assert rig.enable.value is True  # the amplifier is on while it plays
    with wave.open(f"{ASSETS}/win.wav") as w:
        time.sleep(
            w.getnframes() / w.getframerate() + 0.1
        )  # the desktop plays in real time
    rig.run(100)
    assert rig.enable.value is False  # and off once it has finished


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
