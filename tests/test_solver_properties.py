# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The solver against brute force, no-guess boards played out by brute
force, and the same boards under MicroPython (CPython, hypothesis)."""

import itertools
import math

import pytest
from check import sliced
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from test_micropython import MICROPYTHON, run_micropython

from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, READY, WON, Game
from minesweeper.rules.text import to_text
from minesweeper.solver.generate import Generator, lay_no_guess
from minesweeper.solver.solve import MINED, SAFE, Solver, hint


def around(w, h, i):
    x, y = i % w, i // w
    return [
        ny * w + nx
        for ny in range(y - 1, y + 2)
        for nx in range(x - 1, x + 2)
        if (nx, ny) != (x, y) and 0 <= nx < w and 0 <= ny < h
    ]


def by_combinations(w, h, view, mines):
    """Every set of ``mines`` covered cells that fits every number; the
    covered cells safe in all of them and mined in all, or None."""
    covered = [i for i in range(w * h) if view[i] > 8]
    numbers = [(i, view[i], around(w, h, i)) for i in range(w * h) if view[i] <= 8]
    safe, mine, any_fit = set(covered), set(covered), False
    for layout in itertools.combinations(covered, mines):
        chosen = set(layout)
        if all(sum(n in chosen for n in near) == c for _, c, near in numbers):
            any_fit = True
            safe -= chosen
            mine &= chosen
    return (safe, mine) if any_fit else None


def by_backtracking(w, h, view, mines):
    """The same answer another way, for bigger boards: every assignment of
    the covered cells next to numbers that fits them, each completed by the
    cells away from every number (interchangeable) with the mines left."""
    covered = [i for i in range(w * h) if view[i] > 8]
    numbers = {i: view[i] for i in range(w * h) if view[i] <= 8}
    edge = [i for i in covered if any(n in numbers for n in around(w, h, i))]
    inner = len(covered) - len(edge)
    watch = {i: [n for n in around(w, h, i) if n in numbers] for i in edge}
    left = {n: sum(1 for c in around(w, h, n) if c in watch) for n in numbers}
    need = dict(numbers)
    value = {}
    safe_ok, mine_ok = set(), set()  # seen safe / seen mined somewhere
    inner_counts = set()

    def go(k, placed):
        if k == len(edge):
            rest = mines - placed
            if 0 <= rest <= inner and all(v == 0 for v in need.values()):
                inner_counts.add(rest)
                for c, v in value.items():
                    (mine_ok if v else safe_ok).add(c)
            return
        cell = edge[k]
        for v in (0, 1):
            fits = True
            for n in watch[cell]:
                need[n] -= v
                left[n] -= 1
                if need[n] < 0 or need[n] > left[n]:
                    fits = False
            if fits and placed + v <= mines:
                value[cell] = v
                go(k + 1, placed + v)
            for n in watch[cell]:
                need[n] += v
                left[n] += 1

    go(0, 0)
    if not inner_counts:
        return None
    safe = {c for c in edge if c not in mine_ok}
    mine = {c for c in edge if c not in safe_ok}
    interior = [c for c in covered if c not in watch]
    if inner_counts == {0}:
        safe |= set(interior)
    elif inner_counts == {inner}:
        mine |= set(interior)
    return safe, mine


def provable(solver, size):
    safe = {i for i in range(size) if solver.result(i) == SAFE}
    mine = {i for i in range(size) if solver.result(i) == MINED}
    return safe, mine


def open_some_safe(draw, game, most):
    """Up to ``most`` more safe cells of ``game`` opened, drawn at random
    (fewer where none is left or the game has ended)."""
    w = game.width
    for _ in range(draw(st.integers(0, most))):
        hidden = [
            i
            for i in range(game.size)
            if game.tiles[i] == tiles.HIDDEN and not game.is_mine(i % w, i // w)
        ]
        if not hidden or game.state != PLAYING:
            break
        game.reveal_at(draw(st.sampled_from(hidden)))


@st.composite
def views(draw, most=25, wide=7):
    """A game part-way through: a board, some safe cells opened (a flood
    where a 0 opens), and flags and question marks, right or wrong."""
    w = draw(st.integers(1, wide))
    h = draw(st.integers(1, max(1, most // w)))
    size = w * h
    mines = draw(st.integers(0, max(0, min(size - 1, 9 if most <= 25 else size // 4))))
    game = Game(w, h, mines, seed=draw(st.integers(0, 2**30 - 1)))
    first = draw(st.integers(0, size - 1))
    game.reveal(first % w, first // w)
    open_some_safe(draw, game, 4)
    for _ in range(draw(st.integers(0, 3))):
        hidden = [i for i in range(size) if game.tiles[i] == tiles.HIDDEN]
        if not hidden or game.state != PLAYING:
            break
        i = draw(st.sampled_from(hidden))
        if draw(st.booleans()):
            game.flag(i % w, i // w)
        else:
            game.question(i % w, i // w)
    return game


def against_enumeration(test):
    """A property ``test(game, budget)`` over small views (:func:`views`) and
    a slice budget, many examples: brute force's answer to hold against."""
    slow = [HealthCheck.too_slow]
    many = settings(max_examples=400, deadline=None, suppress_health_check=slow)
    return many(given(views(), st.integers(1, 40))(test))


