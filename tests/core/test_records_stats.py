# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records version 4: the statistics kept per level, the best game's
board as its code names it, the daily board's blob, a level's reset, and
version-2 and version-3 nvm carried over (bytes written by the versions
before); runs under pytest and under MicroPython."""

from binascii import unhexlify

from check import Nvm, saying

from minesweeper.store import records as records_module
from minesweeper.store import slots
from minesweeper.store.records import DAILY_ROOM, PREFS_ROOM, SPAN, Records

B = "beginner:9x6/7"
E = "expert:30x16/99"
C = "custom:12x10/20"

# What the version before wrote (slots of 512 bytes at 0 and 512): Beginner
# won 31.5 s (3BV 12), won 20.25 s (3BV 15), lost, won 25 s (3BV 13); the
# preferences level=expert, sound=1; Expert won 99 s after a hint; a custom
# 12x10/20 lost; a saved game of 40 bytes 0x05. Slot 1 is the newer.
V2_SLOT0 = (
    "4d52020100260001146c6576656c3d6578706572742c736f756e643d310906071004"
    "00030001001a4f00000f00e903c53a",
    1,
)
V2_SLOT1 = (
    "4d520202006e0003146c6576656c3d6578706572742c736f756e643d310906071004"
    "00030001001a4f00000f001e106330010001000100ffffffff00000c0a1400010000"
    "000000ffffffff000005050505050505050505050505050505050505050505050505"
    "050505050505050505050505050505a98ebab5",
    2,
)


# What version 3 wrote (slots of 1024 bytes at 0 and 1024, entries of 34
# bytes with no first cell): Beginner won 20.25 s (3BV 15, 20 clicks) on
# the no-guess board 4321, Expert won 99 s (3BV 120, 150 clicks) on the
# random board 777; a saved game of 10 bytes 0x05. Slot 1 is erased.
V3_SLOT0 = (
    "4d5203010051000200000906071001000100010001001a4f00000f001400e1100040"
    "4a004b001a4f000001001e1063300100010001000100b88201007800960009030000"
    "79005000b88201000100050505050505050505058d6f6f69",
    1,
)


def v3_nvm():
    nvm = Nvm(SPAN)
    text, seq = V3_SLOT0
    slot = bytearray(1024)
    head = unhexlify(text)
    slot[: len(head)] = head
    slot[1021] = seq
    nvm.data[:1024] = slot
    return nvm


def v2_nvm():
    nvm = Nvm(SPAN)
    for k, (text, seq) in enumerate((V2_SLOT0, V2_SLOT1)):
        slot = bytearray(512)
        head = unhexlify(text)
        slot[: len(head)] = head
        slot[509] = seq
        nvm.data[512 * k : 512 * k + 512] = slot
    return nvm


def figures(records, level):
    return (
        records.figures(level)["played"],
        records.figures(level)["won"],
        records.figures(level)["streak"],
        records.figures(level)["best_streak"],
        records.figures(level)["best"],
        records.figures(level)["rate"],
        records.figures(level)["efficiency"],
        records.figures(level)["average"],
        records.figures(level)["board"],
    )


def won_and_read_again(records, nvm, level, *won, **more):
    """A win written over carried-over records, and the records read again.
    The first write goes where the old slots are not: a cut in it leaves
    them to be read again."""
    records.finish(level, True, *won, **more)
    assert records.store()
    assert nvm.spans == [(1024, 2048)]
    again, said = saying((slots, records_module), Records, nvm)
    assert said == []
    return again


def test_a_version_2_nvm_is_carried_over_with_nothing_lost():
    nvm = v2_nvm()
    records, said = saying((slots, records_module), Records, nvm)
    assert said == []
    assert records.levels() == [B, E, C]
    # Best 3BV/s from the best time (15 3BV in 20.25 s), the rest not kept.
    assert figures(records, B) == (4, 3, 1, 1, (20250, 15), 74, None, None, None)
    assert figures(records, E) == (1, 1, 1, 1, None, None, None, None, None)
    assert figures(records, C)[:5] == (1, 0, 0, 0, None)
    assert records.prefs == {"level": "expert", "sound": 1}
    assert records.load_game() == b"\x05" * 40
    assert records.daily_data() == b""
    assert nvm.writes == 0  # reading never writes
    board = (9, 6, 7, False, 77, 0)
    again = won_and_read_again(records, nvm, B, 19000, 16, clicks=20, board=board)
    assert figures(again, B) == (
        5, 4, 2, 2, (19000, 16), 84, 80, 19000, (9, 6, 7, False, 77, 0)
    )  # fmt: skip
    assert again.prefs == {"level": "expert", "sound": 1}
    assert again.load_game() == b"\x05" * 40
    again.finish(E, False, 1000, 100)
    again.store()
    assert nvm.spans[-1] == (0, 1024)  # over the old slots
    third = Records(nvm)
    assert third.figures(E)["played"] == 2 and third.figures(B)["best"] == (19000, 16)


def test_a_version_3_nvm_is_carried_over_its_random_best_board_unnamed():
    nvm = v3_nvm()
    records, said = saying((slots, records_module), Records, nvm)
    assert said == []
    assert records.levels() == [B, E]
    assert figures(records, B) == (
        1, 1, 1, 1, (20250, 15), 74, 75, 20250, (9, 6, 7, True, 4321, -1)
    )  # fmt: skip
    # Its mines depended on a first cell version 3 did not keep: no board.
    assert figures(records, E)[4:] == ((99000, 120), 121, 80, 99000, None)
    assert records.load_game() == b"\x05" * 10
    assert nvm.writes == 0  # reading never writes
    board = (30, 16, 99, False, 5, 17)
    again = won_and_read_again(records, nvm, E, 98000, 110, clicks=120, board=board)
    assert again.figures(E)["board"] == (30, 16, 99, False, 5, 17)
    assert again.figures(B) == records.figures(B)
    assert again.load_game() == b"\x05" * 10


def test_a_version_2_slot_damaged_gives_way_to_the_other():
    nvm = v2_nvm()
    nvm.data[512 + 40] ^= 1
    records, said = saying((slots, records_module), Records, nvm)
    assert said == ["records: a copy in nvm is unreadable; using the other"]
    assert records.figures(B)["played"] == 4 and records.figures(E)["played"] == 0
    assert records.prefs == {"level": "expert", "sound": 1}


def test_the_statistics_of_wins_and_losses():
    records = Records(Nvm())
    assert figures(records, B) == (0, 0, 0, 0, None, None, None, None, None)
    records.finish(B, True, 10000, 20, clicks=25, board=(9, 6, 7, False, 5, 9))
    records.finish(B, True, 8000, 10, clicks=5, board=(9, 6, 7, True, 6, -1))
    records.finish(B, True, 12000, 30, clicks=40, board=(9, 6, 7, False, 7, 3))
    records.finish(B, False, 500, 30, clicks=3, board=(9, 6, 7, False, 8, 1))
    records.finish(B, True, 9000, 10, clicks=9)
    # Best time 8 s (seed 6, no-guess); best 3BV/s 30 / 12 s = 2.50 (another
    # game); best efficiency 10 / 5 = 200% (chords); the average of the
    # four wins, (10 + 8 + 12 + 9) / 4 s.
    assert figures(records, B) == (
        5, 4, 1, 3, (8000, 10), 250, 200, 9750, (9, 6, 7, True, 6, -1)
    )  # fmt: skip
    again = Records(records.region()[0]) if records.store() else None
    assert figures(again, B) == figures(records, B)


def test_a_loss_or_a_hint_sets_no_best():
    records = Records(Nvm())
    assert not records.finish(B, False, 100, 50, clicks=1, board=(9, 6, 7, False, 1, 0))
    assert figures(records, B)[4:] == (None,) * 5
    one = (9, 6, 7, False, 2, 0)
    assert not records.finish(B, True, 5000, 50, hinted=True, clicks=1, board=one)
    # Counted as won, in the streak and the average, but no best.
    assert figures(records, B) == (2, 1, 1, 1, None, None, None, 5000, None)
    assert records.finish(B, True, 6000, 12, clicks=12, board=(9, 6, 7, False, 3, 5))
    assert records.figures(B)["board"] == (9, 6, 7, False, 3, 5)
    assert (
        records.figures(B)["best"] == (6000, 12)
        and records.figures(B)["efficiency"] == 100
    )


def test_reset_forgets_one_level():
    nvm = Nvm()
    records = Records(nvm)
    records.finish(B, True, 5000, 5)
    records.finish(E, True, 90000, 150)
    records.store()
    records.reset(B)
    assert records.dirty and records.levels() == [E]
    records.store()
    again = Records(nvm)
    assert again.levels() == [E] and again.figures(B)["played"] == 0
    again.reset(B)  # nothing to forget
    assert not again.dirty


def test_the_daily_blob_and_the_larger_preferences_are_kept():
    nvm = Nvm()
    records = Records(nvm)
    blob = bytes(range(DAILY_ROOM))
    assert records.keep_daily(blob)
    prefs = {"cal": "5200:59800:6100:57000", "x": "y" * (PREFS_ROOM - 30)}
    records.save_prefs(prefs)
    records.save_game(b"g" * records_module.GAME_ROOM)
    for k in range(records_module.LEVELS_KEPT):
        records.finish("custom:%dx9/3" % (k + 5), True, 1000 + k, 3, clicks=3)
    assert records.store()
    again = Records(nvm)
    assert again.daily_data() == blob and again.prefs == prefs
    assert len(again.levels()) == records_module.LEVELS_KEPT
    said = saying((records_module,), records.keep_daily, bytes(DAILY_ROOM + 1))
    assert said == (False, ["records: daily records are 49 bytes; room for 48"])
    assert records.daily_data() == blob


def test_a_best_board_s_first_cell_off_its_board_names_no_board():
    records = Records(Nvm())
    records.finish(B, True, 6000, 12, clicks=12, board=(9, 6, 7, False, 3, 53))
    assert records.figures(B)["board"] == (9, 6, 7, False, 3, 53)  # the last cell
    records.reset(B)
    records.finish(B, True, 6000, 12, clicks=12, board=(9, 6, 7, False, 3, 54))
    assert records.figures(B)["board"] is None  # (damage: not a cell of 9x6)
