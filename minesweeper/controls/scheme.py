# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Input rules, apart from game rules: (input, scheme, what the cell shows)
to the game action, in one pure function.

Touch, keys and the serial console all meet here, as sgt-puzzles'
``interpret_move`` turns a click into a move before ``execute_move`` plays
it. Two inputs act on a cell:

* ``OPEN``: a tap, or Space/Enter on the cursor's cell;
* ``MARK``: a hold, or F on the cursor's cell.

The key decoder (:mod:`minesweeper.controls.keys`) gives these same two
codes for those keys.

The **modern** scheme opens a hidden or question-marked cell, chords on an
opened number, and flags (or unflags) with ``MARK``. The **classic** scheme
is the 2019 guide's cycle, one step per input of either kind: hidden, then
question mark, then flag, then open. :func:`action` gives the action;
:meth:`minesweeper.rules.game.Game.act` plays it on a cell index. Hardware-free.
"""

from minesweeper.compat import const

# Inputs on a cell (the key codes of Space/Enter and F too).
OPEN = const(1)
MARK = const(2)

# Game actions (Game.act takes these).
NONE = const(0)
REVEAL = const(1)
TOGGLE_FLAG = const(2)  # flag, or take the flag off
TOGGLE_QUESTION = const(3)  # question-mark, or take the mark off
CHORD = const(4)

_HIDDEN = const(9)
_FLAG = const(11)
_QUESTION = const(13)
_START = const(16)  # a no-guess board's marked start cell: hidden


def action(event, classic, code):
    """The game action for input ``event`` (OPEN or MARK) on a cell showing
    tile ``code``, in the classic scheme or not; NONE when it does nothing."""
    if code == _START:
        code = _HIDDEN
    if classic:  # the guide's cycle, whatever the input
        if code == _HIDDEN:
            return TOGGLE_QUESTION
        if code == _QUESTION:
            return TOGGLE_FLAG
        if code == _FLAG:
            return REVEAL
        return NONE
    if event == MARK:
        if code == _HIDDEN or code == _QUESTION or code == _FLAG:
            return TOGGLE_FLAG
        return NONE
    if code == _HIDDEN or code == _QUESTION:
        return REVEAL
    if 0 < code <= 8:
        return CHORD
    return NONE
