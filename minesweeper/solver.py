# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What a view proves: the hidden cells that are safe, or mined, in every
layout of mines consistent with the numbers on show and the mine count.

    solver = Solver(width, height)          # buffers for this board size
    solver.solve(game.tiles, game.mines)    # or start() and step() in slices
    solver.result(i)                        # UNKNOWN, SAFE, MINE or OPEN
    solver.hint()                           # (index, is_mine) or None
    hint(game)                              # the same in one call

The view is the game's tile codes (``game.tiles``): codes 0-8 are opened
numbers and every other code is a covered cell the solver knows nothing
about. Flags and question marks are the player's guesses, not facts (a flag
may be wrong), so the solver reads numbers only, and a flagged cell it
proves safe is a wrong flag.

How: first the two cheap local rules, from a work list of the numbers whose
neighbourhood changed (one number: its mines are all found, or its covered
cells are all mines; two numbers near each other: the cells one has and the
other lacks). Then, for what is left, an exact search: the covered cells
next to numbers split into independent components (cells linked through the
numbers they share), and for each cell of each component a depth-first
search with propagation looks for a layout of the component that sets the
cell the other way; if there is none, every consistent layout agrees on the
cell. The remaining-mine count links the components and the covered cells
away from every number (the interior, whose cells are interchangeable): when
cheap bounds show it cannot bind, components are searched alone; otherwise
the searches first find which mine totals each component can take, then
keep to the totals that the other components and the interior can complete
to exactly the mine count. So the answer is exactly what every consistent
layout agrees on, however the components interact through the count.

