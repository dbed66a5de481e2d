# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game loop: touch samples in, actions on the game, changed tiles out.

:class:`App` is handed everything it drives: a screen (see
:mod:`minesweeper.device.screen`), sounds (:mod:`minesweeper.device.sound`),
a touchscreen with a ``touch_point`` property
(``adafruit_touchscreen.Touchscreen`` on the device, a stand-in on the
desktop), optionally a source of typed keys (``read()`` returning a
:mod:`minesweeper.keys` code or ``keys.NOTHING``, never waiting: the serial
console on the device, a terminal on the desktop), the settings and the
layout. It imports no hardware module itself;
:func:`minesweeper.device.wiring.run` wires it up.

What the player is doing is a mode, each in its own module and each small:
:class:`minesweeper.playing.Playing` (a game on screen, and its end) and
:class:`minesweeper.paused.Paused`. A mode answers ``target(x, y)`` (what a
press there is on), ``touch(event, target, now)``, ``key(code, now)`` (a
:mod:`minesweeper.keys` code), ``tick(now)`` and ``show(now)`` (draw
yourself). The app keeps what they share: the game, its timer, the
gestures, the screen and sounds.

One :meth:`App.step` samples the touchscreen once and takes any typed keys,
turns gestures and keys into game actions, draws the changed cells, keeps
the timer, the shake and the sounds going, and refreshes the display once;
nothing in it waits. Data flows one way: samples and keys, gestures,
actions, changed cells, tile writes.
"""

from minesweeper import keys as _keys
from minesweeper import touch
from minesweeper.compat import const
from minesweeper.game import PLAYING, Game
from minesweeper.paused import Paused
from minesweeper.playing import Playing
from minesweeper.ticks import ticks_diff
from minesweeper.timer import Timer

SAMPLE_MS = const(20)  # touch sampling period: 50 Hz
_KEYS_PER_STEP = const(8)  # at most this many keys are acted on in one pass


class App:
    """One game of Minesweeper on one screen, driven by :meth:`step`."""

    def __init__(self, screen, sounds, touchscreen, settings, layout, now, keys=None):
        self.screen = screen
        self.sounds = sounds
        self.touchscreen = touchscreen
        self.keys = keys  # read() -> a minesweeper.keys code, or NOTHING
        self.settings = settings
        self.layout = layout
        self.classic = settings.scheme == "classic"
        self.game = Game(layout.cols, layout.rows, layout.mines, classic=self.classic)
        self.timer = Timer()
        self.gestures = touch.Gestures(self.target, hold_ms=settings.hold_ms)
        self.playing = Playing(self)
        self.paused = Paused(self)
        self.mode = self.playing
        self._touch_failed = False
        self.new_game(now)

    def target(self, x, y):
        """What a press at pixel (x, y) is on, as the current mode sees it."""
        return self.mode.target(x, y)

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
            self.mode.touch(event, self.gestures.target, now)
        if self.keys is not None:
            for _ in range(_KEYS_PER_STEP):
                code = self.keys.read()
                if code == _keys.NOTHING:
                    break
                self.mode.key(code, now)
        self.mode.tick(now)
        self.sounds.poll()
        self.screen.refresh()

    def tick(self, now):
        """The current mode's timed work (timer, shake), without a sample."""
        self.mode.tick(now)

    # -- switching what the player is doing --------------------------------------

    def switch(self, mode, now):
        self.mode = mode
        self.screen.show_cursor(-1)  # a mode that has a cursor shows it again
        mode.show(now)

    def new_game(self, now, seed=None):
        """Start a new game on the same board size (by default a fresh game
        number)."""
        self.game.restart(seed)
        self.timer.reset()
        self.switch(self.playing, now)

    def pause(self, now):
        """Stop the timer and hide the board (only while a game is on)."""
        if self.mode is self.playing and self.game.state == PLAYING:
            self.timer.pause(now)
            self.switch(self.paused, now)

    def resume(self, now):
        if self.mode is self.paused:
            self.timer.resume(now)
            self.switch(self.playing, now)

    def game_over(self, seconds):
        """Called once at the end of each game, with its time."""

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
