# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Records page: the best times, a few lines a level, and a
Back button.

A paragraph a level with results (the presets in menu order, then custom
sizes; a preset played on another screen, as the desktop's PyPortal and
Titano can share a file, with its size): its name; the best time and its
3BV; its 3BV per second; games won of games played and the wins in a
row. In parts where the screen holds less (:mod:`minesweeper.menu.subpage`).
Hardware-free.

The daily board's records follow, a paragraph a level (:mod:`minesweeper.daily`).
"""

from minesweeper.compat import const, forget_under
from minesweeper.layout import preset_keys
from minesweeper.menu.grid import (
    BUTTON,
    CENTRE,
    CYCLER,
    FONT_W,
    LABEL,
    TO_LEFT,
    TO_RIGHT,
)
from minesweeper.menu.home import level_name
from minesweeper.menu.subpage import Subpage
from minesweeper.rules.levels import CUSTOM

_WATCH = const(16)  # asked of the app's pass (minesweeper.loop: the same)
_WATCH_BUTTON = const(1)  # (control idents)
_PICK = const(2)


def _name(level, here):
    """A level as the page names it: a custom size, a preset's name (with
    its size where it is not one of ``here``)."""
    parts = level.split(":")  # the level, and the board's size
    if parts[0] == CUSTOM:
        return parts[1]
    name = level_name(parts[0])
    if len(parts) > 1 and level not in here:
        name += " " + parts[1].split("/")[0]
    return name


def _watchable(records, lay):
    """The levels whose best game Watch may play: those with a best time
    on a board this screen shows (the player says in one line when none
    was kept: the page reads no replay, so that their code is never
    loaded with the menu's)."""
    if records is None:
        return ()
    here = preset_keys(lay.screen_w, lay.screen_h)
    return [
        key
        for key in records.levels()
        if records.best(key) and (key in here or key.split(":")[0] == CUSTOM)
    ]


def paragraphs(records, here=(), codes=None):
    """The records as paragraphs of text (without the note below them); a
    preset's records of another board than ``here`` (this screen's preset
    keys, :func:`minesweeper.layout.preset_keys`) show its size, and a
    best time the code of its board (``codes``: level key -> code)."""
    if records is None:
        return ["No best times are kept here."]
    out = []
    for level in records.levels():
        best = records.best(level)
        name = _name(level, here)
        won = "Won %d of %d, %d in a row" % (
            records.won(level),
            records.played(level),
            records.streak(level),
        )
        if best:
            rate = records.rate(level)  # hundredths, a whole number
            out.append(  # (lines that fit 26 columns: a 320 px screen's)
                "%s\nBest %d s, 3BV %d\n%d.%02d 3BV/s\n%s"
                % (name, best[0] // 1000, best[1], rate // 100, rate % 100, won)
            )
            if codes and codes.get(level):
                out[-1] += "\nCode " + codes[level]
        else:
            out.append(name + "\n" + won)
    return out or ["No games finished yet."]


def codes(app):
    """Each level's best game's board code (level key -> code, or None),
    where the records keep its board (``Records.best_board``)."""
    records = app.records
    best_board = getattr(records, "best_board", None)
    if best_board is None:  # (records that keep no best game's board)
        return None
    levels = records.levels()
    shown = app.codes([best_board(level) for level in levels])
    return {level: shown[k] for k, level in enumerate(levels)}


class Records(Subpage):
    name = "records"
    pick = 0  # the level Watch plays, of those with a replay
    watchable = ()  # those levels' keys

    def build(self):
        records = self.app.records
        lay = self.app.layout
        text = paragraphs(
            records, preset_keys(lay.screen_w, lay.screen_h), codes(self.app)
        )
        from minesweeper import daily  # its records: a paragraph a level played

        text += daily.paragraphs(self.app, level_name)
        forget_under("minesweeper.daily")
        if records is not None and records.levels():
            text.append("Wins after a hint set no best time.")
        if records is not None and not records.persistent:
            text.append("Kept until power-off: no room in nvm.")
        self.watchable = _watchable(records, self.app.layout)
        self.foot = 1 if self.watchable else 0
        self.body(text)
        self.watch_row()
        self.header("Best times")

    def watch_row(self):
        """The last row: Watch, and which level's best game where several
        have a best time."""
        if not self.watchable:
            return
        lay = self.app.layout
        here = preset_keys(lay.screen_w, lay.screen_h)
        self.pick %= len(self.watchable)
        name = _name(self.watchable[self.pick], here)
        m = self.margin
        w = self.screen_w - 2 * m
        row = len(self.heights) - 1
        if len(self.watchable) == 1:
            self.add(_WATCH_BUTTON, BUTTON, m, row, w, 1, "Watch", name)
            self.line(row, 2, LABEL, ((m, w, "Watch " + name, CENTRE),))
            return
        half = 2 * FONT_W * 8  # "Watch" and its margins: the rest for the name
        self.add(_WATCH_BUTTON, BUTTON, m, row, half, 1, "Watch", name)
        self.add(_PICK, CYCLER, m + half, row, w - half, 1, "Level", name)
        self.line(
            row,
            2,
            LABEL,
            (
                (m, half, "Watch", CENTRE),
                (m + half + 2 * FONT_W, FONT_W * 2, "<", TO_LEFT),
                (m + half, w - half, name, CENTRE),
                (m + w - 4 * FONT_W, FONT_W * 2, ">", TO_RIGHT),
            ),
        )

    def act(self, ident, side):
        if ident == _PICK:
            self.pick += 1 if side else -1
            self.refresh()
        elif ident == _WATCH_BUTTON:
            self.app.watched = self.watchable[self.pick]
            self.app.ask(_WATCH)
