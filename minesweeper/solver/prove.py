# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The exact search behind :mod:`minesweeper.solver.solve`, in a module of its own
so that a device compiling from source holds less at once.

:func:`prove` works on a :class:`minesweeper.solver.solve.Solver`'s buffers (a
generator, run a slice at a time by the solver). After the local rules, the
covered cells next to numbers split into components (cells linked through
the numbers they share). For each cell of each component, a depth-first
search with propagation (:mod:`minesweeper.solver.witness`) looks for a layout of the
component that sets the cell the other way; with none, every consistent
layout agrees on the cell. The remaining-mine count links the components and
the interior (the covered cells no number touches): when cheap bounds show
it cannot bind, components are searched alone; otherwise the searches first
find which mine totals each component can take, and keep to those that the
other components and the interior can complete to exactly the count.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.solver.witness import search

# Cell states and scratch bits, as in minesweeper.solver.solve (a test checks).
_COVERED = const(9)
_IN_COMP = const(4)
_SEEN_CON = const(8)
_USED = const(16)
_IN_THIS = const(64)  # in the component being searched
_SAFE = const(1)  # what the interior is, when the count decides it
_MINE = const(2)


def _low_bit(mask):
    k = 0
    while not (mask >> k) & 1:
        k += 1
    return k


def _high_bit(mask):
    k = 0
    while mask >> (k + 1):
        k += 1
    return k


def _sumset(a, b, full):
    """The totals x + y for x in set a, y in set b (bit masks), within full."""
    out = 0
    k = 0
    while b:
        if b & 1:
            out |= a << k
        b >>= 1
        k += 1
    return out & full


