# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Exact mine probabilities: for a view the player sees, each covered
cell's chance of holding a mine, over every placement of the mines that
fits the numbers and the mine count, each placement equally likely (as the
game lays them: uniformly, away from the first cell's block, which the
first reveal opens).

    odds = Odds(solver)             # a Solver of the board's size
    odds.run(view, mines)           # or start() and step() in slices
    odds.chance(i)                  # (num, den) for cell i; None if opened
    odds.safest()                   # (index, num, den) of the safest cell

How, in steps (each a worker, see below):

1. the solver proves what it can (:mod:`minesweeper.solver.solve`): a cell
   it proves has chance 0 or 1, and every other cell may go either way
   (``begin`` starts here from a solver already stuck in a simulated
   play, whose board is the same kind);
2. the prover's components (:meth:`minesweeper.solver.prove.Prover.components`):
   the covered cells next to numbers, in groups linked through numbers;
   the interior is the covered cells no number touches;
3. boxes: in a component, the cells next to exactly the same numbers are
   interchangeable, so a placement is a count of mines per box, and a box
   of s cells holding m mines stands for C(s, m) placements of its cells;
4. each component's counts are enumerated, a depth-first search with its
   stack in arrays (no recursion), a box's range of counts bounded by its
   numbers' needs; by the component's total k of mines it tallies W[k],
   the placements, and T[b][k], the mines in box b over them;
5. the components meet the mine count: with R mines not proven and I
   interior cells, totals k_c weigh prod W_c[k_c] * C(I, R - sum k_c)
   (the ways to lay the rest in the interior). Sums forward and backward
   over the components give each component the weight of the rest when it
   holds k, X_c[k]; box b's chance is sum T_b[k] X_c[k] over s_b sum
   W_c[k] X_c[k], the interior's the mines expected there over I.

Arithmetic. ``exact=True`` (the default) keeps every weight an exact
integer (long integers: CPython, the tests, tools/odds.py), so chances
are exact fractions. ``exact=False`` keeps every number below 2**30, a
board's small integers, so no long integer is ever made: a weight is a
mantissa and a power of two; in the search, a mantissa of 22 bits, and a
component's tallies of one total share one power; across components,
each value has its own, with 14 bits. Chances are then good to about one
part in 10,000, held to the open interval (0, 1) for a cell the solver
did not prove (the proofs decide 0 and 1), as ``(num, 65536)``.

Slices: the workers' idiom of :mod:`minesweeper.solver.solve`: :meth:`step`
does about ``budget`` units, a unit a box tried or a term summed.

