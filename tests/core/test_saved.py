# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""minesweeper.saved on stand-in hardware (both lanes): a board left alone
for a minute is written however recently nvm was, the first hint of a game
nvm holds is written at once (once a game), every write starts the 5
minutes of play again, and a slow player's hour stays within the flash
budget."""

# isort: off
# The solver (for the hint) first, compiled while the MicroPython lane's heap
# is still in one piece.
from minesweeper.solver import supply  # noqa: F401
# isort: on

from check import Nvm, saying
from standins import centre, make, run, tap

from minesweeper import saved as saved_module
from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING
from minesweeper.saved import IDLE_MS, SAVE_EVERY_MS
from minesweeper.store import records as records_module
from minesweeper.store import slots
from minesweeper.store.records import SPAN
from minesweeper.store.snapshot import dump

BUDGET = 30  # writes an hour of play may cost, at most


def safe(game, last=False):
    """A hidden cell that is not a mine: the first in board order (or the
    last)."""
    order = range(game.size - 1, -1, -1) if last else range(game.size)
    for i in order:
        x, y = i % game.width, i // game.width
        if game.tile_at(i) == tiles.HIDDEN:
            if not (game.placed and game.is_mine(x, y)):
                return i
    return -1


def idle(app, ms, now):
    """Leave the panel alone for ms, a loop pass every 250 ms."""
    app.touchscreen.touch_point = None
    end = now + ms
    while now < end:
        app.step(now)
        now += 250
    return now


def held(nvm, seed):
    """A Beginner game begun, paused (so nvm holds it) and played on."""
    app, screen, sounds, touch = make(nvm=nvm, seed=seed)
    now = tap(app, touch, centre(app, 40), 0)
    app.pause(now)
    return app, screen, touch, tap(app, touch, centre(app, 0), now)


def boot(nvm, level="beginner"):
    """The app at power-up after a cut: ((app, screen, ...), lines said)."""
    return saying((slots, records_module, saved_module), make, level, nvm, 77, True)


def test_a_minute_alone_is_written_however_recent_the_last_write():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = make("expert", nvm, 12)
    now = tap(app, touch, centre(app, 200), 0)
    now = idle(app, 80000, now)  # a minute's thought, then a pause
    app.pause(now)
    writes = nvm.writes
    now = tap(app, touch, centre(app, 0), now)  # play on
    for last in (False, True):  # two moves
        now = idle(app, 3000, now)
        now = tap(app, touch, centre(app, safe(app.game, last)), now)
    assert app.game.state == PLAYING and nvm.writes == writes
    now = idle(app, IDLE_MS + 16000, now)  # the player walks away; the power goes
    assert nvm.writes == writes + 1
    (back, screen2, _, _), said = boot(nvm, "expert")
    assert said == []
    assert back.mode is back.paused and dump(back.game) == dump(app.game)
    # The time as it was a minute after the last move, not before the moves.
    assert app.timer.ms(now) - 17000 <= back.timer.ms(now) <= app.timer.ms(now)
    # Alone a while longer: nothing new, nothing written.
    app.step(now)
    now = idle(app, 3 * IDLE_MS, now)
    assert nvm.writes == writes + 1


def test_the_first_hint_in_a_game_nvm_holds_is_written_at_once():
    nvm = Nvm(SPAN)
    app, screen, touch, now = held(nvm, 5)
    writes = nvm.writes
    for _ in range(2):
        app.helper.hint(now)
        while app.helper.asking:
            now = run(app, touch, 20, None, now)
        assert app.hinted and screen.note.startswith("Hint")
        assert nvm.writes == writes + 1  # the first at once; the second not
    # The power goes before any other write: the mark is kept.
    (back, *_), said = boot(nvm)
    assert back.mode is back.paused and back.hinted


def test_a_first_hint_in_a_game_nvm_does_not_hold_waits_for_its_write():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = make(nvm=nvm, seed=5)
    now = tap(app, touch, centre(app, 40), 0)
    app.helper.hint(now)
    while app.helper.asking:
        now = run(app, touch, 20, None, now)
    assert app.hinted and nvm.writes == 0  # a cut now loses the whole game
    app.pause(now)
    (back, *_), said = boot(nvm)
    assert back.hinted


def test_a_choice_saved_in_the_menu_starts_the_five_minutes_again():
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = make("expert", nvm, 9)
    now = idle(app, SAVE_EVERY_MS + 60000, 0)  # a board on show, not begun
    assert nvm.writes == 0  # nothing to write
    app.open_menu(now)
    app.choices.click = not app.choices.click
    app.menu.changed = True
    app.menu.leave()  # the choice: one write, in the pass
    app.step(now)
    assert nvm.writes == 1 and app.mode is app.playing
    for _ in range(45):  # four minutes of moves, one every 5 s
        now = tap(app, touch, centre(app, safe(app.game, True)), now)
        now = idle(app, 5000, now)
        assert app.game.state == PLAYING
    assert nvm.writes == 1
    while nvm.writes == 1:
        now = tap(app, touch, centre(app, safe(app.game, True)), now)
        now = idle(app, 5000, now)
    assert app.game.state == PLAYING


def test_an_hour_of_a_move_a_minute_stays_within_the_budget():
    # The slowest steady player: a minute and a bit between moves, so that
    # every move is followed by a minute alone.
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = make("expert", nvm, 31)
    now = written = 0
    while now < 3600000:
        if app.game.state != PLAYING and app.game.placed:
            now = tap(app, touch, centre(app, 0), now)  # a new game
        now = tap(app, touch, centre(app, safe(app.game, now % 2 == 0)), now)
        before = nvm.writes
        now = idle(app, IDLE_MS + 4000, now)
        written += nvm.writes > before
    assert nvm.writes <= BUDGET
    assert written >= 20  # most minutes alone were written
