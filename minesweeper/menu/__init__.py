# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu: the app's mode while one of its pages is on screen.

Pages, each a module of this folder: the first page (:mod:`.home`: the
title, the level, one large Play or Resume button, and the way to the
others), Settings (:mod:`.options`), Records (:mod:`.records`), Help
(:mod:`.howto`) and Code (:mod:`.keypad`), each a :class:`.page.Page`
(those under the first a :class:`.subpage.Subpage`) laid out by
:mod:`.grid` from the screen's size; and a feature's page in its own
folder (Calibrate: :mod:`minesweeper.calibration.page`). They are
imported when the menu opens and forgotten when it closes (and the heap
collected), so a game in play carries none of their code; this module,
which the app keeps, is only the mode. Where the heap has room to spare
(a board's, not at the budgets), the first page's modules stay, so that
the menu opens without compiling them again (:meth:`Menu.keeps`).

Input: a tap presses the control under it (a stepper's or cycler's left
half steps down, its right half up). Keys: the arrows move the focus
through the grid the page shows, and Left/Right change a focused stepper
or cycler instead; Space or Enter presses the focused control; M or Esc
goes one level up (a page to the first page, the first page back to the
game); P goes back to the game and N starts a new one from anywhere (the
app's keys: this mode answers only those it uses). On the Code page,
which takes text, M, N and P are a code's characters and type: Esc and
its Back go up there.
Opening the menu mid-game pauses the game (and saves it); going back
resumes it, whatever was changed: only a button that says so ends it.
Hardware-free: it hands the screen the page to show.
"""

import gc
import sys

from minesweeper.compat import const, forget_under
from minesweeper.controls import keys, touch
from minesweeper.rules.game import PLAYING, READY

# What the menu asks of the app's pass (minesweeper.loop.Loop.ask; the same
# values there, checked by tests/core/test_app_requests.py).
_TO_GAME = const(1)
_NEW_GAME = const(2)
_DRAW_PAGE = const(8)
_PAGE_BUILT = const(16)
# The free heap at the menu's close above which the first page's code stays:
# beyond the room play needs at the budgets' heaps (docs/memory.md).
_KEEP_ROOM = const(49152)
# The first page's modules (what it compiles from source at each opening).
_FIRST_PAGE = (
    "minesweeper.menu.home",
    "minesweeper.menu.grid",
    "minesweeper.menu.page",
)


# A page's name: its module (under minesweeper: this folder's, or a
# feature folder's page), and its class there.
PAGES = {
    "home": ("menu.home", "Home"),
    "settings": ("menu.options", "Options"),
    "records": ("menu.records", "Records"),
    "help": ("menu.howto", "Help"),
    "code": ("menu.keypad", "Keypad"),
    "calibrate": ("calibration.page", "Calibrate"),  # (its feature's folder)
}


def _page(menu, name):
    """A new page object of the page called ``name`` (its module imported)."""
    file, cls = PAGES.get(name, PAGES["home"])
    module = __import__("minesweeper." + file, None, None, (cls,))
    gc.collect()  # what compiling it left (a .py): the page's objects go below it
    return getattr(module, cls)(menu)


class Menu:
    """The menu mode of an app that has ``choices``, ``records`` (or None),
    ``layout``, ``screen``, ``game`` and the mode switches."""

    def __init__(self, app):
        self.app = app
        self.page = None  # the page on show while the menu is open
        self.changed = False  # choices changed since the menu opened
        self.room = _KEEP_ROOM  # see keeps()
        keys.typing(False)  # (a page that takes text turns it on)

    def open(self, now, name="home"):
        """Show the first page (or the page called ``name``, alone: the
        Calibrate page by its key, without the first page's code beside
        it unless the heap had room to keep it); a game in play is paused
        (and saved) first."""
        app = self.app
        if app.mode is self:
            if name != "home":  # (C on another page)
                self.go(name, now)
            return
        app.helper.stop()
        if app.game.state == PLAYING:
            app.timer.pause(now)
            app.saved.store(now)
        self.changed = False
        gc.collect()  # the pages' code is loaded in one clean heap
        self.page = _page(self, name)
        app.switch(self, now)

    def go(self, name, now):
        """Show another page, which learns the page it came from; back on
        the first, the focus is on the button that led away from it. A
        press in progress was on the old page's controls: it ends (as at a
        change of mode)."""
        self.app.gestures.cancel()
        came_from = self.page.name if self.page is not None else ""
        self.page = None
        if came_from in PAGES:  # its module goes (the first page's too)
            if came_from != "home" or not self.keeps():
                forget_under("minesweeper." + PAGES[came_from][0])
        forget_under("minesweeper.rules.code")  # (the keypad's, if it was)
        forget_under("minesweeper.codes")
        keys.typing(name == "code")  # the keypad takes text from keys
        gc.collect()
        self.app.ask(_PAGE_BUILT)  # (the keys after it wait a pass)
        page = self.page = _page(self, name)
        page.came_from = came_from  # (where Calibrate goes back to)
        for k, control in enumerate(page.controls):
            if control.name.lower() == came_from:
                page.focus = k
        self.show(now)

    def back(self, now):
        """One level up: a page to the first page, the first to the game."""
        if self.page is not None and self.page.name != "home":
            self.go("home", now)
        else:
            self.leave()

    def leave(self, new_game=False, seed=None):
        """A page's way out of the menu: back to the game, or with
        ``new_game`` a new game numbered ``seed`` (None: a fresh number).
        Asked of the app's pass (:meth:`minesweeper.loop.Loop.ask`): done
        once the page's call has returned, so that no frame of the page's
        code holds it in RAM while the next game is built, and the board
        is built where the Python stack is shallow."""
        self.app.ask(_NEW_GAME if new_game else _TO_GAME, seed)

    def close(self, now):
        """Take the menu away, saving the choices if they changed (one
        write); its pages' modules go. The app's pass calls it, then
        starts the game asked for or :meth:`to_game`."""
        app = self.app
        if self.changed and app.records is not None:
            app.records.save_prefs(app.choices.prefs())
        if self.changed:
            app.coded = None  # the choices' board, no longer a code's
        self.changed = False
        self.page = None
        app.screen.show_menu(None)
        for name in [n for n in sys.modules if n.startswith("minesweeper.menu.")]:
            if name not in _FIRST_PAGE:
                forget_under(name)  # every other page's module
        forget_under("minesweeper.calibration")  # (a feature's page)
        if not self.keeps():  # (what is left: the first page's)
            forget_under("minesweeper.menu.")  # (not this module)
        forget_under("minesweeper.rules.code")
        forget_under("minesweeper.codes")
        keys.typing(False)
        gc.collect()

    def keeps(self):
        """True when the first page's modules may stay loaded as the menu
        closes (or another page opens): the heap has ``room`` free beside
        them. From source a board compiles them again at each opening, most
        of the time it takes (docs/benchmarks.md); where the heap is short,
        as at the budgets, they go. Never on an interpreter that does not
        say (CPython: the desktop behaves as a board at its budget)."""
        gc.collect()
        return getattr(gc, "mem_free", lambda: 0)() >= self.room

    def warm(self):
        """At a power-up that shows no menu (a saved game back): where the
        heap has room (:meth:`keeps`), the first page's modules load now,
        while the board starts, so that the menu's first opening is as
        quick as the next."""
        if self.keeps():
            for name in _FIRST_PAGE:
                __import__(name)
            if not self.keeps():  # (no room beside them once loaded)
                forget_under("minesweeper.menu.")

    def to_game(self, now):
        """Back to the game, the menu closed: a paused game resumes, whatever
        the choices; a finished one shows until the next tap; a board not
        yet opened stays if it is the one chosen. True when it is not: the
        app starts the same game number anew, with the choices."""
        app = self.app
        state = app.game.state
        if state == PLAYING:
            app.timer.resume(now)
        elif state == READY and not (
            app.coded is not None  # a code's board stays, the choices unchanged
            or app.same_board()
            and app.choices.guaranteed == (app.game.start >= 0 or app.helper.waiting)
        ):
            return True
        app.switch(app.playing, now)
        return False

    def target(self, x, y):
        page = self.page
        return -1 if page is None else page.target(x, y)

    def touch(self, event, target, now):
        page = self.page
        if (event == touch.TAP or event == touch.LONG_PRESS) and target >= 0 and page:
            page.focus = target // 2
            self.press(target // 2, target % 2, now)

    def key(self, code, now):
        """M or Esc one level up; the page moves its focus and presses its
        controls. True when the key was used (P, N: the app's)."""
        if code == keys.MENU:
            self.back(now)
            return True
        page = self.page
        if page is None or not page.key(code, now):
            return False
        if self.page is page:  # still on show: draw what changed
            self.show(now)
        return True

    def press(self, control, side, now):
        page = self.page
        if page is not None:
            page.press(control, side, now)
            if self.page is page:  # still on show: draw what changed
                self.show(now)

    def tick(self, now):
        if self.page is None:
            # Still the menu, with no page: the new game asked for did not
            # start (an error in its pass). The first page again, so that
            # a tap can go on.
            self.page = _page(self, "home")
            self.show(now)
        else:
            self.page.tick(now)

    def show(self, now):
        """The page on show, drawn in the app's pass (from deep in the
        input's calls, building the menu's view would need more stack)."""
        self.app.screen.show_note(None)
        self.app.ask(_DRAW_PAGE)
