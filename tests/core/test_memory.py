# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the app lets go of, on stand-in hardware (both lanes, and compiled
in tests/test_micropython.py): the old screen before a new board size's is
built, the solver's modules when no level needs them, and the generator
while the menu shows. (The solver's modules are not imported here: the
test would keep them.)"""

import builtins
import gc
import sys

from standins import Screen, centre, make, ready, run, tap

from minesweeper.rules.game import LOST, PLAYING, READY

SOLVER = "minesweeper.solver"


def solver_loaded():
    return [name for name in sys.modules if name.startswith(SOLVER)]


def heap():
    """Live heap after a collection (MicroPython), or None (CPython)."""
    gc.collect()
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else None


class Screens:
    """A make_screen that checks every screen before was released first."""

    def __init__(self):
        self.made = []
        self.released = []

    def __call__(self, lay):
        assert self.released == self.made, "the old screen is still held"
        screen = Screen(lay)
        screen.release = lambda: self.released.append(screen)
        self.made.append(screen)
        return screen


def test_the_old_screen_goes_before_a_new_board_size_is_built():
    screens = Screens()
    app, screen, sounds, touch = make(no_guess=True, screens=screens)
    app.choices.level = "expert"
    app.new_game(0, 3)
    assert screens.made[-1] is app.screen and app.screen.layout.cols == 20
    assert screens.released == [screen]
    app.new_game(0, 4)  # the same size: the same screen
    assert len(screens.made) == 2
    app.choices.level = "beginner"
    app.new_game(0, 5)
    assert len(screens.made) == 3 and app.game.width == 9


def test_the_solver_modules_go_when_no_level_needs_them():
    """Compiled (tests/test_micropython.py runs this file so) and from
    source, the solver's modules go with the hint's solver."""
    app, screen, sounds, touch = make()  # no-guess off
    before = heap()
    now = run(app, touch, 20, None, 0)
    app.game.reveal_at(app.game.size // 2)
    app.helper.hint(now)  # a hint loads the solver, for this game
    while app.helper.asking:
        now = run(app, touch, 20, None, now)
    assert solver_loaded() and app.helper.solver is not None
    during = heap()
    app.new_game(now)
    assert not solver_loaded() and app.helper.solver is None
    after = heap()
    if before is not None:  # MicroPython: most of it comes back
        assert during - after > 15000 and after - before < 3000, (before, during, after)
    # A level with no-guess boards keeps them from game to game.
    app.choices.no_guess = 0b11111
    app.new_game(now)
    assert app.helper.waiting  # the board is made from the next pass on
    now = run(app, touch, 20, None, now)
    assert solver_loaded()
    app.new_game(now)
    assert solver_loaded()


def test_the_menu_lets_the_generator_go_and_keeps_its_finished_board():
    app, screen, sounds, touch = make(no_guess=True)
    now = ready(app, touch)
    boards = app.helper.boards  # (made from the first pass)
    while boards.board is None:  # the next board, in the background
        now = run(app, touch, 20, None, now)
    assert boards.gen is not None  # it idles, its solver free for hints
    made = boards.board
    made = [boards.start] + [i for i in range(len(made)) if made[i]]
    app.open_menu(now)
    # The menu and the solver are never in RAM together: only the board
    # made, a byte a cell, is kept.
    assert not solver_loaded() and app.helper.boards is None
    assert boards.gen is None
    now = run(app, touch, 200, None, now)
    assert not solver_loaded()
    app.menu.leave(True)  # a new game: the board made before, at once
    app.step(now)
    assert not app.helper.waiting and app.game.start >= 0
    assert solver_loaded()
    assert board(app.game) == made


def test_the_menu_lets_a_working_generator_go_and_the_board_comes_back():
    app, screen, sounds, touch = make("expert", no_guess=True)
    app.new_game(0, 4242)
    now = run(app, touch, 20, None, 0)  # one pass of several
    boards = app.helper.boards
    assert app.helper.waiting and boards.gen is not None
    app.open_menu(now)
    assert boards.gen is None and app.mode is app.menu
    now = run(app, touch, 200, None, now)
    assert app.helper.boards is None  # no board is made under the menu
    app.menu.leave()  # the same board, made again from its start
    app.step(now)
    assert app.game.state == READY and app.game.seed == 4242
    while app.helper.waiting:
        now = run(app, touch, 20, None, now)
    first = board(app.game)
    app.new_game(now, 4242)
    while app.helper.waiting:
        now = run(app, touch, 20, None, now)
    assert board(app.game) == first


def test_a_game_s_end_and_a_pause_short_of_memory_let_the_solver_go():
    """The end's records, figures and replay have the solver's room (16 KB
    on a board: the supply rests; the loss's verdict loads one after), and
    so has a pause's save that found no memory: its code goes, the board
    made in advance stays, and play brings it back (the pause's end at
    once, a game's end at the next game). A pause with room
    for its save keeps the solver (no compiling it again at the resume)."""
    app, screen, sounds, touch = make(no_guess=True)
    now = ready(app, touch)
    now = tap(app, touch, centre(app, app.game.start), now)
    assert app.game.state == PLAYING and solver_loaded()
    while app.helper.boards.board is None:  # the next board, in advance
        now = run(app, touch, 20, None, now)
    boards = app.helper.boards
    made = [boards.start] + [i for i in range(app.game.size) if boards.board[i]]
    app.pause(now)
    assert app.mode is app.paused and solver_loaded()
    app.resume(now)
    now = run(app, touch, 1200, None, now)  # a second more: the pause writes
    refused = []
    real = builtins.__import__

    def short(name, *args):  # no room for the save's code beside the solver
        if name == "minesweeper.store.snapshot" and solver_loaded():
            refused.append(name)
            raise MemoryError("memory allocation failed")
        return real(name, *args)

    builtins.__import__ = short
    try:
        app.pause(now)
    finally:
        builtins.__import__ = real
    assert refused and app.records.load_game() is not None
    assert app.mode is app.paused and not solver_loaded()
    now = run(app, touch, 200, None, now)
    assert not solver_loaded()  # not woken while paused
    app.resume(now)
    now = run(app, touch, 20, None, now)
    assert solver_loaded() and app.helper.boards.board is not None
    w = app.game.width
    mine = next(i for i in range(app.game.size) if app.game.is_mine(i % w, i // w))
    now = tap(app, touch, centre(app, mine), now)
    assert app.game.state == LOST and app.helper.boards is None  # (rested)
    now = run(app, touch, 200, None, now)
    assert not solver_loaded()  # not woken over the lost board (the loss's
    # verdict, minesweeper.odds.verdict, had a solver of its own, and let it go)
    app.new_game(now)  # the board made before, at once
    assert not app.helper.waiting and board(app.game) == made
    assert solver_loaded()


def board(game):
    """A laid board's start cell and mines."""
    w = game.width
    return [game.start] + [i for i in range(game.size) if game.is_mine(i % w, i // w)]


def test_power_up_with_a_game_number_loads_no_solver_code():
    # MINESWEEPER_GAME at power-up, no-guess on: the game's board is made
    # from the first pass outside the menu, which opens first; the solver's
    # code is not loaded (and let go again) on the way.
    import minesweeper.helper as helper

    woken = []
    real = helper.Helper.load_supply

    def wake(self):
        woken.append(1)
        return real(self)

    helper.Helper.load_supply = wake
    try:
        app, screen, sounds, touch = make("expert", no_guess=True)
        app.settings.game = 12345
        app.start(0)
        assert app.mode is app.menu and not woken and not solver_loaded()
        app.menu.leave()  # Play: that game's no-guess board is made
        app.step(0)
        assert app.game.seed == 12345 and app.helper.waiting
        run(app, touch, 20, None, 0)
        assert solver_loaded() and woken
    finally:
        helper.Helper.load_supply = real
