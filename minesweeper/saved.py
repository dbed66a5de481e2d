# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game in progress across power loss: what the app saves beside the
game's snapshot, and bringing it back at power-up.

Beside :func:`minesweeper.store.snapshot.dump`'s bytes go the time played, the hint
mark, the level's name, and how many games of that level had ended when it
was saved: a saved game that has ended since (with no write to clear it) is
then not brought back. Loaded on use. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const
from minesweeper.rules.game import PLAYING
from minesweeper.store.snapshot import dump, load

_VERSION = const(1)  # of the app's bytes beside a saved game
_EXTRA = const(8)  # those bytes, before the level's name


def save(app, now):
    """Save ``app``'s game in play (one nvm write)."""
    if app.game.state != PLAYING:
        return
    ms = app.timer.ms(now)
    played = app.records.played(app.level_key)
    extra = bytearray(_EXTRA)
    extra[0] = _VERSION
    extra[1] = int(app.hinted)
    for k in range(4):
        extra[2 + k] = ms >> (8 * k) & 0xFF
    extra[6] = played & 0xFF
    extra[7] = played >> 8 & 0xFF
    extra += app.level_key.encode()
    app.records.save_game(dump(app.game, extra))


def restore(app, now):
    """Put the saved game on ``app``'s screen, paused (True), or say why
    not in one line where it is damaged (False)."""
    data = app.records.load_game()
    if data is None:
        return False
    try:
        game, extra = load(data)
        if len(extra) < _EXTRA or extra[0] != _VERSION:
            raise ValueError("saved by another version")
        key = bytes(extra[_EXTRA:]).decode()
        lay = _layout_of(key, game, app.layout.screen_w, app.layout.screen_h)
        played = app.records.played(key)
    except (ValueError, UnicodeError) as err:
        print("saved game unreadable (%s): starting a new one" % err)
        return False
    if game.state != PLAYING or played != extra[6] | extra[7] << 8:
        return False  # it ended after it was saved
    ms = extra[2] | extra[3] << 8 | extra[4] << 16 | extra[5] << 24
    app.show_game(game, lay, key, ms, bool(extra[1]), now)
    return True


def _layout_of(key, game, screen_w, screen_h):
    """The layout a saved game was played on."""
    if key in _layout.LEVELS:
        lay = _layout.fit(key, screen_w, screen_h)
    else:
        lay = _layout.custom(game.width, game.height, game.mines, screen_w, screen_h)
    if (lay.cols, lay.rows, lay.mines) != (game.width, game.height, game.mines):
        raise ValueError("saved for another screen")
    return lay
