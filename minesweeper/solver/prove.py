# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The exact proofs of :mod:`minesweeper.solver.solve`, for what the local
rules leave: a cell is proven when no placement of the mines that fits the
numbers and the mine count sets it the other way.

    prover = Prover(solver)
    work = yield from prover.prove(work, play)

In steps, each a method below:

1. components: the covered cells next to numbers, in groups linked through
   the numbers they share; the covered cells no number touches are the
   interior;
2. does the mine count bind? Cheap bounds on the components' total, from
   numbers with no cell in common;
3. if it may: each component's fewest and most mines (a witness with
   fewer, or more, until there is none);
4. if it binds: every total each component can take, those the other
   components and the interior can complete to exactly the count, and
   whether that decides the interior (all safe, or all mines);
5. for each cell of each component, a witness (a fitting placement,
   :mod:`minesweeper.solver.witness`) with the cell the other way, or the
   proof that there is none;
6. set what was proven.

Holds the component cells and, by the same index, what the witnesses
showed and what this pass proved (three bytes a cell); borrows the solver's
two work lists (empty while it runs) for the numbers and the components'
starts. Hardware-free.
"""

from array import array

from minesweeper.compat import const
from minesweeper.solver.witness import Witness

# Cell states and mark bits, as in minesweeper.solver.solve (a test checks).
_COVERED = const(9)
_IN_COMP = const(4)  # in a component
_SEEN_CON = const(8)  # a number of a component, found
_USED = const(16)  # a cell of a number counted in the bounds
_IN_THIS = const(64)  # in the component being searched
_SAFE = const(1)  # a cell's value, and the interior's
_MINE = const(2)
_PROVEN = const(2)  # proof: bits 0-1 values seen in witnesses, 2-3 proven


class Prover:
    """Proves what the rules leave on ``solver``'s board."""

    def __init__(self, solver):
        self.solver = solver
        self.cells = array("H", bytes(2 * solver.size))  # components' cells
        self.proof = bytearray(solver.size)  # by the same index
        self.witness = Witness(solver, self.cells, self.proof)
        self.starts = solver.pairs  # where each component begins
        self.ncomp = 0  # components
        self.ncells = 0  # their cells
        self.interior = 0
        self.spare = 0  # mines not yet proven
        self.binds = False  # the mine count may matter
        self.totals = []  # per component, the mine totals it may take (bits)
        self.allowed = []  # of those, the ones the rest can complete (or none)
        self.inside = 0  # what the interior is, when the count decides it

    def prove(self, work, play):
        """Prove the cells the rules left (a worker). In a play, stop at the
        first cell proven safe, opened; otherwise prove every cell.
        ``solver.consistent`` is False if no placement fits."""
        sv = self.solver
        work = yield from self._components(work)
        proof = self.proof
        for j in range(self.ncells):
            proof[j] = 0
        self.spare = sv.mines - sv.known_mines
        self.totals.clear()
        self.allowed.clear()
        self.inside = 0
        work = yield from self._bound_count(work)
        if self.binds:
            work = yield from self._extremes(work)
        if self.binds and sv.consistent:
            work = yield from self._every_total(work)
            self._allow_totals()
        if sv.consistent:
            opened = sv.opened
            work = yield from self._prove_cells(work, play)
            if sv.opened != opened:
                return work  # in a play, a cell proven safe was opened
        if sv.consistent:
            work = yield from self._apply(work, play)
        self._clear()
        return work + (self.ncells // 2 if sv.consistent else 0)

    # -- 1. components -----------------------------------------------------------

    def _components(self, work):
        """From each number with covered cells around it, every covered
        cell reachable through shared numbers."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        comp, starts = self.cells, self.starts
        w = sv.width
        nv = ncomp = covered = 0
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
                    if work >= 0:
                        work = yield work
            work += w // 4
            if work >= 0:
                work = yield work
        starts[ncomp] = nv
        self.ncomp = ncomp
        self.ncells = nv
        self.interior = covered - nv
        return work

    # -- 2. cheap bounds on the count --------------------------------------------

    def _bound_count(self, work):
        """Bounds on the components' total from numbers with no cell in
        common: each needs its own mines and leaves its own safe cells.
        First in board order, then, if that is not enough, taking the
        numbers that give most first. Sets ``binds``."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        w = sv.width
        nv = self.ncells
        spare = self.spare
        interior = self.interior
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
        order = self.witness.order  # free until the searches: best first
        comp = self.cells
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

    def _extremes(self, work):
        """Each component's fewest and most mines: a witness, then
        witnesses with fewer, or more, until there are none. Sets
        ``totals`` (the totals found, as bits) and ``binds`` again."""
        sv = self.solver
        find = self.witness.find
        starts = self.starts
        totals = self.totals
        least = 0
        most = 0
        for c in range(self.ncomp):
            lo = starts[c]
            size = starts[c + 1] - lo
            self._mark_component(lo, size, _IN_THIS)
            work = yield from find(work, lo, size, -1, 0, 0, size, None)
            if not self.witness.found:
                self._mark_component(lo, size, 0)
                sv.consistent = False
                return work
            kmin = kmax = self.witness.mines
            got = 1 << kmin
            while kmin:
                work = yield from find(work, lo, size, -1, 0, 0, kmin - 1, None)
                if not self.witness.found:
                    break
                kmin = self.witness.mines
                got |= 1 << kmin
            while kmax < size:
                work = yield from find(work, lo, size, -1, 0, kmax + 1, size, None)
                if not self.witness.found:
                    break
                kmax = self.witness.mines
                got |= 1 << kmax
            self._mark_component(lo, size, 0)
            totals.append(got)
            least += kmin
            most += kmax
        spare = self.spare
        self.binds = not (most < spare and least > spare - self.interior)
        return work

    # -- 4. the totals that fit the count ----------------------------------------

    def _every_total(self, work):
        """Every total between each component's fewest and most (a
        component may skip one)."""
        find = self.witness.find
        starts = self.starts
        totals = self.totals
        for c in range(self.ncomp):
            lo = starts[c]
            size = starts[c + 1] - lo
            got = totals[c]
            k = _low_bit(got) + 1
            top = _high_bit(got)
            if k < top:
                self._mark_component(lo, size, _IN_THIS)
                while k < top:
                    if not (got >> k) & 1:
                        work = yield from find(work, lo, size, -1, 0, k, k, None)
                        if self.witness.found:
                            got |= 1 << k
                    k += 1
                self._mark_component(lo, size, 0)
                totals[c] = got
        return work

    def _allow_totals(self):
        """Keep the totals the other components and the interior can
        complete to exactly the count (``allowed``), and say what the
        interior is when every way agrees (``inside``)."""
        ncomp = self.ncomp
        totals = self.totals
        spare = self.spare
        interior = self.interior
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
            self.solver.consistent = False
        elif interior:
            # Interior mines r = spare - total, 0 <= r <= interior.
            may_mine = (every >> lo) & ((1 << (spare - lo)) - 1)
            may_safe = every >> (lo + 1) if spare - interior >= 0 else every
            if not may_mine:
                self.inside = _SAFE
            elif not may_safe:
                self.inside = _MINE

    # -- 5. a witness or a proof for every cell -----------------------------------

    def _prove_cells(self, work, play):
        """For every cell of every component, a witness with it the other
        way, or its proof. In a play, only whether it may be a mine, and
        the first cell proven safe is opened at once."""
        sv = self.solver
        witness = self.witness
        find, val = witness.find, witness.value
        comp, starts = self.cells, self.starts
        proof, allowed = self.proof, self.allowed
        for c in range(self.ncomp):
            lo = starts[c]
            end = starts[c + 1]
            size = end - lo
            want = allowed[c] if allowed else 0
            kmin = _low_bit(want) if want else 0
            kmax = _high_bit(want) if want else size
            self._mark_component(lo, size, _IN_THIS)
            force = -1  # first any witness, then one per cell still open
            value = 0
            at = j = lo
            while True:
                work = yield from find(
                    work, lo, size, force, value, kmin, kmax, want or None
                )
                if witness.found:
                    for i in range(lo, end):
                        proof[i] |= val[comp[i]]
                    work += size // 4
                    if work >= 0:
                        work = yield work
                elif force < 0:
                    sv.consistent = False  # the component has no placement
                    break
                elif play:  # open the safe cell at once, back to the rules
                    self._mark_component(lo, size, 0)
                    self._clear()
                    sv.set(force, False)
                    return work + 8
                else:
                    proof[at] |= (3 - value) << _PROVEN
                force = -1
                while j < end:
                    s = proof[j]
                    if not s >> _PROVEN:
                        if not s & _MINE:
                            force = comp[j]
                            value = _MINE
                            break
                        if not play and not s & _SAFE:
                            force = comp[j]
                            value = _SAFE
                            break
                    j += 1
                at = j
                if force < 0:
                    break
            self._mark_component(lo, size, 0)
            if not sv.consistent:
                break
        return work

    # -- 6. set what was proven ------------------------------------------------

    def _apply(self, work, play):
        """Set the proven cells (in a play, none: it opened the first at
        once) and, when the count decided it, the interior (in a play, opened
        when it is safe)."""
        sv = self.solver
        comp = self.cells
        proof = self.proof
        for j in range(self.ncells):
            f = proof[j] >> _PROVEN
            if f:
                sv.set(comp[j], f == _MINE)
                work += 4
                if work >= 0:
                    work = yield work
        inside = self.inside
        if inside == _MINE and play:
            inside = 0
        if inside:
            st = sv.state
            mark = sv.mark
            pw = sv.pw
            w = sv.width
            for y in range(sv.height):
                row = (y + 2) * pw + 2
                for p in range(row, row + w):
                    if st[p] == _COVERED and not mark[p] & _IN_COMP:
                        sv.set(p, inside == _MINE)
                        work += 4
                        if work >= 0:
                            work = yield work
                work += w // 4
                if work >= 0:
                    work = yield work
        return work

    # -- bookkeeping -------------------------------------------------------------

    def _mark_component(self, lo, size, bit):
        """Mark (bit) or unmark (0) the cells of one component."""
        mark = self.solver.mark
        comp = self.cells
        for j in range(lo, lo + size):
            q = comp[j]
            mark[q] = (mark[q] & ~_IN_THIS) | bit

    def _clear(self):
        """Unmark the components' cells."""
        self.totals.clear()
        self.allowed.clear()
        mark = self.solver.mark
        comp = self.cells
        for j in range(self.ncells):
            mark[comp[j]] &= ~_IN_COMP


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
