# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's scenario: what a player does, through the game's
inputs only (keys typed into the USB serial console, as the README's
"Playing with keys" documents), reading what the screen shows.

Runs inside the lane's MicroPython (tools/lane32/), driven by :mod:`lane`
between the app's loop passes. :func:`play` is a generator: it yields how
many loop passes to wait before it goes on.

``full`` (the budgets' scenario): the menu at power-up; M back to the
Beginner no-guess game; the whole game won by hints (H, then Space where
the hint says safe, F where it says a mine), with a pause (P, P) and a
visit to the menu (M, M) on the way; then the menu again, the level
changed to Expert (Right, Right) and Start pressed (Down x5, Space); the
whole Expert no-guess game won by hints with a pause. A hint is asked only
when the last one's note has gone (time runs five times faster while the
note is read, so that the run takes fewer passes), and asked again while a
no-guess board is still being made (the game ignores H until then). ``start``: the menu
at power-up, and no more.
"""

import board
import lane
import supervisor

_RIGHT = "\x1b[C"
_DOWN = "\x1b[B"
_HINTS = ("Hint", "No cell")
_STACK = [None] * 64  # the groups still to look at, reused
_WAIT = 4000  # loop passes to wait for something to show, at most
_READING = 5  # how much faster time runs while a hint's note is read


def shown(prefixes):
    """The text of a label on show that starts with one of ``prefixes``,
    or None. Walks the display's groups, skipping hidden ones."""
    root = board.DISPLAY.root_group
    if root is None:
        return None
    stack = _STACK
    stack[0] = root
    n = 1
    while n:
        n -= 1
        g = stack[n]
        stack[n] = None
        if g.hidden:
            continue
        if type(g).__name__.endswith("Label"):
            text = g.text
            for prefix in prefixes:
                if text.startswith(prefix):
                    return text
            continue
        items = getattr(g, "_l", None)
        if items is not None:
            for i in range(len(items)):
                if n < len(stack):
                    stack[n] = items[i]
                    n += 1
    return None


def type_keys(text):
    supervisor.CONSOLE.type(text)


def until(prefixes, what):
    """Wait until a label starting with one of ``prefixes`` shows."""
    for _ in range(_WAIT):
        if shown(prefixes) is not None:
            return
        yield 1
    lane.finish(False, "%s never showed (at '%s')" % (what, lane.S.mark))


def gone(prefixes, what, fast=1):
    """Wait until no label starting with one of ``prefixes`` shows; time
    runs ``fast`` times faster meanwhile (a player reading a note)."""
    lane.S.fast = fast
    for _ in range(_WAIT):
        if shown(prefixes) is None:
            lane.S.fast = 1
            return
        yield 1
    lane.finish(False, "%s never went (at '%s')" % (what, lane.S.mark))


def pause():
    type_keys("p")
    yield from until(("Paused",), "the pause")
    lane.mark("paused")
    type_keys("p")
    yield from gone(("Paused",), "the pause")
    lane.mark("resumed")


def menu_visit():
    lane.mark("before the menu")
    type_keys("m")
    yield from until(("Level",), "the menu")
    lane.mark("menu open")
    type_keys("m")
    yield from gone(("Level",), "the menu")
    lane.mark("menu closed")


def game(name, pause_at, menu_at):
    """Win the game on screen by hints alone."""
    wins = lane.S.wins
    hints = 0
    while lane.S.wins == wins:
        yield from gone(_HINTS, "a hint's note", _READING)
        yield from gone(("Making",), "the no-guess board")
        type_keys("h")
        note = None
        waited = 0
        while note is None and lane.S.wins == wins:
            yield 1
            note = shown(_HINTS)
            waited += 1
            if waited % 50 == 0:
                type_keys("h")  # the board was still being made
            if waited > _WAIT:
                lane.finish(False, "no hint came in the %s game" % name)
        if note is None:
            break
        if note.startswith("Hint: a mine"):
            type_keys("f")
        elif note.startswith("Hint"):
            type_keys(" ")
        else:
            lane.finish(False, "%s, in a no-guess %s game" % (note, name))
        hints += 1
        yield 2
        if hints == pause_at:
            yield from pause()
        if hints == menu_at:
            yield from menu_visit()
    lane.mark("%s won, %d hints" % (name, hints))


def play(name):
    yield from until(("Level",), "the menu at power-up")
    lane.mark("menu at power-up")
    if name == "start":
        return
    type_keys("m")
    yield from gone(("Level",), "the menu at power-up")
    lane.mark("beginner")
    yield from game("beginner", 3, 5)
    type_keys("m")
    yield from until(("Level",), "the menu after the game")
    lane.mark("menu after beginner")
    type_keys(_RIGHT + _RIGHT)  # Beginner -> Intermediate -> Expert
    yield 4
    type_keys(_DOWN * 5 + " ")  # Level -> ... -> Start, pressed
    yield from gone(("Level",), "the menu after the game")
    lane.mark("expert")
    yield from game("expert", 4, 0)
