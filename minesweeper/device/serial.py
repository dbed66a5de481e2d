# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Keys typed into the USB serial console (Mu's serial panel, ``screen``,
``tio``), read without ever blocking the game loop.

Part of the PyPortal shell; needs ``supervisor`` (built in on CircuitPython;
a stand-in on the desktop). :meth:`SerialKeys.read` reads only the bytes
``supervisor.runtime.serial_bytes_available`` says are there, one character
at a time from ``sys.stdin``, and decodes them with
:class:`minesweeper.controls.keys.Keys`: arrow keys (their escape sequences, even
split between two passes of the loop), WASD, Space, Enter and the letter
keys, and Esc (an ESC with nothing after it for a pass of the loop).
Anything else typed is ignored. Ctrl-C never gets here: CircuitPython
stops the program itself, as always (and if a Ctrl-C byte did arrive, the
decoder raises ``KeyboardInterrupt`` all the same).
"""

import sys

import supervisor

from minesweeper.controls.keys import NOTHING, Keys

try:  # for type checkers only
    from typing import TextIO
except ImportError:
    pass


class SerialKeys:
    """A keys source for :class:`minesweeper.app.App` over the serial console.

    ``runtime`` and ``stream`` default to ``supervisor.runtime`` and
    ``sys.stdin`` (looked up at each read, so a test may replace it)."""

    def __init__(
        self,
        runtime: "supervisor.Runtime | None" = None,
        stream: "TextIO | None" = None,
    ):
        self.runtime = supervisor.runtime if runtime is None else runtime
        self.stream = stream
        self.decoder = Keys()

    def read(self) -> int:
        """The next key code typed, or NOTHING; never waits."""
        runtime = self.runtime
        stream = self.stream
        if stream is None:
            stream = sys.stdin
        decoder = self.decoder
        while runtime.serial_bytes_available:
            text = stream.read(1)
            if not text:
                return NOTHING
            code = decoder.feed(text[0] if isinstance(text, bytes) else ord(text[0]))
            if code != NOTHING:
                return code
        return decoder.idle()  # the Esc key, once its ESC stays alone
