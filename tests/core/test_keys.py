# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Keys: the byte decoder, and whole games played with keys alone through
the app with stand-in hardware (both lanes)."""

import gc

from check import raises
from standins import Screen, Sounds, Touch, centre, make, run

from minesweeper import layout
from minesweeper.app import App
from minesweeper.controls import keys
from minesweeper.controls.keys import (
    DOWN,
    HINT,
    LEFT,
    MARK,
    MENU,
    NEW,
    NOTHING,
    OPEN,
    PAUSE,
    QUIT,
    RIGHT,
    UP,
    Keys,
)
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING, READY, WON
from minesweeper.settings import Settings


def decode(data, decoder=None):
    """Every key code a byte string decodes to."""
    decoder = decoder or Keys()
    out = []
    for byte in data:
        code = decoder.feed(byte)
        if code != NOTHING:
            out.append(code)
    return out


# -- the decoder -----------------------------------------------------------------


def test_letters_in_either_case_and_space():
    expect = {
        "w": UP,
        "s": DOWN,
        "a": LEFT,
        "d": RIGHT,
        " ": OPEN,
        "f": MARK,
        "n": NEW,
        "p": PAUSE,
        "m": MENU,
        "h": HINT,
        "q": QUIT,
    }
    for text, code in expect.items():
        assert decode(text.encode()) == [code], text
        assert decode(text.upper().encode()) == [code], text
    assert decode(b"xyz0123456789.,/-=") == []


def test_arrow_sequences_whole_and_split_at_every_byte():
    sequences = {
        b"\x1b[A": UP,
        b"\x1b[B": DOWN,
        b"\x1b[C": RIGHT,
        b"\x1b[D": LEFT,
        b"\x1bOA": UP,  # application cursor mode
        b"\x1bOD": LEFT,
        b"\x1b[1;5C": RIGHT,  # Ctrl-Right: the arrow all the same
    }
    for data, code in sequences.items():
        assert decode(data) == [code], data
        # Fed one byte at a time, as separate reads: only the last completes.
        decoder = Keys()
        for i in range(len(data) - 1):
            assert decoder.feed(data[i]) == NOTHING
        assert decoder.feed(data[-1]) == code
    assert decode(b"\x1b[A\x1b[B w\x1bOC\x1b[D") == [UP, DOWN, OPEN, UP, RIGHT, LEFT]


def test_cr_lf_and_crlf_are_one_enter_each():
    assert decode(b"\r") == [OPEN]
    assert decode(b"\n") == [OPEN]
    assert decode(b"\r\n") == [OPEN]
    assert decode(b"\r\n\r\n") == [OPEN, OPEN]
    assert decode(b"\r\r\n") == [OPEN, OPEN]
    assert decode(b"\n\n") == [OPEN, OPEN]
    assert decode(b"\n\r") == [OPEN, OPEN]
    assert decode(b"\rw\n") == [OPEN, UP, OPEN]
    decoder = Keys()  # a CR LF split across two reads
    assert decode(b"\r", decoder) == [OPEN] and decode(b"\n", decoder) == []
    assert decode(b"\n", decoder) == [OPEN]


def test_unknown_sequences_and_garbage_are_skipped_without_getting_stuck():
    cases = (
        (b"\x1b[2~w", [UP]),  # Insert
        (b"\x1b[15~d", [RIGHT]),  # F5
        (b"\x1b[H\x1b[Fs", [DOWN]),  # Home, End
        (b"\x1bOPa", [LEFT]),  # F1
        (b"\x1b[<0;12;5Mw", [UP]),  # a mouse report
        (b"\x1bx", []),  # Alt-x: the lone ESC is dropped
        (b"\x1bf", [MARK]),  # ... and the byte after it read as itself
        (b"\x1b\x1b[A", [UP]),  # ESC ESC [ A: the second ESC starts anew
        (b"\x1b\r", [OPEN]),
        (b"\x1b[\rw", [OPEN, UP]),  # a control byte ends a sequence
        (b"\x1bO\x1b[B", [DOWN]),
        (b"\x00\x01\x07\x08\x7f\xff\xfe", []),
        ("é ü→".encode(), [OPEN]),  # UTF-8: only the space
    )
    for data, expect in cases:
        assert decode(data) == expect, data
    # A sequence that never ends is given up after a few bytes.
    decoder = Keys()
    assert decode(b"\x1b[" + b"1;" * 50, decoder) == []
    assert decode(b"w", decoder) == [UP]
    # Any byte stream leaves the decoder able to read a key.
    for seed in range(1, 60):
        decoder = Keys()
        x = seed
        for _ in range(40):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            byte = (x >> 16) & 0xFF
            if byte != 3:
                decoder.feed(byte)
        assert decode(b"\r\x1b[A", decoder)[-1] == UP


def test_esc_alone_is_the_menu_key_once_nothing_follows_it():
    # The Esc key sends ESC alone: it is M's code at the second idle call
    # with nothing after it (a pass of the loop later).
    decoder = Keys()
    assert decoder.feed(0x1B) == NOTHING
    assert decoder.idle() == NOTHING  # maybe the start of a sequence yet
    assert decoder.idle() == MENU
    assert decoder.idle() == NOTHING and decode(b"w", decoder) == [UP]
    # An arrow whose bytes straddle one idle pass is still an arrow.
    assert decoder.feed(0x1B) == NOTHING
    assert decoder.idle() == NOTHING
    assert decode(b"[A", decoder) == [UP] and decoder.idle() == NOTHING
    # A new ESC starts its wait afresh; ESC and another byte are not Esc.
    decoder.feed(0x1B)
    decoder.idle()
    decoder.feed(0x1B)
    assert decoder.idle() == NOTHING and decoder.idle() == MENU
    assert decode(b"\x1bx", decoder) == [] and decoder.idle() == NOTHING
    assert decoder.idle() == NOTHING


def test_ctrl_c_raises_keyboard_interrupt_and_the_decoder_goes_on():
    decoder = Keys()
    assert decoder.feed(0x1B) == NOTHING
    assert decoder.feed(0x5B) == NOTHING
    raises(KeyboardInterrupt, decoder.feed, 3)
    assert decode(b"A", decoder) == [LEFT]  # not the end of the arrow


def test_feeding_bytes_allocates_nothing():
    if not hasattr(gc, "mem_alloc"):
        return  # the MicroPython lane measures it
    decoder = Keys()
    data = b"wasd \r\n\x1b[A\x1bOB\x1b[1;5C\x1b[15~\x1bx\xff" * 4
    n = len(data)
    decoder.feed(0)
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    i = 0
    while i < n:
        decoder.feed(data[i])
        i += 1
    after = gc.mem_alloc()
    gc.enable()
    assert after == before, after - before


# -- whole games through the app ---------------------------------------------------


class Pressed:
    """A keys source handing out scripted key codes, as a terminal would."""

    def __init__(self):
        self.codes = []

    def read(self):
        return self.codes.pop(0) if self.codes else NOTHING


class Typed:
    """A keys source reading bytes through the decoder, one byte a read, so
    every escape sequence is split across passes of the loop."""

    def __init__(self):
        self.data = b""
        self.at = 0
        self.decoder = Keys()

    def read(self):
        if self.at >= len(self.data):
            return NOTHING
        self.at += 1
        return self.decoder.feed(self.data[self.at - 1])

    def type(self, data):
        self.data = self.data[self.at :] + data
        self.at = 0


def steps(app, now, passes=3):
    for _ in range(passes):
        app.step(now)
        now += 20
    return now


def keyed():
    """``make()``'s app, screen, sounds and touch, the app's keys a
    ``Pressed`` source."""
    app, screen, sounds, touch = make()
    app.keys = Pressed()
    return app, screen, sounds, touch


def press(app, codes, now, passes=3):
    """The app's ``Pressed`` keys hand out ``codes``, and the loop runs."""
    app.keys.codes = codes
    return steps(app, now, passes)


