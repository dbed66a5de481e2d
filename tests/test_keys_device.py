# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Keys on the device path: bytes typed into the (stand-in) USB serial
console, read by minesweeper.device.serial, played by the real app on
Blinka's displayio, and the cursor outline read back from the pixels."""

import sys

import pytest
import supervisor
from PIL import ImageChops
from rig import Rig, quantise

from minesweeper.app import NOTE_MS
from minesweeper.controls.keys import DOWN, LEFT, MARK, NOTHING, OPEN, RIGHT, UP
from minesweeper.device.serial import SerialKeys
from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, READY, WON

ARROWS = {UP: "\x1b[A", DOWN: "\x1b[B", LEFT: "\x1b[D", RIGHT: "\x1b[C"}
DARK = quantise(0x000000)
BRIGHT = quantise(0xFFD800)


@pytest.fixture(autouse=True)
def console(monkeypatch):
    """The stand-in serial console in sys.stdin's place, empty."""
    supervisor.CONSOLE.clear()
    monkeypatch.setattr(sys, "stdin", supervisor.CONSOLE)
    yield supervisor.CONSOLE
    supervisor.CONSOLE.clear()


def type_keys(rig, text):
    """Type into the serial console and run the loop until it is all read."""
    supervisor.CONSOLE.type(text)
    for _ in range(1000):
        if not supervisor.runtime.serial_bytes_available:
            break
        rig.run(20)
    rig.run(40)


def route(width, start, end):
    dx = end % width - start % width
    dy = end // width - start // width
    return ARROWS[RIGHT if dx > 0 else LEFT] * abs(dx) + ARROWS[
        DOWN if dy > 0 else UP
    ] * abs(dy)