def prove(sv, play):
    """Search the components of solver ``sv`` left after the rules. In a
    play, stop at the first cell proven safe (opening it) and return how
    many were; otherwise prove every cell and return how many."""
    work = sv._work
    budget = sv._budget
    st = sv._st
    unk = sv._unk
    mark = sv._mark
    near = sv._near
    comp = sv._comp
    starts = sv._starts
    seen = sv._seen
    fix = sv._fix
    val = sv._val
    pw = sv._pw
    w = sv.width
    # 1. The components: from each number with covered cells around it,
    # every covered cell reachable through shared numbers.
    nv = 0
    ncomp = 0
    covered = 0
    for y in range(sv.height):
        row = (y + 2) * pw + 2
        for p in range(row, row + w):
            s = st[p]
            if s == _COVERED:
                covered += 1
                continue
            if s > 8 or not unk[p] or mark[p] & _SEEN_CON:
                continue
            starts[ncomp] = nv
            ncomp += 1
            mark[p] |= _SEEN_CON
            head = nv
            for o in near:
                q = p + o
                if st[q] == _COVERED and not mark[q] & _IN_COMP:
                    mark[q] |= _IN_COMP
                    comp[nv] = q
                    nv += 1
            while head < nv:
                q = comp[head]
                head += 1
                work += 1
                for o in near:
                    r = q + o
                    if st[r] <= 8 and not mark[r] & _SEEN_CON:
                        mark[r] |= _SEEN_CON
                        work += 1
                        for o2 in near:
                            v = r + o2
                            if st[v] == _COVERED and not mark[v] & _IN_COMP:
                                mark[v] |= _IN_COMP
                                comp[nv] = v
                                nv += 1
                if work >= budget:
                    sv.units += work
                    work = 0
                    yield
                    budget = sv._budget
        work += w // 4
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
    starts[ncomp] = nv
    interior = covered - nv
    spare = sv._mines - sv._known  # mines not yet proven
    # 2. Does the mine count bind? Bounds on the components' total from
    # numbers with no cell in common: each needs its own mines and leaves
    # its own safe cells. First in board order, then, if that is not enough,
    # taking the numbers that give most first.
    cons = sv._rules  # the rules' work list is empty: the numbers, in turn
    kn = sv._kn
    ncon = 0
    for y in range(sv.height):
        row = (y + 2) * pw + 2
        for p in range(row, row + w):
            if mark[p] & _SEEN_CON:
                mark[p] &= ~_SEEN_CON
                cons[ncon] = p
                ncon += 1
        work += w // 4
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
    low = 0
    high = nv
    order = sv._order  # free until the searches: the numbers, best first
    for rank in range(3):  # board order; most safe cells; most mines
        if high < spare and low > spare - interior:
            break
        if rank:
            n = 0
            for t in range(8, 0, -1):
                for j in range(ncon):
                    p = cons[j]
                    need = st[p] - kn[p]
                    if (unk[p] - need if rank == 1 else need) == t:
                        order[n] = p
                        n += 1
                work += ncon // 8 + 1
        else:
            n = ncon
        pick = order if rank else cons
        mines = 0
        safe = 0
        for j in range(n):
            p = pick[j]
            free = True
            for o in near:
                if mark[p + o] & _USED:
                    free = False
                    break
            if free:
                need = st[p] - kn[p]
                for o in near:
                    if st[p + o] == _COVERED:
                        mark[p + o] |= _USED
                mines += need
                safe += unk[p] - need
        work += n // 2 + 1
        for j in range(nv):
            mark[comp[j]] &= ~_USED
        work += nv // 4
        if mines > low:
            low = mines
        if nv - safe < high:
            high = nv - safe
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
    sv._work = work
    masks = None  # per component, the mine totals it may take (bits)
    inside = 0  # what the interior cells are, if provable
    binds = not (high < spare and low > spare - interior)
    totals = []
    if binds:
        # 3. It may bind. Each component's fewest and most mines first (a
        # layout, then layouts with fewer, or more, until there are none).
        least = 0
        most = 0
        for c in range(ncomp):
            lo = starts[c]
            size = starts[c + 1] - lo
            _this(sv, lo, size, _IN_THIS)
            found = yield from search(sv, lo, size, -1, 0, 0, size, None)
            if not found:
                _this(sv, lo, size, 0)
                sv.consistent = False
                _clear(sv, nv)
                return 0
            kmin = kmax = sv._k
            got = 1 << kmin
            while kmin:
                found = yield from search(sv, lo, size, -1, 0, 0, kmin - 1, None)
                if not found:
                    break
                kmin = sv._k
                got |= 1 << kmin
            while kmax < size:
                found = yield from search(sv, lo, size, -1, 0, kmax + 1, size, None)
                if not found:
                    break
                kmax = sv._k
                got |= 1 << kmax
            _this(sv, lo, size, 0)
            totals.append(got)
            least += kmin
            most += kmax
        binds = not (most < spare and least > spare - interior)
    if binds:
        # It binds: every total in between (a component may skip one),
        # then keep those the rest can complete to exactly the count.
        for c in range(ncomp):
            lo = starts[c]
            size = starts[c + 1] - lo
            got = totals[c]
            k = _low_bit(got) + 1
            top = _high_bit(got)
            if k < top:
                _this(sv, lo, size, _IN_THIS)
                while k < top:
                    if not (got >> k) & 1:
                        found = yield from search(sv, lo, size, -1, 0, k, k, None)
                        if found:
                            got |= 1 << k
                    k += 1
                _this(sv, lo, size, 0)
                totals[c] = got
        full = (1 << (spare + 1)) - 1 if spare >= 0 else 0
        before = [1]
        for c in range(ncomp):
            before.append(_sumset(before[c], totals[c], full))
        after = 1
        masks = [0] * ncomp
        for c in range(ncomp - 1, -1, -1):
            rest = _sumset(before[c], after, full)
            got = totals[c]
            k = 0
            allowed = 0
            while got >> k:
                if (got >> k) & 1 and spare - k >= 0:
                    lo = spare - interior - k
                    if lo < 0:
                        lo = 0
                    if (rest >> lo) & ((1 << (spare - k - lo + 1)) - 1):
                        allowed |= 1 << k
                k += 1
            masks[c] = allowed
            after = _sumset(after, totals[c], full)
        every = before[ncomp]  # the components' possible totals
        lo = spare - interior
        if lo < 0:
            lo = 0
        if not every >> lo:  # no total leaves the interior a fit
            sv.consistent = False
            _clear(sv, nv)
            return 0
        if interior:
            # Interior mines r = spare - total, 0 <= r <= interior.
            may_mine = (every >> lo) & ((1 << (spare - lo)) - 1)
            may_safe = every >> (lo + 1) if spare - interior >= 0 else every
            if not may_mine:
                inside = _SAFE
            elif not may_safe:
                inside = _MINE
    # 4. For every cell, a layout with it the other way, or a proof.
    opened = 0
    for c in range(ncomp):
        lo = starts[c]
        end = starts[c + 1]
        size = end - lo
        want = masks[c] if masks is not None else 0
        kmin = _low_bit(want) if want else 0
        kmax = _high_bit(want) if want else size
        _this(sv, lo, size, _IN_THIS)
        for j in range(lo, end):
            seen[comp[j]] = 0
        force = -1  # first any layout, then one per cell still open
        value = 0
        j = lo
        while True:
            found = yield from search(
                sv, lo, size, force, value, kmin, kmax, want or None
            )
            work = sv._work
            if found:
                for i in range(lo, end):
                    q = comp[i]
                    seen[q] |= val[q]
                work += size // 4
                if work >= budget:
                    sv.units += work
                    work = 0
                    yield
                    budget = sv._budget
            elif force < 0:
                sv.consistent = False  # the component has no layout
            elif play:  # open the safe cell at once, back to the rules
                _this(sv, lo, size, 0)
                _clear(sv, nv)
                sv._set(force, False)
                sv._work = work + 8
                return 1
            else:
                fix[force] = 3 - value
            sv._work = work
            if not sv.consistent:
                break
            force = -1
            while j < end:
                q = comp[j]
                if not fix[q]:
                    s = seen[q]
                    if not s & 2:
                        force = q
                        value = 2
                        break
                    if not play and not s & 1:
                        force = q
                        value = 1
                        break
                j += 1
            if force < 0:
                break
        _this(sv, lo, size, 0)
        if not sv.consistent:
            _clear(sv, nv)
            return 0
    work = sv._work
    if inside == _SAFE or inside == _MINE:
        for y in range(sv.height):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                if st[p] == _COVERED and not mark[p] & _IN_COMP:
                    if play:
                        if inside == _SAFE:
                            fix[p] = 1
                            opened += 1
                    else:
                        fix[p] = 1 if inside == _SAFE else 2
            work += w // 4
            if work >= budget:
                sv.units += work
                work = 0
                yield
                budget = sv._budget
    # Apply what was proven.
    for y in range(sv.height):
        row = (y + 2) * pw + 2
        for p in range(row, row + w):
            f = fix[p]
            if f:
                fix[p] = 0
                mark[p] &= ~_IN_COMP
                if not play or f == 1:
                    sv._set(p, f == 2)
                    work += 4
                    if work >= budget:
                        sv.units += work
                        work = 0
                        yield
                        budget = sv._budget
        work += w // 4
        if work >= budget:
            sv.units += work
            work = 0
            yield
            budget = sv._budget
    _clear(sv, nv)
    sv._work = work + nv // 2
    return opened if play else sv.found


def _this(sv, lo, size, bit):
    """Mark (bit) or unmark (0) the cells of one component."""
    mark = sv._mark
    comp = sv._comp
    for j in range(lo, lo + size):
        q = comp[j]
        mark[q] = (mark[q] & ~_IN_THIS) | bit


def _clear(sv, nv):
    mark = sv._mark
    comp = sv._comp
    for j in range(nv):
        mark[comp[j]] &= ~_IN_COMP
    fix = sv._fix
    for j in range(nv):
        fix[comp[j]] = 0
