# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the mine count proves, for :mod:`minesweeper.solver.prove` (its
steps 2 to 4): whether the count binds the components' totals at all, each
component's fewest and most mines, every total between, and the totals the
other components and the interior can complete to exactly the count, which
may decide the interior (all safe, or all mines).

    count = Count(prover)
    count.start(spare)
    work = yield from count.bound(work)

Reads the prover's components (``cells``, ``starts``, ``ncomp``,
``ncells``, ``interior``) and searches them with its witness; borrows the
solver's ``singles`` (empty while the prover runs) for the numbers, and the
witness's ``order`` (free until the searches) to rank them. Holds, per
component, the totals found and those allowed (bits: total k is bit k).
A module of its own so that, loaded from source, each of the prover's
parts compiles in less memory. Hardware-free.
"""

from minesweeper.compat import const

# A cell state and mark bits, as in minesweeper.solver.solve (a test checks).
_COVERED = const(9)
_SEEN_CON = const(8)  # a number of a component, found
_USED = const(16)  # a cell of a number counted in the bounds
_IN_THIS = const(64)  # in the component being searched
# Proof values (the interior's), as in minesweeper.solver.prove.
_SAFE = const(1)
_MINED = const(2)


class Count:
    """The mine count's part in ``prover``'s proofs (a
    :class:`minesweeper.solver.prove.Prover`)."""

    def __init__(self, prover):
        self.prover = prover
        self.spare = 0  # mines not yet proven
        self.binds = False  # the mine count may matter
        self.totals = []  # per component, the mine totals it may take (bits)
        self.allowed = []  # of those, the ones the rest can complete (or none)
        self.inside = 0  # what the interior is, when the count decides it

    def start(self, spare):
        """A new pass, with ``spare`` mines not yet proven."""
        self.spare = spare
        self.clear()
        self.inside = 0

    def clear(self):
        """Drop the totals (at the end of a pass, and before the next)."""
        self.totals.clear()
        self.allowed.clear()

    # -- 2. cheap bounds on the count --------------------------------------------

    def bound(self, work):
        """Bounds on the components' total from numbers with no cell in
        common: each needs its own mines and leaves its own safe cells.
        First in board order, then, if that is not enough, taking the
        numbers that give most first. Sets ``binds``."""
        pr = self.prover
        sv = pr.solver
        st, unk, mark, near, pw = sv.board
        w = sv.width
        nv = pr.ncells
        spare = self.spare
        interior = pr.interior
        cons = sv.singles  # the numbers, in turn
        ncon = 0
        for y in range(sv.height):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                if mark[p] & _SEEN_CON:
                    mark[p] &= ~_SEEN_CON
                    cons[ncon] = p
                    ncon += 1
            work += w // 4
            if work >= 0:
                work = yield work
        low = 0
        high = nv
        order = pr.witness.order  # free until the searches: best first
        comp = pr.cells
        for rank in range(3):  # board order; most safe cells; most mines
            if high < spare and low > spare - interior:
                break
            if rank:
                n = 0
                for t in range(8, 0, -1):
                    for j in range(ncon):
                        p = cons[j]
                        need = st[p]
                        if (unk[p] - need if rank == 1 else need) == t:
                            order[n] = p
                            n += 1
                    work += ncon // 8 + 1
                    if work >= 0:
                        work = yield work
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
                    need = st[p]
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
            if work >= 0:
                work = yield work
        self.binds = not (high < spare and low > spare - interior)
        return work

    # -- 3. each component's fewest and most mines ------------------------------

    def extremes(self, work):
        """Each component's fewest and most mines: a witness, then
        witnesses with fewer, or more, until there are none. Sets
        ``totals`` (the totals found, as bits) and ``binds`` again."""
        pr = self.prover
        witness = pr.witness
        find = witness.find
        starts = pr.starts
        least = most = 0
        for c in range(pr.ncomp):
            lo = starts[c]
            size = starts[c + 1] - lo
            pr.mark_component(lo, size, _IN_THIS)
            work = yield from find(work, lo, size, -1, 0, 0, size, None)
            if not witness.found:
                pr.mark_component(lo, size, 0)
                pr.solver.consistent = False
                return work
            kmin = kmax = witness.mines
            got = 1 << kmin
            while kmin:
                work = yield from find(work, lo, size, -1, 0, 0, kmin - 1, None)
                if not witness.found:
                    break
                kmin = witness.mines
                got |= 1 << kmin
            while kmax < size:
                work = yield from find(work, lo, size, -1, 0, kmax + 1, size, None)
                if not witness.found:
                    break
                kmax = witness.mines
                got |= 1 << kmax
            pr.mark_component(lo, size, 0)
            self.totals.append(got)
            least += kmin
            most += kmax
        spare = self.spare
        self.binds = not (most < spare and least > spare - pr.interior)
        return work

    # -- 4. the totals that fit the count ----------------------------------------

    def every_total(self, work):
        """Every total between each component's fewest and most (a
        component may skip one)."""
        pr = self.prover
        witness = pr.witness
        find = witness.find
        totals = self.totals
        for c in range(pr.ncomp):
            lo = pr.starts[c]
            size = pr.starts[c + 1] - lo
            got = totals[c]
            k = low_bit(got) + 1
            top = high_bit(got)
            if k < top:
                pr.mark_component(lo, size, _IN_THIS)
                while k < top:
                    if not (got >> k) & 1:
                        work = yield from find(work, lo, size, -1, 0, k, k, None)
                        if witness.found:
                            got |= 1 << k
                    k += 1
                pr.mark_component(lo, size, 0)
                totals[c] = got
        return work

    def allow(self):
        """Keep the totals the other components and the interior can
        complete to exactly the count (``allowed``), and say what the
        interior is when every way agrees (``inside``)."""
        pr = self.prover
        ncomp = pr.ncomp
        totals = self.totals
        spare = self.spare
        interior = pr.interior
        full = (1 << (spare + 1)) - 1 if spare >= 0 else 0
        before = [1]  # the totals of the components before each
        for c in range(ncomp):
            before.append(_sumset(before[c], totals[c], full))
        after = 1  # and after it
        allowed = self.allowed
        for _ in range(ncomp):
            allowed.append(0)
        for c in range(ncomp - 1, -1, -1):
            rest = _sumset(before[c], after, full)
            got = totals[c]
            k = 0
            mask = 0
            while got >> k:
                if (got >> k) & 1 and spare - k >= 0:
                    lo = spare - interior - k
                    if lo < 0:
                        lo = 0
                    if (rest >> lo) & ((1 << (spare - k - lo + 1)) - 1):
                        mask |= 1 << k
                k += 1
            allowed[c] = mask
            after = _sumset(after, totals[c], full)
        every = before[ncomp]  # the components' possible totals
        lo = spare - interior
        if lo < 0:
            lo = 0
        if not every >> lo:  # no total leaves the interior a fit
            pr.solver.consistent = False
        elif interior:
            # Interior mines r = spare - total, 0 <= r <= interior.
            may_mine = (every >> lo) & ((1 << (spare - lo)) - 1)
            may_safe = every >> (lo + 1) if spare - interior >= 0 else every
            if not may_mine:
                self.inside = _SAFE
            elif not may_safe:
                self.inside = _MINED


def low_bit(mask):
    """The lowest total in ``mask`` (a set of totals as bits; not empty)."""
    k = 0
    while not (mask >> k) & 1:
        k += 1
    return k


def high_bit(mask):
    """The highest total in ``mask`` (as :func:`low_bit`)."""
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
