# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records, preferences and the saved game in nvm; runs under pytest and
under MicroPython."""

from check import Nvm, raises, saying

from minesweeper.rules.levels import LEVELS as LEVEL_ORDER
from minesweeper.rules.levels import PRESETS, level_key
from minesweeper.rules.timer import Timer
from minesweeper.store import records as records_module
from minesweeper.store import slots
from minesweeper.store.checksum import crc32
from minesweeper.store.records import (
    DAILY_ROOM,
    GAMES_ROOM,
    LEVELS_KEPT,
    PREFS_ROOM,
    SPAN,
    Records,
)


def slow_crc32(data):
    """The textbook bit-at-a-time CRC-32, to check the table-driven one."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def le(value, size):
    return bytes([(value >> (8 * k)) & 0xFF for k in range(size)])


def slot(seq, payload, version=4):
    """A whole slot (1024 bytes) in the documented layout."""
    head = b"MR" + bytes([version]) + le(seq, 2) + le(len(payload), 2) + payload
    out = bytearray(1024)
    out[: len(head) + 4] = head + le(crc32(head), 4)
    out[1021:1023] = le(seq, 2)
    return out


def payload(entries=(), prefs=b"", game=b"", daily=b""):
    """The documented payload: levels, preferences, daily, entries, game."""
    out = bytearray([len(entries), len(prefs), len(daily)]) + prefs + daily
    for one in entries:
        out += one
    return out + game


def entry(w, h, m, played, won, streak, ms, bbbv, top=None, rest=b""):
    """An entry; ``rest``: bytes 18 on (clicks, board, 3BV/s, ..., the
    first cell)."""
    rest = rest or bytes(2) + b"\xff" * 4 + bytes(10) + b"\xff" * 2
    return (
        bytes([w, h])
        + le(m, 2)
        + le(played, 2)
        + le(won, 2)
        + le(streak, 2)
        + le(streak if top is None else top, 2)
        + le(ms, 4)
        + le(bbbv, 2)
        + rest
    )


def put_slot(nvm, k, data):
    nvm.data[1024 * k : 1024 * k + len(data)] = data


def boot(nvm):
    """Records read from nvm at power-up, and the console lines said."""
    return saying((slots, records_module), Records, nvm)


def test_crc32_matches_the_standard():
    assert crc32(b"") == 0
    assert crc32(b"123456789") == 0xCBF43926  # the standard check value
    data = bytes(range(256)) + b"minesweeper" * 7
    for n in (1, 2, 3, 17, 100, len(data)):
        assert crc32(data[:n]) == slow_crc32(data[:n])
    assert crc32(memoryview(data)[5:40]) == slow_crc32(data[5:40])


def test_presets_are_the_menus_levels_in_stored_order():
    # The stored preset numbers follow this order: it must never change.
    assert PRESETS == ("beginner", "intermediate", "expert", "classic")
    assert tuple(LEVEL_ORDER[:4]) == PRESETS


def test_fresh_records_are_empty():
    records = Records(Nvm())
    for level in PRESETS + (level_key("custom", 5, 5, 3),):
        assert records.figures(level)["best"] is None
        assert records.figures(level)["rate"] is None
        assert (records.figures(level)["played"], records.figures(level)["won"]) == (
            0,
            0,
        )
        assert records.figures(level)["streak"] == 0
    assert records.levels() == []
    assert records.prefs == {}
    assert records.load_game() is None
    assert records.persistent


def test_finish_counts_games_wins_and_streaks():
    records = Records(Nvm())
    for won in (True, True, False, True, True, True):
        records.finish("expert", won, 100000, 150)
    assert records.figures("expert")["played"] == 6
    assert records.figures("expert")["won"] == 5
    assert records.figures("expert")["streak"] == 3
    records.finish("expert", False, 5000, 3)
    assert records.figures("expert")["streak"] == 0
    assert records.figures("beginner")["played"] == 0  # levels kept apart


