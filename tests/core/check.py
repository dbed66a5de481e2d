# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Helpers for the core tests that run under both pytest and MicroPython."""

from minesweeper.game import Game


def raises(kind, func, *args):
    """Call func(*args) and return the exception, which must be a ``kind``."""
    try:
        func(*args)
    except kind as exc:
        return exc
    raise AssertionError("%s did not raise %s" % (func, kind.__name__))


def neighbours(game, x, y):
    """The cells around (x, y), in board order, as (x, y) pairs."""
    out = []
    for ny in range(y - 1, y + 2):
        for nx in range(x - 1, x + 2):
            if (nx, ny) != (x, y) and 0 <= nx < game.width and 0 <= ny < game.height:
                out.append((nx, ny))
    return out


def view(game):
    """Every tile the player sees, as a list by cell index."""
    return [game.tile(i % game.width, i // game.width) for i in range(game.size)]


def act(game, action, x, y):
    """Do an action and check the changed list is exactly the changed tiles."""
    before = view(game)
    changed = list(getattr(game, action)(x, y))
    after = view(game)
    diff = [i for i in range(game.size) if before[i] != after[i]]
    assert sorted(changed) == diff, (action, x, y, sorted(changed), diff)
    return changed


def board(text, classic=False):
    return Game.from_text(text, classic)
