# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game in progress across power loss: when the app writes it to nvm,
and bringing it back at power-up.

:class:`Saved` keeps its own state: whether the game changed since nvm got
it, and when it last wrote. A game in play is written when it is paused or
the menu opens, and every 30 s of play with something changed; a new game
gives up the saved one. Beside :func:`minesweeper.store.snapshot.dump`'s
bytes go the time played, the hint mark, the level's name, and how many
games of that level had ended when it was saved: a saved game that has
ended since (with no write to clear it) is then not brought back. The
snapshot's code is loaded on use. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const, ticks_diff
from minesweeper.rules.game import PLAYING, WON

SAVE_EVERY_MS = const(30000)  # a game in play is saved at most this often
_VERSION = const(1)  # of the app's bytes beside a saved game
_EXTRA = const(8)  # those bytes, before the level's name


class Saved:
    """What nvm holds of ``app``'s game (its records, game, timer), and when
    to write."""

    def __init__(self, app, now):
        self.app = app
        self.changed = False  # the game on screen changed since nvm got it
        self.holds = False  # nvm holds the game on screen
        self._at = now  # the last write, or the game's start

    def change(self):
        """The game on screen changed: an action, or a hint."""
        self.changed = True

    def fresh(self, now):
        """A new game is on screen: a saved game it replaces is given up;
        the new one is written 30 s after it starts, at the soonest."""
        self.changed = False
        self._at = now
        if self.holds:
            self.holds = False
            self.app.records.clear_game()

    def tick(self, now):
        """Write a game in play that changed, every 30 s of it."""
        if (
            self.changed
            and self.app.timer.running
            and ticks_diff(now, self._at) >= SAVE_EVERY_MS
        ):
            self.store(now)

    def store(self, now):
        """Write the game in play (one nvm write), if it changed."""
        self._at = now
        app = self.app
        if not self.changed or app.records is None or app.game.state != PLAYING:
            return
        from minesweeper.store.snapshot import dump

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
        self.changed = False
        self.holds = True

    def ended(self, now):
        """The game on screen ended: the records learn it; True when it set
        a new best time."""
        app = self.app
        self.changed = False
        if app.records is None:
            return False
        game = app.game
        won = game.state == WON
        seconds = app.timer.seconds(now)
        bbbv = game.bbbv if won else 0
        return app.records.finish(app.level_key, won, seconds, bbbv, app.hinted)

    def restore(self, now):
        """Put the saved game on the app's screen, paused (True), or say why
        not in one line where it is damaged (False)."""
        app = self.app
        data = None if app.records is None else app.records.load_game()
        if data is None:
            return False
        from minesweeper.store.snapshot import load

        self.holds = True  # given up at the next new game, if not brought back
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
        self.changed = False
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
