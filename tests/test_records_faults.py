# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records and snapshots under faults (CPython only): writes cut off at every
byte (an nvm that writes what it is given) and anywhere in a SAMD51's erase
and page programs, random damage, counted flash writes, no room, and
snapshots taken at random points of random games."""

import contextlib
import io
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_micropython import MICROPYTHON, run_micropython

from minesweeper.rules.game import Game
from minesweeper.rules.levels import PRESETS, level_key
from minesweeper.rules.text import to_text
from minesweeper.store import snapshot
from minesweeper.store.records import GAME_ROOM, GAMES_ROOM, SPAN, Records
from minesweeper.store.slots import SLOT


class PowerCut(BaseException):
    """The board lost power in the middle of a write (not an Exception, so
    nothing in the code under test can catch it)."""


class FaultyNvm:
    """A stand-in for an ``nvm`` that writes the bytes it is given (the
    desktop's, or a board's with a byte-wise nvm): counts slice assignments
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
        if isinstance(key, int):  # a byte, as microcontroller.nvm gives it
            assert 0 <= key < len(self.data)
            return self.data[key]
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


BLOCK = 8192  # a SAMD51's nvm: one erase block ...
PAGE = 512  # ... of 16 pages


class Samd51Nvm(FaultyNvm):
    """``microcontroller.nvm`` on a SAMD51 (CircuitPython's atmel-samd port
    writes through ASF4's flash_write): any slice assignment reads the whole
    8 KB block, erases it (every byte 0xFF) and programs its 16 pages of 512
    bytes again, in order. ``cut`` stops the next write part way:

    - ``("erase", seed)``: in the erase, each bit already on its way to 1;
    - ``("program", n)``: erased, then the first ``n`` bytes programmed;
    - ``("page", k, seed)``: erased, pages before ``k`` programmed, page
      ``k`` part way (some of its 0 bits still 1)."""

    def __init__(self, data=None):
        super().__init__(BLOCK, data)

    def __setitem__(self, key, value):
        assert isinstance(key, slice) and 0 <= key.start <= key.stop <= BLOCK
        assert len(value) == key.stop - key.start
        self.writes += 1
        self.spans.append((key.start, key.stop))
        new = bytearray(self.data)
        new[key] = value
        cut, self.cut = self.cut, None
        if cut is None:
            self.data[:] = new
            return
        if cut[0] == "erase":
            rng = random.Random(cut[1])
            for i in range(BLOCK):
                self.data[i] |= rng.getrandbits(8)
        elif cut[0] == "program":
            self.data[:] = b"\xff" * BLOCK
            self.data[: cut[1]] = new[: cut[1]]
        else:
            k = cut[1]
            rng = random.Random(cut[2])
            self.data[:] = b"\xff" * BLOCK
            self.data[: k * PAGE] = new[: k * PAGE]
            for i in range(k * PAGE, (k + 1) * PAGE):
                self.data[i] = new[i] | rng.getrandbits(8)
        raise PowerCut(cut)


