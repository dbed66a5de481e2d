# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Run a tool or a Python in a child process for the desktop tests (CPython
only): this environment with some variables left out and some set, the
output read as text."""

import os
import subprocess


def run(command, without=(), timeout=120, cwd=None, **env):
    """Run ``command`` with this process's environment less the variables
    ``without`` names (a name ending in ``_`` stands for every variable it
    begins), plus ``env``: the completed process, never raising on its exit
    code."""
    kept = {
        k: v
        for k, v in os.environ.items()
        if not any(k == n or (n[-1] == "_" and k.startswith(n)) for n in without)
    }
    kept.update(env)
    quiet = {"capture_output": True, "text": True, "check": False}
    return subprocess.run(command, timeout=timeout, env=kept, cwd=cwd, **quiet)