Bounded: all memory is allocated by the constructor (a few bytes a cell),
except a short list of integers when the mine count binds; the search keeps
its own stack (no recursion); each step does a bounded number of work units
(one unit is one cell assigned, undone or examined), so the app can run a
solve a few milliseconds at a time. Hardware-free; runs on CPython,
MicroPython and CircuitPython.
"""

from array import array

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


UNKNOWN = const(0)  # results, by cell index
SAFE = const(1)
MINE = const(2)
OPEN = const(3)

# Cell states on the padded board (a two-cell border all round, so the cells
# near a cell are fixed offsets with no edge tests).
_COVERED = const(9)  # covered, nothing known
_SAFE = const(10)  # covered, proven safe
_MINE = const(11)  # covered, proven mine
_EDGE = const(12)  # the border

# Work-list and scratch bits in _mark.
_IN_RULE = const(1)
_IN_PAIR = const(2)
_IN_COMP = const(4)
_SEEN_CON = const(8)
_USED = const(16)
_IN_ORDER = const(32)
_IN_THIS = const(64)  # in the component being searched

_BIG = const(1 << 28)  # a budget that never ends a slice

DONE = const(0)  # outcomes of a simulated play (see minesweeper.nogen)
STUCK = const(1)


def _pair_table(pw):
    """For each number b within two cells of a number a: b's offset from a,
    and, as offsets from a, the cells next to both, to a only, to b only."""
    table = []
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            if not dx and not dy:
                continue
            both, a_only, b_only = [], [], []
            for y in range(-1, 2):
                for x in range(-1, 2):
                    if x or y:
                        near_b = abs(x - dx) <= 1 and abs(y - dy) <= 1
                        if (x, y) != (dx, dy):
                            (both if near_b else a_only).append(y * pw + x)
                    bx, by = dx + x, dy + y
                    if (x or y) and (bx or by) and (abs(bx) > 1 or abs(by) > 1):
                        b_only.append(by * pw + bx)
            table.append((dy * pw + dx, tuple(both), tuple(a_only), tuple(b_only)))
    return tuple(table)


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


class Solver:
    """Finds the provable cells of a ``width`` x ``height`` view."""

    def __init__(self, width, height):
        if width < 1 or height < 1:
            raise ValueError("board must be at least 1x1")
        pw = width + 4
        padded = pw * (height + 4)
        cells = width * height
        self.width = width
        self.height = height
        self.size = cells
        self._pw = pw
        self._padded = padded
        self._st = bytearray(padded)  # cell state: 0-8 opened, or a _ code
        self._unk = bytearray(padded)  # covered unknown neighbours
        self._kn = bytearray(padded)  # proven mines around
        self._val = bytearray(padded)  # search: 0 open, 1 safe, 2 mine
        self._cm = bytearray(padded)  # search: mines set around a number
        self._cu = bytearray(padded)  # search: cells still open around it
        self._need = bytearray(padded)  # a number less its proven mines
        self._fix = bytearray(padded)  # proven this pass: 1 safe, 2 mine
        self._seen = bytearray(padded)  # found in a layout: 1 safe, 2 mine
        self._mark = bytearray(padded)  # work-list and scratch bits
        self._blank = bytearray(padded)  # a fresh board: border and covered
        self._degree = bytearray(padded)  # neighbours on the board
        self._zeros = bytes(padded)
        self._rules = array("H", bytes(2 * cells))  # single-number work list
        self._pairs = array("H", bytes(2 * cells))  # two-number work list
        self._comp = array("H", bytes(2 * cells))  # component cells, in turn
        self._starts = array("H", bytes(2 * cells + 2))  # where each begins
        self._order = array("H", bytes(2 * cells))  # search: decision order
        self._trail = array("H", bytes(2 * cells))  # search: cells set
        self._dpos = array("H", bytes(2 * cells))  # search: decision points
        self._dsc = array("H", bytes(2 * cells))  # search: their order index
        self._dflip = bytearray(cells)  # search: second value tried
        self._near = (
            -pw - 1, -pw, -pw + 1, -1, 1, pw - 1, pw, pw + 1
        )  # fmt: skip
        ring = []
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                if dx or dy:
                    ring.append(dy * pw + dx)
        self._ring = tuple(ring)
        self._table = _pair_table(pw)
        for p in range(padded):
            y, x = divmod(p, pw)
            inside = 1 < x < width + 2 and 1 < y < height + 2
            self._blank[p] = _COVERED if inside else _EDGE
        for p in range(padded):
            y, x = divmod(p, pw)
            if self._blank[p] == _COVERED:
                self._degree[p] = sum(
                    1 for o in self._near if self._blank[p + o] == _COVERED
                )
            else:
                self._degree[p] = 8  # never read; room to count down
        self._counts = None  # a simulated play's counts (minesweeper.nogen)
        self._nrule = 0
        self._npair = 0
        self._mines = 0
        self._known = 0  # proven mines
        self.opened = 0  # cells opened in a simulated play
        self._target = 0
        self._k = 0
        self._budget = _BIG
        self._work = 0
        self._gen = None
        self.units = 0  # work units spent, all told
        self.consistent = True
        self.found = 0  # provable cells after a solve

    # -- public ----------------------------------------------------------------

    def start(self, view, mines):
        """Begin solving ``view`` (tile codes by cell index) with ``mines``
        mines on the board; then call :meth:`step` until it returns True."""
        if len(view) != self.size:
            raise ValueError("view has %d cells, not %d" % (len(view), self.size))
        self._counts = None
        self._view = view
        self._mines = mines
        self.found = 0
        self._gen = self._analyse()

    def step(self, budget=200):
        """Do about ``budget`` work units of the solve; True once it is done."""
        gen = self._gen
        if gen is None:
            return True
        self._budget = budget
        try:
            next(gen)
        except StopIteration:
            self._gen = None
            self._view = None
            return True
        return False

    def solve(self, view, mines):
        """Solve at once; returns how many covered cells are provable."""
        self.start(view, mines)
        while not self.step(_BIG):
            pass
        return self.found

    def result(self, index):
        """What the last solve proved about a cell: UNKNOWN, SAFE, MINE, or
        OPEN for an opened number."""
        w = self.width
        s = self._st[index + (index // w) * 4 + 2 * self._pw + 2]
        if s <= 8:
            return OPEN
        if s == _SAFE:
            return SAFE
        if s == _MINE:
            return MINE
        return UNKNOWN

    def hint(self, view=None):
        """One provable cell of the last solve, as ``(index, is_mine)``:
        the first safe cell not flagged, else the first mine not flagged, else
        the first flagged cell that is safe (a wrong flag); None when nothing
        is provable. ``view`` (the same tile codes) tells flags apart."""
        w = self.width
        st = self._st
        pw = self._pw
        best = None
        rank = 3
        for i in range(self.size):
            s = st[i + (i // w) * 4 + 2 * pw + 2]
            if s != _SAFE and s != _MINE:
                continue
            flagged = view is not None and view[i] == 11
            if s == _SAFE:
                r = 2 if flagged else 0
            elif flagged:
                continue
            else:
                r = 1
            if r < rank:
                rank = r
                best = (i, s == _MINE)
                if not r:
                    break
        return best

    # -- cell bookkeeping ------------------------------------------------------

    def _set(self, p, mine):
        """Cell p is proven: a mine, or safe (opened in a simulated play)."""
        st = self._st
        if mine:
            st[p] = _MINE
            self._known += 1
        elif self._counts is not None:
            st[p] = self._counts[p]
            self.opened += 1
        else:
            st[p] = _SAFE
        self.found += 1
        unk = self._unk
        kn = self._kn
        mark = self._mark
        rules = self._rules
        pairs = self._pairs
        for o in self._near:
            r = p + o
            unk[r] -= 1
            if mine:
                kn[r] += 1
            if st[r] <= 8:
                m = mark[r]
                if not m & _IN_RULE:
                    rules[self._nrule] = r
                    self._nrule += 1
                if not m & _IN_PAIR:
                    pairs[self._npair] = r
                    self._npair += 1
                mark[r] = m | (_IN_RULE | _IN_PAIR)
        if st[p] <= 8:
            self._queue(p)

    def _queue(self, r):
        """Put number r on both work lists (its constraint changed)."""
        mark = self._mark
        m = mark[r]
        if not m & _IN_RULE:
            self._rules[self._nrule] = r
            self._nrule += 1
        if not m & _IN_PAIR:
            self._pairs[self._npair] = r
            self._npair += 1
        mark[r] = m | (_IN_RULE | _IN_PAIR)

    def _reset(self):
        """A fresh board, every cell covered, nothing known."""
        self._st[:] = self._blank
        self._unk[:] = self._degree
        self._kn[:] = self._zeros
        self._mark[:] = self._zeros
        self._fix[:] = self._zeros
        self._nrule = 0
        self._npair = 0
        self._known = 0
        self.opened = 0
        self.found = 0
        self.consistent = True

    def _begin(self, counts, mines, start):
        """Start a simulated play (minesweeper.nogen): the padded board's
        ``counts`` of adjacent mines, and the first cell opened."""
        self._reset()
        self._counts = counts
        self._mines = mines
        self._target = self.size - mines
        self._set(start, False)

    # -- the whole solve -------------------------------------------------------

    def _analyse(self):
        """Load the view, apply the rules, then search (a generator)."""
        work = 0
        budget = self._budget
        self._reset()
        view = self._view
        st = self._st
        unk = self._unk
        near = self._near
        w = self.width
        pw = self._pw
        for y in range(self.height):
            p = (y + 2) * pw + 2
            i = y * w
            for x in range(w):
                code = view[i + x]
                if code <= 8:
                    st[p + x] = code
                    for o in near:
                        unk[p + x + o] -= 1
            work += w
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        for y in range(self.height):
            p = (y + 2) * pw + 2
            for q in range(p, p + w):
                if st[q] <= 8 and unk[q]:
                    self._queue(q)
                    work += 1
            work += w // 4
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        self._work = work
        yield from self._deduce()
        if self.consistent:
            yield from self._enumerate(False)
        if not self.consistent:  # an impossible view proves nothing
            self._reset()
        self.units += self._work

    def _play(self):
        """A simulated play (minesweeper.nogen): rules, opening what they
        prove, and searches when they stall; DONE once every safe cell is
        open, STUCK when nothing more is provable."""
        while True:
            yield from self._deduce()
            if self.opened >= self._target:
                return DONE
            if not (yield from self._enumerate(True)):
                return STUCK

    # -- the local rules ---------------------------------------------------------

    def _deduce(self):
        """Single-number and two-number rules until neither finds more."""
        work = self._work
        budget = self._budget
        st = self._st
        unk = self._unk
        kn = self._kn
        mark = self._mark
        rules = self._rules
        pairs = self._pairs
        near = self._near
        table = self._table
        while True:
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
            if self._nrule:
                self._nrule -= 1
                r = rules[self._nrule]
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
                            self._set(q, need)
                            work += 4
                elif need < 0 or need > u:
                    self.consistent = False
                    break
                continue
            if not self._npair:
                break
            self._npair -= 1
            a = pairs[self._npair]
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
                    self.consistent = False
                    break
                before = self.found
                if oa and (na == lo or na - hi == oa):
                    for c in a_only:
                        if st[a + c] == _COVERED:
                            self._set(a + c, na != lo)
                            work += 4
                if ob and (nb == lo or nb - hi == ob):
                    for c in b_only:
                        if st[a + c] == _COVERED:
                            self._set(a + c, nb != lo)
                            work += 4
                if hi == 0 or lo == shared:
                    for c in both:
                        if st[a + c] == _COVERED:
                            self._set(a + c, hi != 0)
                            work += 4
                if self.found != before:
                    self._queue(a)  # look at a's other pairs again
                    work += 2
                    break
            if not self.consistent:
                break
        self._work = work

    # -- the exact search ---------------------------------------------------------

    def _enumerate(self, play):
        """Search the components left after the rules. In a play, stop at
        the first cell proven safe (opening it) and return how many were;
        otherwise prove every cell and return how many."""
        work = self._work
        budget = self._budget
        st = self._st
        unk = self._unk
        mark = self._mark
        near = self._near
        comp = self._comp
        starts = self._starts
        seen = self._seen
        fix = self._fix
        val = self._val
        pw = self._pw
        w = self.width
        # 1. The components: from each number with covered cells around it,
        # every covered cell reachable through shared numbers.
        nv = 0
        ncomp = 0
        covered = 0
        for y in range(self.height):
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
                        self.units += work
                        work = 0
                        yield
                        budget = self._budget
            work += w // 4
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        starts[ncomp] = nv
        interior = covered - nv
        spare = self._mines - self._known  # mines not yet proven
        # 2. Does the mine count bind? Bounds on the components' total from
        # numbers with no cell in common: each needs its own mines.
        low = 0
        high = nv
        for y in range(self.height):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                if not mark[p] & _SEEN_CON:
                    continue
                mark[p] &= ~_SEEN_CON
                free = True
                for o in near:
                    if mark[p + o] & _USED:
                        free = False
                        break
                if free:
                    for o in near:
                        if st[p + o] == _COVERED:
                            mark[p + o] |= _USED
                    need = st[p] - self._kn[p]
                    low += need
                    high -= unk[p] - need
                work += 1
            work += w // 4
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        for j in range(nv):
            mark[comp[j]] &= ~_USED
        work += nv // 4
        self._work = work
        masks = None
        inside = UNKNOWN  # what the interior cells are, if provable
        if not (high < spare and low > spare - interior):
            # 3. It may bind: find each component's possible totals, then
            # keep those the rest can complete to exactly the count.
            totals = []
            for c in range(ncomp):
                lo = starts[c]
                size = starts[c + 1] - lo
                self._this(lo, size, _IN_THIS)
                want = (1 << (size + 1)) - 1
                got = 0
                while want:
                    found = yield from self._search(
                        lo, size, -1, 0, _low_bit(want), _high_bit(want), want
                    )
                    if not found:
                        break
                    got |= 1 << self._k
                    want &= ~(1 << self._k)
                self._this(lo, size, 0)
                if not got:
                    self.consistent = False
                    break
                totals.append(got)
            if not self.consistent:
                self._clear(nv)
                return 0
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
                self.consistent = False
                self._clear(nv)
                return 0
            if interior:
                # Interior mines r = spare - total, 0 <= r <= interior.
                may_mine = (every >> lo) & ((1 << (spare - lo)) - 1)
                may_safe = every >> (lo + 1) if spare - interior >= 0 else every
                if not may_mine:
                    inside = SAFE
                elif not may_safe:
                    inside = MINE
        # 4. For every cell, a layout with it the other way, or a proof.
        opened = 0
        for c in range(ncomp):
            lo = starts[c]
            end = starts[c + 1]
            size = end - lo
            want = masks[c] if masks is not None else 0
            kmin = _low_bit(want) if want else 0
            kmax = _high_bit(want) if want else size
            self._this(lo, size, _IN_THIS)
            for j in range(lo, end):
                seen[comp[j]] = 0
            force = -1  # first any layout, then one per cell still open
            value = 0
            j = lo
            while True:
                found = yield from self._search(
                    lo, size, force, value, kmin, kmax, want or None
                )
                work = self._work
                if found:
                    for i in range(lo, end):
                        q = comp[i]
                        seen[q] |= val[q]
                    work += size // 4
                    if work >= budget:
                        self.units += work
                        work = 0
                        yield
                        budget = self._budget
                elif force < 0:
                    self.consistent = False  # the component has no layout
                elif play:  # open the safe cell at once, back to the rules
                    self._this(lo, size, 0)
                    self._clear(nv)
                    self._set(force, False)
                    self._work = work + 8
                    return 1
                else:
                    fix[force] = 3 - value
                self._work = work
                if not self.consistent:
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
            self._this(lo, size, 0)
            if not self.consistent:
                self._clear(nv)
                return 0
        work = self._work
        if inside == SAFE or inside == MINE:
            for y in range(self.height):
                row = (y + 2) * pw + 2
                for p in range(row, row + w):
                    if st[p] == _COVERED and not mark[p] & _IN_COMP:
                        if play:
                            if inside == SAFE:
                                fix[p] = 1
                                opened += 1
                        else:
                            fix[p] = 1 if inside == SAFE else 2
                work += w // 4
                if work >= budget:
                    self.units += work
                    work = 0
                    yield
                    budget = self._budget
        # Apply what was proven.
        for y in range(self.height):
            row = (y + 2) * pw + 2
            for p in range(row, row + w):
                f = fix[p]
                if f:
                    fix[p] = 0
                    mark[p] &= ~_IN_COMP
                    if not play or f == 1:
                        self._set(p, f == 2)
                        work += 4
                        if work >= budget:
                            self.units += work
                            work = 0
                            yield
                            budget = self._budget
            work += w // 4
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget
        self._clear(nv)
        self._work = work + nv // 2
        return opened if play else self.found

    def _this(self, lo, size, bit):
        """Mark (bit) or unmark (0) the cells of one component."""
        mark = self._mark
        comp = self._comp
        for j in range(lo, lo + size):
            q = comp[j]
            mark[q] = (mark[q] & ~_IN_THIS) | bit

    def _clear(self, nv):
        mark = self._mark
        comp = self._comp
        for j in range(nv):
            mark[comp[j]] &= ~_IN_COMP
        fix = self._fix
        for j in range(nv):
            fix[comp[j]] = 0

    def _search(self, lo, size, force, value, kmin, kmax, want):
        """Look for a layout of the component's ``size`` cells (from
        ``lo`` in the component list) that satisfies its numbers, has cell
        ``force`` (unless -1) set to ``value`` (1 safe, 2 mine), keeps to the
        proven cells, and has k mines, kmin <= k <= kmax, bit k set in
        ``want`` (unless None). True if found: it is left in ``_val``."""
        work = self._work
        budget = self._budget
        st = self._st
        val = self._val
        cm = self._cm
        cu = self._cu
        need = self._need
        unk = self._unk
        kn = self._kn
        fix = self._fix
        mark = self._mark
        near = self._near
        ring = self._ring
        comp = self._comp
        order = self._order
        trail = self._trail
        dpos = self._dpos
        dsc = self._dsc
        dflip = self._dflip
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
                self.units += work
                work = 0
                yield
                budget = self._budget
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
                self.units += work
                work = 0
                yield
                budget = self._budget
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
                self._work = work
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
                    self.units += work
                    work = 0
                    yield
                    budget = self._budget
            if not bad:
                if tlen == size:
                    if want is None or (want >> k) & 1:
                        self._k = k
                        self._work = work
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
                        self.units += work
                        work = 0
                        yield
                        budget = self._budget
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
                self._work = work
                return False
            if work >= budget:
                self.units += work
                work = 0
                yield
                budget = self._budget


def hint(game, solver=None):
    """One cell the game's view proves, as ``(index, is_mine)``: a safe cell
    when there is one, else a mine (see :meth:`Solver.hint`); None when the
    view proves nothing or the game is over. Before the first reveal of a
    no-guess game, its start cell. Solves at once; pass a ``Solver`` of the
    board's size to reuse its buffers."""
    if game.state > 1:  # WON or LOST
        return None
    start = getattr(game, "start", -1)
    if game.state == 0 and start is not None and start >= 0:
        return (start, False)
    if solver is None:
        solver = Solver(game.width, game.height)
    solver.solve(game.tiles, game.mines)
    return solver.hint(game.tiles)