def middle(game):
    return (game.height // 2) * game.width + game.width // 2


# -- the serial reader ---------------------------------------------------------------


class Stream:
    """sys.stdin that refuses to be read when nothing is waiting (a read
    would block the loop on the device)."""

    def __init__(self, console):
        self.console = console
        self.reads = 0

    def read(self, n):
        assert supervisor.runtime.serial_bytes_available >= n, "a blocking read"
        self.reads += 1
        return self.console.read(n)


def test_the_serial_reader_never_blocks_and_decodes_split_sequences(console):
    stream = Stream(console)
    reader = SerialKeys(supervisor.runtime, stream)
    assert reader.read() == NOTHING and stream.reads == 0
    console.type("\x1b[")  # half an arrow in this pass ...
    assert reader.read() == NOTHING and stream.reads == 2
    console.type("Cw")  # ... the rest in the next
    assert reader.read() == RIGHT and reader.read() == UP
    assert reader.read() == NOTHING
    # Garbage, unknown sequences, UTF-8 and a lone ESC among the keys.
    console.type("\x00zz\x1b[15~\x1b[<0;3;4Mé→\x1bxf\r\n\x1bOB")
    codes = []
    for _ in range(40):
        code = reader.read()
        if code != NOTHING:
            codes.append(code)
    assert codes == [MARK, OPEN, DOWN]
    assert console.pending == b"" and reader.read() == NOTHING


def test_ctrl_c_from_the_console_stops_the_loop(console):
    rig = Rig("beginner", seed=3)
    console.type("w\x03")
    with pytest.raises(KeyboardInterrupt):
        rig.app.run(lambda: rig.now, lambda seconds: None)


# -- the cursor on screen ----------------------------------------------------------


@pytest.mark.parametrize("level", ["beginner", "intermediate", "expert"])
def test_the_cursor_outlines_a_cell_without_changing_its_tile(level):
    rig = Rig(level, seed=5)
    game = rig.game
    screen = rig.app.screen
    t = rig.layout.tile
    cell = middle(game)
    rig.run(100)
    assert rig.shown(cell) == tiles.HIDDEN  # no cursor before a key
    type_keys(rig, ARROWS[UP])  # the first key shows it where it is
    assert screen.cursor.hidden is False
    x0, y0 = rig.layout.cell_origin(cell)
    image = rig.image()
    ref = rig.tile_refs[tiles.HIDDEN]
    block = rig.block(x0, y0, t, t, image)
    bright = t // 8
    for y in range(t):
        for x in range(t):
            ring = min(x, y, t - 1 - x, t - 1 - y)
            want = DARK if ring == 0 else BRIGHT if ring <= bright else ref[y * t + x]
            assert block[y * t + x] == want, (x, y)
    # The tile under it is unchanged: the grid and its shadow still hold
    # the game's code, and the neighbours show their own tiles exactly.
    assert screen.grid[cell] == tiles.HIDDEN == screen.shadow.shown[cell]
    assert rig.shown(cell - 1, image) == tiles.HIDDEN
    assert rig.shown(cell + game.width, image) == tiles.HIDDEN
    # Moving it leaves the old cell exactly as its tile; opening draws the
    # count under the outline.
    type_keys(rig, ARROWS[RIGHT])
    assert rig.shown(cell) == tiles.HIDDEN and rig.shown(cell + 1) is None
    type_keys(rig, " ")
    code = game.tile_at(cell + 1)
    assert code <= 8 and screen.grid[cell + 1] == code
    type_keys(rig, ARROWS[LEFT])
    assert rig.shown(cell + 1) == code


def test_the_cursor_hides_while_paused_and_follows_the_shake():
    rig = Rig("beginner", seed=5)
    game = rig.game
    screen = rig.app.screen
    type_keys(rig, "d ")  # show, then open
    assert game.state == PLAYING
    type_keys(rig, "p")
    assert rig.app.mode is rig.app.paused and screen.cursor.hidden
    type_keys(rig, "P")
    assert rig.app.mode is rig.app.playing and not screen.cursor.hidden
    # The outline sits inside the board group, so it shakes with the board.
    assert screen.cursor in screen.board


# -- whole games on the device path ------------------------------------------------


def test_a_whole_game_won_with_the_serial_console_alone():
    rig = Rig("intermediate", seed=21)
    game = rig.game
    cursor = middle(game)
    type_keys(rig, "w\r\n")  # show the cursor, open its cell
    assert game.state in (PLAYING, WON) and game.tile_at(cursor) <= 8
    safe = [
        i for i in range(game.size) if not game.is_mine(i % game.width, i // game.width)
    ]
    for i in safe:
        if game.tile_at(i) == tiles.HIDDEN:
            type_keys(rig, route(game.width, cursor, i) + " ")
            cursor = i
    assert game.state == WON
    assert rig.face() == "won" and rig.counter() == "000"
    assert rig.played()[-1] == "win.wav"
    rig.run(2 * NOTE_MS)  # the new best time's note has gone, and the code's
    shown = rig.shown_board()
    for i in range(game.size):  # every cell shows its tile, the cursor's aside
        assert shown[i] == (None if i == cursor else game.tile_at(i)), i
    type_keys(rig, "N")
    assert game.state == READY and rig.face() == "playing"


def test_a_classic_game_won_with_the_guides_cycle_on_f():
    rig = Rig("beginner", scheme="classic", seed=8)
    game = rig.game
    cursor = middle(game)
    type_keys(rig, "f" + "fff")  # show; then ?, flag, open
    assert game.tile_at(cursor) <= 8
    for i in range(game.size):
        if game.tile_at(i) == tiles.HIDDEN and not game.is_mine(
            i % game.width, i // game.width
        ):
            type_keys(rig, route(game.width, cursor, i) + "FFF")
            cursor = i
    for i in range(game.size):
        if game.tile_at(i) == tiles.HIDDEN:
            type_keys(rig, route(game.width, cursor, i) + "ff")
            cursor = i
    assert game.state == WON and rig.face() == "won"


def test_window_key_presses_type_into_the_console_and_play(console):
    import os

    import pygame
    from touchpanel import PANEL

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
    import simulate

    rig = Rig("beginner", seed=5)
    game = rig.game
    PANEL.source = simulate.mouse_stylus()
    try:
        for key, text in (
            (pygame.K_UP, ""),
            (pygame.K_f, "f"),
            (pygame.K_RETURN, "\r"),
        ):
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text)
            )
        PANEL.source()
        assert console.pending == b"\x1b[Af\r"
        rig.run(200)
        # Up showed the cursor, F flagged its cell, Enter did nothing on the flag.
        assert game.tile_at(middle(game)) == tiles.FLAG and game.state == READY
        # Esc opens the menu and goes back, as M does.
        for mode in (rig.app.menu, rig.app.playing):
            escape = pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"
            )
            pygame.event.post(escape)
            PANEL.source()
            assert console.pending == b"\x1b"
            rig.run(100)
            assert rig.app.mode is mode
        ctrl_c = pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_c, mod=pygame.KMOD_LCTRL, unicode="\x03"
        )
        pygame.event.post(ctrl_c)
        with pytest.raises(KeyboardInterrupt):
            rig.run(100)
    finally:
        PANEL.source = None


def test_the_menu_opened_and_closed_in_one_pass_leaves_the_board_on_show(console):
    # M and P typed together: the menu opens and closes before the screen
    # is next refreshed (its view never drawn); the board is shown again,
    # not left hidden under a menu that is gone.
    rig = Rig("beginner", seed=7)
    rig.tap(rig.index(4, 4))
    assert rig.game.state == PLAYING
    before = rig.image()
    console.type("mp")
    rig.run(200)
    assert rig.app.mode is rig.app.playing
    assert not rig.app.screen.board.hidden and not rig.app.screen.bar.hidden
    after = rig.image().convert("RGB")
    assert after.getbbox() is not None  # not a black screen
    assert ImageChops.difference(after, before.convert("RGB")).getbbox() is None
