# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Generate every asset the game loads: sprite sheets and sounds.

    python3 tools/make_assets.py [--out DIR] [--contact PNG]

Writes, under ``assets/`` (or ``--out``):

* ``tiles16.bmp``, ``tiles24.bmp``, ``tiles32.bmp``: the 17 board tiles in
  the tile-code order of ``minesweeper.rules.tiles``, one row, 4-bit indexed BMP.
  The 17th (START) marks a no-guess board's start cell: a hidden tile with a
  green target on it.
* ``digits.bmp``: seven-segment digits 0-9, a minus sign and an all-off
  glyph, for the mines counter and the timer.
* ``faces.bmp``: the face button, playing, pressed, won, lost and paused.
* ``digits32.bmp``, ``faces32.bmp``: the same, larger, for the 32 px status
  bar of a 480x320 screen.
* ``win.wav``, ``lose.wav``, ``click.wav``: mono 16-bit PCM, synthesised.

Everything is drawn and synthesised by this code with no randomness, so
a run gives byte-identical files (a test checks it). ``--contact`` also
renders every tile and glyph, scaled up, into one PNG to look at (needs
Pillow, which the desktop set-up installs). Runs on the desktop only.
"""

import argparse
import math
import os
import struct
import sys
import wave

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(ROOT)  # after the stdlib: code.py must not stand in for "code"

from minesweeper.layout import DIGIT_H, DIGIT_W, FACE, TILES, fit  # noqa: E402
from minesweeper.rules import tiles  # noqa: E402

TILE_SIZES = tuple(sorted(TILES))
TILE_COUNT = tiles.COUNT
FACE_STATES = tiles.FACES

# -- palettes ---------------------------------------------------------------

# Board tiles: the classic number colours on the classic greys.
TILE_COLOURS = (
    ("black", 0x000000),
    ("white", 0xFFFFFF),
    ("face", 0xC0C0C0),  # tile face, hidden and opened
    ("shadow", 0x808080),  # bevel shadow, grid line, the 8
    ("one", 0x0000FF),
    ("two", 0x008000),
    ("three", 0xFF0000),  # also the flag and the exploded background
    ("four", 0x000080),
    ("five", 0x800000),
    ("six", 0x008080),
    ("pressed", 0xA8C8F0),  # the held-cell highlight
    ("mine", 0x202020),
    ("start", 0x00B000),  # the start cell's target (after the guide's colours)
)
NUMBER_COLOURS = ("one", "two", "three", "four", "five", "six", "black", "shadow")

STATUS_COLOURS = (
    ("black", 0x000000),
    ("lit", 0xFF2000),  # seven-segment red
    ("unlit", 0x2C0400),
    ("white", 0xFFFFFF),
    ("face", 0xC0C0C0),
    ("shadow", 0x808080),
    ("yellow", 0xFFE000),
    ("dark", 0x404000),  # face outline
)


def index_of(colours, name):
    for i, (n, _) in enumerate(colours):
        if n == name:
            return i
    raise KeyError(name)


# -- a tiny raster ----------------------------------------------------------


class Canvas:
    """A width x height grid of palette indexes."""

    def __init__(self, width, height, fill=0):
        self.width = width
        self.height = height
        self.pixels = bytearray([fill]) * (width * height)

    def set(self, x, y, colour):
        if 0 <= x < self.width and 0 <= y < self.height:
            self.pixels[y * self.width + x] = colour

    def get(self, x, y):
        return self.pixels[y * self.width + x]

    def rect(self, x0, y0, x1, y1, colour):
        """Fill x0 <= x < x1, y0 <= y < y1."""
        for y in range(max(0, y0), min(self.height, y1)):
            for x in range(max(0, x0), min(self.width, x1)):
                self.pixels[y * self.width + x] = colour

    def blit(self, other, ox, oy):
        for y in range(other.height):
            for x in range(other.width):
                self.set(ox + x, oy + y, other.get(x, y))

    def strokes(self, lines, box, pen, colour):
        """Draw polylines given in a 0..4 x 0..6 design box, scaled into
        box = (x0, y0, x1, y1) pixels, with a round pen ``pen`` pixels wide.
        Pixel centres within pen/2 of a segment are painted."""
        x0, y0, x1, y1 = box
        sx = (x1 - x0) / 4
        sy = (y1 - y0) / 6
        r2 = (pen / 2) ** 2
        segments = []
        for line in lines:
            points = [(x0 + px * sx, y0 + py * sy) for px, py in line]
            if len(points) == 1:
                points = points * 2
            segments.extend(zip(points, points[1:], strict=False))
        for y in range(self.height):
            cy = y + 0.5
            for x in range(self.width):
                cx = x + 0.5
                for (ax, ay), (bx, by) in segments:
                    if _dist2(cx, cy, ax, ay, bx, by) <= r2:
                        self.set(x, y, colour)
                        break

    def disc(self, cx, cy, radius, colour):
        r2 = radius * radius
        for y in range(self.height):
            for x in range(self.width):
                if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r2:
                    self.set(x, y, colour)


def _dist2(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = (
        0
        if length2 == 0
        else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length2))
    )
    qx, qy = ax + t * dx - px, ay + t * dy - py
    return qx * qx + qy * qy


# Glyphs as polylines in a 4 wide x 6 tall design box.
GLYPHS = {
    1: [[(1, 1.2), (2.2, 0), (2.2, 6)], [(1, 6), (3.4, 6)]],
    2: [[(0.2, 1.2), (1.2, 0), (2.8, 0), (3.8, 1), (3.8, 2), (0.2, 6), (3.8, 6)]],
    3: [
        [(0.2, 0.6), (1, 0), (3, 0), (3.8, 0.8), (3.8, 2), (3, 2.8), (1.4, 2.8)],
        [(3, 2.8), (3.8, 3.8), (3.8, 5.2), (3, 6), (1, 6), (0.2, 5.4)],
    ],
    4: [[(3, 6), (3, 0), (0.2, 4), (3.9, 4)]],
    5: [
        [
            (3.8, 0),
            (0.4, 0),
            (0.2, 2.8),
            (2.8, 2.8),
            (3.8, 3.8),
            (3.8, 5.2),
            (3, 6),
            (0.2, 6),
        ]
    ],
    6: [
        [(3.4, 0), (1.2, 0), (0.2, 1.2), (0.2, 5), (1.2, 6), (2.8, 6), (3.8, 5)],
        [(3.8, 5), (3.8, 4), (2.8, 3), (0.2, 3)],
    ],
    7: [[(0.2, 0), (3.8, 0), (1.6, 6)]],
    8: [
        [
            (1, 0),
            (3, 0),
            (3.7, 0.8),
            (3.7, 2),
            (3, 2.8),
            (1, 2.8),
            (0.3, 2),
            (0.3, 0.8),
            (1, 0),
        ],
        [
            (1, 2.8),
            (0.2, 3.7),
            (0.2, 5.2),
            (1, 6),
            (3, 6),
            (3.8, 5.2),
            (3.8, 3.7),
            (3, 2.8),
        ],
    ],
    "?": [
        [(0.4, 1.2), (1.4, 0), (2.8, 0), (3.8, 1), (3.8, 2), (2, 3.4), (2, 4.4)],
        [(2, 6)],
    ],
}


# -- board tiles ------------------------------------------------------------


class TilePainter:
    """Draws board tiles of one size: the shared parts (a raised or opened
    face, a mine, a flag) and one method per kind of tile."""

    def __init__(self, size):
        self.size = size
        self.c = {name: i for i, (name, _) in enumerate(TILE_COLOURS)}
        self.bevel = max(2, size // 8)
        self.pen = max(2.0, size / 7)
        self.inner = (
            size * 5 // 16,
            size * 3 // 16,
            size - size * 5 // 16,
            size - size * 3 // 16,
        )
        self.kinds = {
            tiles.HIDDEN: self.hidden,
            tiles.EXPLODED: self.exploded,
            tiles.FLAG: self.flagged,
            tiles.WRONG_FLAG: self.wrong_flag,
            tiles.QUESTION: self.question,
            tiles.MINE: self.shown_mine,
            tiles.PRESSED: self.pressed,
            tiles.START: self.start,
        }

    def tile(self, code):
        """The tile of one code, as a new canvas."""
        self.t = Canvas(self.size, self.size, self.c["face"])
        if code <= 8:
            self.number(code)
        else:
            self.kinds[code]()
        return self.t

    # -- parts -------------------------------------------------------------

    def raised(self):
        t, c, size = self.t, self.c, self.size
        for i in range(self.bevel):
            t.rect(0, i, size - i, i + 1, c["white"])  # top
            t.rect(i, 0, i + 1, size - i, c["white"])  # left
            t.rect(i + 1, size - 1 - i, size, size - i, c["shadow"])  # bottom
            t.rect(size - 1 - i, i + 1, size - i, size, c["shadow"])  # right

    def opened(self, background="face"):
        t, c, size = self.t, self.c, self.size
        t.rect(0, 0, size, size, c[background])
        t.rect(0, 0, size, 1, c["shadow"])  # grid line, top and left
        t.rect(0, 0, 1, size, c["shadow"])

    def mine(self):
        t, c, size = self.t, self.c, self.size
        centre = size / 2 + 0.5
        radius = size * 0.27
        spike = size * 0.40
        lines = []
        for dx, dy in ((1, 0), (0, 1), (0.7071, 0.7071), (0.7071, -0.7071)):
            lines.append(
                [
                    (2 + (-dx * spike) * 4 / size, 3 + (-dy * spike) * 6 / size),
                    (2 + (dx * spike) * 4 / size, 3 + (dy * spike) * 6 / size),
                ]
            )
        box = (
            centre - size / 2,
            centre - size / 2,
            centre + size / 2,
            centre + size / 2,
        )
        t.strokes(lines, box, max(1.0, size / 14), c["mine"])
        t.disc(centre, centre, radius, c["mine"])
        corner = int(centre - radius * 0.55)
        glint = max(1, size // 10)
        t.rect(corner, corner, corner + glint, corner + glint, c["white"])

    def flag(self):
        t, c, size = self.t, self.c, self.size
        pole = size * 9 // 16
        top = size * 3 // 16
        base = size * 12 // 16
        thick = max(2, size // 10)
        t.rect(pole, top, pole + thick, base, c["black"])  # pole
        height = size * 6 // 16
        width = size * 6 // 16
        for row in range(height):
            reach = width * (height - abs(2 * row - height + 1)) // height
            t.rect(
                pole - reach, top + row, pole + thick // 2, top + row + 1, c["three"]
            )
        step = max(1, size // 16)
        t.rect(pole - 2 * step, base - step, pole + thick + 2 * step, base, c["black"])
        t.rect(
            pole - 4 * step, base, pole + thick + 4 * step, base + 2 * step, c["black"]
        )

    # -- one drawing per kind of tile ----------------------------------------

    def number(self, code):  # 0-8: an opened cell and its count
        self.opened()
        if code:
            colour = self.c[NUMBER_COLOURS[code - 1]]
            self.t.strokes(GLYPHS[code], self.inner, self.pen, colour)

    def hidden(self):
        self.raised()

    def exploded(self):  # the mine that was hit, on red
        self.opened("three")
        self.mine()

    def flagged(self):
        self.raised()
        self.flag()

    def wrong_flag(self):  # a crossed-out mine
        self.opened()
        self.mine()
        size = self.size
        m = size // 8
        cross = [[(0, 0), (4, 6)], [(4, 0), (0, 6)]]
        box = (m, m, size - m, size - m)
        self.t.strokes(cross, box, max(2.0, size / 10), self.c["three"])

    def question(self):
        self.raised()
        self.t.strokes(GLYPHS["?"], self.inner, self.pen, self.c["black"])

    def shown_mine(self):  # a mine shown after a loss
        self.opened()
        self.mine()

    def pressed(self):  # the held-cell highlight, a sunken tile
        t, c, size = self.t, self.c, self.size
        t.rect(0, 0, size, size, c["pressed"])
        for i in range(self.bevel // 2 + 1):
            t.rect(0, i, size, i + 1, c["shadow"])
            t.rect(i, 0, i + 1, size, c["shadow"])

    def start(self):  # a no-guess board's start cell: a green target
        self.raised()
        t, c, centre = self.t, self.c, self.size / 2
        t.disc(centre, centre, self.size * 0.34, c["start"])
        t.disc(centre, centre, self.size * 0.22, c["face"])
        t.disc(centre, centre, self.size * 0.12, c["start"])


def tile(code, size):
    """One board tile of the given code, size x size pixels."""
    return TilePainter(size).tile(code)


def tile_sheet(size):
    sheet = Canvas(TILE_COUNT * size, size)
    painter = TilePainter(size)
    for code in range(TILE_COUNT):
        sheet.blit(painter.tile(code), code * size, 0)
    return sheet


# -- status bar -------------------------------------------------------------


def segments(width, height):
    """Seven segments a-g: (x0, y0, x1, y1) in a ``width`` x ``height``
    cell, 2 px thick in a 20 px tall cell, 3 in a 28."""
    t = round(height / 10)
    mid0 = height // 2 - t // 2
    mid1 = mid0 + t
    right = width - 1 - t
    return {
        "a": (2, 1, width - 2, 1 + t),
        "b": (right, 1 + t // 2, width - 1, mid0),
        "c": (right, mid1, width - 1, height - 1 - t // 2),
        "d": (2, height - 1 - t, width - 2, height - 1),
        "e": (1, mid1, 1 + t, height - 1 - t // 2),
        "f": (1, 1 + t // 2, 1 + t, mid0),
        "g": (2, mid0, width - 2, mid1),
    }


DIGIT_SEGMENTS = (
    "abcdef",
    "bc",
    "abdeg",
    "abcdg",
    "bcfg",
    "acdfg",
    "acdefg",
    "abc",
    "abcdefg",
    "abcdfg",
    "g",  # minus
    "",  # blank
)


def digit_sheet(width=DIGIT_W, height=DIGIT_H):
    lit = index_of(STATUS_COLOURS, "lit")
    unlit = index_of(STATUS_COLOURS, "unlit")
    sheet = Canvas(
        width * len(DIGIT_SEGMENTS), height, index_of(STATUS_COLOURS, "black")
    )
    for n, on in enumerate(DIGIT_SEGMENTS):
        for name, (x0, y0, x1, y1) in segments(width, height).items():
            colour = lit if name in on else unlit
            ox = n * width
            for y in range(y0, y1):
                for x in range(x0, x1):
                    # Bevel the segment ends so neighbours read as separate.
                    horizontal = (x1 - x0) > (y1 - y0)
                    along, across = (x - x0, y - y0) if horizontal else (y - y0, x - x0)
                    length = (x1 - x0) if horizontal else (y1 - y0)
                    if along + across < 1 and across == 0 and length > 2:
                        continue
                    if along == length - 1 and across == 0:
                        continue
                    sheet.set(ox + x, y, colour)
    return sheet


def face(state, size=FACE):
    """One face of ``size`` pixels square (drawn for 24 and scaled)."""
    c = {name: i for i, (name, _) in enumerate(STATUS_COLOURS)}
    k = size / 24
    f = Canvas(size, size, c["face"])
    sunk = state == "pressed"
    light, dark = ("shadow", "white") if sunk else ("white", "shadow")
    for i in range(round(2 * k)):
        f.rect(0, i, size - i, i + 1, c[light])
        f.rect(i, 0, i + 1, size - i, c[light])
        f.rect(i + 1, size - 1 - i, size, size - i, c[dark])
        f.rect(size - 1 - i, i + 1, size - i, size, c[dark])
    shift = round(k) if sunk else 0
    centre = size / 2 + shift
    f.disc(centre, centre, 8.6 * k, c["dark"])
    f.disc(centre, centre, 7.6 * k, c["yellow"])
    eye = round(2 * k)  # an eye's side
    ex0, ex1 = int(centre) - round(3 * k), int(centre) + round(2 * k)
    ey = int(centre) - round(3 * k)
    # Mouth and eyes in a 4 x 6 design box over the face's middle.
    box = (centre - 5 * k, centre - 5 * k, centre + 5 * k, centre + 5 * k)
    if state == "lost":
        for ex in (ex0, ex1):
            f.strokes(
                [[(0, 0), (4, 6)], [(4, 0), (0, 6)]],
                (ex - k, ey - k, ex + 2 * k, ey + 2 * k),
                1.0 * k,
                c["black"],
            )
        f.strokes(
            [[(1, 5.4), (1.6, 4.6), (2.4, 4.6), (3, 5.4)]], box, 1.2 * k, c["black"]
        )
        return f
    if state == "won":  # sunglasses
        for ex in (ex0, ex1):
            f.rect(ex - eye, ey - eye // 2, ex + eye + eye // 2, ey + eye, c["black"])
        f.rect(ex0, ey - eye // 2, ex1 + eye // 2, ey, c["black"])
    elif state == "paused":  # eyes shut: a dash each
        for ex in (ex0, ex1):
            f.rect(ex - eye // 2, ey + eye // 2, ex + eye, ey + eye, c["black"])
    else:
        for ex in (ex0, ex1):
            f.rect(ex, ey, ex + eye, ey + eye, c["black"])
    if state == "pressed":  # a surprised "o"
        f.disc(centre, centre + 3.5 * k, 2.2 * k, c["black"])
        f.disc(centre, centre + 3.5 * k, 1.0 * k, c["yellow"])
    elif state == "paused":  # a flat mouth, at rest
        f.strokes([[(1.2, 4.7), (2.8, 4.7)]], box, 1.2 * k, c["black"])
    else:
        f.strokes(
            [[(0.9, 4.2), (1.6, 5.0), (2.4, 5.0), (3.1, 4.2)]], box, 1.2 * k, c["black"]
        )
    return f


def face_sheet(size=FACE):
    sheet = Canvas(size * len(FACE_STATES), size)
    for n, state in enumerate(FACE_STATES):
        sheet.blit(face(state, size), n * size, 0)
    return sheet


# -- BMP writer -------------------------------------------------------------


def bmp_bytes(canvas, colours):
    """A 4-bit indexed, uncompressed, bottom-up BMP of the canvas."""
    assert len(colours) <= 16
    row_bytes = ((canvas.width + 1) // 2 + 3) & ~3
    palette = b"".join(
        struct.pack("<BBBB", rgb & 0xFF, (rgb >> 8) & 0xFF, rgb >> 16, 0)
        for _, rgb in colours
    )
    data = bytearray()
    for y in range(canvas.height - 1, -1, -1):
        row = bytearray(row_bytes)
        for x in range(canvas.width):
            value = canvas.get(x, y)
            if x % 2 == 0:
                row[x // 2] |= value << 4
            else:
                row[x // 2] |= value
        data += row
    offset = 14 + 40 + len(palette)
    header = struct.pack("<2sIHHI", b"BM", offset + len(data), 0, 0, offset)
    info = struct.pack(
        "<IiiHHIIiiII",
        40,
        canvas.width,
        canvas.height,
        1,
        4,
        0,
        len(data),
        2835,
        2835,
        len(colours),
        len(colours),
    )
    return header + info + palette + bytes(data)


# -- sounds -----------------------------------------------------------------

RATE = 16000


def _pcm(samples):
    out = bytearray()
    for s in samples:
        out += struct.pack("<h", max(-32767, min(32767, int(round(s * 32767)))))
    return bytes(out)


def _tone(freq, seconds, volume=0.5, attack=0.005, release=0.06):
    """A square-ish tone (odd harmonics) with a short attack and release."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        s = 0.0
        for k, weight in ((1, 1.0), (3, 0.33), (5, 0.2)):
            s += weight * math.sin(2 * math.pi * freq * k * t)
        env = min(1.0, t / attack, (seconds - t) / release)
        out.append(volume * env * s / 1.53)
    return out