def test_best_time_only_from_faster_wins():
    records = Records(Nvm())
    assert not records.finish("beginner", False, 5000, 10)  # a loss never
    assert records.figures("beginner")["best"] is None
    assert records.finish("beginner", True, 30000, 15)
    assert records.figures("beginner")["best"] == (30000, 15)
    assert not records.finish("beginner", True, 31000, 40)  # slower
    assert not records.finish("beginner", True, 30000, 40)  # a tie is not new
    assert records.figures("beginner")["best"] == (30000, 15)
    assert records.finish("beginner", True, 12500, 25)
    assert records.figures("beginner")["best"] == (12500, 25)
    assert records.figures("beginner")["rate"] == 200  # 2.00 3BV/s, in hundredths
    assert not records.finish("beginner", False, 1000, 25)
    assert records.figures("beginner")["best"] == (12500, 25)
    assert records.finish("beginner", True, 0, 1)  # won by its first tap
    assert records.figures("beginner")["rate"] == 65535  # the most kept: 655.35 3BV/s


def test_times_are_kept_to_the_millisecond():
    # The rule: a time is whole milliseconds, an int, from the timer to nvm
    # and back. A board's floats have 30 bits (about 5 decimal digits), so
    # 61.2345 s as a float reads back 61.234; no float is ever stored.
    nvm = Nvm()
    records = Records(nvm)
    records.finish("classic", True, 61235, 7)
    assert records.finish("classic", True, 61234, 9)  # one ms faster
    records.store()
    for source in (records, Records(nvm)):
        ms, bbbv = source.figures("classic")["best"]
        assert (ms, bbbv) == (61234, 9)
        assert type(ms) is int and type(source.figures("classic")["rate"]) is int
    longest = 2**30 - 1  # what the slot keeps: more than 12 days
    records.finish("expert", True, longest + 5, 1)
    assert records.figures("expert")["best"] == (longest, 1)
    for bad in (61.2345, 1.0, "61234", None, -1):
        exc = raises(ValueError, records.finish, "classic", True, bad, 1)
        assert "milliseconds" in str(exc)
    assert records.figures("classic")["played"] == 2  # a refused time counts nothing
    timer = Timer()
    timer.reset(61234)
    timer.resume(1000)
    assert timer.ms(1000 + 765) == 61999 and type(timer.ms(1765)) is int


def test_hinted_win_counts_but_never_sets_a_best():
    records = Records(Nvm())
    assert not records.finish("intermediate", True, 10000, 30, hinted=True)
    assert records.figures("intermediate")["best"] is None
    assert records.figures("intermediate")["won"] == 1
    assert records.figures("intermediate")["streak"] == 1
    assert records.finish("intermediate", True, 50000, 30)
    assert not records.finish("intermediate", True, 5000, 30, hinted=True)
    assert records.figures("intermediate")["best"] == (50000, 30)
    assert records.figures("intermediate")["streak"] == 3


def test_records_survive_a_restart():
    nvm = Nvm()
    records = Records(nvm)
    records.finish("beginner", True, 21000, 11)
    records.finish("beginner", False, 3000, 11)
    records.finish(level_key("custom", 12, 10, 20), True, 40000, 33)
    records.save_prefs({"level": "expert", "sound": True, "width": 12})
    again = Records(nvm)
    assert again.figures("beginner")["best"] == (21000, 11)
    assert (again.figures("beginner")["played"], again.figures("beginner")["won"]) == (
        2,
        1,
    )
    assert again.figures("beginner")["streak"] == 0
    assert again.figures("custom:12x10/20")["best"] == (40000, 33)
    assert again.prefs == {"level": "expert", "sound": 1, "width": 12}
    assert again.levels() == ["beginner", "custom:12x10/20"]


def test_level_keys():
    assert level_key("custom", 16, 12, 30) == "custom:16x12/30"
    records = Records(Nvm())
    for bad in (
        "Expert",
        "custom",
        "custom:0x5/1",
        "custom:5x5/25",  # no room left for a safe cell
        "custom:256x2/1",
        "custom:5x5",
        "custom:5x/3",
        "custom:05x5/3",  # one spelling a size
        "custom:5x5/-1",
        None,
        (5, 5, 3),
    ):
        exc = raises(ValueError, records.finish, bad, True, 1, 1)
        assert "unknown level" in str(exc), bad
        raises(ValueError, records.figures, bad)
    assert records.levels() == []
    raises(ValueError, records.finish, "expert", True, -1, 1)
    raises(ValueError, records.finish, "expert", True, "fast", 1)
    raises(ValueError, records.finish, "expert", True, 1, -1)
    assert records.figures("expert")["played"] == 0


