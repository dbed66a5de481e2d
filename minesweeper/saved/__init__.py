# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""When the records and the game in progress are written to nvm, and the
saved game brought back at power-up.

On a SAMD51 every nvm write, however small, erases the whole 8 KB block
and costs it one of its erase cycles, so :class:`Saved` writes rarely. At
once: a new best time, and the end of a game nvm holds in play or its
giving up for a new one (so that a game that ended never comes back).
Everything else (games played and won, the game in play and its time)
rides on the next write that is due: a pause, the menu, a quit, 5 minutes
of play, or a board left alone for a minute after a change. Play is time
with the board on screen, not paused or in the menu; every write, whoever
asks for it (the menu's choices too), starts the 5 minutes again. The
first hint that counts in a game nvm holds is written at once too, so
that a power cut cannot take its mark away (once a game). The app calls
it at those events; it keeps its own state.

The flash budget: the writes made on their own (a minute alone, 5 minutes
of play) each spend ``_SPEND_MS`` of play from an allowance that play
fills up to ``_ALLOWANCE_MS``, so in any hour of play there are at most
(300 + 3600) / 150 = 26 of them, however the player plays. A minute
alone waits for the allowance only when the game has already written on
its own twice in the last 5 minutes of play. A timed write waits for a
hint in the works (its passes hold the solver, and a write short of room
lets the solver go: :meth:`Saved.store`).

Beside the game's snapshot (:mod:`minesweeper.store.snapshot`) go the
time played, the hint mark and the level's name. The snapshot's module is
loaded for a write that holds a game and for the saved game's return at
power-up (:mod:`minesweeper.saved.game`), and let go after: in play it
would keep 2.3 KB. Another screen's saved game (the desktop's PyPortal and
Titano share nvm) goes back beside this screen's with every write, as it
was. Hardware-free.
"""

from minesweeper.compat import const, forget_under, ticks_diff
from minesweeper.rules.game import PLAYING, WON
from minesweeper.store.slots import put

SAVE_EVERY_MS = const(300000)  # play between timed writes, at least
IDLE_MS = const(60000)  # a board left alone this long after a change is written
_SPEND_MS = const(150000)  # play a write made on its own spends ...
_ALLOWANCE_MS = const(300000)  # ... of an allowance that holds at most this
KEEP_AFTER_MS = const(60000)  # a timed write keeps a game played this long
_CAP = const(0x10000000)  # play counts stop here (small ints on a board)
_VERSION = const(3)  # of the app's bytes beside a saved game (2: no clicks)
_EXTRA = const(8)  # those bytes, before the level's name
_PRACTICE = const(2)  # minesweeper.daily.play.PRACTICE
_NO_CLICKS = const(0xFFFF)  # the clicks' field: not known (see Game.clicks)


class Saved:
    """What nvm holds of the app's game, and when to write it."""

    def __init__(self, app, now):
        self.app = app  # its records (None: nothing is written), game, timer
        self.changed = False  # the game on screen changed since nvm got it
        self.holds = False  # nvm holds the game on screen, in play
        self.ms = 0  # the time nvm holds with the game
        self.play = 0  # ms of play since the last write
        self.quiet = 0  # ms of play since the last change
        self.allowance = _ALLOWANCE_MS  # ms of play writes on their own may spend
        self.other = b""  # another screen's saved game, as nvm holds it
        self._writes = 0  # the records' writes seen (Records.writes)
        self.unkept = False  # the last end's best found no memory for its replay
        self._at = now

    # -- events ------------------------------------------------------------

    def change(self):
        """The game on screen changed: an action, or a hint."""
        self.changed = True
        self.quiet = 0

    def fresh(self):
        """A new game is on screen: a game nvm holds in play is given up,
        written away at once so that it never comes back."""
        self.changed = False
        self.quiet = 0
        if self.holds:
            self._write(b"", 0)

    def hinted(self, now):
        """The game's first hint that counts: a game nvm holds is written
        at once with its mark (a win after a power cut sets no best time);
        one nvm does not hold takes the mark with its first write."""
        self.change()
        if self.holds:
            self.store(now)

    def tick(self, now):
        """Count play; write when a write is due (see above)."""
        app = self.app
        records = app.records
        step = ticks_diff(now, self._at)
        self._at = now
        if records is None:
            return
        if records.writes != self._writes:  # a write, whoever asked for it
            self._writes = records.writes
            self.play = 0
        if app.mode is not app.playing or step <= 0:
            return
        self.play = min(self.play + step, _CAP)
        self.quiet = min(self.quiet + step, _CAP)
        self.allowance = min(self.allowance + step, _ALLOWANCE_MS)
        if app.helper.asking:  # a hint in the works: written after it
            return
        if self.play >= SAVE_EVERY_MS or (
            self.quiet >= IDLE_MS
            and self.allowance >= _SPEND_MS
            and (self.changed or records.dirty)
        ):
            if self.store(now, False):
                self.allowance -= _SPEND_MS

    def store(self, now, always=True):
        """Write if nvm's copy differs from what is on screen: the game in
        play (with ``always``, or when it is one nvm holds or one played a
        minute), its time to the second, the records; True if it wrote (or
        tried to). A pause, the menu, a quit and the timed writes call
        this. Where the heap has no room for it (a board compiling the
        snapshot's module from source, its heap cut up), the solver goes
        (made again in a later pass) and it is tried once more; failing
        again, one line says so, and a timed write waits its period."""
        try:
            return self._store(now, always)
        except MemoryError:
            self.play = self.quiet = 0  # (not tried again at every pass)
            self.app.helper.rest()
        try:
            return self._store(now, always)
        except MemoryError:
            print("save: no memory to write the game")
            return True

    def _store(self, now, always):
        app = self.app
        records = app.records
        if records is None:
            return False
        game = app.game
        ms = app.timer.ms(now)
        keep = game.state == PLAYING and (always or self.holds or ms >= KEEP_AFTER_MS)
        differs = keep and (
            self.changed or not self.holds or ms // 1000 != self.ms // 1000
        )
        if differs or records.dirty:
            self._write(_dump(app, ms) if keep else b"", ms)
            return True
        return False

    def ended(self, now):
        """The game on screen ended: count it; True when it set a new best
        time. A best, or the end of a game nvm holds, is written at once;
        a 3BV or a replay that finds no memory is left out of it."""
        self.unkept = False
        app = self.app
        records = app.records
        if records is None:
            return False
        game = app.game
        won = game.state == WON
        daily = _daily(app, won, app.timer.ms(now), now)
        if daily == _PRACTICE:  # today's daily board again: counts nowhere
            self.changed = False
            if self.holds:
                self._write(b"", 0)
            return False
        try:  # (worked out by its own module)
            bbbv = game.bbbv if won else 0
        except MemoryError:  # not known (None): the game counts all the same
            bbbv = None
        best = records.finish(
            app.level_key,
            won,
            app.timer.ms(now),
            bbbv,
            app.hinted,
            max(0, game.clicks),  # (0: not counted)
            app.board(),  # (as its code names it: the end line's too)
        )
        self.changed = False
        if best or self.holds or daily:  # (daily: the day's result)
            self._write(b"", 0, _replay(app, app.timer.ms(now)) if best else None)
        return best

    def _write(self, data, ms, also=None):
        records = self.app.records
        self.play = 0
        if records.keep_game(data + self.other):
            records.store(also)
        if not records.dirty:  # nvm holds it now
            self.holds = bool(data)
            self.changed = False
            self.ms = ms

    # -- power-up ----------------------------------------------------------

    def restore(self, now):
        """Put this screen's saved game on the app's screen, paused (True),
        or say why not in one line where it is damaged (False); another
        screen's stays in nvm (:mod:`minesweeper.saved.game`, loaded for
        this only)."""
        from minesweeper.saved import game

        try:
            return game.restore(self, now)
        finally:
            forget_under("minesweeper.saved.")
            forget_under("minesweeper.store.snapshot")


