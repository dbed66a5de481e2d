# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""``const`` for every interpreter, and wrap-safe millisecond ticks.

MicroPython and CircuitPython fold ``NAME = const(value)`` at compile time by
the name ``const`` alone, wherever it was imported from, so the core's modules
all write ``from minesweeper.compat import const``. CPython, without Blinka's
``micropython`` module, gets the identity function. Hardware-free.
"""

try:
    from micropython import const
except ImportError:  # CPython without Blinka

    def const(value):  # type: ignore[misc]
        return value

# Wrap-safe millisecond tick arithmetic, fed plain ints. ``supervisor.ticks_ms()``
# counts milliseconds modulo 2**29 and wraps about every 6.2 days; differences
# are right while the two ticks are less than 2**28 ms (3.1 days) apart.
# ``time.monotonic()`` is no substitute on a SAMD51: its 30-bit float loses
# millisecond precision after about an hour of uptime. This is the arithmetic
# of ``adafruit_ticks``, kept in the core so the core needs no library.

PERIOD = const(1 << 29)  # ticks_ms() counts modulo this
MASK = const((1 << 29) - 1)
_HALF = const(1 << 28)


def ticks_diff(end, start):
    """Milliseconds from start to end, negative if end is earlier."""
    return ((end - start + _HALF) & MASK) - _HALF


def ticks_add(ticks, delta):
    """The tick value delta milliseconds after ticks."""
    return (ticks + delta) & MASK


def forget_under(prefix):
    """Drop every imported module whose name begins with ``prefix``, so
    that its code and data can be collected once nothing else holds them;
    returns how many were dropped. This is the one way the game unloads: a
    part needed only sometimes (the solver, the menu's pages, the BMP
    reader) is imported when needed and dropped by its prefix after, so a
    module added to the part is dropped with it, named on no list.
    ``"minesweeper.solver"`` drops the package and its modules,
    ``"minesweeper.menu."`` (with the dot) its modules but not the package.
    The next import loads a module afresh; the caller collects.
    (docs/architecture.md, "Unloading: forget_under"; what it saves:
    docs/memory.md, "Memory mechanisms".)"""
    import sys

    names = [name for name in sys.modules if name.startswith(prefix)]
    names.sort(reverse=True)  # a module before its package
    for name in names:
        del sys.modules[name]
        parent, _, child = name.rpartition(".")
        package = sys.modules.get(parent)
        if package is not None and hasattr(package, child):
            delattr(package, child)
    return len(names)
