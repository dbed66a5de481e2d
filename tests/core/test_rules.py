# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Rules of the game core; runs under pytest and under MicroPython."""

from check import act, board, neighbours, raises, view

from minesweeper.controls.scheme import (
    CHORD,
    NONE,
    REVEAL,
    TOGGLE_FLAG,
    TOGGLE_QUESTION,
)
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, OPENED, PLAYING, READY, WON, Game
from minesweeper.rules.text import from_text, to_text


def acted(before, action, x, y, state, after):
    """On the board ``before``, do an action (checked by ``act``); check the
    game's state and the board after: the game and the changed cells."""
    game = board(before)
    changed = act(game, action, x, y)
    assert game.state == state, (before, action, x, y, game.state)
    assert to_text(game) == after, (before, action, x, y, to_text(game))
    return game, changed


def test_tile_codes_match_the_design():
    assert (tiles.HIDDEN, tiles.EXPLODED, tiles.FLAG) == (9, 10, 11)
    assert (tiles.WRONG_FLAG, tiles.QUESTION, tiles.MINE) == (12, 13, 14)


def test_bad_sizes_give_clear_errors():
    for args in ((0, 5, 1), (5, 0, 1), (-1, 5, 1)):
        exc = raises(ValueError, Game, *args)
        assert "at least 1x1" in str(exc)
    assert "0 or more" in str(raises(ValueError, Game, 5, 5, -1))
    assert "do not fit" in str(raises(ValueError, Game, 3, 3, 9))
    assert "at most" in str(raises(ValueError, Game, 300, 300, 10))
    assert "game number" in str(raises(ValueError, Game, 3, 3, 1, -5))
    Game(3, 3, 8)  # the largest count that still leaves a cell
    Game(1, 1, 0)


def test_off_board_cells_raise():
    game = Game(4, 3, 2, seed=1)
    for action in ("reveal", "flag", "question", "chord", "tile"):
        for x, y in ((-1, 0), (4, 0), (0, 3), (0, -1)):
            exc = raises(ValueError, getattr(game, action), x, y)
            assert "off the 4x3 board" in str(exc)
    assert game.state == READY


def test_seed_none_draws_a_game_number():
    game = Game(9, 9, 10)
    assert isinstance(game.seed, int) and game.seed >= 0
    again = Game(9, 9, 10, seed=game.seed)
    game.reveal(0, 0)
    again.reveal(0, 0)
    assert to_text(game) == to_text(again)


def test_first_reveal_opens_a_region_and_never_loses():
    for seed in range(40):
        for x, y in ((0, 0), (4, 4), (8, 3)):
            game = Game(9, 9, 10, seed=seed)
            game.reveal(x, y)
            assert game.state == PLAYING
            assert game.tile(x, y) == 0  # a 0: its 3x3 block is free of mines
            for nx, ny in neighbours(game, x, y):
                assert not game.is_mine(nx, ny)
                assert game.tile(nx, ny) <= 8


