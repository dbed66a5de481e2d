# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The deploy's shared words: what it copies, the boards it is for, the
drive's bookkeeping names, and how it names an option or the drive (as the
user typed them, with or without make). ``tools/deploy.py`` is the entry
point; :mod:`deploying.checks` reads the board, :mod:`deploying.build`
builds the tree, :mod:`deploying.sync` brings the drive up to date."""

import errno
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# What the game imports; code.py checks the same names. adafruit_ticks: the
# adafruit_display_text frozen into PyPortal and Titano firmware from
# CircuitPython 10.1 on imports it, and no firmware has it (the game draws
# its text with the built-in font's tiles and needs no adafruit_display_text).
LIBRARIES = (
    "adafruit_imageload",
    "adafruit_touchscreen",
    "adafruit_ticks",
)
# boot_out.txt's "Board ID:" of the boards the game is made for (a Pynt runs
# the PyPortal's firmware and says "pyportal"), and their names on its first
# line, for a boot_out.txt without that line.
BOARDS = {
    "pyportal": "Adafruit PyPortal",
    "pyportal_pynt": "Adafruit PyPortal Pynt",
    "pyportal_titano": "Adafruit PyPortal Titano",
}
OLDEST = 9  # the oldest CircuitPython major version the game runs on
NEWEST = 10  # the newest major version it was checked against
SKIP = ("__pycache__", ".pyi", ".pyc", "py.typed")
MANIFEST = ".minesweeper-deploy.json"
TEMP = ".minesweeper-new"  # suffix of a file written but not yet in place
LAST = "code.py"  # renamed into place last: the old game runs until then
SHADOWING = "code.txt"  # CircuitPython runs it instead of code.py
MPY_CROSS_URL = (
    "https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/mpy-cross/"
)
RERUN = "MINESWEEPER_DEPLOY_RERUN"  # set when this script runs itself again
_READ_ONLY = (errno.EROFS, errno.EACCES, errno.EPERM)


class DeployError(Exception):
    """A problem the user can fix; printed as one line."""


def _under_make():
    return bool(os.environ.get("MAKELEVEL"))


def _option(flag):
    """An option in the words the user typed: FORCE=1 under make, else --force."""
    if _under_make():
        return {"--force": "FORCE=1", "--mpy-cross": "MPY_CROSS="}[flag]
    return flag


def _name(drive):
    """The drive as the user gave it: DRIVE=... under make."""
    return ("DRIVE=%s" if _under_make() else "%s") % drive
