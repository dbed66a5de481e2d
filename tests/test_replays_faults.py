# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Replays under cut writes (CPython only; the nvm models of
tests/test_records_faults.py): a new best written with its replay and cut
at every byte, or anywhere in a SAMD51's erase and page programs, never
loses the records more than a write of the records alone can, never gives
a replay that is not its level's best game, and on an nvm that writes the
bytes given loses at most the new replay."""

import contextlib
import io

import pytest
from test_records_faults import PAGE, FaultyNvm, PowerCut, Samd51Nvm

from minesweeper.playing import put_action
from minesweeper.replay import entry as replays
from minesweeper.replay import log as replay_log
from minesweeper.rules.tiles import MINE
from minesweeper.store.records import Records

KEY = "beginner:9x9/10"
OTHER = "expert:30x16/99"


def bytewise(data=None):
    """An 8 KB nvm that writes the bytes it is given."""
    return FaultyNvm(8192, data)


def entry(key, ms, n):
    log = bytearray(4 * n)
    for k in range(n):
        put_action(log, 4 * k, k, 1, k)  # at ms k, on cell k, a reveal
    field = bytearray(480)  # 99 mines in a row from cell ms / 1000: each its own
    for j in range(99):
        field[(ms // 1000 + j) % 480] = MINE
    return replays.entry(key, (30, 16, 99, False, ms), field, -1, False, ms, log, n)


def best(nvm, key, ms, n):
    """Boot on nvm, win ``key`` in ``ms`` (a best) and store it with its
    replay, as the app does; returns the entry written."""
    records = Records(nvm)
    assert records.finish(key, True, ms, 5)
    data = entry(key, ms, n)
    records.store((replays.place(records, key, len(data)), data))
    return bytes(data)


def boot(nvm):
    """What a fresh boot reads: the records' bests, and each level's replay
    (its bytes), with the console lines."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        records = Records(nvm)
        bests = {level: records.figures(level)["best"] for level in records.levels()}
        shown = {}
        for level in replays.levels(records):
            replay = replay_log.load(records, level)
            shown[level] = bytes(replay.field) + bytes(replay.log), replay.ms
    return bests, shown, out.getvalue().splitlines()


def start(kind):
    nvm = kind()
    b = best(nvm, OTHER, 90000, 300)  # 1,301 bytes: over two pages
    a = best(nvm, KEY, 20000, 60)
    return nvm, a, b


def shown_of(data):
    replay = replay_log.Replay(bytearray(data))
    return bytes(replay.field) + bytes(replay.log), replay.ms


def check(got, before, after, a, b, c):
    """Every replay read is its level's best game, one that was written
    (its mines and its log)."""
    bests, shown, lines = got
    for level, (log, ms) in shown.items():
        assert bests[level][0] == ms
        assert (log, ms) in (shown_of(a), shown_of(b), shown_of(c))


def test_a_cut_at_any_byte_loses_at_most_the_new_replay():
    nvm, a, b = start(bytewise)
    before = boot(nvm)
    assert set(before[1]) == {KEY, OTHER}
    whole = bytewise(nvm.data)
    c = best(whole, KEY, 15000, 40)
    after = boot(whole)
    assert after[1][KEY] == shown_of(c) and after[1][OTHER] == before[1][OTHER]
    (first, stop) = whole.spans[-1]
    for cut in range(0, stop - first, 7):
        torn = bytewise(nvm.data)
        torn.cut = cut
        with pytest.raises(PowerCut):
            best(torn, KEY, 15000, 40)
        got = boot(torn)
        check(got, before, after, a, b, c)
        assert got[0] in (before[0], after[0]), cut
        assert got[1][OTHER] == before[1][OTHER]  # the other level's stays
        if got[0] == before[0]:  # the records' slot was cut: all as before
            assert got[1] == before[1], cut
        else:  # the new best is in: its replay, or none (cut short)
            assert got[1].get(KEY) in (None, shown_of(c)), cut


def test_on_a_samd51_a_cut_never_gives_a_replay_of_another_game():
    nvm, a, b = start(Samd51Nvm)
    before = boot(nvm)
    whole = Samd51Nvm(data=nvm.data)
    c = best(whole, KEY, 15000, 40)
    after = boot(whole)
    cuts = [("program", n) for n in range(0, 8192, 97)]
    cuts += [("program", n) for n in range(0, 8193, PAGE)]
    cuts += [("erase", seed) for seed in range(3)]
    cuts += [("page", k, seed) for k in range(16) for seed in range(2)]
    outcomes = set()
    for cut in cuts:
        torn = Samd51Nvm(data=nvm.data)
        torn.cut = cut
        with pytest.raises(PowerCut):
            best(torn, KEY, 15000, 40)
        got = boot(torn)
        check(got, before, after, a, b, c)
        assert got[0] in (before[0], after[0], {}), cut  # as the slots allow
        assert len(got[2]) <= 2, (cut, got[2])  # the records' line, a replay's
        outcomes.add((got[0] == after[0], tuple(sorted(got[1]))))
        if cut[0] == "program" and cut[1] >= 8192:
            assert got[:2] == after[:2]
    # Cut late, everything is in; cut in the records' pages, the records
    # as the slots keep them; in between, the new best without its replay.
    assert (True, (KEY, OTHER)) in outcomes
    assert (True, ()) in outcomes or (True, (OTHER,)) in outcomes
