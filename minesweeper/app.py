# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game loop: touch samples and keys in, actions on the game, tiles out.

:class:`App` is handed a screen, sounds, a touchscreen, keys (optional), the
settings and the layout (:mod:`minesweeper.device.wiring` wires it up). The
player is in one mode (:mod:`minesweeper.playing`, :mod:`minesweeper.paused`,
:mod:`minesweeper.menu`); the app keeps what every mode shares: the game,
timer, gestures, screen, sounds and the note over the board. Hardware-free.
"""

import gc

from minesweeper.choices import Choices
from minesweeper.compat import const, ticks_diff
from minesweeper.controls import keys as _keys
from minesweeper.controls import touch
from minesweeper.helper import Helper
from minesweeper.menu import Menu
from minesweeper.paused import Paused
from minesweeper.playing import Playing
from minesweeper.rules.game import PLAYING, Game
from minesweeper.saved import Saved
from minesweeper.timer import Timer

try:  # for type checkers only: a board has no typing, so it never imports it
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from minesweeper.screen_types import Screen  # noqa: F401 (type comments)
except ImportError:
    pass

SAMPLE_MS = const(20)  # touch sampling period: 50 Hz
NOTE_MS = const(3000)  # how long a note over the board stays
_KEYS_PER_STEP = const(8)  # at most this many keys are acted on in one pass
# What the loop's pass is asked to do once the input is handled (ask, drain):
# bits, so that one pass can hold several; each done once, in this order.
_TO_GAME = const(1)  # the menu closes: back to the game on screen
_NEW_GAME = const(2)  # the menu, if open, closes: a new game (see ask)
_WAKE_SOLVER = const(4)  # the no-guess supply is made again (not under the menu)
_DRAW_PAGE = const(8)  # the menu's page is drawn
_GAME_ASKED = const(3)  # _TO_GAME | _NEW_GAME: the keys after it wait


class App:
    """One game of Minesweeper on one screen, driven by :meth:`step`."""

    def __init__(
        self, screen, sounds, touchscreen, settings, layout, now,
        records=None, choices=None, make_screen=None, keys=None,
    ):  # fmt: skip
        self.screen = screen  # type: Screen
        self.sounds = sounds
        self.touchscreen = touchscreen
        self.keys = keys  # read() -> a minesweeper.controls.keys code, or NOTHING
        self.settings = settings
        self.layout = layout
        self.records = records  # minesweeper.store.records.Records, or None
        self.choices = choices or Choices(settings)
        self._make_screen = make_screen  # layout -> Screen, for a new size
        self.classic = self.choices.scheme == "classic"
        self.level_key = self.choices.level_key()  # the game on screen's
        self.game = Game(layout.cols, layout.rows, layout.mines, classic=self.classic)
        self.timer = Timer()
        self.hinted = False  # the game on screen had a hint that told something
        self.gestures = touch.Gestures(self.target, hold_ms=settings.hold_ms)
        self.helper = Helper(self)
        self.playing = Playing(self)
        self.paused = Paused(self)
        self.menu = Menu(self)
        self.mode = self.playing
        self._touch_failed = False
        self.saved = Saved(self, now)  # what nvm holds, and when to write
        self._note_from = None  # when the note on show appeared
        self._note_then = None  # the note to show after it
        self._asked = 0  # what the loop's pass is to do (see ask)
        self._seed = None  # the game number of a new game asked for
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
                if self._asked & _GAME_ASKED:
                    break  # (the keys after it wait for the game asked for)
                code = self.keys.read()
                if code == _keys.NOTHING:
                    break
                self.key(code, now)
        self.drain(now)
        self.helper.think(now)
        self.tick(now)
        self.sounds.poll()
        self.screen.refresh()

    def key(self, code, now):
        """One key code (:mod:`minesweeper.controls.keys`): the mode's, if it
        uses it; else N, P, M and H, which mean the same in every mode."""
        if self.mode.key(code, now):
            return
        if code == _keys.NEW:
            self.ask(_NEW_GAME)
        elif code == _keys.PAUSE:
            if self.mode is self.menu:
                self.ask(_TO_GAME)
            elif self.mode is self.paused:
                self.resume(now)
            else:
                self.pause(now)
        elif code == _keys.MENU:
            self.open_menu(now)
        elif code == _keys.HINT:
            self.helper.hint(now)

    def ask(self, action, seed=None):
        """Have the loop's pass do ``action`` once the input being handled is
        done (:meth:`drain`): the one way work is deferred. Work started
        from deep in the input's calls (a page's button, a key) would need
        more Python stack than a board gives; from the pass, it starts
        shallow. A new game is numbered ``seed`` (None: a fresh number)."""
        self._asked |= action
        if action == _NEW_GAME:
            self._seed = seed

    def drain(self, now):
        """Do what was asked (:meth:`ask`), each once: the menu closes (back
        to the game, or for a new game), the no-guess supply is made again
        (once the menu is closed), the menu's page is drawn. The screen's
        own ``dirty`` flag, sent at :meth:`Screen.refresh`, is apart: it
        only says the display has changed pixels to send."""
        asked = self._asked
        self._asked = asked & (_WAKE_SOLVER | _DRAW_PAGE)  # done below
        menu = self.menu
        if asked & _GAME_ASKED:
            if self.mode is menu:
                menu.close(now)
            if asked & _NEW_GAME:
                self.new_game(now, self._seed)
            elif menu.to_game(now):  # the board on screen is not the chosen
                self.new_game(now, self.game.seed)
        if self._asked & _WAKE_SOLVER and self.mode is not menu:
            self._asked &= ~_WAKE_SOLVER
            self.helper.wake(now)
        if self._asked & _DRAW_PAGE:
            if self.mode is menu:  # (a draw that fails is tried again)
                self.screen.show_menu(menu.page)
            self._asked &= ~_DRAW_PAGE

    def tick(self, now):
        """The current mode's timed work (timer, shake), the note's time
        and the writes to nvm that are due, without a sample."""
        self.mode.tick(now)
        if self._note_from is not None and not (
            0 <= ticks_diff(now, self._note_from) < NOTE_MS
        ):
            self.note(self._note_then, now)
        self.saved.tick(now)

    def note(self, text, now, then=None):
        """A line over the board for a few seconds (None: none), then ``then``."""
        self.screen.show_note(text)
        self._note_from = None if text is None else now
        self._note_then = then

    # -- switching what the player is doing --------------------------------------

    def switch(self, mode, now):
        self.mode = mode
        self.screen.show_cursor(-1)  # a mode that has a cursor shows it again
        mode.show(now)

    def new_game(self, now, seed=None):
        """A new game (``seed``, or a fresh number) with the menu's choices."""
        c = self.choices
        self.level_key = c.level_key()
        self.sounds.configure(c.sound, c.click)
        if not self.same_board():
            self._show_board(c.layout(self.layout.screen_w, self.layout.screen_h))
        self.saved.fresh()  # the saved game, if any, is given up
        news = self.helper.lay(self.game, seed, self.choices.guaranteed)
        self.timer.reset()
        self.hinted = False
        self.switch(self.playing, now)
        self.note(news, now)

    def _show_board(self, lay, game=None):
        """A new board (``game``, or one of the choices' scheme) laid out as
        ``lay``; the old screen goes first where its size or tiles change."""
        if self._make_screen is not None and not lay.same(self.layout, mines=False):
            self.helper.drop()  # a generator of the old size, too
            self.screen.release()
            self.screen = None  # type: ignore[assignment]  # (collected first)
            gc.collect()
            self.screen = self._make_screen(lay)
        if game is None:
            classic = self.choices.scheme == "classic"
            game = Game(lay.cols, lay.rows, lay.mines, classic=classic)
        self.layout = lay
        self.classic = game.classic
        self.game = game

    def pause(self, now):
        """Stop the timer and hide the board (only while a game is on)."""
        if self.mode is self.playing and self.game.state == PLAYING:
            self.helper.stop()
            self.timer.pause(now)
            self.saved.store(now)
            self.switch(self.paused, now)

    def resume(self, now):
        if self.mode is self.paused:
            self.timer.resume(now)
            self.switch(self.playing, now)

    def start(self, now):
        """At power-up: the saved game, paused; with none, the menu."""
        if not self.saved.restore(now):
            if self.settings.game is not None:
                self.new_game(now, self.settings.game)  # MINESWEEPER_GAME
            self.open_menu(now)

    def open_menu(self, now):
        """Show the menu (a game in play pauses; the generator makes room);
        what nvm lacks is written."""
        self.helper.rest()
        self.menu.open(now)
        self.saved.store(now)

    def same_board(self):
        """True when the menu's choices make the board on screen."""
        c = self.choices
        lay = c.layout(self.layout.screen_w, self.layout.screen_h)
        return lay.same(self.layout) and self.classic == (c.scheme == "classic")

    # -- the game in progress, across power loss --------------------------------

    def changed(self):
        """The game changed (an action, a hint): a hint in the works goes."""
        self.saved.change()
        self.helper.stop()

    def show_game(self, game, lay, key, ms, hinted, now):
        """Put a saved game on screen, paused, its timer at ``ms``."""
        self.helper.forget(game)
        self._show_board(lay, game)
        self.level_key = key
        self.hinted = hinted
        self.timer.reset(ms)
        self.switch(self.paused, now)

    def quit(self, now):
        """The player quits (Ctrl-C, Q, a closed window): nvm gets what it
        lacks, the game in play as a pause stores it, so that the next start
        brings it back as it is now."""
        self.saved.store(now)

    def run(self, ticks_ms, sleep):
        """Loop until a quit, a pass every SAMPLE_MS; an error in a pass is
        printed once (while it repeats) and the game goes on. A quit (an
        exception that is not an ``Exception``: KeyboardInterrupt,
        SystemExit) stores the game (:meth:`quit`) and goes on up."""
        last_error = None
        try:
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
        except BaseException:
            self.quit(ticks_ms())
            raise
