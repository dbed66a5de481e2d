# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What a view proves: the hidden cells that are safe, or mined, in every
way of placing the mines that fits the numbers on show and the mine count.

    solver = Solver(width, height)          # buffers for this board size
    solver.solve(game.tiles, game.mines)    # or start() and step() in slices
    solver.result(i)                        # UNKNOWN, SAFE, MINED or OPENED
    solver.hint()                           # (index, is_mine) or None
    hint(game)                              # the same in one call

The view is the game's tile codes (``game.tiles``): codes 0-8 are opened
numbers and every other code is a covered cell the solver knows nothing
about. Flags and question marks are the player's guesses, not facts (a flag
may be wrong), so the solver reads numbers only, and a flagged cell it
proves safe is a wrong flag.

How: first the two cheap local rules of :mod:`minesweeper.solver.local`,
then, for what is left, the exact proofs of :mod:`minesweeper.solver.prove`,
which take in the mine count. The answer is exactly what every fitting
placement agrees on. The parts, one file each, each holding its own buffers:

- ``solve`` (here): the board the parts share (:class:`Solver`'s ``state``,
  ``unknown``, ``mark``, and the work lists of the numbers whose
  neighbourhood changed), :meth:`Solver.set` for a proven cell, and the
  slicing (:class:`Sliced`);
- ``local``: the local rules, applied from the work lists;
- ``prove``: components, the mine count, a proof or a counter-example for
  every cell;
- ``witness``: one placement of a component's mines that fits its numbers
  (a depth-first search), the counter-example ``prove`` asks for;
- ``generate``: no-guess boards, by a simulated player on this solver.

Slices: every part's work is a generator (a "worker") that takes ``work``,
the units spent so far counted up from minus its slice's budget, adds each
piece's cost, and where it may pause writes the one idiom::

    if work >= 0:  # the slice is spent:
        work = yield work  # say how far over; get minus the next budget

It calls another worker as ``work = yield from part.job(work, ...)`` and
returns its ``work``; answers are left in attributes. :meth:`Sliced._slice`
sends each slice's budget and adds what was spent to ``units``, so a slice is
about ``budget`` units, and what is computed never depends on the slicing.
A unit is a cell set, undone or looked over: about half a microsecond under
MicroPython on a desktop, some 10-25 on a SAMD51.