def win_sound():
    notes = ((523.25, 0.12), (659.25, 0.12), (783.99, 0.12), (1046.5, 0.36))
    samples = []
    for freq, seconds in notes:
        samples += _tone(freq, seconds)
    samples += _tone(783.99, 0.1) + _tone(1046.5, 0.5)
    return _pcm(samples)


def lose_sound():
    """A noise burst through a falling low-pass filter over a low thump;
    the noise is a fixed LCG so the file is the same every run."""
    n = int(RATE * 1.0)
    state = 12345
    low = 0.0
    out = []
    for i in range(n):
        t = i / RATE
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        noise = state / 0x3FFFFFFF - 1.0
        cutoff = 0.5 * math.exp(-t * 4) + 0.02
        low += cutoff * (noise - low)
        thump = math.sin(2 * math.pi * (70 - 30 * t) * t) * math.exp(-t * 6)
        env = min(1.0, t / 0.002) * math.exp(-t * 3.2)
        out.append(0.9 * env * (0.8 * low * 2.2 + 0.5 * thump))
    return _pcm(out)


def click_sound():
    n = int(RATE * 0.025)
    out = []
    for i in range(n):
        t = i / RATE
        out.append(0.45 * math.sin(2 * math.pi * 1800 * t) * math.exp(-t * 220))
    return _pcm(out)


