# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records, preferences and the saved game in nvm; runs under pytest and
under MicroPython."""

from check import Nvm, raises

from minesweeper.layout import LEVEL_ORDER
from minesweeper.store.checksum import crc32
from minesweeper.store.records import (
    GAME_ROOM,
    LEVELS_KEPT,
    PREFS_ROOM,
    PRESETS,
    SPAN,
    Records,
    custom_level,
)


def slow_crc32(data):
    """The textbook bit-at-a-time CRC-32, to check the table-driven one."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def slot(mark, seq, payload, version=1):
    """A slot in the documented layout."""
    out = bytearray(mark) + bytes([version, seq & 0xFF, seq >> 8])
    out += bytes([len(payload) & 0xFF, len(payload) >> 8]) + payload
    crc = crc32(out)
    return out + bytes([(crc >> (8 * k)) & 0xFF for k in range(4)])


def entry(w, h, m, played, won, streak, ms, bbbv):
    out = bytearray([w, h, m & 0xFF, m >> 8])
    for value in (played, won, streak):
        out += bytes([value & 0xFF, value >> 8])
    out += bytes([(ms >> (8 * k)) & 0xFF for k in range(4)])
    return out + bytes([bbbv & 0xFF, bbbv >> 8])


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
    for level in PRESETS + (custom_level(5, 5, 3),):
        assert records.best(level) is None
        assert records.rate(level) is None
        assert (records.played(level), records.won(level)) == (0, 0)
        assert records.streak(level) == 0
    assert records.levels() == []
    assert records.prefs == {}
    assert records.load_game() is None
    assert records.persistent


def test_finish_counts_games_wins_and_streaks():
    records = Records(Nvm())
    for won in (True, True, False, True, True, True):
        records.finish("expert", won, 100, 150)
    assert records.played("expert") == 6
    assert records.won("expert") == 5
    assert records.streak("expert") == 3
    records.finish("expert", False, 5, 3)
    assert records.streak("expert") == 0
    assert records.played("beginner") == 0  # levels kept apart


def test_best_time_only_from_faster_wins():
    records = Records(Nvm())
    assert not records.finish("beginner", False, 5, 10)  # a loss never
    assert records.best("beginner") is None
    assert records.finish("beginner", True, 30, 15)
    assert records.best("beginner") == (30, 15)
    assert not records.finish("beginner", True, 31, 40)  # slower
    assert not records.finish("beginner", True, 30, 40)  # a tie is not new
    assert records.best("beginner") == (30, 15)
    assert records.finish("beginner", True, 12.5, 25)
    assert records.best("beginner") == (12.5, 25)
    assert records.rate("beginner") == 2.0
    assert not records.finish("beginner", False, 1, 25)
    assert records.best("beginner") == (12.5, 25)


def test_times_are_kept_to_the_millisecond():
    records = Records(Nvm())
    records.finish("classic", True, 61.2345, 7)
    seconds, bbbv = records.best("classic")
    assert abs(seconds - 61.235) < 1e-4 and bbbv == 7
    assert records.finish("classic", True, 61.234, 9)  # one ms faster


def test_hinted_win_counts_but_never_sets_a_best():
    records = Records(Nvm())
    assert not records.finish("intermediate", True, 10, 30, hinted=True)
    assert records.best("intermediate") is None
    assert records.won("intermediate") == 1
    assert records.streak("intermediate") == 1
    assert records.finish("intermediate", True, 50, 30)
    assert not records.finish("intermediate", True, 5, 30, hinted=True)
    assert records.best("intermediate") == (50, 30)
    assert records.streak("intermediate") == 3


def test_records_survive_a_restart():
    nvm = Nvm()
    records = Records(nvm)
    records.finish("beginner", True, 21, 11)
    records.finish("beginner", False, 3, 11)
    records.finish(custom_level(12, 10, 20), True, 40, 33)
    records.save_prefs({"level": "expert", "sound": True, "width": 12})
    again = Records(nvm)
    assert again.best("beginner") == (21, 11)
    assert (again.played("beginner"), again.won("beginner")) == (2, 1)
    assert again.streak("beginner") == 0
    assert again.best("custom:12x10/20") == (40, 33)
    assert again.prefs == {"level": "expert", "sound": 1, "width": 12}
    assert again.levels() == ["beginner", "custom:12x10/20"]


