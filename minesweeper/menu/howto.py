# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Help page: how to play, in a few paragraphs, and a Back
button.

The gestures of the touch scheme in use, the no-guess board's start
target, the face and the mine counter (the hint button), the first page's
Daily and Code, a replay's controls (the Records page's Watch), the
Classic level's hidden bar (where the screen hides it), the ways to
calibrate the touchscreen (where it reads raw) and the keys; where keys
are all the front end has (a screen whose ``keys_only`` is true: the
terminal's), the same paragraphs name the keys instead. In parts where the
screen holds less (:mod:`minesweeper.menu.subpage`). Hardware-free.
"""

from minesweeper.layout import fit
from minesweeper.menu.subpage import Subpage

_MODERN = (
    "Tap to open a cell, hold to flag it. Tap a number with its flags all "
    "placed to open its neighbours."
)
_MODERN_KEYS = (
    "Space opens the cell in brackets; F flags it. Space on a number whose "
    "flags are all placed opens the cells around it."
)
_CLASSIC = (
    "Each %s steps a cell: hidden, ?, flag, open. To win, leave no cell "
    "hidden: flag mines last."
)
_START = "No-guess boards start at the green target: no guess is needed from there."
_FACE = (
    "Face: tap for a new game, hold for this menu. Mine counter: tap for a "
    "hint (no best time then)."
)
_FACE_KEYS = (
    "N starts a new game; M or Esc opens this menu. H gives a hint (no best time then)."
)
_DAILY = "Daily: today's board, the same for all; its first try is recorded."
_CODE = "Code: type a game's code (shown at its end) to play its board."
_WATCH = (
    "Records: Watch replays a best game. Tap the face to pause, elsewhere "
    "to play faster; hold to go back."
)
_WATCH_KEYS = (
    "Records: Watch replays a best game. Space or P pauses, Right plays "
    "faster, Left slower; M or Esc goes back."
)
_BAR = "Classic hides its bar in play: hold a touch 2 s to see it."
_CALIBRATE = (
    "Taps land beside the cell? Settings: Calibrate touch, or hold the "
    "screen while the board starts up, or press C."
)
_KEYS = (
    "Keys: arrows~move, Space~opens, F~flags, H~hint, P~pause, N~new~game, "
    "M~or~Esc~menu."
)  # "~": a space no line breaks at


class Help(Subpage):
    name = "help"

    def build(self):
        # (Asked here, loaded only with this page, and not of every screen:
        # the board's has no such attribute to carry.)
        keys_only = getattr(self.app.screen, "keys_only", False)
        if self.app.choices.scheme == "classic":
            text = _CLASSIC % ("Space or F" if keys_only else "tap")
        else:
            text = _MODERN_KEYS if keys_only else _MODERN
        paragraphs = [text, _START, _FACE_KEYS if keys_only else _FACE]
        paragraphs += (_DAILY, _CODE, _WATCH_KEYS if keys_only else _WATCH)
        if not keys_only and fit("classic", self.screen_w, self.screen_h).overlay:
            paragraphs.append(_BAR)
        paragraphs.append(_KEYS)
        if hasattr(self.app.touchscreen, "raw"):  # (one that calibrates)
            paragraphs.append(_CALIBRATE)
        self.body(paragraphs)
        self.header("How to play")
