# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Benchmark of the game core, under CPython or MicroPython.

    python3 tools/bench.py [games]            # CPython
    micropython tools/bench.py [games]        # MicroPython (unix port)
    python3 tools/dev.py bench                # both, with the pinned tools

For the guide's 20x15/15 board and the classic levels it prints, as medians
over ``games`` games (default 25): the time to make a game and lay its mines
(the first reveal), the median and worst single action, a whole perfect game
(exactly 3BV clicks), a whole tap as the shell does it (the action and its
tile writes through ``minesweeper.shadow``): the first reveal, which lays the
mines and floods, then the median and worst of the others; and under
MicroPython the heap a game keeps after a
collection, the bytes allocated making it and laying its mines ("new"), and
the bytes one action allocates (median and worst), with the collector off.
The same click sequence is also played by a re-implementation of the 2019
guide's logic (board state in a tile list, a win check that scans every cell
after every tap, a flood fill that pushes cells more than once), for
comparison; its game time includes laying its mines and counts.

Then the nvm figures (:mod:`minesweeper.store.records`): the bytes one slice
assignment writes to save a game in progress, to record a finished game
(records for the most levels kept) and to clear the saved game, and their
sum for a two-minute game; and the boot path: the first import of records
and snapshot, then, as medians, the time to read the records from a full
nvm, to read the saved game and to rebuild the game from it (under
MicroPython also the bytes that allocates and keeps).

Then, for the no-guess boards of every level (PyPortal and Titano sizes):
the solver's time per move (median and worst over whole games played by its
own proofs, every move a full solve of the view), the time to make a no-guess
board in slices of the default budget (median, 95th percentile, worst, and
the most minefields one board drew), the longest single slice (each solve and
slice timed three times, the fastest kept, so that a busy machine's pauses
do not count), and under MicroPython the heap a generator keeps (its buffers
and its solver's) and the most bytes it allocates making one board (with the
collector off).

