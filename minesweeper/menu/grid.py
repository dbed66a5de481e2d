# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Where a menu page's controls and texts go, computed from the screen size.

A page is rows filling the screen, each a share of its height: six equal
rows make 40 px on a 320x240 PyPortal and 53 px on a 480x320 Titano, and
no row with a control in it is less than 40 px on either. Each
:class:`Control` is a rectangle a tap lands in (its face is drawn a few
pixels inside it); each :class:`Text` is one label in the built-in 6x12
terminal font at a whole scale, its first glyph cell's top left at
``(x, y)``, a line every ``pitch`` font pixels.
Several strings share one label where they share a row and a scale:
:func:`compose` spaces them out so that each lands where its control is
(the font is monospaced, so a glyph's place is its column times its width).

The device's view, the terminal and the tests all read the same controls
and texts of a page (:mod:`minesweeper.menu.page`). Hardware-free.
"""

from collections import namedtuple

from minesweeper.compat import const

# Control kinds.
BUTTON = const(0)  # a tap does what it says
STEPPER = const(1)  # a number: its left half "-", its right half "+"
CYCLER = const(2)  # a choice: its left half "<" the one before, right ">" next
TOGGLE = const(3)  # on or off, its face lit while on
PRIMARY = const(4)  # the large button that plays
KEYS = const(5)  # a row of keys, a character of its value each (the code keypad)

# Text roles: the view gives each its colour.
TITLE = const(0)  # a page's title
LABEL = const(1)  # on a control's face
INFO = const(2)  # on the background

FONT_W = const(6)  # the terminal font's cell
FONT_H = const(12)
INSET = const(3)  # a face lies this far inside its control's rectangle
TO_LEFT = const(0)
CENTRE = const(1)
TO_RIGHT = const(2)


class Control:
    """A rectangle that does something when tapped or pressed by keys;
    ``name`` and ``value`` say what it is and shows (the terminal shows
    them as text), ``on`` a toggle's state."""

    def __init__(self, ident, kind, x, y, w, h, name, value=""):
        self.ident = ident
        self.kind = kind
        self.x = x
        self.y = y
        self.w = w
        self.h = h
        self.name = name
        self.value = value
        self.on = False

    def faces(self):
        """The ``(x, y, w, h)`` of the faces it is drawn with, INSET inside
        it: two for a stepper (its "-" and "+" buttons), one a key for a row
        of keys (equal shares of its width), else one."""
        x, y, w, h = self.x, self.y, self.w, self.h
        if self.kind == STEPPER:
            half = w // 2
            parts = [(x, half), (x + half, w - half)]
        elif self.kind == KEYS:
            n = len(self.value)
            parts = [(x + w * k // n, w * (k + 1) // n - w * k // n) for k in range(n)]
        else:
            parts = [(x, w)]
        return [
            (px + INSET, y + INSET, pw - 2 * INSET, h - 2 * INSET) for px, pw in parts
        ]


# One label: ``text`` (lines joined by newlines) at ``scale``, its first
# glyph cell's top left at (x, y), lines ``pitch`` font pixels apart, in its
# ``role``'s colour. Plain data nothing changes once made: a tuple, smaller
# than an object with its own attributes.
Text = namedtuple("Text", ("x", "y", "scale", "role", "text", "pitch"))


def longest(text):
    """The length of the longest line of ``text`` (a line alone: its
    length, with no list of lines made: a page's build calls this for each
    of its pieces)."""
    if "\n" not in text:
        return len(text)
    return max(len(line) for line in text.split("\n"))


def centre_lines(text):
    """``text`` with each line led by the spaces that centre it under the
    longest (a label's lines all start at its left edge)."""
    if "\n" not in text:
        return text
    most = longest(text)
    return "\n".join(
        " " * ((most - len(line)) // 2) + line for line in text.split("\n")
    )


def compose(pieces, scale):
    """``(x, text)`` of one label showing ``pieces``, each ``(x, width,
    text, align)`` left to right: each text is put on the font's grid as
    near as it goes to where ``align`` (TO_LEFT, CENTRE or TO_RIGHT) in its
    ``width`` wants it, never past the box on the side it is aligned to.
    A text of several lines is centred line by line, and is the only piece."""
    cell = FONT_W * scale
    start = None
    out = ""
    # (few locals: this frame is on top of the deepest chains, a page's
    # texts composed as it is built; x becomes where the text wants to be)
    for x, width, text, align in pieces:
        if align == CENTRE:
            x += (width - longest(text) * cell) // 2
            text = centre_lines(text)
        elif align == TO_RIGHT:
            x += width - len(text) * cell
        if start is None:
            start = x
            column = 0
        elif align == TO_LEFT:
            column = (x - start + cell - 1) // cell
        elif align == TO_RIGHT:
            column = (x - start) // cell
        else:
            column = (x - start + cell // 2) // cell
        if out:
            column = max(column, len(out) + 1)
        out += " " * (column - len(out)) + text
    return start, out


def wrap(text, width):
    """``text`` in lines of at most ``width`` characters, broken at spaces
    (and at the newlines it has)."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        lines.append(line)
    return lines


def fit_words(text, width, height, most):
    """``(text, scale)``: ``text`` at the largest scale up to ``most`` at
    which it fits in a box of ``width`` x ``height`` pixels with a
    margin, wrapped at spaces where one line is too long."""
    for scale in range(most, 0, -1):
        margin = 2 * INSET + 4 + (scale - 1) * FONT_W
        chars = (width - margin) // (FONT_W * scale)
        lines = wrap(text, chars)
        if longest("\n".join(lines)) <= chars and (
            len(lines) * FONT_H * scale <= height - 2 * INSET
        ):
            break
    return "\n".join(lines), scale
