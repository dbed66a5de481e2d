# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The loop's pass: touch samples and keys in, what was asked done, tiles out.

:class:`Loop` is the half of :class:`minesweeper.app.App` that runs a pass
(:meth:`Loop.step`, forever by :meth:`Loop.run`): the touch sample becomes
a gesture for the current mode, the keys go to the mode and then to the
keys every mode shares (N, P, M, H: a mode's ``key`` answers only the keys
it uses, True, as sgt-puzzles' midend does), what was asked is done, the
helper thinks, the timed work runs, the backlight follows the room and
the idle time (:mod:`minesweeper.controls.brightness`: a touch or key that wakes
the screen is seen by no mode) and the screen is refreshed.

Deferring, the one way: work that would start deep in the input's calls
(leaving the menu, a new game, which may build a board of a new size, the
solver's supply made again, a menu page drawn) is asked for with
:meth:`Loop.ask` and done by :meth:`Loop.drain` in the pass, where the
Python stack is shallow (docs/architecture.md, "Deferring: Loop.ask"). The screen's own
``dirty`` flag is apart: it says only that pixels changed since the last
refresh. Hardware-free.
"""

from minesweeper.compat import const, forget_under, ticks_diff
from minesweeper.controls import keys as _keys
from minesweeper.controls import touch

try:  # for type checkers only: a board has no typing
    from typing import TYPE_CHECKING, Any

    if TYPE_CHECKING:
        from minesweeper.helper import Helper
        from minesweeper.menu import Menu
        from minesweeper.paused import Paused
        from minesweeper.rules.game import Game
        from minesweeper.saved import Saved
        from minesweeper.screen_types import Screen
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
_PAGE_BUILT = const(16)  # a key built a menu page (again): the keys after it wait
_WATCH = const(32)  # the menu closes: the replay of ``watched`` plays
_DAILY = const(64)  # the first page's Daily: answered once the date is not busy
_DATED = const(128)  # ... asked again once the date's fetch has ended
_MARK = const(256)  # today's board, once made, is marked by a note
_GAME_ASKED = const(3)  # _TO_GAME | _NEW_GAME: the keys after it wait
_KEYS_WAIT = const(51)  # _GAME_ASKED | _PAGE_BUILT | _WATCH


class Loop:
    """The pass of the :class:`minesweeper.app.App` that extends it."""

    # What the app holds (for type checkers; nothing at run time):
    mode: "Any"  # the mode the player is in
    menu: "Menu"
    paused: "Paused"
    helper: "Helper"
    saved: "Saved"
    screen: "Screen"
    sounds: "Any"
    game: "Game"
    touchscreen: "Any"
    gestures: "touch.Gestures"
    keys: "Any"
    new_game: "Any"
    pause: "Any"
    resume: "Any"
    open_menu: "Any"
    quit: "Any"
    brightness: "Any"  # minesweeper.controls.brightness.Brightness, or None
    backlight: "Any"
    light: "Any"
    choices: "Any"

    def __init__(self):
        self._touch_failed = False
        self._note_from = None  # when the note on show appeared
        self.noted = None  # the note on show
        self._note_then = None  # the note to show after it
        self._asked = 0  # what the loop's pass is to do (see ask)
        self._seed = None  # the game number of a new game asked for
        self.dates = None  # today's date (None: none; docs/architecture.md, "The date")
        self.watched = None  # the level whose replay is asked for, or shown

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
        # A touch that wakes the screen is not seen. (self.brightness, not a
        # local: each local of this frame is Python stack under every call.)
        if self.brightness is not None:
            sample = self.brightness.touch(sample, now)
        event = self.gestures.feed(sample, now)
        if event != touch.NOTHING:
            self.mode.touch(event, self.gestures.target, now)
        if self.keys is not None:
            self._asked &= ~_PAGE_BUILT
            for _ in range(_KEYS_PER_STEP):
                if self._asked & _KEYS_WAIT:
                    # The keys after it wait for the game asked for, or for
                    # the next pass after a key built a menu page: one
                    # page's objects made a pass, not one page's a key (two
                    # level changes in a pass held both pages' at once).
                    break
                code = self.keys.read()
                if code == _keys.NOTHING:
                    break
                if self.brightness is not None and self.brightness.wake(now):
                    continue  # (the key that wakes the screen does no more)
                if not self.mode.key(code, now):
                    self.key(code, now)  # (not a frame deeper for the mode's)
        if self.drain(now):  # a new game: built from here, a frame less deep
            self._asked &= ~_NEW_GAME
            self.new_game(now, self._seed)
        self.helper.think(now)
        self.tick(now)
        if self.brightness is not None and self.brightness.due(now):
            self.backlight_tick(now)
        self.sounds.poll()
        self.screen.refresh()

    def key(self, code, now):
        """A key no mode used (a mode's ``key`` says True for the keys it
        uses): N, P, M and H mean the same in every mode."""
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
        elif code == _keys.CALIB:
            self.open_menu(now, "calibrate")

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
        (once the menu is closed), today's board marked once made, the
        date's fetch stepped while it is busy and then the first page's
        Daily answered (:mod:`minesweeper.daily`), the menu's page drawn. True when a
        new game is due (numbered ``_seed``): :meth:`step` starts it, so
        that the deepest chain, a board of a new size, is a frame shallower;
        the rest waits for the next pass. The screen's own ``dirty`` flag,
        sent at its ``refresh``, is apart: it only says pixels changed."""
        asked = self._asked
        menu = self.menu
        if asked & _GAME_ASKED:
            self._asked = asked & ~_TO_GAME
            leaving = self.mode is menu
            if leaving:
                menu.close(now)
            if not (asked & _NEW_GAME) and leaving and menu.to_game(now):
                self.ask(_NEW_GAME, self.game.seed)  # not the board chosen
            if self._asked & _NEW_GAME:
                return True
        if asked & _WATCH:  # (the player: minesweeper.replay.player)
            self._asked &= ~_WATCH
            if self.mode is menu:  # (its code goes before the player's comes)
                menu.close(now)
            from minesweeper.replay.player import watch

            said = watch(self, self.watched, now)
            del watch  # (its module let go: none of its code held below)
            if said is not None:  # none plays: the Records page, shallow
                self.open_menu(now, "records")
                if said:  # (the level asked for: watched, until here)
                    page = menu.page  # type: Any
                    page.tell(self.watched, said)
                self.watched = None
            return False
        mode = self.mode
        if (
            asked & _WAKE_SOLVER
            and mode is not menu
            and mode is not self.paused
            and self.watched is None
        ):
            self._asked &= ~_WAKE_SOLVER
            self.helper.wake(now)
        if asked & _MARK and not self.helper.waiting:  # (minesweeper.daily)
            self._asked &= ~_MARK
            from minesweeper.daily import play

            play.mark(self, now)
            forget_under("minesweeper.daily.")
        dates = self.dates
        if dates is not None and dates.busy():
            dates.step(now)  # (a few ms at most: never blocks a tap)
        elif asked & _DAILY:
            self._asked &= ~(_DAILY | _DATED)
            page = menu.page
            if self.mode is menu and page.name == "home":  # (else left meanwhile)
                page.daily(asked & _DATED, now)
        if asked & _DRAW_PAGE:
            if self.mode is menu:  # (a draw that fails is tried again)
                self.screen.show_menu(menu.page)
            self._asked &= ~_DRAW_PAGE
        return False

    def tick(self, now):
        """The current mode's timed work (timer, shake), the note's time
        and the writes to nvm that are due, without a sample."""
        self.mode.tick(now)
        if self._note_from is not None and not (
            0 <= ticks_diff(now, self._note_from) < NOTE_MS
        ):
            self.note(self._note_then, now)
        self.saved.tick(now)

    def backlight_tick(self, now):
        """The backlight's tick (minesweeper/controls/brightness.py): the light
        sensor read where Auto brightness is on, the level set where it
        changed, a game in play paused as the screen dims."""
        bright = self.brightness
        light = self.light
        auto = light is not None and self.choices.auto
        dimmed = bright.dimmed
        level = bright.tick(light.value if auto else -1, self.choices.dim * 60000, now)
        if bright.dimmed and not dimmed:
            self.pause(now)
        if level >= 0:
            self.backlight.brightness = level / 1000

    def note(self, text, now, then=None):
        """A line over the board for a few seconds (None: none), then ``then``."""
        self.screen.show_note(text)
        self.noted = text  # the note on show (None: none)
        self._note_from = None if text is None else now
        self._note_then = then

    def note_after(self, text, now):
        """``text`` as a note after the note on show, if any (a game's
        end: its code, after "New best time")."""
        if self._note_from is None:
            self.note(text, now)
        else:
            self._note_then = text

    def run(self, ticks_ms, sleep):
        """Loop until a quit, a pass every SAMPLE_MS; an error in a pass is
        printed once (while it repeats) and the game goes on, by its type
        alone where saying more finds no memory. A quit (an
        exception that is not an ``Exception``: KeyboardInterrupt,
        SystemExit) stores the game (:meth:`quit`) and goes on up."""
        last_error = None
        try:
            while True:
                now = ticks_ms()
                try:
                    self.step(now)
                except Exception as err:  # on the device no one else would catch it
                    message = _named(err)
                    if message != last_error:
                        print("error, playing on:", message)  # (two: no joining)
                        last_error = message
                wait = SAMPLE_MS - ticks_diff(ticks_ms(), now)
                if wait > 0:
                    sleep(wait / 1000)
        except BaseException:
            self.quit(ticks_ms())
            raise


def _named(err):
    """``err`` as the loop's error line names it: its type and message, or
    its type alone where the message finds no memory (a name allocates
    nothing). Apart from :meth:`Loop.run`, whose frame lasts the whole game:
    a handler of its own there is 24 bytes more Python stack under every
    call."""
    try:
        return "%s: %s" % (type(err).__name__, err)
    except MemoryError:
        return type(err).__name__
