# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Every tool in tools/ answers --help with its usage and exit status 0,
and does nothing else."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")


def tools():
    """The scripts in tools/ (a module the tools import is not one)."""
    found = []
    for name in sorted(os.listdir(TOOLS)):
        if name.endswith(".py"):
            with open(os.path.join(TOOLS, name), encoding="utf-8") as f:
                text = f.read()
            if 'if __name__ == "__main__":' in text or "\nsys.exit(main())" in text:
                found.append(name)
    return found


def test_the_tools_are_found():
    assert {"bench.py", "deploy.py", "dev.py", "memory.py", "typecheck.py"} <= set(
        tools()
    )


@pytest.mark.parametrize("name", tools())
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_a_tool_answers_help_with_its_usage(name, flag, tmp_path):
    done = subprocess.run(
        [sys.executable, "-P", os.path.join(TOOLS, name), flag],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "Traceback" not in out
    # Its usage: argparse's "usage:" line, or the docstring's usage lines.
    assert "usage:" in out or "tools/%s" % name in out, out
    assert os.listdir(tmp_path) == []  # nothing written
