# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``audiocore``.

Runs inside the lane's MicroPython (tools/lane32/). ``WaveFile`` keeps the
open file and the buffer it is given (or one of 512 bytes, as the native
one allocates when given none), and reads the WAV header's rate.
"""


class WaveFile:
    def __init__(self, file, buffer=None):
        if isinstance(file, str):
            file = open(file, "rb")  # kept open, as the native one keeps it
        head = file.read(28)
        if len(head) < 28 or head[:4] != b"RIFF" or head[8:12] != b"WAVE":
            raise ValueError("Invalid WAVE")
        self.sample_rate = head[24] | head[25] << 8 | head[26] << 16
        self._file = file
        self._buffer = bytearray(512) if buffer is None else buffer

    def deinit(self):
        self._file = None
