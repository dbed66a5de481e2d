# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A desktop PyPortal for the shell's tests: the real app loop, the real
adafruit_touchscreen over the simulated panel, Blinka's displayio drawing
into an off-screen pygame surface, and helpers that read what it shows."""

import os

import adafruit_imageload
import audioio
import displayio
import snapshot
from stylus import ASSETS, Stylus, build_app

from minesweeper import layout as _layout
from minesweeper.app import NOTE_MS
from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING, WON
from minesweeper.rules.tiles import DIGIT_BLANK, DIGIT_MINUS, FACES


def quantise(rgb):
    """What a 565 display shows for a palette colour, read back as RGB."""
    r, g, b = rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF
    return (
        int((r >> 3) * 255.0 / 31.0),
        int((g >> 2) * 255.0 / 63.0),
        int((b >> 3) * 255.0 / 31.0),
    )


def sheet_cells(path, cell_w, cell_h):
    bitmap, palette = adafruit_imageload.load(
        path, bitmap=displayio.Bitmap, palette=displayio.Palette
    )
    out = []
    for n in range(bitmap.width // cell_w):
        out.append(
            tuple(
                quantise(palette[bitmap[n * cell_w + x, y]])
                for y in range(cell_h)
                for x in range(cell_w)
            )
        )
    return out


class Rig(Stylus):
    """The app as code.py builds it, a stylus, and eyes on the screen."""

    def __init__(
        self,
        level="beginner",
        scheme="modern",
        size=(320, 240),
        assets=ASSETS,
        speaker=True,
        seed=1,
        start=0,
        env=None,
    ):
        del audioio.PLAYED[:]
        app, self.display = build_app(level, scheme, size, assets, speaker, env, start)
        super().__init__(app, start)
        self.enable = app.sounds.enable
        app.new_game(start, seed)
        app.step(self.now)
        self.layout = app.layout
        self.game = app.game
        self.tile_refs = sheet_cells(
            os.path.join(ASSETS, "tiles%d.bmp" % self.layout.tile),
            self.layout.tile,
            self.layout.tile,
        )

    def index(self, x, y):
        return y * self.game.width + x

    # -- reading the screen ----------------------------------------------------

    def image(self):
        return snapshot.image(self.display)

    def block(self, x0, y0, w, h, image=None):
        image = image or self.image()
        return tuple(
            image.getpixel((x0 + x, y0 + y)) for y in range(h) for x in range(w)
        )

    def shown(self, index, image=None):
        """The tile code the screen shows at a cell (None if none matches)."""
        x, y = self.layout.cell_origin(index)
        dx = self.app.screen.board.x - self.layout.board_x
        dy = self.app.screen.board.y - self.layout.board_y
        t = self.layout.tile
        found = self.block(x + dx, y + dy, t, t, image)
        for code, ref in enumerate(self.tile_refs):
            if ref == found:
                return code
        return None

    def shown_board(self):
        image = self.image()
        return [self.shown(i, image) for i in range(self.game.size)]

    def sheet(self, name):
        """The bar's sheet called ``name`` for this screen's bar (digits32.bmp
        for a 32 px bar)."""
        lay = self.layout
        large = "" if lay.bar == _layout.BAR else "%d" % lay.bar
        return os.path.join(ASSETS, "%s%s.bmp" % (name, large))

    def digits(self, x0):
        """The three status digits at x0, read back from the screen."""
        lay = self.layout
        w, h = lay.digit_w, lay.digit_h
        refs = sheet_cells(self.sheet("digits"), w, h)
        image = self.image()
        out = ""
        for place in range(3):
            found = self.block(x0 + place * w, lay.digit_y, w, h, image)
            code = refs.index(found) if found in refs else None
            out += (
                "?"
                if code is None
                else "-"
                if code == DIGIT_MINUS
                else " "
                if code == DIGIT_BLANK
                else str(code)
            )
        return out

    def counter(self):
        return self.digits(self.layout.counter_x)

    def timer(self):
        return self.digits(self.layout.timer_x)

    def face(self):
        lay = self.layout
        refs = sheet_cells(self.sheet("faces"), lay.face, lay.face)
        found = self.block(lay.face_x, lay.face_y, lay.face, lay.face)
        return FACES[refs.index(found)] if found in refs else None

    def played(self):
        return [os.path.basename(name) for name in audioio.PLAYED]


def first_safe_plan(rig):
    """Tap the middle cell, then return every safe cell's index."""
    game = rig.game
    rig.tap(rig.index(game.width // 2, game.height // 2))
    assert game.state in (PLAYING, WON)
    return [
        i for i in range(game.size) if not game.is_mine(i % game.width, i // game.width)
    ]


def win_by_taps(rig):
    """Win the rig's game by tapping every safe cell, and check the note a
    first win shows over the board, and that it goes."""
    for i in first_safe_plan(rig):
        if rig.game.state != PLAYING:
            break
        if rig.game.tile_at(i) == tiles.HIDDEN:
            rig.tap(i)
    assert rig.game.state == WON
    # The first win on a fresh board is a new best: a note says so over the
    # board with the game's figures and the board's code, then goes.
    # The note is a label of its own: the menu's view is never built for it.
    screen = rig.app.screen
    note = screen.note
    assert "New best time" in screen.note_text and note in screen.root
    code = "\nCode " + rig.app.codes((rig.app.board(),))[0]
    assert screen.note_text.endswith(code)  # the figures' last line
    assert screen.view is None
    before = rig.image()
    rig.run(NOTE_MS)
    assert note not in screen.root
    assert screen.note is None and screen.note_text is None
    assert rig.image().tobytes() != before.tobytes()