def enumerable(game, most):
    """The game's width, height and view, where its covered cells hold its
    mines in at most ``most`` ways (else hypothesis draws another)."""
    view = bytes(game.tiles)
    assume(math.comb(sum(1 for t in view if t > 8), game.mines) <= most)
    return game.width, game.height, view


@against_enumeration
def test_solver_finds_exactly_what_every_layout_agrees_on(game, budget):
    w, h, view = enumerable(game, 200_000)
    expect = by_combinations(w, h, view, game.mines)
    assert expect is not None  # a real game's view always fits its board
    assert by_backtracking(w, h, view, game.mines) == expect
    solver = Solver(w, h)
    solver.solve(view, game.mines)
    assert solver.consistent
    assert provable(solver, game.size) == expect
    # In slices of any size, the same answer.
    sliced = Solver(w, h)
    sliced.start(view, game.mines)
    while not sliced.step(budget):
        pass
    assert provable(sliced, game.size) == expect
    # A hint is right, and there is one whenever a cell is provable and
    # not already flagged as the mine it is.
    cell = hint(game, solver)
    if game.state == PLAYING:
        flagged = {i for i in range(game.size) if view[i] == tiles.FLAG}
        if expect[0] or expect[1] - flagged:
            assert cell is not None
        if cell is not None:
            i, is_mine = cell
            assert is_mine == game.is_mine(i % w, i // w)
            assert (i in expect[1]) == is_mine and (i in expect[0] | expect[1])
            if expect[0] - flagged:
                assert not is_mine and i not in flagged  # a safe one first


@settings(max_examples=200, deadline=None)
@given(views(most=480, wide=30))
def test_hint_never_points_at_a_mine_on_bigger_boards(game):
    solver = Solver(game.width, game.height)
    for _ in range(12):
        cell = hint(game, solver)
        if cell is None or game.state != PLAYING:
            break
        i, is_mine = cell
        x, y = i % game.width, i // game.width
        assert is_mine == game.is_mine(x, y)
        if is_mine:
            game.flag(x, y)
        else:
            game.reveal(x, y)
            assert game.state != 3  # LOST


SIZES = [(4, 4, 3), (5, 5, 5), (6, 4, 5), (3, 7, 4), (5, 5, 8), (9, 6, 7), (9, 9, 10)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SIZES), st.integers(0, 2**30 - 1))
def test_no_guess_boards_play_out_by_brute_force(size, seed):
    w, h, mines = size
    game = lay_no_guess(Game(w, h, mines, seed=seed))
    assert game.guaranteed and game.state == READY
    assert game.tiles[game.start] == tiles.START
    start = game.start
    game.reveal(start % w, start // w)
    assert game.tiles[start] == 0 or mines > w * h - 9
    while game.state == PLAYING:
        agreed = by_backtracking(w, h, bytes(game.tiles), mines)
        assert agreed is not None
        safe, mine = agreed
        for i in mine:
            assert game.is_mine(i % w, i // w)
        assert safe, "a guess was needed: " + to_text(game)
        for i in sorted(safe):
            assert not game.is_mine(i % w, i // w)
            game.reveal(i % w, i // w)
    assert game.state == WON and game.guaranteed


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(SIZES + [(16, 12, 30), (20, 13, 54)]),
    st.integers(0, 2**30 - 1),
    st.integers(1, 400),
)
# Found by the property: the proofs' ranked orderings ran 83 units unpaused.
@example((20, 13, 54), 1731708, 1)
def test_generator_slices_are_bounded_and_change_nothing(size, seed, budget):
    w, h, mines = size
    whole = Generator(w, h, mines, seed, budget=10**9)
    whole.run()
    stepped = Generator(w, h, mines, seed, budget=budget)
    # A slice ends at the first pause point past its budget: the longest
    # stretch between two pause points seen is 49 units (a 20x13 board's
    # perturbation scan), so a slice overshoots by less than 64.
    assert sliced(stepped)[1] < budget + 64
    assert stepped.units == whole.units
    assert (stepped.minefield, stepped.start) == (whole.minefield, whole.start)
    assert stepped.proven


BOARDS = [
    (9, 6, 7, 0),
    (9, 9, 10, 12345),
    (13, 9, 18, 7),
    (16, 12, 30, 2**30 - 1),
    (20, 13, 54, 99),
    (30, 16, 99, 123456789),
    (30, 16, 99, 4),
]


@pytest.mark.skipif(MICROPYTHON is None, reason="micropython not installed")
def test_the_same_no_guess_boards_under_micropython():
    script = "from minesweeper.rules.game import Game\n"
    script += "from minesweeper.rules.text import to_text\n"
    script += "from minesweeper.solver.generate import lay_no_guess\n"
    for w, h, m, seed in BOARDS:
        script += "print(to_text(lay_no_guess(Game(%d, %d, %d, seed=%d))))\n" % (
            w,
            h,
            m,
            seed,
        )
    code, out = run_micropython(script, heap="256k", timeout=300)
    assert code == 0, out
    expected = [
        to_text(lay_no_guess(Game(w, h, m, seed=seed))) for w, h, m, seed in BOARDS
    ]
    assert out.split() == expected
    assert all(text.count("s") == 1 for text in expected)
