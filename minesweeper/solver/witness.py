# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The depth-first search under :mod:`minesweeper.solver.prove`: one layout of a
component's cells that fits its numbers, with one cell forced and the mine
total kept within bounds, or the proof that there is none.

Cells are decided outward from the forced one (breadth first over cells
within two of each other), safe first; after each choice, propagation sets
every cell a number forces (a number with all its mines sets the rest safe,
one that needs all its cells sets them mines). On a contradiction it backs
up to the latest choice not yet tried both ways. Its stack is three arrays
(no recursion), and it yields when a slice's budget is spent. It works on a
:class:`minesweeper.solver.solve.Solver`'s buffers, in a module of its own so a
device compiling from source holds less at once. Hardware-free.
"""

from minesweeper.compat import const

_COVERED = const(9)  # as in minesweeper.solver.solve (a test checks)
_IN_ORDER = const(32)  # scratch bits in _mark, as in minesweeper.solver.prove
_IN_THIS = const(64)


def search(sv, lo, size, force, value, kmin, kmax, want):
    """Look for a layout of the component's ``size`` cells (from
    ``lo`` in the component list) that satisfies its numbers, has cell
    ``force`` (unless -1) set to ``value`` (1 safe, 2 mine), keeps to the
    proven cells, and has k mines, kmin <= k <= kmax, bit k set in
    ``want`` (unless None). True if found: it is left in ``_val``."""
    work = sv._work
    budget = sv._budget
    st = sv._st
    val = sv._val
    cm = sv._cm
    cu = sv._cu
    need = sv._need
    unk = sv._unk
    kn = sv._kn
    fix = sv._fix
    mark = sv._mark
    near = sv._near
    ring = sv._ring
    comp = sv._comp
    order = sv._order
    trail = sv._trail
    dpos = sv._dpos
    dsc = sv._dsc
    dflip = sv._dflip
    # Reset the component's cells and numbers.
    for j in range(lo, lo + size):
        q = comp[j]
        val[q] = 0
        for o in near:
            r = q + o
            if st[r] <= 8:
                cm[r] = 0
                cu[r] = unk[r]
                need[r] = st[r] - kn[r]
        work += 1
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
    # Decide cells outward from the forced one (breadth first over cells
    # within two of each other), so a contradiction near it is found
    # before any far cell is decided.
    root = force if force >= 0 else comp[lo]
    order[0] = root
    mark[root] |= _IN_ORDER
    n = 1
    head = 0
    while head < n:
        q = order[head]
        head += 1
        for o in ring:
            v = q + o
            if mark[v] & _IN_THIS and not mark[v] & _IN_ORDER:
                mark[v] |= _IN_ORDER
                order[n] = v
                n += 1
        work += 2
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
    for j in range(n):
        mark[order[j]] &= ~_IN_ORDER
    work += n // 2
    # Cells proven earlier in this pass, then the forced cell.
    tlen = 0
    for j in range(lo, lo + size):
        q = comp[j]
        f = fix[q]
        if f:
            val[q] = f
            trail[tlen] = q
            tlen += 1
    if force >= 0:
        f = val[force]
        if f and f != value:
            sv._work = work
            return False
        if not f:
            val[force] = value
            trail[tlen] = force
            tlen += 1
    qh = 0
    k = 0
    top = 0
    while True:
        # Propagate: count each new cell into its numbers; a number
        # with all its mines sets its other cells safe, one that needs
        # all its cells sets them mines.
        bad = False
        while qh < tlen:
            q = trail[qh]
            qh += 1
            work += 1
            m = 1 if val[q] == 2 else 0
            k += m
            for o in near:
                r = q + o
                if st[r] > 8:
                    continue
                u = cu[r] - 1
                cu[r] = u
                c = cm[r] + m
                cm[r] = c
                nd = need[r]
                if c > nd or c + u < nd:
                    bad = True
                elif u and not bad:
                    if c == nd:
                        fill = 1
                    elif c + u == nd:
                        fill = 2
                    else:
                        continue
                    for o2 in near:
                        v = r + o2
                        if st[v] == _COVERED and not val[v]:
                            val[v] = fill
                            trail[tlen] = v
                            tlen += 1
            if bad or k > kmax or k + size - qh < kmin:
                bad = True
                break
            if work >= budget:
                sv.units += work
                work = 0
                yield
                budget = sv._budget
        if not bad:
            if tlen == size:
                if want is None or (want >> k) & 1:
                    sv._k = k
                    sv._work = work
                    return True
                bad = True
            else:  # decide the next open cell in order: safe first
                j = dsc[top - 1] + 1 if top else 0
                while val[order[j]]:
                    j += 1
                dpos[top] = tlen
                dsc[top] = j
                dflip[top] = 0
                top += 1
                q = order[j]
                val[q] = 1
                trail[tlen] = q
                tlen += 1
                work += 1
                continue
        # Back up to the latest decision not yet tried both ways.
        while top:
            top -= 1
            pos = dpos[top]
            i = tlen - 1
            while i >= pos:
                q = trail[i]
                if i < qh:
                    m = 1 if val[q] == 2 else 0
                    k -= m
                    for o in near:
                        r = q + o
                        if st[r] <= 8:
                            cu[r] += 1
                            cm[r] -= m
                val[q] = 0
                i -= 1
                work += 1
                if work >= budget:
                    sv.units += work
                    work = 0
                    yield
                    budget = sv._budget
            tlen = pos
            qh = pos
            if not dflip[top]:
                dflip[top] = 1
                q = order[dsc[top]]
                val[q] = 2
                trail[tlen] = q
                tlen += 1
                top += 1
                break
        else:
            sv._work = work
            return False
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
