# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The solver, no-guess boards and the marked start cell; pytest and
MicroPython. Fixed boards are in the one-line text form (minesweeper.rules.text):
``*`` a hidden mine, ``.`` a hidden safe cell, digits opened numbers, ``F``
and ``f`` flags on a mine and on a safe cell, ``?`` a question mark."""

import gc

from check import board, ones, placements, raises, sliced

from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, READY, WON, Game
from minesweeper.rules.text import from_text, to_text
from minesweeper.solver.generate import WORK_LIMIT, Generator, lay_no_guess
from minesweeper.solver.solve import MINED, OPENED, SAFE, UNKNOWN, Solver, hint


def agreed(game):
    """Brute force: every way to put the game's mines on its covered cells
    that matches every opened number; returns (safe, mine), the covered
    cells that all of them leave clear and that all of them mine, or None
    when there is no such way."""
    w = game.width
    h = game.height
    view = game.tiles
    covered = [i for i in range(game.size) if view[i] > 8]
    n = len(covered)
    where = {}
    for j in range(n):
        where[covered[j]] = j
    numbers = []  # (count, bit mask of its covered neighbours)
    for i in range(game.size):
        if view[i] <= 8:
            x, y = i % w, i // w
            bits = 0
            for ny in range(y - 1, y + 2):
                for nx in range(x - 1, x + 2):
                    j = ny * w + nx
                    if 0 <= nx < w and 0 <= ny < h and j in where:
                        bits |= 1 << where[j]
            numbers.append((view[i], bits))
    every = (1 << n) - 1
    never = every  # cells clear in every placement so far
    always = every  # cells mined in every placement so far
    found = False
    for placement in placements(n, game.mines):
        for count, bits in numbers:
            if ones(placement & bits) != count:
                break
        else:
            found = True
            never &= ~placement
            always &= placement
    if not found:
        return None
    safe = [covered[j] for j in range(n) if (never >> j) & 1]
    mine = [covered[j] for j in range(n) if (always >> j) & 1]
    return safe, mine


def proven(solver, game):
    safe = [i for i in range(game.size) if solver.result(i) == SAFE]
    mine = [i for i in range(game.size) if solver.result(i) == MINED]
    return safe, mine


def solved(text, mines=None):
    game = board(text)
    solver = Solver(game.width, game.height)
    solver.solve(game.tiles, game.mines if mines is None else mines)
    return game, solver


# Boards whose answers are worked out by hand below, and more for the brute
# force: chains, corners, flags and question marks, the mine count deciding.
FIXED = (
    "*.*/121",
    "*1./11./...",
    "*1...",
    "*1.**",
    "*1.1*",
    ".1*1.",
    "F1./11./...",
    "*1f/11./...",
    "!1?/11./..?",
    "..../1111/*..*",
    ".*../1110/....",
    "*2*./.2../....",
    "**../2210/....",
    "1*1./1110/....",
    "....../.1221./.1**1./.1221./......",
    "*..*/1111/....",
    "0000/110./*...",
    "*.*.*/12121/.....",
    ".*.*./1.2.1/.....",
)


def test_each_fixed_board_matches_brute_force():
    for text in FIXED:
        game, solver = solved(text)
        expect = agreed(game)
        assert expect is not None, text
        assert solver.consistent, text
        got = proven(solver, game)
        assert got == expect, (text, got, expect)
        assert solver.found == len(got[0]) + len(got[1])


def test_one_two_one_and_the_subset_rule():
    game, solver = solved("*.*/121")  # each 1 shares its mine with the 2
    assert proven(solver, game) == ([1], [0, 2])
    game, solver = solved("*1./11./...")  # the top 1 holds the centre's mine
    assert proven(solver, game) == ([2, 5, 6, 7, 8], [0])
    assert solver.result(1) == OPENED


def test_the_mine_count_decides():
    # One mine, and the 1 already holds it: the far cells are safe.
    game, solver = solved("*1...")
    assert proven(solver, game) == ([3, 4], [])
    # Three mines: the 1 holds one, so the two far cells hold the rest.
    game, solver = solved("*1.**")
    assert proven(solver, game) == ([], [3, 4])
    # Two 1s sharing a cell: two mines put them on the ends, one between.
    game, solver = solved("*1.1*")
    assert proven(solver, game) == ([2], [0, 4])
    game, solver = solved(".1*1.")
    assert proven(solver, game) == ([0, 4], [2])
    # Nothing opened: only the count speaks.
    for mines, expect in ((0, ([0, 1, 2, 3], [])), (4, ([], [0, 1, 2, 3]))):
        game = Game(2, 2, 3)
        solver = Solver(2, 2)
        solver.solve(game.tiles, mines)
        assert proven(solver, game) == expect
    solver.solve(game.tiles, 2)
    assert proven(solver, game) == ([], [])


def test_flags_and_marks_are_not_facts():
    # A flag on the mine, a flag on a safe cell, question marks: the solver
    # reads the numbers only, the same as with no marks at all.
    plain = solved("*1./11./...")
    for text in ("F1./11./...", "*1f/11./...", "!1?/11./..?"):
        game, solver = solved(text)
        assert proven(solver, game) == proven(plain[1], plain[0]), text
    # The wrong flag is safe: the hint names it only when nothing else is.
    game, solver = solved("*1f/11./...")
    assert solver.result(2) == SAFE
    assert solver.hint(game.tiles) == (5, False)
    game, solver = solved("*1f/11f/fff")
    assert solver.hint(game.tiles) == (0, True)  # the unflagged mine first
    game, solver = solved("F1f/11f/fff")
    assert solver.hint(game.tiles) == (2, False)  # then a wrong flag


def test_impossible_views_prove_nothing():
    solver = Solver(2, 2)
    view = bytearray([8, 9, 9, 9])  # an 8 in a corner
    assert solver.solve(view, 3) == 0
    assert not solver.consistent and solver.hint() is None
    view = bytearray([1, 1, 9, 9])  # fine, but not with 0 mines
    assert solver.solve(view, 0) == 0 and not solver.consistent
    view = bytearray([0, 1, 9, 9])  # the 0 and the 1 disagree
    assert solver.solve(view, 1) == 0 and not solver.consistent
    assert solver.solve(bytearray([1, 9, 9, 9]), 1) == 0  # and back to normal
    assert solver.consistent
    assert isinstance(raises(ValueError, solver.solve, bytearray(5), 1), ValueError)


def test_slices_give_the_same_answer():
    text = "....../.1221./.1**1./.1221./......"
    game, whole = solved(text)
    for budget in (1, 2, 3, 7, 50):
        solver = Solver(game.width, game.height)
        solver.start(game.tiles, game.mines)
        steps, most = sliced(solver, budget)
        assert most <= budget + 40
        assert proven(solver, game) == proven(whole, game)
        assert steps > 1 or budget == 50


def test_hint_prefers_a_safe_cell_and_never_guesses():
    game, solver = solved("*.*/121")
    assert solver.hint(game.tiles) == (1, False)
    assert hint(game) == (1, False)
    game = board("*.../1.../...*")  # a lone 1 and a mine elsewhere
    assert game.state == PLAYING
    assert hint(game) is None
    game = board("*1/11")  # won already
    assert game.state == WON and hint(game) is None


def test_a_whole_expert_game_by_hints_alone():
    game = lay_no_guess(Game(30, 16, 99, seed=2024))
    assert game.guaranteed and game.state == READY
    solver = Solver(30, 16)
    moves = 0
    while game.state != WON:
        cell = hint(game, solver)
        assert cell is not None, to_text(game)
        i, is_mine = cell
        assert is_mine == game.is_mine(i % 30, i // 30)
        if is_mine:
            game.flag(i % 30, i // 30)
        else:
            game.reveal(i % 30, i // 30)
        moves += 1
    assert game.guaranteed and moves > 20


def test_no_guess_board_starts_marked():
    game = lay_no_guess(Game(9, 9, 10, seed=77))
    start = game.start
    assert game.guaranteed and game.placed and game.state == READY
    assert game.tile_at(start) == tiles.START == 16 and tiles.COUNT == 17
    assert [i for i in range(81) if game.tile_at(i) != tiles.HIDDEN] == [start]
    assert not game.is_mine(start % 9, start // 9)
    text = to_text(game)
    assert text.count("s") == 1 and text.count("*") == 10
    again = from_text(text)
    assert again.start == start and again.guaranteed and again.state == READY
    assert to_text(again) == text
    changed = list(game.reveal(start % 9, start // 9))
    assert game.state == PLAYING and game.guaranteed and game.start == -1
    assert game.tile_at(start) == 0 and start in changed  # it floods
    assert len(changed) == len(set(changed)) > 1
    # The same game number gives the same board.
    other = lay_no_guess(Game(9, 9, 10, seed=77))
    assert to_text(other) == text


def test_tapping_elsewhere_first_forfeits_the_guarantee():
    game = lay_no_guess(Game(9, 9, 10, seed=77))
    start = game.start
    far = 0 if start > 40 else 80
    changed = list(game.reveal(far % 9, far // 9))
    assert not game.guaranteed and game.state == PLAYING
    assert game.tile_at(start) != tiles.START and game.start == -1
    assert start in changed  # its mark came off, or the flood opened it
    assert len(changed) == len(set(changed))
    # It is now the ordinary board of that game number, first tap safe.
    plain = Game(9, 9, 10, seed=77)
    plain.reveal(far % 9, far // 9)
    assert to_text(plain) == to_text(game)


def test_marks_on_the_start_cell():
    game = lay_no_guess(Game(9, 9, 10, seed=5))
    start = game.start
    x, y = start % 9, start // 9
    assert list(game.flag(x, y)) == [start] and game.tile(x, y) == tiles.FLAG
    assert game.mines_left == 9
    game.flag(x, y)
    assert game.tile(x, y) == tiles.HIDDEN  # the mark is gone
    game.question(x, y)
    assert game.tile(x, y) == tiles.QUESTION
    game.question(x, y)
    game.reveal(x, y)  # still the start: the guarantee holds
    assert game.guaranteed and game.tile(x, y) == 0
    game = lay_no_guess(Game(9, 9, 10, seed=5))
    game.question(x, y)
    assert game.tile(x, y) == tiles.QUESTION
    assert game.restart(5) is None and not game.guaranteed and game.start == -1


def test_generator_boards_play_out_by_logic():
    for w, h, mines in ((9, 6, 7), (9, 9, 10), (13, 9, 18), (5, 5, 5), (4, 4, 3)):
        gen = Generator(w, h, mines, 0)  # one of each, reused: fixed memory
        game = Game(w, h, mines)
        solver = Solver(w, h)
        for seed in range(3):
            gen.restart(seed)
            gen.run()
            assert gen.proven and sum(gen.minefield) == mines
            game.lay(gen.minefield, gen.start, seed)
            game.reveal(gen.start % w, gen.start // w)
            while game.state == PLAYING:
                solver.solve(game.tiles, mines)
                opened = 0
                for i in range(game.size):
                    if solver.result(i) == SAFE:
                        assert not gen.minefield[i]
                        game.reveal(i % w, i // w)
                        opened += 1
                    elif solver.result(i) == MINED:
                        assert gen.minefield[i]
                assert opened, (w, h, mines, seed, to_text(game))
            assert game.state == WON
        gen = game = solver = None
        gc.collect()


def test_generator_slices_are_bounded_and_do_not_change_the_board():
    boards = []
    gen = None
    for budget in (5, 60, 1000):
        gen = None  # one generator at a time in a small heap
        gen = Generator(20, 13, 54, 3, budget=budget)
        most = sliced(gen)[1]
        assert most <= budget + 40, (budget, most)
        assert gen.slices > gen.units // (budget + 40)
        boards.append((bytes(gen.minefield), gen.start, gen.tries, gen.moves))
    assert boards[0] == boards[1] == boards[2]
    gen.restart(3)  # the same memory, the same board again
    gen.run()
    assert (bytes(gen.minefield), gen.start) == boards[0][:2]
    gen.restart(4)
    gen.run()
    assert bytes(gen.minefield) != boards[0][0]


def test_generator_edge_cases():
    gen = Generator(1, 1, 0, 9)
    gen.run()
    assert gen.proven and gen.start == 0 and gen.minefield == bytearray(1)
    gen = Generator(3, 3, 8, 1)  # one safe cell: itself the start
    gen.run()
    assert sum(gen.minefield) == 8 and not gen.minefield[gen.start]
    assert gen.proven
    gen = Generator(2, 2, 2, 1)  # no board of this size can be solved
    gen.run()
    assert not gen.proven and gen.start == -1 and gen.tries == 40
    assert "fit" in str(raises(ValueError, Generator, 3, 3, 9, 1))
    # It plays as the game number's ordinary board, with no start cell.
    game = lay_no_guess(Game(2, 2, 2, seed=1))
    assert not game.guaranteed and game.start == -1 and game.state == READY
    assert tiles.START not in bytes(game.tiles)
    plain = Game(2, 2, 2, seed=1)
    game.reveal(0, 0)
    plain.reveal(0, 0)
    assert to_text(game) == to_text(plain)


def test_generator_memory_is_compact():
    # Measured under MicroPython only (64-bit here; a 32-bit board's objects
    # are smaller): the whole generator, its solver included, in bytes and
    # 16-bit arrays. It kept 28 KB for 30x16 when its solver held a copy of
    # the board per purpose and a pair table of tuples.
    if not hasattr(gc, "mem_alloc"):
        return
    view = bytes([tiles.HIDDEN]) * 480
    gc.collect()
    before = gc.mem_alloc()
    gen = Generator(30, 16, 99, 1)
    gc.collect()
    kept = gc.mem_alloc() - before
    assert kept < 18000, kept
    gen.run()
    gen.solver.solve(view, 99)  # a hint's solve
    gc.collect()
    assert gc.mem_alloc() - before < kept + 512  # nothing grows
    gen = None
    gc.collect()


def test_dense_boards_give_up_in_bounded_work_and_mark_no_start():
    # Custom 10x6/44, game 826783591: no board is proven in the tries, and
    # the game is the number's ordinary board, with no start cell marked.
    game = lay_no_guess(Game(10, 6, 44, seed=826783591))
    assert not game.guaranteed and game.start == -1
    assert tiles.START not in bytes(game.tiles)
    # Custom 30x18/270 (a Titano's largest board): the work limit ends it
    # long before the tries would, at the same point however it is sliced.
    ends = []
    for budget in (7, 60, 1000, 10**6):
        gen = None
        gen = Generator(30, 18, 270, 1, budget=budget, limit=20000)
        gen.run()
        assert gen.done and not gen.proven and gen.start == -1
        assert 20000 <= gen.units <= 20000 + 40
        ends.append((gen.units, gen.tries, gen.runs, gen.moves))
    assert ends[0] == ends[1] == ends[2] == ends[3] and ends[0][1] < 40
    gen.limit = WORK_LIMIT  # the default
    gen.restart(1)
    gen.run()
    assert not gen.proven and gen.start == -1 and gen.units <= WORK_LIMIT + 40
    # An Expert board whose first minefield would take 270,000 units: that
    # one is left at 100,000, and the next is proven.
    gen = None
    gen = Generator(30, 16, 99, 55446)
    gen.run()
    assert gen.proven and gen.tries == 3 and gen.units < WORK_LIMIT


def test_private_constants_agree():
    from minesweeper.rules import game
    from minesweeper.solver import base, count, local, perturb, prove, solve, witness

    assert (UNKNOWN, SAFE, MINED, OPENED) == (0, 1, 2, game.OPENED)
    # Under MicroPython _names are folded away; check them where they exist.
    for name, value, modules in (
        ("_COVERED", 9, (solve, local, prove, count, witness, perturb, base)),
        ("_FLAG", tiles.FLAG, (solve,)),
        ("_START", tiles.START, (game,)),
        ("_IN_SINGLES", 1, (solve, local)),
        ("_IN_PAIRS", 2, (solve, local)),
        ("_IN_ORDER", 32, (witness,)),
        ("_IN_THIS", 64, (witness, prove, count)),
        ("_SEEN_CON", 8, (base, count)),
        ("_SAFE", SAFE, (prove, count)),  # proof values
        ("_MINED", MINED, (prove, count)),
        ("_PROVEN_SAFE", 10, (solve,)),  # board states
        ("_PROVEN_MINE", 11, (solve,)),
    ):
        for module in modules:
            if hasattr(module, name):
                assert getattr(module, name) == value, (module, name)
