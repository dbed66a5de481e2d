# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The app while a game is on screen: gestures on cells become game actions.

:class:`Playing` is the :class:`minesweeper.app.App`'s mode from the first
tap to the end of a game and after it: the pressed-cell highlight, the
input rules of :mod:`minesweeper.controls.scheme`, what an action changed (tiles,
counter, face, sound), the timer, the shake on a loss and the overlay bar's
peek. Hardware-free: it talks to the screen and sounds it is given.

Keys (:mod:`minesweeper.controls.keys`) play through a cursor on one cell. It starts
in the middle of the board, hidden, so touch players never see it; the
first arrow, Space or F only shows it (nothing is opened on a cell the
player has not seen). From then on the arrows move it, stopping at the
board's edges, and Space/Enter and F are the touch inputs ``scheme.OPEN``
and ``scheme.MARK`` on its cell. A tap moves a shown cursor to the tapped
cell. It stays where it is, and shown, across new games.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const, forget_under, ticks_diff
from minesweeper.controls import keys, scheme, touch
from minesweeper.rules.game import LOST, PLAYING, WON
from minesweeper.rules.tiles import HIDDEN, PRESSED, QUESTION, START

SHAKE_MS = const(500)  # how long the board shakes after a loss
_SHAKE_STEP = const(40)  # ms per shake position
RESTART_PAUSE_MS = const(1500)  # after the end, a tap anywhere starts anew
PEEK_MS = const(2000)  # overlay bar: hold this long to see it in play
_PEEK_SHOW = const(3000)  # ... and it stays this long
_SHAKE = ((3, -2), (-3, 2), (2, 3), (-2, -3), (3, 1), (-3, -1), (1, -3), (-1, 3))
LOG_CELLS = const(1024)  # the largest board a replay's log names cells of


def put_action(log, at, ms, act, cell):
    """Write a replay's action at ``log[at:at + 4]``: bits 0-19 the game's
    timer ``ms``, 20-29 the ``cell`` (below :data:`LOG_CELLS`), 30-31 the
    action ``act`` less one (the replay's entry:
    :mod:`minesweeper.replay.entry`; read back by
    :func:`minesweeper.replay.log.action`). Bytes apart: no long int on a
    board."""
    log[at] = ms & 0xFF
    log[at + 1] = (ms >> 8) & 0xFF
    log[at + 2] = (ms >> 16) & 15 | (cell & 15) << 4
    log[at + 3] = (cell >> 4) & 63 | (act - 1) << 6


