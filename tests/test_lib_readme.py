# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""lib/README.md, the note in the device's library folder: it names every
library the deploy puts there, in its prose and in its circup line."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402


def read():
    with open(os.path.join(ROOT, "lib", "README.md"), encoding="utf-8") as f:
        return f.read()


def test_it_names_every_library_the_deploy_writes():
    text = read()
    missing = [name for name in deploy.LIBRARIES if "`%s`" % name not in text]
    assert not missing, "lib/README.md leaves out %s" % ", ".join(missing)


def test_its_circup_line_installs_every_library():
    line = next(line for line in read().splitlines() if "circup install" in line)
    command = line[line.index("circup install") :].split("`")[0]
    assert set(command.split()[2:]) == set(deploy.LIBRARIES)
