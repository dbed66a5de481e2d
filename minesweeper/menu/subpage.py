# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A page of the menu under its first: a Back button and the title in its
top row, and (for the Records and Help pages) text below them, as large as
it fits. Hardware-free.
"""

from minesweeper.menu.grid import (
    BUTTON,
    CENTRE,
    FONT_H,
    FONT_W,
    INFO,
    LABEL,
    TITLE,
    Text,
    longest,
    wrap,
)
from minesweeper.menu.page import Page


class Subpage(Page):
    """A page the first page leads to; Back (its first control, ``ident``
    0) goes back there."""

    def header(self, title):
        """Row 0: the Back button and the title."""
        m = self.margin
        w = (self.screen_w - 2 * m) // 3
        self.add(0, BUTTON, m, 0, w, 1, "Back")
        self.line(0, 2, LABEL, ((m, w, "< Back", CENTRE),))
        scale = 3 if self.big else 2
        self.text(m + w + 4 * m, 0, scale, TITLE, title)

    def fit(self, text, wrapping=True):
        """``(text, scale, pitch)`` for ``text`` under a page's header: the
        largest scale (2 or 1) and then the roomiest line pitch at which its
        lines fit, wrapped to the screen's width (``wrapping``; paragraphs
        apart by a blank line where there is room; a "~" is a space no line
        breaks at) or as they are."""
        room = self.rows_h(1, len(self.heights) - 1) - 2 * self.margin
        gaps = ("\n\n", "\n") if wrapping else ("\n",)
        lines = text.split("\n")
        for scale in (2, 1):
            chars = (self.screen_w - 2 * self.margin) // (FONT_W * scale) - 1
            if not wrapping and longest(text) > chars:
                continue
            for pitch in (FONT_H + 3, FONT_H):
                for gap in gaps:
                    if wrapping:
                        lines = wrap(text.replace("\n", gap), chars)
                    if len(lines) * pitch * scale <= room:
                        return "\n".join(lines).replace("~", " "), scale, pitch
        return "\n".join(lines).replace("~", " "), 1, FONT_H

    def body(self, lines, scale, pitch):
        """The page's text under its header, centred across the screen."""
        x = (self.screen_w - longest(lines) * FONT_W * scale) // 2
        text = Text(x, self.row_y(1) + self.margin, scale, INFO, lines, pitch)
        self.texts.append(text)
        return text