class Playing:
    """Playing (and the end of a game) on the app's screen."""

    def __init__(self, app):
        self.app = app
        self._lit = -1  # the cell showing the pressed highlight
        self._ended = 0  # when the last game ended
        self._shake_from = None  # when the shake started, while it runs
        self._peek_from = None  # when the overlay bar was last asked for
        self._pressing = False  # a press is held (the face shows it)
        self.bar = True  # the status bar is shown (it may overlay the board)
        game = app.game
        self.cursor = (game.height // 2) * game.width + game.width // 2
        self.cursor_shown = False  # set by the first cursor key
        # The game's log, for a replay (the recorder: put_action; its entry,
        # minesweeper.replay.entry): 4 bytes an action in
        # a buffer made once a board size; logged: actions in it, -1 none.
        self.log = bytearray(0)
        self.logged = -1
        self.marked = -1  # the marked start cell at the first action (no-guess)

    # -- input -----------------------------------------------------------------

    def target(self, x, y):
        """What a press at pixel (x, y) is on: a cell index, the face button,
        or nothing (layout.NOWHERE)."""
        lay = self.app.layout
        if self.bar:
            if lay.on_face(x, y):
                return _layout.FACE_BUTTON
            if lay.on_counter(x, y):
                return _layout.HINT_BUTTON
            if lay.bar_y <= y < lay.bar_y + lay.bar:
                return _layout.NOWHERE
        return lay.cell_at(x, y)

    def touch(self, event, target, now):
        """Act on one gesture event about ``target``."""
        app = self.app
        if event == touch.PRESS:
            self._pressing = True  # (the face shows it: see status)
            if target >= 0 and not app.classic and app.game.state <= PLAYING:
                code = app.game.tile_at(target)
                if code == HIDDEN or code == QUESTION or code == START:
                    self._lit = target
                    app.screen.set_cell(target, PRESSED)
            return
        self._unpress()
        if target >= 0 and self.cursor_shown and event != touch.CANCEL:
            self.cursor = target
            app.screen.show_cursor(target)
        if event == touch.LONG_PRESS and target == _layout.FACE_BUTTON:
            app.open_menu(now)  # hold the face: the menu
        elif event == touch.TAP:
            self.press(scheme.OPEN, target, now)
        elif event == touch.LONG_PRESS:
            self.press(scheme.MARK, target, now)

    def key(self, code, now):
        """Act on one key code (minesweeper.controls.keys): the cursor's
        keys; False for the others (N, P, M, H: the app's)."""
        app = self.app
        if not (keys.UP <= code <= keys.RIGHT or code in (keys.OPEN, keys.MARK)):
            return False
        if not self.cursor_shown:
            self.cursor_shown = True
        elif code == keys.OPEN:
            self.press(scheme.OPEN, self.cursor, now)
        elif code == keys.MARK:
            self.press(scheme.MARK, self.cursor, now)
        else:
            self._move(code)
        if app.mode is self:  # the press may have started a new game
            app.screen.show_cursor(self.cursor)
        return True

    def point_at(self, index):
        """Show the cursor's outline on a cell (a hint's)."""
        self.cursor = index
        self.cursor_shown = True
        self.app.screen.show_cursor(index)

    def _move(self, code):
        width = self.app.game.width
        x = self.cursor % width
        y = self.cursor // width
        if code == keys.UP:
            y = y - 1 if y > 0 else 0
        elif code == keys.DOWN:
            y = y + 1 if y < self.app.game.height - 1 else y
        elif code == keys.LEFT:
            x = x - 1 if x > 0 else 0
        else:
            x = x + 1 if x < width - 1 else x
        self.cursor = y * width + x

    def _unpress(self):
        if self._lit >= 0:
            self.app.screen.set_cell(self._lit, self.app.game.tile_at(self._lit))
            self._lit = -1
        self._pressing = False

    def press(self, kind, target, now):
        """An OPEN or MARK input (scheme) on a cell or button."""
        app = self.app
        game = app.game
        if target == _layout.FACE_BUTTON:
            app.new_game(now)
            return
        if target == _layout.HINT_BUTTON:
            app.helper.hint(now)
            return
        if app.helper.waiting:
            return  # the no-guess board is still being made
        if game.state > PLAYING:
            if ticks_diff(now, self._ended) >= RESTART_PAUSE_MS:
                app.new_game(now)
            return
        if target < 0:
            return
        if game.clicks >= 0:  # (-1: not known)
            game.clicks += 1  # every press on a cell, wasted ones too
        action = scheme.action(kind, app.classic, game.tile_at(target))
        if action != scheme.NONE:
            start = game.start
            changed = game.act(action, target)
            if self.logged >= 0 and changed:  # (one that changed nothing
                self._log(action, target, start, now)  # plays as none)
            if start >= 0 and not game.guaranteed and app.no_guess:  # opened
                app.note("Not no-guess any more", now)  # off the marked cell
            self.after(changed, now)

    def begin(self):
        """A new game: its log starts empty (room for an action a cell, two
        in the classic scheme's cycle, made again only for another board
        size; a longer game keeps none)."""
        game = self.app.game
        size = 8 * game.size if game.classic else 4 * game.size
        self.logged = -1
        if game.size <= LOG_CELLS:
            if len(self.log) != size:
                self.log = bytearray(0)  # (the old one goes first)
                self.log = bytearray(size)
            self.logged = 0

    def _log(self, action, cell, start, now):
        n = self.logged
        log = self.log
        at = 4 * n
        if at >= len(log):
            self.logged = -1
            print("replay: a game of this many actions is not kept")
            return
        if n == 0:
            self.marked = start
        put_action(log, at, self.app.timer.ms(now), action, cell)
        self.logged = n + 1

    # -- results -----------------------------------------------------------------

    def after(self, changed, now):
        """Show what an action changed, and its consequences."""
        if not len(changed):
            return
        app = self.app
        game = app.game
        screen = app.screen
        timer = app.timer
        screen.draw(game, changed)
        app.changed()
        if game.state == PLAYING and game.placed:
            timer.start(now)
        if game.state == WON or game.state == LOST:
            timer.stop(now)  # a game ended by its first tap took 0 s
            app.helper.rest(False)  # its room for the end (the next game wakes it)
            self._ended = now
            code = app.ended_code = app.codes((app.board(),))[0]
            self._record(timer.ms(now), now, code)
            if game.state == WON:
                app.sounds.play("win")
            else:
                app.sounds.play("lose")
                self._shake_from = now
                from minesweeper.odds.verdict import Verdict

                Verdict(app, changed)  # was it a forced guess? (in the passes)
        else:
            app.sounds.play("click")

    def _record(self, ms, now, code):
        """The records learn how the game ended, first: nothing after can
        lose it; its figures show over the board (a daily board's lines
        below) and on the console (:func:`minesweeper.rules.stats.ended`),
        or, where they find no memory, its time (:func:`_ended`).
        The 3BV's module is needed only here: dropped after, not kept
        through the next game."""
        app = self.app
        before = app.noted
        best = app.saved.ended(now)  # (the game's 3BV, worked out with stats)
        try:
            from minesweeper.rules import stats

            text = stats.ended(app.game, ms, best, code)
        except MemoryError:
            text = _ended(app.game.state == WON, ms, best, code)
        forget_under("minesweeper.rules.stats")
        daily = app.noted  # the daily board's lines, if it said some: below
        if app.saved.unkept:  # (its console line said why)
            text += "\nReplay not kept"
        if daily is not before and daily:  # (not a line said before the end)
            text += "\n" + daily
        app.note(text, now)

    def status(self, now):
        """The status bar, decided here alone (paused too): the mines left,
        the seconds, the face and whether the bar shows (where it overlays
        the board: before the first tap, after the end, while paused, and
        for a while after a long hold). The screen writes only what
        differs, so this runs every pass (from :meth:`tick`, after the
        input: not from deep in its calls, which the Python stack could not
        take) and when the mode is shown."""
        app = self.app
        game = app.game
        screen = app.screen
        state = game.state
        paused = app.mode is app.paused
        screen.show_counter(game.mines_left)
        screen.show_timer(app.timer.seconds(now))
        if paused:
            screen.show_face("paused")
        elif self._pressing:
            screen.show_face("pressed")
        else:
            screen.show_face(
                "won" if state == WON else "lost" if state == LOST else "playing"
            )
        peek = self._peek_from
        shown = (
            paused
            or state != PLAYING
            or not app.layout.overlay
            or (peek is not None and 0 <= ticks_diff(now, peek) < _PEEK_SHOW)
        )
        self.bar = shown
        screen.show_bar(shown)

    def tick(self, now):
        """The status bar, the shake and the overlay bar's peek."""
        app = self.app
        screen = app.screen
        if self._shake_from is not None:
            age = ticks_diff(now, self._shake_from)
            if age >= SHAKE_MS or age < 0:
                self._shake_from = None
                screen.offset(0, 0)
            else:
                dx, dy = _SHAKE[(age // _SHAKE_STEP) % len(_SHAKE)]
                screen.offset(dx, dy)
        if app.layout.overlay and app.gestures.held_ms(now) >= PEEK_MS:
            self._peek_from = now
        self.status(now)

    def show(self, now):
        """Draw everything for the game as it stands (a new game, a resume)."""
        app = self.app
        game = app.game
        self._lit = -1
        self._shake_from = None
        self._peek_from = None
        self._pressing = False
        self._ended = now
        screen = app.screen
        screen.show_menu(None)
        screen.show_note(None)
        screen.redraw(game)
        screen.offset(0, 0)
        self.status(now)
        # Not shown yet, or off a smaller board: this board's middle.
        if self.cursor >= game.size or not self.cursor_shown:
            self.cursor = (game.height // 2) * game.width + game.width // 2
        if self.cursor_shown:
            screen.show_cursor(self.cursor)


def _ended(won, ms, best, code):
    """The console's end line and the note of a game whose figures found
    no memory: its time (and code) alone, the note one line."""
    time = "%d.%03d s" % (ms // 1000, ms % 1000)
    print(
        "%s %s, code %s (no memory for the figures)"
        % ("won in" if won else "lost after", time, code or "-")
    )
    return ("New best: " if best else "Won in " if won else "Lost after ") + time
