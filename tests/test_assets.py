# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The generated assets: reproducible, loadable by adafruit_imageload on
Blinka's displayio, in the documented order and formats."""

import os
import sys
import wave

import adafruit_imageload
import displayio
import pytest

from minesweeper.rules import tiles

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "assets")
sys.path.insert(0, os.path.join(ROOT, "tools"))
import make_assets  # noqa: E402

SIZES = (16, 24, 32)


def load(name):
    return adafruit_imageload.load(
        os.path.join(ASSETS, name), bitmap=displayio.Bitmap, palette=displayio.Palette
    )


def cells(name, cell_w, cell_h):
    """Each cell of a one-row sheet as a tuple of RGB values."""
    bitmap, palette = load(name)
    out = []
    for n in range(bitmap.width // cell_w):
        out.append(
            tuple(
                palette[bitmap[n * cell_w + x, y]]
                for y in range(cell_h)
                for x in range(cell_w)
            )
        )
    return out


def test_regenerating_gives_byte_identical_files(tmp_path):
    contact = tmp_path / "contact.png"
    assert make_assets.main(["--out", str(tmp_path), "--contact", str(contact)]) == 0
    with open(os.path.join(ROOT, "docs", "contact-sheet.png"), "rb") as f:
        assert contact.read_bytes() == f.read(), "docs/contact-sheet.png is stale"
    contact.unlink()
    made = sorted(os.listdir(tmp_path))
    assert made == sorted(n for n in os.listdir(ASSETS) if not n.startswith("."))
    for name in made:
        with (
            open(tmp_path / name, "rb") as a,
            open(os.path.join(ASSETS, name), "rb") as b,
        ):
            assert a.read() == b.read(), "%s differs: run make assets" % name


@pytest.mark.parametrize("size", SIZES)
def test_tile_sheets_load_with_the_documented_shape(size):
    bitmap, palette = load("tiles%d.bmp" % size)
    assert (bitmap.width, bitmap.height) == (tiles.COUNT * size, size)
    assert len(palette) <= 16
    used = {bitmap[x, y] for x in range(bitmap.width) for y in range(bitmap.height)}
    assert max(used) < len(palette)
    sheet = cells("tiles%d.bmp" % size, size, size)
    assert len(sheet) == tiles.COUNT == make_assets.TILE_COUNT
    assert len(set(sheet)) == tiles.COUNT, "two tiles look the same"


def colours_in(tile):
    return set(tile)


@pytest.mark.parametrize("size", SIZES)
def test_tiles_are_in_the_tile_code_order(size):
    t = cells("tiles%d.bmp" % size, size, size)

    def at(code, x, y):
        return t[code][y * size + x]

    white, grey, shadow, red = 0xFFFFFF, 0xC0C0C0, 0x808080, 0xFF0000
    # Hidden (and flag, question) are raised: white top-left, shadow bottom-right.
    for code in (tiles.HIDDEN, tiles.FLAG, tiles.QUESTION):
        assert at(code, 1, 1) == white and at(code, size - 2, size - 2) == shadow
    # Opened tiles are flat with a grid line on top and left.
    for code in list(range(9)) + [tiles.MINE, tiles.WRONG_FLAG]:
        assert (
            at(code, 0, size // 2) == shadow and at(code, size - 1, size - 1) != shadow
        )
    assert colours_in(t[tiles.HIDDEN]) == {white, grey, shadow}
    assert 0x000000 in colours_in(t[tiles.QUESTION]) and red not in colours_in(
        t[tiles.QUESTION]
    )
    # 0 is blank; each number carries its classic colour.
    assert colours_in(t[0]) == {grey, shadow}
    number_colours = (
        0x0000FF,
        0x008000,
        0xFF0000,
        0x000080,
        0x800000,
        0x008080,
        0x000000,
        0x808080,
    )
    for n, colour in enumerate(number_colours, start=1):
        counts = {c: t[n].count(c) for c in colours_in(t[n])}
        ink = colour if n != 8 else shadow
        assert counts.get(ink, 0) > size, "tile %d lacks its colour" % n
        assert colours_in(t[n]) <= {grey, shadow, ink}
    # The exploded mine sits on red; the mine after a loss on grey.
    assert at(tiles.EXPLODED, 2, size - 3) == red
    assert at(tiles.MINE, 2, size - 3) == grey
    # The flag is red on a raised tile; the wrong flag crosses a mine in red.
    assert red in colours_in(t[tiles.FLAG])
    assert red in colours_in(t[tiles.WRONG_FLAG]) and 0x202020 in colours_in(
        t[tiles.WRONG_FLAG]
    )
    assert red not in colours_in(t[tiles.MINE])
    # The spare tile is the pressed highlight, its own colour.
    assert 0xA8C8F0 in colours_in(t[tiles.PRESSED])
    # The start cell is a hidden tile with a green mark in its middle.
    start = t[tiles.START]
    assert (
        at(tiles.START, 1, 1) == white and at(tiles.START, size - 2, size - 2) == shadow
    )
    assert colours_in(start) == {white, grey, shadow, 0x00B000}
    assert at(tiles.START, size // 2, size // 2) == 0x00B000
    hidden = t[tiles.HIDDEN]
    changed = [n for n in range(size * size) if start[n] != hidden[n]]
    assert len(changed) > size  # a mark that shows, inside the bevel
    for n in changed:
        x, y = n % size, n // size
        assert size // 8 <= x < size - size // 8 and size // 8 <= y < size - size // 8


def test_status_art():
    bitmap, palette = load("digits.bmp")
    assert (bitmap.width, bitmap.height) == (
        12 * make_assets.DIGIT_W,
        make_assets.DIGIT_H,
    )
    assert len(palette) <= 16
    digits = cells("digits.bmp", make_assets.DIGIT_W, make_assets.DIGIT_H)
    assert len(set(digits)) == 12
    lit = 0xFF2000
    lit_counts = [d.count(lit) for d in digits]
    # "8" lights every segment, "1" two, the minus one, the blank none.
    assert lit_counts[8] == max(lit_counts)
    assert lit_counts[1] < lit_counts[7] < lit_counts[4] < lit_counts[8]
    assert 0 < lit_counts[10] < lit_counts[1]
    assert lit_counts[11] == 0
    faces = cells("faces.bmp", make_assets.FACE, make_assets.FACE)
    assert len(faces) == 5 and len(set(faces)) == 5
    # The pressed face is sunken: its top-left bevel is the dark one.
    assert faces[1][0] == 0x808080 and faces[0][0] == 0xFFFFFF


@pytest.mark.parametrize("name", ["win.wav", "lose.wav", "click.wav"])
def test_sounds_play_on_the_pyportal(name):
    path = os.path.join(ASSETS, name)
    with wave.open(path, "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() <= 22050
        assert w.getcomptype() == "NONE"
        frames = w.readframes(w.getnframes())
    assert os.path.getsize(path) < 64 * 1024
    samples = [
        int.from_bytes(frames[i : i + 2], "little", signed=True)
        for i in range(0, len(frames), 2)
    ]
    assert max(abs(s) for s in samples) > 8000, "nearly silent"


def test_assets_total_size(capsys):
    sizes = {
        n: os.path.getsize(os.path.join(ASSETS, n)) for n in sorted(os.listdir(ASSETS))
    }
    total = sum(sizes.values())
    with capsys.disabled():
        print("\nassets/: %d files, %d bytes" % (len(sizes), total))
    assert total < 200 * 1024  # a small share of the PyPortal's 8 MB flash
