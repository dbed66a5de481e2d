# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu: the app's mode while one of its pages is on screen.

Pages, each a module of this folder: the first page (:mod:`.home`: the
title, the level, one large Play or Resume button, and the way to the
others), Settings (:mod:`.options`), Records (:mod:`.records`) and Help
(:mod:`.howto`), each a :class:`.page.Page` (those under the first a
:class:`.subpage.Subpage`) laid out by :mod:`.grid` from the screen's size. They are
imported when the menu opens and forgotten when it closes (and the heap
collected), so a game in play carries none of their code; this module,
which the app keeps, is only the mode.

Input: a tap presses the control under it (a stepper's or cycler's left
half steps down, its right half up). Keys: the arrows move the focus
through the grid the page shows, and Left/Right change a focused stepper
or cycler instead; Space or Enter presses the focused control; M or Esc
goes one level up (a page to the first page, the first page back to the
game); P goes back to the game and N starts a new one from anywhere.
Opening the menu mid-game pauses the game (and saves it); going back
resumes it, whatever was changed: only a button that says so ends it.
Hardware-free: it hands the screen the page to show.
"""

import gc

from minesweeper.compat import forget_under
from minesweeper.controls import keys, touch
from minesweeper.rules.game import PLAYING, READY

_STAY = -2  # no close asked (see Menu.leave)


# A page's name: its module in this folder, and its class there.
_PAGES = {
    "home": ("home", "Home"),
    "settings": ("options", "Options"),
    "records": ("records", "Records"),
    "help": ("howto", "Help"),
}


def _page(menu, name):
    """A new page object of the page called ``name`` (its module imported)."""
    file, cls = _PAGES.get(name, _PAGES["home"])
    module = __import__("minesweeper.menu." + file, None, None, (cls,))
    return getattr(module, cls)(menu)


class Menu:
    """The menu mode of an app that has ``choices``, ``records`` (or None),
    ``layout``, ``screen``, ``game`` and the mode switches."""

    def __init__(self, app):
        self.app = app
        self.page = None  # the page on show while the menu is open
        self.changed = False  # choices changed since the menu opened
        self.leaving = _STAY  # a close a page asked for (see leave)

    def open(self, now):
        """Show the first page; a game in play is paused (and saved) first."""
        app = self.app
        if app.mode is self:
            return
        app.helper.stop()
        if app.game.state == PLAYING:
            app.timer.pause(now)
            app.saved.store(now)
        self.changed = False
        self.leaving = _STAY
        gc.collect()  # the pages' code is loaded in one clean heap
        self.page = _page(self, "home")
        app.switch(self, now)

    def go(self, name, now):
        """Show another page; back on the first, the focus is on the button
        that led away from it."""
        came_from = self.page.name if self.page is not None else ""
        self.page = None
        if came_from != "home" and came_from in _PAGES:  # its module goes
            forget_under("minesweeper.menu." + _PAGES[came_from][0])
        gc.collect()
        page = self.page = _page(self, name)
        for k, control in enumerate(page.controls):
            if control.name.lower() == came_from:
                page.focus = k
        self.show(now)

    def back(self, now):
        """One level up: a page to the first page, the first to the game."""
        if self.page is not None and self.page.name != "home":
            self.go("home", now)
        else:
            self.close(now, -1)

    def close(self, now, seed=-1):
        """Leave the menu, saving the choices if they changed (one write):
        ``seed`` -1 goes back to the game (a paused game resumes, whatever
        the choices; a board not yet opened takes the choices; a finished
        one shows until the next tap), None starts a new game, a game
        number replays that game. A new game is asked of the app
        (:meth:`minesweeper.app.App.new_game_soon`): it starts in the loop's
        pass once the input is handled, where the Python stack is shallow."""
        app = self.app
        if self.changed and app.records is not None:
            app.records.save_prefs(app.choices.prefs())
        self.changed = False
        self.page = None
        app.screen.show_menu(None)
        forget_under("minesweeper.menu.")  # every page's module, not this one
        gc.collect()
        state = app.game.state
        if seed != -1:
            app.new_game_soon(seed)
        elif state == PLAYING:
            app.timer.resume(now)
            app.switch(app.playing, now)
        elif state != READY:
            app.switch(app.playing, now)  # the end of the last game
        elif app.same_board() and (
            app.choices.guaranteed == (app.game.start >= 0 or app.helper.waiting)
        ):
            app.switch(app.playing, now)  # the board on screen, as it was
        else:
            app.new_game_soon(app.game.seed)

    def leave(self, seed):
        """A page's way to :meth:`close` the menu (``seed`` as there): done
        once the page's call has returned, so that no frame of the page's
        code holds it in RAM while the next game is built."""
        self.leaving = seed

    def target(self, x, y):
        page = self.page
        return -1 if page is None else page.target(x, y)

    def touch(self, event, target, now):
        page = self.page
        if (event == touch.TAP or event == touch.LONG_PRESS) and target >= 0 and page:
            page.focus = target // 2
            self.press(target // 2, target % 2, now)

    def key(self, code, now):
        """M or Esc one level up, P back to the game, N a new game; the
        page moves its focus and presses its controls."""
        if code == keys.MENU:
            self.back(now)
        elif code == keys.PAUSE:
            self.close(now, -1)
        elif code == keys.NEW:
            self.close(now, None)
        elif self.page is not None:
            page = self.page
            drawn = page.key(code, now) and self.page is page
            page = None  # (the page's code may go: see leave)
            self._settle(drawn, now)

    def press(self, control, side, now):
        page = self.page
        if page is not None:
            page.press(control, side, now)
            drawn = self.page is page  # still on show: draw what changed
            page = None
            self._settle(drawn, now)

    def _settle(self, drawn, now):
        """After a page's key or press: the close it asked for (see
        :meth:`leave`), or, ``drawn``, what it changed shown."""
        seed = self.leaving
        if seed != _STAY:
            self.leaving = _STAY
            self.close(now, seed)
        elif drawn:
            self.show(now)

    def tick(self, now):
        if self.page is None:
            # Still the menu, with no page: the new game asked for did not
            # start (an error in its pass). The first page again, so that
            # a tap can go on.
            self.page = _page(self, "home")
            self.show(now)

    def show(self, now):
        screen = self.app.screen
        screen.show_note(None)
        screen.show_menu(self.page)
