# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The drawing side's own copy of what the board shows, as in sgt-puzzles.

A :class:`Shadow` stands between the game and a tile grid (a
``displayio.TileGrid`` on the device, anything with ``grid[i] = code``
elsewhere): it writes a cell only where the code on screen differs, because a
TileGrid write marks a dirty rectangle even when the value is unchanged.
Hardware-free, so the benchmark times it under MicroPython.
"""

from minesweeper.rules.tiles import HIDDEN


class Shadow:
    """What ``grid`` shows for each of ``size`` cells."""

    def __init__(self, size, grid):
        self.grid = grid
        self.shown = bytearray(size)
        for i in range(size):
            self.shown[i] = HIDDEN  # a new TileGrid's default tile

    def draw(self, game, cells):
        """Write the listed cells whose tile differs; True if any was."""
        shown = self.shown
        grid = self.grid
        tiles = game.tiles
        wrote = False
        for i in cells:
            code = tiles[i]
            if shown[i] != code:
                shown[i] = code
                grid[i] = code
                wrote = True
        return wrote

    def redraw(self, game):
        """Bring every cell up to date (a new game); True if any changed."""
        return self.draw(game, range(len(self.shown)))

    def set(self, index, code):
        """Show a code the game does not know of (the pressed highlight)."""
        if self.shown[index] != code:
            self.shown[index] = code
            self.grid[index] = code
            return True
        return False


class ShadowScreen:
    """The board half of a screen, shared by the device's, the terminal's
    and the tests' stand-in: a :class:`Shadow` in ``self.shadow`` writes
    the tiles, and ``self.dirty`` says a refresh has work to do."""

    shadow: "Shadow"  # set by the screen's constructor
    dirty: bool

    def draw(self, game, changed):
        """Write the tiles of the changed cells whose code differs."""
        if self.shadow.draw(game, changed):
            self.dirty = True

    def redraw(self, game):
        """Bring every cell up to date (a new game); writes only differences."""
        if self.shadow.redraw(game):
            self.dirty = True

    def set_cell(self, index, code):
        """Show one tile code at a cell (the pressed highlight, or undo it)."""
        if self.shadow.set(index, code):
            self.dirty = True

    def release(self):
        """Let go of what the display holds of this screen, before another
        is built (a new board size): nothing to do where nothing is held."""
