# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The endgame, played exactly: when few placements of the mines fit the
view, the cell to open is the one that wins the most of them, playing on
perfectly, found by searching the whole game that follows.

    end = Endgame(odds)                 # an Odds, run on the board
    found = end.choose()                # (index, won, total), or None

Every placement that fits (the engine's, :mod:`minesweeper.odds.engine`,
run keeping each placement's counts by box) is written out as the set of
covered cells it mines. A state of the game is the set of placements
still possible (a bit mask over them). In a state, a cell safe in all of
them is opened for free, if the numbers it may show tell placements apart;
otherwise each cell that may be safe is tried: the placements that mine it
are lost, the others split by the number it shows, and each part is
played on. A state's worth is the placements it wins; a state of one
placement wins it. States are remembered once worked out, cells are tried
safest first, and a cell is dropped once what it has left cannot beat the
best. The search is a loop over a stack of frames (no recursion) and
stops, giving None, past ``nodes`` states; a board with more than
``layouts`` placements gives None at once.

Exact integers (long ones for the masks: CPython and the MicroPython unix
port, for tools/odds.py and the tests; not a board's work). Hardware-free.
"""

from minesweeper.compat import const

_NONE = const(0xFFFF)  # no box (the engine's)
_COVERED = const(9)  # the solver's cell states (a test checks)
_PROVEN_SAFE = const(10)
_BIG = const(1 << 28)  # a budget that never ends a slice
LAYOUTS = const(1000)  # placements at most
NODES = const(30000)  # states searched at most

_width = [(LAYOUTS + 8) // 8]  # bytes enough for a mask (each search sets it)

try:
    _ones = int.bit_count  # CPython 3.10 on
    _BYTES = False
except AttributeError:  # MicroPython: a table by byte, no long integer made
    _BYTES = True  # and states kept by their bytes (see _search)
    _BYTE = bytes(bin(b).count("1") for b in range(256))

    def _ones(x):
        n = 0
        for b in x.to_bytes(_width[0], "little"):
            n += _BYTE[b]
        return n


class Endgame:
    """Exact play on ``odds``' solver's board (see the module's notes)."""

    def __init__(self, odds, layouts=LAYOUTS, nodes=NODES):
        self.odds = odds
        self.layouts = layouts
        self.nodes = nodes
        self.searched = 0  # states worked out by the last search

    def choose(self):
        """The cell to open, if the placements that fit are few enough and
        the search ends in time: ``(index, won, total)``, the cell and the
        placements that perfect play from it wins, of all; else None.
        After a run of the engine on the board as it stands (which it
        runs again, keeping the placements' counts)."""
        odds = self.odds
        if not odds.consistent or odds.total > self.layouts:
            return None
        odds.counts = []
        try:
            odds.begin()
            while not odds.step(_BIG):
                pass
            cells, lays = self._write_out()
        finally:
            odds.counts = None
        if len(lays) != odds.total:
            return None
        found = self._search(cells, lays)
        if found is None or found[0] < 0:  # too long, or nothing to open
            return None
        best, won = found
        sv = odds.solver
        p = cells[best]
        pw = sv.pw
        return ((p // pw - 2) * sv.width + p % pw - 2, won, len(lays))

    # -- the placements, written out -------------------------------------------

    def _write_out(self):
        """The covered cells not proven, then those proven safe (padded),
        and every placement that fits as a bit mask over them."""
        odds = self.odds
        sv = odds.solver
        st = sv.state
        first = odds.first
        bcells = odds.cells
        cells = [bcells[j] for j in range(odds.ncells)]
        inner = []  # the interior, then the cells proven safe (never mined)
        safe = []
        for y in range(sv.height):
            row = (y + 2) * sv.pw + 2
            for p in range(row, row + sv.width):
                if st[p] == _COVERED and odds.boxof[p] == _NONE:
                    inner.append(p)
                elif st[p] == _PROVEN_SAFE:
                    safe.append(p)
        bit = {}
        for j in range(len(cells)):
            bit[cells[j]] = 1 << j
        spare = odds.spare
        lays = [(0, 0)]  # (mines, mask) of the components so far
        for c in range(odds.ncomp):
            b0 = odds.compat[c]
            mine = []
            for counts in odds.counts[c]:
                part = [(0, 0)]
                for e in range(len(counts)):
                    b = b0 + e
                    masks = [bit[bcells[j]] for j in range(first[b], first[b + 1])]
                    part = [
                        (k + counts[e], m | x)
                        for k, m in part
                        for x in _choose(masks, counts[e])
                    ]
                mine.extend(part)
            lays = [(k + k2, m | m2) for k, m in lays for k2, m2 in mine]
            lays = [km for km in lays if km[0] <= spare]
        masks = [1 << (len(cells) + j) for j in range(len(inner))]
        out = []
        for k, m in lays:
            if 0 <= spare - k <= len(inner):
                for x in _choose(masks, spare - k):
                    out.append(m | x)
        return cells + inner + safe, out

    # -- the search ----------------------------------------------------------------

    def _search(self, cells, lays):
        """The cell (its place in ``cells``) that wins the most placements
        of ``lays``, and how many: (cell, won); None past the node limit."""
        near = self.odds.solver.near
        n = len(cells)
        count = len(lays)
        _width[0] = (max(count, n) + 8) // 8  # masks of placements, of cells
        mined = [0] * n  # by cell: the placements (bits) that mine it
        shows = [None] * n  # by cell: by number, the placements it shows it in
        around = [0] * n  # by cell: its covered neighbours (bits over cells)
        for j in range(n):
            for i in range(n):
                if cells[i] - cells[j] in near:
                    around[j] |= 1 << i
        for j in range(n):
            by = [0] * 9
            bit = 1 << j
            for t in range(count):
                lay = lays[t]
                if lay & bit:
                    mined[j] |= 1 << t
                else:
                    by[_ones(lay & around[j])] |= 1 << t
            shows[j] = by
        # MicroPython hashes a long integer by its lowest word, which many
        # states share: its dict would probe on and on; bytes hash whole.
        # And its heap is not compacted: many small dicts, not one that
        # needs a block of hundreds of KB between the states kept.
        keyed = _BYTES
        width = _width[0]
        memo = {}
        shards = [{} for _ in range(64)] if keyed else None
        nodes = 0
        root = (1 << count) - 1
        # A frame: [state, cells to try, next try, parts, next part, won in
        # this try, left in its parts, best, best cell].
        stack = [self._frame(root, mined, shows, n)]
        value = None
        while stack:
            f = stack[-1]
            if value is not None:  # a part's worth came back
                f[5] += value
                f[6] -= _ones(f[3][f[4] - 1])
                value = None
                if f[1] is not None and f[5] + f[6] <= f[7]:
                    f[4] = len(f[3])  # this try cannot win: drop it
            if f[4] < len(f[3]):  # the next part
                part = f[3][f[4]]
                f[4] += 1
                if keyed:
                    key = part.to_bytes(width, "little")
                    known = shards[hash(key) & 63].get(key)
                else:
                    known = memo.get(part)
                if known is not None:
                    value = known
                elif part & (part - 1) == 0:
                    value = 1
                else:
                    nodes += 1
                    if nodes > self.nodes:
                        self.searched = nodes
                        return None
                    stack.append(self._frame(part, mined, shows, n))
                continue
            # A try is done.
            if f[5] > f[7]:
                f[7] = f[5]
                if f[1] is not None:  # (a free cell's frame keeps its cell)
                    f[8] = f[1][f[2] - 1][1]
            if f[1] is not None and f[2] < len(f[1]):
                safe, j = f[1][f[2]]
                f[2] += 1
                if safe > f[7]:
                    rest = f[0] & ~mined[j]
                    f[3] = [rest & s for s in shows[j] if rest & s]
                    f[4] = 0
                    f[5] = 0
                    f[6] = safe
                    continue
                f[2] = len(f[1])  # the rest are no safer: done
            stack.pop()
            if keyed:
                key = f[0].to_bytes(width, "little")
                shards[hash(key) & 63][key] = f[7]
            else:
                memo[f[0]] = f[7]
            if not stack:
                self.searched = nodes
                return f[8], f[7]
            value = f[7]
        return None

    def _frame(self, state, mined, shows, n):
        """A new frame for ``state``: a free cell's parts, if one tells
        placements apart; else the cells that may be safe, safest first."""
        for j in range(n):
            if not state & mined[j]:
                seen = False
                for s in shows[j]:
                    if state & s:
                        if seen:  # a second number: it tells them apart
                            parts = [state & s for s in shows[j] if state & s]
                            return [state, None, 0, parts, 0, 0, _ones(state), -1, j]
                        seen = True
        tries = []
        total = _ones(state)
        for j in range(n):  # (a cell safe in all of them tells nothing)
            lost = _ones(state & mined[j])
            if 0 < lost < total:
                tries.append((total - lost, j))
        tries.sort(reverse=True)
        return [state, tries, 0, [], 0, 0, 0, 0, -1]


def _choose(masks, k):
    """Every OR of k of ``masks``, in turn (a list)."""
    n = len(masks)
    if k < 0 or k > n:
        return []
    out = []
    pick = list(range(k))
    while True:
        x = 0
        for j in pick:
            x |= masks[j]
        out.append(x)
        j = k - 1
        while j >= 0 and pick[j] == n - k + j:
            j -= 1
        if j < 0:
            return out
        pick[j] += 1
        for i in range(j + 1, k):
            pick[i] = pick[i - 1] + 1
