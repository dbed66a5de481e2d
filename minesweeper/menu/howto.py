# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Help page: how to play, in a few lines, and a Back button.

The gestures of the touch scheme in use, the face and the mine counter
(the hint button), and the keys. Wrapped to the screen's width at the
largest text scale whose lines fit. Hardware-free.
"""

from minesweeper.menu.subpage import Subpage

_MODERN = (
    "Tap a cell to open it; hold it to flag it. Tap a number whose flags "
    "are all placed to open the cells around it."
)
_CLASSIC = (
    "Each tap on a cell is one step: hidden, ?, flag, open. The game ends "
    "when no cell is hidden: flag the mines last."
)
_REST = (
    "The face starts a new game; hold it for this menu. The mine counter "
    "gives a hint (a hinted win sets no best time).\n"
    "Keys: arrows~move, Space~opens, F~flags, H~hint, P~pause, N~new~game, "
    "M~or~Esc~menu."
)  # "~": a space no line breaks at


class Help(Subpage):
    name = "help"

    def build(self):
        self.header("How to play")
        classic = self.app.choices.scheme == "classic"
        text = (_CLASSIC if classic else _MODERN) + "\n" + _REST
        self.body(*self.fit(text))

    def press(self, control, side, now):
        self.menu.back(now)
