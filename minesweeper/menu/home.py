# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's first page: what is about to be played, and the way to it.

Top to bottom: the title; the level, a cycler ("<" the one before, ">" the
next); the board's size, its mines and the best time at it; one large
button that plays (Play, Resume the paused game, or, when the choices make
another board than the paused game's, "New game: Expert 20x13", which says
so before it ends that game) with, beside it, the other way (New game,
Resume, Replay a finished game's board); and the Settings, Records, Code
(a board code's keypad) and Help pages, and today's Daily board
(:mod:`minesweeper.daily`: asked of the app's pass, answered there).
Hardware-free.
"""

from minesweeper.compat import const, forget_under
from minesweeper.menu.grid import (
    BUTTON,
    CENTRE,
    CYCLER,
    FONT_W,
    INFO,
    LABEL,
    PRIMARY,
    TITLE,
    centre_lines,
    fit_words,
    longest,
)
from minesweeper.menu.page import Page, level_name
from minesweeper.rules.game import PLAYING, READY
from minesweeper.rules.levels import LEVELS

_BEST_MS = const(0)  # a best's first field, its time
_LEVEL = const(0)
_MAIN = const(1)  # the large button
_OTHER = const(2)
_PAGES = const(3)  # the buttons of the other pages, from here on
_DAILY_BUTTON = const(7)  # today's daily board (after the four pages')
_DAILY_W = const(84)  # its button's width: "Daily" at scale 2 and a margin
_DAILY = const(64)  # asked of the app's pass (minesweeper.loop: the same)

# What the large button (and the one beside it) does.
_RESUME = const(0)
_NEW = const(1)
_PLAY = const(2)
_REPLAY = const(3)
_WORDS = ("Resume", "New game", "Play", "Replay")


class Home(Page):
    name = "home"
    first = 1  # the large button
    # The title (and Daily), the level, what it is, the large button, the
    # other pages.
    heights = (5, 5, 6, 8, 5)
    said = None  # a line in place of what is chosen (the Daily's: why not)

    def actions(self):
        """What the large button and the one beside it do (-1: none)."""
        app = self.app
        state = app.game.state
        if state == PLAYING:
            if app.same_board():
                return _RESUME, _NEW
            return _NEW, _RESUME
        if state == READY or app.ended_code is None:  # (a board no code names)
            return _PLAY, -1
        return _PLAY, _REPLAY

    def build(self):
        app = self.app
        c = app.choices
        lay = self.chosen()
        w, m = self.screen_w, self.margin
        big = self.big
        # The title centred left of the Daily button (see the end).
        scale = 3 if big else 2
        x = (w - m - _DAILY_W - len("Minesweeper") * FONT_W * scale) // 2
        self.text(x, 0, scale, TITLE, "Minesweeper")
        name = level_name(c.level)
        self.add(_LEVEL, CYCLER, m, 1, w - 2 * m, 1, "Level", name)
        self.line(
            1,
            2,
            LABEL,
            (
                (m + 8, 12, "<", CENTRE),
                (m, w - 2 * m, name, CENTRE),
                (w - m - 20, 12, ">", CENTRE),
            ),
        )
        size = "%dx%d, %d mines%s" % (
            lay.cols,
            lay.rows,
            lay.mines,
            ", no-guess" if c.guaranteed else "",
        )
        records = app.records
        best = records.figures(c.level_key(lay))["best"] if records else None
        best = (
            "Best time %d s" % (best[_BEST_MS] // 1000) if best else "No best time yet"
        )
        # (on the background, so with no face's margin to keep)
        info = self.said or size + "\n" + best
        info, scale = fit_words(info, w, self.rows_h(2) + 6, 2)
        self.centred(2, scale, INFO, info)
        main, other = self.actions()
        word = _WORDS[main]
        if main == _NEW and other >= 0:
            word = "New game: %s %dx%d" % (name, lay.cols, lay.rows)
        # The large button takes most of the row, or what is left beside
        # Replay and the board's code (at scale 2, under the word: the code
        # its end showed, kept by the app, so that no codes' module is
        # loaded, nor called, under the page's build).
        width = (w - 2 * m) * 18 // 25
        code = app.ended_code
        if other == _REPLAY:
            width = w - 2 * m - (len(code) * 2 * FONT_W + 16)
        width = w - 2 * m if other < 0 else width
        self.add(_MAIN, PRIMARY, m, 3, width, 1, word)
        self.words(3, m, width, word, 4 if big else 3)
        if other >= 0:
            rest = w - 2 * m - width
            word = _WORDS[other]
            if other == _REPLAY:
                word = "Replay " + code
            self.add(_OTHER, BUTTON, m + width, 3, rest, 1, word)
            self.words(3, m + width, rest, word, 2)
        # The other pages' buttons, each as wide as its word needs and a
        # share of the rest.
        words = ("Settings", "Records", "Help", "Code")
        share = (w - 2 * m - 2 * FONT_W * len("".join(words))) // len(words)
        x = m
        pieces = []
        for k, word in enumerate(words):
            width = 2 * FONT_W * len(word) + share if k < 3 else w - m - x
            self.add(_PAGES + k, BUTTON, x, 4, width, 1, word)
            pieces.append((x, width, word, CENTRE))
            x += width
        for piece in pieces:  # (a label each: one line would put them on a grid)
            self.line(4, 2, LABEL, (piece,))
        # Today's daily board, at the title's right.
        self.add(_DAILY_BUTTON, BUTTON, w - m - _DAILY_W, 0, _DAILY_W, 1, "Daily")
        self.words(0, w - m - _DAILY_W, _DAILY_W, "Daily", 2)

    def centred(self, row, scale, role, text):
        """A label centred across the screen, line by line."""
        x = (self.screen_w - longest(text) * FONT_W * scale) // 2
        self.text(x, row, scale, role, centre_lines(text))

    def words(self, row, x, width, text, most):
        """A button's words, as large as they fit in it."""
        text, scale = fit_words(text, width, self.rows_h(row), most)
        self.line(row, scale, LABEL, ((x, width, text, CENTRE),))

    def press(self, control, side, now):
        menu = self.menu
        ident = self.controls[control].ident
        if ident == _LEVEL:
            c = self.app.choices
            step = 1 if side else -1
            c.level = LEVELS[(LEVELS.index(c.level) + step) % len(LEVELS)]
            menu.changed = True
            self.said = None
            self.refresh()
        elif ident == _MAIN or ident == _OTHER:
            main, other = self.actions()
            self.act(main if ident == _MAIN else other, now)
        elif ident == _DAILY_BUTTON:  # answered in the loop's pass (daily)
            self.app.ask(_DAILY)
        else:  # Settings, Records, Help: that page
            menu.go(self.controls[control].name.lower(), now)

    def daily(self, dated, now):
        """The Daily, answered in the loop's pass (the page's code is loaded
        only while the menu shows; ``dated``: asked again once the date's
        fetch ended) by :func:`minesweeper.daily.play.answer`, loaded for
        the call: a line why not, shown in place of what is chosen; or back
        to the recorded try still on; or today's board, which the app plays
        as it plays a board code's (:meth:`minesweeper.app.App.play_code`)."""
        from minesweeper.daily import play

        made = play.answer(self.app, self.said, dated, now)
        forget_under("minesweeper.daily.")
        if isinstance(made, str):
            self.said = made
            self.refresh()
            self.menu.show(now)
        else:
            self.menu.leave(made is not None, made)

    def act(self, action, now):
        menu = self.menu
        if action == _RESUME:
            menu.leave()
        elif action == _NEW:
            menu.leave(True)
        elif action == _REPLAY:
            menu.leave(True, self.app.board())  # (exactly: a code's too)
        else:  # play: the board on screen if it is the one chosen, else anew
            menu.leave(self.app.game.state != READY)
