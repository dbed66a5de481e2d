# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The rules of Minesweeper, with no hardware in sight.

A :class:`Game` keeps two bytearrays, one byte a cell: the solution (counts
0-8, or a mine), read as ``game.solution``, and the view (the tile code the
player sees, see :mod:`minesweeper.rules.tiles`), read as ``game.tiles``.
Every action returns the indexes (``y * width + x``) of exactly the cells
whose tile changed, so a renderer redraws only those. :meth:`Game.lay` and
:meth:`Game.load` put a board made elsewhere (a no-guess generator's, a
saved game's, a line of text's) in place.

Memory is fixed when a game is made: the changed-cell list is a preallocated
``array('H')`` that doubles as the flood fill's work list, and actions return a
``memoryview`` of its first entries. That view is valid until the next action
on the same game; ``list()`` it to keep it.

Mines are laid at the first reveal from the game number (``seed``), so the same
size, mine count, game number and first cell give the same board on CPython,
MicroPython and CircuitPython.

Runs on CPython, MicroPython and CircuitPython; imports no hardware module.
"""

from array import array

from minesweeper.compat import const
from minesweeper.rules.rng import XorShift32, fresh_seed

READY = const(0)  # no cell opened yet; mines not laid
PLAYING = const(1)
WON = const(2)
LOST = const(3)

MAX_CELLS = const(65535)  # cell indexes are 16-bit

# The tile codes of minesweeper.rules.tiles, as private constants so MicroPython
# folds them into the hot loops (tests check the two agree).
_HIDDEN = const(9)
_EXPLODED = const(10)
_FLAG = const(11)
_WRONG_FLAG = const(12)
_QUESTION = const(13)
_MINE = const(14)
_START = const(16)
# HIDDEN and QUESTION, the tiles a flood opens, differ in bit 2 alone: a tile
# with it cleared is HIDDEN for those two only (one test in the flood).
_COVERS = const(0xFB)
_PENDING = const(0xFE)  # a zero the flood opened, its run not spread yet
_KEEP_CLEAR = const(0xFF)  # marks the first cell's block while mines are laid
OPENED = const(0xFF)  # for Game.load: an opened cell, whatever it shows
# The actions of minesweeper.controls.scheme, which Game.act takes.
_REVEAL = const(1)
_TOGGLE_FLAG = const(2)
_TOGGLE_QUESTION = const(3)
_CHORD = const(4)


def _fill(buf, value):
    """Set every byte of buf to value, doubling a copied run (no allocation
    beyond a memoryview, and far fewer Python steps than a loop)."""
    size = len(buf)
    if not size:
        return
    view = memoryview(buf)
    view[0] = value
    done = 1
    while done < size:
        step = done if done < size - done else size - done
        view[done : done + step] = view[:step]
        done += step


class Game:
    """One game of Minesweeper on a ``width`` x ``height`` board.

    ``seed`` is the game number (``None`` draws a fresh one, readable as
    ``game.seed``). ``classic=True`` keeps the 2019 guide's end rule: the game
    ends when no cell is hidden or question-marked, and is lost if a flag then
    stands on a safe cell; ``reveal`` may then open a flagged cell, as the
    guide's hidden, question, flag, open cycle does. :meth:`lay` puts a
    prepared board (a no-guess one, :mod:`minesweeper.solver.generate`) in
    place of the one laid at the first reveal.
    """

    def __init__(self, width, height, mines, seed=None, classic=False):
        if not isinstance(width, int) or not isinstance(height, int):
            raise ValueError("board size must be whole numbers")
        if width < 1 or height < 1:
            raise ValueError("board must be at least 1x1, not %dx%d" % (width, height))
        size = width * height
        if size > MAX_CELLS:
            raise ValueError("board has %d cells; at most %d" % (size, MAX_CELLS))
        if not isinstance(mines, int) or mines < 0:
            raise ValueError("mines must be a whole number of 0 or more")
        if mines > size - 1:
            raise ValueError(
                "%d mines do not fit a %dx%d board (at most %d)"
                % (mines, width, height, size - 1)
            )
        self.width = width
        self.height = height
        self.mines = mines
        self.classic = classic
        self.size = size
        # A Game keeps few attributes: MicroPython's table of an instance's
        # attributes grows only once full, and every method call on the
        # game first looks there, to the first free slot (a full table is
        # searched end to end). So one name for each buffer:
        # read-only use outside, the solution by index once the mines are
        # laid (counts 0-8 of the mines around a safe cell, or MINE), the
        # tile codes by index, and the changed cells (an array('H'), which
        # the actions return slices of).
        self.solution = bytearray(size)
        self.tiles = bytearray(size)
        self._out = memoryview(array("H", bytes(2 * size)))
        # The bookkeeping load settles (named here for readers and checkers).
        self.state = READY
        self._placed = False
        self._flags = self._opened = self._covered = 0
        self._bbbv = None  # 3BV, worked out when first asked for
        self.restart(seed)

    def restart(self, seed=None):
        """Start a new game of the same size in the same memory."""
        if seed is None:
            seed = fresh_seed()
        elif not isinstance(seed, int) or seed < 0:
            raise ValueError("game number must be a whole number of 0 or more")
        self.seed = seed
        _fill(self.solution, 0)
        _fill(self.tiles, _HIDDEN)
        self.state = READY
        self._placed = False
        self._flags = 0
        self._opened = 0  # safe cells opened
        self._covered = self.size  # cells hidden or question-marked
        self._bbbv = None
        self.start = -1  # a laid board's marked cell, until the first reveal
        self.guaranteed = False  # a board laid with a marked start, opened there
        self.first = -1  # the cell the mines were laid around (-1: none such;
        # -2: not known, a game saved before first cells were kept)
        # The player's presses on cells (the app counts them); -1: not known
        # (a game saved by the version before clicks were counted).
        self.clicks = 0

    # -- what the player sees ------------------------------------------------

    @property
    def mines_left(self):
        """Mines less the flags placed; may go negative."""
        return self.mines - self._flags

    @property
    def placed(self):
        """True once the mines are laid (at the first reveal)."""
        return self._placed

    def index(self, x, y):
        """The cell index ``y * width + x``; ``ValueError`` off the board."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return y * self.width + x
        raise ValueError(
            "cell (%s, %s) is off the %dx%d board" % (x, y, self.width, self.height)
        )

    def tile(self, x, y):
        """The tile code the player sees at (x, y)."""
        return self.tiles[self.index(x, y)]

    def tile_at(self, index):
        """The tile code at a cell index (as returned by the actions);
        ``game.tiles[index]`` is the same without a call, for hot loops."""
        return self.tiles[index]

    def is_mine(self, x, y):
        """True where a mine lies; valid once the mines are laid."""
        i = self.index(x, y)
        if not self._placed:
            raise ValueError("mines are laid at the first reveal")
        return self.solution[i] == _MINE

    # -- actions -------------------------------------------------------------

    def reveal(self, x, y):
        """Open a hidden or question-marked cell; a flag protects its cell."""
        return self.reveal_at(self.index(x, y))

    def flag(self, x, y):
        """Hidden or question becomes flag; flag becomes hidden."""
        return self.flag_at(self.index(x, y))

    def question(self, x, y):
        """Hidden or flag becomes question; question becomes hidden."""
        return self.question_at(self.index(x, y))

    def chord(self, x, y):
        """On an opened number with as many flags around it, open the rest."""
        return self.chord_at(self.index(x, y))

    def act(self, action, i):
        """Play a :mod:`minesweeper.controls.scheme` action (REVEAL,
        TOGGLE_FLAG, TOGGLE_QUESTION, CHORD) on cell index ``i``; the changed
        cells, as the actions give."""
        if action == _REVEAL:
            return self.reveal_at(i)
        if action == _TOGGLE_FLAG:
            return self.flag_at(i)
        if action == _TOGGLE_QUESTION:
            return self.question_at(i)
        if action == _CHORD:
            return self.chord_at(i)
        return self._out[:0]

    # The same actions on a cell index (0 <= i < size), as input arrives.

    def reveal_at(self, i):
        if self.state > PLAYING:
            return self._out[:0]
        t = self.tiles[i]
        if t != _HIDDEN and t != _QUESTION and not (self.classic and t == _FLAG):
            if t != _START:
                return self._out[:0]
        start = self.start  # a laid board's mark comes off at the first reveal
        self.start = -1
        if start == i:
            start = -1
        elif start >= 0:  # another cell first: an ordinary board, no promise
            self.guaranteed = self._placed = False
            if self.tiles[start] == _START:
                self.tiles[start] = _HIDDEN
            else:
                start = -1
        if not self._placed:
            self._place(i)
        self.state = PLAYING
        n = self._open(i, 0)
        if start >= 0 and self.tiles[start] == _HIDDEN:  # the mark came off
            self._out[n] = start
            n += 1
        return self._finish(n)

    def flag_at(self, i):
        if self.state > PLAYING:
            return self._out[:0]
        view = self.tiles
        t = view[i]
        if t == _HIDDEN or t == _QUESTION or t == _START:
            view[i] = _FLAG
            self._flags += 1
            self._covered -= 1
        elif t == _FLAG:
            view[i] = _HIDDEN
            self._flags -= 1
            self._covered += 1
        else:
            return self._out[:0]
        if (
            self.classic
            and self._covered == 0
            and self._placed
            and self.solution[i] != _MINE
        ):
            # The guide's end rule, and this flag is wrong: the loss crosses
            # it out, so it must enter the changed list only once.
            return self._end(0, LOST)
        self._out[0] = i
        return self._finish(1)

    def question_at(self, i):
        if self.state > PLAYING:
            return self._out[:0]
        view = self.tiles
        t = view[i]
        if t == _HIDDEN or t == _START:
            view[i] = _QUESTION
        elif t == _FLAG:
            view[i] = _QUESTION
            self._flags -= 1
            self._covered += 1
        elif t == _QUESTION:
            view[i] = _HIDDEN
        else:
            return self._out[:0]
        self._out[0] = i
        return self._out[:1]

    def chord_at(self, i):
        if self.state != PLAYING:
            return self._out[:0]
        view = self.tiles
        number = view[i]
        if number == 0 or number > 8:
            return self._out[:0]
        width = self.width
        first, stop, x0, x1 = self.around(i)
        flags = 0
        row = first
        while row < stop:
            for k in range(row + x0, row + x1):
                if view[k] == _FLAG:
                    flags += 1
            row += width
        if flags != number:
            return self._out[:0]
        n = 0
        row = first
        while row < stop:
            for k in range(row + x0, row + x1):
                t = view[k]
                if t == _HIDDEN or t == _QUESTION:
                    n = self._open(k, n)
            row += width
        return self._finish(n)

    # -- board maths ---------------------------------------------------------

    def around(self, i):
        """The 3x3 block at cell i, clipped to the board, as
        ``(row, stop, x0, x1)``: its rows start at ``row, row + width, ...``
        before ``stop``, its columns are ``x0 <= x < x1``."""
        width = self.width
        y = i // width
        x = i - y * width
        return (
            (y - 1) * width if y else 0,
            (y + 2) * width if y + 1 < self.height else (y + 1) * width,
            x - 1 if x else 0,
            x + 2 if x + 1 < width else x + 1,
        )

    def _place(self, first):
        """Lay the mines uniformly over the cells away from ``first``."""
        size = self.size
        width = self.width
        cells = self.solution
        row0, stop, fx0, fx1 = self.around(first)
        near = (stop - row0) // width * (fx1 - fx0)
        if size - near < self.mines:  # too crowded: keep only the first cell
            row0 = first - first % width
            fx0 = first - row0
            stop, fx1, near = row0 + width, fx0 + 1, 1
        free = size - near
        # Choose whichever is fewer, mines or safe cells, by rejection: every
        # subset of the free cells is equally likely either way.
        flip = self.mines > free // 2
        fill = _MINE if flip else 0
        mark = 0 if flip else _MINE
        picks = free - self.mines if flip else self.mines
        _fill(cells, fill)
        for row in range(row0, stop, width):
            for k in range(row + fx0, row + fx1):
                cells[k] = _KEEP_CLEAR
        mask = 1
        while mask < size - 1:
            mask = (mask << 1) | 1
        draw = XorShift32(self.seed).next16
        placed = self._out  # free until the first reveal's flood
        while picks:
            i = draw() & mask
            if i < size and cells[i] == fill:
                cells[i] = mark
                picks -= 1
                placed[picks] = i
        for row in range(row0, stop, width):
            for k in range(row + fx0, row + fx1):
                cells[k] = 0
        self._count_mines(None if flip else self._out[: self.mines])
        self._placed = True
        self.first = first

    def _count_mines(self, mines=None):
        """Write each safe cell's count of adjacent mines; ``mines`` lists the
        mines' indexes where known, saving a scan of the board."""
        cells = self.solution
        width = self.width
        height = self.height
        for i in range(self.size) if mines is None else mines:
            if cells[i] != _MINE:
                continue
            y = i // width  # the block bounds inline, as in _open: no tuple
            x = i - y * width
            x0 = x - 1 if x else 0
            x1 = x + 2 if x + 1 < width else x + 1
            row = (y - 1) * width if y else 0
            stop = (y + 2) * width if y + 1 < height else (y + 1) * width
            while row < stop:
                for k in range(row + x0, row + x1):
                    if cells[k] != _MINE:
                        cells[k] += 1
                row += width

    def _open(self, i, n):
        """Open cell i into the changed list at n. A 0 floods a run of zeros
        along its row at a time: the run, then the three rows around it."""
        view = self.tiles
        cells = self.solution
        changed = self._out
        if view[i] == _FLAG:
            self._flags -= 1
        else:
            self._covered -= 1
        changed[n] = i
        count = cells[i]
        if count == _MINE:
            view[i] = _EXPLODED
            self.state = LOST  # _finish shows the loss
            return n + 1
        view[i] = count if count else _PENDING
        start = head = n
        n += 1
        width = self.width
        size = self.size
        while head < n:
            j = changed[head]
            head += 1
            if view[j] != _PENDING:
                continue  # a number, or a zero whose run has spread
            view[j] = 0
            # The run of zeros through j this action opens, from column a
            # to b: with the cell that ends it on each side (a number, a
            # flag, a cell opened before), or to the board's edge. One walk
            # serves both sides: leftwards to the row's start, then
            # rightwards from j to its end.
            row = j - j % width
            edge = row
            step = -1
            b = j
            while True:
                while b != edge:
                    b += step
                    t = view[b]
                    if t == _PENDING:
                        view[b] = 0
                        continue
                    if t & _COVERS != _HIDDEN:
                        break
                    t = cells[b]
                    view[b] = t
                    changed[n] = b
                    n += 1
                    if t:
                        break
                if step > 0:
                    break
                a = b
                b = j
                edge = row + width - 1
                step = 1
            # The rows above and below; a zero there waits, PENDING, for
            # its own run.
            span = b + 1 - a
            first = a - width if row else a + width
            last = a + width if edge < size - 1 else a - width
            while first <= last:
                for k in range(first, first + span):
                    if view[k] & _COVERS == _HIDDEN:
                        t = cells[k]
                        view[k] = t if t else _PENDING
                        changed[n] = k
                        n += 1
                first += width + width
        self._opened += n - start
        self._covered -= n - start - 1
        return n

    def _finish(self, n):
        """Settle win or loss after an action that changed n cells."""
        if self.state == LOST:  # a mine opened
            return self._end(n, LOST)
        if not self._placed:
            return self._out[:n]
        if self.classic:
            if self._covered == 0:
                return self._end(n, self._classic_verdict())
        elif self._opened == self.size - self.mines:
            return self._end(n, WON)
        return self._out[:n]

    def _classic_verdict(self):
        cells = self.solution
        view = self.tiles
        for i in range(self.size):
            if view[i] == _FLAG and cells[i] != _MINE:
                return LOST
        return WON

    def _end(self, n, state):
        """Show the end of the game: flags on a win, mines on a loss."""
        self.state = state
        view = self.tiles
        cells = self.solution
        changed = self._out
        for i in range(self.size):
            t = view[i]
            if cells[i] == _MINE:
                if t == _HIDDEN or t == _QUESTION:
                    view[i] = _FLAG if state == WON else _MINE
                    changed[n] = i
                    n += 1
            elif t == _FLAG and state == LOST:
                view[i] = _WRONG_FLAG
                changed[n] = i
                n += 1
        if state == WON:
            self._flags = self.mines
        return self._out[:n]

    # -- statistics (in their own module, loaded on use) -----------------------

    @property
    def bbbv(self):
        """The board's 3BV, the fewest clicks that clear it; None before the
        mines are laid. See :func:`minesweeper.rules.stats.three_bv`."""
        if not self._placed:
            return None
        if self._bbbv is None:
            from minesweeper.rules.stats import three_bv

            self._bbbv = three_bv(self)
        return self._bbbv

    # -- a board from elsewhere: a generator's, a saved game, a line of text ----

    # lay starts a new game (game number ``seed``, or the same one when
    # None) on a prepared board: ``mines`` has one byte a cell (nonzero for a
    # mine), ``start`` is the cell to open first, shown as the START tile
    # until the first reveal; ``start`` is then that cell and ``guaranteed``
    # True. Revealing another cell first forfeits the guarantee: the board is
    # then laid afresh from the game number around that cell, as an ordinary
    # game. ValueError if the layout does not fit the game.
    def lay(self, mines, start, seed=None):
        size = self.size
        if len(mines) != size:
            raise ValueError("layout has %d cells, not %d" % (len(mines), size))
        if not 0 <= start < size or mines[start]:
            raise ValueError("start cell %s is off the board or a mine" % start)
        count = 0
        for i in range(size):
            if mines[i]:
                count += 1
        if count != self.mines:
            raise ValueError("layout has %d mines, not %d" % (count, self.mines))
        self.restart(self.seed if seed is None else seed)
        self.tiles[start] = _START
        self.load((i for i in range(size) if mines[i]), self.tiles)

    # load lays ``mines`` (cell indexes, or None: not laid yet), shows
    # ``view`` (tile codes; OPENED for an opened cell) and settles the
    # counters and the state from the two, as restart sets them for a new
    # game (a new counter goes in both). Callers check their input. (Comments,
    # not a docstring: game.py is compiled on the device, every string costs.)
    def load(self, mines, view):
        cells = self.solution
        out = self.tiles
        _fill(cells, 0)
        if mines is not None:
            for i in mines:
                cells[i] = _MINE
            self._count_mines()
        flags = opened = covered = 0  # flags, safe cells opened, cells
        lost = False  # hidden or question-marked
        start = -1
        for i in range(self.size):
            t = view[i]
            if t == OPENED:
                t = _EXPLODED if cells[i] == _MINE else cells[i]
            out[i] = t
            if t <= 8:
                opened += 1
            elif t == _FLAG:
                flags += 1
            elif t == _HIDDEN or t == _QUESTION:
                covered += 1
            elif t == _START:  # a laid no-guess board before its first reveal
                covered += 1
                start = i
            elif t == _WRONG_FLAG:
                flags += 1
                lost = True
            else:  # the exploded mine, or a mine shown after a loss (covered)
                if t != _EXPLODED:
                    covered += 1
                lost = True
        self._placed = mines is not None
        self._flags = flags
        self._opened = opened
        self._covered = covered
        self._bbbv = None
        self.start = start
        self.guaranteed = start >= 0
        if lost:
            self.state = LOST
        elif self._placed and (
            covered == 0 if self.classic else opened == self.size - self.mines
        ):
            self.state = WON
        else:
            self.state = PLAYING if opened else READY
