# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records through the app's own set-up (minesweeper.device.wiring): a
board's records saved by an earlier version stay its own, and the
desktop's PyPortal and Titano, sharing one nvm, keep their own."""

from stylus import build_app
from test_levels import old_records

from minesweeper.layout import preset_keys
from minesweeper.store.records import Records


def test_records_saved_before_sized_keys_are_the_first_boards_after_the_upgrade():
    nvm = bytearray(8192)
    for i in range(len(nvm)):
        nvm[i] = 0xFF  # erased flash
    old_records(nvm, 2, 30, 11, 3, 95000, 60)  # an Intermediate, unsized
    app, _ = build_app("intermediate", nvm=nvm)
    assert app.level_key == "intermediate:13x9/18"
    assert app.records.figures(app.level_key)["best"] == (95000, 60)
    assert app.records.figures(app.level_key)["won"] == 11
    app.start(0)  # the menu at power-up: the records stored with their size
    assert Records(nvm).levels() == [app.level_key]
    # The Titano's Intermediate (16x12) on the same file is its own.
    titano, _ = build_app("intermediate", size=(480, 320), nvm=nvm)
    assert titano.level_key == preset_keys(480, 320)[1] != app.level_key
    assert titano.records.figures(titano.level_key)["best"] is None
    assert titano.records.figures(app.level_key)["best"] == (95000, 60)