def test_level_keys():
    assert custom_level(16, 12, 30) == "custom:16x12/30"
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
        raises(ValueError, records.best, bad)
    assert records.levels() == []
    raises(ValueError, records.finish, "expert", True, -1, 1)
    raises(ValueError, records.finish, "expert", True, "fast", 1)
    raises(ValueError, records.finish, "expert", True, 1, -1)
    assert records.played("expert") == 0


def test_levels_lists_presets_then_recent_custom_sizes():
    records = Records(Nvm())
    records.finish(custom_level(5, 5, 3), False, 1, 1)
    records.finish("expert", False, 1, 1)
    records.finish(custom_level(6, 5, 3), False, 1, 1)
    records.finish("beginner", False, 1, 1)
    assert records.levels() == [
        "beginner",
        "expert",
        custom_level(6, 5, 3),
        custom_level(5, 5, 3),
    ]


def test_a_new_custom_size_forgets_the_oldest_custom_never_a_preset():
    nvm = Nvm()
    records = Records(nvm)
    for level in PRESETS:
        records.finish(level, True, 9, 9)
    for w in range(5, 5 + LEVELS_KEPT - len(PRESETS)):
        records.finish(custom_level(w, 5, 2), True, w, 3)
    records.finish(custom_level(5, 5, 2), False, 1, 1)  # 5x5 is now the newest
    records.finish(custom_level(20, 9, 9), True, 50, 20)  # 6x5 goes
    again = Records(nvm)
    assert len(again.levels()) == LEVELS_KEPT
    assert again.played(custom_level(6, 5, 2)) == 0
    assert again.played(custom_level(5, 5, 2)) == 2
    assert again.best(custom_level(20, 9, 9)) == (50, 20)
    for level in PRESETS:
        assert again.best(level) == (9, 9)


def test_one_slice_assignment_per_change_and_none_on_reads():
    nvm = Nvm()
    records = Records(nvm)
    records.load_game()
    assert nvm.writes == 0
    records.finish("expert", True, 80, 120)
    assert nvm.writes == 1
    records.finish("expert", False, 20, 120)
    assert nvm.writes == 2
    assert records.save_prefs({"level": "expert"})
    assert nvm.writes == 3
    assert not records.save_prefs({"level": "expert"})  # unchanged: no write
    assert nvm.writes == 3
    assert records.save_game(b"game one")
    assert not records.save_game(b"game one")
    assert records.save_game(b"game two")
    assert nvm.writes == 5
    assert records.clear_game()
    assert not records.clear_game()  # nothing saved: no write
    assert nvm.writes == 6
    again = Records(nvm)
    again.best("expert")
    again.played("expert")
    again.levels()
    assert again.prefs == {"level": "expert"}
    again.load_game()
    assert nvm.writes == 6


def test_writes_stay_inside_the_layout_and_alternate_slots():
    nvm = Nvm(100 + SPAN)
    records = Records(nvm, offset=100)
    for n in range(LEVELS_KEPT):
        records.finish(custom_level(n + 2, 9, 3) if n > 3 else PRESETS[n], True, n, n)
    prefs = {"k": "x" * (PREFS_ROOM - 2)}
    records.save_prefs(prefs)  # the largest records
    records.save_game(b"g" * GAME_ROOM)  # the largest saved game
    records.save_game(b"h" * GAME_ROOM)
    records.clear_game()
    for start, stop in nvm.spans:
        assert 100 <= start < stop <= 100 + SPAN, (start, stop)
    assert nvm.data[:100] == b"\xff" * 100
    starts = [start for start, _ in nvm.spans]
    assert starts[-3:] == [100 + 448, 100 + 736, 100 + 448]
    assert starts[0] != starts[1] and starts[1] == starts[3]
    again = Records(nvm, offset=100)
    assert again.prefs == prefs
    assert again.best(custom_level(9, 9, 3)) == (7, 7)
    assert again.load_game() is None


def test_too_long_prefs_or_game_are_refused():
    nvm = Nvm()
    records = Records(nvm)
    exc = raises(ValueError, records.save_prefs, {"k": "x" * PREFS_ROOM})
    assert "room for" in str(exc)
    for bad in ({"a,b": 1}, {"a": "x=y"}, {"": 1}, {"a": 1.5}, {1: 2, "a": 1}):
        raises(ValueError, records.save_prefs, bad)
    assert not records.save_game(b"x" * (GAME_ROOM + 1))
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
    records.finish("beginner", True, 3, 3)  # the areas are apart
    assert Records(nvm).load_game() is None


