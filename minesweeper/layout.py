# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Screen layout: level presets fitted to a screen, pixels <-> cells.

The presets and their classic sizes are :mod:`minesweeper.rules.levels`'s.

A status bar (mines counter, face button, timer) sits above the board, the
two centred on the screen together; a 480x320 screen's bar, face and
digits are larger (32 px, not 24), so that its Beginner and Intermediate
boards and their bar fill its height. Where the board fills the screen, as the
Classic level does on a 320x240 PyPortal, the bar is laid over the board's
top edge instead and the app shows it only while no game is in play (see
:attr:`Layout.overlay`). Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.levels import LEVELS, PRESETS, SIZES, level_key, parse_key

BAR = const(24)  # status bar height in pixels
FACE = const(24)  # the face button, square
DIGIT_W = const(11)  # one status digit
DIGIT_H = const(20)
DIGITS = const(3)  # digits in the counter and in the timer
# A screen 320 px tall or more (a Titano's) has a larger bar, face and
# digits, in sheets of their own: its boards fill its height with them.
_LARGE_H = const(320)
_BAR_LARGE = const(32)
_FACE_LARGE = const(32)
_DIGIT_W_LARGE = const(15)
_DIGIT_H_LARGE = const(28)

NOWHERE = const(-1)  # target(): nothing there
FACE_BUTTON = const(-2)  # target(): the face button
HINT_BUTTON = const(-3)  # target(): the mine counter, which asks for a hint

# The cell size of each preset (minesweeper.rules.levels.PRESETS order).
_PRESET_TILES = (32, 24, 16, 16)


class Layout:
    """Where everything is, for one board on one screen."""

    def __init__(self, screen_w, screen_h, cols, rows, tile, mines):
        self.screen_w = screen_w
        self.screen_h = screen_h
        self.cols = cols
        self.rows = rows
        self.tile = tile
        self.mines = mines
        large = screen_h >= _LARGE_H
        self.bar = bar = _BAR_LARGE if large else BAR
        self.face = face = _FACE_LARGE if large else FACE
        self.digit_w = digit_w = _DIGIT_W_LARGE if large else DIGIT_W
        self.digit_h = _DIGIT_H_LARGE if large else DIGIT_H
        board_w = cols * tile
        board_h = rows * tile
        self.overlay = board_h + bar > screen_h
        top = (
            (screen_h - board_h) // 2
            if self.overlay
            else (screen_h - board_h - bar) // 2
        )
        self.board_x = (screen_w - board_w) // 2
        self.board_y = top if self.overlay else top + bar
        self.bar_y = top
        self.face_x = (screen_w - face) // 2
        self.face_y = self.bar_y + (bar - face) // 2
        # Counter at the board's left edge, timer at its right, inside the bar.
        digits = DIGITS * digit_w
        left = min(self.board_x, self.face_x - digits - 4)
        right = max(self.board_x + board_w, self.face_x + face + digits + 4)
        self.counter_x = max(0, left + 2)
        self.timer_x = min(screen_w, right - 2) - digits
        self.digit_y = self.bar_y + (bar - self.digit_h) // 2

    def same(self, other, mines=True):
        """True when ``other`` lays out the same board (cells, tile size and,
        unless ``mines`` is False, mines)."""
        return (
            self.cols == other.cols
            and self.rows == other.rows
            and self.tile == other.tile
            and (self.mines == other.mines or not mines)
        )

    def cell_at(self, x, y):
        """The index of the cell under pixel (x, y), or NOWHERE."""
        px = x - self.board_x
        py = y - self.board_y
        if px < 0 or py < 0:
            return NOWHERE
        cx = px // self.tile
        cy = py // self.tile
        if cx >= self.cols or cy >= self.rows:
            return NOWHERE
        return cy * self.cols + cx

    def on_face(self, x, y):
        return (
            self.face_x <= x < self.face_x + self.face
            and self.face_y <= y < self.face_y + self.face
        )

    def on_counter(self, x, y):
        return (
            self.counter_x <= x < self.counter_x + DIGITS * self.digit_w
            and self.bar_y <= y < self.bar_y + self.bar
        )

    def cell_origin(self, index):
        """The top-left pixel of a cell."""
        cy = index // self.cols
        return (
            self.board_x + (index - cy * self.cols) * self.tile,
            self.board_y + cy * self.tile,
        )


