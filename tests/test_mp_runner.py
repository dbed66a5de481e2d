# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""tests/mp_runner.py reports a failing test, with its traceback, under
MicroPython (sys.print_exception) and where there is no
sys.print_exception, as on CircuitPython (traceback.print_exception; CPython
stands in for it here)."""

import os
import sys

import pytest
from proc import run
from test_micropython import MICROPYTHON

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAILING = """
def test_fails():
    assert 1 + 1 == 3, "arithmetic is off"


def test_passes():
    assert True
"""


def run_runner(interpreter, folder):
    result = run([interpreter, "tests/mp_runner.py", "--dir", str(folder)], cwd=ROOT)
    return result.returncode, result.stdout, result.stderr


def check_report(code, stdout, stderr, name):
    out = stdout + stderr  # CPython's traceback goes to stderr
    assert code == 1, out
    assert "FAILED test_broken.py.test_fails" in stdout
    assert "AssertionError: arithmetic is off" in out
    assert 'test_broken.py", line 3, in test_fails' in out  # the traceback
    assert stdout.rstrip().splitlines()[-1] == name + ": 1 passed, 1 failed"


@pytest.mark.skipif(MICROPYTHON is None, reason="micropython not installed")
def test_micropython_reports_a_failure(tmp_path):
    (tmp_path / "test_broken.py").write_text(FAILING)
    check_report(*run_runner(MICROPYTHON, tmp_path), "micropython")


def test_without_sys_print_exception_it_still_reports(tmp_path):
    assert not hasattr(sys, "print_exception")  # as on CircuitPython
    (tmp_path / "test_broken.py").write_text(FAILING)
    check_report(*run_runner(sys.executable, tmp_path), sys.implementation.name)