def test_levels_lists_presets_then_recent_custom_sizes():
    records = Records(Nvm())
    records.finish(level_key("custom", 5, 5, 3), False, 1, 1)
    records.finish("expert", False, 1, 1)
    records.finish(level_key("custom", 6, 5, 3), False, 1, 1)
    records.finish("beginner", False, 1, 1)
    assert records.levels() == [
        "beginner",
        "expert",
        level_key("custom", 6, 5, 3),
        level_key("custom", 5, 5, 3),
    ]


def test_a_new_custom_size_forgets_the_oldest_custom_never_a_preset():
    nvm = Nvm()
    records = Records(nvm)
    for level in PRESETS:
        records.finish(level, True, 9000, 9)
    for w in range(5, 5 + LEVELS_KEPT - len(PRESETS)):
        records.finish(level_key("custom", w, 5, 2), True, w * 1000, 3)
    records.finish(level_key("custom", 5, 5, 2), False, 1, 1)  # 5x5 is now the newest
    records.finish(level_key("custom", 20, 9, 9), True, 50000, 20)  # 6x5 goes
    records.store()
    again = Records(nvm)
    assert len(again.levels()) == LEVELS_KEPT
    assert again.figures(level_key("custom", 6, 5, 2))["played"] == 0
    assert again.figures(level_key("custom", 5, 5, 2))["played"] == 2
    assert again.figures(level_key("custom", 20, 9, 9))["best"] == (50000, 20)
    for level in PRESETS:
        assert again.figures(level)["best"] == (9000, 9)


def test_changes_wait_in_ram_for_one_write_and_reads_never_write():
    nvm = Nvm()
    records = Records(nvm)
    records.load_game()
    assert nvm.writes == 0 and not records.dirty
    records.finish("expert", True, 80000, 120)
    records.finish("expert", False, 20000, 120)
    assert records.keep_game(b"game one")
    assert nvm.writes == 0 and records.dirty  # all of it in RAM so far
    assert Records(nvm).figures("expert")["played"] == 0
    assert records.store()
    assert nvm.writes == 1 and not records.dirty
    assert not records.store()  # nvm holds it: no write
    again = Records(nvm)
    assert again.figures("expert")["played"] == 2 and again.load_game() == b"game one"
    assert records.save_prefs({"level": "expert"})
    assert not records.save_prefs({"level": "expert"})  # unchanged: no write
    assert records.save_game(b"game two")
    assert not records.save_game(b"game two")
    assert records.clear_game()
    assert not records.clear_game()  # nothing saved: no write
    assert nvm.writes == 4
    again = Records(nvm)
    again.figures("expert")["best"]
    again.figures("expert")["played"]
    again.levels()
    assert again.prefs == {"level": "expert"}
    assert again.load_game() is None
    assert nvm.writes == 4


def test_writes_are_whole_slots_inside_the_layout_and_alternate():
    nvm = Nvm(100 + SPAN)
    records = Records(nvm, offset=100)
    for n in range(LEVELS_KEPT):
        level = level_key("custom", n + 2, 9, 3) if n > 3 else PRESETS[n]
        records.finish(level, True, n * 1000, n)
    prefs = {"k": "x" * (PREFS_ROOM - 2)}
    records.save_prefs(prefs)  # the largest records ...
    assert records.keep_daily(b"d" * DAILY_ROOM)
    records.save_game(b"g" * GAMES_ROOM)  # ... with the largest saved games
    records.save_game(b"h" * GAMES_ROOM)
    records.clear_game()
    assert nvm.spans == [(100, 1124), (1124, 2148), (100, 1124), (1124, 2148)]
    assert nvm.data[:100] == b"\xff" * 100
    again = Records(nvm, offset=100)
    assert again.prefs == prefs
    assert again.figures(level_key("custom", 9, 9, 3))["best"] == (7000, 7)
    assert again.load_game() is None


