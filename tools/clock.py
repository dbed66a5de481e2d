# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The clock of the tools that time the core under CPython and MicroPython
alike (``tools/bench.py``, ``tools/odds.py``): microseconds, from
MicroPython's ticks where it has them (``since_us`` takes their wrap into
account: an interval up to some eight minutes), else CPython's
performance counter. Standard library only."""

try:
    from time import ticks_diff, ticks_us

    def now_us():
        return ticks_us()

    def since_us(start):
        return ticks_diff(ticks_us(), start)

except ImportError:  # CPython
    from time import perf_counter_ns

    def now_us():
        return perf_counter_ns() / 1000

    def since_us(start):
        return perf_counter_ns() / 1000 - start
