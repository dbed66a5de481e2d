# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The replay player: a level's best game played again on the board.

Asked for by the Records page's Watch button (the app's pass calls
:func:`watch`), it is the app's mode while shown: its own
:class:`minesweeper.rules.game.Game` on a screen of the replay's board
(made for it where the game's is another size, and made again after), so
the game in play, its timer, the saved game and the records stay as they
were: a watched game never counts as one. The board is the recorded one,
its mines laid from the entry (:mod:`minesweeper.replay.entry`) with
its marked start where it had one: no generator and no solver are
loaded, and the game number is not used to lay it. Then each logged
action is played when the replay's clock,
which starts a second before the game's, reaches its time: the status
bar's time follows the log and ends at the recorded time.

Touch: a tap on the face pauses and plays on, a tap elsewhere plays at the
next speed (1x, 2x, 4x, 8x, then 1x again), a hold goes back. Keys: Space,
Enter or P pause and play on, Right or Up faster, Left or Down slower, M or
Esc back; the others do nothing here. A few seconds after the end (or at
a tap) the player goes back to the Records page, opened alone by the
app's pass once this folder's code is let go
(:meth:`minesweeper.loop.Loop.drain`). Imported only while shown and
let go after with the rest of the folder
(``forget_under("minesweeper.replay")``). Hardware-free.
"""

import gc

from minesweeper import layout as _layout
from minesweeper.compat import const, forget_under, ticks_diff
from minesweeper.controls import keys, touch
from minesweeper.replay import log as _log
from minesweeper.rules.game import LOST, PLAYING, WON, Game

_LEAD_MS = const(1000)  # the board shows this long before the first action
_END_MS = const(4000)  # the end shows this long before going back
_PEEK_MS = const(3000)  # an overlaid bar shows this long after a tap
_SPEEDS = (1, 2, 4, 8)
_WATCH = const(32)  # asked of the app's pass (minesweeper.loop: the same)


def watch(app, key, now):
    """Play ``key``'s replay (the menu closed): None. Where none plays,
    the player's code let go (:func:`_back`) and the line the Records page
    is to show under the level ("" where the player left, ``key`` None; the
    console has it too), which the app's pass opens (:meth:`Loop.drain
    <minesweeper.loop.Loop.drain>`): from there, with none of this
    folder's code running or held, the page's build is shallower and has
    the player's room."""
    if key is None:
        _back(app)
        return ""
    try:
        said = "No replay kept"
        replay = _log.load(app.records, key)
        if replay is not None:
            said = "Not a board shown here"
            lay = _layout_of(replay, app.layout.screen_w, app.layout.screen_h)
            if lay is not None:
                app.switch(Watching(app, replay, lay), now)
                return None
    except MemoryError:
        print("replay: no memory to play it")
        said = "No memory to play it"
    _back(app)
    return said


def _layout_of(replay, screen_w, screen_h):
    """The layout the replay's board is played in on this screen
    (:func:`minesweeper.layout.exactly`), or None, with a console line.
    (A function of its own: ``watch`` is on the deepest Python stack, and
    its frame stays as small as this call makes it.)"""
    cols, rows, mines = replay.cols, replay.rows, replay.mines
    lay = _layout.exactly(replay.key, cols, rows, mines, screen_w, screen_h)
    if lay is None:
        print("replay: of a board this screen does not show")
    return lay


def _screen(app, lay):
    """A screen for ``lay`` in place of the one on show (kept where it
    fits)."""
    screen = app.screen  # (None: the last making ran out of memory)
    if app.make_screen is None or (
        screen is not None and lay.same(screen.layout, mines=False)
    ):
        return
    if screen is not None:
        screen.release()
    screen = app.screen = None  # (collected first)
    gc.collect()
    app.screen = app.make_screen(lay)


def _back(app):
    """The game's screen again where the replay had its own, and the
    player's code let go: its mode too (the paused game's stands in until
    the app's pass opens the Records page), so that nothing holds its
    objects while that page is built."""
    app.mode = app.paused
    _screen(app, app.layout)
    forget_under("minesweeper.replay")
    gc.collect()


class Watching:
    """The app's mode while a replay plays."""

    def __init__(self, app, replay, lay):
        self.app = app
        self.replay = replay
        self.lay = lay
        _screen(app, lay)  # a screen of its own, for another size
        game = Game(
            replay.cols, replay.rows, replay.mines, replay.seed, classic=replay.classic
        )
        self.game = game
        if replay.start < 0:  # laid, nothing opened: the first reveal lays none
            game.load(replay.laid(), game.tiles)
        else:  # the marked start, as the player saw it
            mines = bytearray(game.size)
            for i in replay.laid():
                mines[i] = 1
            game.lay(mines, replay.start)
        self.next = 0  # the next action
        self.clock = -_LEAD_MS  # the replay's time: the game's timer
        self.speed = 0  # of _SPEEDS
        self.paused = False
        self.at = None  # the last pass's ticks
        self.ended = None  # when the last action was played
        self.peek = None  # when the overlaid bar was last asked for

    # -- the mode ----------------------------------------------------------------

    def show(self, now):
        app = self.app
        screen = app.screen
        screen.show_menu(None)
        screen.offset(0, 0)
        screen.redraw(self.game)
        self.at = now
        self.peek = now
        app.note("Replay at 1x", now)
        self.status(now)

    def target(self, x, y):
        """The face, or anywhere else (0: a tap there plays faster, a hold
        goes back, as on the paused board)."""
        if self.lay.on_face(x, y):
            return _layout.FACE_BUTTON
        return 0

    def touch(self, event, target, now):
        self.peek = now
        if event == touch.LONG_PRESS:
            self.leave(now)
        elif event == touch.TAP:
            if self.ended is not None:
                self.leave(now)
            elif target == _layout.FACE_BUTTON:
                self.pause(now)
            else:
                self.faster(1, now)

    def key(self, code, now):
        """Every key is the player's (a new game or the menu from here
        would find the replay's screen)."""
        self.peek = now
        if code == keys.OPEN or code == keys.PAUSE:
            self.pause(now)
        elif code == keys.RIGHT or code == keys.UP:
            self.faster(1, now)
        elif code == keys.LEFT or code == keys.DOWN:
            self.faster(-1, now)
        elif code == keys.MENU:
            self.leave(now)
        return True

    def pause(self, now):
        self.paused = not self.paused
        self.app.note("Paused: tap the face" if self.paused else None, now)

    def faster(self, step, now):
        self.speed = (self.speed + step) % len(_SPEEDS)
        self.paused = False
        self.app.note("Replay at %dx" % _SPEEDS[self.speed], now)

    def leave(self, now):
        """Back to the Records page, from the app's pass (where the Python
        stack is shallow), which calls :func:`watch` with no level."""
        self.app.watched = None
        self.app.ask(_WATCH)

    # -- playing -----------------------------------------------------------------

    def tick(self, now):
        step = ticks_diff(now, self.at)
        self.at = now
        if self.ended is not None:
            if ticks_diff(now, self.ended) >= _END_MS:
                self.leave(now)
                return
        elif not self.paused and 0 < step < 1000:
            self.clock += step * _SPEEDS[self.speed]
            self.play(now)
        self.status(now)

    def play(self, now):
        """Play the actions whose time has come; at the last, the end."""
        replay = self.replay
        game = self.game
        log = replay.log
        while self.next < replay.count:
            ms, action, cell = _log.action(log, 4 * self.next)
            if ms > self.clock:
                return
            self.next += 1
            changed = game.act(action, cell)
            if len(changed):
                self.app.screen.draw(game, changed)
        self.clock = replay.ms
        self.ended = now
        self.peek = now
        self.app.note("Replay: %d.%03d s" % (replay.ms // 1000, replay.ms % 1000), now)

    def status(self, now):
        game = self.game
        screen = self.app.screen
        screen.show_counter(game.mines_left)
        started = game.state >= PLAYING and self.clock > 0
        screen.show_timer(min(999, self.clock // 1000) if started else 0)
        state = game.state
        if self.paused:
            face = "paused"
        else:
            face = "won" if state == WON else "lost" if state == LOST else "playing"
        screen.show_face(face)
        peek = self.peek
        screen.show_bar(
            not self.lay.overlay
            or self.paused
            or self.ended is not None
            or (peek is not None and 0 <= ticks_diff(now, peek) < _PEEK_MS)
        )
