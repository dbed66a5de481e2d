# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Records page: the best times, as a table, and a Back button.

One line a level with results (the presets in menu order, then custom
sizes; a preset played on another screen, as the desktop's PyPortal and
Titano can share a file, with its size): games won of games played, the
best time, its 3BV and 3BV per second, and the wins in a row. The columns
are as wide as what they hold, and the table is drawn at the largest text
scale the screen fits (2 on a Titano, 1 on a PyPortal). Hardware-free.
"""

from minesweeper.layout import preset_keys
from minesweeper.menu.home import level_name
from minesweeper.menu.subpage import Subpage
from minesweeper.rules.levels import CUSTOM

_HEAD = ("Level", "Won", "Best", "3BV", "3BV/s", "Row")


def table(records, here=()):
    """The records as lines of text (without the legend); a preset's
    records of another board than ``here`` (this screen's preset keys,
    :func:`minesweeper.layout.preset_keys`) show its size."""
    if records is None:
        return ["No best times are kept here."]
    rows = [_HEAD]
    for level in records.levels():
        best = records.best(level)
        parts = level.split(":")  # the level, and the board's size
        if parts[0] == CUSTOM:
            name = parts[1]
        else:
            name = level_name(parts[0])
            if len(parts) > 1 and level not in here:
                name += " " + parts[1].split("/")[0]
        row = (
            name,
            "%d/%d" % (records.won(level), records.played(level)),
            "-",
            "-",
            "-",
            "%d" % records.streak(level),
        )
        if best:
            rate = records.rate(level)  # hundredths, a whole number
            row = row[:2] + (
                "%d s" % (best[0] // 1000),
                "%d" % best[1],
                "%d.%02d" % (rate // 100, rate % 100),
                row[5],
            )
        rows.append(row)
    if len(rows) == 1:
        return ["No games finished yet."]
    widths = [max(len(row[k]) for row in rows) for k in range(len(_HEAD))]
    lines = []
    for row in rows:
        cells = [row[0] + " " * (widths[0] - len(row[0]))]
        for k in range(1, len(row)):
            cells.append(" " * (widths[k] - len(row[k])) + row[k])
        lines.append(" ".join(cells))
    return lines


class Records(Subpage):
    name = "records"

    def build(self):
        self.header("Best times")
        records = self.app.records
        lay = self.app.layout
        lines = table(records, preset_keys(lay.screen_w, lay.screen_h))
        if len(lines) > 1:
            lines.append("")
            lines.append("Won: of played. Row: wins in a row.")
            lines.append("Wins after a hint set no best time.")
        if records is not None and not records.persistent:
            lines.append("Kept until power-off: no room in nvm.")
        self.body(*self.fit("\n".join(lines), wrapping=False))

    def press(self, control, side, now):
        self.menu.back(now)