TILES = (32, 24, 16)  # the sprite sheets' cell sizes, largest first
MIN_SIDE = const(4)  # a custom board's smallest width and height


def bar(screen_h):
    """The status bar's height on a screen ``screen_h`` pixels tall."""
    return _BAR_LARGE if screen_h >= _LARGE_H else BAR


def most(screen_w, screen_h):
    """The largest board (columns, rows) a screen shows, at 16 px cells."""
    tile = TILES[-1]
    return screen_w // tile, (screen_h - bar(screen_h)) // tile


def custom(cols, rows, mines, screen_w, screen_h):
    """The Layout of a custom board, clamped to what the screen fits (at
    least 4x4, with at least ten safe cells: the first tap's block and one
    more), with the largest tiles that fit."""
    most_cols, most_rows = most(screen_w, screen_h)
    cols = max(MIN_SIDE, min(most_cols, cols))
    rows = max(MIN_SIDE, min(most_rows, rows))
    mines = max(1, min(cols * rows - 10, mines))
    for tile in TILES:
        if cols * tile <= screen_w and rows * tile + bar(screen_h) <= screen_h:
            break
    return Layout(screen_w, screen_h, cols, rows, tile, mines)


def fit(level, screen_w, screen_h):
    """The Layout of a level preset on a screen; ValueError if unknown.
    Sizes are capped to the preset's classic board and to the screen, the
    mines keeping its density (Classic, the guide's board, never shrinks)."""
    if level not in PRESETS:
        raise ValueError(
            "unknown level %r; choose one of %s" % (level, ", ".join(PRESETS))
        )
    n = PRESETS.index(level)
    tile = _PRESET_TILES[n]
    cols, rows, mines = SIZES[n]
    if level != "classic":
        fit_cols = min(cols, screen_w // tile)
        fit_rows = min(rows, (screen_h - bar(screen_h)) // tile)
        cells = fit_cols * fit_rows
        # Keep the classic density, rounded to the nearest mine.
        mines = (cells * mines * 2 + cols * rows) // (2 * cols * rows)
        cols, rows = fit_cols, fit_rows
    return Layout(screen_w, screen_h, cols, rows, tile, mines)


def exactly(key, cols, rows, mines, screen_w, screen_h):
    """The Layout the level of ``key`` (a level key, or a bare level name:
    a preset, else a custom board) makes on a screen where it is exactly
    this board; None where it is not (a board of another screen, or one
    this one cannot show)."""
    level, _, _, _ = parse_key(key)
    if level in PRESETS:
        lay = fit(level, screen_w, screen_h)
    else:
        lay = custom(cols, rows, mines, screen_w, screen_h)
    if (lay.cols, lay.rows, lay.mines) != (cols, rows, mines):
        return None
    return lay


def named(cols, rows, mines, screen_w, screen_h):
    """``(level, Layout)`` of exactly this board on a screen: the preset
    that makes it there, else a custom board; None where the screen cannot
    show it (or it has fewer than ten safe cells)."""
    for level in LEVELS:
        lay = exactly(level, cols, rows, mines, screen_w, screen_h)
        if lay is not None:
            return level, lay
    return None


def preset_keys(screen_w, screen_h):
    """The presets' level keys on a screen, in PRESETS order."""
    keys = []
    for level in PRESETS:
        lay = fit(level, screen_w, screen_h)
        keys.append(level_key(level, lay.cols, lay.rows, lay.mines))
    return keys
