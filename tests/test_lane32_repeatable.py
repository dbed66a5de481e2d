# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the 32-bit lane runs carries no path of the machine it was built
on, so that its figures and its budgets' verdicts do not depend on the
folder a clone is in. (That two runs side by side report the same, whatever
the load: tests/test_lane32.py.)"""

import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import memory  # noqa: E402

pytestmark = [
    pytest.mark.skipif(
        shutil.which("node") is None or memory.unavailable() is not None,
        reason="the 32-bit lane needs Node.js and its interpreter",
    ),
]


def test_what_the_lane_runs_names_no_folder_of_this_machine():
    for form in memory.FORMS:
        tree, image = memory.staged(form)
        with open(image, "rb") as f:
            rom = f.read()
        assert ROOT.encode() not in rom, form
        assert sys.prefix.encode() not in rom, form
        for path, _, names in os.walk(tree):
            for name in names:
                if name.endswith(".mpy"):
                    with open(os.path.join(path, name), "rb") as f:
                        assert ROOT.encode() not in f.read(), name