def observe(nvm, lines=None):
    """What a fresh boot reads: (records and preferences, saved game); the
    console lines it printed go to ``lines``."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        records = Records(nvm)
    if lines is not None:
        lines.extend(out.getvalue().splitlines())
    table = tuple(
        (
            level,
            records.figures(level)["played"],
            records.figures(level)["won"],
            records.figures(level)["streak"],
            records.figures(level)["best"],
        )
        for level in records.levels()
    )
    return (table, tuple(sorted(records.prefs.items()))), records.load_game()


NOTHING = (((), ()), None)

# One change on the records: (method, args), as the app makes them; the
# ones that write are store, save_prefs, save_game and clear_game.
HISTORY = [
    ("finish", ("beginner", True, 31500, 12)),
    ("save_game", (b"\x01" * 60,)),
    ("finish", ("beginner", False, 3000, 12)),
    ("save_prefs", ({"level": "expert", "sound": 1},)),
    ("save_game", (b"\x02" * 199,)),
    ("finish", (level_key("custom", 12, 10, 20), True, 40000, 30)),
    ("save_game", (b"\x03" * GAMES_ROOM,)),
    ("finish", ("beginner", True, 20250, 15)),
    ("store", ()),
    ("clear_game", ()),
    ("save_prefs", ({"level": "custom", "w": 12, "h": 10, "m": 20},)),
    ("finish", ("expert", True, 99000, 120, True)),
    ("save_game", (b"",)),  # an empty game is no game
    ("save_game", (b"\x04" * 10,)),
    ("finish", ("classic", False, 5000, 4)),
    ("store", ()),
]


def replay(ops, nvm):
    records = Records(nvm)
    for method, args in ops:
        getattr(records, method)(*args)
    records.store()  # what the app has stored by then


def writes_of(history):
    """(steps before, the change) for every change in ``history`` that
    writes, each starting from a boot."""
    out = []
    for j, (method, args) in enumerate(history):
        if method != "finish":
            out.append((history[:j], method, args))
    return out


def apply(nvm, before, method, args):
    """Boot on ``nvm``, make the changes ``before`` did since the last write
    (in RAM), then the change."""
    records = Records(nvm)
    pending = []
    for m, a in before:
        pending = pending + [(m, a)] if m == "finish" else []
    for m, a in pending:
        getattr(records, m)(*a)
    getattr(records, method)(*args)


def whole_writes(kind):
    """For every change in HISTORY that writes, on an nvm of ``kind``:
    (steps before, the change, the nvm as the last write left it with the
    finishes since still in RAM, what it reads as, the nvm after the whole
    change, what that reads as)."""
    for before, method, args in writes_of(HISTORY):
        nvm = kind()
        last = max([i for i, op in enumerate(before) if op[0] != "finish"] + [-1])
        replay(before[: last + 1], nvm)
        start_state = observe(nvm)
        whole = kind(data=nvm.data)
        apply(whole, before, method, args)
        after = observe(whole)
        if whole.spans:  # else nothing to write
            yield before, method, args, nvm, start_state, whole, after


def test_a_write_cut_off_after_any_byte_keeps_the_previous_copy():
    for before, method, args, nvm, start_state, whole, after in whole_writes(FaultyNvm):
        assert after != start_state  # the write is seen after a power cycle
        start, stop = whole.spans[-1]
        for cut in range(stop - start):
            torn = FaultyNvm(data=nvm.data)
            torn.cut = cut
            with pytest.raises(PowerCut):
                apply(torn, before, method, args)
            assert torn.data[start + cut :] == nvm.data[start + cut :]
            lines = []
            got = observe(torn, lines)
            assert len(lines) <= 1
            if whole.data[start + cut : stop] == nvm.data[start + cut : stop]:
                assert got == after  # what was left unwritten was there already
                continue
            assert got == start_state, (method, args, cut)
            if cut >= 7:  # the new sequence number is in: the cut is seen
                assert lines == [
                    "records lost: the power went off during a write"
                    if start_state == NOTHING
                    else "records: the power went off during a write; "
                    "the last change may be lost"
                ], (method, cut)
            # After the power comes back the same change goes through.
            apply(torn, before, method, args)
            assert observe(torn) == after, (method, args, cut)


def test_on_a_samd51_a_cut_loses_at_most_everything_and_says_so():
    # Each write there erases both slots and programs them again: a cut in
    # the erase or in the first slot's two pages can lose both copies; in
    # the second slot's pages the first slot's copy is whole. Every cut
    # reads as before, after or nothing, with one console line at most, and
    # nothing only with the line saying why (or an erased block, which reads
    # as a new board).
    cuts = [("program", n) for n in (0, 1, 2, 6, 7, 100, 300, 508, 511, 512)]
    cuts += [("program", n) for n in (513, 520, 700, 1020, 1023, 1024, 1025)]
    cuts += [("program", n) for n in (1031, 1200, 1536, 2044, 2047, 2048, 5000)]
    cuts += [("erase", seed) for seed in range(3)]
    cuts += [("page", k, seed) for k in range(5) for seed in range(3)]
    seen = set()
    for before, method, args, nvm, start_state, _whole, after in whole_writes(
        Samd51Nvm
    ):
        for cut in cuts:
            torn = Samd51Nvm(data=nvm.data)
            torn.cut = cut
            with pytest.raises(PowerCut):
                apply(torn, before, method, args)
            lines = []
            got = observe(torn, lines)
            assert got in (start_state, after, NOTHING), (method, cut)
            assert len(lines) <= 1, lines
            if cut[0] == "program" and cut[1] >= SLOT:
                assert got in (start_state, after), (method, cut)
            if got == NOTHING and start_state != NOTHING:
                erased = torn.data[:SPAN] == b"\xff" * SPAN
                assert erased or lines, (method, cut)
                if cut[0] == "program":
                    assert lines == (
                        []
                        if erased
                        else ["records lost: the power went off during a write"]
                    ), (method, cut, lines)
            seen.add((cut[0], got == start_state, got == after, got == NOTHING))
            if got == start_state:  # the power is back: the change again
                apply(torn, before, method, args)
                assert observe(torn) == after, (method, cut)
    # The model reaches every outcome.
    assert ("program", False, False, True) in seen
    assert ("program", True, False, False) in seen
    assert ("program", False, True, False) in seen


def test_two_cut_writes_in_a_row_still_keep_the_last_good_copy():
    nvm = FaultyNvm()
    replay(HISTORY[:6], nvm)
    before = observe(nvm)
    for cut in (3, 40, 7, 64, 508):  # all short of the end of the slot
        records = Records(nvm)
        records.finish("beginner", True, 1000, 1)
        nvm.cut = cut
        with pytest.raises(PowerCut):
            records.store()
        assert observe(nvm) == before


def written_states(ops):
    """Every (records, game) a fresh boot could read during the history, and
    the nvm with the span of the newest write."""
    nvm = FaultyNvm()
    seen = [observe(nvm)]
    records = Records(nvm)
    newest = None
    for method, args in ops:
        writes = len(nvm.spans)
        getattr(records, method)(*args)
        if len(nvm.spans) > writes:
            newest = nvm.spans[-1]
            seen.append(observe(nvm))
    return nvm, seen, newest


levels = st.sampled_from(
    PRESETS + (level_key("custom", 5, 5, 3), level_key("custom", 16, 9, 25))
)
ops = st.one_of(
    st.tuples(
        st.just("finish"),
        st.tuples(levels, st.booleans(), st.integers(0, 5000000), st.integers(0, 300)),
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
    st.tuples(st.just("save_game"), st.tuples(st.binary(max_size=GAMES_ROOM))),
    st.tuples(st.just("keep_game"), st.tuples(st.binary(max_size=GAMES_ROOM))),
    st.tuples(st.just("clear_game"), st.just(())),
    st.tuples(st.just("store"), st.just(())),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(ops, max_size=12),
    st.lists(st.tuples(st.integers(0, SPAN - 1), st.integers(1, 255)), max_size=12),
)
def test_random_damage_never_raises_nor_invents_a_record(history, damage):
    nvm, seen, newest = written_states(history)
    latest = observe(nvm)
    hit = set()
    for at, flip in damage:
        nvm.data[at] ^= flip
        hit.add(at)
    nvm.writes = 0
    lines = []
    got = observe(nvm, lines)
    assert nvm.writes == 0  # reading never writes
    assert len(lines) <= 1
    assert got in seen  # records and game as they were stored together
    if newest is not None and not any(newest[0] <= at < newest[1] for at in hit):
        assert got == latest


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=SPAN, max_size=SPAN))
def test_random_nvm_contents_read_as_nothing(data):
    nvm = FaultyNvm(data=data)
    lines = []
    assert observe(nvm, lines) == NOTHING
    assert len(lines) <= 1
    records = Records(nvm)
    records.finish("expert", True, 10000, 20)
    records.store()
    assert Records(nvm).figures("expert")["best"] == (10000, 20)


@settings(max_examples=100, deadline=None)
@given(st.lists(ops, max_size=15))
def test_one_slice_assignment_per_store_and_none_otherwise(history):
    nvm = FaultyNvm()
    records = Records(nvm)
    assert nvm.writes == 0
    prefs, game = {}, b""  # what the records must read back
    for method, args in history:
        if method == "save_prefs":
            prefs = args[0]
        elif method in ("save_game", "keep_game"):
            game = args[0]
        elif method == "clear_game":
            game = b""
        before = observe(nvm)
        writes = nvm.writes
        getattr(records, method)(*args)
        if method in ("finish", "keep_game"):
            assert nvm.writes == writes  # in RAM until stored
        else:
            assert nvm.writes - writes == (1 if observe(nvm) != before else 0)
        if method in ("store", "save_game", "clear_game"):
            assert not records.dirty  # nvm holds it all
        writes = nvm.writes
        for level in records.levels():
            records.figures(level)["best"]
            records.figures(level)["played"]
            records.figures(level)["streak"]
        # The reads give what was last saved or kept, and never write.
        assert records.load_game() == (game or None)
        assert records.prefs == prefs
        assert nvm.writes == writes


def test_no_room_is_one_console_line(capsys):
    small = FaultyNvm(size=256)  # what the CircuitPython stubs promise
    records = Records(small)
    records.finish("beginner", True, 5000, 5)
    records.save_game(b"abc")
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "no room for records in nvm: it has 256 bytes; records take 2048 "
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
    for at in (10, 234, 1034, 1258):  # bytes in each slot
        nvm.data[at] ^= 0x55
    records = Records(nvm)
    records.load_game()
    assert capsys.readouterr().out.splitlines() == [
        "records: the records in nvm are unreadable; starting afresh"
    ]


def test_a_failing_flash_is_one_line_per_write(capsys):
    class Worn(FaultyNvm):
        def __setitem__(self, key, value):
            raise RuntimeError("Unable to write to nvm.")

    records = Records(Worn())
    assert records.finish("beginner", True, 9000, 9)
    records.store()
    assert records.figures("beginner")["best"] == (9000, 9)
    assert capsys.readouterr().out == (
        "records: cannot write to nvm: Unable to write to nvm.\n"
    )


def booted(nvm):
    """An app at power-up on ``nvm``, on the core tests' stand-ins."""
    from standins import make

    return make(nvm=nvm, boot=True)[0]


