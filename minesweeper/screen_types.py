# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The screen the app draws on, written down for type checkers only.

The app and its modes call these 13 methods on a screen, and three screens
implement them: the device's (:class:`minesweeper.device.screen.Screen`),
the terminal's (``desktop/terminal.py``) and the tests' stand-in
(``tests/core/standins.py``); ``tools/typecheck.py`` checks all three
against :class:`Screen` with mypy (``tools/screens_check.py``). The board
half (``draw``, ``redraw``, ``set_cell``, ``release``) is shared by all
three through :class:`minesweeper.shadow.ShadowScreen`.

A screen only applies what it is told and drops repeats: what the status
bar shows is decided by :meth:`minesweeper.playing.Playing.status`, what
is drawn when by the app's pass (:meth:`minesweeper.loop.Loop.drain`).

Never imported at run time: a module names it only under ``TYPE_CHECKING``
behind ``from typing import`` (which a board lacks), the way
``adafruit_imageload`` keeps its ``displayio_types``, so it costs the board
nothing. Needs ``typing`` (CPython, for the type checker).
"""

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from minesweeper.layout import Layout
    from minesweeper.menu.page import Page
    from minesweeper.rules.game import Game


class Screen(Protocol):
    """What the app calls on a screen."""

    layout: "Layout"  # the board's size and place it was made for

    def draw(self, game: "Game", changed: Iterable[int]) -> None:
        """Show the changed cells' tiles (only those that differ)."""

    def redraw(self, game: "Game") -> None:
        """Bring every cell up to date (a new game)."""

    def set_cell(self, index: int, code: int) -> None:
        """Show a tile code the game does not know of (the pressed cell)."""

    def release(self) -> None:
        """Let go of what the display holds, before another screen is built."""

    def show_cursor(self, index: int) -> None:
        """Outline a cell (the keys' cursor, a hint); -1 hides it."""

    def offset(self, dx: int, dy: int) -> None:
        """Move the board by a few pixels (the shake on a loss)."""

    def show_counter(self, value: int) -> None:
        """The mines left, -99 to 999."""

    def show_timer(self, value: int) -> None:
        """The seconds played, 0 to 999."""

    def show_face(self, name: str) -> None:
        """One of ``minesweeper.rules.tiles.FACES``."""

    def show_bar(self, visible: bool) -> None:
        """Show or hide the status bar (hidden only where it overlays)."""

    def show_menu(self, page: "Page | None") -> None:
        """Show a page of the menu over everything, now; None hides it."""

    def show_note(self, text: str | None) -> None:
        """One line over the board; None hides it."""

    def refresh(self) -> None:
        """Send what changed to the display, in one frame."""
