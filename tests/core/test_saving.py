# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""When the app writes to nvm, and what comes back after a power cut, on
stand-in hardware (both lanes): a pause keeps the time, a hint marks the
game, timed writes count play only, a finished game never comes back, and
an hour of continuous play costs few writes (each one an erase of the
SAMD51's nvm block)."""

import builtins
import random
import sys

# isort: off
# The solver (for the hint) first, compiled while the MicroPython lane's heap
# is still in one piece.
from minesweeper.solver import supply  # noqa: F401
# isort: on

from check import Nvm, saying
from standins import centre, make, run, tap, wait

from minesweeper import saved as saved_module
from minesweeper.layout import preset_keys
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, WON
from minesweeper.saved import IDLE_MS, SAVE_EVERY_MS
from minesweeper.store import records as records_module
from minesweeper.store import slots
from minesweeper.store.records import SPAN, Records
from minesweeper.store.snapshot import dump

BEGINNER = preset_keys(320, 240)[0]  # the records' key, 9x6/7

RULE = 30  # writes an hour of continuous play may cost, at most


class Forget:
    """A log that keeps nothing: the stand-ins log every tile write and
    sound, and an Expert board's logs want blocks a small heap has not got."""

    def append(self, item):
        pass


def start(level="beginner", nvm=None, seed=77, boot=False):
    """An app on stand-ins that keep no logs; (app, screen, sounds, touch)."""
    app, screen, sounds, touch = make(level, nvm, seed, boot)
    screen.grid.writes = Forget()
    sounds.played = Forget()
    return app, screen, sounds, touch


def same(a, b):
    """True when two games are the same board in the same state (compared
    as snapshots: a text form of an Expert board wants a block too large)."""
    return dump(a) == dump(b)


def cells(game, mine):
    """The hidden cells that are (or are not) mines, in board order (before
    the first reveal, every hidden cell is safe)."""
    out = []
    for i in range(game.size):
        x, y = i % game.width, i // game.width
        if game.tile_at(i) == tiles.HIDDEN:
            if (game.is_mine(x, y) if game.placed else False) == mine:
                out.append(i)
    return out


def pick(game, mine, k):
    """The k-th (modulo their number) hidden cell that is (or is not) a
    mine, without building a list (an hour is long for a small heap)."""
    n = 0
    for _ in range(2):
        seen = 0
        for i in range(game.size):
            x, y = i % game.width, i // game.width
            if game.tile_at(i) == tiles.HIDDEN:
                if (game.is_mine(x, y) if game.placed else False) == mine:
                    if n and seen == k % n:
                        return i
                    seen += 1
        n = seen
    return -1


def hold(app, touch, point, now):
    now = run(app, touch, 700, point, now)
    return run(app, touch, 60, None, now)


def power_up(nvm, level="beginner"):
    """The app after a power cut: what the records said, and the app."""
    modules = (slots, records_module, saved_module)
    return saying(modules, start, level, nvm, 77, True)


def test_a_pause_keeps_the_time_and_power_up_shows_the_counter_and_timer():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start("expert", nvm=nvm, seed=4242)
    now = tap(app, touch, centre(app, 40), 0)
    game = app.game
    for i in cells(game, True)[:10]:
        now = hold(app, touch, centre(app, i), now)
    assert game.mines_left == game.mines - 10
    now = wait(app, 33000, now)
    app.pause(now)
    first = screen.timer
    assert first >= 40
    writes = nvm.writes
    now = tap(app, touch, centre(app, 0), now)  # resume
    now = wait(app, 11000, now)  # think, without a move
    app.pause(now)
    assert screen.timer == first + 11
    assert nvm.writes == writes + 1  # the time differs from nvm's: written
    # The snapshot's module is loaded for a write and let go after.
    assert "minesweeper.store.snapshot" not in sys.modules
    # The power goes; at power-up the game is paused as it was.
    (back, screen2, _, touch2), said = power_up(nvm, "expert")
    assert said == []
    assert "minesweeper.store.snapshot" not in sys.modules  # (nor kept after)
    assert back.mode is back.paused and same(back.game, game)
    assert screen2.timer == first + 11
    assert screen2.counter == game.mines - 10  # mines less flags, while paused
    now = tap(back, touch2, centre(back, 0), 0)
    assert back.mode is back.playing and screen2.counter == game.mines - 10
    # A pause with nothing new (no new second either) writes nothing.
    writes = nvm.writes
    back.pause(now)
    now = tap(back, touch2, centre(back, 0), now)
    back.pause(now)
    assert nvm.writes == writes


def test_a_hint_marks_the_game_so_a_win_after_a_power_cut_is_no_best():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start(nvm=nvm, seed=5)
    now = tap(app, touch, centre(app, 40), 0)
    app.pause(now)
    now = tap(app, touch, centre(app, 0), now)
    writes = nvm.writes
    app.helper.hint(now)
    while app.helper.asking:
        now = run(app, touch, 20, None, now)
    assert app.hinted and screen.note.startswith("Hint")
    app.pause(now)
    assert nvm.writes == writes + 1  # the hint changed the game: written
    (back, screen2, _, touch2), said = power_up(nvm)
    assert back.hinted
    now = tap(back, touch2, centre(back, 0), 0)
    for i in cells(back.game, False):
        if back.game.state != PLAYING:
            break
        if back.game.tile_at(i) == tiles.HIDDEN:
            now = tap(back, touch2, centre(back, i), now)
    assert back.game.state == WON
    assert Records(nvm).figures(BEGINNER)["won"] == 1
    assert Records(nvm).figures(BEGINNER)["best"] is None


def test_timed_writes_count_play_not_pauses_or_the_menu():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start("expert", nvm=nvm, seed=9)
    now = tap(app, touch, centre(app, 200), 0)
    now = wait(app, 10000, now)
    app.pause(now)
    writes = nvm.writes
    now = wait(app, 10 * 60000, now)  # ten minutes paused
    app.open_menu(now)
    now = wait(app, 10 * 60000, now)  # and ten in the menu
    app.menu.leave()
    app.step(now)
    assert app.mode is app.playing
    now = tap(app, touch, centre(app, cells(app.game, False)[0]), now)
    now = run(app, touch, 160, None, now)
    assert nvm.writes == writes  # moments of play since the last write
    # Moves go on; the write comes after SAVE_EVERY_MS of play.
    since = now
    while nvm.writes == writes:
        now = tap(app, touch, centre(app, cells(app.game, False)[-1]), now)
        now = wait(app, 5000, now)
        assert app.game.state == PLAYING
    assert SAVE_EVERY_MS - 6000 <= now - since <= SAVE_EVERY_MS + 6000


def test_a_board_left_alone_is_written():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start("expert", nvm=nvm, seed=12)
    now = tap(app, touch, centre(app, 200), 0)
    for _ in range(30):  # three minutes of moves
        now = wait(app, 6000, now)
        now = tap(app, touch, centre(app, cells(app.game, False)[-1]), now)
    assert nvm.writes == 0 and app.game.state == PLAYING
    now = wait(app, IDLE_MS + 500, now)  # the player walks away
    assert nvm.writes == 1
    (back, *_), said = power_up(nvm, "expert")
    assert back.mode is back.paused and same(back.game, app.game)


def test_a_new_best_is_written_at_once_other_counts_ride_on_a_later_write():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start(nvm=nvm, seed=3)
    now = tap(app, touch, centre(app, 40), 0)
    for i in cells(app.game, False):
        if app.game.state != PLAYING and app.game.placed:
            break
        if app.game.tile_at(i) == tiles.HIDDEN:
            now = tap(app, touch, centre(app, i), now)
    assert app.game.state == WON
    assert nvm.writes == 1 and Records(nvm).figures(BEGINNER)["best"] is not None
    now = wait(app, 2000, now)
    now = tap(app, touch, centre(app, 0), now)  # a new game
    now = tap(app, touch, centre(app, cells(app.game, False)[0]), now)
    now = tap(app, touch, centre(app, cells(app.game, True)[0]), now)
    assert app.game.state == LOST
    assert nvm.writes == 1 and Records(nvm).figures(BEGINNER)["played"] == 1
    app.open_menu(now)  # the menu writes what nvm lacks
    assert nvm.writes == 2 and Records(nvm).figures(BEGINNER)["played"] == 2


def test_a_finished_game_never_comes_back_even_at_the_count_cap():
    nvm = Nvm(SPAN)
    records = Records(nvm)
    for _ in range(65535):
        records.finish(BEGINNER, False, 1000, 0)  # counts stop at 65535
    records.store()
    app, screen, sounds, touch = start(nvm=nvm, seed=21)
    now = tap(app, touch, centre(app, cells(app.game, False)[0]), 0)
    app.pause(now)  # nvm holds the game now
    now = tap(app, touch, centre(app, 0), now)
    now = tap(app, touch, centre(app, cells(app.game, True)[0]), now)
    assert app.game.state == LOST
    (back, *_), said = power_up(nvm)
    assert back.mode is back.menu  # the ended game is not brought back
    assert Records(nvm).figures(BEGINNER)["played"] == 65535


def test_a_game_given_up_for_a_new_one_is_written_away_at_once():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start(nvm=nvm, seed=30)
    now = tap(app, touch, centre(app, cells(app.game, False)[0]), 0)
    app.pause(now)
    assert Records(nvm).load_game() is not None
    app.new_game(now)  # N, or the menu's Start
    assert Records(nvm).load_game() is None
    (back, *_), said = power_up(nvm)
    assert back.mode is back.menu


def boot_on(nvm, screen):
    """The app after a power cut on a screen of ``screen`` (width, height),
    at Beginner: (app, its touch, every console line meanwhile)."""
    args = ("beginner", nvm, 77, True, False, screen)
    (app, _, _, touch), said = saying((builtins,), make, *args)
    app.screen.grid.writes = Forget()
    return app, touch, said


def pause_a_game(app, touch, seed, now):
    """A new game on ``app``, a safe cell opened and paused: its snapshot."""
    app.new_game(now, seed)
    now = tap(app, touch, centre(app, cells(app.game, False)[0]), now)
    app.pause(now)
    return dump(app.game), now


def test_the_two_screens_sharing_nvm_keep_each_its_own_game():
    # The desktop's PyPortal and Titano share one nvm file: a game paused
    # on one is no damage to the other, and none of the other's writes (its
    # records, its own game) takes it away.
    nvm = Nvm(SPAN)
    small, touch, _ = boot_on(nvm, (320, 240))
    kept_small, now = pause_a_game(small, touch, 30, 0)
    big, touch, said = boot_on(nvm, (480, 320))
    assert said == [] and big.mode is big.menu  # nothing of its own to resume
    big.new_game(0, 5)  # a game lost on the Titano: its records written
    now = tap(big, touch, centre(big, cells(big.game, False)[0]), 0)
    now = tap(big, touch, centre(big, cells(big.game, True)[0]), now)
    assert big.game.state == LOST
    writes = nvm.writes
    big.open_menu(now)
    assert nvm.writes == writes + 1
    kept_big, now = pause_a_game(big, touch, 6, now)  # and one left paused
    for screen, kept in (((320, 240), kept_small), ((480, 320), kept_big)):
        back, _, said = boot_on(nvm, screen)
        assert said == [] and back.mode is back.paused, (screen, said)
        assert dump(back.game) == kept, screen
    # A game given up for a new one goes; the other screen's stays.
    back.resume(now)
    back.new_game(now, 7)
    big, _, _ = boot_on(nvm, (480, 320))
    assert big.mode is big.menu
    again, _, _ = boot_on(nvm, (320, 240))
    assert again.mode is again.paused and dump(again.game) == kept_small
    assert Records(nvm).figures(big.level_key)["played"] == 1


def test_another_version_in_nvm_is_one_line_at_power_up():
    nvm = Nvm(SPAN)
    for at, mark in ((0, b"MR"), (224, b"MR"), (448, b"MG"), (736, b"MG")):
        old = mark + bytes([1, 3, 0, 4, 0]) + b"data" + b"\x12\x34\x56\x78"
        nvm.data[at : at + len(old)] = old
    (back, *_), said = power_up(nvm)
    assert said == ["records: nvm holds records of version 1; starting afresh"]
    assert back.mode is back.menu


def test_a_damaged_newest_copy_brings_back_the_one_before_with_its_game():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = start(nvm=nvm, seed=4)
    now = tap(app, touch, centre(app, cells(app.game, False)[0]), 0)
    app.pause(now)
    first = dump(app.game)
    now = tap(app, touch, centre(app, 0), now)
    now = tap(app, touch, centre(app, cells(app.game, False)[-1]), now)
    app.pause(now)
    assert nvm.writes == 2 and dump(app.game) != first
    nvm.data[nvm.spans[-1][0] + 30] ^= 0x08
    (back, *_), said = power_up(nvm)
    assert said == ["records: a copy in nvm is unreadable; using the other"]
    assert back.mode is back.paused and dump(back.game) == first


# -- an hour of continuous play --------------------------------------------


def hour(level, think, seed, nvm=None):
    """Writes to nvm in an hour of play without a pause or the menu: a move
    every ``think`` ms (a (least, most) range), now and then on a mine, and a
    new game two seconds after each end. Returns (writes, games, wins)."""
    random.seed(seed)  # the game numbers of the new games
    nvm = Nvm(SPAN) if nvm is None else nvm
    app, screen, sounds, touch = start(level, nvm=nvm, seed=seed)
    state = seed
    now = games = wins = 0
    moves = 0
    while now < 3600000:
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        game = app.game
        if game.state == WON or game.state == LOST:
            games += 1
            wins += game.state == WON
            now = wait(app, 2000, now)
            now = tap(app, touch, centre(app, 0), now)
            moves = 0
            continue
        least, most = think
        now = wait(app, least + state % (most - least), now)
        mine = game.placed and moves > 3 and state % (game.size // 2) == 0
        now = tap(app, touch, centre(app, pick(game, mine, state >> 8)), now)
        moves += 1
    return nvm.writes, games, wins


PLAYERS = (  # level, a move every (least, most) ms
    ("beginner", (300, 1500)),
    ("beginner", (1000, 5000)),
    ("expert", (300, 1500)),
    ("expert", (800, 4000)),
)


def test_an_hour_of_continuous_play_writes_little():
    # docs/formats.md's figures ("What the flash costs"): python3 -c
    # "import test_saving as t; t.table()" in tests/core (the same hours on
    # 594c76c wrote 143 to 234 times).
    for level, think in (PLAYERS[0], PLAYERS[3]):
        writes, games, wins = hour(level, think, 7)
        assert games >= 10 and wins >= 1, (level, games, wins)
        assert writes <= RULE, (level, writes)


def table():
    """Writes an hour for each player, two hours each."""
    for level, think in PLAYERS:
        for seed in (7, 8):
            print(
                "%-8s a move every %s ms: %d writes, %d games, %d won"
                % ((level, think) + hour(level, think, seed))
            )


def test_each_screen_s_largest_board_stays_beside_the_other_s():
    # The saved games' room holds the largest board a Titano shows, a custom
    # one with the longest level key, beside a PyPortal's Expert game.
    nvm = Nvm(SPAN)
    kept = {}
    sizes = []  # of the saved games in nvm after each pause
    now = 0
    for screen, board in (
        ((480, 320), (30, 18, 500, False, 6, 0)),
        ((320, 240), (20, 13, 54, False, 7, 0)),
    ):
        app, touch, said = boot_on(nvm, screen)
        assert said == [], (screen, said)
        assert app.play_code(board, now)
        now = tap(app, touch, centre(app, board[5]), now)
        assert app.game.state == PLAYING
        app.pause(now)
        kept[screen] = dump(app.game)
        sizes.append(len(Records(nvm).load_game()))
    # (the Titano's, with its app bytes, fills the room beside this screen's)
    assert sizes[0] == records_module.GAMES_ROOM - records_module.GAME_ROOM
    for screen in ((480, 320), (320, 240), (480, 320)):
        back, _, said = boot_on(nvm, screen)
        assert said == [] and back.mode is back.paused, (screen, said)
        assert dump(back.game) == kept[screen], screen