def test_crowded_board_keeps_only_the_first_cell_clear():
    for seed in range(20):
        game = Game(3, 3, 7, seed=seed)
        game.reveal(1, 1)
        assert not game.is_mine(1, 1)
        assert game.tile(1, 1) == 7
        mines = [i for i in range(9) if game.is_mine(i % 3, i // 3)]
        assert len(mines) == 7
        game = Game(4, 4, 15, seed=seed)  # one safe cell: a win at once
        game.reveal(0, 0)
        assert game.state == WON


def test_counts_match_the_mines():
    for seed in range(10):
        game = Game(16, 16, 40, seed=seed)
        game.reveal(8, 8)
        mines = 0
        for y in range(16):
            for x in range(16):
                if game.is_mine(x, y):
                    mines += 1
                    continue
                around = sum(
                    1 for nx, ny in neighbours(game, x, y) if game.is_mine(nx, ny)
                )
                clone = from_text(to_text(game))
                clone.reveal(x, y)
                assert clone.tile(x, y) == around
        assert mines == 40


def test_is_mine_needs_the_first_reveal():
    game = Game(5, 5, 3, seed=2)
    assert "first reveal" in str(raises(ValueError, game.is_mine, 0, 0))


def test_flood_fill_opens_the_zero_region_and_its_border():
    # The zero region reached from the corner and the numbers around it; the
    # 1 at the bottom-left corner borders no zero, so it stays hidden.
    before, after = "....*/...../...../*..../.....", "0001*/00011/11000/*1000/.1000"
    changed = acted(before, "reveal", 4, 4, PLAYING, after)[1]
    assert len(changed) == 22 and len(set(changed)) == 22


def test_flood_fill_never_opens_a_flag_but_opens_question_marks():
    game = board("...../.f.?./...../...../....*")
    act(game, "reveal", 0, 0)
    assert to_text(game) == "00000/0f000/00000/00011/0001*"


def test_flood_fill_spreads_only_from_the_cells_it_opens():
    # A zero opened before (its neighbours were flagged then) does not
    # spread again: the flood from the corner stops at it, on a row and
    # across rows.
    acted("..0..*", "reveal", 0, 0, PLAYING, "000..*")
    before, after = "..0../..0../....*", "000../0001./0001*"
    acted(before, "reveal", 0, 0, PLAYING, after)  # around, by the row below
    before, after = "..0../..0../..f.*", "000../000../00f.*"
    acted(before, "reveal", 0, 0, PLAYING, after)  # not through a flag


def test_a_game_keeps_room_in_micropython_s_attribute_table():
    # MicroPython keeps an instance's attributes in a table that grows only
    # once full, to 2, 4, 6, 8, 10, 12, 17, 23, 29 ... slots; every method
    # call on a game first looks for the method's name there, walking to a
    # free slot, so a full table is searched end to end on every call (the
    # 23rd attribute made every action slower). Keep a few slots free.
    game = Game(9, 9, 10, seed=1)
    game.reveal(4, 4)
    game.flag(0, 0)
    names = len(game.__dict__)
    slots = [n for n in (2, 4, 6, 8, 10, 12, 17, 23, 29, 37) if n >= names][0]
    assert slots - names >= 4, (names, slots, sorted(game.__dict__))


def test_reveal_on_flag_and_opened_cells_does_nothing():
    game = board("F1.../11.../...../...../.....")
    assert list(game.reveal(0, 0)) == []
    assert list(game.reveal(1, 0)) == []
    assert game.state == PLAYING


def test_win_when_every_safe_cell_is_open():
    game = board("*1./11./...")
    changed = act(game, "reveal", 2, 2)
    assert game.state == WON
    assert game.tile(0, 0) == tiles.FLAG
    assert game.mines_left == 0
    assert 0 in changed
    assert list(game.reveal(0, 0)) == [] and list(game.flag(0, 0)) == []


def test_win_needs_every_safe_cell():
    game = board("*.*/.../...")
    game.reveal(0, 2)
    assert game.state == PLAYING
    assert to_text(game) == "*.*/121/000"
    game.reveal(1, 0)
    assert game.state == WON
    assert to_text(game) == "F2F/121/000"


def test_loss_shows_mines_and_wrong_flags():
    # A flag on a mine stays, a hidden or question-marked mine shows MINE, a
    # flag on a safe cell is crossed out, and every other cell stays.
    game, changed = acted(
        "*F*f/?.!./..../....", "reveal", 0, 0, LOST, "XFMx/?.M./..../...."
    )
    assert game.tile(0, 0) == tiles.EXPLODED and game.tile(2, 0) == tiles.MINE
    assert game.tile(3, 0) == tiles.WRONG_FLAG and game.tile(0, 1) == tiles.QUESTION
    assert len(changed) == 4
    assert game.mines_left == game.mines - 2
    assert list(game.reveal(1, 1)) == []


def test_flag_and_question_cycles_before_the_first_reveal():
    game = Game(4, 4, 3, seed=5)
    assert act(game, "flag", 1, 1) == [5]
    assert game.tile(1, 1) == tiles.FLAG and game.mines_left == 2
    assert act(game, "question", 1, 1) == [5]
    assert game.tile(1, 1) == tiles.QUESTION and game.mines_left == 3
    assert act(game, "flag", 1, 1) == [5]
    assert act(game, "flag", 1, 1) == [5]
    assert game.tile(1, 1) == tiles.HIDDEN
    act(game, "question", 1, 1)
    act(game, "question", 1, 1)
    assert game.tile(1, 1) == tiles.HIDDEN and game.state == READY
    assert not game.placed


def test_mines_left_goes_negative():
    game = Game(3, 3, 1, seed=1)
    game.flag(0, 0)
    game.flag(1, 0)
    assert game.mines_left == -1


def test_flag_on_opened_cell_does_nothing():
    game = board("*1./11./...")
    assert list(game.flag(1, 0)) == [] and list(game.question(1, 0)) == []


def test_chord_opens_the_other_neighbours():
    before, after = (
        "F1..../11..../....../....*./......",
        "F10000/110000/000111/0001*./0001..",
    )
    changed = acted(before, "chord", 1, 0, PLAYING, after)[1]
    assert len(changed) == 22


def test_chord_with_too_few_flags_does_nothing():
    game = board("*1./11./...")
    assert list(game.chord(1, 0)) == []
    game = board("*2*/.../...")
    game.reveal(1, 0)  # already open: reveal ignores it
    game.flag(0, 0)
    assert list(game.chord(1, 0)) == []
    assert game.tile(1, 1) == tiles.HIDDEN


def test_chord_with_a_wrong_flag_explodes_every_mine_it_opens():
    changed = acted("f*../.2../*f../....", "chord", 1, 1, LOST, "xX10/2210/Xx00/.100")[
        1
    ]
    assert len(changed) == 14


def test_chord_on_hidden_blank_or_number_without_game_does_nothing():
    game = Game(4, 4, 2, seed=3)
    assert list(game.chord(0, 0)) == []
    game = board("0../.../..*")
    assert list(game.chord(0, 0)) == []


def test_changed_lists_over_whole_games():
    for seed in range(6):
        game = Game(9, 9, 10, seed=seed)
        act(game, "reveal", 4, 4)
        step = 0
        while game.state == PLAYING:
            for i in range(game.size):
                x, y = i % 9, i // 9
                if game.tile(x, y) == tiles.HIDDEN:
                    if game.is_mine(x, y):
                        act(game, "flag", x, y)
                    elif step % 3 == 0:
                        act(game, "reveal", x, y)
                    step += 1
            for i in range(game.size):
                if game.state == PLAYING and game.tile(i % 9, i // 9) <= 8:
                    act(game, "chord", i % 9, i // 9)
        assert game.state == WON
        assert game.mines_left == 0


def test_golden_boards_for_fixed_game_numbers():
    # These game numbers must give these boards on every interpreter and in
    # every release: a player shares a game by its number.
    cases = (
        (
            9,
            9,
            10,
            1,
            4,
            4,
            ".1001..../*2001*.../*300112*./*2000011./"
            ".2110001./..*10001*/.*.321011/...**1000/.....1000",
        ),
        (8, 4, 6, 2023, 0, 0, "0001*.../2333.*../****..../........"),
        (5, 5, 5, 7, 2, 2, "..*.*/.213./*201*/*2011/.1000"),
    )
    for width, height, mines, seed, x, y, text in cases:
        game = Game(width, height, mines, seed=seed)
        game.reveal(x, y)
        assert to_text(game) == text, (seed, to_text(game))


def test_text_round_trip_and_errors():
    text = "0001*/00011/11000/*1000/11f?."
    game = board(text)
    assert to_text(game) == text
    assert game.mines == 2 and game.mines_left == 1
    assert "rows differ" in str(raises(ValueError, board, "../..."))
    assert "unknown cell" in str(raises(ValueError, board, "..z/..."))
    assert "shows 3" in str(raises(ValueError, board, "*3/.."))
    lost = board("X*/22")
    assert lost.state == LOST
    assert board("*1/11").state == WON
    assert board("*./..").state == READY


def test_classic_end_rule():
    game = board("*1/11", classic=True)
    assert game.state == PLAYING  # a hidden mine: not over in the guide's rule
    changed = act(game, "flag", 0, 0)
    assert game.state == WON and changed == [0]

    game = board("*1../11../..../....", classic=True)
    game.flag(2, 2)  # a wrong flag
    game.reveal(3, 3)
    assert game.state == PLAYING
    game.flag(0, 0)
    assert game.state == LOST
    assert game.tile(2, 2) == tiles.WRONG_FLAG and game.tile(0, 0) == tiles.FLAG


def test_classic_last_flag_wrong_is_listed_once():
    game = board("*1/1.", classic=True)
    act(game, "flag", 0, 0)
    changed = act(game, "flag", 1, 1)
    assert game.state == LOST and changed == [3]
    assert to_text(game) == "F1/1x"


def test_classic_reveal_opens_a_flagged_cell():
    game = Game(5, 5, 3, seed=4, classic=True)
    game.question(2, 2)
    game.flag(2, 2)
    assert game.mines_left == 2
    changed = game.reveal(2, 2)
    assert game.tile(2, 2) == 0 and len(changed) >= 9
    assert game.mines_left == 3
    modern = Game(5, 5, 3, seed=4)
    modern.flag(2, 2)
    assert list(modern.reveal(2, 2)) == []


def test_three_bv():
    assert Game(3, 3, 1, seed=1).bbbv is None
    assert board("*../.../...").bbbv == 1  # one opening takes every number
    assert board("*.*/.../...").bbbv == 2  # the 2 between the mines is apart
    assert board(".*./*.*/.*.").bbbv == 5  # no openings: every number counts
    assert board("*..*/..../*..*").bbbv == 8
    assert board("..*../..*../..*..").bbbv == 2


def test_restart_reuses_the_game():
    game = Game(9, 9, 10, seed=1)
    game.reveal(0, 0)
    game.flag(8, 8)
    game.restart(seed=1)
    assert game.state == READY and game.mines_left == 10
    assert view(game) == [tiles.HIDDEN] * 81
    game.reveal(4, 4)
    fresh = Game(9, 9, 10, seed=1)
    fresh.reveal(4, 4)
    assert to_text(game) == to_text(fresh)


def test_lay_checks_its_layout():
    game = Game(3, 3, 2, seed=1)
    layout = bytearray(9)
    layout[0] = layout[8] = 1
    assert "cells" in str(raises(ValueError, game.lay, bytearray(8), 4))
    assert "start" in str(raises(ValueError, game.lay, layout, 0))
    assert "start" in str(raises(ValueError, game.lay, layout, 9))
    layout[1] = 1
    assert "3 mines" in str(raises(ValueError, game.lay, layout, 4))
    layout[1] = 0
    game.lay(layout, 4, seed=12)
    assert game.seed == 12 and game.start == 4 and game.guaranteed
    assert to_text(game) == "*../.s./..*"
    game.reveal(1, 1)
    assert game.tile(1, 1) == 2
    game.reveal(0, 0)
    assert game.state == LOST


def test_lay_on_a_played_game_starts_it_afresh():
    game = board("*1./11./..f")
    layout = bytearray(9)
    layout[2] = 1
    game.lay(layout, 6)
    assert game.state == READY and game.mines_left == 1 and game.placed
    assert to_text(game) == "..*/.../s.."
    assert sorted(game.reveal_at(6)) == list(range(9))  # a win flags the mine
    assert game.state == WON and to_text(game) == "01F/011/000"


def test_solution_and_load_rebuild_the_same_game():
    game = Game(9, 9, 10, seed=3)
    game.reveal(4, 4)
    game.flag(8, 0)
    solution = game.solution
    mines = [i for i in range(game.size) if solution[i] == tiles.MINE]
    assert len(mines) == 10
    for i in range(game.size):
        if solution[i] != tiles.MINE:
            x, y = i % 9, i // 9
            around = [game.is_mine(nx, ny) for nx, ny in neighbours(game, x, y)]
            assert solution[i] == sum(around), i
    shown = bytearray(game.tiles)
    for i in range(game.size):
        if shown[i] <= 8:
            shown[i] = OPENED
    copy = Game(9, 9, 10, seed=3)
    copy.load(mines, shown)
    assert to_text(copy) == to_text(game)
    assert copy.state == PLAYING and copy.mines_left == 9
    assert list(copy.solution) == list(solution)


def test_game_act_plays_the_action_on_an_index():
    game = board("*1.*/11../....")
    assert sorted(game.act(REVEAL, 10)) == [6, 7, 8, 9, 10, 11]
    assert game.tile_at(10) == 0 and game.tile_at(2) == tiles.HIDDEN
    assert (
        list(game.act(TOGGLE_QUESTION, 3)) == [3] and game.tile_at(3) == tiles.QUESTION
    )
    assert list(game.act(TOGGLE_FLAG, 3)) == [3] and game.tile_at(3) == tiles.FLAG
    assert len(game.act(NONE, 2)) == 0 and game.tile_at(2) == tiles.HIDDEN
    # The 1 at index 7 has its one flag: chording opens index 2, the last
    # safe cell, and the win flags the other mine.
    assert sorted(game.act(CHORD, 7)) == [0, 2] and game.tile_at(2) == 1
    assert to_text(game) == "F11F/1111/0000"
