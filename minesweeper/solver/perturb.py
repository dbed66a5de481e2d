# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The generator's moves: where its simulated player is stuck, mines move
so that one number on the edge of the opened region shows its covered
cells all safe (:class:`minesweeper.solver.generate.Generator` calls
:func:`perturb` with itself).

A module of its own so that a board compiling the solver from source
needs less free heap for any one module (each is compiled whole, at its
import). Needs a generator's ``solver`` (its padded board, ``near``,
``queue``), ``lay``, ``pick``, ``width``, ``height`` and ``moves``.
Hardware-free.
"""

from minesweeper.compat import const

_COVERED = const(9)  # the solver's covered-cell state (a test checks)
_SHALLOW = const(16)  # solver mark bits, free while no search runs
_AROUND = const(32)


def perturb(gen, work):
    """Move mines so that one number on the edge of the opened region
    shows all its covered cells safe (or, with no room for its mines,
    all mines); ``moves`` counts them (a worker)."""
    solver = gen.solver
    st, unk, mark, near, pw = solver.board
    lay = gen.lay
    w, h = gen.width, gen.height
    # The number with the fewest mines among its covered cells (a draw
    # among equals), and the covered cells some number can see: a first
    # pass (r < 0) finds the fewest and counts the equals, a second one
    # takes the r-th of them (its marks are the first pass's again).
    best, equal, chosen, r = 9, 0, -1, -1
    while True:
        for y in range(h):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                if st[p] > 8 or not unk[p]:
                    continue
                m = 0
                for o in near:
                    q = p + o
                    if st[q] == _COVERED:
                        mark[q] |= _SHALLOW
                        m += lay[q]
                if r < 0:
                    if m < best:
                        best = m
                        equal = 1
                    elif m == best:
                        equal += 1
                elif m == best:
                    if not r:
                        chosen = p
                        break
                    r -= 1
                work += 1
            work += w // 4
            if work >= 0:
                work = yield work
            if chosen >= 0:
                break
        if r >= 0 or not equal:
            break
        r = gen.pick(equal)
    if chosen >= 0:
        cells = 0
        for o in near:
            q = chosen + o
            if st[q] == _COVERED:
                mark[q] |= _AROUND
                cells += 1
        # Room: covered cells away from the chosen number's, without a
        # mine (to take its mines) or with one (to fill its cells).
        room = 0
        deep = 0
        fill = 0
        for y in range(h):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                if st[p] == _COVERED and not mark[p] & _AROUND:
                    if lay[p]:
                        fill += 1
                    else:
                        room += 1
                        if not mark[p] & _SHALLOW:
                            deep += 1
            work += w // 2
            if work >= 0:
                work = yield work
        if room >= best:
            take = 1  # move its mines out, out of sight where possible
        elif fill >= cells - best:
            take = 0  # move mines in
        else:
            take = -1
        for o in near if take >= 0 else ():
            q = chosen + o
            if st[q] != _COVERED or lay[q] != take:
                continue
            hide = take and deep > 0  # only cells no number sees
            r = gen.pick(deep if hide else room if take else fill)
            other = -1
            y = 0
            while other < 0:
                row = (y + 2) * pw + 2
                for p in range(row, row + w):
                    if (
                        st[p] == _COVERED
                        and lay[p] != take
                        and not mark[p] & _AROUND
                        and not (hide and mark[p] & _SHALLOW)
                    ):
                        if not r:
                            other = p
                            break
                        r -= 1
                y += 1
                work += w // 2
                if work >= 0:
                    work = yield work
            if take:
                _move(gen, q, other)
                room -= 1
                if hide:
                    deep -= 1
            else:
                _move(gen, other, q)
                fill -= 1
            gen.moves += 1
            work += 4
    # Clear the scratch bits.
    for y in range(h):
        row = (y + 2) * pw + 2
        for p in range(row, row + w):
            mark[p] &= ~(_SHALLOW | _AROUND)
        work += w // 4
        if work >= 0:
            work = yield work
    return work


def _move(gen, a, b):
    """Move the mine at padded cell a to b; opened numbers around
    either change, and go back on the solver's work lists."""
    lay = gen.lay
    solver = gen.solver
    st = solver.state
    queue = solver.queue
    lay[a] = 0
    lay[b] = 1
    for o in solver.near:
        r = a + o
        if st[r] <= 8:
            st[r] -= 1
            queue(r)
        r = b + o
        if st[r] <= 8:
            st[r] += 1
            queue(r)
