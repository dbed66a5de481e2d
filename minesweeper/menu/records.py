# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Records page: a level's statistics a part, the next level's
behind the "1/3 >" button, and a Reset button that asks first.

A part a level with results, this screen's levels first (the presets in
menu order, then the custom sizes it shows), then the boards of another
screen (as the desktop's PyPortal and Titano can share a file: its
presets, with their sizes, then its custom sizes): its name, games won of
played and the win rate, the current and best streak (and the losses to a
forced guess, where one was), the best time with
its 3BV, the best 3BV/s and efficiency, the average time of wins
(definitions in the README's "Statistics"), and its best game's board
code. Watch (where the best time is on a board this screen shows) plays
that game again (:mod:`minesweeper.replay`; where no replay was kept, or
it cannot play, the level's part says so: whether one is kept is known
only by reading the replays' region, which the page leaves to the
player, loaded once the menu has closed; read from a key's calls, it
took a PyPortal past its Python stack). Reset asks "Clear ...?" with
Clear and Keep (Keep focused, so a stray Enter keeps them). The daily
board's records follow, a part a level (:mod:`minesweeper.daily.days`). Every
value at scale 2 at least. Hardware-free; loaded with the page only.
"""

from minesweeper.compat import const, forget_under
from minesweeper.layout import custom, preset_keys
from minesweeper.menu import grid
from minesweeper.menu.page import level_name
from minesweeper.menu.subpage import Subpage
from minesweeper.rules.levels import CUSTOM, parse_key

_BEST_MS = const(0)  # a best's fields: its time, its 3BV
_BEST_BV = const(1)
_RESET = const(1)  # the Reset button's ident
_YES = const(2)  # ... asked: Clear
_KEEP = const(3)  # ... asked: Keep
_WATCH_BUTTON = const(4)
_WATCH = const(32)  # asked of the app's pass (minesweeper.loop: the same)


def name(level, here=()):
    """A level key as the page names it: a preset's name (with its size
    when it is not one of ``here``, this screen's preset keys), a custom
    size's ``WxH/M``."""
    name, cols, rows, mines = parse_key(level)
    if name == CUSTOM:
        return "%dx%d/%d" % (cols, rows, mines)
    out = level_name(name)
    if cols and level not in here:  # (a bare preset's name: no size)
        out += " %dx%d" % (cols, rows)
    return out


def shows(level, here, screen_w, screen_h):
    """True when this screen shows the board of ``level`` (a records'
    key): one of its presets (``here``, their keys), or a custom size it
    lays out as it is (a Titano's 24x14 is too large for a PyPortal)."""
    name, cols, rows, mines = parse_key(level)
    if name != CUSTOM:
        return level in here
    lay = custom(cols, rows, mines, screen_w, screen_h)
    return lay.cols == cols and lay.rows == rows and lay.mines == mines


def _time(ms):
    return "%d.%03d s" % (ms // 1000, ms % 1000)


def lines(f, level, here=(), code=None):
    """A level's statistics ``f`` (``Records.figures``), six lines of at
    most 26 columns (a 320 px screen's at scale 2) but with extreme values,
    and the best game's board ``code`` after the best time where known."""
    played = f["played"]
    won = f["won"]
    best = f["best"]
    rate = f["rate"]
    eff = f["efficiency"]
    average = f["average"]
    out = [
        name(level, here),
        "Won %d of %d (%d%%)" % (won, played, won * 100 // played if played else 0),
        "Streak %d, best %d" % (f["streak"], f["best_streak"]),
        "Best %s, 3BV %d" % (_time(best[_BEST_MS]), best[_BEST_BV])
        if best
        else "No best time yet",
        "Best %s 3BV/s, eff. %s"
        % (
            "%d.%02d" % (rate // 100, rate % 100) if rate else "-",
            "%d%%" % eff if eff else "-",
        ),
        "Average win %s" % (_time(average) if average is not None else "-"),
    ]
    if code:
        out.insert(4, "Code " + code)
    if f["forced"]:  # losses to a forced guess (README, "Hints")
        out[2] += ", %d forced" % f["forced"]
    return out


class Records(Subpage):
    name = "records"
    asking = False  # Reset pressed: the page asks before
    said = None  # why Watch did not play (on its level's part, until a press)
    levels = ()  # the levels' keys, a part each, in the page's order

    def build(self):
        app = self.app
        records = app.records
        lay = app.layout
        here = preset_keys(lay.screen_w, lay.screen_h)
        levels = records.levels() if records is not None else []
        mine = []  # (a loop: a comprehension is a frame more under the layout's;
        for level in levels:  # and level, a local the frame has anyway)
            if shows(level, here, lay.screen_w, lay.screen_h):
                mine.append(level)
        levels = self.levels = mine + [k for k in levels if k not in mine]
        days = []  # the daily board's records: a part a level played
        if records is not None and records.daily_data():  # (its module else not)
            from minesweeper.daily import days as _days

            days = _days.paragraphs(app, level_name)
            forget_under("minesweeper.daily.")
        self.parts = max(1, len(levels) + len(days))
        self.part %= self.parts
        m = self.margin
        w = self.screen_w - 2 * m
        buttons = ()
        if self.part >= len(levels) and days:
            shown = days[self.part - len(levels)].split("\n")
        elif records is None:
            shown = ["No records are kept here."]
        elif not levels:
            shown = ["No games finished yet."]
        elif self.asking:
            shown = ["Clear the statistics", "of %s?" % name(levels[self.part], here)]
            shown += ["", "Games, streaks, best", "and average go."]
            buttons = ((_YES, m, "Clear"), (_KEEP, m + w - w // 3, "Keep"))
        else:
            level = levels[self.part]
            f = records.figures(level)
            if self.said is not None:
                shown = [name(level, here), "", self.said]
            else:
                code = app.codes((f["board"],))[0]  # (here: a call less deep)
                shown = lines(f, level, here, code)
            buttons = ((_RESET, m + w // 3, "Reset"),)
            if f["best"] and level in mine:
                buttons = (
                    (_RESET, m, "Reset"),
                    (_WATCH_BUTTON, m + w - w // 3, "Watch"),
                )
        # Scale 2 (3 where it fits a Titano), lines as far apart as the rows
        # between the title and the buttons hold.
        top = self.row_y(1)
        room = self.row_y(5) - top
        scale = 3 if self.big and len(shown) * grid.FONT_H * 3 <= room else 2
        shown = grid.wrap("\n".join(shown), w // (grid.FONT_W * scale))  # (extremes)
        text = "\n".join(shown)
        pitch = grid.FONT_H + 3
        while pitch > grid.FONT_H - 1 and len(shown) * pitch * scale > room:
            pitch -= 1
        x = (self.screen_w - grid.longest(text) * grid.FONT_W * scale) // 2
        y = top + (room - (len(shown) - 1) * pitch * scale - grid.FONT_H * scale) // 2
        self.texts.append(grid.Text(x, y, scale, grid.INFO, text, pitch))
        for ident, left, word in buttons:
            self.add(ident, grid.BUTTON, left, 5, w // 3, 1, word)
            self.line(5, 2, grid.LABEL, ((left, w // 3, word, grid.CENTRE),))
        self.header("Records")

    def tell(self, level, said):
        """Show ``level``'s part saying ``said`` in place of its figures (why
        its replay did not play), until the next press."""
        if level in self.levels:
            self.part = self.levels.index(level)
            self.said = said
            self.refresh()

    def press(self, control, side, now):
        self.said = None
        if self.controls[control].ident != _YES:  # Back, Keep, the next part
            self.asking = False
        super().press(control, side, now)

    def act(self, ident, side):
        records = self.app.records
        if ident == _RESET:
            self.asking = True
        elif ident == _YES:
            records.reset(self.levels[self.part])
            records.store()
            self.asking = False
        elif ident == _WATCH_BUTTON:
            self.app.watched = self.levels[self.part]
            self.app.ask(_WATCH)
            return
        self.refresh()
        for k, control in enumerate(self.controls):  # Keep, or Reset again
            if control.ident == (_KEEP if self.asking else _RESET):
                self.focus = k
