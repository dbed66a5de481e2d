# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The chances in play: a hint's safest guess, and whether a loss was a
forced guess. Loaded only while asked, and let go after: imported by the
helper when the hint's proofs find no safe cell on a random board
(:meth:`minesweeper.helper.Helper.think`), and by the game's end at a
loss (:meth:`minesweeper.playing.Playing.after`); each works in the
loop's passes as the helper's hint does (as ``helper.hints``, a slice a
pass) and goes with it.

- :class:`Guess` is the hint where the solver's proofs (the helper's
  :class:`minesweeper.solver.supply.Hints`) leave no safe cell on a
  random board (the helper starts it with their solver): the covered
  cell least likely to be a mine, as ``(index, note)`` for
  :meth:`minesweeper.helper.Helper.think`, which points at it and counts
  it as a hint.
- :class:`Verdict` works out, after a loss, the view before the fatal
  action (the game's changed cells of that action, put back to covered):
  whether a cell was provably safe in it, else the safest cell's chance;
  it shows the line, points at such a cell, and counts a forced loss in
  the records.

Never the solver and the engine at once: once the proofs are done, what
the engine reads of the solver's board is copied (:class:`Held`, 1.4 KB
on a Titano's Expert), the solver's code and buffers go (the
supply of no-guess boards rests, a board made in advance kept), and only
then the engine's come. Its modules leave ``sys.modules`` as soon as they
are loaded: they go with the object that holds them, however the work
ends (done, or dropped by a new game, the menu or a pause).

The safest cell: the lowest chance of a mine (bounded chances of
:class:`minesweeper.odds.engine.Odds`, compared by cross-multiplying);
among equal chances, the one with the fewest covered neighbours (the
likeliest to open more: a corner first), then the first in board order
(the odds player's rule, :mod:`minesweeper.odds.guess`). Flags are not
read: the chances come from the numbers alone, as the solver's proofs do.
Hardware-free.
"""

import gc
from array import array

from minesweeper.compat import const, forget_under

_BUDGET = const(60)  # work units a slice (as the solver's hint: supply.BUDGET)
_COVERED = const(9)  # the solver's cell states (engine.py: the same)
_PROVEN_SAFE = const(10)
_HIDDEN = const(9)  # tile codes (minesweeper.rules.tiles)
_FLAG = const(11)
_WRONG_FLAG = const(12)
_NO_ROOM = "No memory for the odds"


class Held:
    """What the engine reads of a solver (a
    :class:`minesweeper.solver.solve.Solver` whose proofs are done): its
    board's states and unknown counts, copied, so that the solver can go
    before the engine comes. The engine's ``solver`` and ``prover`` both;
    :meth:`ready` makes the rest once the solver is gone."""

    def __init__(self, sv):
        self.width = sv.width
        self.height = sv.height
        self.size = sv.size
        self.pw = sv.pw
        self.near = sv.near  # (a tuple of offsets)
        self.mines = sv.mines
        self.known_mines = sv.known_mines
        self.consistent = sv.consistent
        self.state = array("b", sv.state)
        self.unknown = bytearray(sv.unknown)
        self.solver = self.prover = self
        self.board = None

    def ready(self):
        """The marks and the components' lists (the solver's prover's, for
        :func:`minesweeper.solver.base.components`)."""
        size = self.size
        self.mark = bytearray(len(self.state))
        self.cells = array("H", bytes(2 * size))
        self.starts = array("H", bytes(2 * size + 2))
        self.board = (self.state, self.unknown, self.mark, self.near, self.pw)
        self.ncomp = self.ncells = self.interior = 0


def safest(sv, odds=None):
    """``(index, num, den)`` of the safest covered cell of ``sv``'s board
    (a solver's, or a :class:`Held`) by the rule above: with ``odds`` (a
    run of the engine on it) every covered cell by its chance, without
    them only the cells proven safe (chance 0); None when there is none."""
    st = sv.state
    unk = sv.unknown
    w = sv.width
    pw = sv.pw
    best = -1
    bn = bd = 1
    bu = 9
    for i in range(sv.size):
        p = (i // w + 2) * pw + i % w + 2
        s = st[p]
        if s == _PROVEN_SAFE:
            n = 0
            d = 1
        elif s == _COVERED and odds is not None:
            n, d = odds.chance(i)
        else:
            continue
        a = n * bd
        b = bn * d
        if best < 0 or a < b or a == b and unk[p] < bu:
            best = i
            bn = n
            bd = d
            bu = unk[p]
    return None if best < 0 else (best, bn, bd)


def percent(num, den):
    """A chance as whole percent, rounded; 1 to 99 for a cell that may go
    either way (no "0%" for a cell that is not safe)."""
    pc = (num * 100 + den // 2) // den
    if num and pc < 1:
        return 1
    if num < den and pc > 99:
        return 99
    return pc


class _Chances:
    """The engine's part of a :class:`Guess` or a :class:`Verdict`: started
    on a :class:`Held` board once the solver is gone (``odds``, None
    before and after)."""

    odds = None

    def _load(self, held):
        """The engine on ``held``, in slices; False where the heap has no
        room for it (the game goes on)."""
        try:
            from minesweeper.odds.engine import Odds

            held.ready()
            odds = Odds(held, False)
            odds.begin()
            self.odds = odds
        except MemoryError:
            self.odds = None
        # Out of sys.modules at once: the code goes with this object.
        forget_under("minesweeper.odds")
        forget_under("minesweeper.solver")
        return self.odds is not None

    def _chances(self, held):
        """None while the engine works; then the safest cell, as
        :func:`safest`'s (the engine let go first)."""
        odds = self.odds
        if odds is None or not odds.step(_BUDGET):
            return None
        found = safest(held, odds) if odds.consistent else None
        self.odds = odds = None
        gc.collect()  # (its buffers go before the note is drawn)
        return found


class Guess(_Chances):
    """The hint on a random board where the proofs of ``helper``'s hint
    (a :class:`minesweeper.helper.Helper`'s) found no safe cell: the
    safest guess, as the helper's ``hints`` (:meth:`work` in slices). Its
    board is held at once (``solver``, the proofs', before the supply's
    generator uses it again); the solver is let go by the first pass (the
    helper rests: the supply kept as its board), and the engine comes."""

    def __init__(self, helper, solver):
        self.helper = helper
        self.held = Held(solver)

    def work(self, now):
        """None while working; then ``(index, note)``, the safest guess
        for the helper to show, or ``()`` when no placement fits. Where
        the heap has no room for the engine, a note says so."""
        held = self.held
        if held.board is None:  # the first pass: the solver's room
            helper = self.helper
            helper.rest(False)
            if not self._load(held):
                helper.app.note(_NO_ROOM, now)
                return None
            helper.hints = self  # (the rest let go of it)
            helper.asking = True
            return None
        found = self._chances(held)
        if found is None:
            return None if self.odds is not None else ()
        index, num, den = found
        pc = percent(num, den)
        print("No safe cell: safest guess, %d%% mine" % pc)  # (the console's)
        return index, "No safe cell: safest guess, %d%% mine" % pc


class Verdict(_Chances):
    """Whether ``app``'s game, just lost, was lost to a forced guess: the
    view before the fatal action is the view now with ``changed`` (the
    cells that action changed, :meth:`minesweeper.rules.game.Game.act`'s
    result) covered again. Worked out in the loop's passes as the
    helper's hint (it takes the helper's ``hints``; the solver has rested
    at the end): :meth:`work` in slices."""

    def __init__(self, app, changed):
        game = app.game
        self.app = app
        view = bytearray(game.tiles)  # (a copy: the game's stays as shown)
        for i in changed:
            view[i] = _FLAG if view[i] == _WRONG_FLAG else _HIDDEN
        self.view = view
        self.solver = self.held = None
        helper = app.helper
        helper.hints = self
        helper.asking = True

    def work(self, now):
        """None, each pass; at the end the line is shown and said, and the
        helper's hint stopped."""
        held = self.held
        if held is not None:
            found = self._chances(held)
            if found is not None:
                self._say(found, now)
            elif self.odds is None:
                self._stop()  # (no placement fits: nothing to say)
            return None
        sv = self.solver
        game = self.app.game
        if sv is None:  # the first pass: the proofs' solver
            try:
                from minesweeper.solver.solve import Solver

                self.solver = sv = Solver(game.width, game.height)
            except MemoryError:  # (the end's figures stand)
                self._stop()
                return None
            sv.start(self.view, game.mines)
            self.view = bytearray(0)
            return None
        if not sv.step(_BUDGET):
            return None
        found = safest(sv)
        if not sv.consistent:  # (no placement fits: nothing to say)
            self._stop()
            return None
        if found is not None or game.guaranteed:  # (no-guess: always)
            self._say(found, now)
            return None
        self.held = held = Held(sv)
        self.solver = sv = None
        forget_under("minesweeper.solver")
        gc.collect()
        if not self._load(held):
            self._stop()  # (no room: the end's figures stand)
        return None

    def _stop(self):
        """The verdict done: the helper's hint stopped, the proofs' solver
        let go (its modules too: the supply rests until the next game)."""
        self.app.helper.stop()
        self.solver = None
        if forget_under("minesweeper.solver"):
            gc.collect()

    def _say(self, found, now):
        """The verdict's line, under the game's figures and on the
        console; the hint stopped."""
        self._stop()
        app = self.app
        if found is None or not found[1]:
            text = "Avoidable: a safe cell was left"
            print("Avoidable: a safe cell was left")
            if found is not None:
                app.playing.point_at(found[0])
        else:
            pc = percent(found[1], found[2])
            text = "Forced guess: the safest cell was %d%% mine" % pc
            print("Forced guess: the safest cell was %d%% mine" % pc)
            if app.records is not None:
                app.records.forced(app.level_key)
        shown = app.noted
        if shown:  # under the game's figures, for as long as they show
            app.noted = shown = shown + "\n" + text
            app.screen.show_note(shown)
        else:
            app.note(text, now)
