# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Play in a text terminal: the device's own App, drawn with text and colours.

    python3 tools/simulate.py --terminal [--titano] [--level L] [--scheme S]
    make play TERMINAL=1

:class:`TerminalScreen` has the interface of the device's
``minesweeper.device.screen.Screen`` (``draw``, ``redraw``, ``set_cell``,
``show_cursor``, ``offset``, ``show_counter``, ``show_timer``, ``show_face``,
``show_bar``, ``show_menu``, ``show_note``, ``refresh``, ``bar_visible``)
and draws the board of a ``minesweeper.layout.fit`` layout as text, two
columns a cell, with ANSI colours (none where ``NO_COLOR`` is set); the
cursor's cell is bracketed and shown in reverse. A page of the menu is drawn
as lines of text, row by row as on the device, the focused control
bracketed. :func:`play` runs the real :class:`minesweeper.app.App` on it as
the board does: it starts in the menu (or the paused game), keeps records
and the game in progress in the window's nvm file, and offers no sound.
Keys are read from the terminal in raw mode through
:class:`minesweeper.controls.keys.Keys` (arrows or WASD, Space/Enter, F, N,
P, H, M or Esc; Q or Ctrl-C quits), and what the game says names keys
where the board names touches (:attr:`TerminalScreen.keys_only`,
:data:`NOTES`). Only plain escape sequences are used, so it works over SSH
and in tmux, with no mouse. The terminal is put back as it was on every way
out: Q, Ctrl-C, SIGTERM, SIGHUP, or an error.

