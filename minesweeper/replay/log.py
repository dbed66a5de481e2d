# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A kept replay read back, for the player: the entry of a level's best
game found in the region and decoded (:class:`Replay`), and its actions
(:func:`action`, the reader of :func:`minesweeper.playing.put_action`).
The entry's format and where entries lie: :mod:`minesweeper.replay.entry`,
which keeping a new best needs without this module. Loaded with the
player only. Hardware-free.
"""

from minesweeper.playing import LOG_CELLS
from minesweeper.replay.entry import (
    CLASSIC,
    FORMAT,
    HEAD,
    NO_GUESS,
    NO_START,
    current,
    field_size,
    scan,
)
from minesweeper.rules.rng import BOARDS_VERSION
from minesweeper.store.slots import bits, get


def _say(message):
    print("replay: " + message)


def action(log, at):
    """``(ms, action, cell)`` of the action at ``log[at:at + 4]``."""
    b = log[at + 2]
    c = log[at + 3]
    ms = log[at] | log[at + 1] << 8 | (b & 15) << 16
    return ms, (c >> 6) + 1, b >> 4 | (c & 63) << 4


class Replay:
    """A decoded entry: the board and its mines, the level, the time and
    the log."""

    def __init__(self, data):
        """``data``: a whole entry (:func:`check` passed it). ValueError,
        one line for the player, for a format or boards version this
        version cannot play, or a board or log that cannot be."""
        if data[2] != FORMAT:
            raise ValueError(
                "a replay of format %d; this version plays %d" % (data[2], FORMAT)
            )
        if data[3] != BOARDS_VERSION:
            raise ValueError(
                "a replay of boards version %d; this version plays %d"
                % (data[3], BOARDS_VERSION)
            )
        self.cols = data[6]
        self.rows = data[7]
        self.mines = get(data, 8, 2)
        flags = data[10]
        self.no_guess = bool(flags & NO_GUESS)
        self.classic = bool(flags & CLASSIC)
        start = get(data, 11, 2)
        self.start = -1 if start == NO_START else start  # the marked cell
        self.seed = get(data, 13, 4)
        self.ms = get(data, 17, 4)
        at = HEAD + data[21]
        self.key = bytes(data[HEAD:at]).decode()
        mark = at + field_size(self.cols, self.rows)
        self.field = memoryview(data)[at:mark]  # the mines (:meth:`laid`)
        self.log = memoryview(data)[mark : len(data) - 4]
        self.count = len(self.log) // 4
        cells = self.cols * self.rows
        laid = 0
        for i in self.laid():
            laid += 1
            if i == self.start:
                laid = -1
                break
        if (
            not 0 < cells <= LOG_CELLS
            or self.mines >= cells
            or laid != self.mines
            or self.start >= cells
            or len(self.log) % 4
        ):
            raise ValueError("a replay of a board that cannot be")
        last = 0
        for k in range(self.count):
            ms, act, cell = action(self.log, 4 * k)
            if cell >= cells or ms < last or ms > self.ms:
                raise ValueError("a replay whose actions do not fit its board")
            last = ms

    def laid(self):
        """The mines' cells, in order."""
        return bits(self.field, 0, self.cols * self.rows)


def load(records, key):
    """The :class:`Replay` of ``key``'s best game, or None with one line
    (none kept, or one this version cannot play, which is dropped: its
    room is free for the next best)."""
    nvm, _, _ = records.region()
    for found in scan(records):
        if found.key == key and current(records, found):
            try:
                return Replay(found.data(nvm))
            except ValueError as err:
                _say("%s: dropped" % err)
                return None
    _say("none kept for %s" % key)
    return None
