# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A page of the menu (:mod:`minesweeper.menu`) drawn on displayio.

Part of the PyPortal shell; needs ``displayio``, ``vectorio`` and
``terminalio`` (built in). Built when the menu opens and dropped when it
closes (:meth:`minesweeper.device.screen.Screen.show_menu`), so it costs
nothing while a game is played.

No pixel is stored for a flat colour: the background, each control's face
and the focus ring are ``vectorio.Rectangle`` shapes sharing one palette.
Each :class:`minesweeper.menu.grid.Text` is drawn by
:mod:`minesweeper.device.text`, a byte a character, in one palette per text
colour. A page whose layout is the one on show only has its changed texts,
face colours and focus ring updated; another layout is built afresh in
place of the old.
"""

import gc

import displayio
import vectorio

from minesweeper.device.text import lines, palette
from minesweeper.menu.grid import INSET, KEYS, PRIMARY, TOGGLE

try:  # for type checkers only: a board has no typing
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from minesweeper.menu.page import Page
except ImportError:
    pass

# Palette entries of the shapes.
_BACK = 0  # the background: near black, blue
_FACE = 1  # a control's face
_LIT = 2  # the large button's face, and a toggle's while it is on
_FOCUS = 3  # the ring around the focused control
_COLOURS = (0x080C18, 0x2E4472, 0x1D7A3A, 0xFFD000)
# Text colours by role (grid.TITLE, LABEL, INFO): white on the faces, whose
# darkest is 8:1 against it, and the title in the focus ring's yellow.
TEXT_COLOURS = (0xFFD000, 0xFFFFFF, 0xE8EEF8)


def _rect(palette, x, y, w, h, colour):
    shape = vectorio.Rectangle(pixel_shader=palette, width=w, height=h, x=x, y=y)
    shape.color_index = colour
    return shape


class MenuView:
    """The menu's group on top of ``root`` (a screen's root group)."""

    def __init__(self, root: displayio.Group, screen_w: int, screen_h: int):
        self.root = root
        self.palette = displayio.Palette(len(_COLOURS))
        for k, colour in enumerate(_COLOURS):
            self.palette[k] = colour
        self.group = displayio.Group()
        self.group.append(_rect(self.palette, 0, 0, screen_w, screen_h, _BACK))
        root.append(self.group)
        self.shades = [palette(colour) for colour in TEXT_COLOURS]
        self.layout: tuple = ()
        self.faces: list = []  # (shape, control index), in page order
        self.shown: list = []  # each text as drawn
        self.first = 0  # the group's index of the first text
        self.ring: "vectorio.Rectangle | None" = None
        self.hole: "vectorio.Rectangle | None" = None
        self.marks: list = []  # a shape for each of the page's marks

    def close(self):
        """Take the menu off the screen (the caller drops the view)."""
        self.root.remove(self.group)

    def show(self, page: "Page"):
        """Show ``page``: built if its layout is new, else brought up to date."""
        layout = tuple((c.kind, c.x, c.y, c.w, c.h) for c in page.controls) + tuple(
            (t.x, t.y, t.scale, t.role, t.pitch) for t in page.texts
        )
        if layout != self.layout:
            self._build(page)
            self.layout = layout
        for shape, k in self.faces:
            control = page.controls[k]
            lit = control.kind == PRIMARY or (control.kind == TOGGLE and control.on)
            colour = _LIT if lit else _FACE
            if shape.color_index != colour:
                shape.color_index = colour
        for k, text in enumerate(page.texts):
            if self.shown[k] != text.text:
                self._text(k, text)
        self._marks(page.marks)
        ring = self.ring
        hole = self.hole
        if ring is not None and hole is not None and page.controls:
            # A ring 2 px wide in the margin around the focused control's
            # face: a yellow rectangle, and one of the background in it.
            c = page.controls[page.focus]
            x, y, w, h = c.x, c.y, c.w, c.h
            if c.kind == KEYS:  # the focused key of a row of keys
                x, y, w, h = c.faces()[getattr(page, "column", 0)]
                x, y, w, h = x - INSET, y - INSET, w + 2 * INSET, h + 2 * INSET
            for shape, inset in ((ring, 1), (hole, 3)):
                shape.x = x + inset
                shape.y = y + inset
                shape.width = w - 2 * inset
                shape.height = h - 2 * inset

    def _build(self, page):
        group = self.group
        while len(group) > 1:  # all but the background
            group.pop()
        gc.collect()  # the old page's shapes and texts, before the new ones
        self.faces = []
        self.marks = []  # (popped with the rest)
        self.ring = None
        colours = self.palette
        if page.controls:
            ring = self.ring = _rect(colours, 0, 0, 1, 1, _FOCUS)
            hole = self.hole = _rect(colours, 0, 0, 1, 1, _BACK)
            group.append(ring)
            group.append(hole)
        for k, c in enumerate(page.controls):
            for x, y, w, h in c.faces():
                face = _rect(colours, x, y, w, h, _FACE)
                group.append(face)
                self.faces.append((face, k))
        self.first = len(group)
        self.shown = []
        for k, text in enumerate(page.texts):
            group.append(displayio.Group())
            self.shown.append(None)
            self._text(k, text)

    def _marks(self, marks):
        """The page's marks (a target's cross, a dot) in the ring's colour,
        over everything: a shape kept for each, moved in place, and those
        past the page's number of marks moved off the screen."""
        shapes = self.marks
        while len(shapes) < len(marks):
            shapes.append(_rect(self.palette, 0, 0, 1, 1, _FOCUS))
            self.group.append(shapes[-1])
        for k, shape in enumerate(shapes):
            mark = marks[k] if k < len(marks) else (-2, -2, 1, 1)
            shape.x, shape.y, shape.width, shape.height = mark

    def _text(self, k, text):
        """Draw text ``k`` of the page (in place of what was there)."""
        self.group[self.first + k] = lines(
            text.text, self.shades[text.role], text.scale, text.pitch, text.x, text.y
        )
        self.shown[k] = text.text
