# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The chances in play: a hint's safest guess, and whether a loss was a
forced guess. Loaded only while asked (:class:`minesweeper.helper.Helper`
imports it for a hint on a random board with no safe cell, or at a loss),
and let go after with ``forget_under("minesweeper.odds")``; the work is
sliced like the solver's hint, a slice each loop pass.

- :class:`Safest` works out a hint: the covered cell least likely to be a
  mine in the game's view (``(index, note)`` for
  :meth:`minesweeper.helper.Helper.think`, which points at it and counts
  it as a hint).
- :class:`Verdict` works out, after a loss, the view before the fatal
  action (the game's changed cells of that action, put back to covered)
  and whether a cell was provably safe in it; it shows the line, points
  at such a cell, and counts a forced loss in the records.

The safest cell: the lowest chance of a mine (bounded chances of
:class:`minesweeper.odds.engine.Odds`, compared by cross-multiplying);
among equal chances, the one with the fewest covered neighbours (the
likeliest to open more: a corner first), then the first in board order
(the odds player's rule, :mod:`minesweeper.odds.guess`). Flags are not
read: the chances come from the numbers alone, as the solver's proofs do.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.odds.engine import Odds

_BUDGET = const(60)  # work units a slice (as the solver's hint: supply.BUDGET)
_COVERED = const(9)  # the solver's cell states (engine.py: the same)
_PROVEN_SAFE = const(10)
_HIDDEN = const(9)  # tile codes (minesweeper.rules.tiles)
_FLAG = const(11)
_WRONG_FLAG = const(12)


def safest(odds):
    """``(index, num, den)`` of the safest covered cell after a run of
    ``odds`` (chance 0: one the solver proved safe), by the rule above;
    None when no cell may be opened or no placement fits."""
    if not odds.consistent:
        return None
    sv = odds.solver
    st = sv.state
    unk = sv.unknown
    w = sv.width
    pw = sv.pw
    best = -1
    bn = 1
    bd = 1
    bu = 9
    for i in range(sv.size):
        p = (i // w + 2) * pw + i % w + 2
        s = st[p]
        if s != _COVERED and s != _PROVEN_SAFE:
            continue
        n, d = odds.chance(i)
        a = n * bd
        b = bn * d
        if best < 0 or a < b or a == b and unk[p] < bu:
            best = i
            bn = n
            bd = d
            bu = unk[p]
    return None if best < 0 else (best, bn, bd)


def _odds(game, view):
    """The engine, started on ``view`` of ``game``'s size, with a solver
    of its own (the helper let the supply's go to make room)."""
    from minesweeper.solver.solve import Solver

    odds = Odds(Solver(game.width, game.height), exact=False)
    odds.start(view, game.mines)
    return odds


def percent(num, den):
    """A chance as whole percent, rounded; 1 to 99 for a cell that may go
    either way (no "0%" for a cell that is not safe)."""
    pc = (num * 100 + den // 2) // den
    if num and pc < 1:
        return 1
    if num < den and pc > 99:
        return 99
    return pc


class Safest:
    """A hint on ``game``'s view (a random board with no provably safe
    cell), by a solver of its own: :meth:`work` in slices."""

    def __init__(self, game):
        self.odds = _odds(game, game.tiles)

    def work(self):
        """None while working; then ``(index, note)``: the cell to point
        at and the note (index -1: no cell to point at)."""
        if not self.odds.step(_BUDGET):
            return None
        found = safest(self.odds)
        del self.odds  # (its buffers go before the note is drawn; done)
        if found is None:
            return -1, "No cell is certain: a guess"
        index, num, den = found
        if not num:
            return index, "Hint: safe to open"
        pc = percent(num, den)
        print("No safe cell: safest guess, %d%% mine" % pc)  # (the console's)
        return index, "No safe cell: safest guess, %d%% mine" % pc


class Verdict:
    """Whether ``app``'s game, just lost, was lost to a forced guess: the
    view before the fatal action is the view now with ``changed`` (the
    cells that action changed, :meth:`minesweeper.rules.game.Game.act`'s
    result) covered again; :meth:`work` in slices."""

    def __init__(self, app, changed):
        game = app.game
        self.app = app
        view = bytearray(game.tiles)  # (a copy: the game's stays as shown)
        for i in changed:
            view[i] = _FLAG if view[i] == _WRONG_FLAG else _HIDDEN
        self.odds = _odds(game, view)

    def work(self, now):
        """False while working; then True, the line shown and said."""
        if not self.odds.step(_BUDGET):
            return False
        found = safest(self.odds)
        del self.odds  # (as Safest's)
        app = self.app
        game = app.game
        if found is not None and (not found[1] or game.guaranteed):
            text = "Avoidable: a safe cell was left"
            if not found[1]:
                app.playing.point_at(found[0])
        elif found is not None:
            pc = percent(found[1], found[2])
            text = "Forced guess: the safest cell was %d%% mine" % pc
            if app.records is not None:
                app.records.forced(app.level_key)
        else:
            return True  # (no covered cell: nothing to say)
        print("%s" % text)  # (one of the two lines above)
        shown = app.noted
        if shown:  # under the game's figures, for as long as they show
            app.noted = shown = shown + "\n" + text
            app.screen.show_note(shown)
        else:
            app.note(text, now)
        return True
