# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Keys: the codes every keyboard front end speaks, and a byte decoder.

The key codes, one name for each thing a key can ask for:

==========  =========================================  ==========================
code        keys                                       in play
==========  =========================================  ==========================
``UP``      Up arrow, W                                move the cursor up
``DOWN``    Down arrow, S                              move the cursor down
``LEFT``    Left arrow, A                              move the cursor left
``RIGHT``   Right arrow, D                             move the cursor right
``OPEN``    Space, Enter (CR, LF or CR LF, once)       OPEN on the cursor
``MARK``    F                                          MARK on the cursor
``NEW``     N                                          a new game
``PAUSE``   P                                          pause, or resume
``MENU``    M, Esc (alone)                             ``app.open_menu(now)``, if any
``HINT``    H                                          ``app.helper.hint(now)``
``QUIT``    Q                                          ends the terminal front end
``ERASE``   Backspace, Delete (while typing)           (the code keypad's)
``CHAR``    ``CHAR + byte``: a printable key, typing   (the code keypad's)
``CALIB``   C                                          the menu's Calibrate page
==========  =========================================  ==========================

While a page that takes text is shown (the menu's code keypad),
:func:`typing` has every printable key (letters and Space too) arrive as
``CHAR`` plus its byte, and Backspace as ``ERASE``; Enter, Esc and the
arrows keep their codes.

``OPEN`` and ``MARK`` are :mod:`minesweeper.controls.scheme`'s inputs on a
cell, the same codes a tap and a hold become, so a mode may hand them on
as they are. Letters count in either case. ``NOTHING`` (0) means no key.
A mode of the app takes a code in ``key(code, now)``; a code it has no use
for does nothing. Ctrl-C (byte 3) raises ``KeyboardInterrupt``, as it does on the
device, so a console that passes it through still stops the program.

:class:`Keys` turns the bytes a terminal or serial console sends into key
codes, one byte at a time and without allocating: arrow keys arrive as the
escape sequences ``ESC [ A`` to ``ESC [ D`` (``ESC O A`` to ``ESC O D`` in a
terminal's application mode), possibly split across reads. Any other escape
sequence is skipped whole; an ESC followed by a byte that starts no
sequence is dropped and that byte read as itself, so nothing is ever
swallowed for good. The Esc key sends ESC alone, which only time tells
apart from the start of a sequence: a reader calls :meth:`Keys.idle` when
no byte is waiting, and an ESC still alone at the second such call (a pass
of the game loop later, with nothing after it) is the Esc key, ``MENU``.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.controls.scheme import MARK, OPEN

NOTHING = const(0)
# 1 and 2 are OPEN and MARK, the inputs on a cell.
UP = const(3)
DOWN = const(4)
LEFT = const(5)
RIGHT = const(6)
NEW = const(7)
PAUSE = const(8)
MENU = const(9)
HINT = const(10)
QUIT = const(11)
ERASE = const(12)  # Backspace, while typing
CHAR = const(0x100)  # CHAR + byte: a printable key, while typing
CALIB = const(13)

_ESC = const(0x1B)
_CR = const(0x0D)
_LF = const(0x0A)
_CTRL_C = const(0x03)
_CSI_MAX = const(12)  # parameter bytes an escape sequence may carry

# Decoder states.
_GROUND = const(0)
_AFTER_ESC = const(1)
_CSI = const(2)  # ESC [ ... final
_SS3 = const(3)  # ESC O final

# Byte (below 128) -> key code.
_TABLE = bytearray(128)
for _byte, _code in (
    (" ", OPEN),
    ("\r", OPEN),
    ("\n", OPEN),
    ("w", UP),
    ("s", DOWN),
    ("a", LEFT),
    ("d", RIGHT),
    ("f", MARK),
    ("n", NEW),
    ("p", PAUSE),
    ("m", MENU),
    ("h", HINT),
    ("q", QUIT),
    ("c", CALIB),
):
    _TABLE[ord(_byte)] = _code
    _TABLE[ord(_byte.upper())] = _code


_TYPING = bytearray(1)  # nonzero: printable keys are typed characters


def typing(on):
    """Printable keys type characters (``CHAR + byte``) while ``on``, for
    every decoder (the window, the terminal, the serial console)."""
    _TYPING[0] = 1 if on else 0


def _arrow(final):
    """The arrow key an escape sequence's final byte names, or NOTHING."""
    if final == 0x41:  # A
        return UP
    if final == 0x42:  # B
        return DOWN
    if final == 0x43:  # C
        return RIGHT
    if final == 0x44:  # D
        return LEFT
    return NOTHING


class Keys:
    """A decoder of one byte stream (a terminal, a serial console)."""

    def __init__(self):
        self._state = _GROUND
        self._length = 0  # parameter bytes of the escape sequence so far
        self._cr = False  # the last byte was a CR (a LF after it is the same Enter)
        self._waited = False  # an ESC has been alone through one idle call

    def reset(self):
        """Forget any half-read sequence."""
        self._state = _GROUND
        self._length = 0
        self._cr = False
        self._waited = False

    def idle(self):
        """No byte is waiting now: MENU for an ESC that has stayed alone
        since the last call (the Esc key), else NOTHING."""
        if self._state != _AFTER_ESC:
            return NOTHING
        if not self._waited:
            self._waited = True
            return NOTHING
        self.reset()
        return MENU

    def feed(self, byte):
        """The key code that ``byte`` (0-255) completes, or NOTHING."""
        after_cr = self._cr
        self._cr = byte == _CR
        state = self._state
        if state == _AFTER_ESC:
            self._state = _GROUND
            if byte == 0x5B:  # [
                self._state = _CSI
                self._length = 0
                return NOTHING
            if byte == 0x4F:  # O
                self._state = _SS3
                return NOTHING
            # A lone ESC: drop it and read this byte as itself.
        elif state == _SS3:
            self._state = _GROUND
            if 0x40 <= byte <= 0x7E:
                return _arrow(byte)  # F1-F4 and the like: nothing
        elif state == _CSI:
            if 0x40 <= byte <= 0x7E:  # the final byte
                self._state = _GROUND
                return _arrow(byte)  # with any parameters (Ctrl, Shift)
            if 0x20 <= byte <= 0x3F and self._length < _CSI_MAX:
                self._length += 1
                return NOTHING
            self._state = _GROUND  # not a sequence after all: read the byte
        if byte == _LF and after_cr:
            return NOTHING
        if byte == _ESC:
            self._state = _AFTER_ESC
            self._waited = False
            return NOTHING
        if byte == _CTRL_C:
            self.reset()
            raise KeyboardInterrupt
        if byte >= 0x80:
            return NOTHING
        if _TYPING[0]:
            if byte == 0x7F or byte == 0x08:
                return ERASE
            if byte >= 0x20 and byte != 0x7F:
                return CHAR + byte
        return _TABLE[byte]
