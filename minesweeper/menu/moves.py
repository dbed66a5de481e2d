# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Where the arrows move the focus on a menu page.

Loaded at the first key a page takes, not at its opening: from source
a board compiles a page's modules each time the menu opens
(docs/benchmarks.md, "Opening a page on the board"), and on a touchscreen
the arrows may never come. Kept while the menu shows, let go with the
menu's other modules when it closes. :meth:`minesweeper.menu.page.Page.key`
calls these in place of methods of its own, so that the Python stack is as
deep as before. Hardware-free.
"""


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