def test_too_long_prefs_or_game_are_refused():
    nvm = Nvm()
    records = Records(nvm)
    exc = raises(ValueError, records.save_prefs, {"k": "x" * PREFS_ROOM})
    assert "room for" in str(exc)
    for bad in ({"a,b": 1}, {"a": "x=y"}, {"": 1}, {"a": 1.5}, {1: 2, "a": 1}):
        raises(ValueError, records.save_prefs, bad)
    got, said = saying((records_module,), records.save_game, b"x" * (GAMES_ROOM + 1))
    assert not got
    assert said == ["records: saved game is %d bytes; room for 527" % (GAMES_ROOM + 1)]
    assert nvm.writes == 0
    assert records.load_game() is None


def test_prefs_values_come_back_as_numbers_or_text():
    nvm = Nvm()
    records = Records(nvm)
    records.save_prefs({"a": -3, "b": "modern", "c": False, "d": "12", "e": ""})
    assert Records(nvm).prefs == {"a": -3, "b": "modern", "c": 0, "d": 12, "e": ""}
    prefs = records.prefs
    prefs["a"] = 5  # a copy: changing it changes nothing stored
    assert records.prefs["a"] == -3


def test_saved_game_round_trip_and_clear():
    nvm = Nvm()
    records = Records(nvm)
    assert records.save_game(b"\x00\x01\xff" * 30)
    assert Records(nvm).load_game() == b"\x00\x01\xff" * 30
    assert records.clear_game()
    assert Records(nvm).load_game() is None
    records.finish("beginner", True, 3000, 3)
    records.store()
    assert Records(nvm).load_game() is None


def test_documented_layout_is_read():
    nvm = Nvm()
    data = payload(
        (
            entry(0, 3, 0, 7, 5, 2, 95000, 150),  # expert
            entry(12, 10, 20, 1, 0, 0, 0xFFFFFFFF, 0),  # custom, no best
        ),
        b"level=expert,sound=0",
        b"saved",
    )
    put_slot(nvm, 0, slot(8, payload(game=b"older")))
    put_slot(nvm, 1, slot(9, data))
    records, said = boot(nvm)
    assert said == []
    assert records.figures("expert")["best"] == (95000, 150)
    assert (records.figures("expert")["played"], records.figures("expert")["won"]) == (
        7,
        5,
    )
    assert records.figures("expert")["streak"] == 2
    assert records.figures("custom:12x10/20")["played"] == 1
    assert records.figures("custom:12x10/20")["best"] is None
    assert records.prefs == {"level": "expert", "sound": 0}
    assert records.load_game() == b"saved"


def test_newest_slot_wins_across_the_sequence_wrap():
    for first, second, winner in ((65535, 0, 1), (0, 65535, 0), (4, 5, 1)):
        nvm = Nvm()
        for n, seq in ((0, first), (1, second)):
            put_slot(nvm, n, slot(seq, payload(game=b"slot %d" % n)))
        records = Records(nvm)
        assert records.load_game() == b"slot %d" % winner
        records.save_game(b"next")  # goes over the older slot
        assert nvm.spans[-1][0] == 1024 * (1 - winner)
        assert Records(nvm).load_game() == b"next"


def test_a_damaged_newest_slot_says_so_and_the_copy_before_comes_back():
    nvm = Nvm()
    records = Records(nvm)
    records.finish("beginner", True, 20000, 10)
    records.save_game(b"game before")
    records.finish("beginner", True, 15000, 10)
    records.save_game(b"game after")
    newest = nvm.spans[-1][0]
    nvm.data[newest + 20] ^= 0x40
    again, said = boot(nvm)
    assert said == ["records: a copy in nvm is unreadable; using the other"]
    # The records and the saved game are one copy: both come back as they
    # were together, so the game never meets records it did not know.
    assert again.figures("beginner")["best"] == (20000, 10)
    assert again.figures("beginner")["played"] == 1
    assert again.load_game() == b"game before"
    again.finish("beginner", False, 1000, 1)
    again.store()  # rewrites the damaged slot
    assert nvm.spans[-1][0] == newest
    assert boot(nvm)[0].figures("beginner")["played"] == 2
    assert boot(nvm)[1] == []


