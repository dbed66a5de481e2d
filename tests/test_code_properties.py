# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes, by property (CPython only): every string a player can type
is either a board, whose code is what was typed, or one clear refusal."""

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.codes.play import start_at
from minesweeper.codes.read import decode, digits
from minesweeper.rules.code import ALPHABET, encode, group
from minesweeper.rules.game import Game


@st.composite
def boards(draw):
    """A board a code names: a no-guess one (no first cell) or a random
    one and the cell its mines were laid around."""
    cols = draw(st.integers(4, 35))
    rows = draw(st.integers(4, 35))
    mines = draw(st.integers(1, min(1024, cols * rows - 10)))
    first = draw(st.integers(-1, cols * rows - 1))
    seed = draw(st.integers(0, (1 << 30) - 1))
    return cols, rows, mines, first < 0, seed, first


def canonical(text):
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def board_or_refusal(text):
    """decode(text): a board that encodes back to what was typed, or a
    ValueError of one short line; nothing else."""
    try:
        board = decode(text)
    except ValueError as err:
        said = str(err)
        assert said and "\n" not in said and len(said) <= 52, said
        try:
            digits(text)
        except ValueError:
            return None
        # Once its characters are a code's, a line the Code page shows
        # beside OK at the page's scale: 21 characters at most.
        assert len(said) <= 21, said
        return None
    cols, rows, mines, no_guess, seed, first = board
    assert 4 <= cols <= 35 and 4 <= rows <= 35 and 1 <= mines <= cols * rows - 10
    assert isinstance(no_guess, bool) and 0 <= seed < 1 << 30
    assert no_guess == (first == -1) and -1 <= first < cols * rows
    assert encode(*board) == canonical(text)  # no other text names it
    return board


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=20))
def test_any_text_is_a_board_or_one_refusal(text):
    board_or_refusal(text)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=ALPHABET + ALPHABET.lower() + " -01OIL", max_size=20))
def test_text_of_code_characters_is_a_board_or_one_refusal(text):
    board_or_refusal(text)


@settings(max_examples=300, deadline=None)
@given(boards(), st.sampled_from([str.upper, str.lower]), st.booleans())
def test_a_code_as_shown_or_typed_is_its_board(board, case, dashes):
    text = encode(*board)
    assert len(text) == 14 and set(text) <= set(ALPHABET)
    typed = case(group(text) if dashes else text)
    assert board_or_refusal(typed) == board


@settings(max_examples=300, deadline=None)
@given(
    boards(),
    st.lists(
        st.tuples(st.integers(0, 13), st.sampled_from(ALPHABET + "0OIL1 ")),
        min_size=1,
        max_size=4,
    ),
)
def test_a_mutated_code_is_refused_or_names_a_board_exactly(board, changes):
    text = list(encode(*board))
    for at, ch in changes:
        text[at] = ch
    text = "".join(text)
    got = board_or_refusal(text)
    if len(changes) == 1 and canonical(text) != encode(*board):
        assert got is None  # one mistake: always refused


def test_printable_characters_outside_the_alphabet_are_named():
    code = encode(9, 9, 10, True, 1, -1)
    for ch in string.printable:
        if ch.upper() in ALPHABET or ch in " -\t":
            continue
        typed = code[:3] + ch + code[4:]
        try:
            decode(typed)
        except ValueError as err:
            assert str(err).startswith("Codes have no "), (ch, str(err))
        else:
            raise AssertionError("%r was read" % typed)


@settings(max_examples=200, deadline=None)
@given(boards().filter(lambda b: not b[3]))
def test_a_random_code_s_game_has_the_mines_its_first_cell_laid(board):
    cols, rows, mines, _, seed, first = decode(encode(*board))
    game = Game(cols, rows, mines, seed=seed)
    start_at(game, first)  # as the app starts a code's random board
    alone = Game(cols, rows, mines, seed=seed)
    alone.reveal_at(first)  # the rules alone, that cell opened first
    assert list(game.solution) == list(alone.solution)
