# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The odds engine against brute-force enumeration of every mine layout,
exactly (fractions); the bounded arithmetic's small integers; the odds
tool's boards and lines (CPython, hypothesis)."""

import functools
import itertools
import os
import sys
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from proc import run
from test_solver_properties import (
    against_enumeration,
    around,
    enumerable,
    open_some_safe,
    views,
)

from minesweeper.odds import combine
from minesweeper.odds.board import safest as board_safest
from minesweeper.odds.endgame import Endgame
from minesweeper.odds.engine import Odds
from minesweeper.odds.guess import Guess
from minesweeper.rules.game import PLAYING, Game
from minesweeper.solver.solve import Solver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import odds as tool  # noqa: E402  (tools/odds.py)


def enumerate_chances(w, h, view, mines):
    """Every set of ``mines`` covered cells that fits every number: each
    covered cell's share of them holding a mine (Fractions), or None."""
    covered = [i for i in range(w * h) if view[i] > 8]
    numbers = [(view[i], around(w, h, i)) for i in range(w * h) if view[i] <= 8]
    hits = dict.fromkeys(covered, 0)
    total = 0
    for layout in itertools.combinations(covered, mines):
        chosen = set(layout)
        if all(sum(n in chosen for n in near) == c for c, near in numbers):
            total += 1
            for i in layout:
                hits[i] += 1
    if not total:
        return None
    return {i: Fraction(hits[i], total) for i in covered}, total


@against_enumeration
def test_chances_equal_enumeration(game, budget):
    w, h, view = enumerable(game, 100_000)
    expect, total = enumerate_chances(w, h, view, game.mines)
    odds = Odds(Solver(w, h))
    odds.start(view, game.mines)
    while not odds.step(budget):  # in slices of any size
        pass
    assert odds.consistent and odds.total == total
    near = Odds(Solver(w, h), exact=False)
    assert near.run(view, game.mines)
    for i in range(w * h):
        if i not in expect:
            assert odds.chance(i) is None and near.chance(i) is None
            continue
        assert Fraction(*odds.chance(i)) == expect[i], i
        bounded = Fraction(*near.chance(i))
        if expect[i] in (0, 1):
            assert bounded == expect[i]
        else:
            assert 0 < bounded < 1 and abs(bounded - expect[i]) < Fraction(1, 1000)
    safest = board_safest(odds.solver, odds)
    if not expect:  # nothing covered
        assert safest is None and odds.lowest() is None
        return
    assert Fraction(*odds.lowest()) == min(expect.values())
    if safest is None:  # (the game's rule opens no proven mine)
        assert min(expect.values()) == 1
    else:
        assert Fraction(*safest[1:]) == Fraction(*odds.lowest())
        assert expect[safest[0]] == min(expect.values())
    choice = Guess(odds).choose()
    if min(expect.values()) == 1:  # every covered cell a mine: no guess
        assert choice is None
    else:
        assert expect[choice] == min(expect.values())


def perfect_play(w, h, view, mines):
    """Brute force: the placements that fit, and for each covered cell the
    placements won opening it first and playing on perfectly."""
    covered = [i for i in range(w * h) if view[i] > 8]
    numbers = [(view[i], around(w, h, i)) for i in range(w * h) if view[i] <= 8]
    lays = [
        frozenset(layout)
        for layout in itertools.combinations(covered, mines)
        if all(sum(n in layout for n in near) == c for c, near in numbers)
    ]
    near = {c: set(around(w, h, c)) for c in covered}

    def parts(state, c):
        split = {}
        for lay in state:
            if c not in lay:
                split.setdefault(len(lay & near[c]), set()).add(lay)
        return [frozenset(part) for part in split.values()]

    @functools.cache
    def wins(state):
        if len(state) == 1:
            return 1
        for c in covered:  # a cell safe in all of them: open it for free
            if all(c not in lay for lay in state) and len(parts(state, c)) > 1:
                return sum(wins(part) for part in parts(state, c))
        return max(first(state, c) for c in covered if 0 < len(parts(state, c)))

    def first(state, c):
        if all(c not in lay for lay in state) and len(parts(state, c)) == 1:
            return 0  # tells nothing
        return sum(wins(part) for part in parts(state, c))

    state = frozenset(lays)
    return len(lays), {c: first(state, c) for c in covered}


