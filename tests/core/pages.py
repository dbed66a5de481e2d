# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Reading a menu page as the player sees it, for the tests (both lanes and
the device's): where a word is drawn, which control a name is, and taps at
the pixels of a word's glyphs."""

from standins import run

from minesweeper.menu.grid import FONT_H, FONT_W


def find(page, name):
    """The index of the control called ``name`` (AssertionError if none)."""
    for k, control in enumerate(page.controls):
        if control.name == name:
            return k
    raise AssertionError("no control %r on the %s page" % (name, page.name))


def places(page, word, line_has=""):
    """Every place ``word`` is drawn on a line that also has ``line_has``:
    ``(x, y, w, h, scale)`` of its glyph cells, in pixels."""
    found = []
    for text in page.texts:
        s = text.scale
        for n, line in enumerate(text.text.split("\n")):
            if line_has not in line:
                continue
            at = line.find(word)
            while at >= 0:
                x = text.x + at * FONT_W * s
                y = text.y + n * text.pitch * s
                found.append((x, y, len(word) * FONT_W * s, FONT_H * s, s))
                at = line.find(word, at + 1)
    return found


def place(page, word, line_has=""):
    """The one place ``word`` is drawn on a line with ``line_has``."""
    found = places(page, word, line_has)
    assert len(found) == 1, (word, line_has, found)
    return found[0]


def ink(x, y, word, scale):
    """Where the font's glyphs of ``word``, drawn from (x, y), put ink:
    rows 1 to 9 of the 12 (to 11 with a descender), columns 0 to 4 of 6."""
    low = 12 if [c for c in word if c in "gjpqy,;$Q_"] else 10
    return (x, y + scale, (len(word) * FONT_W - 1) * scale, (low - 1) * scale)


def middle(box):
    x, y, w, h = box[:4]
    return (x + w // 2, y + h // 2)


def tap_word(app, touch, word, now, line_has=""):
    """Tap the middle of where ``word`` is drawn (once the app's pass has
    drawn what was asked); returns the time after."""
    app.drain(now)
    now = run(app, touch, 100, middle(place(app.screen.menu, word, line_has)), now)
    return run(app, touch, 60, None, now)


def inside(box, outer, margin=0):
    x, y, w, h = box[:4]
    ox, oy, ow, oh = outer[:4]
    return (
        x >= ox + margin
        and y >= oy + margin
        and x + w <= ox + ow - margin
        and y + h <= oy + oh - margin
    )


def words(page):
    """Every word the page shows, with the control names and values."""
    out = []
    for text in page.texts:
        out.extend(text.text.split())
    return out


def every_part_words(page):
    """:func:`words` of every part of a page in parts, in turn."""
    out = []
    for part in range(page.parts):
        page.part = part
        page.refresh()
        out.extend(words(page))
    return out