def wav_bytes(pcm):
    import io

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)
    return buffer.getvalue()


# -- all of it ----------------------------------------------------------------


def build():
    """Every asset, as {file name: bytes}."""
    files = {}
    for size in TILE_SIZES:
        files["tiles%d.bmp" % size] = bmp_bytes(tile_sheet(size), TILE_COLOURS)
    files["digits.bmp"] = bmp_bytes(digit_sheet(), STATUS_COLOURS)
    files["faces.bmp"] = bmp_bytes(face_sheet(), STATUS_COLOURS)
    large = fit("beginner", 480, 320)  # the Titano's larger bar
    name = "%d.bmp" % large.bar
    files["digits" + name] = bmp_bytes(
        digit_sheet(large.digit_w, large.digit_h), STATUS_COLOURS
    )
    files["faces" + name] = bmp_bytes(face_sheet(large.face), STATUS_COLOURS)
    files["win.wav"] = wav_bytes(win_sound())
    files["lose.wav"] = wav_bytes(lose_sound())
    files["click.wav"] = wav_bytes(click_sound())
    return files


def contact_sheet(files, path):
    """All sheets from the written files, scaled up, in one PNG."""
    import io

    from PIL import Image, ImageDraw

    rows = []
    for name, scale in (
        ("tiles16.bmp", 4),
        ("tiles24.bmp", 3),
        ("tiles32.bmp", 2),
        ("digits.bmp", 4),
        ("digits32.bmp", 3),
        ("faces.bmp", 4),
        ("faces32.bmp", 3),
    ):
        image = Image.open(io.BytesIO(files[name])).convert("RGB")
        rows.append(
            (
                name,
                image.resize(
                    (image.width * scale, image.height * scale), Image.NEAREST
                ),
            )
        )
    width = max(img.width for _, img in rows) + 16
    height = sum(img.height + 28 for _, img in rows) + 8
    sheet = Image.new("RGB", (width, height), (40, 44, 52))
    draw = ImageDraw.Draw(sheet)
    y = 8
    for name, img in rows:
        draw.text((8, y), name, fill=(230, 230, 230))
        sheet.paste(img, (8, y + 16))
        y += img.height + 28
    sheet.save(path, format="PNG", optimize=False)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "assets"))
    parser.add_argument("--contact", help="also write a contact-sheet PNG here")
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    files = build()
    total = 0
    for name in sorted(files):
        with open(os.path.join(args.out, name), "wb") as f:
            f.write(files[name])
        total += len(files[name])
        print("%-12s %7d bytes" % (name, len(files[name])))
    print("%-12s %7d bytes" % ("total", total))
    if args.contact:
        contact_sheet(files, args.contact)
        print("contact sheet:", args.contact)
    return 0


if __name__ == "__main__":
    sys.exit(main())