Bounded: the constructor allocates all the buffers, the parts' included:
bytes and 16-bit arrays, no object a cell (about 25 bytes a cell on a 32-bit
board: 12 KB for 30x16). A solve allocates only its workers' generator
frames and, when the mine count binds, a few integers a component. No
recursion.
Hardware-free; runs on CPython, MicroPython and CircuitPython.
"""

from array import array

from minesweeper.compat import const
from minesweeper.rules.game import OPENED
from minesweeper.solver.base import Sliced, rows
from minesweeper.solver.local import Rules
from minesweeper.solver.prove import Prover

UNKNOWN = const(0)  # results, by cell index, with OPENED (an opened cell)
SAFE = const(1)  # proven safe
MINED = const(2)  # proven a mine

# Cell states on the padded board (a two-cell border all round, so the cells
# near a cell are fixed offsets with no edge tests): a state is a count 0-8
# (opened) or one of these. Not tile codes, though a covered cell's is the
# hidden tile's.
_COVERED = const(9)  # covered, nothing known
_PROVEN_SAFE = const(10)  # covered, proven safe
_PROVEN_MINE = const(11)  # covered, proven mine
_EDGE = const(12)  # the border
# A tile code of the view (minesweeper.rules.tiles; a test checks).
_FLAG = const(11)

# Bits of ``mark``, by owner: 1 and 2 here and in local (on a work list),
# 4, 8, 16 prove, 32 and 64 witness; generate uses 16 and 32 while no search
# runs.
_IN_SINGLES = const(1)
_IN_PAIRS = const(2)

_BIG = const(1 << 28)  # a budget that never ends a slice


class Solver(Sliced):
    """Finds the provable cells of a ``width`` x ``height`` view.

    What the parts share, by padded cell (``pw`` cells a row, the board's
    cell (x, y) at ``(y + 2) * pw + x + 2``): ``state`` (an opened number:
    the mines it still needs, its number less the mines proven around it,
    0-8, or less than 0 in an impossible view; else 9 covered, 10 proven
    safe, 11 proven mine, 12 the border), ``unknown`` (covered neighbours not
    proven), ``mark`` (bits, see above); ``near``, the eight neighbours'
    offsets; the work lists ``singles`` and ``pairs`` (numbers, with
    ``nsingles`` and ``npairs`` in use); ``mines`` on the board and
    ``known_mines`` proven; ``found`` cells proven; ``consistent``, False
    once the view is found impossible."""

    def __init__(self, width, height):
        if width < 1 or height < 1:
            raise ValueError("board must be at least 1x1")
        Sliced.__init__(self)
        pw = width + 4
        padded = pw * (height + 4)
        cells = width * height
        self.width = width
        self.height = height
        self.size = cells
        self.pw = pw
        self.state = array("b", bytes(padded))
        self.unknown = bytearray(padded)
        self.mark = bytearray(padded)
        self.singles = array("H", bytes(2 * cells))  # one-number rule to do
        self.pairs = array("H", bytes(2 * cells))  # two-number rule to do
        self.near = (
            -pw - 1, -pw, -pw + 1, -1, 1, pw - 1, pw, pw + 1
        )  # fmt: skip
        # What the parts' loops take as locals, in one unpacking.
        self.board = (self.state, self.unknown, self.mark, self.near, pw)
        self._rows = rows(width, height)
        self.mines = 0
        self.minefield = None  # a simulated play's mines (see play)
        self._reset()
        self.rules = Rules(self)
        self.prover = Prover(self)

    def _reset(self):
        """A fresh board, every cell covered, nothing known."""
        edge, covered, zero, eights, degrees = self._rows
        st, unk, mark, near, pw = self.board
        h = self.height
        a = 0
        for y in range(-2, h + 2):
            b = a + pw
            inside = 0 <= y < h
            st[a:b] = covered if inside else edge
            unk[a:b] = degrees[(y > 0) + (y < h - 1)] if inside else eights
            mark[a:b] = zero
            a = b
        self.nsingles = 0
        self.npairs = 0
        self.known_mines = 0
        self.opened = 0  # cells a simulated play opened
        self.found = 0
        self.consistent = True

    # -- proving a view ----------------------------------------------------------

    def step(self, budget=200):
        """Do about ``budget`` work units of the solve; True once done."""
        return self._slice(budget)

    def start(self, view, mines):
        """Begin solving ``view`` (tile codes by cell index) with ``mines``
        mines on the board; then call :meth:`step` until it returns True."""
        if len(view) != self.size:
            raise ValueError("view has %d cells, not %d" % (len(view), self.size))
        self.minefield = None
        self.mines = mines
        self.found = 0
        self._begin(self._analyse(view))

    def solve(self, view, mines):
        """Solve at once; returns how many covered cells are provable."""
        self.start(view, mines)
        while not self.step(_BIG):
            pass
        return self.found

    def result(self, index):
        """What the last solve proved about a cell (once :meth:`step` has
        returned True): UNKNOWN, SAFE, MINED, or OPENED for an opened number."""
        s = self.state[self.padded(index)]
        if s <= 8:
            return OPENED
        if s == _PROVEN_SAFE:
            return SAFE
        if s == _PROVEN_MINE:
            return MINED
        return UNKNOWN

    def hint(self, view=None):
        """One provable cell of the last solve, as ``(index, is_mine)``:
        the first safe cell not flagged, else the first mine not flagged, else
        the first flagged cell that is safe (a wrong flag); None when nothing
        is provable. ``view`` (the same tile codes) tells flags apart."""
        st = self.state
        best = None
        rank = 3
        for i in range(self.size):
            s = st[self.padded(i)]
            if s != _PROVEN_SAFE and s != _PROVEN_MINE:
                continue
            flagged = view is not None and view[i] == _FLAG
            if s == _PROVEN_SAFE:
                r = 2 if flagged else 0
            elif flagged:
                continue
            else:
                r = 1
            if r < rank:
                rank = r
                best = (i, s == _PROVEN_MINE)
                if not r:
                    break
        return best

    def padded(self, index):
        return index + (index // self.width) * 4 + 2 * self.pw + 2

    def _analyse(self, view):
        """Load the view, apply the rules, then the proofs (a worker)."""
        work = yield
        self._reset()
        st, unk, mark, near, pw = self.board
        w = self.width
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
            if work >= 0:
                work = yield work
        for y in range(self.height):
            p = (y + 2) * pw + 2
            for q in range(p, p + w):
                if st[q] <= 8 and unk[q]:
                    self.queue(q)
                    work += 1
            work += w // 4
            if work >= 0:
                work = yield work
        work = yield from self.rules.deduce(work)
        if self.consistent:
            work = yield from self.prover.prove(work, False)
        if not self.consistent:  # an impossible view proves nothing
            self._reset()
            self.consistent = False
        return work

    # -- a simulated play (minesweeper.solver.generate) -------------------------

    def begin_play(self, minefield, mines, start):
        """A fresh board on which a player opens padded cell ``start``;
        ``minefield`` has a byte a padded cell, 1 for a mine, and gives
        each opened cell its number."""
        self._reset()
        self.minefield = minefield
        self.mines = mines
        self.set(start, False)

    def play(self, work):
        """Open what the rules prove and, when they stall, what a proof
        opens, until every safe cell is open or nothing more is provable
        (a worker; see ``opened``)."""
        target = self.size - self.mines
        while True:
            work = yield from self.rules.deduce(work)
            if self.opened >= target:
                return work
            before = self.opened
            work = yield from self.prover.prove(work, True)
            if self.opened == before:
                return work

    # -- cell bookkeeping --------------------------------------------------------

    def set(self, p, mine):
        """Padded cell p is proven: a mine, or safe (in a simulated play,
        opened: it shows its number). Its numbers go on the work lists."""
        st = self.state
        near = self.near
        if mine:
            st[p] = _PROVEN_MINE
            self.known_mines += 1
        elif self.minefield is not None:
            lay = self.minefield
            n = 0
            for o in near:
                q = p + o
                if lay[q] and st[q] != _PROVEN_MINE:
                    n += 1
            st[p] = n
            self.opened += 1
        else:
            st[p] = _PROVEN_SAFE
        self.found += 1
        unk = self.unknown
        mark = self.mark
        singles = self.singles
        pairs = self.pairs
        for o in near:
            r = p + o
            unk[r] -= 1
            s = st[r]
            if s <= 8:
                if mine:
                    st[r] = s - 1
                m = mark[r]
                if not m & _IN_SINGLES:
                    singles[self.nsingles] = r
                    self.nsingles += 1
                if not m & _IN_PAIRS:
                    pairs[self.npairs] = r
                    self.npairs += 1
                mark[r] = m | (_IN_SINGLES | _IN_PAIRS)
        if st[p] <= 8:
            self.queue(p)

    def queue(self, r):
        """Put number r on both work lists (its neighbourhood changed)."""
        mark = self.mark
        m = mark[r]
        if not m & _IN_SINGLES:
            self.singles[self.nsingles] = r
            self.nsingles += 1
        if not m & _IN_PAIRS:
            self.pairs[self.npairs] = r
            self.npairs += 1
        mark[r] = m | (_IN_SINGLES | _IN_PAIRS)


def hint(game, solver=None):
    """One cell the game's view proves, as ``(index, is_mine)``: a safe cell
    when there is one, else a mine (see :meth:`Solver.hint`); None when the
    view proves nothing or the game is over. Before the first reveal of a
    no-guess game, its start cell. Solves at once; pass a ``Solver`` of the
    board's size to reuse its buffers."""
    if game.state > 1:  # WON or LOST
        return None
    if game.start >= 0:  # a no-guess board before its first reveal
        return (game.start, False)
    if solver is None:
        solver = Solver(game.width, game.height)
    solver.solve(game.tiles, game.mines)
    return solver.hint(game.tiles)
