# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A new best game's replay, made for the records' write: the app's end of
a game (:meth:`minesweeper.saved.Saved.ended`) calls :func:`keep`, which
reads the game, its log and its board's name from the app, makes the
entry (:func:`minesweeper.replay.entry.entry`) and finds its room
(:func:`minesweeper.replay.entry.place`); the app hands the bytes and
their offset to the store
(:meth:`minesweeper.store.records.Records.store`), which writes them and
reads nothing of the app. Loaded on a new best only, let go after with
``forget_under("minesweeper.replay")``. Hardware-free.
"""

from minesweeper.replay.entry import entry, place


def _say(message):
    print("replay: " + message)


def keep(app, ms):
    """``(offset, entry)`` of the game on ``app``'s screen, which just set
    a best time of ``ms``, for the records' write; None (one line) when
    its log is incomplete or too long, or the region has no room."""
    playing = app.playing
    game = app.game
    n = playing.logged
    if n <= 0:  # (none for a board too large to log: Playing.begin)
        _say("this game has no whole log: no replay")
        return None
    start = playing.marked if game.guaranteed else -1  # opened first at its mark
    named = app.board()  # (None: not named; its mines are kept all the same)
    no_guess = False
    if named is not None:
        _, _, _, no_guess, _, _ = named  # (as its code names it)
    board = (game.width, game.height, game.mines, no_guess, game.seed)
    data = entry(
        app.level_key, board, game.solution, start, game.classic, ms, playing.log, n
    )
    at = place(app.records, app.level_key, len(data))
    if at is None:
        _say("no room in nvm for a replay")
        return None
    return at, data
