# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The daily board's records in Records: kept in RAM until power-off (this
nvm layout has no room for them), never written to nvm."""

from minesweeper.store.records import Records


def test_the_daily_blob_is_kept_until_power_off_and_never_written():
    nvm = bytearray(8192)
    records = Records(nvm)
    assert records.daily_data() == b""
    records.keep_daily(bytearray(b"\x01\x02\x03"))
    assert records.daily_data() == b"\x01\x02\x03"
    records.finish("beginner:9x6/7", True, 4321, 12)
    assert records.store()
    assert bytes(nvm).find(b"\x01\x02\x03") == -1
    again = Records(nvm)  # after a power cut: the results are back, not the blob
    assert again.best("beginner:9x6/7")[0] == 4321
    assert again.daily_data() == b""
