# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Game snapshots: a game saved as bytes plays on identically; runs under
pytest and under MicroPython."""

from check import board, raises, view

from minesweeper.rules.game import LOST, PLAYING, READY, WON, Game
from minesweeper.rules.rng import XorShift32
from minesweeper.rules.text import from_text, to_text
from minesweeper.store import snapshot
from minesweeper.store.checksum import crc32

ACTIONS = ("reveal", "reveal", "flag", "question", "chord")


def same(a, b):
    """Everything the player and the rules can tell apart."""
    assert (a.width, a.height, a.mines) == (b.width, b.height, b.mines)
    assert (a.seed, a.classic, a.state) == (b.seed, b.classic, b.state)
    assert (a.placed, a.mines_left, a.first) == (b.placed, b.mines_left, b.first)
    assert view(a) == view(b)
    if a.placed:
        assert to_text(a) == to_text(b)
        assert a.bbbv == b.bbbv


def play_on(a, b, seed, steps):
    """The same pseudo-random actions on both games, which must answer alike."""
    draw = XorShift32(seed).next32
    for _ in range(steps):
        action = ACTIONS[draw() % len(ACTIONS)]
        x = draw() % a.width
        y = draw() % a.height
        assert list(getattr(a, action)(x, y)) == list(getattr(b, action)(x, y))
        same(a, b)


def random_game(w, h, mines, seed, steps, classic=False):
    game = Game(w, h, mines, seed=seed, classic=classic)
    draw = XorShift32(seed + 1).next32
    for _ in range(steps):
        action = ACTIONS[draw() % len(ACTIONS)]
        getattr(game, action)(draw() % w, draw() % h)
    return game


def test_round_trips_play_on_identically():
    for seed in range(12):
        for steps in (0, 1, 3, 8, 30):
            for classic in (False, True):
                game = random_game(8, 7, 9, seed, steps, classic)
                copy = snapshot.load(snapshot.dump(game))[0]
                same(game, copy)
                play_on(game, copy, seed * 31 + steps, 25)


def test_every_state_comes_back():
    seen = set()
    for seed in range(60):
        game = random_game(5, 5, 4, seed, seed % 20)
        seen.add(game.state)
        same(game, snapshot.load(snapshot.dump(game))[0])
    assert seen == {READY, PLAYING, WON, LOST}


def test_flags_before_the_first_reveal_and_the_mines_it_lays():
    game = Game(9, 9, 10, seed=4242)
    game.flag(0, 0)
    game.question(8, 8)
    data = snapshot.dump(game)
    assert len(data) == snapshot.size_of(81, placed=False) == 42
    copy = snapshot.load(data)[0]
    assert copy.state == READY and not copy.placed
    same(game, copy)
    game.reveal(4, 4)
    copy.reveal(4, 4)
    same(game, copy)  # the same mines, laid from the game number


def test_a_loss_and_a_win_come_back_as_shown():
    lost = board("X1./11f/...")
    assert lost.state == LOST
    copy = snapshot.load(snapshot.dump(lost))[0]
    assert to_text(copy) == "X1./11x/..."  # the loss crossed the flag
    same(board("X1./11x/..."), copy)
    game = Game(9, 9, 10, seed=7)
    game.reveal(4, 4)
    for i in range(81):
        x, y = i % 9, i // 9
        if not game.is_mine(x, y):
            game.reveal(x, y)
    assert game.state == WON
    copy = snapshot.load(snapshot.dump(game))[0]
    same(game, copy)
    assert copy.mines_left == 0
    assert list(copy.reveal(0, 0)) == []  # over is over


def test_classic_loss_on_a_wrong_flag_comes_back():
    game = board("*1../11../..../....", classic=True)
    for i in range(16):
        x, y = i % 4, i // 4
        if (x, y) != (0, 0) and game.tile(x, y) == 9:
            game.reveal(x, y)
    game.flag(0, 0)
    assert game.state == WON
    game = board("*1../11../..../....", classic=True)
    game.flag(3, 3)
    for i in range(16):
        x, y = i % 4, i // 4
        if game.tile(x, y) == 9 and (x, y) != (0, 0):
            game.reveal(x, y)
    game.question(0, 0)
    game.flag(0, 0)
    assert game.state == LOST
    copy = snapshot.load(snapshot.dump(game))[0]
    assert copy.classic
    same(game, copy)


def test_mines_come_from_the_bitmap_not_the_game_number():
    text = "*..*/..../*..*/...."  # a layout no seed produced
    game = board(text)
    game.reveal(1, 1)
    copy = snapshot.load(snapshot.dump(game))[0]
    same(game, copy)
    assert to_text(copy)[0] == "*" and copy.is_mine(3, 2)
    play_on(game, copy, 5, 40)


def test_extra_bytes_and_sizes():
    game = Game(9, 9, 10, seed=3)
    game.reveal(4, 4)
    assert len(snapshot.dump(game)) == snapshot.size_of(81) == 53
    data = snapshot.dump(game, b"\x10\x27level")
    assert len(data) == 53 + 7
    copy, extra = snapshot.load(data)
    assert extra == b"\x10\x27level"
    same(game, copy)
    assert snapshot.load(snapshot.dump(game))[1] == b""
    expert = Game(30, 16, 99, seed=3)
    expert.reveal(0, 0)
    assert len(snapshot.dump(expert)) == 201
    raises(ValueError, snapshot.dump, game, bytes(256))
    raises(ValueError, snapshot.dump, Game(2, 2, 1, seed=2**32))


def test_one_cell_and_odd_sizes():
    for w, h, m in ((1, 1, 0), (1, 2, 1), (3, 1, 1), (7, 3, 20), (5, 5, 0)):
        for steps in (0, 2, 9):
            game = random_game(w, h, m, w * 7 + h, steps)
            copy = snapshot.load(snapshot.dump(game))[0]
            same(game, copy)
            play_on(game, copy, steps, 10)


def test_every_damaged_byte_is_refused():
    game = random_game(6, 5, 6, 11, 10)
    data = snapshot.dump(game, b"xy")
    for i in range(len(data)):
        for flip in (0x01, 0x80, 0xFF):
            bad = bytearray(data)
            bad[i] ^= flip
            exc = raises(ValueError, snapshot.load, bytes(bad))
            assert "saved game" in str(exc), (i, str(exc))
    for n in range(len(data)):
        raises(ValueError, snapshot.load, data[:n])
    raises(ValueError, snapshot.load, data + b"\x00")


def test_foreign_data_is_refused_with_one_line():
    for bad in (b"", b"hello world, not a game", bytes(40), None, "MS", [1, 2]):
        exc = raises(ValueError, snapshot.load, bad)
        assert "\n" not in str(exc) and "saved game" in str(exc)


def resign(data):
    """data with its CRC made right again, as a forger would."""
    body = bytes(data[:-4])
    crc = crc32(body)
    return body + bytes([(crc >> (8 * k)) & 0xFF for k in range(4)])


def test_contradictions_with_a_good_checksum_are_refused():
    game = Game(4, 4, 3, seed=9)
    game.reveal(0, 0)
    data = bytearray(snapshot.dump(game))
    cases = []
    bad = bytearray(data)
    bad[2] = 3  # another version
    cases.append(("version", bad))
    bad = bytearray(data)
    bad[3] = (bad[3] & 3) | (WON << 2)  # claims a win
    cases.append(("state", bad))
    bad = bytearray(data)
    bad[3] |= 0x40  # unknown flag bits
    cases.append(("flags", bad))
    bad = bytearray(data)
    bad[8] = 4  # 4 mines in the header, 3 in the bitmap
    cases.append(("mines", bad))
    bad = bytearray(data)
    bad[4] = 5  # a 5x4 board is longer
    cases.append(("bytes", bad))
    bad = bytearray(data)
    bad[8] = 16  # 16 mines on 16 cells
    cases.append(("fit", bad))
    for word, bad in cases:
        exc = raises(ValueError, snapshot.load, resign(bad))
        assert word in str(exc), (word, str(exc))
    bad = bytearray(data)
    bad[14] = 16  # a first cell off the board
    cases.append(("first cell", bad))
    ready = bytearray(snapshot.dump(Game(4, 4, 3, seed=9)))
    ready[-5] = 1  # an opened cell before the mines are laid
    exc = raises(ValueError, snapshot.load, resign(ready))
    assert "before laying mines" in str(exc)


def test_the_cell_the_mines_were_laid_around_comes_back():
    game = Game(9, 9, 10, seed=3)
    game.reveal(4, 2)
    data = snapshot.dump(game)
    assert data[14:16] == bytes((22, 0))  # (2 * 9 + 4)
    assert snapshot.load(data)[0].first == 22
    laid = board("*..*/..../*..*/....")  # mines not laid around a cell
    assert laid.first == -1 and snapshot.load(snapshot.dump(laid))[0].first == -1


def test_a_snapshot_of_version_1_comes_back_its_first_cell_not_known():
    game = Game(9, 9, 10, seed=3)
    game.reveal(4, 2)
    game.flag(0, 0)
    new = snapshot.dump(game, b"xy")
    old = bytearray(new[:14]) + new[16:]  # no first cell in version 1
    old[2] = 1
    copy, extra = snapshot.load(resign(old))
    assert extra == b"xy" and copy.first == -2
    copy.first = game.first
    same(game, copy)
    play_on(game, copy, 3, 20)


def test_restart_after_restore_is_a_new_game():
    game = random_game(9, 9, 10, 5, 6)
    copy = snapshot.load(snapshot.dump(game))[0]
    copy.restart(77)
    fresh = Game(9, 9, 10, seed=77)
    same(copy, fresh)
    copy.reveal(3, 3)
    fresh.reveal(3, 3)
    same(copy, fresh)


def test_text_form_goes_through_the_same_loader():
    exc = raises(ValueError, from_text, "*2./11./...")
    assert "shows 2 but has 1 mines around it" in str(exc)
    game = board("*1?/11./..f")
    assert game.mines == 1 and game.mines_left == 0
    assert game.state == PLAYING
    assert board("*1/11").state == WON
    assert board("F1/11", classic=True).state == WON
    assert board("f1/1*", classic=True).state == PLAYING  # not yet judged
    assert board("X1./11x/...").state == LOST