Memory: the constructor allocates 4 bytes a padded cell (a cell's box, a
number's counts: 30x16, 2.7 KB); a run, about 30 bytes a cell in its
components (made again only when a run has more such cells than any
before it: on a Titano's Expert where the proofs stop, some 20-50 cells,
not 480), and per component its tallies (a list of boxes times totals)
and the sums across components (a few lists of up to R + 1 values), let
go at the next run (docs/odds.md has the figures). Hardware-free.
"""

from array import array

from minesweeper.compat import const
from minesweeper.solver.base import Sliced, components

# Cell states and mark bits of minesweeper.solver.solve and prove (a test
# checks they agree).
_COVERED = const(9)
_PROVEN_SAFE = const(10)
_PROVEN_MINE = const(11)
_IN_COMP = const(4)
_SEEN_CON = const(8)

_NONE = const(0xFFFF)  # no box
_BIG = const(1 << 28)  # a budget that never ends a slice
# Bounded arithmetic: the search's mantissas stay below 2**22 (times a
# box's binomial, at most C(8, 4) = 70 < 2**7: below 2**29), its tallies
# below 2**26 (times a box's count, at most 8: below 2**29); the sums'
# mantissas below 2**14 (a product below 2**28).
_LEAF = const(1 << 22)
_TALLY = const(1 << 26)
_MANT = const(1 << 14)
_ONE = const(1 << 16)  # a bounded chance's denominator

# C(s, m) for 0 <= m <= s <= 8 at s * 9 + m: a box is at most 8 cells (all
# next to one number).
_BINOMIALS = bytes(
    (1, 0, 0, 0, 0, 0, 0, 0, 0,
     1, 1, 0, 0, 0, 0, 0, 0, 0,
     1, 2, 1, 0, 0, 0, 0, 0, 0,
     1, 3, 3, 1, 0, 0, 0, 0, 0,
     1, 4, 6, 4, 1, 0, 0, 0, 0,
     1, 5, 10, 10, 5, 1, 0, 0, 0,
     1, 6, 15, 20, 15, 6, 1, 0, 0,
     1, 7, 21, 35, 35, 21, 7, 1, 0,
     1, 8, 28, 56, 70, 56, 28, 8, 1)
)  # fmt: skip


class Odds(Sliced):
    """The chances of ``solver``'s board (a
    :class:`minesweeper.solver.solve.Solver`, whose buffers and prover it
    borrows while it runs). ``exact``: exact integers, or bounded ones
    (see the module's notes).

    After a run (:meth:`step` returned True): ``consistent`` (False when
    no placement fits the view: no chances then), ``total`` (exact: the
    number of placements of the mines not proven that fit; bounded: a
    mantissa, of no use alone), ``interior`` (covered cells no number
    touches), ``boxes`` (groups of interchangeable cells next to numbers;
    ``boxof`` a padded cell's, ``cells`` theirs box by box from
    ``first[b]``); :meth:`chance`, :meth:`lowest` and :meth:`safest` read
    the result."""

    def __init__(self, solver, exact=True):
        Sliced.__init__(self)
        self.solver = solver
        self.exact = exact
        padded = len(solver.state)
        self.boxof = array("H", bytes([0xFF]) * (2 * padded))  # a cell's box
        self.left = bytearray(padded)  # a number's mines not yet placed
        self.room = bytearray(padded)  # its cells in boxes not yet set
        self.value = bytearray(0)  # the buffers of cells in components
        self._room(0)
        pw = solver.pw
        ring = []  # the cells within two of a cell (a box's other cells)
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if dx or dy:
                    ring.append(dy * pw + dx)
        self._ring = tuple(ring)
        self.boxes = 0
        self.ncells = 0  # cells in boxes
        self.ncomp = 0
        self.interior = 0
        self.spare = 0  # mines not proven
        self.consistent = True
        self.total = 0
        self.tallies = []  # per component: (W, T, powers) by total, or None
        self.box_num = []  # per box: its chance (num, den), by box
        self.box_den = []
        self.inside = (0, 1)  # the interior's chance
        # Exact runs may keep each component's tallies by its cells and
        # numbers, for runs on boards that differ in a few components (the
        # look-ahead's, minesweeper.odds.guess): a dict while wanted, None
        # otherwise (the default: a board keeps nothing).
        self.memo = None
        # Exact runs may keep every placement's counts, by box (bytes), a
        # list a component: a list while wanted (minesweeper.odds.endgame
        # asks on small boards), None otherwise.
        self.counts = None

    # -- running ------------------------------------------------------------------

    def start(self, view, mines):
        """Solve ``view`` (tile codes by index) with ``mines`` mines, then
        find the chances; call :meth:`step` until it returns True."""
        self._begin(self._work(view, mines))

    def begin(self):
        """Find the chances of the solver's board as it stands (a stuck
        simulated play's: nothing more is provable); then :meth:`step`."""
        self._begin(self._work(None, 0))

    def step(self, budget=200):
        """Do about ``budget`` work units; True once done."""
        return self._slice(budget)

    def run(self, view, mines):
        """Solve and find the chances at once; returns ``consistent``."""
        self.start(view, mines)
        while not self.step(_BIG):
            pass
        return self.consistent

    def _work(self, view, mines):
        work = yield
        sv = self.solver
        self._reset()
        if view is not None:
            sv.start(view, mines)
            while True:
                before = sv.units
                done = sv.step(-work if work < 0 else 1)
                work += sv.units - before
                if done:
                    break
                if work >= 0:
                    work = yield work
        work = yield from self._check(work)
        if not self.consistent:
            return work
        pr = sv.prover
        work = yield from components(pr, work)
        self._room(pr.ncells)
        self.ncomp = pr.ncomp
        self.interior = pr.interior
        self.spare = sv.mines - sv.known_mines
        work = yield from self._boxes(work)
        tallies = self.tallies
        for c in range(self.ncomp):
            work = yield from self._search(work, c)
            if not tallies[c]:
                self.consistent = False
                return work
        work = yield from self._combine(work)
        return work

    def _room(self, n):
        """The buffers for ``n`` cells in components (boxes, their numbers,
        the search's stack), made only where the last run's are too short:
        sized by the components, not the board (a Titano's Expert: some
        20-50 cells where the proofs stop, not 480)."""
        if len(self.value) > n:  # (n + 1 made)
            return
        n += 1
        self.cells = array("H", bytes(2 * n))  # the boxes' cells, in turn
        self.first = array("H", bytes(2 * n))  # a box's first cell
        self.nums = array("H", bytes(16 * n))  # the boxes' numbers: 8 a box
        self.numat = array("H", bytes(2 * n))  # a box's first number
        self.compat = array("H", bytes(2 * n))  # a component's first box
        self.value = bytearray(n)  # the search: the count at each depth
        self.top = bytearray(n)  # and the most it may take
        self.kept = array("H", bytes(2 * n))  # mines above a depth
        self.weight = [0] * n  # placements above a depth
        self.power = array("h", bytes(2 * n))  # its power of two

    def _reset(self):
        """Forget the last run's boxes and results."""
        boxof = self.boxof
        cells = self.cells
        for j in range(self.ncells):
            boxof[cells[j]] = _NONE
        self.boxes = self.ncells = self.ncomp = self.interior = 0
        self.tallies = []
        if self.counts is not None:
            self.counts = []
        self.box_num = []
        self.box_den = []
        self.inside = (0, 1)
        self.total = 0
        self.consistent = True

    def _check(self, work):
        """Whether the board may still fit: the solver's verdict, and no
        number with more mines than it shows, or too few and no covered
        cell left (the solver's rules pass over a number once its cells are
        all decided, whatever it still needs)."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        ok = sv.consistent
        w = sv.width
        for y in range(sv.height):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                s = st[p]
                if s < 0 or s <= 8 and s and not unk[p]:
                    ok = False
            work += w // 4
            if work >= 0:
                work = yield work
        self.consistent = ok
        return work

    # -- 3. boxes -----------------------------------------------------------------

    def _boxes(self, work):
        """Group each component's cells by the numbers next to them, and
        list each box's numbers; clear the prover's marks."""
        sv = self.solver
        st, unk, mark, near, pw = sv.board
        pr = sv.prover
        comp, starts = pr.cells, pr.starts
        boxof, cells, first = self.boxof, self.cells, self.first
        nums, numat, compat = self.nums, self.numat, self.compat
        ring = self._ring
        nb = nc = nn = 0
        for c in range(pr.ncomp):
            compat[c] = nb
            for j in range(starts[c], starts[c + 1]):
                q = comp[j]
                if boxof[q] != _NONE:
                    continue
                first[nb] = nc
                numat[nb] = nn
                count = 0
                for o in near:
                    r = q + o
                    if st[r] <= 8:
                        nums[nn] = r
                        nn += 1
                        count += 1
                boxof[q] = nb
                cells[nc] = q
                nc += 1
                for o in ring:
                    v = q + o
                    if not mark[v] & _IN_COMP or boxof[v] != _NONE:
                        continue
                    n = 0
                    for o2 in near:
                        r = v + o2
                        if st[r] <= 8:
                            n += 1
                            if r - q not in near:
                                n = -1
                                break
                    if n == count:
                        boxof[v] = nb
                        cells[nc] = v
                        nc += 1
                nb += 1
                work += 4
                if work >= 0:
                    work = yield work
        compat[pr.ncomp] = nb
        first[nb] = nc
        numat[nb] = nn
        self.boxes = nb
        self.ncells = nc
        for j in range(nc):
            mark[cells[j]] &= ~_IN_COMP
        for t in range(nn):
            mark[nums[t]] &= ~_SEEN_CON
        return work + nc // 4 + nn // 4

    # -- 4. each component's placements, by total ----------------------------------

    def _search(self, work, c):
        """Every count of mines per box of component c that fits its
        numbers; appends to ``tallies`` (W, T, powers) by total, or None
        when nothing fits."""
        sv = self.solver
        st, unk = sv.state, sv.unknown
        exact = self.exact
        b0 = self.compat[c]
        n = self.compat[c + 1] - b0
        first, nums, numat = self.first, self.nums, self.numat
        left, room = self.left, self.room
        value, top, kept = self.value, self.top, self.kept
        weight, power = self.weight, self.power
        size = first[b0 + n] - first[b0]
        spare = self.spare
        memo = self.memo
        counts = self.counts
        if counts is not None:  # each placement's counts by box, kept
            memo = None
            counts = []
            self.counts.append(counts)  # type: ignore[union-attr]
        if memo is not None:
            t0 = numat[b0]
            t1 = numat[b0 + n]
            key = (
                bytes(self.cells[first[b0] : first[b0 + n]]),
                bytes(nums[t0:t1]),
                bytes([st[nums[t]] for t in range(t0, t1)]),
            )
            known = memo.get(key)
            if known is not None and known[0] >= spare:  # no total cut short
                self.tallies.append(known[1])
                return work + n
        width = size + 1  # totals 0 .. size
        tw = [0] * width  # W: placements by total
        tt = [0] * (n * width)  # T: box d's mines by total, at d * width + k
        tp = None if exact else [0] * width  # the power of two of each total
        for t in range(numat[b0], numat[b0 + n]):
            r = nums[t]
            left[r] = st[r]
            room[r] = unk[r]
        weight[0] = 1
        power[0] = 0
        kept[0] = 0
        d = 0
        enter = True
        while True:
            if enter and d == n:  # a placement: tally it
                k = kept[n]
                w = weight[n]
                if exact:
                    tw[k] += w
                    i = k
                    for e in range(n):
                        m = value[e]
                        if m:
                            tt[i] += w * m
                        i += width
                else:
                    _tally(tw, tt, tp, k, w, power[n], value, n, width)
                if counts is not None:
                    counts.append(bytes(value[:n]))
                work += n + 1
                enter = False
                d -= 1
                if work >= 0:
                    work = yield work
                continue
            if enter:  # a box's first count
                b = b0 + d
                s = first[b + 1] - first[b]
                lo = 0
                hi = s
                if spare - kept[d] < hi:
                    hi = spare - kept[d]
                t1 = numat[b + 1]
                for t in range(numat[b], t1):
                    r = nums[t]
                    m = left[r]
                    if m < hi:
                        hi = m
                    m -= room[r] - s
                    if m > lo:
                        lo = m
                work += 1
                if lo > hi:
                    enter = False
                    d -= 1
                    continue
                value[d] = lo
                top[d] = hi
                for t in range(numat[b], t1):
                    r = nums[t]
                    left[r] -= lo
                    room[r] -= s
                m = lo
            else:  # back to box d: its next count, or undo it
                if d < 0:
                    break
                b = b0 + d
                s = first[b + 1] - first[b]
                m = value[d]
                t1 = numat[b + 1]
                work += 1
                if m >= top[d]:
                    for t in range(numat[b], t1):
                        r = nums[t]
                        left[r] += m
                        room[r] += s
                    d -= 1
                    if work >= 0:
                        work = yield work
                    continue
                m += 1
                value[d] = m
                for t in range(numat[b], t1):
                    left[nums[t]] -= 1
                enter = True
            w = weight[d] * _BINOMIALS[s * 9 + m]
            kept[d + 1] = kept[d] + m
            if exact:
                weight[d + 1] = w
            else:
                e = power[d]
                while w >= _LEAF:
                    w >>= 1
                    e += 1
                weight[d + 1] = w
                power[d + 1] = e
            d += 1
        nonzero = False
        for k in range(width):
            if tw[k]:
                nonzero = True
                break
        found = (tw, tt, tp) if nonzero else None
        self.tallies.append(found)
        if memo is not None:
            memo[key] = (spare, found)
        return work

    # -- 5. the components and the mine count ---------------------------------------

    def _combine(self, work):
        """Weigh the components' totals against the mine count and the
        interior; set each box's chance and the interior's."""
        spare = self.spare
        inner = self.interior
        ncomp = self.ncomp
        # Each component's W and T over its totals kmin .. kmax, as values
        # (mantissas and powers of two; exact: the integers, powers 0).
        ws = []
        lows = []
        lo_all = hi_all = 0
        for c in range(ncomp):
            tw, tt, tp = self.tallies[c]
            lo = 0
            while not tw[lo]:
                lo += 1
            hi = len(tw) - 1
            while not tw[hi]:
                hi -= 1
            ws.append(self._values(tw, tp, lo, hi + 1, 0))
            lows.append(lo)
            lo_all += lo
            hi_all += hi
            work += hi - lo + 1
        # B[K] = C(inner, spare - K), K = lo_all .. hi_all.
        bm, be = self._binomials(inner, spare - hi_all, spare - lo_all)
        bm.reverse()
        be.reverse()
        work += len(bm)
        if work >= 0:
            work = yield work
        # Backward: after[c] weighs the totals of the components before c by
        # the ways the rest (c onwards, and the interior) completes them.
        after = [None] * (ncomp + 1)  # type: list
        after[ncomp] = (bm, be)
        for c in range(ncomp - 1, -1, -1):
            wm, we = ws[c]
            hm, he = after[c + 1]
            n = len(hm) - len(wm) + 1
            om = [0] * n
            oe = [0] * n
            for i in range(n):
                om[i], oe[i] = self._dot(wm, we, 0, 1, hm, he, i, len(wm))
            after[c] = (om, oe)
            work += n * len(wm)
            if work >= 0:
                work = yield work
        # Forward: before, the totals of the components before c, weighed.
        fm = [1]
        fe = [0]
        box_num = self.box_num
        box_den = self.box_den
        first = self.first
        for c in range(ncomp):
            wm, we = ws[c]
            hm, he = after[c + 1]
            nw = len(wm)
            nf = len(fm)
            # X[t]: the rest's weight when component c holds lows[c] + t.
            xm = [0] * nw
            xe = [0] * nw
            for t in range(nw):
                xm[t], xe[t] = self._dot(fm, fe, 0, 1, hm, he, t, nf)
            dm, de = self._dot(wm, we, 0, 1, xm, xe, 0, nw)
            tw, tt, tp = self.tallies[c]
            width = len(tw)
            b0 = self.compat[c]
            for b in range(b0, self.compat[c + 1]):
                s = first[b + 1] - first[b]
                i = (b - b0) * width + lows[c]
                tm, te = self._values(tt, tp, i, i + nw, i - lows[c])
                n, d = self._chance(self._dot(tm, te, 0, 1, xm, xe, 0, nw), dm * s, de)
                box_num.append(n)
                box_den.append(d)
            work += nw * (nf + 1) * 2
            # The totals of the components up to c, for the next.
            n = nf + nw - 1
            gm = [0] * n
            ge = [0] * n
            for j in range(n):
                t = j - nf + 1 if j >= nf else 0
                stop = j + 1 if j < nw else nw
                gm[j], ge[j] = self._dot(fm, fe, j - t, -1, wm, we, t, stop - t)
            fm = gm
            fe = ge
            work += n * nw
            if work >= 0:
                work = yield work
        # The interior: the mines expected there, spare - K, over inner.
        zm, ze = self._dot(fm, fe, 0, 1, bm, be, 0, len(bm))
        self.total = zm
        if inner:
            rm = [0] * len(bm)
            re = [0] * len(bm)
            for i in range(len(bm)):
                rm[i], re[i] = self._scale(bm[i], be[i], spare - lo_all - i)
            num = self._dot(fm, fe, 0, 1, rm, re, 0, len(bm))
            self.inside = self._chance(num, zm * inner, ze)
        if not zm:
            self.consistent = False
        return work + 2 * len(bm)

    # -- the arithmetic (exact, or bounded) ----------------------------------------

    def _values(self, tally, powers, lo, hi, base):
        """Entries lo .. hi - 1 of a search's tally as values (mantissas,
        powers); entry i's total is i - base, whose power it takes."""
        m = tally[lo:hi]
        if self.exact:
            return m, [0] * (hi - lo)
        e = powers[lo - base : hi - base]
        for i in range(hi - lo):
            m[i], e[i] = _fit(m[i], e[i])
        return m, e

    def _dot(self, am, ae, ai, step, bm, be, bi, n):
        """The sum of a[ai + t * step] * b[bi + t] for t < n, as
        (mantissa, power)."""
        if self.exact:
            s = 0
            for t in range(n):
                s += am[ai] * bm[bi + t]
                ai += step
            return s, 0
        acc = 0
        power = 0
        for t in range(n):
            x = am[ai] * bm[bi + t]
            if x:
                p = ae[ai] + be[bi + t]
                if not acc:
                    acc = x
                    power = p
                elif p > power:
                    acc = (acc >> (p - power) if p - power < 30 else 0) + x
                    power = p
                elif power - p < 30:
                    acc += x >> (power - p)
                if acc >= 1 << 29:
                    acc >>= 1
                    power += 1
            ai += step
        return _fit(acc, power)

    def _scale(self, m, e, factor):
        """A value times a small integer ``factor`` (0 <= factor < 2**16)."""
        if self.exact:
            return m * factor, 0
        return _fit(m * factor, e)

    def _binomials(self, n, lo, hi):
        """C(n, r) for r = lo .. hi (0 outside 0 .. n), as values."""
        count = hi - lo + 1
        om = [0] * count
        oe = [0] * count
        m = 1
        e = 0
        exact = self.exact
        top = hi if hi < n else n
        for r in range(top + 1):  # m, e: C(n, r)
            if r >= lo:
                om[r - lo] = m
                oe[r - lo] = e
            if exact:
                m = m * (n - r) // (r + 1)
            else:
                m, e = _fit(m * (n - r), e)
                m, e = _fit((m << 14) // (r + 1), e - 14)
        return om, oe

    def _chance(self, num, dm, de):
        """A chance num / (dm * 2**de), num a value, as integers (num,
        den): exact, or bounded over 65536."""
        nm, ne = num
        if not self.exact:
            dm, de = _fit(dm, de)
            if not dm:
                nm = 0
                dm = 1
            else:
                shift = ne - de + 16  # nm / dm * 2**shift: the chance * 2**16
                if shift > 16:
                    nm = ((nm << 16) // dm) << (shift - 16) if shift < 19 else _ONE
                elif shift >= 0:
                    nm = (nm << shift) // dm
                else:
                    nm = (nm >> -shift) // dm if -shift < 30 else 0
                if nm < 1:
                    nm = 1
                elif nm > _ONE - 1:
                    nm = _ONE - 1
                dm = _ONE
        return nm, dm

    # -- results ------------------------------------------------------------------

    def chance(self, index):
        """Cell ``index``'s chance of a mine after a run, as integers
        ``(num, den)``: ``(0, 1)`` or ``(1, 1)`` for a cell the solver
        proved; None for an opened cell, or when no placement fits."""
        sv = self.solver
        w = sv.width
        p = (index // w + 2) * sv.pw + index % w + 2
        s = sv.state[p]
        if s <= 8 or not self.consistent:
            return None
        if s == _PROVEN_SAFE:
            return (0, 1)
        if s == _PROVEN_MINE:
            return (1, 1)
        b = self.boxof[p]
        if b == _NONE:
            return self.inside
        return (self.box_num[b], self.box_den[b])

    def lowest(self):
        """The lowest chance of a mine of a covered cell after a run, as
        ``(num, den)``: ``(0, 1)`` when the solver proved a cell safe;
        None when no cell is covered or no placement fits."""
        if not self.consistent:
            return None
        sv = self.solver
        st = sv.state
        pw = sv.pw
        w = sv.width
        covered = False
        for y in range(2, sv.height + 2):
            row = y * pw + 2
            for p in range(row, row + w):
                s = st[p]
                if s == _PROVEN_SAFE:
                    return (0, 1)
                if s == _COVERED or s == _PROVEN_MINE:
                    covered = True
        if not covered:
            return None
        bn, bd = self.inside if self.interior else (1, 1)  # else all mines
        num = self.box_num
        den = self.box_den
        for b in range(self.boxes):
            n = num[b]
            d = den[b]
            if n * bd < bn * d:
                bn = n
                bd = d
        return (bn, bd)

    def safest(self):
        """The covered cell least likely to be a mine, as ``(index, num,
        den)``: a proven safe cell if there is one, else one of the lowest
        chance (compared by cross-multiplying), the first in board order;
        None when no cell is covered or no placement fits."""
        low = self.lowest()
        if low is None:
            return None
        bn, bd = low
        for i in range(self.solver.size):
            c = self.chance(i)
            if c is not None and c[0] * bd == bn * c[1]:
                return (i, bn, bd)
        return None


def _fit(m, e):
    """A bounded value: mantissa below 2**14, its power of two adjusted."""
    if not m:
        return 0, 0
    while m >= _MANT << 8:
        m >>= 8
        e += 8
    while m >= _MANT:
        m >>= 1
        e += 1
    while m < _MANT >> 1:
        m <<= 1
        e -= 1
    return m, e


def _tally(tw, tt, tp, k, w, e, value, n, width):
    """Add a placement of total k, weight w * 2**e, to bounded tallies
    whose total k shares the power ``tp[k]``."""
    if not tw[k]:
        tp[k] = e
    elif e > tp[k]:  # a heavier placement: the total's tallies step down
        shift = e - tp[k]
        tw[k] = tw[k] >> shift if shift < 30 else 0
        i = k
        for _ in range(n):
            tt[i] = tt[i] >> shift if shift < 30 else 0
            i += width
        tp[k] = e
    shift = tp[k] - e
    if shift:
        w = w >> shift if shift < 30 else 0
    tw[k] += w
    i = k
    for d in range(n):
        m = value[d]
        if m:
            tt[i] += w * m
        i += width
    if tw[k] >= _TALLY:
        tw[k] >>= 1
        i = k
        for _ in range(n):
            tt[i] >>= 1
            i += width
        tp[k] += 1
