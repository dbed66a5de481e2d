# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game loop: touch samples in, actions on the game, changed tiles out.

:class:`App` is handed everything it drives: a screen (see
:mod:`minesweeper.device.screen`), sounds (:mod:`minesweeper.device.sound`),
a touchscreen with a ``touch_point`` property
(``adafruit_touchscreen.Touchscreen`` on the device, a stand-in on the
desktop), the settings and the layout. It imports
no hardware module itself; :func:`minesweeper.device.wiring.run` wires it up.

One :meth:`App.step` samples the touchscreen once, turns gestures into game
actions, draws the changed cells, keeps the timer, the shake and the sounds
going, and refreshes the display once; nothing in it waits.
"""

from minesweeper import layout as _layout
from minesweeper import touch
from minesweeper.compat import const
from minesweeper.game import LOST, PLAYING, READY, WON, Game
from minesweeper.ticks import ticks_diff
from minesweeper.tiles import FLAG, HIDDEN, PRESSED, QUESTION

SAMPLE_MS = const(20)  # touch sampling period: 50 Hz
SHAKE_MS = const(500)  # how long the board shakes after a loss
_SHAKE_STEP = const(40)  # ms per shake position
RESTART_PAUSE_MS = const(1500)  # after the end, a tap anywhere starts anew
PEEK_MS = const(2000)  # overlay bar: hold this long to see it in play
_PEEK_SHOW = const(3000)  # ... and it stays this long
_SHAKE = ((3, -2), (-3, 2), (2, 3), (-2, -3), (3, 1), (-3, -1), (1, -3), (-1, 3))


class App:
    """One game of Minesweeper on one screen, driven by :meth:`step`."""

    def __init__(self, screen, sounds, touchscreen, settings, layout, now):
        self.screen = screen
        self.sounds = sounds
        self.touchscreen = touchscreen
        self.layout = layout
        self.classic = settings.scheme == "classic"
        self.game = Game(layout.cols, layout.rows, layout.mines, classic=self.classic)
        self.gestures = touch.Gestures(self.target, hold_ms=settings.hold_ms)
        self._lit = -1  # the cell showing the pressed highlight
        self._touch_failed = False
        self._timing = False  # the timer runs
        self._timed = False  # the timer has started in this game
        self._start = now  # when the timer started
        self._ended = now  # when the last game ended
        self._shake_from = None  # when the shake started, while it runs
        self._peek_from = None  # when the overlay bar was last asked for
        self.new_game(now)

    # -- input -----------------------------------------------------------------

    def target(self, x, y):
        """What a press at pixel (x, y) is on: a cell index, the face button,
        or nothing (layout.NOWHERE)."""
        lay = self.layout
        if self.screen.bar_visible:
            if lay.on_face(x, y):
                return _layout.FACE_BUTTON
            if lay.bar_y <= y < lay.bar_y + _layout.BAR:
                return _layout.NOWHERE
        return lay.cell_at(x, y)

    def step(self, now):
        """One pass of the loop at time ``now`` (ms ticks)."""
        try:
            sample = self.touchscreen.touch_point
        except (OSError, RuntimeError, ValueError) as err:
            if not self._touch_failed:
                print("touchscreen read failed (%s): ignoring it" % err)
                self._touch_failed = True
            sample = None
        event = self.gestures.feed(sample, now)
        if event != touch.NOTHING:
            self.handle(event, self.gestures.target, now)
        self.tick(now)
        self.sounds.poll()
        self.screen.refresh()

    def handle(self, event, target, now):
        """Act on one gesture event about ``target``."""
        if event == touch.PRESS:
            self.screen.show_face("pressed")
            if target >= 0 and not self.classic and self.game.state <= PLAYING:
                code = self.game.tile_at(target)
                if code == HIDDEN or code == QUESTION:
                    self._lit = target
                    self.screen.set_cell(target, PRESSED)
            return
        self._unpress()
        if event == touch.TAP:
            self.tap(target, now)
        elif event == touch.LONG_PRESS:
            self.hold(target, now)

    def _unpress(self):
        if self._lit >= 0:
            self.screen.set_cell(self._lit, self.game.tile_at(self._lit))
            self._lit = -1
        self.screen.show_face(self._face())

    def tap(self, target, now):
        game = self.game
        if target == _layout.FACE_BUTTON:
            self.new_game(now)
            return
        if game.state > PLAYING:
            if ticks_diff(now, self._ended) >= RESTART_PAUSE_MS:
                self.new_game(now)
            return
        if target < 0:
            return
        x = target % game.width
        y = target // game.width
        code = game.tile_at(target)
        if self.classic:  # the guide's cycle: hidden, question, flag, open
            if code == HIDDEN:
                changed = game.question(x, y)
            elif code == QUESTION:
                changed = game.flag(x, y)
            elif code == FLAG:
                changed = game.reveal(x, y)
            else:
                return
        elif code == HIDDEN or code == QUESTION:
            changed = game.reveal(x, y)
        elif 0 < code <= 8:
            changed = game.chord(x, y)
        else:
            return
        self.after(changed, now)

    def hold(self, target, now):
        game = self.game
        if target == _layout.FACE_BUTTON or game.state > PLAYING or target < 0:
            self.tap(target, now)
            return
        if self.classic:  # the guide acted on the touch, however long
            self.tap(target, now)
            return
        code = game.tile_at(target)
        if code == HIDDEN or code == QUESTION or code == FLAG:
            self.after(game.flag(target % game.width, target // game.width), now)

    # -- results -----------------------------------------------------------------

    def after(self, changed, now):
        """Show what an action changed, and its consequences."""
        if not len(changed):
            return
        game = self.game
        screen = self.screen
        screen.draw(game, changed)
        screen.show_counter(game.mines_left)
        if game.placed and not self._timed:  # the first reveal starts the timer
            self._timed = self._timing = True
            self._start = now
        if game.state == WON or game.state == LOST:
            seconds = 0  # no reveal, no time
            if self._timing:
                seconds = min(999, ticks_diff(now, self._start) // 1000)
            elif self._timed:  # stopped at 999 while the game went on
                seconds = 999
            self._timing = False
            self._ended = now
            screen.show_face(self._face())
            screen.show_timer(seconds)
            if game.state == WON:
                self.sounds.play("win")
                print("won in %d s, 3BV %d, game %d" % (seconds, game.bbbv, game.seed))
            else:
                self.sounds.play("lose")
                self._shake_from = now
                print("lost after %d s, game %d" % (seconds, game.seed))
        else:
            self.sounds.play("click")

    def _face(self):
        state = self.game.state
        return "won" if state == WON else "lost" if state == LOST else "playing"

    def tick(self, now):
        """The timer, the shake and the overlay bar; cheap when idle."""
        screen = self.screen
        if self._timing:
            seconds = ticks_diff(now, self._start) // 1000
            if seconds >= 999:
                seconds = 999
                self._timing = False  # stays at 999 (ticks differences wrap)
            screen.show_timer(seconds)
        if self._shake_from is not None:
            age = ticks_diff(now, self._shake_from)
            if age >= SHAKE_MS or age < 0:
                self._shake_from = None
                screen.offset(0, 0)
            else:
                dx, dy = _SHAKE[(age // _SHAKE_STEP) % len(_SHAKE)]
                screen.offset(dx, dy)
        if self.layout.overlay:
            if self.gestures.held_ms(now) >= PEEK_MS:
                self._peek_from = now
            peeking = (
                self._peek_from is not None
                and 0 <= ticks_diff(now, self._peek_from) < _PEEK_SHOW
            )
            screen.show_bar(self.game.state != PLAYING or peeking)

    def new_game(self, now, seed=None):
        """Start a new game on the same board size (by default a fresh game
        number)."""
        game = self.game
        game.restart(seed)
        self._lit = -1
        self._timing = self._timed = False
        self._start = now
        self._ended = now
        self._shake_from = None
        self._peek_from = None
        screen = self.screen
        screen.redraw(game)
        screen.offset(0, 0)
        screen.show_counter(game.mines_left)
        screen.show_timer(0)
        screen.show_face("playing")
        if self.layout.overlay:
            screen.show_bar(game.state == READY)

    def run(self, ticks_ms, sleep):
        """Loop forever, sampling the touchscreen every SAMPLE_MS or faster.

        An error inside one pass is printed once (while it repeats) and the
        game goes on: a glitch must not cost the player the game."""
        last_error = None
        while True:
            now = ticks_ms()
            try:
                self.step(now)
            except Exception as err:  # on the device no one else would catch it
                message = "%s: %s" % (type(err).__name__, err)
                if message != last_error:
                    print("error, playing on: " + message)
                    last_error = message
            wait = SAMPLE_MS - ticks_diff(ticks_ms(), now)
            if wait > 0:
                sleep(wait / 1000)
