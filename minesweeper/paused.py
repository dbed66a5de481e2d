# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The app while paused: the timer stands and the board is hidden.

Every cell is drawn hidden, so a pause hides the position (as the best
desktop Minesweepers do); resuming redraws the board exactly as it was,
through the screen's shadow, so only the cells that differ are written.
A tap anywhere, P, Space or Enter resumes; N starts a new game; holding
the face (or M) opens the menu. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.controls import keys, touch
from minesweeper.rules.tiles import HIDDEN


class Paused:
    """The paused game; :meth:`App.pause` and :meth:`App.resume` switch."""

    def __init__(self, app):
        self.app = app

    def target(self, x, y):
        if self.app.layout.on_face(x, y):
            return _layout.FACE_BUTTON
        return 0  # anywhere else on the screen

    def show(self, now):
        app = self.app
        screen = app.screen
        screen.show_menu(None)
        for i in range(app.game.size):
            screen.set_cell(i, HIDDEN)
        screen.offset(0, 0)
        app.note(None, now)
        screen.show_note("Paused: tap to play on")
        app.playing.status(now)  # (a saved game's, at power-up)

    def touch(self, event, target, now):
        if event == touch.LONG_PRESS and target == _layout.FACE_BUTTON:
            self.app.open_menu(now)
        elif event == touch.TAP or event == touch.LONG_PRESS:
            self.app.resume(now)

    def key(self, code, now):
        """Space or Enter resumes; the others are the app's (P resumes too)."""
        if code == keys.OPEN:
            self.app.resume(now)
            return True
        return False

    def tick(self, now):
        pass
