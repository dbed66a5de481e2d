# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Step 5 of :class:`minesweeper.odds.engine.Odds` (its notes say what it
does): the components' totals weighed against the mine count and the
interior, each box's chance and the interior's; with the arithmetic,
exact or bounded (``exact``: the engine's). A module of its own so that a
board compiling the engine from source needs less free heap for any one
module (each is compiled whole, at its import). Hardware-free.
"""

from minesweeper.compat import const

# Bounded arithmetic (engine.py's notes): the sums' mantissas below 2**14
# (a product below 2**28).
_MANT = const(1 << 14)
_ONE = const(1 << 16)  # a bounded chance's denominator


def combine(odds, work):
    """Weigh the components' totals against the mine count and the
    interior; set each box's chance and the interior's."""
    exact = odds.exact
    spare = odds.spare
    inner = odds.interior
    ncomp = odds.ncomp
    # Each component's W and T over its totals kmin .. kmax, as values
    # (mantissas and powers of two; exact: the integers, powers 0).
    ws = []
    lows = []
    lo_all = hi_all = 0
    for c in range(ncomp):
        tw, tt, tp = odds.tallies[c]
        lo = 0
        while not tw[lo]:
            lo += 1
        hi = len(tw) - 1
        while not tw[hi]:
            hi -= 1
        ws.append(_values(exact, tw, tp, lo, hi + 1, 0))
        lows.append(lo)
        lo_all += lo
        hi_all += hi
        work += hi - lo + 1
    # B[K] = C(inner, spare - K), K = lo_all .. hi_all.
    bm, be = _binomials(exact, inner, spare - hi_all, spare - lo_all)
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
            om[i], oe[i] = _dot(exact, wm, we, 0, 1, hm, he, i, len(wm))
        after[c] = (om, oe)
        work += n * len(wm)
        if work >= 0:
            work = yield work
    # Forward: before, the totals of the components before c, weighed.
    fm = [1]
    fe = [0]
    box_num = odds.box_num
    box_den = odds.box_den
    first = odds.first
    for c in range(ncomp):
        wm, we = ws[c]
        hm, he = after[c + 1]
        nw = len(wm)
        nf = len(fm)
        # X[t]: the rest's weight when component c holds lows[c] + t.
        xm = [0] * nw
        xe = [0] * nw
        for t in range(nw):
            xm[t], xe[t] = _dot(exact, fm, fe, 0, 1, hm, he, t, nf)
        dm, de = _dot(exact, wm, we, 0, 1, xm, xe, 0, nw)
        tw, tt, tp = odds.tallies[c]
        width = len(tw)
        b0 = odds.compat[c]
        for b in range(b0, odds.compat[c + 1]):
            s = first[b + 1] - first[b]
            i = (b - b0) * width + lows[c]
            tm, te = _values(exact, tt, tp, i, i + nw, i - lows[c])
            n, d = _chance(exact, _dot(exact, tm, te, 0, 1, xm, xe, 0, nw), dm * s, de)
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
            gm[j], ge[j] = _dot(exact, fm, fe, j - t, -1, wm, we, t, stop - t)
        fm = gm
        fe = ge
        work += n * nw
        if work >= 0:
            work = yield work
    # The interior: the mines expected there, spare - K, over inner.
    zm, ze = _dot(exact, fm, fe, 0, 1, bm, be, 0, len(bm))
    odds.total = zm
    if inner:
        rm = [0] * len(bm)
        re = [0] * len(bm)
        for i in range(len(bm)):
            rm[i], re[i] = _scale(exact, bm[i], be[i], spare - lo_all - i)
        num = _dot(exact, fm, fe, 0, 1, rm, re, 0, len(bm))
        odds.inside = _chance(exact, num, zm * inner, ze)
    if not zm:
        odds.consistent = False
    return work + 2 * len(bm)


def _values(exact, tally, powers, lo, hi, base):
    """Entries lo .. hi - 1 of a search's tally as values (mantissas,
    powers); entry i's total is i - base, whose power it takes."""
    m = tally[lo:hi]
    if exact:
        return m, [0] * (hi - lo)
    e = powers[lo - base : hi - base]
    for i in range(hi - lo):
        m[i], e[i] = _fit(m[i], e[i])
    return m, e


def _dot(exact, am, ae, ai, step, bm, be, bi, n):
    """The sum of a[ai + t * step] * b[bi + t] for t < n, as
    (mantissa, power)."""
    if exact:
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


def _scale(exact, m, e, factor):
    """A value times a small integer ``factor`` (0 <= factor < 2**16)."""
    if exact:
        return m * factor, 0
    return _fit(m * factor, e)


def _binomials(exact, n, lo, hi):
    """C(n, r) for r = lo .. hi (0 outside 0 .. n), as values."""
    count = hi - lo + 1
    om = [0] * count
    oe = [0] * count
    m = 1
    e = 0
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


def _chance(exact, num, dm, de):
    """A chance num / (dm * 2**de), num a value, as integers (num,
    den): exact, or bounded over 65536."""
    nm, ne = num
    if not exact:
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
