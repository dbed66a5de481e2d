# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Where a tap lands on a menu page, and where the arrows move its focus.

Loaded at the first tap or key on a page, not at its opening: the page's
opening from source compiles only what it shows (a board's parser takes
about 0.1 s a KB of source; docs/benchmarks.md, "Opening a page on the
board"). Kept while the menu shows, and let go with the menu's other
modules when it closes. The page's own methods call these
(:meth:`minesweeper.menu.page.Page.target`, :meth:`~minesweeper.menu.page.Page.key`),
each in their place, so that the Python stack is as deep as before.
Hardware-free.
"""


def target(page, x, y):
    """``2 * control + side`` for a press at (x, y) on ``page``, side 1 on
    the control's right half, or -1: nowhere."""
    for k, c in enumerate(page.controls):
        if c.x <= x < c.x + c.w and c.y <= y < c.y + c.h:
            return 2 * k + (1 if x >= c.x + c.w // 2 else 0)
    return -1


def move(page, down):
    """The focus one row down (or up), to the control there nearest in x;
    it stays at the first and last rows."""
    here = page.controls[page.focus]
    centre = here.x + here.w // 2
    best = -1
    best_key = None
    for k, c in enumerate(page.controls):
        dy = c.y - here.y if down else here.y - c.y
        if dy <= 0:
            continue
        key = (dy, abs(c.x + c.w // 2 - centre))
        if best_key is None or key < best_key:
            best, best_key = k, key
    if best >= 0:
        page.focus = best


def beside(page, right):
    """The focus to the control beside it in its row, if there is one."""
    controls = page.controls
    here = controls[page.focus]
    best = -1
    for k, c in enumerate(controls):
        if c.y != here.y or (c.x > here.x) != right or c is here:
            continue
        if best < 0 or abs(c.x - here.x) < abs(controls[best].x - here.x):
            best = k
    if best >= 0:
        page.focus = best
