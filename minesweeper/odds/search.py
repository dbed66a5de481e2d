# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Steps 3 and 4 of :class:`minesweeper.odds.engine.Odds` (its notes say
what they do): the boxes of interchangeable cells, and each component's
placements by total, workers on the engine's buffers. A module of its own
so that a board compiling the engine from source needs less free heap
for any one module (each is compiled whole, at its import).
Hardware-free.
"""

from minesweeper.compat import const

# Mark bits of minesweeper.solver.prove (a test checks they agree).
_IN_COMP = const(4)
_SEEN_CON = const(8)

_NONE = const(0xFFFF)  # no box
# Bounded arithmetic (engine.py's notes): the search's mantissas stay below
# 2**22 (times a box's binomial, at most C(8, 4) = 70 < 2**7: below 2**29),
# its tallies below 2**26 (times a box's count, at most 8: below 2**29).
_LEAF = const(1 << 22)
_TALLY = const(1 << 26)

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


def boxes(odds, work):
    """Group each component's cells by the numbers next to them, and
    list each box's numbers; clear the prover's marks."""
    sv = odds.solver
    st, unk, mark, near, pw = sv.board
    pr = sv.prover
    comp, starts = pr.cells, pr.starts
    boxof, cells, first = odds.boxof, odds.cells, odds.first
    nums, numat, compat = odds.nums, odds.numat, odds.compat
    ring = odds.ring
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
    odds.boxes = nb
    odds.ncells = nc
    for j in range(nc):
        mark[cells[j]] &= ~_IN_COMP
    for t in range(nn):
        mark[nums[t]] &= ~_SEEN_CON
    return work + nc // 4 + nn // 4


def search(odds, work, c):
    """Every count of mines per box of component c that fits its
    numbers; appends to ``tallies`` (W, T, powers) by total, or None
    when nothing fits."""
    sv = odds.solver
    st, unk = sv.state, sv.unknown
    exact = odds.exact
    b0 = odds.compat[c]
    n = odds.compat[c + 1] - b0
    first, nums, numat = odds.first, odds.nums, odds.numat
    left, room = odds.left, odds.room
    value, top, kept = odds.value, odds.top, odds.kept
    weight, power = odds.weight, odds.power
    size = first[b0 + n] - first[b0]
    spare = odds.spare
    memo = odds.memo
    counts = odds.counts
    if counts is not None:  # each placement's counts by box, kept
        memo = None
        counts = []
        odds.counts.append(counts)
    if memo is not None:
        t0 = numat[b0]
        t1 = numat[b0 + n]
        key = (
            bytes(odds.cells[first[b0] : first[b0 + n]]),
            bytes(nums[t0:t1]),
            bytes([st[nums[t]] for t in range(t0, t1)]),
        )
        known = memo.get(key)
        if known is not None and known[0] >= spare:  # no total cut short
            odds.tallies.append(known[1])
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
            if not exact:  # w at the power of two of total k's tallies
                w = _align(tw, tt, tp, k, w, power[n], n, width)
            tw[k] += w
            i = k
            for e in range(n):
                m = value[e]
                if m:
                    tt[i] += w * m
                i += width
            if tp is not None and tw[k] >= _TALLY:  # bounded: halved, a power up
                _align(tw, tt, tp, k, 0, tp[k] + 1, n, width)
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
    odds.tallies.append(found)
    if memo is not None:
        memo[key] = (spare, found)
    return work


def _align(tw, tt, tp, k, w, e, n, width):
    """A placement's weight w * 2**e at the power of two ``tp[k]`` that the
    bounded tallies of its total k share (w shifted down), or, for a
    heavier one, those tallies shifted down to its power first; returns w
    at that power. With w 0 and e one up, the tallies halve."""
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
    return w
