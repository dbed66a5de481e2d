# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The end of a game's figures against a count made here (both lanes): over
40 games of random presses, the end line, the panel over the board and the
records agree with the 3BV and clicks counted from the board and a log of
the player's actions, apart from the game's code. A file of its own: its
games intern more names than one MicroPython run of the other clicks'
tests left room for (each file runs in a fresh interpreter)."""

import gc
import sys
from array import array

from check import Nvm
from standins import make

from minesweeper.controls import scheme
from minesweeper.rules.game import LOST, PLAYING, READY, WON
from minesweeper.rules.tiles import MINE


def openings(game):
    """The board's openings and its numbers outside them, counted here
    from the solution alone: (a label per cell, 0 none; the labels; the
    numbers outside every opening), the zeros joined by merging labels."""
    w, h = game.width, game.height
    cells = game.solution
    label = [0] * game.size
    parent = {}

    def root(a):
        while parent[a] != a:
            a = parent[a]
        return a

    for i in range(game.size):
        if cells[i] == 0:
            label[i] = i + 1
            parent[i + 1] = i + 1
    for i in range(game.size):  # join zeros touching zeros
        if cells[i]:
            continue
        for j in near(i, w, h):
            if cells[j] == 0:
                a, b = root(label[i]), root(label[j])
                if a != b:
                    parent[max(a, b)] = min(a, b)
    for i in range(game.size):
        if label[i]:
            label[i] = root(label[i])
    lone = [
        i
        for i in range(game.size)
        if cells[i] != MINE and cells[i] and all(cells[j] for j in near(i, w, h))
    ]
    return label, set(x for x in label if x), lone


def near(i, w, h):
    x, y = i % w, i // w
    return [
        (y + dy) * w + x + dx
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < w and 0 <= y + dy < h
    ]


def counted(game):
    """(3BV solved, 3BV) counted here: an opening is solved when one of its
    zeros is open, a lone number when it is open."""
    label, groups, lone = openings(game)
    tiles = game.tiles
    opened = set(label[i] for i in range(game.size) if label[i] and tiles[i] == 0)
    done = len(opened) + len([i for i in lone if tiles[i] <= 8])
    return done, len(groups) + len(lone)


def lcg(seed):
    while True:
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        yield seed >> 8


def choose(game, r, k):
    """A press a player might make: mostly a covered safe cell opened, a
    mine flagged or a number chorded, now and then any cell (a loss, or a
    wasted click)."""
    cells = game.solution
    tiles = game.tiles
    if not game.placed or r % 100 < 4:
        return (scheme.MARK if r % 3 == 0 else scheme.OPEN), k % game.size
    if r % 100 < 70:
        pick = [i for i in range(game.size) if tiles[i] > 8 and cells[i] != MINE]
        return scheme.OPEN, pick[k % len(pick)]
    if r % 100 < 85:
        pick = [i for i in range(game.size) if tiles[i] > 8 and cells[i] == MINE]
        return scheme.MARK, pick[k % len(pick)]
    pick = [i for i in range(game.size) if 0 < tiles[i] <= 8] or [0]
    return scheme.OPEN, pick[k % len(pick)]


def play(seed, level="beginner", classic=False):
    """A game of random presses on the app; (app, the log of presses made
    while the game was on, each ``kind << 12 | cell``, the end line, the
    panel)."""
    gc.collect()  # (the last game's app first: MicroPython's capped heap)
    app, screen, _, touch = make(level, Nvm(), seed=seed)
    if classic:
        app.choices.scheme = "classic"
        app.new_game(0, seed)
        assert app.classic and app.game.classic
    said = []
    from minesweeper.rules import stats as stats_module  # (dropped at each end)

    stats_module.print = said.append
    try:
        log = array("H")
        now = 1000
        rand = lcg(seed)
        game = app.game
        while game.state <= PLAYING:
            kind, i = choose(game, next(rand), next(rand))
            assert game.state in (READY, PLAYING)
            log.append(kind << 12 | i)  # (small: MicroPython's heap is)
            app.playing.press(kind, i, now)
            del app.sounds.played[:]  # (the stand-in's list: the heap is small)
            now += 137 + next(rand) % 900
    finally:
        del stats_module.print
    return app, log, said[-1], screen.note


def test_the_figures_agree_with_a_count_from_the_board_and_the_log():
    # (the codes' functions held here: compiled once, not at each game in
    # MicroPython's capped heap, cut up by then)
    from minesweeper.rules.code import encode, group

    ends = set()
    for seed in range(1, 41):
        classic = seed % 5 == 0
        app = game = log = None  # (the last game's app goes before the next's)
        app, log, line, note = play(
            seed, "beginner" if seed % 3 else "intermediate", classic
        )
        game = app.game
        done, bbbv = counted(game)
        clicks = len(log)  # every press while the game was on
        assert game.clicks == clicks and game.bbbv == bbbv
        assert "minesweeper.rules.stats" not in sys.modules  # (dropped at the end)
        ms = app.timer.ms(0)
        rate = done * 100000 // max(1, ms)
        eff = done * 100 // clicks
        won = game.state == WON
        ends.add(game.state)
        tail = "%d.%02d 3BV/s, clicks %d, efficiency %d%%, code %s" % (
            rate // 100, rate % 100, clicks, eff, group(encode(*app.board()))
        )  # fmt: skip
        if won:
            assert done == bbbv
            assert line == "won in %d.%03d s, 3BV %d, %s" % (
                ms // 1000, ms % 1000, bbbv, tail
            )  # fmt: skip
        else:
            assert line == "lost after %d.%03d s, 3BV %d of %d, %s" % (
                ms // 1000, ms % 1000, done, bbbv, tail
            )  # fmt: skip
        assert "Clicks %d  Eff. %d%%" % (clicks, eff) in note
        records = app.records
        level = app.level_key
        assert records.figures(level)["played"] == 1 and records.figures(level)[
            "won"
        ] == int(won)
        if won:  # the first win: a best of everything
            assert records.figures(level)["best"] == (ms, bbbv)
            assert (
                records.figures(level)["rate"] == rate
                and records.figures(level)["efficiency"] == eff
            )
            assert records.figures(level)["board"][4] == seed
            assert note.startswith("New best time!\n")
        else:
            assert (
                records.figures(level)["best"] is None
                and records.figures(level)["efficiency"] is None
            )
    assert ends == {WON, LOST}