def test_a_newest_slot_this_version_cannot_read_keeps_the_one_before():
    nvm = Nvm()
    good = payload((entry(0, 1, 0, 3, 2, 1, 9000, 5),), game=b"kept")
    put_slot(nvm, 0, slot(6, good))
    for bad in (b"\x09\x00", b"", b"\x01\x00" + b"\x00" * 15, b"\x00\x51"):
        put_slot(nvm, 1, slot(7, bad))  # a good checksum, nonsense inside
        records, said = boot(nvm)
        assert said == ["records: a copy in nvm is unreadable; using the other"]
        assert records.figures("beginner")["best"] == (9000, 5)
        assert records.load_game() == b"kept"
        records.finish("beginner", False, 1, 1)
        records.store()
        assert nvm.spans[-1][0] == 1024  # over the one it could not read
        assert Records(nvm).figures("beginner")["played"] == 4
        put_slot(nvm, 0, slot(6, good))


def test_another_version_is_one_line_and_starts_afresh():
    nvm = Nvm()
    # Version 1 of the layout: records slots at 0 and 224, saved game slots
    # ("MG") at 448 and 736, each with its own version byte.
    for at, mark in ((0, b"MR"), (224, b"MR"), (448, b"MG"), (736, b"MG")):
        old = mark + bytes([1, 3, 0, 4, 0]) + b"data" + b"\x12\x34\x56\x78"
        nvm.data[at : at + len(old)] = old
    records, said = boot(nvm)
    assert said == ["records: nvm holds records of version 1; starting afresh"]
    assert records.levels() == [] and records.load_game() is None
    records.finish("beginner", True, 3000, 3)
    records.store()
    assert Records(nvm).figures("beginner")["best"] == (3000, 3)
    put_slot(nvm, 0, slot(1, payload(), version=6))  # a later version
    put_slot(nvm, 1, slot(2, payload(), version=6))
    assert boot(nvm)[1] == ["records: nvm holds records of version 6; starting afresh"]


