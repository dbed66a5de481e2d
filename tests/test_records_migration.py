# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A version-2 nvm (slots of 512 bytes) under the first write of version 3
(CPython only): a cut at every byte, and anywhere in a SAMD51's erase and
page programs, reads as the old records, the new, or (on a SAMD51, cut in
the first slot's pages) nothing with the line saying why. One state more
on a SAMD51: a cut in its second page, when the newest old copy is there,
brings back the old copy before it (page 0), as a version-2 write there
could."""

import sys
from pathlib import Path

import pytest
from test_records_faults import PAGE, FaultyNvm, PowerCut, Samd51Nvm, observe

sys.path.insert(0, str(Path(__file__).parent / "core"))
from test_records_stats import B, v2_nvm  # noqa: E402

from minesweeper.store.records import SPAN, Records  # noqa: E402


def migrate(nvm):
    records = Records(nvm)
    records.finish(B, True, 15000, 20, clicks=22, board=(9, 6, 7, False, 9, 0))
    records.store()


def test_the_first_write_cut_at_every_byte_keeps_the_old_records():
    old = bytes(v2_nvm().data)
    before = observe(FaultyNvm(data=old))
    whole = FaultyNvm(data=old)
    migrate(whole)
    after = observe(whole)
    assert after != before and whole.spans == [(1024, 2048)]
    for cut in range(1024):
        torn = FaultyNvm(data=old)
        torn.cut = cut
        with pytest.raises(PowerCut):
            migrate(torn)
        lines = []
        assert observe(torn, lines) == before, cut
        assert len(lines) <= 1
        migrate(torn)  # the power is back: the change goes through
        assert observe(torn) == after, cut


def test_on_a_samd51_the_first_write_cut_anywhere_loses_at_most_everything():
    old = bytearray(b"\xff" * 8192)
    old[:SPAN] = v2_nvm().data
    before = observe(Samd51Nvm(data=old))
    whole = Samd51Nvm(data=old)
    migrate(whole)
    after = observe(whole)
    first = bytearray(old)
    first[512:1024] = b"\xff" * 512  # the second old page lost
    older = observe(Samd51Nvm(data=first))
    cuts = [("program", n) for n in range(0, 2200, 23)] + [("program", 5000)]
    cuts += [("erase", seed) for seed in range(3)]
    cuts += [("page", k, seed) for k in range(5) for seed in range(3)]
    for cut in cuts:
        torn = Samd51Nvm(data=old)
        torn.cut = cut
        with pytest.raises(PowerCut):
            migrate(torn)
        lines = []
        got = observe(torn, lines)
        assert len(lines) <= 1, (cut, lines)
        if cut[0] == "program" and cut[1] >= 2 * PAGE:  # the old pages whole
            assert got in (before, after), cut
        elif got == older:
            assert cut[:2] == ("page", 1) or (
                cut[0] == "program" and PAGE <= cut[1] < 2 * PAGE
            ), cut
        elif got not in (before, after):
            assert got == observe(Samd51Nvm()), cut  # nothing, and why:
            assert lines or torn.data[:SPAN] == b"\xff" * SPAN, cut
