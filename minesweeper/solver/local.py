# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The local rules under :mod:`minesweeper.solver.solve`, from work lists of the
numbers whose neighbourhood changed: one number (its mines are all found,
so its other covered cells are safe; or it needs all its covered cells), and
two numbers within two cells of each other (the mines the cells they share
can hold bound what the cells only one of them sees must hold). It works on
a :class:`minesweeper.solver.solve.Solver`'s buffers, in a module of its own so a
device compiling from source holds less at once. Hardware-free.
"""

from minesweeper.compat import const

_COVERED = const(9)  # as in minesweeper.solver.solve (a test checks)
_IN_RULE = const(1)
_IN_PAIR = const(2)


def pair_table(pw):
    """For each number b within two cells of a number a: b's offset from a,
    and, as offsets from a, the cells next to both, to a only, to b only."""
    table = []
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            if not dx and not dy:
                continue
            both = []
            a_only = []
            b_only = []
            for y in range(-1, 2):
                for x in range(-1, 2):
                    if x or y:
                        near_b = abs(x - dx) <= 1 and abs(y - dy) <= 1
                        if (x, y) == (dx, dy):
                            pass
                        elif near_b:
                            both.append(y * pw + x)
                        else:
                            a_only.append(y * pw + x)
                    bx, by = dx + x, dy + y
                    if (x or y) and (bx or by) and (abs(bx) > 1 or abs(by) > 1):
                        b_only.append(by * pw + bx)
            table.append((dy * pw + dx, tuple(both), tuple(a_only), tuple(b_only)))
    return tuple(table)


def deduce(sv):
    """Apply both rules on solver ``sv`` until neither finds more (a
    generator, run a slice at a time)."""
    work = sv._work
    budget = sv._budget
    st = sv._st
    unk = sv._unk
    kn = sv._kn
    mark = sv._mark
    rules = sv._rules
    pairs = sv._pairs
    near = sv._near
    table = sv._table
    while True:
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
        if sv._nrule:
            sv._nrule -= 1
            r = rules[sv._nrule]
            mark[r] &= ~_IN_RULE
            work += 1
            u = unk[r]
            s = st[r]
            if not u or s > 8:
                continue
            need = s - kn[r]
            if need == 0 or need == u:
                for o in near:
                    q = r + o
                    if st[q] == _COVERED:
                        sv._set(q, need)
                        work += 4
            elif need < 0 or need > u:
                sv.consistent = False
                break
            continue
        if not sv._npair:
            break
        sv._npair -= 1
        a = pairs[sv._npair]
        mark[a] &= ~_IN_PAIR
        ua = unk[a]
        sa = st[a]
        work += 1
        if not ua or sa > 8:
            continue
        na = sa - kn[a]
        for off, both, a_only, b_only in table:
            b = a + off
            sb = st[b]
            if sb > 8:
                continue
            ub = unk[b]
            if not ub:
                continue
            shared = 0
            for c in both:
                if st[a + c] == _COVERED:
                    shared += 1
            if not shared:
                continue
            work += 1
            oa = ua - shared
            ob = ub - shared
            nb = sb - kn[b]
            lo = na - oa
            if nb - ob > lo:
                lo = nb - ob
            if lo < 0:
                lo = 0
            hi = shared
            if na < hi:
                hi = na
            if nb < hi:
                hi = nb
            if lo > hi:
                sv.consistent = False
                break
            before = sv.found
            if oa and (na == lo or na - hi == oa):
                for c in a_only:
                    if st[a + c] == _COVERED:
                        sv._set(a + c, na != lo)
                        work += 4
            if ob and (nb == lo or nb - hi == ob):
                for c in b_only:
                    if st[a + c] == _COVERED:
                        sv._set(a + c, nb != lo)
                        work += 4
            if hi == 0 or lo == shared:
                for c in both:
                    if st[a + c] == _COVERED:
                        sv._set(a + c, hi != 0)
                        work += 4
            if sv.found != before:
                sv._queue(a)  # look at a's other pairs again
                work += 2
                break
        if not sv.consistent:
            break
    sv._work = work


# -- the exact search ---------------------------------------------------------
