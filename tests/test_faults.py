# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Faults a real board meets: damaged sprite sheets and sounds, no speaker,
missing libraries. Each costs one console line and the game goes on (or,
without a library it cannot do without, stops cleanly with one line)."""

import importlib
import os
import runpy
import shutil
import struct
import sys

import audiocore
import board
import pytest
from rig import ASSETS, Rig, quantise

from minesweeper.device import screen as screen_module
from minesweeper.device import sound as sound_module
from minesweeper.device.wiring import open_speaker
from minesweeper.rules.game import PLAYING
from minesweeper.rules.tiles import COUNT, HIDDEN, START

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLAIN = tuple(range(0x100000, 0x100010))  # 16 stand-in colours


def with_field(data, offset, fmt, value):
    data = bytearray(data)
    struct.pack_into(fmt, data, offset, value)
    return bytes(data)


def sheet_bytes():
    with open(os.path.join(ASSETS, "tiles32.bmp"), "rb") as f:
        return f.read()


# name: what a damaged tiles32.bmp holds. Each is judged from its header and
# size, before adafruit_imageload sees it.
DAMAGED_SHEETS = {
    "empty": lambda d: b"",
    "header cut short": lambda d: d[:30],
    "truncated": lambda d: d[: len(d) // 2],
    "one byte short": lambda d: d[:-1],
    "not a BMP": lambda d: b"GIF89a" + d[6:],
    "0 bits a pixel": lambda d: with_field(d, 28, "<H", 0),
    "3 bits a pixel": lambda d: with_field(d, 28, "<H", 3),
    "24 bits a pixel": lambda d: with_field(d, 28, "<H", 24),
    "RLE compressed": lambda d: with_field(d, 30, "<I", 2),
    "huge width": lambda d: with_field(d, 18, "<i", 0x7FFFFFFF),
    "too wide for its bytes": lambda d: with_field(d, 18, "<i", 16 * 32 * 2),
    "negative width": lambda d: with_field(d, 18, "<i", -512),
    "too narrow": lambda d: with_field(d, 18, "<i", 100),
    "huge height": lambda d: with_field(d, 22, "<i", 0x7FFFFFFF),
    "most negative height": lambda d: with_field(d, 22, "<i", -(2**31)),
    "zero height": lambda d: with_field(d, 22, "<i", 0),
    "huge palette": lambda d: with_field(d, 46, "<I", 0xFFFFFFFF),
    "palette too big for its bits": lambda d: with_field(d, 46, "<I", 17),
    "pixels past the end": lambda d: with_field(d, 10, "<I", 0xFFFFFFF0),
    "pixels before the palette": lambda d: with_field(d, 10, "<I", 0),
    "tiny info header": lambda d: with_field(d, 14, "<I", 12),
}


def bmp_reader():
    """adafruit_imageload's BMP reader, as the screen will import it next (a
    screen lets the reader's modules go once its sheets are loaded)."""
    return importlib.import_module("adafruit_imageload.bmp")