def test_documented_layout_is_read():
    nvm = Nvm()
    prefs = b"level=expert,sound=0"
    payload = bytearray([2, len(prefs)]) + prefs
    payload += entry(0, 3, 0, 7, 5, 2, 95000, 150)  # expert
    payload += entry(12, 10, 20, 1, 0, 0, 0xFFFFFFFF, 0)  # custom, no best
    nvm.data[0 : len(payload) + 11] = slot(b"MR", 1, payload)
    game = slot(b"MG", 9, b"saved")
    nvm.data[736 : 736 + len(game)] = game
    records = Records(nvm)
    assert records.best("expert") == (95, 150)
    assert (records.played("expert"), records.won("expert")) == (7, 5)
    assert records.streak("expert") == 2
    assert records.played("custom:12x10/20") == 1
    assert records.best("custom:12x10/20") is None
    assert records.prefs == {"level": "expert", "sound": 0}
    assert records.load_game() == b"saved"


def test_newest_slot_wins_across_the_sequence_wrap():
    for first, second, winner in ((65535, 0, 1), (0, 65535, 0), (4, 5, 1)):
        nvm = Nvm()
        for n, seq in ((0, first), (1, second)):
            data = slot(b"MG", seq, b"slot %d" % n)
            nvm.data[448 + 288 * n : 448 + 288 * n + len(data)] = data
        records = Records(nvm)
        assert records.load_game() == b"slot %d" % winner
        records.save_game(b"next")  # goes over the older slot
        assert nvm.spans[-1][0] == 448 + 288 * (1 - winner)
        assert Records(nvm).load_game() == b"next"


def test_damage_falls_back_to_the_other_slot():
    nvm = Nvm()
    records = Records(nvm)
    records.finish("beginner", True, 20, 10)
    records.finish("beginner", True, 15, 10)
    newest = nvm.spans[-1][0]
    nvm.data[newest + 20] ^= 0x40
    again = Records(nvm)
    assert again.best("beginner") == (20, 10)  # the copy before
    assert again.played("beginner") == 1
    again.finish("beginner", False, 1, 1)  # rewrites the damaged slot
    assert nvm.spans[-1][0] == newest
    assert Records(nvm).played("beginner") == 2


def test_unknown_version_and_foreign_bytes_start_afresh():
    nvm = Nvm()
    payload = bytearray([1, 0]) + entry(0, 1, 0, 3, 3, 3, 1000, 5)
    nvm.data[0 : len(payload) + 11] = slot(b"MR", 1, payload, version=2)
    assert Records(nvm).played("beginner") == 0
    nvm.data[0:SPAN] = bytes(range(256)) * (SPAN // 256)
    records = Records(nvm)
    assert records.levels() == [] and records.load_game() is None
    records.finish("beginner", True, 3, 3)
    assert Records(nvm).best("beginner") == (3, 3)


def test_nonsense_entries_with_a_good_checksum_are_dropped():
    nvm = Nvm()
    payload = bytearray([4, 0])
    payload += entry(0, 9, 0, 1, 1, 1, 10, 1)  # no preset number 9
    payload += entry(0, 1, 0, 1, 2, 0, 10, 1)  # more wins than games
    payload += entry(3, 3, 9, 1, 0, 0, 0xFFFFFFFF, 0)  # 9 mines on 9 cells
    payload += entry(0, 2, 0, 4, 2, 1, 8000, 30)  # good
    nvm.data[0 : len(payload) + 11] = slot(b"MR", 1, payload)
    records = Records(nvm)
    assert records.levels() == ["intermediate"]
    assert records.best("intermediate") == (8, 30)
    for bad in (bytearray([9, 0]), bytearray([1, 0, 1]), b"", b"\x00\x03a=b"):
        nvm.data[0 : len(bad) + 11] = slot(b"MR", 1, bad)
        assert Records(nvm).levels() == []


def test_no_nvm_or_too_small_keeps_records_in_ram():
    small = Nvm(SPAN - 1)
    for nvm in (None, small, Nvm(SPAN + 10)):
        records = Records(nvm, offset=11) if nvm is not None else Records(nvm)
        assert not records.persistent
        assert records.finish("expert", True, 60, 100)
        assert records.best("expert") == (60, 100)
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
    Records(nvm).finish("beginner", True, 30, 10)
    broken = RefusingNvm()
    broken.data[:] = nvm.data
    records = Records(broken)
    assert records.finish("beginner", True, 10, 10)  # new best, in RAM
    assert records.best("beginner") == (10, 10)
    assert not records.save_game(b"game")
    assert not records.save_prefs({"a": 1})
    assert Records(broken).best("beginner") == (30, 10)