What the game prints (the end of each game, a setting refused before the
game took the terminal) is shown on the two lines under the board (one
under a page of the menu), whole (a game's code never cut), until a new
board (the next game, a replay) is drawn, and printed again on the terminal
once the game is left.
"""

import os
import select
import signal
import sys
import termios
import textwrap
import tty

from dates import Clock
from supervisor import ticks_ms

from minesweeper.controls.keys import NOTHING, QUIT, Keys
from minesweeper.device.wiring import assemble
from minesweeper.menu import grid
from minesweeper.rules import tiles
from minesweeper.rules.game import READY
from minesweeper.shadow import Shadow, ShadowScreen

ENTER = "\x1b[?1049h\x1b[?25l\x1b[H\x1b[2J"  # alternate screen, no cursor
LEAVE = "\x1b[0m\x1b[?25h\x1b[?1049l"  # and back
HELP = "arrows Space=open F=flag N=new P=pause M=menu H=hint Q=quit"
MENU_HELP = "arrows choose, Left/Right change  Space press  M/Esc back  Q quit"
FACES = {"playing": ":)", "pressed": ":o", "won": "B)", "lost": "X(", "paused": "zz"}
# The game's notes that name a touch, as the terminal says them: in keys.
NOTES = {
    "Paused: tap to play on": "Paused: Space to play on",
    "Paused: tap the face": "Paused: Space to play on",  # a replay's
}
_MARGIN = 1  # columns left of the board
_KEEP = 20  # console lines printed again at the end

# Tile code -> (text, SGR colour parameters).
_CELLS = {
    0: (" ", ""),
    1: ("1", "1;94"),
    2: ("2", "1;32"),
    3: ("3", "1;91"),
    4: ("4", "1;34"),
    5: ("5", "1;31"),
    6: ("6", "1;36"),
    7: ("7", "1;35"),
    8: ("8", "1;90"),
    tiles.HIDDEN: (".", "37"),
    tiles.EXPLODED: ("*", "1;97;41"),
    tiles.FLAG: ("F", "1;91"),
    tiles.WRONG_FLAG: ("X", "1;91"),
    tiles.QUESTION: ("?", "1;93"),
    tiles.MINE: ("*", "1"),
    tiles.PRESSED: ("_", "37"),
    tiles.START: ("o", "1;92"),  # a no-guess board's start cell
}
_BRACKET = "1;93"
_COUNTER = "1;91;40"
_FACE = "1;93"
_DIM = "2"
# The board's edge, so that an opened blank area does not run into the
# terminal's own blank.
_TOP = "\u250c\u2510"  # corners
_BOTTOM = "\u2514\u2518"
_EDGE = "\u2500"
_SIDE = "\u2502"


def cell_text(code):
    """The character a tile code is drawn as (a hidden cell's for codes the
    terminal does not know)."""
    return _CELLS.get(code, _CELLS[tiles.HIDDEN])[0]


class TerminalScreen(ShadowScreen):
    """The game's screen as text; :meth:`refresh` writes a whole frame with
    ``write`` when anything changed. ``size()`` gives the terminal's
    (columns, lines)."""

    keys_only = True  # the menu's How to play names keys, not touches

    def __init__(self, layout, write, colour=True, size=None):
        self.write = write
        self.colour = colour
        self.size = size
        self.use(layout)
        self.menu = None  # the menu's page (minesweeper.menu.grid.Page) on show
        self.menu_lines = None  # and its lines of text
        self.note = None
        self.bar_visible = True
        self.counter = 0
        self.timer = 0
        self.face = "playing"
        self.cursor = -1
        self.shift = 0  # the shake: the board moved a column right
        self.message = ""
        self.carried = False  # the message was said in the menu, before a board
        self.dirty = True
        self.clear = False  # clear the whole terminal first (after a resize)

    def use(self, layout):
        """Show a board of ``layout``'s size (a new level): returns itself,
        so it serves as the app's ``make_screen``."""
        self.layout = layout
        self.cells = bytearray(layout.cols * layout.rows)
        for i in range(len(self.cells)):
            self.cells[i] = tiles.HIDDEN
        self.shadow = Shadow(len(self.cells), self.cells)
        self.cursor = -1
        self.clear = True
        self.dirty = True
        return self

    # -- the interface of minesweeper.device.screen.Screen ------------------------

    def draw(self, game, changed):
        self.carried = False  # a move: the board's own from now on
        super().draw(game, changed)

    def redraw(self, game):
        """As the device's; a new board (a new game, a replay: nothing
        opened yet) takes away the console line of the one before, but one
        said in the menu that started it (a daily board's)."""
        if game.state == READY and not self.carried:
            self._set("message", "")
        super().redraw(game)

    def show_menu(self, page):
        if page is not None and self.menu_lines is None:  # the menu opens
            self.carried = False
        self.menu = page
        self._set("menu_lines", None if page is None else menu_text(page))

    def show_note(self, text):
        if text:  # the end of a game's figures: a few lines, as one
            text = text.replace("\n", "  ")
        self._set("note", NOTES.get(text, text))

    def show_cursor(self, index):
        if index != self.cursor:
            self.cursor = index
            self.dirty = True

    def offset(self, dx, dy):
        shift = 1 if dx > 0 else 0
        if shift != self.shift:
            self.shift = shift
            self.dirty = True

    def show_counter(self, value):
        self._set("counter", value)

    def show_timer(self, value):
        self._set("timer", value)

    def show_face(self, name):
        self._set("face", name)

    def show_bar(self, visible):
        self.bar_visible = visible  # a terminal has room: the bar stays

    def refresh(self):
        if self.dirty:
            self.dirty = False
            self.write(self.frame())

    # -- text ---------------------------------------------------------------------

    def say(self, line):
        """Show one console line under the board."""
        self._set("message", line)
        self.carried = self.menu_lines is not None  # (for the board it starts)

    def resized(self):
        self.clear = True
        self.dirty = True

    def _set(self, name, value):
        if getattr(self, name) != value:
            setattr(self, name, value)
            self.dirty = True

    def _paint(self, text, sgr):
        if not self.colour or not sgr:
            return text
        return "\x1b[%sm%s\x1b[0m" % (sgr, text)

    def needs(self):
        """The (columns, lines) a frame takes: the board in its edge (and
        its shake), with the status line above it and three text lines
        below (the keys, and two for what the game says)."""
        return (_MARGIN + 1 + 2 * self.layout.cols + 3, self.layout.rows + 6)

    def lines(self, columns=200):
        """The frame as lines of text with colour codes, the text lines cut to
        ``columns`` (a line that wraps would move everything below it)."""
        room = max(0, columns - _MARGIN - 1)
        cols = self.layout.cols
        width = 2 * cols + 1
        counter = _number(self.counter)
        timer = _number(self.timer)
        face = FACES.get(self.face, ":)")
        gap = width - 2 - len(counter) - len(timer) - len(face)
        left = gap // 2
        status = (
            " "
            + self._paint(counter, _COUNTER)
            + " " * left
            + self._paint(face, _FACE)
            + " " * (gap - left)
            + self._paint(timer, _COUNTER)
        )
        if self.menu_lines is not None:
            return self._menu_lines(room)
        margin = " " * (_MARGIN + self.shift)
        edge = _EDGE * width
        out = [" " * _MARGIN + " " + status]
        out.append(margin + self._paint(_TOP[0] + edge + _TOP[1], _DIM))
        cursor_x = self.cursor % cols if self.cursor >= 0 else -2
        cursor_y = self.cursor // cols if self.cursor >= 0 else -1
        side = self._paint(_SIDE, _DIM)
        for y in range(self.layout.rows):
            parts = [margin, side]
            row = y * cols
            for x in range(cols):
                if y == cursor_y and x == cursor_x:
                    parts.append(self._paint("[", _BRACKET))
                elif y == cursor_y and x == cursor_x + 1:
                    parts.append(self._paint("]", _BRACKET))
                else:
                    parts.append(" ")
                text, sgr = _CELLS.get(self.cells[row + x], _CELLS[tiles.HIDDEN])
                if y == cursor_y and x == cursor_x:
                    sgr = (sgr + ";7") if sgr else "7"
                parts.append(self._paint(text, sgr))
            last = y == cursor_y and cursor_x == cols - 1
            parts.append(self._paint("]", _BRACKET) if last else " ")
            parts.append(side)
            out.append("".join(parts))
        out.append(margin + self._paint(_BOTTOM[0] + edge + _BOTTOM[1], _DIM))
        out.append(" " * _MARGIN + self._paint(HELP[:room], _DIM))
        for line in _two_lines(self.note or self.message, room):
            out.append(" " * _MARGIN + line)
        return out

    def _menu_lines(self, room):
        """The menu's page: its lines, the focused control bracketed."""
        out = []
        for line in self.menu_lines:
            at = line.find("\0")
            if at >= 0:  # the focused control, between two NULs
                end = line.index("\0", at + 1)
                line = (
                    line[:at]
                    + self._paint("[" + line[at + 1 : end] + "]", _BRACKET)
                    + line[end + 1 :]
                )
            out.append(" " * _MARGIN + line)
        out.append(" " * _MARGIN + self._paint(MENU_HELP[:room], _DIM))
        if self.message:  # what the game said last, as under the board
            out.append(" " * _MARGIN + self.message[:room])
        return out

    def frame(self):
        """Everything to write for one frame: home, the lines, clear the rest."""
        size = self.size() if self.size is not None else None
        need_w, need_h = self.needs()
        if size is not None and (size[0] < need_w or size[1] < need_h):
            body = [
                "This terminal is %dx%d;" % size,
                "the board needs %dx%d." % (need_w, need_h),
                "Make it larger, or press Q.",
            ]
        else:
            body = self.lines(size[0] if size is not None else 200)
        head = "\x1b[2J\x1b[H" if self.clear else "\x1b[H"
        self.clear = False
        return head + "\x1b[K\r\n".join(body) + "\x1b[K\x1b[J"


def _control_text(control):
    """A control of the menu as text: what it is and what it shows."""
    kind = control.kind
    if kind == grid.STEPPER:
        return "%s %s  - +" % (control.name, control.value)
    if kind == grid.CYCLER:
        return "%s: < %s >" % (control.name, control.value)
    if kind == grid.TOGGLE:
        return "%s: %s" % (control.name, control.value)
    return control.name


def _off_controls(page, text, n, line):
    """``(x, words)`` of what line ``n`` of a label shows off the controls
    (the code typed beside Back, the line beside OK), or None. A control's
    own words, which its text shows, are left out: those drawn on its face
    (a cycler's level, a stepper's "-" and "+") and those beside it that
    are its name or value (a stepper's "Width" and "9")."""
    cell = grid.FONT_W * text.scale
    y = text.y + n * text.pitch * text.scale
    on = [c for c in page.controls if c.y <= y < c.y + c.h]  # its row's
    kept = ""
    for k, char in enumerate(line):
        middle = text.x + k * cell + cell // 2
        covered = [c for c in on if c.x <= middle < c.x + c.w]
        kept += " " if covered else char
    own = set()
    for c in on:
        own.update(c.name.split() + str(c.value).split())
    if not set(kept.split()) - own:
        return None
    return text.x + (len(kept) - len(kept.lstrip())) * cell, kept.strip()


def _row_at(page, y):
    """The row of ``page`` that pixel row ``y`` is in (its rows' tops are
    its ``edges``)."""
    edges = page.edges
    row = 0
    while row + 2 < len(edges) and edges[row + 1] <= y:
        row += 1
    return row


def menu_text(page):
    """A menu page as lines of text, top to bottom as on the device: the
    controls of a row side by side, the focused one between two NULs, and
    the page's title and other texts (a control's own label is its text:
    of a label, only what is drawn off the controls shows)."""
    items = []  # (row, line of a text, x, text, focused)
    for k, c in enumerate(page.controls):
        row = _row_at(page, c.y)
        items.append((row, 0, c.x, _control_text(c), k == page.focus))
    for t in page.texts:
        row = _row_at(page, t.y)
        for n, line in enumerate(t.text.split("\n")):
            if t.role != grid.LABEL:
                items.append((row, n, t.x, line.strip(), False))
                continue
            found = _off_controls(page, t, n, line)
            if found is not None:
                items.append((row, n, found[0], found[1], False))
    items.sort()
    lines = []
    at = None
    for row, n, _, text, focused in items:
        text = "\0%s\0" % text if focused else " %s " % text
        if at == (row, n):
            lines[-1] += "  " + text
        else:
            lines.append(text)
            at = (row, n)
    return lines


def _two_lines(text, room):
    """``text`` in two lines of at most ``room`` characters, broken after a
    comma where it can (a game's end line: its figures, then its code),
    else between words; where it needs more, the first is shortened (its
    end left out) so that the last, with the code, stays whole."""
    room = max(1, room)
    parts = text.split(", ")
    lines = []
    for k, part in enumerate(parts):
        part += "," if k < len(parts) - 1 else ""
        if lines and len(lines[-1]) + 1 + len(part) <= room:
            lines[-1] += " " + part
        else:
            lines += textwrap.wrap(part, room)
    if len(lines) > 2:
        rest = textwrap.shorten(" ".join(lines[:-1]), max(5, room), placeholder=" ...")
        lines = [rest[:room], lines[-1]]
    return (lines + ["", ""])[:2]


def _number(value):
    """Three characters, as the device's digits show it: 0-999 or -99 to -1."""
    value = max(-99, min(999, value))
    return "-%02d" % -value if value < 0 else "%03d" % value


class TerminalKeys:
    """The App's keys source: bytes from the terminal, through the decoder.
    Q (or the terminal closing) raises SystemExit; Ctrl-C, read as a byte in
    raw mode, raises KeyboardInterrupt (the decoder does)."""

    def __init__(self, fd):
        self.fd = fd
        self.decoder = Keys()
        self.data = b""
        self.at = 0

    def read(self):
        while True:
            if self.at < len(self.data):
                self.at += 1
                code = self.decoder.feed(self.data[self.at - 1])
                if code == QUIT:
                    raise SystemExit(0)
                if code != NOTHING:
                    return code
                continue
            if not select.select([self.fd], [], [], 0)[0]:
                return self.decoder.idle()  # a lone Esc, once it stays alone
            try:
                self.data = os.read(self.fd, 256)
            except OSError:
                self.data = b""
            self.at = 0
            if not self.data:
                raise SystemExit(0)  # end of input: the terminal has gone


class Messages:
    """Stands in for sys.stdout while the game has the terminal: each line
    printed is shown under the board and kept."""

    def __init__(self, screen):
        self.screen = screen
        self.partial = ""
        self.kept = []

    def write(self, text):
        lines = (self.partial + text).split("\n")
        self.partial = lines.pop()
        for line in lines:
            if line.strip():
                self.screen.say(line.strip())
                self.kept = self.kept[-_KEEP + 1 :] + [line.strip()]
        return len(text)

    def flush(self):
        pass


class Quiet:
    """Sounds for a terminal: none (so the menu offers none)."""

    audible = False

    def play(self, name):
        pass

    def configure(self, sound, click):
        pass

    def poll(self):
        pass


class NoTouch:
    touch_point = None


def _writer(fd):
    def write(text):
        data = text.encode()
        while data:
            data = data[os.write(fd, data) :]

    return write


def _stop(signum, frame):
    raise SystemExit(128 + signum)


def play(settings, size, seed=None, stdin=None, stdout=None, said=()):
    """Play the board of a screen of ``size`` (width, height) in the
    terminal on ``stdin``/``stdout`` (file descriptors, by default the
    process's) until Q or Ctrl-C (the app keeps the game in play in nvm as
    it quits); returns the exit status. The app is set up as the window's
    (:func:`minesweeper.device.wiring.assemble`): records and the game in
    the window's nvm file, and the settings given for this run win over the
    menu's saved choices. ``said``: lines said before the game took the
    terminal (a refused option), shown under the board as the game's own."""
    fd_in = sys.stdin.fileno() if stdin is None else stdin
    fd_out = sys.stdout.fileno() if stdout is None else stdout
    write = _writer(fd_out)

    def terminal_size():
        try:
            return tuple(os.get_terminal_size(fd_out))
        except OSError:
            return None

    from microcontroller import nvm  # the window's file: the same records

    if seed is not None:
        settings.game = seed
    screen = None  # made by the set-up, for its layout

    def make_screen(layout):
        nonlocal screen
        if screen is None:
            colour = not os.environ.get("NO_COLOR")
            screen = TerminalScreen(layout, write, colour, terminal_size)
            return screen
        return screen.use(layout)

    keys = TerminalKeys(fd_in)
    app = assemble(
        size, settings, ticks_ms(), nvm, True, make_screen,
        lambda choices: (Quiet(), NoTouch(), keys), None, None, Clock(),
    )  # fmt: skip
    messages = Messages(screen)
    saved = termios.tcgetattr(fd_in)
    handlers = {}
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            handlers[name] = signal.signal(getattr(signal, name), _stop)
    handlers["SIGWINCH"] = signal.signal(
        signal.SIGWINCH, lambda signum, frame: screen.resized()
    )
    real_stdout = sys.stdout
    status = 0
    try:
        tty.setraw(fd_in, termios.TCSANOW)
        write(ENTER)
        sys.stdout = messages
        for line in said:
            print(line)
        app.playing.cursor_shown = True  # keys are all a terminal has
        app.start(ticks_ms())  # the saved game, paused, or the menu

        def sleep(seconds):  # until the next pass, or a key
            select.select([fd_in], [], [], seconds)

        app.run(ticks_ms, sleep)
    except KeyboardInterrupt:
        status = 0
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 0
    finally:
        sys.stdout = real_stdout
        try:
            write(LEAVE)
        except OSError:
            pass  # the terminal has gone
        try:
            termios.tcsetattr(fd_in, termios.TCSADRAIN, saved)
        except termios.error:
            pass
        for name, handler in handlers.items():
            signal.signal(getattr(signal, name), handler)
    for line in messages.kept:
        print(line)
    return status
