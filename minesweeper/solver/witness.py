# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A witness for :mod:`minesweeper.solver.prove`: one placement of mines on a
component's cells that fits its numbers, with one cell forced and the mine
total kept within bounds, or the proof that there is none.

    witness = Witness(solver, cells, proof)
    work = yield from witness.find(work, lo, size, force, value, kmin, kmax, want)
    if witness.found: ...               # witness.value, witness.mines

A depth-first search: cells are decided outward from the forced one
(breadth first over cells within two of each other), safe first; after
each choice, propagation sets every cell a number forces (a number with all
its mines sets the rest safe, one that needs all its cells sets them mines).
On a contradiction it backs up to the latest choice not yet tried both ways.
Its stack is arrays (no recursion). Holds the search's buffers, two
bytes a padded cell and six a cell; reads the solver's shared board and
the prover's component cells and what it proved. Hardware-free.
"""

from array import array

from minesweeper.compat import const

_COVERED = const(9)  # as in minesweeper.solver.solve (a test checks)
_IN_ORDER = const(32)  # mark bits: put in the order already
_IN_THIS = const(64)  # in the component searched (set by the prover)


class Witness:
    """Searches one component of ``solver``'s board; ``cells`` lists the
    components' cells (padded indexes) and ``proof``, by the same index,
    what is proven already in this pass (bits 2-3: 1 safe, 2 mine)."""

    def __init__(self, solver, cells, proof):
        padded = len(solver.state)
        n = solver.size
        pw = solver.pw
        self.solver = solver
        self.cells = cells
        self.proof = proof
        # A covered cell's value (0 open, 1 safe, 2 mine), or the mines a
        # number still needs (-1 when one too many are set).
        self.value = array("b", bytes(padded))
        self._open = bytearray(padded)  # a number: cells still open around it
        self.order = array("H", bytes(2 * n))  # the cells, in decision order
        self._trail = array("H", bytes(2 * n))  # cells set, in turn
        self._dsc = array("H", bytes(2 * n))  # each decision's order index
        ring = []
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if dx or dy:
                    ring.append(dy * pw + dx)
        self._ring = tuple(ring)
        self.found = False
        self.mines = 0  # in the witness found

    def find(self, work, lo, size, force, value, kmin, kmax, want):
        """Look for a placement on the component's ``size`` cells (from
        ``lo`` in ``cells``, each marked in the solver's ``mark``) that fits
        its numbers, has cell ``force`` (unless -1) set to ``value`` (1 safe,
        2 mine), keeps to the proven cells, and has k mines, kmin <= k <=
        kmax, bit k set in ``want`` (unless None). A worker; sets ``found``,
        and, if found, the placement in ``value`` and its total in ``mines``."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        val = self.value  # a cell's value; a number's mines still needed
        cu, proof, ring = self._open, self.proof, self._ring
        comp, order = self.cells, self.order
        trail, dsc = self._trail, self._dsc
        self.found = False
        # Reset the component's cells and numbers.
        for j in range(lo, lo + size):
            q = comp[j]
            val[q] = 0
            for o in near:
                r = q + o
                if st[r] <= 8:
                    cu[r] = unk[r]
                    val[r] = st[r]
            work += 1
            if work >= 0:
                work = yield work
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
            if work >= 0:
                work = yield work
        for j in range(n):
            mark[order[j]] &= ~_IN_ORDER
        work += n // 2
        # Cells proven earlier in this pass, then the forced cell.
        tlen = 0
        for j in range(lo, lo + size):
            f = proof[j] >> 2
            if f:
                q = comp[j]
                val[q] = f
                trail[tlen] = q
                tlen += 1
        if force >= 0:
            f = val[force]
            if f and f != value:
                return work
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
                    left = val[r] - m
                    val[r] = left
                    if left < 0 or u < left:
                        bad = True
                    elif u and not bad:
                        if not left:
                            fill = 1
                        elif u == left:
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
                if work >= 0:
                    work = yield work
            if not bad:
                if tlen == size:
                    if want is None or (want >> k) & 1:
                        self.found = True
                        self.mines = k
                        return work
                    bad = True
                else:  # decide the next open cell in order: safe first
                    j = dsc[top - 1] + 1 if top else 0
                    while val[order[j]]:
                        j += 1
                    dsc[top] = j
                    top += 1
                    q = order[j]
                    val[q] = 1
                    trail[tlen] = q
                    tlen += 1
                    work += 1
                    continue
            # Back up to the latest decision not yet tried both ways (a
            # decision tries safe, then mine), undoing the trail down to it.
            while top:
                top -= 1
                decided = order[dsc[top]]
                tried = val[decided]
                i = tlen
                while True:
                    i -= 1
                    q = trail[i]
                    if i < qh:
                        m = 1 if val[q] == 2 else 0
                        k -= m
                        for o in near:
                            r = q + o
                            if st[r] <= 8:
                                cu[r] += 1
                                val[r] += m
                    val[q] = 0
                    work += 1
                    if work >= 0:
                        work = yield work
                    if q == decided:
                        break
                tlen = i
                qh = i
                if tried == 1:
                    val[decided] = 2
                    trail[tlen] = decided
                    tlen += 1
                    top += 1
                    break
            else:
                return work
            if work >= 0:
                work = yield work
