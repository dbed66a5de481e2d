# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The chances in play: the engine's run for the hint's safest guess
(:mod:`minesweeper.odds.hint`) and for a loss's verdict
(:mod:`minesweeper.odds.verdict`), :class:`Chances`, and the rule that
picks the safest cell, :func:`safest`. Loaded only while asked, and let
go after.

Never the solver and the engine at once: once the proofs are done, what
the engine reads of the solver's board is copied
(:class:`minesweeper.odds.hint.Held`, 1.4 KB on a Titano's Expert), the
solver's code and buffers go (for the hint, the supply of no-guess boards
rests, a board made in advance kept), and only then the engine's come.
Its modules leave ``sys.modules`` as soon as they are loaded: they go
with the object that holds them, however the work ends (done, or dropped
by a new game, the menu or a pause).

The safest cell: the lowest chance of a mine (bounded chances of
:class:`minesweeper.odds.engine.Odds`, compared by cross-multiplying);
among equal chances, the one with the fewest covered neighbours (the
likeliest to open more: a corner first), then the first in board order
(the odds player's rule, :mod:`minesweeper.odds.guess`). Flags are not
read: the chances come from the numbers alone, as the solver's proofs do.
Hardware-free.
"""

import gc

from minesweeper.compat import const, forget_under

_BUDGET = const(60)  # work units a slice (as the solver's hint: supply.BUDGET)
_COVERED = const(9)  # the solver's cell states (engine.py: the same)
_PROVEN_SAFE = const(10)


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


class Chances:
    """A run of the engine on ``held`` (a
    :class:`minesweeper.odds.hint.Held`, its solver gone), in slices:
    :meth:`work`; MemoryError where the heap has no room for it."""

    def __init__(self, held):
        from minesweeper.odds.engine import Odds

        held.ready()
        self.held = held
        self.found = None
        self.odds = None  # (None once done: its type for the checker)
        odds = Odds(held, False)
        odds.begin()
        self.odds = odds

    def work(self):
        """False while the engine works; then True: ``found``, the safest
        cell as :func:`safest` gives it (None: no placement fits), the
        engine let go."""
        odds = self.odds
        if odds is None:
            return True
        if not odds.step(_BUDGET):
            return False
        self.found = safest(self.held, odds) if odds.consistent else None
        self.odds = None
        odds = None
        gc.collect()  # (its buffers go before the note is drawn)
        return True

    def guess(self):
        """The hint's answer, once done: ``(index, note)``, the note on the
        console too, or ``()`` when no placement fits."""
        found = self.found
        if found is None:
            return ()
        pc = percent(found[1], found[2])
        # (written twice: the README's table is checked against each print's
        # literal format, tests/test_readme.py)
        print("No safe cell: safest guess, %d%% mine" % pc)  # (the console's)
        return found[0], "No safe cell: safest guess, %d%% mine" % pc


def chances(held):
    """A run of the engine on ``held`` (:class:`minesweeper.odds.board.Chances`),
    or None where the heap has no room for it. The odds' and the solver's
    modules leave ``sys.modules`` at once: they go with the run."""
    try:
        run = Chances(held)
    except MemoryError:
        run = None
    forget_under("minesweeper.odds")
    forget_under("minesweeper.solver")
    return run
