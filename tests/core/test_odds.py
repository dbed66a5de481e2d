# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The odds engine (exact mine chances), its guesses and its player;
pytest and MicroPython. Boards are in the one-line text form
(minesweeper.rules.text): ``*`` a hidden mine, ``.`` a hidden safe cell,
digits opened numbers. Chances are compared as integers, by
cross-multiplying (MicroPython has no fractions module)."""

import gc

from check import board, ones, placements, sliced

from minesweeper.odds import endgame, engine, guess, player, search
from minesweeper.odds.board import safest
from minesweeper.odds.endgame import Endgame
from minesweeper.odds.engine import Odds
from minesweeper.odds.guess import Guess
from minesweeper.odds.player import Player
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, WON, Game
from minesweeper.solver import base, count, prove, solve
from minesweeper.solver.generate import lay_no_guess
from minesweeper.solver.solve import Solver


def brute(game, mines=None):
    """Every way to lay the mines on the covered cells that fits every
    number: {cell: placements with a mine there}, and how many there are."""
    w = game.width
    h = game.height
    view = game.tiles
    mines = game.mines if mines is None else mines
    covered = [i for i in range(game.size) if view[i] > 8]
    where = {}
    for j in range(len(covered)):
        where[covered[j]] = j
    numbers = []  # (count, bit mask of its covered neighbours)
    for i in range(game.size):
        if view[i] <= 8:
            bits = 0
            for ny in range(i // w - 1, i // w + 2):
                for nx in range(i % w - 1, i % w + 2):
                    j = ny * w + nx
                    if 0 <= nx < w and 0 <= ny < h and j in where:
                        bits |= 1 << where[j]
            numbers.append((view[i], bits))
    hits = [0] * len(covered)
    total = 0
    for lay in placements(len(covered), mines):
        for n, bits in numbers:
            if ones(lay & bits) != n:
                break
        else:
            total += 1
            for j in range(len(covered)):
                if (lay >> j) & 1:
                    hits[j] += 1
    return {covered[j]: hits[j] for j in range(len(covered))}, total


def odds_of(game, exact=True, mines=None):
    odds = Odds(Solver(game.width, game.height), exact)
    odds.run(game.tiles, game.mines if mines is None else mines)
    return odds


def agrees(odds, game, mines=None):
    """The engine's chances are the brute force's, exactly."""
    hits, total = brute(game, mines)
    if not total:
        return not odds.consistent
    if not odds.consistent or odds.total != total:
        return False
    for i in hits:
        n, d = odds.chance(i)
        if n * total != hits[i] * d:
            return False
    return True


# Views for the brute force: chains, corners, the mine count deciding, the
# interior, several components, flags and question marks.
FIXED = (
    "*.*/121",
    "*1./11./...",
    "*1...",
    "*1.**",
    "*1.1*..",
    ".1*1.",
    "F1./11./...",
    "!1?/11./..?",
    "..../1111/*..*",
    ".*../1110/....",
    "*2*./.2../....",
    "....../.1221./.1**1./.1221./......",
    "*..*/1111/....",
    "*.*.*/12121/.....",
    ".*..*./.1..1./......",
    "*..../.1.../...1./....*",
    "..*.../.21.../*1...*/....*.",
)


def test_chances_match_brute_force():
    for text in FIXED:
        game = board(text)
        assert agrees(odds_of(game), game), text


def test_the_mine_count_weighs_the_totals():
    # Two 1s sharing a middle cell: one mine there (1 way), or one on each
    # end (1 way). Two mines in all, two interior cells: one mine in the
    # middle leaves C(2, 1) = 2 ways for the other, the ends leave 1. So
    # the middle is a mine 2 times in 3, each end and interior cell 1 in 3.
    game = board("*1.1*..")
    odds = odds_of(game)
    assert odds.total == 3
    for i, n in ((0, 1), (2, 2), (4, 1), (5, 1), (6, 1)):
        a, b = odds.chance(i)
        assert a * 3 == n * b, (i, a, b)
    assert odds.chance(1) is None  # an opened number
    assert odds.interior == 2 and odds.boxes == 3
    # Three mines: both ways leave the rest to the interior, C(2, 2) = 1
    # way after the middle one, C(2, 1) = 2 after the ends.
    odds = odds_of(game, mines=3)
    assert odds.total == 3 and agrees(odds, game, 3)
    a, b = odds.chance(2)
    assert a * 3 == b


def test_proven_cells_are_certain():
    game = board("*.*/121")  # the 1-2-1: corners mines, the middle safe
    odds = odds_of(game)
    assert odds.chance(0) == (1, 1) and odds.chance(2) == (1, 1)
    assert odds.chance(1) == (0, 1)
    assert safest(odds.solver, odds) == (1, 0, 1) and odds.lowest() == (0, 1)


def test_no_chances_for_an_impossible_view():
    game = Game(2, 2, 3)
    odds = Odds(Solver(2, 2))
    assert not odds.run(bytearray([8, 9, 9, 9]), 3)  # an 8 in a corner
    assert odds.chance(1) is None and odds.lowest() is None  # no safest cell
    assert Guess(odds).choose() is None
    assert not odds.run(bytearray([1, 1, 9, 9]), 0)  # not with no mines
    assert odds.run(game.tiles, 3)  # and back: nothing opened, 3 of 4
    for i in range(4):
        n, d = odds.chance(i)
        assert n * 4 == 3 * d


def test_bounded_chances_are_close_to_exact():
    for text in FIXED:
        game = board(text)
        exact = odds_of(game)
        near = odds_of(game, False)
        for i in range(game.size):
            a = exact.chance(i)
            b = near.chance(i)
            if a is None:
                assert b is None
                continue
            assert b[1] in (1, 65536), b
            assert abs(a[0] * b[1] - b[0] * a[1]) * 1000 <= a[1] * b[1], (text, i)
    # An Expert board part-way through: 99 mines, weights past 2**300.
    game = expert_midgame()
    exact = odds_of(game)
    assert exact.total > 1 << 200
    chances = [exact.chance(i) for i in range(game.size)]
    exact = None
    gc.collect()
    near = odds_of(game, False)
    assert near.total < 1 << 14
    worst = 0
    for i in range(game.size):
        a = chances[i]
        if a is None or a[1] == 1:
            continue
        b = near.chance(i)
        assert b[1] == 65536 and 0 < b[0] < 65536  # the proofs decide 0, 1
        err = abs(a[0] * 65536 - b[0] * a[1]) * 10000 // (a[1] * 65536)
        worst = max(worst, err)
    assert worst <= 2, worst  # parts in 10,000


def expert_midgame():
    """An Expert game (seeded) after its first click and a few safe cells."""
    game = Game(30, 16, 99, seed=9)
    game.reveal(3, 3)
    for i in (200, 260, 350, 420):
        if game.tile_at(i) == tiles.HIDDEN and not game.is_mine(i % 30, i // 30):
            game.reveal(i % 30, i // 30)
    assert game.state == PLAYING
    return game


def test_slices_give_the_same_answer():
    game = board("..*.../.21.../*1...*/....*.")
    whole = odds_of(game)
    for budget in (1, 5, 40):
        odds = Odds(Solver(game.width, game.height))
        odds.start(game.tiles, game.mines)
        steps, most = sliced(odds, budget)
        assert steps > 1 and most <= budget + 60, (steps, most)
        for i in range(game.size):
            assert odds.chance(i) == whole.chance(i)


def test_cell_states_and_marks_agree_with_the_solver():
    # Under MicroPython _names are folded away; check them where they exist.
    for name, value, modules in (
        ("_COVERED", 9, (solve, engine, guess, endgame)),
        ("_PROVEN_SAFE", 10, (solve, engine, guess, endgame)),
        ("_PROVEN_MINE", 11, (solve, engine, player)),
        ("_IN_COMP", 4, (prove, search, base)),
        ("_SEEN_CON", 8, (base, count, search)),
    ):
        for module in modules:
            if hasattr(module, name):
                assert getattr(module, name) == value, (module, name)


def test_the_guess_is_the_safest_cell():
    # A 50/50 beside a cell that is a mine one time in three.
    game = board("*1.1*..")
    odds = odds_of(game)
    # 0, 4, 5 and 6 are a mine 1 time in 3; 0 has no covered neighbour.
    assert Guess(odds).choose() == 0
    game = board("*.*/121")
    assert Guess(odds_of(game)).choose() == 1  # proven safe
    assert Guess(odds_of(board("*1/11"))).choose() is None  # nothing covered


def test_looking_ahead_is_the_chance_of_surviving_two_guesses():
    for text in ("*1.1*..", "..*.../.21.../*1...*/....*.", ".*..*./.1..1./......"):
        game = board(text)
        odds = odds_of(game)
        sv = odds.solver
        before = (bytes(sv.state), bytes(sv.unknown), bytes(sv.mark), sv.found)
        ahead = Guess(odds, True)
        for i in range(game.size):
            if game.tiles[i] != tiles.HIDDEN or odds.chance(i)[1] == 1:
                continue
            num, den = two_guesses(game, i)
            got = ahead.survival(i)
            assert abs(got * den - (num << 40)) <= 9 * den, (text, i)
        # Thinking leaves the board as it was.
        after = (bytes(sv.state), bytes(sv.unknown), bytes(sv.mark), sv.found)
        assert after == before
        # The choice survives best of the cells nearly as safe as the safest
        # (9/10 of its chance of being safe; of the interior, the corners).
        choice = ahead.choose()
        assert choice == Guess(odds, True).choose()
        best = odds.lowest()
        top = -1
        for i in range(game.size):
            c = odds.chance(i)
            if c is None or c[1] == 1:
                continue
            if (c[1] - c[0]) * best[1] * 10 < (best[1] - best[0]) * c[1] * 9:
                continue
            p = sv.padded(i)
            if odds.boxof[p] == 0xFFFF and sv.unknown[p] > min(corners(odds)):
                continue
            top = max(top, ahead.survival(i))
        assert ahead.survival(choice) == top, (text, choice)


def corners(odds):
    """The covered neighbours of each interior cell."""
    sv = odds.solver
    out = [9]
    for i in range(sv.size):
        p = sv.padded(i)
        if sv.state[p] == 9 and odds.boxof[p] == 0xFFFF:
            out.append(sv.unknown[p])
    return out


def two_guesses(game, cell):
    """Brute force: the chance of surviving ``cell`` and then the safest
    next guess, as (num, den)."""
    w = game.width
    covered = [i for i in range(game.size) if game.tiles[i] > 8]
    total = 0
    groups = {}  # the number cell shows: each covered cell's safe placements
    for lay in placements(len(covered), game.mines):
        mined = [covered[j] for j in range(len(covered)) if (lay >> j) & 1]
        if not fits(game, mined):
            continue
        total += 1
        if cell in mined:
            continue
        v = 0
        for m in mined:
            if abs(m % w - cell % w) <= 1 and abs(m // w - cell // w) <= 1:
                v += 1
        if v not in groups:
            groups[v] = [0] * len(covered)
        safe = groups[v]
        for j in range(len(covered)):
            if covered[j] != cell and not (lay >> j) & 1:
                safe[j] += 1
    # Each number: its placements over all, times the best next cell's
    # safe placements over its placements.
    num = 0
    for v in groups:
        num += max(groups[v])
    return num, total


def fits(game, mined):
    w = game.width
    for i in range(game.size):
        n = game.tiles[i]
        if n <= 8:
            c = 0
            for m in mined:
                if abs(m % w - i % w) <= 1 and abs(m // w - i // w) <= 1:
                    c += 1
            if c != n:
                return False
    return True


def test_the_endgame_wins_what_perfect_play_wins():
    # "*1.1*..": the placements {2, 5}, {2, 6}, {0, 4}. Cell 6 is safe in
    # two, showing 1 in the one and 0 in the other: 2 won of 3, the most.
    game = board("*1.1*..")
    odds = odds_of(game)
    end = Endgame(odds)
    cell, won, total = end.choose()
    assert (won, total) == (2, 3) and cell in (0, 4, 6)
    for text in FIXED + ("..*/.3./*.*", "*.*/.../*.*"):
        game = board(text)
        odds = odds_of(game)
        if odds.total > 24:
            continue
        found = Endgame(odds).choose()
        best = perfect(game)
        if found is None:  # nothing to open: one placement left
            assert best == odds.total == 1, text
            continue
        cell, won, total = found
        assert (won, total) == (best, odds.total), (text, found, best)
        assert game.tiles[cell] > 8 and odds.chance(cell)[0] < odds.chance(cell)[1]
    # Too many placements: no search.
    game = expert_midgame()
    odds = odds_of(game)
    assert Endgame(odds).choose() is None


def perfect(game):
    """Brute force: the placements perfect play wins, from the view."""
    w = game.width
    covered = [i for i in range(game.size) if game.tiles[i] > 8]
    lays = []
    for lay in placements(len(covered), game.mines):
        mined = [covered[j] for j in range(len(covered)) if (lay >> j) & 1]
        if fits(game, mined):
            lays.append(tuple(mined))
    memo = {}

    def shown(c, mined):
        return sum(
            1 for m in mined if abs(m % w - c % w) <= 1 and abs(m // w - c // w) <= 1
        )

    def wins(state):
        if len(state) == 1:
            return 1
        if state in memo:
            return memo[state]
        best = 0
        for c in covered:
            safe = [m for m in state if c not in m]
            if (
                not safe
                or len(safe) == len(state)
                and len(set(shown(c, m) for m in safe)) == 1
            ):
                continue
            parts = {}
            for m in safe:
                parts.setdefault(shown(c, m), []).append(m)
            got = sum(wins(tuple(part)) for part in parts.values())
            if len(safe) == len(state):  # a free cell: open it, no choice
                best = got
                break
            best = max(best, got)
        memo[state] = best
        return best

    return wins(tuple(lays))


def test_the_player_sees_only_what_a_player_sees():
    # The player is handed a game that shows only the tiles, the mine count,
    # whether it goes on, and the reveal: the solution is out of its reach
    # (it would fail reading it), and it plays as on the game itself.
    for seed in range(6):
        game = Game(9, 9, 10, seed=seed)
        seen = Seen(game)
        state = Player(9, 9).play(seen, 30)
        again = Game(9, 9, 10, seed=seed)
        assert state == game.state == Player(9, 9).play(again, 30)
        assert bytes(game.tiles) == bytes(again.tiles)
        assert seen.opened[0] == 30 and state in (WON, LOST)
        if state == LOST:  # its last reveal, a guess, found the mine
            assert game.tiles[seen.opened[-1]] == tiles.EXPLODED


class Seen:
    """A game as a player sees it: the tiles, the mine count, whether it
    goes on, and the reveal; nothing else (the player would fail on it)."""

    def __init__(self, game):
        self.__game = game
        self.mines = game.mines
        self.tiles = game.tiles
        self.opened = []  # the hidden cells it revealed, in turn

    @property
    def state(self):
        return self.__game.state

    def reveal_at(self, i):
        if self.tiles[i] == tiles.HIDDEN:
            self.opened.append(i)
        return self.__game.reveal_at(i)


def test_the_player_wins_a_board_logic_solves_without_a_guess():
    game = lay_no_guess(Game(16, 16, 40, seed=3))
    p = Player(16, 16)
    assert p.play(game, game.start) == WON and p.guesses == 0


def test_the_player_plays_to_the_end_and_again():
    p = Player(9, 9, False)
    results = []
    for seed in range(10):
        game = Game(9, 9, 10, seed=seed)
        results.append(p.play(game, 30))
        assert game.state == results[-1] != PLAYING
        if game.state == WON:  # every safe cell opened, no mine
            assert all(game.tiles[i] != tiles.EXPLODED for i in range(81))
    assert WON in results


def test_the_engine_loads_alone_and_goes_with_its_prefix():
    import sys

    from minesweeper.compat import forget_under

    forget_under("minesweeper.odds")
    import minesweeper.odds.engine  # noqa: F401  (what a hint would load)

    loaded = sorted(n for n in sys.modules if n.startswith("minesweeper.odds"))
    assert loaded == [
        "minesweeper.odds",
        "minesweeper.odds.combine",
        "minesweeper.odds.engine",
        "minesweeper.odds.search",
    ], loaded
    import minesweeper.odds.player  # noqa: F401  (the tool's: all of it)

    assert forget_under("minesweeper.odds") == 7
    assert not [n for n in sys.modules if n.startswith("minesweeper.odds")]
    assert "minesweeper.solver.solve" in sys.modules  # the solver stays
    gc.collect()
    from minesweeper.odds.engine import Odds as Again

    game = board("*1.1*..")
    odds = Again(Solver(7, 1))
    assert odds.run(game.tiles, 2) and odds.total == 3


def test_a_run_s_buffers_are_sized_by_its_components_not_the_board():
    # On a board, the engine's buffers of the cells next to numbers are as
    # long as the run's components need (some 20-50 cells on an Expert
    # board where the proofs stop), not the board's 480 cells.
    game = Game(30, 16, 99, seed=3)
    game.reveal(15, 8)
    odds = Odds(Solver(30, 16), exact=False)
    assert odds.run(game.tiles, 99)
    n = odds.ncells
    assert 0 < n < 100, n
    for buf in (odds.value, odds.top, odds.cells, odds.first, odds.kept):
        assert len(buf) == n + 1
    assert len(odds.weight) == len(odds.power) == n + 1
    assert len(odds.nums) == 8 * (n + 1)
    assert odds.chance(0) is not None  # (a covered cell, chances found)
