# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``audioio``.

Runs inside the lane's MicroPython (tools/lane32/). ``AudioOut`` plays
nothing; a sound "plays" for the next few reads of ``playing``.
"""


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self.pin = left_channel
        self._left = 0

    def play(self, sample, *, loop=False):
        self._left = 5

    def stop(self):
        self._left = 0

    @property
    def playing(self):
        if self._left:
            self._left -= 1
        return self._left > 0

    def deinit(self):
        pass
