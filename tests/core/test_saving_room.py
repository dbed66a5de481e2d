# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Writes short of room, on stand-in hardware (both lanes): a board
compiling the snapshot's module from source (``minesweeper.store.snapshot``,
imported for each write and let go after) in a heap the no-guess supply's
solver cuts up. The solver goes and the write is made (a timed one, a
pause's); a timed write waits for a hint in the works; and with no room
at all, one line says so and the game goes on. (A file of their own: the
MicroPython lane compiles each test file whole in its capped heap.)"""

import builtins
import sys

# isort: off
# The solver (for the hint) first, compiled while the MicroPython lane's heap
# is still in one piece.
from minesweeper.solver import supply  # noqa: F401
# isort: on

from check import Nvm, saying
from standins import centre, make, ready, run, tap, wait

from minesweeper import saved as saved_module
from minesweeper.rules.game import PLAYING
from minesweeper.saved import IDLE_MS, SAVE_EVERY_MS
from minesweeper.store.records import SPAN
from minesweeper.store.snapshot import dump


def short_of_room(app, refused, always=False):
    """An import that refuses the snapshot's module (noted in ``refused``)
    while ``app``'s helper holds a solver (with ``always``, at any time): a
    board compiling it from source in a heap the solver has cut up (or
    with no room for it at all)."""
    real = builtins.__import__

    def refuse(name, *args):
        helper = app.helper
        held = helper.boards is not None or helper.solver is not None
        if name == "minesweeper.store.snapshot" and (held or always):
            refused.append(name)
            raise MemoryError("no room")
        return real(name, *args)

    return refuse


def opened(level, alone):
    """A no-guess game of ``level`` opened at its start cell, the supply's
    solver held, with ``alone`` a minute left alone after (nvm holds it):
    (nvm, app, screen, touch, now)."""
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = make(level, nvm, 4242, no_guess=True)
    now = ready(app, touch)
    now = tap(app, touch, centre(app, app.game.start), now)
    if alone:
        now = wait(app, IDLE_MS + 1500, now)
    assert app.game.state == PLAYING and app.helper.boards is not None
    return nvm, app, screen, touch, now


def test_a_write_with_no_room_for_its_module_lets_the_solver_go_and_writes():
    # A board compiling the snapshot's module from source, its heap cut up
    # with the no-guess supply's solver held, has no room for it: the
    # solver goes (made again in a later pass) and the write is made all
    # the same, a timed one as a pause's.
    write_short_of_room(False)
    write_short_of_room(True)


def write_short_of_room(pause):
    nvm, app, screen, touch, now = opened("beginner", False)
    real = builtins.__import__
    refused = []
    writes = nvm.writes
    builtins.__import__ = short_of_room(app, refused)
    try:
        if pause:
            app.pause(now)
            assert app.helper.boards is None
            now = tap(app, touch, centre(app, 0), now)  # resume
        else:
            now = wait(app, IDLE_MS + 1000, now)  # a timed write
    finally:
        builtins.__import__ = real
    assert refused and nvm.writes == writes + 1, pause
    assert "minesweeper.store.snapshot" not in sys.modules
    now = wait(app, 1000, now)  # play goes on, the solver made again
    assert app.mode is app.playing and app.helper.boards is not None
    back = make("beginner", nvm, 77, True)[0]  # after a power cut
    assert back.mode is back.paused and dump(back.game) == dump(app.game)


def test_a_timed_write_waits_for_the_hint_in_the_works():
    # The write comes due while a hint is being worked out, with no room
    # for its module beside the solver: the hint is shown all the same (the
    # write does not let the hint's solver go), and the write follows it.
    nvm, app, screen, touch, now = opened("expert", True)
    real = builtins.__import__
    writes = nvm.writes
    assert writes  # (a minute alone: nvm holds the game)
    refused = []
    builtins.__import__ = short_of_room(app, refused)
    try:
        app.hinted = True  # (not the first hint: it writes nothing itself)
        app.helper.hint(now)  # (H)
        assert app.helper.asking
        app.saved.play = SAVE_EVERY_MS  # the timed write is due
        for _ in range(200):
            assert nvm.writes == writes  # (not while the hint is worked out)
            now = run(app, touch, 20, None, now)
            if not app.helper.asking:
                break
        assert screen.note is not None and screen.note.startswith("Hint"), screen.note
        now = run(app, touch, 20, None, now)
    finally:
        builtins.__import__ = real
    # The write came after the hint: refused beside the solver, then made.
    assert refused and nvm.writes == writes + 1


def test_a_write_with_no_room_even_without_the_solver_says_so_and_waits():
    # No room for the snapshot's module at all: one line, the game goes on,
    # and the timed write is not tried again at every pass (each try lets
    # the solver go, and the next pass makes it again).
    nvm, app, screen, touch, now = opened("beginner", True)
    real = builtins.__import__
    tries = []
    writes = nvm.writes
    app.saved.play = SAVE_EVERY_MS  # the timed write is due
    builtins.__import__ = short_of_room(app, tries, True)
    try:
        now, said = saying((saved_module,), wait, app, 90000, now)
        assert app.mode is app.playing and app.game.state == PLAYING
        _, paused = saying((saved_module,), app.pause, now)  # (says so too)
        assert app.mode is app.paused
    finally:
        builtins.__import__ = real
    line = "save: no memory to write the game"
    assert said == [line] and paused == [line], (said, paused)
    assert len(tries) == 2 + 2  # the timed write's two tries, the pause's two
    assert nvm.writes == writes
