# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Helpers for the core tests that run under both pytest and MicroPython."""

from minesweeper.rules.text import from_text


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


def sliced(stepper, *args):
    """Step ``stepper`` (a Solver or a Generator, ``args`` to each step) to
    the end: (how many steps, the most work units one step did)."""
    steps = most = 0
    done = False
    while not done:
        before = stepper.units
        done = stepper.step(*args)
        steps += 1
        most = max(most, stepper.units - before)
    return steps, most


def board(text, classic=False):
    return from_text(text, classic)


class Nvm:
    """A stand-in for ``microcontroller.nvm``: erased bytes read 0xFF, reads
    and writes must stay in bounds, a slice assignment must match the slice's
    length (as on the board), and slice assignments are counted."""

    def __init__(self, size=2048):
        self.data = bytearray(size)
        for i in range(size):
            self.data[i] = 0xFF
        self.writes = 0  # slice assignments
        self.written = 0  # bytes they wrote
        self.spans = []  # (start, stop) of each assignment

    def __len__(self):
        return len(self.data)

    def _bounds(self, key):
        assert isinstance(key, slice) and key.step is None, key
        assert 0 <= key.start <= key.stop <= len(self.data), key
        return key.start, key.stop

    def __getitem__(self, key):
        start, stop = self._bounds(key)
        return bytearray(self.data[start:stop])

    def __setitem__(self, key, value):
        start, stop = self._bounds(key)
        assert len(value) == stop - start, (key, len(value))
        self.data[start:stop] = value
        self.writes += 1
        self.written += stop - start
        self.spans.append((start, stop))


def saying(modules, func, *args):
    """``(func(*args), lines)``: what it returned and the console lines that
    ``print`` in the given modules wrote meanwhile."""
    said = []
    real = [module.__dict__.get("print") for module in modules]
    for module in modules:
        module.print = said.append
    try:
        got = func(*args)
    finally:
        for k in range(len(modules)):
            if real[k] is None:
                del modules[k].print
            else:
                modules[k].print = real[k]
    return got, said


def combinations(n, k):
    """Every set of k of n indexes, as a list in order (one list, changed
    in place between yields; no itertools on MicroPython)."""
    if k > n or k < 0:
        return
    pick = list(range(k))
    while True:
        yield pick
        j = k - 1
        while j >= 0 and pick[j] == n - k + j:
            j -= 1
        if j < 0:
            return
        pick[j] += 1
        for i in range(j + 1, k):
            pick[i] = pick[i - 1] + 1


def placements(n, k):
    """Every set of k of n cells, as bit masks, for the tests that check
    the solver and the odds against every layout."""
    for pick in combinations(n, k):
        bits = 0
        for j in pick:
            bits |= 1 << j
        yield bits


def ones(bits):
    """How many bits are set (MicroPython has no ``int.bit_count``)."""
    return bin(bits).count("1")