@pytest.fixture
def loader_calls(monkeypatch):
    """Records each call to adafruit_imageload's BMP reader (and still
    loads)."""
    calls = []
    reader = bmp_reader()
    real = reader.load

    def spy(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(reader, "load", spy)
    return calls


def assert_plain(sheet, out, path):
    bitmap, palette = sheet
    assert (bitmap.width, bitmap.height) == (COUNT * 32, 32)
    assert len(palette) == len(PLAIN) + 1  # the edge's grey, and each colour
    for n in range(COUNT):  # a cell's inside its colour, its edge grey
        assert palette[bitmap[n * 32 + 5, 5]] == PLAIN[n % len(PLAIN)]
        assert palette[bitmap[n * 32, 5]] == palette[bitmap[n * 32 + 5, 0]] == 0x808080
    lines = out.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(path + " missing or unreadable (")
    assert lines[0].endswith("): using plain tiles")


@pytest.mark.parametrize("damage", sorted(DAMAGED_SHEETS))
def test_a_damaged_sheet_is_refused_by_its_header(
    damage, tmp_path, capsys, loader_calls
):
    path = str(tmp_path / "tiles32.bmp")
    with open(path, "wb") as f:
        f.write(DAMAGED_SHEETS[damage](sheet_bytes()))
    sheet = screen_module._load_sheet(path, COUNT, 32, 32, PLAIN)
    assert_plain(sheet, capsys.readouterr().out, path)
    assert loader_calls == []  # never handed to adafruit_imageload


def test_the_real_sheets_pass_the_header_check(loader_calls, capsys):
    for size in (16, 24, 32):
        path = os.path.join(ASSETS, "tiles%d.bmp" % size)
        bitmap, palette = screen_module._load_sheet(path, COUNT, size, size, PLAIN)
        assert (bitmap.width, bitmap.height) == (COUNT * size, size)
        assert palette[9] != PLAIN[9]  # the sheet's own colours
    assert len(loader_calls) == 3 and capsys.readouterr().out == ""


# What adafruit_imageload raises on damaged files, on the device and on the
# desktop, for a header that passes the check.
LOADER_ERRORS = [
    EOFError(),
    ZeroDivisionError("divide by zero"),
    MemoryError("memory allocation failed, allocating 2147483648 bytes"),
    IndexError("index out of range"),
    struct.error("unpack requires a buffer of 4 bytes"),
    OSError(5, "Input/output error"),
    ValueError("value must be 0-15"),
    RuntimeError("Read-only object"),
    NotImplementedError("bitmask compression unsupported"),
    OverflowError("overflow converting long int to machine word"),
]


@pytest.mark.parametrize("error", LOADER_ERRORS, ids=lambda e: type(e).__name__)
def test_any_error_while_loading_a_sheet_falls_back(error, monkeypatch, capsys):
    def load(*args, **kwargs):
        raise error

    monkeypatch.setattr(bmp_reader(), "load", load)
    path = os.path.join(ASSETS, "tiles32.bmp")
    sheet = screen_module._load_sheet(path, COUNT, 32, 32, PLAIN)
    out = capsys.readouterr().out
    assert_plain(sheet, out, path)
    assert type(error).__name__ in out


def test_a_sheet_read_out_of_python_stack_is_named_so(monkeypatch, capsys):
    # CircuitPython's words when a call finds no room on the Python stack
    # (its unix build says the same): the file is not at fault.
    def load(*args, **kwargs):
        raise RuntimeError("pystack exhausted")

    monkeypatch.setattr(bmp_reader(), "load", load)
    path = os.path.join(ASSETS, "tiles32.bmp")
    sheet = screen_module._load_sheet(path, COUNT, 32, 32, PLAIN)
    bitmap, palette = sheet
    assert (bitmap.width, bitmap.height) == (COUNT * 32, 32)  # plain tiles
    assert capsys.readouterr().out.splitlines() == [
        path + " not read: out of Python stack (RuntimeError: pystack exhausted):"
        " using plain tiles"
    ]


def test_a_game_plays_on_a_damaged_sheet(tmp_path, capsys):
    for name in os.listdir(ASSETS):
        shutil.copy(os.path.join(ASSETS, name), tmp_path / name)
    data = DAMAGED_SHEETS["0 bits a pixel"](sheet_bytes())
    (tmp_path / "tiles32.bmp").write_bytes(data)
    rig = Rig("beginner", seed=2, assets=str(tmp_path))
    out = capsys.readouterr().out.splitlines()
    assert [line for line in out if "tiles32.bmp" in line] == [
        "%s/tiles32.bmp missing or unreadable (0 bits a pixel, compression 0: "
        "not an uncompressed indexed BMP): using plain tiles" % tmp_path
    ]
    rig.tap(rig.index(4, 3))
    assert rig.game.state == PLAYING


def wav_bytes():
    with open(os.path.join(ASSETS, "click.wav"), "rb") as f:
        return f.read()


def riff(*chunks):
    body = b"WAVE" + b"".join(
        name + struct.pack("<I", len(data)) + data for name, data in chunks
    )
    return b"RIFF" + struct.pack("<I", len(body)) + body


DAMAGED_WAVS = {
    "empty": lambda d: b"",
    "header cut short": lambda d: d[:20],
    "not RIFF": lambda d: b"OggS" + d[4:],
    "RIFF but not WAVE": lambda d: d[:8] + b"AVI " + d[12:],
    "fmt chunk too short": lambda d: riff((b"fmt ", b"\x01\x00"), (b"data", b"")),
    "no channels": lambda d: with_field(d, 22, "<H", 0),
    "8 channels": lambda d: with_field(d, 22, "<H", 8),
    "24-bit samples": lambda d: with_field(d, 34, "<H", 24),
    "compressed": lambda d: with_field(d, 20, "<H", 2),
    "no data chunk": lambda d: d[:36],
}


def sounds_for(folder):
    """Sounds as wiring builds them, on the desktop's speaker."""
    audio, enable = open_speaker()
    return sound_module.Sounds(audio, enable, str(folder))


@pytest.mark.parametrize("damage", sorted(DAMAGED_WAVS))
def test_a_damaged_wav_turns_that_sound_off(damage, tmp_path, capsys):
    for name in ("click.wav", "win.wav", "lose.wav"):
        shutil.copy(os.path.join(ASSETS, name), tmp_path / name)
    (tmp_path / "click.wav").write_bytes(DAMAGED_WAVS[damage](wav_bytes()))
    sounds = sounds_for(tmp_path)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("%s/click.wav missing or unreadable (" % tmp_path)
    assert lines[0].endswith("): that sound is off")
    assert sorted(sounds.waves) == ["lose", "win"]
    sounds.play("click")  # silently nothing
    sounds.play("win")
    assert sounds.audio.playing


@pytest.mark.parametrize("error", LOADER_ERRORS, ids=lambda e: type(e).__name__)
def test_any_error_while_opening_a_sound_turns_it_off(error, monkeypatch, capsys):
    opened = []
    real_open = open

    def tracking_open(path, mode="r"):
        f = real_open(path, mode)
        opened.append(f)
        return f

    def wave_file(f, buffer=None):
        raise error

    monkeypatch.setattr(audiocore, "WaveFile", wave_file)
    monkeypatch.setattr(sound_module, "open", tracking_open, raising=False)
    sounds = sounds_for(ASSETS)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and sounds.waves == {}
    for line in lines:
        assert type(error).__name__ in line and line.endswith(": that sound is off")
    assert len(opened) == 3 and all(f.closed for f in opened)  # none left open


def test_a_board_without_a_speaker_says_so_once(monkeypatch, capsys):
    monkeypatch.delattr(board, "SPEAKER")
    monkeypatch.delattr(board, "AUDIO_OUT")
    audio, enable = open_speaker()
    sounds = sound_module.Sounds(audio, enable, ASSETS)
    assert capsys.readouterr().out.splitlines() == [
        "no speaker on this board: playing silently"
    ]
    sounds.play("win")
    sounds.poll()


def test_a_speaker_that_will_not_start_says_so_once(monkeypatch, capsys):
    import audioio

    def broken(pin):
        raise RuntimeError("DAC in use")

    monkeypatch.setattr(audioio, "AudioOut", broken)
    audio, enable = open_speaker()
    sound_module.Sounds(audio, enable, ASSETS)
    assert capsys.readouterr().out.splitlines() == [
        "speaker unavailable (DAC in use): playing silently"
    ]


@pytest.mark.parametrize(
    "missing",
    [
        ("adafruit_touchscreen",),
        ("adafruit_imageload",),
        ("adafruit_ticks",),
        ("both",),
    ],
)
def test_code_py_without_a_library_says_which_and_stops(missing, monkeypatch, capsys):
    names = ("adafruit_imageload", "adafruit_touchscreen")
    hidden = names if missing == ("both",) else missing
    for name in hidden:
        monkeypatch.setitem(sys.modules, name, None)  # import raises ImportError
    import minesweeper.device.wiring as wiring

    def start(*args, **kwargs):  # code.py went on: the game would run for good
        raise AssertionError("code.py started the game without " + missing[0])

    monkeypatch.setattr(wiring, "start", start)
    monkeypatch.chdir(ROOT)
    runpy.run_path(os.path.join(ROOT, "code.py"), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1, lines
    assert lines[0] == (
        "cannot start without %s in lib/: copy from Adafruit's CircuitPython "
        "library bundle for this version" % " and ".join(hidden)
    )


def test_the_2019_guides_16_tile_sheet_drops_in(tmp_path, capsys):
    # The guide's SpriteSheet.bmp has 16 tiles: no start-cell tile. It is
    # taken as it is; the start cell shows as a hidden tile with a green mark
    # laid over it, and the mark comes off with the first reveal.
    from PIL import Image

    for name in os.listdir(ASSETS):
        shutil.copy(os.path.join(ASSETS, name), tmp_path / name)
    with Image.open(os.path.join(ASSETS, "tiles32.bmp")) as sheet:
        sheet.crop((0, 0, 16 * 32, 32)).save(tmp_path / "tiles32.bmp")
    no_guess = {"MINESWEEPER_NO_GUESS": "1"}
    rig = Rig("beginner", seed=2, assets=str(tmp_path), env=no_guess)
    rig.run(3000)  # the no-guess board is made
    assert "tiles32.bmp" not in capsys.readouterr().out
    game = rig.game
    start = game.start
    assert start >= 0 and game.tiles[start] == START
    image = rig.image()
    x, y = rig.layout.cell_origin(start)
    hidden = rig.tile_refs[HIDDEN]
    shown = rig.block(x, y, 32, 32, image)
    green = quantise(0x00B000)
    assert shown[16 * 32 + 16] == green  # the mark's dot, at the centre
    assert shown[0] == hidden[0]  # the hidden tile's edge shows around it
    assert sum(p != h for p, h in zip(shown, hidden, strict=True)) > 40
    others = [i for i in range(game.size) if i != start]
    assert all(rig.shown(i, image) == HIDDEN for i in others)
    rig.tap(start)
    assert game.tiles[start] == 0
    assert rig.shown(start) == 0  # the mark is gone with the reveal


def test_the_three_sounds_share_one_buffer_and_each_plays(monkeypatch):
    # One sound plays at a time (play stops the one playing), so one
    # 512-byte buffer serves all three: 1 KB less of a board's heap.
    buffers = []
    real = audiocore.WaveFile

    def wave_file(f, buffer=None):
        buffers.append(buffer)
        return real(f, buffer)

    monkeypatch.setattr(audiocore, "WaveFile", wave_file)
    sounds = sounds_for(ASSETS)
    assert len(buffers) == 3 and len(buffers[0]) == 512
    assert buffers[1] is buffers[0] and buffers[2] is buffers[0]
    for name in ("click", "win", "lose"):
        sounds.play(name)
        assert sounds.audio.playing


def test_the_game_s_plain_tiles_take_4_bits_a_pixel_as_its_sheet_does():
    # A sheet that failed for want of memory is not replaced by one twice
    # its size: the 17 plain tiles' colours (two alike) and the edge's grey
    # fit in 16 shades.
    sheet = screen_module._plain_sheet(COUNT, 32, 32, screen_module._PLAIN_TILES)
    bitmap, palette = sheet
    assert len(palette) <= 16 and (bitmap.width, bitmap.height) == (COUNT * 32, 32)
    for n in range(COUNT):
        assert palette[bitmap[n * 32 + 5, 5]] == screen_module._PLAIN_TILES[n]
