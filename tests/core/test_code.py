# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes (minesweeper.rules.code): the same code is the same board
under CPython and MicroPython, and every single-character mistake and
every swap of two characters is refused; runs under pytest and MicroPython."""

from check import raises

from minesweeper.rules.code import ALPHABET, BOARDS_VERSION, decode, encode, group
from minesweeper.rules.game import Game
from minesweeper.rules.text import to_text

# Boards and their codes, written down once: an interpreter that made
# another code (or read one as another board) fails here.
KNOWN = (
    ((9, 9, 10, True, 12345), "6CN2JCMNNBYJ"),
    ((30, 16, 99, False, (1 << 30) - 1), "5WADH8MRUMGZ"),
    ((4, 4, 1, False, 0), "4S784QTUXP4E"),
    ((35, 35, 1024, True, (1 << 30) - 1), "7HCE7EMPVB5B"),
)
BOARDS = (
    (9, 9, 10, True, 12345),
    (9, 6, 7, False, 1),
    (16, 16, 40, True, 777),
    (30, 16, 99, False, (1 << 30) - 1),
    (20, 15, 15, False, 2026),
    (30, 18, 530, False, 31),
    (4, 4, 6, True, 5),
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
            for mines in (1, (cols * rows - 10) // 2 + 1, min(1024, cols * rows - 10)):
                for no_guess in (False, True):
                    for seed in (0, 1, 32767, 32768, 123456789, (1 << 30) - 1):
                        board = (cols, rows, mines, no_guess, seed)
                        text = encode(*board)
                        assert len(text) == 12, text
                        for ch in text:
                            assert ch in ALPHABET
                        assert decode(text) == board


def test_reading_takes_lower_case_spaces_and_dashes():
    text = encode(16, 16, 40, True, 777)
    shown = group(text)
    assert shown == text[:4] + "-" + text[4:8] + "-" + text[8:]
    board = (16, 16, 40, True, 777)
    for typed in (shown, shown.lower(), " " + shown.replace("-", " ") + " ", text):
        assert decode(typed) == board


# Two codes' boards after one reveal, as the rules' text shows them
# (written down once: the MicroPython lane lays them afresh).
LAID = (
    (
        "6CN2-JCMN-NBYJ",
        (4, 4),
        "...100000/..*101110/*..101*10/*..101110/..*200000/..*411000/"
        "..*.*1000/*.*311000/...100000",
    ),
)


def test_the_same_code_lays_the_same_mines():
    for text, (x, y), want in LAID:
        cols, rows, mines, _, seed = decode(text)
        game = Game(cols, rows, mines, seed=seed)
        game.reveal(x, y)
        assert to_text(game) == want


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
            assert str(err) == "Mistyped code: check it", typed
            n += 1
        assert n == 12 * 30


def test_every_swap_of_two_characters_is_refused():
    for board in BOARDS:
        text = encode(*board)
        for a in range(12):
            for b in range(a + 1, 12):
                if text[a] == text[b]:
                    continue
                typed = text[:a] + text[b] + text[a + 1 : b] + text[a] + text[b + 1 :]
                raises(ValueError, decode, typed)


def reference(version, cols, rows, mines, no_guess, seed):
    """A code as the module's docstring defines it, worked with whole
    numbers (long integers): the fields, base 31, the weighted check."""
    value = (version * 2 + no_guess) << 5 | cols - 4
    value = (value << 5 | rows - 4) << 10 | mines - 1
    value = value << 30 | seed
    out = []
    for _ in range(11):
        out.insert(0, value % 31)
        value //= 31
    assert value == 0
    total = sum((k + 1) * d for k, d in enumerate(out))
    check = [c for c in range(31) if (total + 12 * c) % 31 == 0]
    return "".join(ALPHABET[d] for d in out + check)


def test_the_module_writes_what_its_docstring_says():
    for board in BOARDS:
        cols, rows, mines, no_guess, seed = board
        want = reference(BOARDS_VERSION, cols, rows, mines, int(no_guess), seed)
        assert encode(*board) == want


def test_a_code_of_another_version_is_refused_by_name():
    for version, said in ((2, 2), (0, 0), (10, 10)):
        text = reference(version, 9, 9, 10, 0, 3)
        err = raises(ValueError, decode, text)
        assert str(err) == "Code of boards version %d: this game plays 1" % said


def test_wrong_lengths_and_characters_are_one_line():
    text = encode(9, 9, 10, True, 12345)
    for typed, said in (
        ("", "A code has 12 characters, not 0"),
        (text[:11], "A code has 12 characters, not 11"),
        (text + "2", "A code has 12 characters, not 13"),
        (text[:5] + "O" + text[6:], "Codes have no O: 2-9, A-Z but I L O"),
        (text[:5] + "0" + text[6:], "Codes have no 0: 2-9, A-Z but I L O"),
        (text[:5] + "l" + text[6:], "Codes have no l: 2-9, A-Z but I L O"),
        (text + "\n", "Codes have no such character: 2-9, A-Z but I L O"),
    ):
        assert str(raises(ValueError, decode, typed)) == said


def test_a_board_too_dense_to_play_is_refused():
    # encode() writes any mines up to 1024; a board keeps ten safe cells.
    assert decode(encode(4, 4, 6, False, 9))[2] == 6
    err = raises(ValueError, decode, encode(4, 4, 7, False, 9))
    assert str(err) == "No board 4x4 with 7 mines"
    for board in ((3, 4, 1, False, 0), (4, 36, 1, False, 0)):
        raises(ValueError, encode, *board)
    raises(ValueError, encode, 4, 4, 1025, False, 0)
    raises(ValueError, encode, 4, 4, 1, False, 1 << 30)