Last, dense boards: for the largest board of each screen, at mine densities
from 15 % to 35 %, how many of a few game numbers give a proven board
within the generator's work limit, and the work units they take (median,
90th percentile, worst): work units are the same on every interpreter, so
they carry over to a board (a unit is some 10-25 us on a SAMD51). And the
boards at the density cap of no-guess boards
(``minesweeper.rules.levels.no_guess_fits``), 40 game numbers each, the same way.
"""

import gc
import sys

# The repository (the folder above tools/) and tools/ (the clock).
_tools = sys.argv[0].rsplit("/", 1)[0] if "/" in sys.argv[0] else "."
sys.path.insert(0, _tools + "/..")
sys.path.append(_tools)

from clock import now_us, since_us  # noqa: E402

from minesweeper.rules.game import PLAYING, WON, Game  # noqa: E402
from minesweeper.rules.levels import level_key, no_guess_fits  # noqa: E402
from minesweeper.shadow import Shadow  # noqa: E402
from minesweeper.solver.generate import BUDGET, WORK_LIMIT, Generator  # noqa: E402
from minesweeper.solver.solve import SAFE, Solver  # noqa: E402

LEVELS = (
    ("guide 20x15/15", 20, 15, 15),
    ("beginner 9x9/10", 9, 9, 10),
    ("intermediate 16x16/40", 16, 16, 40),
    ("expert 30x16/99", 30, 16, 99),
)
NO_GUESS_LEVELS = (
    ("PyPortal beginner 9x6/7", 9, 6, 7),
    ("PyPortal intermed. 13x9/18", 13, 9, 18),
    ("PyPortal expert 20x13/54", 20, 13, 54),
    ("Titano beginner 9x9/10", 9, 9, 10),
    ("Titano intermed. 16x12/30", 16, 12, 30),
    ("Titano expert 30x16/99", 30, 16, 99),
)
CAP_SIZES = ((30, 18), (30, 16), (20, 13), (16, 12), (12, 8), (9, 9), (9, 6), (6, 6))
MICROPYTHON = sys.implementation.name == "micropython"
LEVELS_FULL = 8  # levels with records in the nvm benchmarks (the most kept)
RECORD_KEYS = {  # the records' level key of each benchmark board
    "guide 20x15/15": "classic",
    "beginner 9x9/10": "beginner",
    "intermediate 16x16/40": "intermediate",
    "expert 30x16/99": "expert",
}
REPEATS = 3  # timings of the no-guess part: the fastest of this many runs
DENSE_BOARDS = (("PyPortal 20x13", 20, 13), ("Titano 30x18", 30, 18))
DENSITIES = (15, 20, 22, 25, 28, 30, 35)  # percent of the cells mined
DENSE_GAMES = 12


def median(values):
    values = sorted(values)
    n = len(values)
    if n % 2:
        return values[n // 2]
    return (values[n // 2 - 1] + values[n // 2]) / 2


def percentile(values, share):
    """The nearest-rank percentile (share 0.95 for the 95th)."""
    values = sorted(values)
    rank = int(share * len(values) + 0.999999)
    return values[max(0, min(len(values), rank) - 1)]


def perfect_clicks(width, height, mines, seed, first):
    """The 3BV click list of a board: the first cell, one cell of each
    opening, then every number outside the openings (computed on a scratch
    game, outside the timed part)."""
    game = Game(width, height, mines, seed=seed)
    game.reveal(first % width, first // width)
    clicks = [first]
    size = width * height
    for zeros_first in (True, False):
        for i in range(size):
            x, y = i % width, i // width
            if game.tile(x, y) != 9 or game.is_mine(x, y):
                continue
            if zeros_first:
                zero = True
                for ny in range(max(0, y - 1), min(height, y + 2)):
                    for nx in range(max(0, x - 1), min(width, x + 2)):
                        if game.is_mine(nx, ny):
                            zero = False
                if not zero:
                    continue
            game.reveal(x, y)
            clicks.append(i)
    return clicks


class GuideGame:
    """The 2019 guide's algorithms, rewritten for measurement only: mines in
    a bytearray, what the player sees in a list standing in for the TileGrid,
    the win check scanning every cell after each tap."""

    def __init__(self, width, height, mine_cells):
        self.width = width
        self.height = height
        self.data = bytearray(width * height)
        self.shown = [9] * (width * height)
        for i in mine_cells:
            self.data[i] = 14
        for i in mine_cells:
            x, y = i % width, i // width
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < width and 0 <= ny < height:
                        j = ny * width + nx
                        if self.data[j] != 14:
                            self.data[j] += 1

    def open(self, x, y):
        w, h = self.width, self.height
        if self.data[y * w + x] == 14:
            self.shown[y * w + x] = 10
            return False
        todo = [(x, y)]
        while todo:
            cx, cy = todo.pop()
            i = cy * w + cx
            if self.shown[i] != 9:
                continue
            self.shown[i] = self.data[i]
            if self.data[i] == 0:
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        nx, ny = cx + dx, cy + dy
                        if (dx or dy) and 0 <= nx < w and 0 <= ny < h:
                            todo.append((nx, ny))
        return self.check()

    def check(self):
        for i in range(self.width * self.height):
            if self.shown[i] == 9 and self.data[i] != 14:
                return None
        return True


class Figures:
    """The lists one level's measurements fill, one list a column."""

    def __init__(self):
        self.create, self.actions, self.whole = [], [], []
        self.guide_whole, self.guide_actions = [], []
        self.kept, self.churn, self.per_action = [], [], []
        self.taps, self.first_taps = [], []


