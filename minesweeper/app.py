# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The game loop: touch samples in, actions on the game, changed tiles out.

:class:`App` is handed everything it drives: a screen (see
:mod:`minesweeper.device.screen`), sounds (:mod:`minesweeper.device.sound`),
a touchscreen with a ``touch_point`` property
(``adafruit_touchscreen.Touchscreen`` on the device, a stand-in on the
desktop), optionally a source of typed keys (``read()`` returning a
:mod:`minesweeper.controls.keys` code or ``keys.NOTHING``, never waiting: the serial
console on the device, a terminal on the desktop), the settings and the
layout. It imports no hardware module itself;
:func:`minesweeper.device.wiring.run` wires it up.

What the player is doing is a mode, each in its own module and each small:
:class:`minesweeper.playing.Playing` (a game on screen, and its end) and
:class:`minesweeper.paused.Paused`. A mode answers ``target(x, y)`` (what a
press there is on), ``touch(event, target, now)``, ``key(code, now)`` (a
:mod:`minesweeper.controls.keys` code), ``tick(now)`` and ``show(now)`` (draw
yourself). The app keeps what they share: the game, its timer, the
gestures, the screen and sounds.

One :meth:`App.step` samples the touchscreen once and takes any typed keys,
turns gestures and keys into game actions, draws the changed cells, keeps
the timer, the shake and the sounds going, and refreshes the display once;
nothing in it waits. Data flows one way: samples and keys, gestures,
actions, changed cells, tile writes.
"""

from minesweeper.choices import Choices
from minesweeper.compat import const, ticks_diff
from minesweeper.controls import keys as _keys
from minesweeper.controls import touch
from minesweeper.menu import Menu
from minesweeper.paused import Paused
from minesweeper.playing import Playing
from minesweeper.rules.game import PLAYING, Game
from minesweeper.saved import Saved
from minesweeper.timer import Timer

SAMPLE_MS = const(20)  # touch sampling period: 50 Hz
NOTE_MS = const(3000)  # how long a note over the board stays
_KEYS_PER_STEP = const(8)  # at most this many keys are acted on in one pass


class App:
    """One game of Minesweeper on one screen, driven by :meth:`step`."""

    def __init__(
        self,
        screen,
        sounds,
        touchscreen,
        settings,
        layout,
        now,
        records=None,
        choices=None,
        make_screen=None,
        keys=None,
    ):
        self.screen = screen
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
        self.hinted = False  # the game on screen had a hint
        self.gestures = touch.Gestures(self.target, hold_ms=settings.hold_ms)
        self.playing = Playing(self)
        self.paused = Paused(self)
        self.menu = Menu(self)
        self.mode = self.playing
        self._touch_failed = False
        self.saved = Saved(self, now)  # what nvm holds, and when to write
        self._note_from = None  # when the note on show appeared
        self.boards = None  # minesweeper.solver.supply.Boards, for no-guess levels
        self.hints = None  # minesweeper.solver.supply.Hints, while one is worked out
        self._solver = None  # the hints' solver where no generator lends one
        self.waiting = False  # the game waits for its no-guess board
        self.asking = False  # a hint is being worked out
        self._fresh(now, None)

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
        if self.boards is not None or self.asking:
            self._think(now)
        self.tick(now)
        self.sounds.poll()
        self.screen.refresh()

    def _think(self, now):
        """A slice of the no-guess board or of the hint being worked out."""
        boards = self.boards
        if boards is not None and self._fits(boards):
            if boards.work():
                self.waiting = False
                self.note(None, now)
                if self.mode is self.playing:
                    self.playing.show(now)
            elif (
                self.waiting and self.mode is self.playing and boards.progress % 8 == 1
            ):
                self.screen.show_note("Making a no-guess board %d" % boards.progress)
        hints = self.hints
        if self.asking and hints is not None and self.mode is self.playing:
            found = hints.work()
            if found is not None:
                self._stop_hint()
                self._show_hint(found, now)

    def _stop_hint(self):
        self.asking = False
        self.hints = None
        if self.boards is not None:
            self.boards.give_back()

    def _size(self):
        game = self.game
        return (game.width, game.height, game.mines)

    def _fits(self, boards):
        """True when ``boards`` makes boards of the game's size (compared
        without building a tuple: this runs every loop pass)."""
        size = boards.size
        game = self.game
        return (
            size[0] == game.width and size[1] == game.height and size[2] == game.mines
        )

    def tick(self, now):
        """The current mode's timed work (timer, shake) and the writes to
        nvm that are due, without a sample."""
        self.mode.tick(now)
        if self._note_from is not None and not (
            0 <= ticks_diff(now, self._note_from) < NOTE_MS
        ):
            self.note(None, now)
        self.saved.tick(now)

    # -- switching what the player is doing --------------------------------------

    def switch(self, mode, now):
        self.mode = mode
        self.screen.show_cursor(-1)  # a mode that has a cursor shows it again
        mode.show(now)

    def new_game(self, now, seed=None):
        """Start a new game (by default a fresh game number) with the menu's
        choices, on a new board size if they changed it."""
        self._apply_choices()
        self._fresh(now, seed)

    def _fresh(self, now, seed):
        self.saved.fresh()  # the saved game, if any, is given up
        self.waiting = False
        if self.asking:
            self._stop_hint()
        if self.choices.guaranteed:
            from minesweeper.solver.supply import Boards

            if self.boards is None or not self._fits(self.boards):
                self.boards = None  # one generator at a time
                self.boards = Boards(*self._size())
            self.waiting = not self.boards.take(self.game, seed)
        else:
            self.boards = None  # no generator's memory while none is needed
            self.game.restart(seed)
        self.timer.reset()
        self.hinted = False
        self.note(None, now)
        self.switch(self.playing, now)
        if self.waiting:
            self.screen.show_note("Making a no-guess board")

    def _apply_choices(self):
        c = self.choices
        lay = c.layout(self.layout.screen_w, self.layout.screen_h)
        classic = c.scheme == "classic"
        self.level_key = c.level_key()
        self.sounds.configure(c.sound, c.click)
        game = self.game
        if (lay.cols, lay.rows, lay.mines, lay.tile) != (
            game.width,
            game.height,
            game.mines,
            self.layout.tile,
        ) or classic != self.classic:
            self._rebuild(lay, classic)

    def _new_screen(self, lay):
        """A new screen where the board's size or tiles change."""
        old = self.layout
        if self._make_screen is not None and (lay.cols, lay.rows, lay.tile) != (
            old.cols,
            old.rows,
            old.tile,
        ):
            self.screen = self._make_screen(lay)

    def _rebuild(self, lay, classic):
        """A new board size (or scheme): a new game and, where the tile size
        or the board's size changed, a new screen."""
        self._new_screen(lay)
        self.layout = lay
        self.classic = classic
        self.game = Game(lay.cols, lay.rows, lay.mines, classic=classic)

    def pause(self, now):
        """Stop the timer and hide the board (only while a game is on)."""
        if self.mode is self.playing and self.game.state == PLAYING:
            if self.asking:
                self._stop_hint()
            self.timer.pause(now)
            self.saved.store(now)
            self.switch(self.paused, now)

    def resume(self, now):
        if self.mode is self.paused:
            self.timer.resume(now)
            self.switch(self.playing, now)

    def start(self, now):
        """At power-up: the saved game comes back paused; with none, the
        menu shows (the first game's choices)."""
        if not self.saved.restore(now):
            if self.settings.game is not None:
                self._fresh(now, self.settings.game)  # MINESWEEPER_GAME
            self.open_menu(now)

    def open_menu(self, now):
        """Show the menu; a game in play is paused first. What nvm lacks is
        written."""
        self.menu.open(now)
        self.saved.store(now)

    def leave_menu(self, now, seed=-1):
        """Close the menu (see :meth:`minesweeper.menu.Menu.close`)."""
        self.menu.close(now, seed)

    def same_board(self):
        """True when the menu's choices make the board on screen."""
        c = self.choices
        lay = c.layout(self.layout.screen_w, self.layout.screen_h)
        game = self.game
        return (lay.cols, lay.rows, lay.mines) == (
            game.width,
            game.height,
            game.mines,
        ) and self.classic == (c.scheme == "classic")

    def hint(self, now):
        """Work out one provable cell (a few passes) and point at it."""
        game = self.game
        if self.waiting or game.state > PLAYING or self.mode is not self.playing:
            return
        from minesweeper.solver.supply import Hints

        boards = self.boards
        if boards is not None and self._fits(boards):
            solver = boards.lend()
        else:
            solver = self._solver
            if solver is None or solver.size != game.size:
                from minesweeper.solver.solve import Solver

                self._solver = None
                solver = self._solver = Solver(game.width, game.height)
        self.hints = Hints(solver, game)
        self.asking = True

    def _show_hint(self, found, now):
        if not found:
            self.note("No cell is certain: a guess", now)
            return
        index, mine = found
        self.hinted = True
        self.saved.change()  # a hinted game never sets a best, after power-up too
        self.playing.point_at(index)
        self.note("Hint: a mine" if mine else "Hint: safe to open", now)

    def note(self, text, now):
        """Show one line over the board for a few seconds (None: hide it)."""
        self.screen.show_note(text)
        self._note_from = None if text is None else now

    def game_over(self, seconds, now):
        """Called once at the end of each game, with its time: the records
        learn it (to the millisecond), and a new best time shows on screen."""
        if self.saved.ended(now):
            self.note("New best time: %d s" % seconds, now)

    # -- the game in progress, across power loss --------------------------------

    def changed(self):
        """The game changed (Playing calls this after an action): a hint in
        the works is dropped."""
        self.saved.change()
        if self.asking:
            self._stop_hint()

    def save_game(self, now):
        """Write the game in play to nvm if nvm's copy differs."""
        self.saved.store(now)

    def show_game(self, game, lay, key, ms, hinted, now):
        """Put a saved game on screen, paused, its timer at ``ms``."""
        self.waiting = False
        if self.asking:
            self._stop_hint()
        boards = self.boards
        if boards is not None:
            boards.wanted = None  # it was making a board for the new game
            if boards.size != (game.width, game.height, game.mines):
                self.boards = None
        self._new_screen(lay)
        self.layout = lay
        self.classic = game.classic
        self.level_key = key
        self.game = game
        self.hinted = hinted
        self.timer.reset(ms)
        self.switch(self.paused, now)

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
