# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Tick arithmetic (compat.py) across the wrap; pytest and MicroPython."""

from minesweeper.compat import PERIOD, ticks_add, ticks_diff


def test_ticks_diff_across_the_wrap():
    assert ticks_diff(5, 3) == 2 and ticks_diff(3, 5) == -2
    near_end = PERIOD - 10
    assert ticks_diff(ticks_add(near_end, 25), near_end) == 25
    assert ticks_add(near_end, 25) == 15
    assert ticks_diff(near_end, ticks_add(near_end, 25)) == -25
    # Days of uptime: a game's worth of ms is right anywhere in the period.
    for start in (0, PERIOD // 2, PERIOD - 1, PERIOD - 999_999):
        assert ticks_diff(ticks_add(start, 998_765), start) == 998_765
