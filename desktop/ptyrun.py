# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Run the terminal front end in a pseudo-terminal and read its screen.

Shared by the terminal's tests and the README screenshot
(``tools/terminal_shot.py``): :class:`PtyRun` starts ``tools/simulate.py``
on the slave side of a new pseudo-terminal of a given size, types keys into
the master side, and feeds everything the game writes to a ``pyte`` terminal
emulator, so what a player would see can be read back as text (and
colours). :func:`render` draws that screen as a picture with Pillow.
"""

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time

import pyte

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIMULATE = os.path.join(ROOT, "tools", "simulate.py")


class PtyRun:
    """``tools/simulate.py *args`` (or another ``program``: ``tools/dev.py``)
    on a ``columns`` x ``lines`` terminal; ``env`` adds to the environment
    (None for a value removes it)."""

    def __init__(self, *args, columns=80, lines=24, env=None, program=SIMULATE):
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(
            self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0)
        )
        self.saved = termios.tcgetattr(self.slave)
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        self.output = b""
        environ = {
            k: v
            for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "NO_COLOR")
        }
        environ.update(TERM="xterm-256color", SDL_AUDIODRIVER="dummy")
        for name, value in (env or {}).items():
            if value is None:
                environ.pop(name, None)
            else:
                environ[name] = value
        self.process = subprocess.Popen(
            [sys.executable, program, *args],
            stdin=self.slave,
            stdout=self.slave,
            stderr=self.slave,
            env=environ,
            cwd=ROOT,
            start_new_session=True,  # the pty becomes its controlling terminal
        )

    def pump(self, wait=0.05):
        """Read whatever the game has written so far into the emulator."""
        while select.select([self.master], [], [], wait)[0]:
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the game has closed the terminal
                return
            if not data:
                return
            self.output += data
            self.stream.feed(data)
            wait = 0.01

    def text(self):
        """The screen as it shows now, one string a line."""
        self.pump()
        return list(self.screen.display)

    def wait_for(self, predicate, timeout=60.0):
        """Pump until ``predicate(lines)`` holds; the lines, or AssertionError
        with the screen when it never does (a generous limit: no timing is
        being tested)."""
        deadline = time.monotonic() + timeout
        while True:
            lines = self.text()
            if predicate(lines):
                return lines
            if time.monotonic() > deadline:
                raise AssertionError("the screen never showed it:\n" + "\n".join(lines))

    def type(self, data):
        if isinstance(data, str):
            data = data.encode()
        os.write(self.master, data)

    def attrs(self):
        """The terminal's modes now (termios.tcgetattr)."""
        return termios.tcgetattr(self.slave)

    def finish(self, timeout=60.0):
        """Wait for the game to end; its exit status."""
        deadline = time.monotonic() + timeout
        while self.process.poll() is None:
            self.pump(0.05)
            if time.monotonic() > deadline:
                self.process.kill()
                raise AssertionError("the game did not end")
        self.pump(0.05)
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *error):
        self.close()

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass


# pyte's colour names -> RGB, for the picture (a dark terminal theme).
_COLOURS = {
    "default": (0xD0, 0xD0, 0xD0),
    "black": (0x00, 0x00, 0x00),
    "red": (0xC0, 0x30, 0x30),
    "green": (0x30, 0xB0, 0x30),
    "brown": (0xC0, 0xA0, 0x20),
    "blue": (0x40, 0x60, 0xE0),
    "magenta": (0xB0, 0x40, 0xB0),
    "cyan": (0x30, 0xB0, 0xB0),
    "white": (0xC0, 0xC0, 0xC0),
    "brightblack": (0x80, 0x80, 0x80),
    "brightred": (0xFF, 0x50, 0x50),
    "brightgreen": (0x60, 0xF0, 0x60),
    "brightbrown": (0xFF, 0xE0, 0x40),
    "brightblue": (0x70, 0x90, 0xFF),
    "brightmagenta": (0xFF, 0x70, 0xFF),
    "brightcyan": (0x60, 0xF0, 0xF0),
    "brightwhite": (0xFF, 0xFF, 0xFF),
}
_BACKGROUND = (0x1C, 0x1C, 0x22)
_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
    "/System/Library/Fonts/Menlo.ttc",
    "C:/Windows/Fonts/consola.ttf",
)


def _colour(name, default):
    if name == "default":
        return default
    if name in _COLOURS:
        return _COLOURS[name]
    try:  # a 256-colour or true-colour value, as hex
        return tuple(int(name[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return default


def render(screen, rows=None, size=16):
    """A Pillow image of a pyte screen's first ``rows`` lines (all by
    default), in a monospace font where one is installed."""
    from PIL import Image, ImageDraw, ImageFont

    font = bold = None
    for path in _FONTS:
        if os.path.exists(path):
            font = ImageFont.truetype(path, size)
            bold_path = path.replace("Mono.ttf", "Mono-Bold.ttf")
            bold = ImageFont.truetype(
                bold_path if os.path.exists(bold_path) else path, size
            )
            break
    if font is None:
        font = bold = ImageFont.load_default(size)
    cell_w = int(round(font.getlength("M")))
    cell_h = int(size * 1.25)
    rows = screen.lines if rows is None else rows
    pad = cell_w
    image = Image.new(
        "RGB", (screen.columns * cell_w + 2 * pad, rows * cell_h + 2 * pad), _BACKGROUND
    )
    draw = ImageDraw.Draw(image)
    for y in range(rows):
        line = screen.buffer[y]
        for x in range(screen.columns):
            char = line[x]
            fg = _colour(char.fg, _COLOURS["default"])
            bg = _colour(char.bg, _BACKGROUND)
            if char.reverse:
                fg, bg = bg if bg != _BACKGROUND else (0, 0, 0), fg
            left, top = pad + x * cell_w, pad + y * cell_h
            if bg != _BACKGROUND:
                draw.rectangle(
                    (left, top, left + cell_w - 1, top + cell_h - 1), fill=bg
                )
            if char.data.strip():
                draw.text(
                    (left, top + (cell_h - size) // 2),
                    char.data,
                    font=bold if char.bold else font,
                    fill=fg,
                )
    return image
