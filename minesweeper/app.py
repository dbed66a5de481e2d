# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game: what every mode shares, and the switches between the modes.

:class:`App` is handed a screen, sounds, a touchscreen, keys (optional), the
settings and the layout (:mod:`minesweeper.device.wiring` wires it up). The
player is in one mode (:mod:`minesweeper.playing`, :mod:`minesweeper.paused`,
:mod:`minesweeper.menu`); the app keeps what every mode shares: the game,
timer, gestures, screen, sounds and the note over the board; the loop's
pass, the keys every mode shares and what is deferred to the pass are its
base, :class:`minesweeper.loop.Loop`. Hardware-free.
"""

import gc

from minesweeper.choices import Choices
from minesweeper.compat import forget_under
from minesweeper.controls import touch
from minesweeper.helper import Helper
from minesweeper.loop import NOTE_MS, SAMPLE_MS, Loop  # noqa: F401 (the app's)
from minesweeper.menu import Menu
from minesweeper.paused import Paused
from minesweeper.playing import Playing
from minesweeper.rules.game import PLAYING, Game
from minesweeper.rules.timer import Timer
from minesweeper.saved import Saved

try:  # for type checkers only: a board has no typing, so it never imports it
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from minesweeper.screen_types import Screen  # noqa: F401 (type comments)
except ImportError:
    pass


class App(Loop):
    """One game of Minesweeper on one screen, driven by :meth:`step`."""

    def __init__(
        self, screen, sounds, touchscreen, settings, layout, now,
        records=None, choices=None, make_screen=None, keys=None,
        backlight=None, light=None,
    ):  # fmt: skip
        super().__init__()
        self.screen = screen  # type: Screen
        self.sounds = sounds
        self.touchscreen = touchscreen
        self.keys = keys  # read() -> a minesweeper.controls.keys code, or NOTHING
        self.settings = settings
        self.layout = layout
        self.records = records  # minesweeper.store.records.Records, or None
        self.choices = choices or Choices(settings)
        self.make_screen = make_screen  # layout -> Screen, for a new size
        self.classic = self.choices.scheme == "classic"
        self.level_key = self.choices.level_key(layout)  # the game on screen's
        self.game = Game(layout.cols, layout.rows, layout.mines, classic=self.classic)
        self.timer = Timer()
        self.hinted = False  # the game on screen had a hint that told something
        self.no_guess = False  # the game on screen was asked to be no-guess
        self.coded = None  # the board a code named (play_code), while on screen
        self.ended_code = None  # the code shown at the last game's end (Replay's)
        self.gestures = touch.Gestures(self.target, hold_ms=settings.hold_ms)
        self.helper = Helper(self)
        self.playing = Playing(self)
        self.paused = Paused(self)
        self.menu = Menu(self)
        self.mode = self.playing
        self.saved = Saved(self, now)  # what nvm holds, and when to write
        # The display's backlight (its ``brightness``; None: none), and the
        # light sensor (``value``, 0-65535; None: none): see controls/brightness.py.
        self.backlight = backlight
        self.light = light
        self.brightness = None
        if backlight is not None:
            from minesweeper.controls.brightness import Brightness

            self.brightness = Brightness(layout.screen_w, now)
        self.new_game(now)

    def switch(self, mode, now):
        """Show ``mode``, the player's now; a press in progress is the old
        mode's, of its targets: it ends (held or lifted, it says nothing)."""
        self.gestures.cancel()
        self.mode = mode
        self.screen.show_cursor(-1)  # a mode that has a cursor shows it again
        mode.show(now)

    def new_game(self, now, seed=None):
        """A new game (``seed``, or a fresh number) with the menu's choices;
        ``seed`` a board (a tuple) plays that board (:meth:`play_code`)."""
        if isinstance(seed, tuple):
            self.play_code(seed, now)
            return
        c = self.choices
        self.sounds.configure(c.sound, c.click)
        if not self.same_board():
            self.show_board(c.layout(self.layout.screen_w, self.layout.screen_h))
        self.level_key = c.level_key(self.layout)
        self.begin(now, seed, c.guaranteed, None)

    def play_code(self, board, now):
        """Start exactly the board ``board`` names, ``(cols, rows, mines,
        no_guess, seed, first)`` (a board code's, :mod:`minesweeper.rules.code`):
        where this screen shows it (:func:`minesweeper.codes.play.where`), a
        no-guess board of that number, or the random one laid around its
        first cell, marked as its start (:func:`minesweeper.codes.play.start_at`);
        False, with one line, for a board this screen cannot show. The
        module is loaded for this alone."""
        from minesweeper.codes import play as coded

        try:
            lay = coded.where(self, board, now)
            if lay is not None:
                if lay is not self.layout:
                    self.show_board(lay)
                _, _, _, no_guess, seed, first = board
                self.begin(now, seed, no_guess, board)
                if first >= 0:  # a random board: its first cell marked
                    coded.start_at(self.game, first)
                    self.screen.redraw(self.game)
            return lay is not None
        finally:
            forget_under("minesweeper.codes")

    def board(self):
        """The game on screen as its code names it, ``(cols, rows, mines,
        no_guess, seed, first)``: a no-guess board opened at its marked
        start by its game number (``first`` -1), any other by its number
        and the cell its mines were laid around, the first opened; None for
        a board that cannot be named (a random one before its first tap, a
        game saved by a version that kept no first cell)."""
        game = self.game
        first = game.first
        if first < -1 or first < 0 and not self.no_guess:
            return None
        return game.width, game.height, game.mines, first < 0, game.seed, first

    def codes(self, boards):
        """The board codes of ``boards`` (None where a board is None) as
        shown, ``XXXX-XXXX-XXXX-XX``: the codes' module is loaded for them
        alone (docs/architecture.md, "Unloading: forget_under")."""
        from minesweeper.rules.code import encode, group

        try:
            made = []  # (a loop: a comprehension is a frame more under encode)
            for b in boards:
                made.append(None if b is None else group(encode(*b)))
            return made
        finally:
            forget_under("minesweeper.rules.code")

    def begin(self, now, seed, no_guess, coded):
        """The game on the board laid out: numbered ``seed``, no-guess if
        asked (and the board allows); ``coded``, the board a code named
        (None: the choices')."""
        self.no_guess = bool(no_guess)
        self.coded = coded
        self.saved.fresh()  # the saved game, if any, is given up
        news = self.helper.lay(self.game, seed, no_guess)
        self.timer.reset()
        self.hinted = False
        self.playing.begin()  # its log, for a replay
        self.switch(self.playing, now)
        self.note(news, now)

    def show_board(self, lay, game=None):
        """A new board (``game``, or one of the choices' scheme) laid out as
        ``lay``; the old screen goes first where its size or tiles change."""
        if self.make_screen is not None and not lay.same(self.layout, mines=False):
            self.helper.drop()  # a generator of the old size, too
            self.screen.release()
            self.screen = None  # type: ignore[assignment]  # (collected first)
            gc.collect()
            self.screen = self.make_screen(lay)
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
            self.saved.store(now)  # (room made where needed: the solver goes)
            self.switch(self.paused, now)

    def resume(self, now):
        if self.mode is self.paused:
            self.timer.resume(now)
            self.switch(self.playing, now)

    def start(self, now):
        """At power-up: the saved game, paused; with none, the menu. The
        settings are read no more after: the app lets them go (so that
        ``code.py`` can let their module go)."""
        settings = self.settings
        self.settings = None
        if self.saved.restore(now):
            settings.resumed()  # (a board code waits: one line)
            self.menu.warm()
        else:
            board = settings.code  # MINESWEEPER_CODE: played at once
            if board is not None and self.play_code(board, now):
                return
            if settings.game is not None:
                self.new_game(now, settings.game)  # MINESWEEPER_GAME
            self.open_menu(now)
        touch = self.touchscreen  # held down: a calibration too wrong to
        if touch.touch_point and touch.touch_point and touch.touch_point:
            self.open_menu(now, "calibrate")  # reach the menu's page by taps

    def open_menu(self, now, name="home"):
        """Show the menu (a game in play pauses; the generator makes room),
        or its page ``name`` (the C key, a touch held at power-up: the
        Calibrate page); what nvm lacks is written."""
        self.helper.rest()
        self.menu.open(now, name)
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
        self.no_guess = game.first == -1  # (laid by the generator: -2, not known)
        self.coded = None
        self.show_board(lay, game)
        self.level_key = key
        self.hinted = hinted
        self.playing.logged = -1  # its log before the power-up is lost
        self.timer.reset(ms)
        self.switch(self.paused, now)

    def quit(self, now):
        """The player quits (Ctrl-C, Q, a closed window): nvm gets what it
        lacks, the game in play as a pause stores it, so that the next start
        brings it back as it is now."""
        self.saved.store(now)
