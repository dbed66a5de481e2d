# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records and snapshots under faults (CPython only): writes cut off at every
byte, random damage, counted flash writes, no room, and snapshots taken at
random points of random games."""

import os
import shutil
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from minesweeper.rules.game import Game
from minesweeper.rules.text import to_text
from minesweeper.store import snapshot
from minesweeper.store.records import GAME_ROOM, PRESETS, SPAN, Records, custom_level

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class PowerCut(BaseException):
    """The board lost power in the middle of a write (not an Exception, so
    nothing in the code under test can catch it)."""


class FaultyNvm:
    """A stand-in for ``microcontroller.nvm`` that counts slice assignments
    and, when ``cut`` is set, stops the next one after ``cut`` bytes."""

    def __init__(self, size=SPAN, data=None):
        self.data = bytearray(b"\xff" * size) if data is None else bytearray(data)
        self.cut = None
        self.writes = 0
        self.reads = 0
        self.spans = []

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        assert isinstance(key, slice) and 0 <= key.start <= key.stop <= len(self.data)
        self.reads += 1
        return bytes(self.data[key])

    def __setitem__(self, key, value):
        assert isinstance(key, slice) and 0 <= key.start <= key.stop <= len(self.data)
        assert len(value) == key.stop - key.start
        self.writes += 1
        self.spans.append((key.start, key.stop))
        if self.cut is not None:
            cut, self.cut = min(self.cut, len(value)), None
            self.data[key.start : key.start + cut] = value[:cut]
            raise PowerCut(cut)
        self.data[key] = value


def observe(nvm):
    """What a fresh boot reads: (records and preferences, saved game)."""
    records = Records(nvm)
    table = tuple(
        (
            level,
            records.played(level),
            records.won(level),
            records.streak(level),
            records.best(level),
        )
        for level in records.levels()
    )
    return (table, tuple(sorted(records.prefs.items()))), records.load_game()


# One operation on the records: (method, args), as the app would call them.
HISTORY = [
    ("finish", ("beginner", True, 31.5, 12)),
    ("save_game", (b"\x01" * 60,)),
    ("finish", ("beginner", False, 3, 12)),
    ("save_prefs", ({"level": "expert", "sound": 1},)),
    ("save_game", (b"\x02" * 199,)),
    ("finish", (custom_level(12, 10, 20), True, 40, 30)),
    ("save_game", (b"\x03" * GAME_ROOM,)),
    ("finish", ("beginner", True, 20.25, 15)),
    ("clear_game", ()),
    ("save_prefs", ({"level": "custom", "w": 12, "h": 10, "m": 20},)),
    ("finish", ("expert", True, 99, 120, True)),
    ("save_game", (b"",)),  # an empty game is no game
    ("save_game", (b"\x04" * 10,)),
    ("finish", ("classic", False, 5, 4)),
]


def replay(ops, nvm):
    for method, args in ops:
        getattr(Records(nvm), method)(*args)


def test_a_write_cut_off_after_any_byte_keeps_the_previous_copy():
    for j, (method, args) in enumerate(HISTORY):
        nvm = FaultyNvm()
        replay(HISTORY[:j], nvm)
        before = observe(nvm)
        whole = FaultyNvm(data=nvm.data)
        getattr(Records(whole), method)(*args)
        after = observe(whole)
        if not whole.spans:
            continue  # nothing to write (an empty game over no game)
        assert after != before  # the write is seen after a power cycle
        start, stop = whole.spans[-1]
        for cut in range(stop - start):
            torn = FaultyNvm(data=nvm.data)
            records = Records(torn)
            torn.cut = cut
            with pytest.raises(PowerCut):
                getattr(records, method)(*args)
            assert torn.data[start + cut :] == nvm.data[start + cut :]
            assert observe(torn) == before, (method, args, cut)
            # After the power comes back the same change goes through.
            getattr(Records(torn), method)(*args)
            assert observe(torn) == after, (method, args, cut)


def test_two_cut_writes_in_a_row_still_keep_the_last_good_copy():
    nvm = FaultyNvm()
    replay(HISTORY[:6], nvm)
    before = observe(nvm)
    for cut in (3, 40, 7, 64):  # all short of the 65 bytes written
        records = Records(nvm)
        nvm.cut = cut
        with pytest.raises(PowerCut):
            records.finish("beginner", True, 1, 1)
        assert observe(nvm) == before


def written_states(ops):
    """Every (records, game) a fresh boot could read during the history, and
    the nvm with the newest slot spans of each area."""
    nvm = FaultyNvm()
    records_seen, games_seen = [], []
    first = observe(nvm)
    records_seen.append(first[0])
    games_seen.append(first[1])
    newest = {}
    for method, args in ops:
        writes = len(nvm.spans)
        getattr(Records(nvm), method)(*args)
        state = observe(nvm)
        if len(nvm.spans) > writes:
            newest["game" if "game" in method else "records"] = nvm.spans[-1]
            assert state != (records_seen[-1], games_seen[-1])  # it was stored
        records_seen.append(state[0])
        games_seen.append(state[1])
    return nvm, records_seen, games_seen, newest


levels = st.sampled_from(PRESETS + (custom_level(5, 5, 3), custom_level(16, 9, 25)))
ops = st.one_of(
    st.tuples(
        st.just("finish"),
        st.tuples(levels, st.booleans(), st.integers(0, 5000), st.integers(0, 300)),
    ),
    st.tuples(
        st.just("save_prefs"),
        st.tuples(
            st.dictionaries(
                st.sampled_from(["level", "sound", "click", "w"]),
                st.integers(0, 99),
            )
        ),
    ),
    st.tuples(st.just("save_game"), st.tuples(st.binary(max_size=GAME_ROOM))),
    st.tuples(st.just("clear_game"), st.just(())),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(ops, max_size=12),
    st.lists(st.tuples(st.integers(0, SPAN - 1), st.integers(1, 255)), max_size=12),
)
def test_random_damage_never_raises_nor_invents_a_record(history, damage):
    nvm, records_seen, games_seen, newest = written_states(history)
    latest = observe(nvm)
    hit = set()
    for at, flip in damage:
        nvm.data[at] ^= flip
        hit.add(at)
    nvm.writes = 0
    got = observe(nvm)
    assert nvm.writes == 0  # reading never writes
    assert got[0] in records_seen
    assert got[1] in games_seen
    for area, index in (("records", 0), ("game", 1)):
        if area in newest:
            start, stop = newest[area]
            if not any(start <= at < stop for at in hit):
                assert got[index] == latest[index], area


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=SPAN, max_size=SPAN))
def test_random_nvm_contents_read_as_nothing(data):
    nvm = FaultyNvm(data=data)
    records = Records(nvm)
    assert records.levels() == [] and records.prefs == {}
    assert records.load_game() is None
    records.finish("expert", True, 10, 20)
    assert Records(nvm).best("expert") == (10, 20)


@settings(max_examples=100, deadline=None)
@given(st.lists(ops, max_size=15))
def test_one_slice_assignment_per_change_and_none_per_read(history):
    nvm = FaultyNvm()
    records = Records(nvm)
    assert nvm.writes == 0
    for method, args in history:
        before = observe(nvm)
        writes = nvm.writes
        getattr(records, method)(*args)
        assert nvm.writes - writes == (1 if observe(nvm) != before else 0), method
        if method == "finish":
            assert nvm.writes - writes == 1  # every ended game counts
        writes = nvm.writes
        for level in records.levels():
            records.best(level)
            records.played(level)
            records.streak(level)
        records.load_game()
        assert records.prefs is not None
        assert nvm.writes == writes


def test_a_whole_session_writes_little(capsys):
    nvm = FaultyNvm()
    records = Records(nvm)
    records.save_prefs({"level": "expert"})
    for n in range(10):
        game = Game(30, 16, 99, seed=n)
        game.reveal(15, 8)
        for _ in range(4):  # a save every 30 seconds of a 2-minute game
            records.save_game(snapshot.dump(game, b"\x00\x00"))
            game.flag(n, 0)
        records.finish("expert", n % 2 == 0, 120 + n, 150)
        records.clear_game()
    # One prefs write, then per game up to 4 saves, a finish and a clear.
    assert nvm.writes <= 1 + 10 * 6
    assert capsys.readouterr().out == ""


def test_no_room_is_one_console_line(capsys):
    small = FaultyNvm(size=256)  # what the CircuitPython stubs promise
    records = Records(small)
    records.finish("beginner", True, 5, 5)
    records.save_game(b"abc")
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "no room for records in nvm: it has 256 bytes; records take 1024 "
        "from offset 0; kept until power off"
    ]
    assert small.writes == 0 and small.reads == 0
    Records(None)
    assert capsys.readouterr().out.startswith("no room for records in nvm: ")


def test_damage_is_one_console_line_and_blank_nvm_none(capsys):
    nvm = FaultyNvm()
    Records(nvm)
    assert capsys.readouterr().out == ""  # first boot: quiet
    replay(HISTORY[:5], nvm)
    capsys.readouterr()
    for at in (10, 234, 460, 750):  # a byte in each slot
        nvm.data[at] ^= 0x55
    records = Records(nvm)
    records.load_game()
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "records: records in nvm unreadable (damaged); starting afresh",
        "records: saved game in nvm unreadable (damaged); starting afresh",
    ]


def test_a_failing_flash_is_one_line_per_write(capsys):
    class Worn(FaultyNvm):
        def __setitem__(self, key, value):
            raise RuntimeError("Unable to write to nvm.")

    records = Records(Worn())
    assert records.finish("beginner", True, 9, 9)
    assert records.best("beginner") == (9, 9)
    assert capsys.readouterr().out == (
        "records: cannot write records to nvm: Unable to write to nvm.\n"
    )


# -- snapshots -----------------------------------------------------------


actions = st.lists(
    st.tuples(
        st.sampled_from(["reveal", "reveal", "flag", "question", "chord"]),
        st.integers(0, 29),
        st.integers(0, 19),
    ),
    max_size=60,
)


def state_of(game):
    return (
        game.state,
        game.mines_left,
        game.placed,
        game.seed,
        game.classic,
        bytes(game.tiles),
        to_text(game) if game.placed else None,
    )


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 30),
    st.integers(1, 20),
    st.floats(0, 0.9),
    st.integers(0, 2**30 - 1),
    st.booleans(),
    actions,
    actions,
    st.binary(max_size=8),
)
def test_snapshot_at_any_point_plays_on_identically(
    w, h, density, seed, classic, before, after, extra
):
    mines = min(int(w * h * density), w * h - 1)
    game = Game(w, h, mines, seed=seed, classic=classic)
    for action, x, y in before:
        getattr(game, action)(x % w, y % h)
    data = snapshot.dump(game, extra)
    assert len(data) <= GAME_ROOM  # any board up to 30x20 fits its slot
    # Through nvm and a power cycle, as the app does it.
    nvm = FaultyNvm()
    Records(nvm).save_game(data)
    copy, back = snapshot.load(Records(nvm).load_game())
    assert back == extra
    assert state_of(copy) == state_of(game)
    for action, x, y in after:
        x, y = x % w, y % h
        assert list(getattr(copy, action)(x, y)) == list(getattr(game, action)(x, y))
        assert state_of(copy) == state_of(game)
    if game.placed:
        assert copy.bbbv == game.bbbv


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_are_a_value_error_or_a_game(data):
    try:
        game = snapshot.load(data)[0]
    except ValueError as exc:
        assert "\n" not in str(exc)
    else:  # only bytes snapshot() could have written
        assert snapshot.dump(game, snapshot.load(data)[1]) == data


# -- the device's heap ---------------------------------------------------

MICROPYTHON = shutil.which(
    "micropython", path=os.path.dirname(sys.executable)
) or shutil.which("micropython")

BOOT = """
import gc
from minesweeper.store.records import Records
from minesweeper.rules.game import Game
nvm = bytearray(1024)
records = Records(nvm)
game = Game(30, 16, 99, seed=5)
game.reveal(3, 3)
from minesweeper.store import snapshot
records.save_game(snapshot.dump(game, b"12"))
records.finish("expert", True, 80, 150)
del records, game
gc.collect()
records = Records(nvm)
game = snapshot.load(records.load_game())[0]
assert records.best("expert") == (80, 150)
print("resumed", game.state)
"""


def boot(heap):
    result = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=%s" % heap, "-c", BOOT],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, MICROPYPATH=ROOT),
        cwd=ROOT,
    )
    return result.stdout + result.stderr


@pytest.mark.skipif(MICROPYTHON is None, reason="micropython not installed")
def test_records_and_resume_load_from_source_in_96k():
    # Compiling game, records and snapshot from source peaks near 91 KB.
    out = boot("96k")
    assert "resumed 1" in out, out
    assert "MemoryError" in boot("48k")  # the cap is real