def _daily(app, won, ms, now):
    """What :func:`minesweeper.daily.play.ended` says of the game that ended (0:
    not a daily board); its module is loaded only where the records hold a
    daily board's result, and forgotten after, the solver resting meanwhile
    (a board compiling it from source has not the room for both)."""
    data = getattr(app.records, "daily_data", None)  # (None: no records)
    if data is None or not data():
        return 0
    app.helper.rest()  # (the solver's room for it: woken again after)
    from minesweeper.daily import play

    try:
        return play.ended(app, won, ms, now)
    finally:
        forget_under("minesweeper.daily.")


def _replay(app, ms):
    """The new best game's replay for the records' write, or None
    (:func:`minesweeper.replay.keep.keep`, which says in one line why
    not; its code let go after)."""
    try:
        from minesweeper.replay import keep

        also = keep.keep(app, ms)
    except MemoryError:  # the best time is written all the same
        print("replay: no memory to keep this game's replay")
        app.saved.unkept = True  # (the end's note says so)
        also = None
    forget_under("minesweeper.replay")
    return also


def _dump(app, ms):
    """The app's game in play as bytes, its time and level beside it."""
    extra = bytearray(_EXTRA)
    extra[0] = _VERSION
    extra[1] = 1 if app.hinted else 0
    put(extra, 2, ms, 4)
    clicks = app.game.clicks
    put(extra, 6, min(clicks, _NO_CLICKS - 1) if clicks >= 0 else _NO_CLICKS, 2)
    from minesweeper.store.snapshot import dump

    try:
        return dump(app.game, bytes(extra) + app.level_key.encode())
    finally:
        forget_under("minesweeper.store.snapshot")
