# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Replays of best games, a feature folder: what stays loaded in play is
this module alone, the recorder's part of the log's format (an action's 4
bytes, :func:`put_action`; :class:`minesweeper.playing.Playing` logs each
action with it). The rest loads when used and goes with one
``forget_under("minesweeper.replay.")``: :mod:`.entry` (an entry's format
and where entries lie in ``nvm``), :mod:`.keep` (a new best's entry, for
the records' write), :mod:`.log` (an entry read back) and :mod:`.player`
(the Records page's Watch). The store keeps the bytes it is handed
(:meth:`minesweeper.store.records.Records.store`). Hardware-free.
"""

from minesweeper.compat import const

LOG_CELLS = const(1024)  # the largest board a replay's log names cells of


def put_action(log, at, ms, act, cell):
    """Write a replay's action at ``log[at:at + 4]``: bits 0-19 the game's
    timer ``ms``, 20-29 the ``cell`` (below :data:`LOG_CELLS`), 30-31 the
    action ``act`` less one (read back by
    :func:`minesweeper.replay.log.action`). Bytes apart: no long int on a
    board."""
    log[at] = ms & 0xFF
    log[at + 1] = (ms >> 8) & 0xFF
    log[at + 2] = (ms >> 16) & 15 | (cell & 15) << 4
    log[at + 3] = (cell >> 4) & 63 | (act - 1) << 6
