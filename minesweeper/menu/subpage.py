# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A page of the menu under its first: a Back button and the title in its
top row, and (for the Records and Help pages) text below them.

Every word is drawn at scale 2 at least (12 px glyphs are too small to read
at arm's length): a page with more than the screen holds at that scale is
in parts, and a button at the top right ("1/3 >") shows the next part (the
first again after the last). Hardware-free.
"""

from minesweeper.compat import const
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

BACK = const(0)  # the Back button's ident
MORE = const(9)  # the next part's button


class Subpage(Page):
    """A page the first page leads to; Back (its first control, ``ident``
    0) goes back there. ``part`` of ``parts`` is on show."""

    part = 0
    parts = 1
    foot = 0  # rows at the bottom the text leaves to controls

    def header(self, title):
        """Row 0: the Back button, the title and, for a page in parts, the
        button to the next part. Called last in :meth:`build`, when the
        parts are known: Back is put first of the controls, the next
        part's button last."""
        m = self.margin
        w = (self.screen_w - 2 * m) * 27 // 100
        self.add(BACK, BUTTON, m, 0, w, 1, "Back")
        self.controls.insert(0, self.controls.pop())
        self.line(0, 2, LABEL, ((m, w, "< Back", CENTRE),))
        right = self.screen_w - m
        if self.parts > 1:
            self.part %= self.parts
            word = "%d/%d >" % (self.part + 1, self.parts)
            right -= w
            self.add(MORE, BUTTON, right, 0, w, 1, "More", word)
            self.line(0, 2, LABEL, ((right, w, word, CENTRE),))
        scale = 3 if self.big else 2
        left = m + w
        x = left + (right - left - len(title) * FONT_W * scale) // 2
        self.text(x, 0, scale, TITLE, title)

    def paged(self, paragraphs):
        """The lines of each part of ``paragraphs`` (a list of strings, each
        wrapped to the screen's width, a "~" a space no line breaks at,
        apart by a blank line), and their scale and pitch: the largest scale
        and roomiest pitch at which they fit in one part, else scale 2 in
        parts of whole paragraphs where they fit."""
        room = self.rows_h(1, len(self.heights) - 1 - self.foot) - 2 * self.margin
        for scale in (3, 2) if self.big else (2,):
            chars = (self.screen_w - 2 * self.margin) // (FONT_W * scale)
            for pitch in (FONT_H + 3, FONT_H):
                parts = _split(paragraphs, chars, room // (pitch * scale))
                if len(parts) == 1:
                    return parts, scale, pitch
        return parts, 2, FONT_H

    def body(self, paragraphs):
        """Part ``part`` of ``paragraphs`` (see :meth:`paged`) under the
        header, centred across the screen; the header is laid out by
        :meth:`build` after this, knowing the parts."""
        parts, scale, pitch = self.paged(paragraphs)
        self.parts = len(parts)
        self.part %= self.parts
        lines = "\n".join(parts[self.part]).replace("~", " ")
        x = (self.screen_w - longest(lines) * FONT_W * scale) // 2
        text = Text(x, self.row_y(1) + self.margin, scale, INFO, lines, pitch)
        self.texts.append(text)
        return text

    def press(self, control, side, now):
        ident = self.controls[control].ident
        if ident == BACK:
            self.menu.back(now)
        elif ident == MORE:
            self.part += 1
            self.refresh()
        else:
            self.act(ident, side)

    def act(self, ident, side):
        """A control of the page's own pressed (on its right half, ``side``
        1)."""


def _split(paragraphs, chars, most):
    """The paragraphs wrapped to ``chars`` a line, in parts of at most
    ``most`` lines: each paragraph whole in one part where it fits."""
    parts = [[]]
    for paragraph in paragraphs:
        lines = wrap(paragraph, chars)
        part = parts[-1]
        if part and len(part) + 1 + len(lines) <= most:
            part.append("")
        elif part:
            part = []
            parts.append(part)
        for line in lines:
            if len(part) >= most:
                part = []
                parts.append(part)
            part.append(line)
    return parts
