# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A replay keeps the board its game was played on (CPython, through the
app): the mines as laid and the marked start, so that the player lays
that board without the solver's code (no module of ``minesweeper.solver``
is loaded while a replay plays, nor after), a no-guess game, one opened
off its marked cell and a random one each end as recorded, at their
time, and an entry whose mines field was damaged is dropped in one line."""

import io
import random
import sys
from contextlib import redirect_stdout

sys.path.insert(0, "tests/core")
sys.path.insert(0, "tests")

from standins import make, ready, run  # noqa: E402
from test_app_replays import NVM, board, watch, win  # noqa: E402

from minesweeper.controls import scheme  # noqa: E402
from minesweeper.replay import entry as replays  # noqa: E402
from minesweeper.replay import log  # noqa: E402
from minesweeper.rules.game import PLAYING, WON  # noqa: E402
from minesweeper.rules.tiles import HIDDEN, MINE  # noqa: E402


def solver_modules():
    return sorted(n for n in sys.modules if n.startswith("minesweeper.solver"))


def kept(app):
    """The :class:`log.Replay` of the app's level's best game."""
    return log.load(app.records, app.level_key)


def no_guess_game(seed):
    """An app whose game in play is the no-guess board of ``seed``, laid."""
    app, screen, sounds, touch = make(nvm=bytearray(NVM), no_guess=True)
    app.new_game(0, seed)
    now = ready(app, touch, run(app, touch, 20, None, 0))
    assert app.game.start >= 0
    return app, touch, now


def test_a_no_guess_game_replays_its_board_with_its_start_marked():
    app, touch, now = no_guess_game(4242)
    start = app.game.start
    now = win(app, now, random.Random(6), chords=True, flags=True)
    assert app.game.state == WON and app.game.guaranteed
    final = board(app.game)
    ms, _ = app.records.figures(app.level_key)["best"]
    replay = kept(app)
    assert replay.start == start and replay.no_guess and replay.seed == 4242
    assert list(replay.laid()) == [
        i for i in range(app.game.size) if final[1][i] == MINE
    ]
    (seen, timer, state), now = watch(app, touch, now)
    assert seen == final and timer == ms // 1000 and state == WON


def test_a_no_guess_game_opened_off_its_mark_replays_the_board_laid_again():
    app, touch, now = no_guess_game(4243)
    game = app.game
    other = next(
        i for i in range(game.size) if i != game.start and game.tiles[i] == HIDDEN
    )
    app.playing.press(scheme.OPEN, other, now)  # the board is laid again
    rng = random.Random(7)
    while game.state == PLAYING:  # then only safe cells
        now += rng.randrange(50, 900)
        safe = [
            i
            for i in range(game.size)
            if game.tiles[i] == HIDDEN and game.solution[i] != MINE
        ]
        app.playing.press(scheme.OPEN, rng.choice(safe), now)
    assert game.state == WON and not game.guaranteed
    final = board(game)
    ms, _ = app.records.figures(app.level_key)["best"]
    replay = kept(app)
    # Named as it was played (its code's board): a random board, no start.
    assert replay.start == -1 and not replay.no_guess
    (seen, timer, state), now = watch(app, touch, now + 20)
    assert seen == final and timer == ms // 1000 and state == WON


def test_a_random_game_replays_its_board_and_time():
    for seed in (3, 30):
        app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=seed)
        now = win(app, 100, random.Random(seed), flags=True)
        assert app.game.state == WON
        final = board(app.game)
        ms, _ = app.records.figures(app.level_key)["best"]
        replay = kept(app)
        assert replay.start == -1 and not replay.no_guess
        (seen, timer, state), now = watch(app, touch, now)
        assert seen == final and timer == ms // 1000 and state == WON


def test_watching_a_no_guess_replay_loads_no_solver_module():
    app, touch, now = no_guess_game(4244)
    now = win(app, now, random.Random(8))
    assert app.game.state == WON
    app.open_menu(now)
    app.menu.go("records", now)
    now = run(app, touch, 40, None, now)
    assert solver_modules() == []  # the menu lets the helper's solver go
    ident = [c.name for c in app.menu.page.controls].index("Watch")
    app.menu.press(ident, 0, now)
    player = None
    while player is None or app.mode is player:
        now = run(app, touch, 20, None, now)
        if app.mode.__class__.__name__ == "Watching":
            player = app.mode
        assert solver_modules() == [], (player is not None, player and player.next)
    assert player.ended is not None and player.game.state == WON
    assert app.menu.page.name == "records" and solver_modules() == []


def test_a_damaged_mines_field_is_dropped_in_one_line():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=31)
    win(app, 100, random.Random(31))
    (found,) = replays.scan(app.records)
    at, key = found.at, found.key
    nvm = app.records.region()[0]
    field = at + replays.HEAD + len(key)  # the mines field's first byte
    nvm[field] ^= 0x10  # a mine more or less: the CRC no longer matches
    assert replays.scan(app.records) == [] and replays.levels(app.records) == []
    out = io.StringIO()
    with redirect_stdout(out):
        assert log.load(app.records, key) is None
    assert out.getvalue().splitlines() == ["replay: none kept for %s" % key]