@st.composite
def endgames(draw):
    """A small game after its first click and up to two more safe cells:
    views with a few to a hundred or so placements left."""
    w = draw(st.integers(2, 6))
    h = draw(st.integers(2, 5))
    size = w * h
    mines = draw(st.integers(1, min(7, size - 2)))
    game = Game(w, h, mines, seed=draw(st.integers(0, 2**30 - 1)))
    game.reveal_at(draw(st.integers(0, size - 1)))
    open_some_safe(draw, game, 2)
    return game


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames())
def test_the_endgame_plays_perfectly(game):
    w, h, view = game.width, game.height, bytes(game.tiles)
    assume(game.state == PLAYING)
    odds = Odds(Solver(w, h))
    assert odds.run(view, game.mines)
    assume(2 <= odds.total <= 150)
    total, firsts = perfect_play(w, h, view, game.mines)
    found = Endgame(odds).choose()
    if found is None:  # one placement left: nothing to search
        assert total == 1
        return
    cell, won, count = found
    assert count == total and won == max(firsts.values()) == firsts[cell]


@settings(max_examples=60, deadline=None)
@given(views(most=480, wide=30))
def test_bounded_numbers_stay_small_integers(game):
    # Every value the bounded arithmetic keeps passes through _fit; the
    # search's tallies and the chances are kept as they are.
    seen = []
    fit = combine._fit

    def checked(m, e):
        seen.append(m)
        return fit(m, e)

    combine._fit = checked
    try:
        odds = Odds(Solver(game.width, game.height), exact=False)
        odds.run(game.tiles, game.mines)
    finally:
        combine._fit = fit
    assert all(0 <= m < 1 << 30 for m in seen)
    for kept in odds.tallies:
        for values in kept[:2]:
            assert all(0 <= v < 1 << 29 for v in values)
    assert all(0 <= v <= 1 << 16 for v in odds.box_num + odds.box_den)
    assert odds.total < 1 << 14