def test_foreign_bytes_and_erased_nvm():
    nvm = Nvm()
    assert boot(nvm)[1] == []  # a new board: quiet
    nvm.data[0:SPAN] = bytes(range(256)) * (SPAN // 256)
    records, said = boot(nvm)
    assert said == ["records lost: the power went off during a write"] or said == [
        "records: the records in nvm are unreadable; starting afresh"
    ]
    assert records.levels() == [] and records.load_game() is None
    records.finish("beginner", True, 3000, 3)
    records.store()
    assert Records(nvm).figures("beginner")["best"] == (3000, 3)


def test_a_write_cut_short_is_told_from_damage():
    nvm = Nvm()
    records = Records(nvm)
    records.finish("beginner", True, 20000, 10)
    records.store()
    records.finish("beginner", True, 15000, 10)
    records.store()  # slot 1, sequence 2
    written = bytes(nvm.data[:SPAN])
    # The third write, into slot 0, cut off after 300 of its 1024 bytes.
    records.finish("beginner", True, 11000, 10)
    records.store()
    torn = bytearray(written)
    torn[:300] = nvm.data[:300]
    nvm.data[:SPAN] = torn
    again, said = boot(nvm)
    assert said == [
        "records: the power went off during a write; the last change may be lost"
    ]
    assert again.figures("beginner")["best"] == (15000, 10)
    # On a SAMD51 the write erases both slots first: cut before the first
    # slot (two pages) is whole, nothing is left, and the line says why.
    blank = bytearray(b"\xff" * SPAN)
    blank[:300] = torn[:300]
    nvm.data[:SPAN] = blank
    again, said = boot(nvm)
    assert said == ["records lost: the power went off during a write"]
    assert again.levels() == []
    # Cut in the second slot before any of it is programmed: the first
    # slot's copy (sequence 3) is whole, the second erased. That is the
    # third write, whole, or a fourth whose new copy went to the second slot
    # (the two leave the same bytes): the line says a change may be lost.
    nvm.data[:SPAN] = written
    records = Records(nvm)
    records.finish("beginner", True, 11000, 10)
    records.store()  # slot 0, sequence 3
    nvm.data[1024:SPAN] = b"\xff" * 1024
    again, said = boot(nvm)
    assert again.figures("beginner")["best"] == (11000, 10)
    assert said == [
        "records: the power went off during a write; the last change may be lost"
    ]


def test_nonsense_entries_with_a_good_checksum_are_dropped():
    nvm = Nvm()
    data = payload(
        (
            entry(0, 9, 0, 1, 1, 1, 10, 1),  # no preset number 9
            entry(0, 1, 0, 1, 2, 0, 10, 1),  # more wins than games
            entry(3, 3, 9, 1, 0, 0, 0xFFFFFFFF, 0),  # 9 mines on 9 cells
            entry(0, 2, 0, 4, 2, 1, 8000, 30),  # good
        )
    )
    put_slot(nvm, 0, slot(1, data))
    records = Records(nvm)
    assert records.levels() == ["intermediate"]
    assert records.figures("intermediate")["best"] == (8000, 30)
    for bad in (bytearray([9, 0]), bytearray([1, 0, 1]), b"", b"\x00\x03a=b"):
        put_slot(nvm, 0, slot(1, bad))
        assert Records(nvm).levels() == []


def test_no_nvm_or_too_small_keeps_records_in_ram():
    small = Nvm(SPAN - 1)
    for nvm in (None, small, Nvm(SPAN + 10)):
        records = Records(nvm, offset=11) if nvm is not None else Records(nvm)
        assert not records.persistent
        assert records.finish("expert", True, 60000, 100)
        assert records.figures("expert")["best"] == (60000, 100)
        assert records.save_game(b"abc")
        assert records.load_game() == b"abc"
        assert records.save_prefs({"sound": 0})
        assert records.prefs == {"sound": 0}
    assert small.writes == 0
    assert Records(Nvm(SPAN)).persistent  # exactly enough


class RefusingNvm(Nvm):
    """An nvm whose writes fail, as a worn-out flash might."""

    def __setitem__(self, key, value):
        raise OSError("flash write failed")


def test_a_refused_write_keeps_the_game_going():
    nvm = Nvm()
    records = Records(nvm)
    records.finish("beginner", True, 30000, 10)
    records.store()
    broken = RefusingNvm()
    broken.data[:] = nvm.data
    records = Records(broken)
    assert records.finish("beginner", True, 10000, 10)  # new best, in RAM
    got, said = saying((slots,), records.store)
    assert not got and records.dirty
    assert said == ["records: cannot write to nvm: flash write failed"]
    assert records.figures("beginner")["best"] == (10000, 10)
    assert not records.save_game(b"game")
    assert not records.save_prefs({"a": 1})
    assert Records(broken).figures("beginner")["best"] == (30000, 10)


def test_a_version_4_nvm_is_carried_over_and_forced_losses_are_kept():
    """Version 4 (entries of 36 bytes, no forced losses) reads as it was,
    its forced losses 0; they count from then on, survive a write and a
    read, and the payload written is version 5's (entries of 38 bytes)."""
    nvm = Nvm()
    b = "beginner:9x6/7"
    old = entry(9, 6, 7 | 1 << 12, 5, 2, 1, 20250, 15)
    daily = bytes([1]) + bytes(44)  # the daily board's 45 bytes
    put_slot(nvm, 0, slot(1, payload((old,), daily=daily, game=b"\x05" * 10), 4))
    records, said = boot(nvm)
    assert said == []
    figures = records.figures(b)
    assert (figures["played"], figures["won"], figures["best"]) == (5, 2, (20250, 15))
    assert figures["forced"] == 0
    assert records.load_game() == b"\x05" * 10 and records.daily_data() == daily
    records.finish(b, False, 900, 0)
    records.forced(b)
    records.forced("expert:30x16/99")  # a level with no records: nothing
    assert records.store()
    again, said = boot(nvm)
    assert said == []
    assert again.figures(b)["forced"] == 1 and again.figures(b)["played"] == 6
    assert again.levels() == [b] and again.load_game() == b"\x05" * 10
    raw = nvm.data[1024:2048]  # the slot written: version 5, a 38-byte entry
    assert raw[2] == 5 and raw[5] + 256 * raw[6] == 3 + 45 + 38 + 10
