# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The tests' own stand-ins, not the game: getenv_standins.py's
``os.getenv`` of CircuitPython 9 and 10 behave as the firmware does (both
lanes), so that test_settings.py's verdicts hold on a board."""

from getenv_standins import MISTAKES, cp9_getenv, cp10_getenv


def test_the_stand_ins_behave_as_the_firmware_does():
    cp9 = cp9_getenv(MISTAKES)
    assert cp9("MINESWEEPER_SCHEME") == "classic" and cp9("MINESWEEPER_HOLD_MS") == 600
    assert cp9("MINESWEEPER_MISSING") is None
    for key in ("LEVEL", "SOUND", "CLICK", "TOUCH_CAL"):
        try:
            cp9("MINESWEEPER_" + key)
        except ValueError as err:
            assert "invalid syntax for integer" in str(err)
        else:
            raise AssertionError(key)
    cp10 = cp9_getenv("A = 1")
    assert cp10("A") == 1
    cp10 = cp10_getenv(MISTAKES)
    assert (
        cp10("MINESWEEPER_LEVEL") == "expert" and cp10("MINESWEEPER_SOUND") == "false"
    )