def measure_perfect_game(f, width, height, mines, seed, first, clicks):
    """Make a game, lay its mines at the first reveal and win it in the
    fewest clicks: times, and under MicroPython the heap it takes."""
    gc.collect()
    base = gc.mem_alloc() if MICROPYTHON else 0
    if MICROPYTHON:
        gc.disable()
    start = now_us()
    game = Game(width, height, mines, seed=seed)
    game.reveal(first % width, first // width)
    f.create.append(since_us(start))
    if MICROPYTHON:
        f.churn.append(gc.mem_alloc() - base)
    total = f.create[-1]
    for n in range(1, len(clicks)):
        x, y = clicks[n] % width, clicks[n] // width
        before = gc.mem_alloc() if MICROPYTHON else 0
        t0 = now_us()
        game.reveal(x, y)
        spent = since_us(t0)
        if MICROPYTHON:
            f.per_action.append(gc.mem_alloc() - before)
        f.actions.append(spent)
        total += spent
    f.whole.append(total)
    if MICROPYTHON:
        gc.enable()
        gc.collect()
        f.kept.append(gc.mem_alloc() - base)
    assert game.state == WON, (width, height, seed, game.state)
    assert len(clicks) == game.bbbv
    return game


def measure_taps(f, game, seed, clicks):
    """A tap as the shell does it: the action, then the tile writes (to a
    bytearray standing in for the TileGrid, whose writes are C code)."""
    width = game.width
    game.restart(seed)
    shadow = Shadow(game.size, bytearray(game.size))
    for n, i in enumerate(clicks):
        gc.collect()  # time the tap's own work, not a collection it met
        t0 = now_us()
        shadow.draw(game, game.reveal(i % width, i // width))
        (f.taps if n else f.first_taps).append(since_us(t0))


def measure_flags(f, game, seed, first):
    """Flag every mine of a fresh copy, to time the flag action too."""
    width = game.width
    game.restart(seed)
    game.reveal(first % width, first // width)
    for i in range(game.size):
        if game.state == PLAYING and game.is_mine(i % width, i // width):
            t0 = now_us()
            game.flag(i % width, i // width)
            f.actions.append(since_us(t0))


def measure_guide(f, game, clicks):
    """The same clicks played by the 2019 guide's algorithms."""
    width = game.width
    mine_cells = [i for i in range(game.size) if game.is_mine(i % width, i // width)]
    t0 = now_us()
    guide = GuideGame(width, game.height, mine_cells)
    total = since_us(t0)
    for i in clicks:
        t0 = now_us()
        guide.open(i % width, i // width)
        spent = since_us(t0)
        f.guide_actions.append(spent)
        total += spent
    f.guide_whole.append(total)


def bench_level(name, width, height, mines, games):
    f = Figures()
    first = (height // 2) * width + width // 2
    for seed in range(games):
        clicks = perfect_clicks(width, height, mines, seed, first)
        game = measure_perfect_game(f, width, height, mines, seed, first, clicks)
        measure_taps(f, game, seed, clicks)
        measure_flags(f, game, seed, first)
        measure_guide(f, game, clicks)
        del game
    row = "%-22s %8.0f %8.1f %8.0f %9.0f %7.0f %7.1f %6.0f | %8.1f %8.0f %9.0f" % (
        name,
        median(f.create),
        median(f.actions),
        max(f.actions),
        median(f.whole),
        median(f.first_taps),
        median(f.taps or [0]),
        max(f.taps or [0]),
        median(f.guide_actions),
        max(f.guide_actions),
        median(f.guide_whole),
    )
    if MICROPYTHON:
        row += " | %6d %7d %5d %5d" % (
            median(f.kept),
            median(f.churn),
            median(f.per_action),
            max(f.per_action),
        )
    print(row)


class CountingNvm(bytearray):
    """A bytearray standing in for ``microcontroller.nvm`` that counts the
    slice assignments and the bytes they write (a slice keeps its length,
    as on the board); 8 KB, a SAMD51's."""

    def __init__(self, size=8192):
        super().__init__(size)
        self.writes = 0
        self.written = 0

    def __setitem__(self, key, value):
        # Through a memoryview: MicroPython's super() of a built-in type
        # has no __setitem__.
        memoryview(self)[key] = value
        self.writes += 1
        self.written += len(value)


def played_game(width, height, mines, seed):
    """A game half played: the first reveal and a flag on a mine."""
    game = Game(width, height, mines, seed=seed)
    game.reveal(width // 2, height // 2)
    for i in range(game.size):
        if game.is_mine(i % width, i // width):
            game.flag(i % width, i // width)
            break
    return game


def import_records():
    """Import records and snapshot (after the game benchmarks, so their heap
    does not change those figures); the time it took, compiling them."""
    gc.collect()
    start = now_us()
    global Records, dump_snapshot, load_snapshot
    from minesweeper.store.records import Records
    from minesweeper.store.snapshot import dump as dump_snapshot
    from minesweeper.store.snapshot import load as load_snapshot

    return since_us(start)


def bench_nvm_writes():
    """Bytes one write to nvm gives the slice assignment (a whole slot:
    records, choices and the game in progress together; a SAMD51 erases
    and programs its whole 8 KB block for it), and the saved game in it."""
    print("")
    print("nvm writes (one slice assignment each)")
    print("%-22s %8s %8s" % ("board", "write B", "game B"))
    for name, width, height, mines in LEVELS:
        nvm = CountingNvm()
        records = Records(nvm)
        records.save_prefs({"level": "expert", "scheme": "modern", "sound": 1})
        for n in range(LEVELS_FULL):  # records for every level kept
            records.finish(level_key("custom", 9 + n, 9, 10), n % 2 == 0, 60000 + n, 30)
        records.finish(RECORD_KEYS[name], True, 95500, 120)
        game = dump_snapshot(played_game(width, height, mines, 1), b"0u")
        records.keep_game(game)
        before, writes = nvm.written, nvm.writes
        records.store()
        assert nvm.writes == writes + 1
        print("%-22s %8d %8d" % (name, nvm.written - before, len(game)))


def bench_boot(games, import_us):
    """Time to read the records and resume a saved game at power-up: build
    Records from a full nvm, read the saved game, rebuild the Game."""
    print("")
    print(
        "boot: records and a saved game, times in microseconds (medians); "
        "first import of records and snapshot (compiling): %.0f us" % import_us
    )
    head = "%-22s %8s %9s %8s %8s" % (
        "board",
        "records",
        "load game",
        "resume",
        "total",
    )
    if MICROPYTHON:
        head += " | %7s %6s" % ("new B", "kept B")
    print(head)
    for name, width, height, mines in LEVELS:
        nvm = CountingNvm()
        records = Records(nvm)
        records.save_prefs({"level": "expert", "scheme": "modern", "sound": 1})
        for n in range(LEVELS_FULL):
            records.finish(level_key("custom", 9 + n, 9, 10), n % 2 == 0, 60000 + n, 30)
        records.save_game(dump_snapshot(played_game(width, height, mines, 2), b"0u"))
        del records
        times = ([], [], [])
        churn, kept = [], []
        for _ in range(games):
            gc.collect()
            base = gc.mem_alloc() if MICROPYTHON else 0
            if MICROPYTHON:
                gc.disable()
            t0 = now_us()
            records = Records(nvm)
            t1 = now_us()
            data = records.load_game()
            t2 = now_us()
            game, extra = load_snapshot(data)
            t3 = now_us()
            if MICROPYTHON:
                churn.append(gc.mem_alloc() - base)
                gc.enable()
                gc.collect()
                kept.append(gc.mem_alloc() - base)
            times[0].append(t1 - t0)
            times[1].append(t2 - t1)
            times[2].append(t3 - t2)
            assert game.state == PLAYING and extra == b"0u"
            del records, game, data
        row = "%-22s %8.0f %9.0f %8.0f %8.0f" % (
            name,
            median(times[0]),
            median(times[1]),
            median(times[2]),
            median(times[0]) + median(times[1]) + median(times[2]),
        )
        if MICROPYTHON:
            row += " | %7d %6d" % (median(churn), median(kept))
        print(row)


# -- no-guess boards and the solver -------------------------------------------


def solver_per_move(width, height, mines, games):
    """Microseconds for each full solve of the view, move after move, over
    ordinary games played by the solver's proofs (where it proves nothing,
    a safe cell is opened, as a lucky guess)."""
    times = []
    solver = Solver(width, height)
    for seed in range(games):
        game = Game(width, height, mines, seed=seed)
        game.reveal(width // 2, height // 2)
        while game.state == PLAYING:
            best = None
            for _ in range(REPEATS):  # the fastest: a busy machine's pauses
                gc.collect()  # and collections are not the solver's
                t0 = now_us()
                solver.solve(game.tiles, mines)
                spent = since_us(t0)
                best = spent if best is None or spent < best else best
            times.append(best)
            pick = -1
            for i in range(game.size):
                if solver.result(i) == SAFE:
                    pick = i
                    break
            if pick < 0:
                for i in range(game.size):
                    x, y = i % width, i // width
                    if game.tile(x, y) == 9 and not game.is_mine(x, y):
                        pick = i
                        break
            game.reveal(pick % width, pick // width)
    return times


def generation_times(width, height, mines, boards):
    """Per board: microseconds of slices until it is ready, the layouts
    drawn, and every slice's time (each board made REPEATS times, each
    slice's fastest kept)."""
    totals, tries, slices = [], [], []
    gen = Generator(width, height, mines, 0)
    for seed in range(boards):
        best = None
        for _ in range(REPEATS):
            gen.restart(seed)
            times = []
            gc.collect()
            while True:
                t0 = now_us()
                done = gen.step()
                times.append(since_us(t0))
                if done:
                    break
            if best is None:
                best = times
            else:
                best = [min(best[i], times[i]) for i in range(len(best))]
        assert gen.proven, (width, height, mines, seed)
        totals.append(sum(best))
        tries.append(gen.tries)
        slices.extend(best)
    return totals, tries, slices


def longest_slice(slices):
    """The longest single slice, in microseconds."""
    return max(slices)


def generator_heap(width, height, mines, boards):
    """MicroPython only: bytes a generator keeps (its buffers and its
    solver's, after a collection) and the most bytes one board allocates
    while it is made, with the collector off."""
    gc.collect()
    base = gc.mem_alloc()
    gen = Generator(width, height, mines, 0)
    gc.collect()
    kept = gc.mem_alloc() - base
    churn = 0
    for seed in range(boards):
        gen.restart(seed)
        gc.collect()
        gc.disable()
        start = gc.mem_alloc()
        gen.run()
        churn = max(churn, gc.mem_alloc() - start)
        gc.enable()
    del gen
    gc.collect()
    return kept, churn


def bench_no_guess(name, width, height, mines, games):
    moves = solver_per_move(width, height, mines, max(2, games // 5))
    totals, tries, slices = generation_times(width, height, mines, max(20, games))
    row = "%-27s %6.0f %7.0f | %7.0f %7.0f %7.0f %3d %5.0f %6d" % (
        name,
        median(moves),
        max(moves),
        median(totals),
        percentile(totals, 0.95),
        max(totals),
        max(tries),
        longest_slice(slices),
        len(slices) // len(totals),
    )
    if MICROPYTHON:
        row += " | %6d %6d" % generator_heap(width, height, mines, 5)
    print(row)


def board_work(width, height, mines, seeds):
    """How many of the game numbers ``seeds`` give a proven board, the work
    units each took, and the most minefields one drew."""
    gen = Generator(width, height, mines, 0, budget=WORK_LIMIT)
    units = []
    proven = tries = 0
    for seed in seeds:
        gen.restart(seed)
        gen.run()
        units.append(gen.units)
        proven += gen.proven
        tries = max(tries, gen.tries)
    return proven, units, tries


def bench_density(name, width, height):
    """Dense boards: proven boards and work units at each density."""
    for percent in DENSITIES:
        mines = (width * height * percent + 50) // 100
        seeds = [seed * 7919 + 3 for seed in range(DENSE_GAMES)]
        proven, units, _ = board_work(width, height, mines, seeds)
        print(
            "%-15s %4d%% %5d | %2d of %2d %7d %7d %7d"
            % (
                name,
                percent,
                mines,
                proven,
                DENSE_GAMES,
                median(units),
                percentile(units, 0.9),
                max(units),
            )
        )


def bench_cap(boards):
    """No-guess boards at the densest each size is offered
    (:func:`minesweeper.rules.levels.no_guess_fits`): proven boards, work units
    (median, p95, worst) and the most minefields one drew."""
    print()
    print("no-guess boards at the density cap, %d game numbers each" % boards)
    head = ("board", "proven", "units", "p95", "worst", "try")
    print("%-10s %6s %7s %7s %7s %3s" % head)
    for width, height in CAP_SIZES:
        mines = width * height - 10
        while not no_guess_fits(width, height, mines):
            mines -= 1
        proven, units, tries = board_work(width, height, mines, range(boards))
        print(
            "%-10s %3d/%-2d %7d %7d %7d %3d"
            % (
                "%dx%d/%d" % (width, height, mines),
                proven,
                boards,
                median(units),
                percentile(units, 0.95),
                max(units),
                tries,
            )
        )


def games_asked(args):
    """The number of games a level from the command line (default 25), or
    None after printing the usage (``--help``) or one line on bad input."""
    if not args:
        return 25
    if args[0] in ("-h", "--help"):
        # (MicroPython keeps no module docstring: its usage line then)
        print(globals().get("__doc__") or "usage: bench.py [games]  (default 25)")
        return None
    try:
        games = int(args[0])
    except ValueError:
        games = 0
    if games < 1 or len(args) > 1:
        print(
            "bench.py: the one argument is a number of games (1 or more), not %r"
            % " ".join(args)
        )
        return None
    return games


def main():
    games = games_asked(sys.argv[1:])
    if games is None:
        return 0 if sys.argv[1] in ("-h", "--help") else 2
    impl = sys.implementation
    print(
        "%s %s, %d games a level, times in microseconds (medians)"
        % (impl.name, ".".join(str(v) for v in impl.version[:3]), games)
    )
    head = "%-22s %8s %8s %8s %9s %7s %7s %6s | %8s %8s %9s" % (
        "board",
        "create",
        "action",
        "worst",
        "game",
        "1st tap",
        "tap",
        "worst",
        "guide-act",
        "worst",
        "game",
    )
    if MICROPYTHON:
        head += " | %6s %7s %5s %5s" % ("kept B", "new B", "act B", "worst")
    print(head)
    for level in LEVELS:
        bench_level(*level, games)
    import_us = import_records()
    bench_nvm_writes()
    bench_boot(games, import_us)
    print()
    print(
        "no-guess boards: solver per move (us), generation in slices of %d units"
        " (us per board), minefields drawn, longest slice (us), slices a board" % BUDGET
    )
    head = "%-27s %6s %7s | %7s %7s %7s %3s %5s %6s" % (
        "board",
        "solve",
        "worst",
        "gen",
        "p95",
        "worst",
        "try",
        "slice",
        "slices",
    )
    if MICROPYTHON:
        head += " | %6s %6s" % ("kept B", "new B")
    print(head)
    for level in NO_GUESS_LEVELS:
        bench_no_guess(*level, games)
    print()
    print(
        "dense no-guess boards: proven within %d work units, and the units"
        " a board takes (median, p90, worst)" % WORK_LIMIT
    )
    print(
        "%-15s %5s %5s | %8s %7s %7s %7s"
        % ("board", "mined", "mines", "proven", "median", "p90", "worst")
    )
    for board in DENSE_BOARDS:
        bench_density(*board)
    bench_cap(40)
    return 0


sys.exit(main())
