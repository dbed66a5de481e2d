# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes in the app: App.play_code plays exactly the board a code
names, on both screens; the keypad page by taps (pixels) and by keys of
the serial console; MINESWEEPER_CODE at power-up; a code's board kept and
replayed; the codes' module loaded only while a code is shown or read."""

import sys

import pytest
import supervisor
from rig import ASSETS, Rig, sheet_cells
from test_keys_device import console, type_keys  # noqa: F401 (console: a fixture)

from minesweeper.app import NOTE_MS
from minesweeper.codes.read import decode
from minesweeper.menu.grid import INSET, KEYS
from minesweeper.rules.code import ALPHABET, encode, group
from minesweeper.rules.game import LOST, READY, Game
from minesweeper.rules.tiles import START

CODE_MODULE = "minesweeper.rules.code"
READ_MODULE = "minesweeper.codes.read"  # (the codes' feature folder)


def mines(game):
    w = game.width
    return [i for i in range(game.size) if game.is_mine(i % w, i // w)]


def same_mines(game, board, x, y):
    """The board ``board`` names, laid by the rules alone with the same
    first reveal, has ``game``'s mines."""
    cols, rows, count, _, seed, _ = board
    alone = Game(cols, rows, count, seed=seed)
    alone.reveal(x, y)
    return mines(alone) == mines(game)


def follow(rig):
    """The rig looks at the app's board after a change of size."""
    rig.layout = lay = rig.app.layout
    rig.game = rig.app.game
    sheet = "%s/tiles%d.bmp" % (ASSETS, lay.tile)
    rig.tile_refs = sheet_cells(sheet, lay.tile, lay.tile)


def tap_at(rig, x, y):
    rig.run(100, (x, y))
    rig.run(60)


def open_keypad(rig):
    """Hold the face for the menu, then tap Code: the keypad page."""
    lay = rig.app.layout
    rig.run(rig.app.gestures.hold_ms + 300, (lay.face_x + 4, lay.face_y + 4))
    rig.run(60)
    tap_control(rig, "Code")
    page = rig.app.menu.page
    assert page.name == "code"
    return page


def tap_control(rig, name):
    """Tap the middle of the control called ``name`` on the page shown."""
    page = rig.app.menu.page
    c = next(c for c in page.controls if c.name == name)
    tap_at(rig, c.x + c.w // 2, c.y + c.h // 2)


def tap_key(rig, ch):
    """Tap the middle of the keypad's key ``ch`` (a face of a row of keys)."""
    page = rig.app.menu.page
    for c in page.controls:
        if c.kind == KEYS and ch in c.value:
            x, y, w, h = c.faces()[c.value.index(ch)]
            assert w + 2 * INSET >= 40 and h + 2 * INSET >= 40  # its target
            tap_at(rig, x + w // 2, y + h // 2)
            return
    tap_control(rig, ch)


def shown_line(rig):
    """The keypad's top line, right of Back: what is typed."""
    page = rig.app.menu.page
    top = page.texts[0]
    assert top.y < page.controls[1].y and "\n" not in top.text  # (above the keys)
    back, typed = top.text.split()[-3:-1], top.text.split()[-1]
    assert back == ["<", "Back"]
    return typed


def said_line(rig):
    """The keypad's line left of OK: why the last OK was refused (or what
    to type)."""
    page = rig.app.menu.page
    said = page.texts[1]
    ok = page.controls[-1]
    assert ok.name == "OK" and ok.y <= said.y and said.x < ok.x
    assert "\n" not in said.text and said.text.endswith(" OK")
    return said.text[: -len("OK")].strip()


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
def test_a_9x9_code_plays_as_9x9_on_both_screens(size):
    rig = Rig("expert", size=size, seed=4)
    board = (9, 9, 10, False, 123456, 40)
    assert rig.app.play_code(board, rig.now)
    rig.run(40)
    follow(rig)
    app = rig.app
    game = app.game
    assert (game.width, game.height, game.mines, game.seed) == (9, 9, 10, 123456)
    assert app.layout.cols == 9 and app.layout.rows == 9
    # The Titano's Beginner is 9x9/10: its records; the PyPortal's is 9x6.
    level = "beginner" if size == (480, 320) else "custom"
    assert app.level_key == "%s:9x9/10" % level
    assert app.board() == board
    rig.tap(4 * 9 + 4)
    assert same_mines(game, board, 4, 4)
    assert rig.shown_board()[40] == game.tile_at(40)  # drawn on the screen


def test_a_code_of_this_screens_preset_keeps_its_records_there():
    rig = Rig("expert", seed=4)
    assert rig.app.play_code((9, 6, 7, False, 55, 0), rig.now)
    assert rig.app.level_key == "beginner:9x6/7"


def test_a_board_too_big_for_the_screen_is_one_line(capsys):
    rig = Rig("beginner", seed=4)
    before = rig.app.game
    assert not rig.app.play_code((30, 16, 99, False, 5, 0), rig.now)
    assert capsys.readouterr().out == "Board 30x16 is too big here\n"
    assert rig.app.game is before and rig.app.screen.note_text.startswith("Board 30x16")


def test_a_no_guess_code_lays_the_generators_board():
    rig = Rig("beginner", seed=4)
    board = (9, 9, 10, True, 777, -1)
    assert rig.app.play_code(board, rig.now)
    for _ in range(200):
        if not rig.app.helper.waiting:
            break
        rig.run(100)
    game = rig.app.game
    assert game.start >= 0 and game.seed == 777
    first = list(game.solution)
    again = Rig("intermediate", seed=9)
    again.app.play_code(board, again.now)
    for _ in range(200):
        if not again.app.helper.waiting:
            break
        again.run(100)
    assert list(again.app.game.solution) == first and again.app.game.start == game.start


def test_the_end_shows_the_code_and_replay_plays_that_board(capsys):
    rig = Rig("beginner", seed=4)
    board = (9, 9, 10, False, 99, 0)
    rig.app.play_code(board, rig.now)
    rig.run(40)
    game = rig.app.game
    rig.tap(0)  # the code's first cell: its opening, then a mine
    rig.tap(next(iter(mines(game))))
    assert game.state == LOST
    said = capsys.readouterr().out.splitlines()[-1]
    assert said.endswith(", code " + group(encode(*board)))
    assert rig.app.screen.note_text.endswith("\nCode " + group(encode(*board)))
    rig.run(NOTE_MS + 40)
    assert rig.app.screen.note_text is None
    # The menu's Replay, which shows the board's code: the same board
    # again, though the level is Beginner, its first cell marked.
    lay = rig.app.layout
    rig.run(rig.app.gestures.hold_ms + 300, (lay.face_x + 4, lay.face_y + 4))
    rig.run(60)
    shows_replay_of(rig, group(encode(*board)))
    tap_control(rig, "Replay " + group(encode(*board)))
    rig.run(60)
    assert rig.app.mode is rig.app.playing and rig.app.board() == board
    assert rig.app.game.state == READY and rig.app.layout.rows == 9
    assert rig.app.game.tiles[0] == START


def shows_replay_of(rig, code):
    """The first page's Replay button draws its word and the code under
    it, at twice the font's size at least."""
    from test_menu_view import shows

    page = rig.app.menu.page
    button = next(c for c in page.controls if c.name.startswith("Replay"))
    assert button.name == "Replay " + code
    assert shows(rig, "Replay") == "Replay" and shows(rig, code) == code
    label = next(t for t in page.texts if code in t.text)
    assert label.scale >= 2 and label.x >= button.x
    assert label.x + len(code) * 6 * label.scale <= button.x + button.w


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
def test_replay_on_the_first_page_shows_the_board_s_code(size):
    rig = Rig("beginner", size=size, seed=4)
    game = rig.app.game
    w = game.width
    rig.tap(0)
    rig.tap(next(i for i in range(game.size) if game.is_mine(i % w, i // w)))
    assert game.state == LOST
    code = group(encode(*rig.app.board()))
    rig.app.open_menu(rig.now)
    rig.run(60)
    shows_replay_of(rig, code)


def test_the_keypad_by_taps_plays_the_typed_board():
    rig = Rig("expert", seed=4)
    page = open_keypad(rig)
    for c in page.controls:
        assert c.w >= 40 and c.h >= 40
    keys = "".join(c.value for c in page.controls if c.kind == KEYS)
    assert keys == ALPHABET  # every character a key, in order
    assert shown_line(rig) == "____-____-____-__"
    board = (14, 10, 20, False, 31337, 5)
    text = encode(*board)
    tap_key(rig, text[0])
    tap_key(rig, "Z")
    tap_key(rig, "<-")  # a mistake erased
    for ch in text[1:]:
        tap_key(rig, ch)
    assert shown_line(rig) == group(text)
    assert "minesweeper.menu.keypad" in sys.modules and CODE_MODULE in sys.modules
    assert READ_MODULE in sys.modules
    tap_control(rig, "OK")
    rig.run(60)
    app = rig.app
    assert app.mode is app.playing and app.board() == board
    # The keypad's code and the codes' modules went with the menu.
    assert "minesweeper.menu.keypad" not in sys.modules
    assert CODE_MODULE not in sys.modules
    assert [n for n in sys.modules if n.startswith("minesweeper.codes")] == []


def test_the_keypad_refuses_a_mistyped_code_and_keeps_the_typing():
    rig = Rig("expert", seed=4)
    open_keypad(rig)
    text = encode(9, 9, 10, False, 5, 0)
    wrong = text[:3] + text[4] + text[3] + text[5:]  # two swapped
    for ch in wrong:
        tap_key(rig, ch)
    game = rig.app.game
    tap_control(rig, "OK")
    assert said_line(rig) == "Mistyped: check it"
    assert shown_line(rig) == group(wrong)  # kept on show, to be checked
    assert rig.app.mode is rig.app.menu and rig.app.game is game
    tap_control(rig, "<-")
    assert shown_line(rig) == group(wrong[:13] + "_")
    # A board this screen cannot show: one line naming its size.
    for _ in range(13):
        tap_control(rig, "<-")
    for ch in encode(30, 16, 99, False, 5, 0):
        tap_key(rig, ch)
    tap_control(rig, "OK")
    assert said_line(rig) == "Board 30x16: too big"
    tap_control(rig, "Back")
    assert rig.app.menu.page.name == "home"


def test_the_keypad_by_keys_of_the_serial_console():
    rig = Rig("beginner", seed=4)

    type_keys(rig, "m")  # the menu
    page = rig.app.menu.page
    type_keys(rig, "\x1b[B")  # down to the pages' buttons, then right to Code
    for _ in range(4):
        if page.controls[page.focus].name == "Code":
            break
        type_keys(rig, "\x1b[C")
    type_keys(rig, "\r")
    assert rig.app.menu.page.name == "code"
    board = (12, 8, 15, True, 4242, -1)
    text = group(encode(*board)).lower()  # lower case, with dashes
    type_keys(rig, text[:6] + "q\x7f" + text[6:])  # Q is no code's: erased
    assert shown_line(rig) == group(encode(*board))
    type_keys(rig, "\r")  # Enter: OK, the key focused when the page opened
    assert rig.app.mode is rig.app.playing and rig.app.board() == board
    assert rig.app.level_key == "custom:12x8/15"
    type_keys(rig, "n")  # N is a new game again, no character, once the page is gone
    game = rig.app.game
    assert (game.width, game.height, game.mines) == (9, 6, 7) and rig.app.coded is None


def test_keys_type_characters_only_while_the_keypad_shows():
    rig = Rig("beginner", seed=4)
    open_keypad(rig)
    supervisor.CONSOLE.type("o")
    rig.run(60)
    assert said_line(rig) == "Codes have no o"
    supervisor.CONSOLE.type("\x1b")  # Esc: back to the first page
    rig.run(100)
    assert rig.app.menu.page.name == "home"
    supervisor.CONSOLE.type("p")  # P goes back to the game again
    rig.run(100)
    assert rig.app.mode is rig.app.playing


def test_the_setting_plays_its_board_at_power_up(capsys):
    from stylus import build_app

    board = (10, 10, 12, False, 2026, 33)
    env = {"MINESWEEPER_CODE": group(encode(*board)).lower()}
    app, _ = build_app("intermediate", env=env)
    app.start(0)
    assert app.mode is app.playing and app.board() == board
    assert CODE_MODULE not in sys.modules
    assert [n for n in sys.modules if n.startswith("minesweeper.codes")] == []
    env = {"MINESWEEPER_CODE": "6CN2-JCMN-NBY"}
    app, _ = build_app("intermediate", env=env)
    said = capsys.readouterr().out
    assert (
        "settings.toml: MINESWEEPER_CODE '6CN2-JCMN-NBY' is not a board code: "
        "14 characters, not 11\n" in said
    )
    app.start(0)
    assert app.mode is app.menu


def test_the_old_game_number_is_read_once_more_and_says_so(capsys):
    from stylus import build_app

    app, _ = build_app("beginner", env={"MINESWEEPER_GAME": "4321"})
    said = capsys.readouterr().out
    assert said.count("MINESWEEPER_GAME goes: use MINESWEEPER_CODE") == 1
    app.start(0)
    assert app.game.seed == 4321


def test_a_code_played_comes_back_the_same_from_its_text():
    for board in ((9, 9, 10, False, 1, 80), (20, 13, 40, True, (1 << 30) - 1, -1)):
        assert decode(group(encode(*board))) == board


def test_the_records_page_shows_each_best_times_code():
    rig = Rig("beginner", seed=4)
    records = rig.app.records
    board = (9, 6, 7, True, 5150, -1)
    records.finish("beginner:9x6/7", True, 12000, 9, board=board)
    records.finish("custom:12x8/15", True, 30000, 20)  # its board not known
    rig.app.open_menu(0)
    rig.app.menu.go("records", 0)
    page = rig.app.menu.page
    text = page.texts[0].text.split("\n")
    assert text[4] == "Code " + group(encode(*board))
    for line in text:
        assert len(line) <= 26  # a 320 px screen's columns at scale 2
    assert CODE_MODULE not in sys.modules
    # A best time whose board the records do not keep: no code, no error.
    page.part = 1
    page.refresh()
    text = page.texts[0].text.split("\n")
    assert text[3].startswith("Best 30.000 s") and not text[4].startswith("Code")
    assert CODE_MODULE not in sys.modules


def test_the_keypad_by_arrows_key_by_key():
    rig = Rig("beginner", seed=4)
    page = open_keypad(rig)

    type_keys(rig, "\x1b[A")  # up from OK to the Erase key, left to Z, up to R
    assert page.controls[page.focus].name == "<-"
    type_keys(rig, "\x1b[D\x1b[A")
    c = page.controls[page.focus]
    assert c.kind == KEYS and c.value[page.column] == "R"
    # The ring is drawn around that key alone.
    view = rig.app.screen.view
    x, y, w, h = c.faces()[page.column]
    assert (view.ring.x, view.ring.y) == (x - INSET + 1, y - INSET + 1)
    type_keys(rig, "\r")
    assert shown_line(rig) == "R___-____-____-__"


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
def test_the_keypad_refuses_a_character_too_many_by_taps(size):
    # A code with one character inserted: cut to its first 14, it would
    # pass the check and play another board; the page refuses it, as every
    # other way a code comes in does.
    rig = Rig("expert", size=size, seed=4)
    open_keypad(rig)
    text = encode(9, 9, 10, False, 5, 0)
    longer = text[:7] + "U" + text[7:]
    assert decode(longer[:14])[4] == 80812579  # (it passes: another board)
    game = rig.app.game
    for ch in longer:
        tap_key(rig, ch)
    assert shown_line(rig) == group(longer)  # all 15 shown
    assert said_line(rig) == "14 characters, not 15"  # at once
    tap_control(rig, "OK")
    assert said_line(rig) == "14 characters, not 15"
    assert rig.app.mode is rig.app.menu and rig.app.game is game
    tap_key(rig, text[0])  # a 16th, erased: 15 left, and the line says so
    tap_control(rig, "<-")
    assert said_line(rig) == "14 characters, not 15"
    for _ in range(8):  # back to the inserted one, and the rest again
        tap_control(rig, "<-")
    for ch in text[7:]:
        tap_key(rig, ch)
    assert said_line(rig) == "Type a board code"
    tap_control(rig, "OK")
    rig.run(60)
    assert rig.app.mode is rig.app.playing and rig.app.board() == decode(text)


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
def test_the_keypad_refuses_a_character_too_many_by_keys(size):
    rig = Rig("beginner", size=size, seed=4)
    open_keypad(rig)
    game = rig.app.game
    text = group(encode(9, 6, 7, True, 77, -1))
    type_keys(rig, text + "Z\r")  # one too many, then Enter (OK)
    assert shown_line(rig) == group(text.replace("-", "") + "Z")
    assert said_line(rig) == "14 characters, not 15"
    assert rig.app.mode is rig.app.menu and rig.app.game is game
    type_keys(rig, "ZZZZ")  # more: still on show to two past, still refused
    assert len(shown_line(rig).replace("-", "")) == 16
    type_keys(rig, "\r")
    assert rig.app.mode is rig.app.menu and rig.app.game is game
    type_keys(rig, "\x7f")  # one erased: 15 left, and the line says so still
    assert said_line(rig) == "14 characters, not 15"
    type_keys(rig, "\x7f")  # a code's 14 again: the line asks for it
    assert said_line(rig) == "Type a board code"
    assert rig.app.mode is rig.app.menu and rig.app.game is game


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
def test_a_refusal_shows_beside_the_typed_code_in_the_pages_larger_font(size):
    from test_menu_view import shows

    rig = Rig("expert", size=size, seed=4)
    page = open_keypad(rig)
    text = encode(9, 9, 10, False, 5, 0)
    wrong = text[:3] + text[4] + text[3] + text[5:]  # two swapped
    for ch in wrong:
        tap_key(rig, ch)
    tap_control(rig, "OK")
    rig.run(40)
    # Both drawn, the typed code as it was typed, at the scale the page's
    # words have: 2 on a PyPortal, 3 on a Titano.
    big = 3 if size == (480, 320) else 2
    assert page.texts[0].scale == page.texts[1].scale == big
    assert shows(rig, group(wrong)) == group(wrong)
    for word in ("Mistyped:", "check", "it"):
        assert shows(rig, word) == word


@pytest.mark.parametrize("size", [(320, 240), (480, 320)])
def test_the_keypad_has_back_at_its_top_left_and_m_types_a_character(size):
    rig = Rig("beginner", size=size, seed=4)
    page = open_keypad(rig)
    back = page.controls[0]
    assert back.name == "Back" and back.x <= 8 and back.y == 0
    assert back.w >= 40 and back.h >= 40
    type_keys(rig, "m")  # M is a code's character: it types one here
    assert rig.app.menu.page is page and shown_line(rig).startswith("M___")
    tap_control(rig, "Back")
    assert rig.app.menu.page.name == "home"
    open_keypad(rig)
    type_keys(rig, "\x1b")  # Esc goes back
    assert rig.app.menu.page.name == "home"
    type_keys(rig, "m")  # and on the first page M is the menu's key again
    assert rig.app.mode is rig.app.playing
