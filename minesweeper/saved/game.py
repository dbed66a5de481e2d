# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The saved game brought back at power-up (:meth:`minesweeper.saved.Saved.restore`):
loaded then, with the snapshot's module, and let go after.

nvm keeps a game in progress for each screen size that left one, one
snapshot after another (:mod:`minesweeper.store.snapshot`; the app's bytes
beside each, :mod:`minesweeper.saved` says which): the desktop's PyPortal
and Titano share one nvm file, and neither loses its game to the other. This
screen's comes back paused; another screen's is not damage, and is kept as
nvm holds it (``Saved.other``, written beside this screen's with every
write), its board unread. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const
from minesweeper.rules.game import PLAYING
from minesweeper.rules.levels import level_key, parse_key
from minesweeper.store.records import GAME_ROOM, GAMES_ROOM
from minesweeper.store.slots import get
from minesweeper.store.snapshot import head, load

_VERSION = const(3)  # minesweeper.saved's: of the app's bytes beside a game
_EXTRA = const(8)  # those bytes, before the level's name (2 fewer in version 2)
_NO_CLICKS = const(0xFFFF)  # the clicks' field: not known


def restore(saved, now):
    """Put this screen's saved game on ``saved.app``'s screen, paused
    (True), or say why not in one line where nvm's games are damaged
    (False); another screen's stays in nvm."""
    app = saved.app
    records = app.records
    data = records.load_game() if records is not None else None
    if data is None:
        return False
    lay = app.layout
    mine = other = None
    at = 0
    try:
        while at < len(data):
            cols, rows, mines, extra, n = head(data[at:])
            piece = data[at : at + n]
            at += n
            key = _key(extra, records)
            found = _layout.exactly(key, cols, rows, mines, lay.screen_w, lay.screen_h)
            if found is None:  # another screen's: kept as it is
                other = other or piece
            elif mine is None:
                mine = load(piece), found, key
    except (ValueError, UnicodeError) as err:
        print("saved game unreadable (%s): starting a new one" % err)
        records.keep_game(b"")  # gone with the next write
        return False
    if other is not None and len(other) > GAMES_ROOM - GAME_ROOM:
        print(
            "saved game of another screen: no room for it beside this screen's; it goes"
        )
        other = None
    saved.other = other or b""
    if mine is None or mine[0][0].state != PLAYING:
        records.keep_game(saved.other)  # (an ended game goes with the next write)
        return False
    (game, extra), lay, key = mine
    # (a game saved under a preset's bare name, as before keys had sizes,
    # comes back under its sized key)
    level, _, _, _ = parse_key(key)
    key = level_key(level, lay.cols, lay.rows, lay.mines)
    ms = get(extra, 2, 4)
    full = extra[0] == _VERSION
    clicks = get(extra, 6, 2) if full else _NO_CLICKS  # (version 2: none kept)
    game.clicks = -1 if clicks == _NO_CLICKS else clicks
    app.show_game(game, lay, key, ms, bool(extra[1]), now)
    saved.holds = True
    saved.changed = False
    saved.ms = ms
    return True


def _key(extra, records):
    """The level key in a saved game's app bytes; ValueError where they
    are not this version's (or the one before) or the key is not a level's."""
    version = extra[0] if extra else 0
    at = _EXTRA if version == _VERSION else _EXTRA - 2  # (2: no clicks)
    if len(extra) < at or version not in (2, _VERSION):
        raise ValueError("saved by another version")
    key = bytes(extra[at:]).decode()
    records.figures(key)  # ValueError for a level key that is not one
    return key
