# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Help page: how to play, in a few lines, and a Back button.

The gestures of the touch scheme in use, the face and the mine counter
(the hint button), and the keys; where keys are all the front end has (a
screen whose ``keys_only`` is true: the terminal's), the same lines name
the keys instead. Wrapped to the screen's width at the largest text scale
whose lines fit. Hardware-free.
"""

from minesweeper.menu.subpage import Subpage

_MODERN = (
    "Tap a cell to open it; hold it to flag it. Tap a number whose flags "
    "are all placed to open the cells around it."
)
_MODERN_KEYS = (
    "Space opens the cell in brackets; F flags it. Space on a number whose "
    "flags are all placed opens the cells around it."
)
_CLASSIC = (
    "Each %s on a cell is one step: hidden, ?, flag, open. The game ends "
    "when no cell is hidden: flag the mines last."
)
_REST = (
    "%s starts a new game; %s this menu. %s gives a hint (a hinted "
    "win sets no best time).\n"
    "Keys: arrows~move, Space~opens, F~flags, H~hint, P~pause, N~new~game, "
    "M~or~Esc~menu."
)  # "~": a space no line breaks at
# The inputs the texts name, by touch and by keys alone.
_TOUCH = ("tap", "The face", "hold it for", "The mine counter")
_KEYS = ("Space or F", "N", "M or Esc opens", "H")


class Help(Subpage):
    name = "help"

    def build(self):
        self.header("How to play")
        # (Asked here, loaded only with this page, and not of every screen:
        # the board's has no such attribute to carry.)
        keys_only = getattr(self.app.screen, "keys_only", False)
        inputs = _KEYS if keys_only else _TOUCH
        if self.app.choices.scheme == "classic":
            text = _CLASSIC % inputs[0]
        else:
            text = _MODERN_KEYS if keys_only else _MODERN
        self.body(*self.fit(text + "\n" + _REST % inputs[1:]))

    def press(self, control, side, now):
        self.menu.back(now)
