# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The folders say which code is hardware-free: every module directly in
minesweeper/ imports no hardware module, and every module that does lives in
minesweeper/device/."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "minesweeper"
HARDWARE = {
    "board",
    "displayio",
    "busdisplay",
    "terminalio",
    "audioio",
    "audiocore",
    "audiopwmio",
    "digitalio",
    "analogio",
    "microcontroller",
    "supervisor",
    "adafruit_imageload",
    "adafruit_touchscreen",
    "adafruit_display_text",
}


def imported(path):
    """Top-level names of every module the file imports, anywhere in it."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


def test_the_core_imports_no_hardware():
    core = sorted(PACKAGE.glob("*.py"))
    assert len(core) > 5
    for path in core:
        assert not imported(path) & HARDWARE, path.name


def test_the_shell_is_what_imports_hardware():
    shell = [
        p for p in sorted((PACKAGE / "device").glob("*.py")) if p.stem != "__init__"
    ]
    assert shell
    for path in shell:
        uses = imported(path) & HARDWARE
        # Each shell module touches hardware (or a hardware library) itself.
        assert uses, path.name
