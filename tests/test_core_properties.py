# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Property and statistical tests of the game core (CPython only)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, WON, Game


def neighbours(w, h, i):
    x, y = i % w, i // w
    for ny in range(y - 1, y + 2):
        for nx in range(x - 1, x + 2):
            if (nx, ny) != (x, y) and 0 <= nx < w and 0 <= ny < h:
                yield ny * w + nx


def solution(game):
    """Mine set and counts, read through the public API only."""
    w, h = game.width, game.height
    mines = {i for i in range(game.size) if game.is_mine(i % w, i // w)}
    counts = [sum(j in mines for j in neighbours(w, h, i)) for i in range(game.size)]
    return mines, counts


def expected_flood(game, start, mines, counts, covered):
    """Reference flood: the zero region connected to start, plus its border,
    computed as a set fixed point (different from the core's work list)."""
    w, h = game.width, game.height
    region = {start}
    frontier = {start}
    while frontier:
        grow = set()
        for i in frontier:
            if counts[i] == 0 and i not in mines:
                for j in neighbours(w, h, i):
                    if j in covered and j not in region:
                        grow.add(j)
        region |= grow
        frontier = grow
    return region


boards = st.tuples(
    st.integers(1, 12), st.integers(1, 12), st.floats(0, 0.5), st.integers(0, 2**30 - 1)
)


def make(spec):
    w, h, density, seed = spec
    mines = min(int(w * h * density), w * h - 1)
    return Game(w, h, mines, seed=seed)


@settings(max_examples=150, deadline=None)
@given(boards, st.data())
def test_first_reveal_never_loses_and_counts_agree(spec, data):
    game = make(spec)
    i = data.draw(st.integers(0, game.size - 1))
    changed = set(game.reveal(i % game.width, i // game.width))
    assert game.state in (PLAYING, WON)
    mines, counts = solution(game)
    assert len(mines) == game.mines
    assert i not in mines
    free = game.size - len(list(neighbours(game.width, game.height, i))) - 1
    if free >= game.mines:
        assert not mines & set(neighbours(game.width, game.height, i))
    for j in range(game.size):
        t = game.tile_at(j)
        if t <= 8:
            assert t == counts[j]
    covered = set(range(game.size))
    flood = expected_flood(game, i, mines, counts, covered)
    if game.state == WON:
        flood |= mines  # the win shows every mine as a flag
    assert changed == flood


actions = st.lists(
    st.tuples(
        st.sampled_from(["reveal", "flag", "question", "chord"]), st.integers(0, 143)
    ),
    max_size=60,
)


@settings(max_examples=200, deadline=None)
@given(boards, actions, st.booleans())
def test_random_play_keeps_every_invariant(spec, moves, classic):
    w, h, density, seed = spec
    game = Game(w, h, min(int(w * h * density), w * h - 1), seed=seed, classic=classic)
    for action, i in moves:
        i %= game.size
        before = bytes(game.tile_at(j) for j in range(game.size))
        state = game.state
        changed = list(getattr(game, action)(i % w, i // w))
        after = bytes(game.tile_at(j) for j in range(game.size))
        diff = [j for j in range(game.size) if before[j] != after[j]]
        assert sorted(changed) == diff
        if state in (WON, LOST):
            assert changed == [] and game.state == state
            continue
        flags = sum(t in (tiles.FLAG, tiles.WRONG_FLAG) for t in after)
        assert game.mines_left == game.mines - flags
        if not game.placed:
            continue
        mines, _ = solution(game)
        safe_open = sum(1 for j in range(game.size) if after[j] <= 8)
        exploded = any(t == tiles.EXPLODED for t in after)
        assert (game.state == LOST) == (
            exploded
            or (classic and game.state == LOST)  # classic: a wrong flag at the end
        )
        if not classic:
            assert (game.state == WON) == (safe_open == game.size - game.mines)
        if game.state == WON:
            assert all(after[j] == tiles.FLAG for j in mines)
            assert game.mines_left == 0
        if game.state == LOST and exploded:
            for j in range(game.size):
                if j in mines:
                    assert after[j] in (tiles.EXPLODED, tiles.MINE, tiles.FLAG)
                else:
                    assert after[j] not in (tiles.FLAG, tiles.MINE, tiles.EXPLODED)


def test_placement_is_uniform():
    # 5x5 with 3 mines, first reveal in a corner: the 21 cells outside the
    # corner's 2x2 block must each hold a mine with probability 3/21.
    runs = 6000
    hits = [0] * 25
    for seed in range(runs):
        game = Game(5, 5, 3, seed=seed)
        game.reveal(0, 0)
        for i in range(25):
            hits[i] += game.is_mine(i % 5, i // 5)
    for i in (0, 1, 5, 6):
        assert hits[i] == 0
    expected = runs * 3 / 21
    chi2 = sum(
        (hits[i] - expected) ** 2 / expected for i in range(25) if i not in (0, 1, 5, 6)
    )
    # 20 degrees of freedom: 45.3 is the 0.1% point. The seeds are fixed, so
    # this is not flaky; a biased placement (say modulo bias, or skipping the
    # last row) lands far above it.
    assert chi2 < 45.3, (chi2, hits)


def test_placement_uniform_over_pairs_when_crowded():
    # 3x3 with 6 mines: only the first cell is kept clear, so the two other safe
    # cells are a uniform pair among the other 8 (28 pairs); this draws the
    # safe cells rather than the mines, the other branch of the placement.
    runs = 5600
    pairs = {}
    for seed in range(runs):
        game = Game(3, 3, 6, seed=seed)
        game.reveal(1, 1)
        safe = tuple(i for i in range(9) if i != 4 and not game.is_mine(i % 3, i // 3))
        pairs[safe] = pairs.get(safe, 0) + 1
    assert len(pairs) == 28
    expected = runs / 28
    chi2 = sum((n - expected) ** 2 / expected for n in pairs.values())
    assert chi2 < 55.5, pairs  # 27 dof, 0.1% point