def started(seed, opened):
    """A game of the PyPortal's Beginner size, its first cell opened or not."""
    game = Game(9, 6, 7, seed=seed)
    if opened:
        game.reveal(4, 3)
    return game


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(
        st.binary(max_size=GAME_ROOM),
        st.builds(
            lambda game, extra: snapshot.dump(game, extra),
            st.builds(started, st.integers(0, 99), st.booleans()),
            st.one_of(
                st.binary(max_size=40),
                st.builds(  # the app's bytes beside it, with any level
                    lambda mark, ms, key: (
                        bytes([2, mark]) + ms.to_bytes(4, "little") + key
                    ),
                    st.integers(0, 255),
                    st.integers(0, 2**32 - 1),
                    st.sampled_from(
                        [b"beginner", b"expert", b"custom:9x9/10", b"custom:9x9/99"]
                        + [b"custom:9x9/1", b"\xff\xfe", b"", b"classic", b"x" * 30]
                    ),
                ),
            ),
        ),
    ),
    st.integers(0, 255),
)
def test_any_saved_game_bytes_in_a_good_slot_never_stop_the_power_up(data, flip):
    nvm = FaultyNvm()
    records = Records(nvm)
    records.finish("beginner", True, 5000, 3)
    if data[14:15] and flip:  # now and then a byte of it changed
        data = bytearray(data)
        data[flip % len(data)] ^= flip
    records.save_game(bytes(data))
    with contextlib.redirect_stdout(io.StringIO()) as out:
        app = booted(nvm)
    assert app.mode in (app.paused, app.menu)
    assert len(out.getvalue().splitlines()) <= 1
    app.step(0)  # and the loop goes on


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
        game, extra = snapshot.load(data)
    except ValueError as exc:
        assert "\n" not in str(exc)
    else:  # only bytes dump() could have written
        assert snapshot.dump(game, extra) == data


# -- the device's heap ---------------------------------------------------

BOOT = """
import gc
from minesweeper.store.records import Records
from minesweeper.rules.game import Game
from minesweeper.store.snapshot import dump, load
nvm = bytearray(2048)
records = Records(nvm)
game = Game(30, 16, 99, seed=5)
game.reveal(3, 3)
from minesweeper.store import snapshot
records.keep_game(snapshot.dump(game, b"12"))
records.finish("expert", True, 80000, 150)
records.store()
del records, game
gc.collect()
records = Records(nvm)
game = snapshot.load(records.load_game())[0]
assert records.figures("expert")["best"] == (80000, 150)
print("resumed", game.state)
"""


def boot(heap):
    return run_micropython(BOOT, heap=heap)[1]


@pytest.mark.skipif(MICROPYTHON is None, reason="micropython not installed")
def test_records_and_resume_load_from_source_in_96k():
    # Compiling game, records and snapshot from source peaks near 91 KB.
    out = boot("96k")
    assert "resumed 1" in out, out
    assert "MemoryError" in boot("48k")  # the cap is real