def test_the_tools_boards_are_uniform():
    # The checks the game's own boards pass (test_core_properties): 5x5 with
    # 3 mines, first reveal in a corner: each of the 21 cells outside the
    # corner's block holds a mine 3 times in 21.
    runs = 6000
    hits = [0] * 25
    boards = tool.boards(5, 5, 3, 11)
    for _ in range(runs):
        game = next(boards)
        game.reveal(0, 0)
        for i in range(25):
            hits[i] += game.is_mine(i % 5, i // 5)
    assert all(hits[i] == 0 for i in (0, 1, 5, 6))
    expected = runs * 3 / 21
    chi2 = sum((hits[i] - expected) ** 2 / expected for i in range(25) if hits[i])
    assert chi2 < 45.3, (chi2, hits)  # 20 degrees of freedom, the 0.1% point
    # 3x3 with 6 mines: the two other safe cells are a uniform pair of 28.
    pairs = {}
    boards = tool.boards(3, 3, 6, 12)
    for _ in range(5600):
        game = next(boards)
        game.reveal(1, 1)
        safe = tuple(i for i in range(9) if i != 4 and not game.is_mine(i % 3, i // 3))
        pairs[safe] = pairs.get(safe, 0) + 1
    assert len(pairs) == 28
    chi2 = sum((n - 200) ** 2 / 200 for n in pairs.values())
    assert chi2 < 55.5, pairs  # 27 degrees of freedom, the 0.1% point
    # And each game number once: a stream, not a counter's neighbours.
    boards = tool.boards(9, 9, 10, 1)
    numbers = [next(boards).seed for _ in range(2000)]
    assert len(set(numbers)) == 2000


def test_the_interval_is_wilsons():
    low, high = tool.interval(50, 100)
    assert round(100 * low, 2) == 40.38 and round(100 * high, 2) == 59.62
    low, high = tool.interval(0, 20)
    assert low == 0 and round(100 * high, 2) == 16.11
    line = tool.line("expert", 30, 16, 99, 531, 1000, 41000)
    assert line == (
        "expert 30x16/99: won 531 of 1000 (53.10%, 95% interval 50.00-56.18%),"
        " 41.0 ms a game"
    )


def run_odds_tool(args, timeout):
    """``tools/odds.py`` run with ``args``: the completed process."""
    return run(
        [sys.executable, "-P", os.path.join(ROOT, "tools", "odds.py"), *args],
        timeout=timeout,
    )


def odds_tool(*args):
    """``tools/odds.py`` run with ``args``: the two lines it prints (its
    first click and strategy, and the level's tally)."""
    done = run_odds_tool(args, 300)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("refined", [0, 1, 2])
def test_the_tool_plays_and_prints_a_line_a_level(refined):
    args = ["--level", "beginner", "--games", "30", "--seed", "5"]
    args += (["--plain"], [], ["--ahead"])[refined]
    first, result = odds_tool(*args)
    assert first == "first click (2, 2); %s; seed 5" % tool.STRATEGIES[refined]
    assert result.startswith("beginner 9x9/10: won ")
    won = int(result.split("won ")[1].split()[0])
    # The same games with the player itself give the same tally.
    player_won = 0
    boards = tool.boards(9, 9, 10, 5)
    from minesweeper.odds.player import Player

    p = Player(9, 9, refined == 2, refined > 0)
    for _ in range(30):
        player_won += p.play(next(boards), 20) == 2  # (2, 2), Beginner's own
    assert won == player_won and " of 30 (" in result


def test_each_level_clicks_first_at_its_own_cell():
    # (2, 2) where it wins more than (3, 3) (docs/odds.md), (3, 3) on Expert,
    # JSMinesweeper's open start.
    assert tool.clicks(("beginner",), None) == "(2, 2)"
    assert tool.clicks(tool.LEVELS, None) == (
        "(2, 2) beginner, (2, 2) intermediate, (3, 3) expert"
    )
    assert tool.clicks(tool.LEVELS, (4, 1)) == "(4, 1)"


def test_the_tool_clicks_first_where_asked():
    args = ["--level", "beginner", "--games", "30", "--seed", "5", "--first", "2,1"]
    first, result = odds_tool(*args)
    assert first == "first click (2, 1); %s; seed 5" % tool.STRATEGIES[1]
    won = int(result.split("won ")[1].split()[0])
    from minesweeper.odds.player import Player

    p = Player(9, 9)
    boards = tool.boards(9, 9, 10, 5)
    mine_free = []  # the first cell and its neighbours: (2, 1)'s, not (3, 3)'s
    player_won = 0
    for _ in range(30):
        game = next(boards)
        player_won += p.play(game, 1 * 9 + 2) == 2
        mine_free.append(
            not any(game.is_mine(x, y) for x in (1, 2, 3) for y in (0, 1, 2))
        )
    assert won == player_won and all(mine_free)


def test_the_tool_refuses_bad_options():
    for args, says in (
        (["--first", "9,0", "--level", "beginner"], "no cell (9, 0) on beginner"),
        (["--first", "3"], "--first takes X,Y"),
        (["--level", "hard"], "no level hard"),
        (["--games", "0"], "games must be 1 or more"),
        (["--games"], "--games needs a value"),
        (["--fast"], "unknown option --fast"),
    ):
        done = run_odds_tool(args, 60)
        assert done.returncode == 2 and says in done.stdout, done.stdout
