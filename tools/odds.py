# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The odds player's win rate: games on uniform random boards, per level.

    python3 tools/odds.py [--level L] [--games N] [--seed S] [--every K]
                          [--first X,Y] [--plain | --ahead]
    python3 tools/dev.py odds [the same options]
    make odds [LEVEL=expert] [GAMES=N] [SEED=S]
    micropython tools/odds.py --level beginner --games 20

For each level (``beginner`` 9x9/10, ``intermediate`` 16x16/40, ``expert``
30x16/99, or ``all`` of them, the default) it plays N games (default
1,000) and prints

    expert 30x16/99: won W of N (R%, 95% interval L-U%), T ms a game

The boards are the game's own: each a :class:`minesweeper.rules.game.Game`
whose game number is drawn from a xorshift32 stream seeded by S (default
1; the same S gives the same games), its mines laid uniformly at the first
reveal by the game's opening rule (the first cell and its neighbours are
mine-free, so it opens as a 0). Not no-guess boards. The first click,
(x, y) counted from 0 at the top-left corner: (3, 3) on Expert, the open
start of the published JSMinesweeper figures; (2, 2) on Beginner and
Intermediate, where it wins more than (3, 3) does (docs/odds.md).
``--first X,Y`` clicks there on every level.

The player (:mod:`minesweeper.odds.player`) sees only the game's tiles and
mine count: it opens every cell the solver proves safe, and when nothing is
provable guesses by the exact mine chances (:mod:`minesweeper.odds.engine`):
with few placements of the mines left, the cell that wins the most of them
playing on perfectly (:mod:`minesweeper.odds.endgame`), else the safest
cell (:mod:`minesweeper.odds.guess`). ``--plain``: always the safest cell;
``--ahead``: else the cell likeliest to survive this guess and the next
(a refinement that costs about 40% more time and bought no rate beyond
the noise: docs/odds.md).
The interval is Wilson's score interval. ``--every K`` prints the tally so
far every K games (for long runs). Runs under CPython and MicroPython
(the unix port: exact integers, for a game's time there).
"""

import sys

# The repository (the folder above tools/) and tools/ (the clock).
_tools = sys.argv[0].rsplit("/", 1)[0] if "/" in sys.argv[0] else "."
sys.path.insert(0, _tools + "/..")
sys.path.append(_tools)

from clock import now_us, since_us  # noqa: E402

from minesweeper.odds.player import Player  # noqa: E402
from minesweeper.rules.game import WON, Game  # noqa: E402
from minesweeper.rules.levels import PRESETS, SIZES  # noqa: E402
from minesweeper.rules.rng import SEED_LIMIT, XorShift32  # noqa: E402

LEVELS = PRESETS[:3]  # beginner, intermediate, expert
FIRST = (  # the first click by level, (x, y) from the top-left corner
    (2, 2),  # beginner: 97.15% of 10^5 games, (3, 3) 96.89%
    (2, 2),  # intermediate: 89.02%, (3, 3) 88.81%
    (3, 3),  # expert: JSMinesweeper's open start
)
Z95 = 1.959964  # the normal distribution's 97.5th percentile
STRATEGIES = (  # by how many refinements: --plain, the default, --ahead
    "the safest guess",
    "the safest guess, the endgame exactly",
    "looking a move ahead, the endgame exactly",
)


def boards(width, height, mines, seed):
    """The games a run plays, in turn: fresh games (not started) whose
    game numbers come from a xorshift32 stream seeded by ``seed``."""
    draw = XorShift32(seed)
    while True:
        yield Game(width, height, mines, seed=draw.next32() % SEED_LIMIT)


def interval(won, games):
    """Wilson's 95% score interval of a rate of won in games, as fractions."""
    if not games:
        return 0.0, 1.0
    p = won / games
    z2 = Z95 * Z95
    scale = 1 + z2 / games
    centre = (p + z2 / (2 * games)) / scale
    half = Z95 * ((p * (1 - p) + z2 / (4 * games)) / games) ** 0.5 / scale
    return centre - half, centre + half


def line(name, width, height, mines, won, games, ms):
    """The result line of one level."""
    low, high = interval(won, games)
    return "%s %dx%d/%d: won %d of %d (%.2f%%, 95%% interval %.2f-%.2f%%), %s" % (
        name,
        width,
        height,
        mines,
        won,
        games,
        100 * won / games if games else 0,
        100 * low,
        100 * high,
        "%.1f ms a game" % (ms / games if games else 0),
    )


def play(name, games, seed, ahead, endgame, every, click=None):
    """Play ``games`` games of a level from the first click ``click``
    (x, y; the level's own by default); print its line (and the tally
    every ``every`` games); returns (won, ms)."""
    width, height, mines = SIZES[PRESETS.index(name)]
    player = Player(width, height, ahead, endgame)
    click = click or FIRST[LEVELS.index(name)]
    first = click[1] * width + click[0]
    won = 0
    ms = 0
    n = 0
    for game in boards(width, height, mines, seed):
        if n == games:
            break
        start = now_us()
        if player.play(game, first) == WON:
            won += 1
        ms += since_us(start) / 1000
        n += 1
        if every and n % every == 0 and n < games:
            print(line(name, width, height, mines, won, n, ms) + " (so far)")
    print(line(name, width, height, mines, won, games, ms))
    return won, ms


def clicks(names, click):
    """The first clicks of a run of the levels ``names``, as words."""
    if click or len(names) == 1:
        return "(%d, %d)" % (click or FIRST[LEVELS.index(names[0])])
    return ", ".join(
        "(%d, %d) %s" % (FIRST[LEVELS.index(name)] + (name,)) for name in names
    )


def first_click(text):
    """``X,Y`` as a cell (x, y), counted from 0 at the top-left corner."""
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError("--first takes X,Y, not %s" % text)
    x = int(parts[0])
    y = int(parts[1])
    if x < 0 or y < 0:
        raise ValueError("--first takes X,Y of 0 or more, not %s" % text)
    return (x, y)


def main(argv):
    if "-h" in argv or "--help" in argv:
        print(__doc__)
        return 0
    level = "all"
    games = 1000
    seed = 1
    every = 0
    click = None  # each level's own
    ahead = False
    endgame = True
    i = 0
    try:
        while i < len(argv):
            arg = argv[i]
            if arg in ("--plain", "--ahead"):
                endgame = arg == "--ahead"
                ahead = endgame
                i += 1
                continue
            if arg not in ("--level", "--games", "--seed", "--every", "--first"):
                raise ValueError("unknown option %s" % arg)
            value = argv[i + 1]
            if arg == "--first":
                click = first_click(value)
            elif arg == "--level":
                level = value
            elif arg == "--games":
                games = int(value)
            elif arg == "--seed":
                seed = int(value)
            else:
                every = int(value)
            i += 2
        if level != "all" and level not in LEVELS:
            raise ValueError("no level %s (%s or all)" % (level, ", ".join(LEVELS)))
        if games < 1 or seed < 0 or every < 0:
            raise ValueError("games must be 1 or more, seed and every 0 or more")
        names = LEVELS if level == "all" else (level,)
        for name in names:
            width, height, _ = SIZES[PRESETS.index(name)]
            if click and (click[0] >= width or click[1] >= height):
                raise ValueError("no cell (%d, %d) on %s" % (click + (name,)))
    except IndexError:
        print("odds: %s needs a value; try --help" % argv[-1])
        return 2
    except ValueError as e:
        print("odds: %s; try --help" % e)
        return 2
    print(
        "first click %s; %s; seed %d"
        % (clicks(names, click), STRATEGIES[ahead + endgame], seed)
    )
    for name in names:
        play(name, games, seed, ahead, endgame, every, click)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
