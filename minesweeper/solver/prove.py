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
   whether that decides the interior (all safe, or all mines) (steps 2 to
   4: :mod:`minesweeper.solver.count`);
5. for each cell of each component, a witness (a fitting placement,
   :mod:`minesweeper.solver.witness`) with the cell the other way, or the
   proof that there is none;
6. set what was proven.

Holds the component cells and, by the same index, what the witnesses
showed and what this pass proved (three bytes a cell); borrows the solver's
``pairs`` work list (empty while it runs) for the components' starts (and
:mod:`minesweeper.solver.count` its ``singles`` for the numbers).
Hardware-free.
"""

from array import array

from minesweeper.compat import const
from minesweeper.solver.base import components
from minesweeper.solver.count import Count, high_bit, low_bit
from minesweeper.solver.witness import Witness

# A cell state and mark bits, as in minesweeper.solver.solve (a test checks).
_COVERED = const(9)
_IN_COMP = const(4)  # in a component
_IN_THIS = const(64)  # in the component being searched
# Proof values: what a cell (or the interior) is, as the solver's results
# SAFE and MINED (a test checks); a proof byte holds the values seen in
# witnesses in bits 0-1 and the value proven from bit _PROVEN_AT.
_SAFE = const(1)
_MINED = const(2)
_PROVEN_AT = const(2)


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
        self.interior = 0  # covered cells no number touches
        self.count = Count(self)

    def prove(self, work, play):
        """Prove the cells the rules left (a worker). In a play, stop at the
        first cell proven safe, opened; otherwise prove every cell.
        ``solver.consistent`` is False if no placement fits."""
        sv = self.solver
        work = yield from components(self, work)
        proof = self.proof
        for j in range(self.ncells):
            proof[j] = 0
        count = self.count
        count.start(sv.mines - sv.known_mines)
        work = yield from count.bound(work)
        if count.binds:
            work = yield from count.extremes(work)
        if count.binds and sv.consistent:
            work = yield from count.every_total(work)
            count.allow()
        if sv.consistent:
            opened = sv.opened
            work = yield from self._prove_cells(work, play)
            if sv.opened != opened:
                return work  # in a play, a cell proven safe was opened
        if sv.consistent:
            work = yield from self._apply(work, play)
        self._clear()
        return work + (self.ncells // 2 if sv.consistent else 0)

    # -- 5. a witness or a proof for every cell -----------------------------------

    def _prove_cells(self, work, play):
        """For every cell of every component, a witness with it the other
        way, or its proof. In a play, only whether it may be a mine, and
        the first cell proven safe is opened at once."""
        sv = self.solver
        witness = self.witness
        find, val = witness.find, witness.value
        comp, starts = self.cells, self.starts
        proof, allowed = self.proof, self.count.allowed
        for c in range(self.ncomp):
            lo = starts[c]
            end = starts[c + 1]
            size = end - lo
            want = allowed[c] if allowed else 0
            kmin = low_bit(want) if want else 0
            kmax = high_bit(want) if want else size
            self.mark_component(lo, size, _IN_THIS)
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
                    self.mark_component(lo, size, 0)
                    self._clear()
                    sv.set(force, False)
                    return work + 8
                else:
                    proof[at] |= (3 - value) << _PROVEN_AT
                force = -1
                while j < end:
                    s = proof[j]
                    if not s >> _PROVEN_AT:
                        if not s & _MINED:
                            force = comp[j]
                            value = _MINED
                            break
                        if not play and not s & _SAFE:
                            force = comp[j]
                            value = _SAFE
                            break
                    j += 1
                at = j
                if force < 0:
                    break
            self.mark_component(lo, size, 0)
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
            f = proof[j] >> _PROVEN_AT
            if f:
                sv.set(comp[j], f == _MINED)
                work += 4
                if work >= 0:
                    work = yield work
        inside = self.count.inside
        if inside == _MINED and play:
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
                        sv.set(p, inside == _MINED)
                        work += 4
                        if work >= 0:
                            work = yield work
                work += w // 4
                if work >= 0:
                    work = yield work
        return work

    # -- bookkeeping -------------------------------------------------------------

    def mark_component(self, lo, size, bit):
        """Mark (bit) or unmark (0) the cells of one component."""
        mark = self.solver.mark
        comp = self.cells
        for j in range(lo, lo + size):
            q = comp[j]
            mark[q] = (mark[q] & ~_IN_THIS) | bit

    def _clear(self):
        """Unmark the components' cells."""
        self.count.clear()
        mark = self.solver.mark
        comp = self.cells
        for j in range(self.ncells):
            mark[comp[j]] &= ~_IN_COMP
