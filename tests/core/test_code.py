# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes (minesweeper.rules.code): the same code is the same board
under CPython and MicroPython, a random board's code names its first cell
and lays its mines from it, and every single-character mistake and every
swap of two characters is refused; runs under pytest and MicroPython."""

from check import raises

from minesweeper.codes.read import decode
from minesweeper.rules.code import ALPHABET, BOARDS_VERSION, encode, group
from minesweeper.rules.game import Game
from minesweeper.rules.text import to_text

# Boards and their codes, written down once: an interpreter that made
# another code (or read one as another board) fails here.
KNOWN = (
    ((9, 9, 10, True, 12345, -1), "3SCCN4VE2HR5ED"),
    ((30, 16, 99, False, (1 << 30) - 1, 479), "4FNN4PTE8973FQ"),
    ((4, 4, 1, False, 0, 0), "3SDHCGHG2JY4MS"),
    ((35, 35, 1024, True, (1 << 30) - 1, -1), "3SDHCGHG2JY4K6"),
    ((35, 35, 1024, False, (1 << 30) - 1, 1224), "5HP9HRX899YJ4R"),
)
BOARDS = (
    (9, 9, 10, True, 12345, -1),
    (9, 6, 7, False, 1, 0),
    (16, 16, 40, True, 777, -1),
    (30, 16, 99, False, (1 << 30) - 1, 479),
    (20, 15, 15, False, 2026, 151),
    (30, 18, 530, False, 31, 270),
    (4, 4, 6, True, 5, -1),
)


def test_the_alphabet_has_no_look_alikes_and_a_prime_size():
    assert len(ALPHABET) == 31 and len(set(ALPHABET)) == 31
    for ch in "01IOL":
        assert ch not in ALPHABET
    for k in range(2, 31):
        assert 31 % k


def test_known_codes_are_the_same_on_every_interpreter():
    for board, text in KNOWN:
        assert encode(*board) == text
        assert decode(text) == board
    assert BOARDS_VERSION == 1


def test_every_board_comes_back_from_its_code():
    for cols in range(4, 36, 3):
        for rows in range(4, 36, 5):
            cells = cols * rows
            for mines in (1, (cells - 10) // 2 + 1, min(1024, cells - 10)):
                for first in (-1, 0, cols + 1, cells - 1):
                    for seed in (0, 1, 32767, 32768, 123456789, (1 << 30) - 1):
                        board = (cols, rows, mines, first < 0, seed, first)
                        text = encode(*board)
                        assert len(text) == 14, text
                        for ch in text:
                            assert ch in ALPHABET
                        assert decode(text) == board


def test_a_random_board_needs_its_first_cell_and_a_no_guess_board_has_none():
    for board in (
        (9, 9, 10, False, 5, -1),  # a random board before its first tap
        (9, 9, 10, True, 5, 40),  # a no-guess board starts at its own cell
        (9, 9, 10, False, 5, 81),  # off the board
    ):
        raises(ValueError, encode, *board)


def test_reading_takes_lower_case_spaces_and_dashes():
    board = (16, 16, 40, True, 777, -1)
    text = encode(*board)
    shown = group(text)
    assert shown == text[:4] + "-" + text[4:8] + "-" + text[8:12] + "-" + text[12:]
    for typed in (shown, shown.lower(), " " + shown.replace("-", " ") + " ", text):
        assert decode(typed) == board


# A random board's code after its first reveal, as the rules' text shows
# it (written down once: the MicroPython lane lays it afresh).
LAID = (
    (
        "3U6P-K5NT-Y6PD-RU",
        "...100000/..*101110/*..101*10/*..101110/..*200000/..*411000/"
        "..*.*1000/*.*311000/...100000",
    ),
)


def test_a_random_code_names_the_cell_its_mines_are_laid_around():
    for text, want in LAID:
        cols, rows, mines, no_guess, seed, first = decode(text)
        assert not no_guess and first == 40
        game = Game(cols, rows, mines, seed=seed)
        game.reveal_at(first)  # the game's number, opened first there
        assert to_text(game) == want and game.first == first


def every_substitution(text):
    for at in range(len(text)):
        for ch in ALPHABET:
            if ch != text[at]:
                yield text[:at] + ch + text[at + 1 :]


def test_every_single_substitution_is_refused():
    for board in BOARDS:
        text = encode(*board)
        n = 0
        for typed in every_substitution(text):
            err = raises(ValueError, decode, typed)
            assert str(err) == "Mistyped: check it", typed
            n += 1
        assert n == 14 * 30


def test_every_swap_of_two_characters_is_refused():
    for board in BOARDS:
        text = encode(*board)
        for a in range(14):
            for b in range(a + 1, 14):
                if text[a] == text[b]:
                    continue
                typed = text[:a] + text[b] + text[a + 1 : b] + text[a] + text[b + 1 :]
                raises(ValueError, decode, typed)


def reference(version, cols, rows, mines, start, seed):
    """A code as the module's docstring defines it, worked with whole
    numbers (long integers): the fields, base 31, the weighted check."""
    value = (version * 1226 + start) * 32 + cols - 4
    value = ((value * 32 + rows - 4) * 1024 + mines - 1) * 2**30 + seed
    out = []
    for _ in range(13):
        out.insert(0, value % 31)
        value //= 31
    assert value == 0
    total = sum((k + 1) * d for k, d in enumerate(out))
    check = [c for c in range(31) if (total + 14 * c) % 31 == 0]
    return "".join(ALPHABET[d] for d in out + check)


def test_the_module_writes_what_its_docstring_says():
    for board in BOARDS:
        cols, rows, mines, _, seed, first = board
        want = reference(BOARDS_VERSION, cols, rows, mines, first + 1, seed)
        assert encode(*board) == want


def test_a_code_of_another_version_is_refused_by_name():
    for version in (2, 0, 16):
        text = reference(version, 9, 9, 10, 5, 3)
        err = raises(ValueError, decode, text)
        assert str(err) == "Code of version %d" % version


def test_wrong_lengths_and_characters_are_one_line():
    text = encode(9, 9, 10, True, 12345, -1)
    for typed, said in (
        ("", "14 characters, not 0"),
        (text[:13], "14 characters, not 13"),
        (text + "2", "14 characters, not 15"),
        (text[:5] + "O" + text[6:], "Codes have no O: 2-9, A-Z but I L O"),
        (text[:5] + "0" + text[6:], "Codes have no 0: 2-9, A-Z but I L O"),
        (text[:5] + "l" + text[6:], "Codes have no l: 2-9, A-Z but I L O"),
        (text + "\n", "Codes have no such character: 2-9, A-Z but I L O"),
    ):
        assert str(raises(ValueError, decode, typed)) == said


def test_a_code_of_the_old_twelve_characters_is_refused_as_old():
    # The version before named no first cell: 6CN2-JCMN-NBYJ was a no-guess
    # 9x9 board, 4S78-4QTU-XP4E a random 4x4 one laid wherever tapped.
    for old in ("6CN2-JCMN-NBYJ", "4S78-4QTU-XP4E"):
        err = raises(ValueError, decode, old)
        assert str(err) == "Old 12-character code"
    err = raises(ValueError, decode, "6CN2-JCMN-NBYK")  # not one: just short
    assert str(err) == "14 characters, not 12"


def test_a_board_too_dense_to_play_or_a_cell_off_it_is_refused():
    # encode() writes any mines up to 1024; a board keeps ten safe cells.
    assert decode(encode(4, 4, 6, False, 9, 0))[2] == 6
    err = raises(ValueError, decode, encode(4, 4, 7, False, 9, 0))
    assert str(err) == "No such board"
    err = raises(ValueError, decode, reference(1, 4, 4, 1, 17, 9))  # cell 16
    assert str(err) == "No such board"
    for board in ((3, 4, 1, False, 0, 0), (4, 36, 1, False, 0, 0)):
        raises(ValueError, encode, *board)
    raises(ValueError, encode, 4, 4, 1025, False, 0, 0)
    raises(ValueError, encode, 4, 4, 1, False, 1 << 30, 0)
