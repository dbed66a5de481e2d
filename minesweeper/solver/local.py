# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The local rules of :mod:`minesweeper.solver.solve`, applied from the work
lists of the numbers whose neighbourhood changed: one number (its mines are
all found, so its other covered cells are safe; or it needs all its covered
cells), and two numbers within two cells of each other (the mines the cells
they share can hold bound what the cells only one of them sees must hold).

    rules = Rules(solver)               # the pair table for its width
    work = yield from rules.deduce(work)

Reads and writes the solver's shared board (see
:class:`minesweeper.solver.solve.Solver`); holds only a small table, for
each cell b within two cells of a, the cells next to both (what is next to
only one of them is worked out when a rule fires, which is rare).
Hardware-free.
"""

from minesweeper.compat import const

_COVERED = const(9)  # as in minesweeper.solver.solve (a test checks)
_IN_SINGLES = const(1)  # mark bits: on a work list
_IN_PAIRS = const(2)


class Rules:
    """The two local rules on ``solver``'s board."""

    def __init__(self, solver):
        self.solver = solver
        self.table = _pair_table(solver.pw)

    def deduce(self, work):
        """Apply both rules until neither finds more, or the view is found
        impossible (a worker)."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        singles = sv.singles
        pairs = sv.pairs
        table = self.table
        while True:
            if work >= 0:
                work = yield work
            if sv.nsingles:
                sv.nsingles -= 1
                r = singles[sv.nsingles]
                mark[r] &= ~_IN_SINGLES
                work += 1
                u = unk[r]
                s = st[r]
                if not u or s > 8:
                    continue
                need = s
                if need == 0 or need == u:
                    for o in near:
                        q = r + o
                        if st[q] == _COVERED:
                            sv.set(q, need)
                            work += 4
                elif need < 0 or need > u:
                    sv.consistent = False
                    return work
                continue
            if not sv.npairs:
                return work
            sv.npairs -= 1
            a = pairs[sv.npairs]
            mark[a] &= ~_IN_PAIRS
            ua = unk[a]
            sa = st[a]
            work += 1
            if not ua or sa > 8:
                continue
            na = sa
            for off, both in table:
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
                nb = sb
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
                    return work
                before = sv.found
                if oa and (na == lo or na - hi == oa):
                    for c in near:  # next to a only
                        if c != off and c not in both and st[a + c] == _COVERED:
                            sv.set(a + c, na != lo)
                            work += 4
                if ob and (nb == lo or nb - hi == ob):
                    for o in near:  # next to b only
                        c = off + o
                        if c and c not in near and st[a + c] == _COVERED:
                            sv.set(a + c, nb != lo)
                            work += 4
                if hi == 0 or lo == shared:
                    for c in both:
                        if st[a + c] == _COVERED:
                            sv.set(a + c, hi != 0)
                            work += 4
                if sv.found != before:
                    sv.queue(a)  # look at a's other pairs again
                    work += 2
                    break


def _pair_table(pw):
    """For each cell b within two cells of a: b's offset from a, and the
    offsets from a of the cells next to both."""
    table = []
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            if dx or dy:
                both = []
                for y in range(-1, 2):
                    for x in range(-1, 2):
                        if (x or y) and (x != dx or y != dy):
                            if -1 <= x - dx <= 1 and -1 <= y - dy <= 1:
                                both.append(y * pw + x)
                table.append((dy * pw + dx, tuple(both)))
    return tuple(table)