def drain(app, source, now):
    """Run the loop until every typed byte has been read."""
    while source.at < len(source.data):
        app.step(now)
        now += 20
    return steps(app, now, 1)


def route(width, start, end):
    """Arrow codes that move the cursor from cell ``start`` to ``end``."""
    dx = end % width - start % width
    dy = end // width - start // width
    return [RIGHT if dx > 0 else LEFT] * abs(dx) + [DOWN if dy > 0 else UP] * abs(dy)


def safe_cells(game):
    return [
        i for i in range(game.size) if not game.is_mine(i % game.width, i // game.width)
    ]


def test_keys_alone_win_a_modern_game():
    app, screen, sounds, touch = keyed()
    game = app.game
    middle = (game.height // 2) * game.width + game.width // 2
    now = steps(app, 0)
    assert screen.cursor == -1  # hidden until a key is used
    now = press(app, [OPEN], now)  # the first key only shows the cursor
    assert screen.cursor == middle and game.state == READY
    now = press(app, [OPEN], now)
    assert game.state in (PLAYING, WON) and game.tile_at(middle) <= 8
    assert sounds.played == ["click"]
    cursor = middle
    flagged = False
    for i in safe_cells(game):
        if game.state != PLAYING:
            break
        if game.tile_at(i) != tiles.HIDDEN:
            continue
        now = press(app, route(game.width, cursor, i) + [OPEN], now)
        cursor = i
        assert screen.cursor == i and game.tile_at(i) <= 8
        if not flagged:  # flag one mine on the way, and check the counter
            mine = next(
                j
                for j in range(game.size)
                if game.is_mine(j % game.width, j // game.width)
            )
            now = press(app, route(game.width, cursor, mine) + [MARK], now)
            cursor = mine
            assert game.tile_at(mine) == tiles.FLAG
            assert screen.counter == game.mines - 1
            flagged = True
    assert game.state == WON and screen.face == "won"
    assert sounds.played[-1] == "win"
    assert all(screen.shadow.shown[i] == game.tile_at(i) for i in range(game.size))
    # After the end, N starts a new game at once; the cursor stays shown.
    now = press(app, [NEW], now)
    assert game.state == READY and screen.cursor == cursor


def test_typed_bytes_win_a_classic_game_with_the_guides_cycle():
    lay = layout.fit("beginner", 320, 240)
    settings = Settings()
    settings.scheme = "classic"
    settings.no_guess = False  # the guide's random boards, as it played them
    screen = Screen(lay)
    sounds = Sounds()
    source = Typed()
    app = App(screen, sounds, Touch(), settings, lay, 0, keys=source)
    app.new_game(0, 91)
    game = app.game
    assert game.classic
    arrows = {
        UP: (b"\x1b[A", b"w", b"\x1bOA"),
        DOWN: (b"\x1b[B", b"S", b"\x1bOB"),
        LEFT: (b"\x1b[D", b"a", b"\x1bOD"),
        RIGHT: (b"\x1b[C", b"D", b"\x1bOC"),
    }
    count = [0]

    def type_codes(codes, last):
        data = b""
        for code in codes:
            count[0] += 1
            data += arrows[code][count[0] % 3]
        source.type(data + last)

    now = 0
    middle = (game.height // 2) * game.width + game.width // 2
    source.type(b"\x1b[A\x1b[B")  # up shows the cursor, down moves it
    now = drain(app, source, now)
    cursor = middle + game.width
    assert screen.cursor == cursor
    source.type(b" \r\n\r")  # hidden, ?, flag, open: Space, CR LF, CR
    now = drain(app, source, now)
    assert game.state in (PLAYING, WON) and game.tile_at(cursor) <= 8
    for i in safe_cells(game):
        if game.tile_at(i) == tiles.HIDDEN:
            type_codes(route(game.width, cursor, i), b"fFf")  # F steps it too
            now = drain(app, source, now)
            cursor = i
            assert game.tile_at(i) <= 8, i
    assert game.state == PLAYING  # the mines are still hidden
    for i in range(game.size):
        if game.tile_at(i) == tiles.HIDDEN:
            type_codes(route(game.width, cursor, i), b"\n\n")  # ?, flag
            now = drain(app, source, now)
            cursor = i
    assert game.state == WON and sounds.played[-1] == "win"


def test_the_cursor_stops_at_the_edges_and_follows_taps():
    app, screen, sounds, touch = keyed()
    game = app.game
    now = press(
        app, [LEFT] + [LEFT] * (game.width + 3) + [UP] * (game.height + 3), 0, 4
    )
    assert screen.cursor == 0
    now = press(app, [RIGHT] * (game.width + 3) + [DOWN] * (game.height + 3), now, 6)
    assert screen.cursor == game.size - 1
    # A tap opens where it lands and takes the shown cursor there.
    now = run(app, touch, 100, centre(app, 12), now)
    now = run(app, touch, 60, None, now)
    assert screen.cursor == 12 and game.state != READY
    now = press(app, [RIGHT], now)
    assert screen.cursor == 13


def test_a_cursor_first_shown_after_a_change_of_size_is_at_the_new_middle():
    for level in ("expert", "beginner"):  # a larger board, then a smaller
        app, screen, sounds, touch = keyed()
        if level == "beginner":
            app.choices.level = "expert"
            app.new_game(0, 5)
        app.choices.level = level
        app.new_game(0, 6)
        game = app.game
        assert app.screen.cursor == -1
        press(app, [RIGHT], 0)  # shows it, and no more
        middle = (game.height // 2) * game.width + game.width // 2
        assert app.screen.cursor == middle, (level, app.screen.cursor)


def test_pause_new_game_and_keys_the_app_may_not_have():
    app, screen, sounds, touch = keyed()
    game = app.game
    now = press(app, [OPEN, OPEN], 0)
    assert game.state == PLAYING
    now = press(app, [PAUSE], now)
    assert app.mode is app.paused and screen.cursor == -1
    assert all(screen.shadow.shown[i] == tiles.HIDDEN for i in range(game.size))
    now = press(app, [UP, MARK, HINT, QUIT], now)  # nothing while paused
    assert app.mode is app.paused
    now = press(app, [PAUSE], now)
    assert app.mode is app.playing and screen.cursor >= 0
    now = press(app, [PAUSE, OPEN], now)  # Space resumes too
    assert app.mode is app.playing
    # M opens the menu, and M again goes back to the game.
    now = press(app, [MENU], now)
    assert app.mode is app.menu
    now = press(app, [MENU], now)
    assert app.mode is app.playing and game.state == PLAYING
    # M and H call the app's open_menu and the helper's hint.
    asked = []
    app.open_menu = lambda now: asked.append("menu")
    app.helper.hint = lambda now: asked.append("hint")
    now = press(app, [MENU, HINT], now)
    assert asked == ["menu", "hint"]
    now = press(app, [NEW], now)
    assert game.state == READY and screen.timer == 0


def test_a_key_on_a_mine_loses():
    app, screen, sounds, touch = keyed()
    game = app.game
    now = press(app, [UP, OPEN], 0)
    mine = next(
        i for i in range(game.size) if game.is_mine(i % game.width, i // game.width)
    )
    middle = (game.height // 2) * game.width + game.width // 2
    now = press(app, route(game.width, middle, mine) + [OPEN], now)
    assert game.state == LOST and sounds.played[-1] == "lose"
    # After the end, Space starts a new game only after the pause.
    now = press(app, [OPEN], now)
    assert game.state == LOST
    now = steps(app, now, 100)
    now = press(app, [OPEN], now)
    assert game.state == READY
    assert keys.NOTHING == 0
