# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The replays' format and region (both lanes): an entry reads back as
written, one of another format or boards version is refused in one line,
a damaged one is not found, a new best is written beside the old one
where there is room, and the records' write carries it in one assignment."""

from minesweeper.playing import put_action
from minesweeper.replay import entry as replays
from minesweeper.replay import log
from minesweeper.rules.tiles import MINE
from minesweeper.store.records import SPAN, Records

KEY = "beginner:9x9/10"
OTHER = "expert:30x16/99"


class Counting:
    """A bytearray nvm that counts slice assignments."""

    def __init__(self, size=8192):
        self.data = bytearray(b"\xff" * size)
        self.spans = []

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        value = self.data[key]  # (a byte an int, as microcontroller.nvm's)
        return value if isinstance(key, int) else bytes(value)

    def __setitem__(self, key, value):
        self.spans.append((key.start, key.stop))
        self.data[key] = value


def log_of(actions):
    log = bytearray(4 * len(actions))
    for k, (ms, action, cell) in enumerate(actions):
        put_action(log, 4 * k, ms, action, cell)
    return log


ACTIONS = [(0, 2, 5), (0, 1, 40), (1234, 4, 41), (999000, 3, 1023), (999000, 1, 0)]


MINES = [0, 7, 8, 9, 100, 511, 512, 1000, 1022, 1023]  # of 32x32's 1,024 cells


def field_of(cells, mines):
    out = bytearray(cells)
    for i in range(cells):
        out[i] = 3  # a safe cell's count: no mine
    for i in mines:
        out[i] = MINE
    return out


def entry(
    key=KEY,
    ms=999000,
    actions=ACTIONS,
    board=(32, 32, 10, True, 2**30 - 1),
    mines=MINES,
    start=1,
):
    field = field_of(board[0] * board[1], mines)
    log = log_of(actions)
    return replays.entry(key, board, field, start, True, ms, log, len(actions))


def test_an_entry_reads_back_as_written():
    data = entry()
    assert len(data) == replays.HEAD + len(KEY) + 128 + 4 * len(ACTIONS) + 4
    replay = log.Replay(data)
    assert (replay.cols, replay.rows, replay.mines) == (32, 32, 10)
    assert replay.no_guess and replay.classic and replay.seed == 2**30 - 1
    assert replay.key == KEY and replay.ms == 999000 and replay.count == 5
    assert list(replay.laid()) == MINES and replay.start == 1
    got = [log.action(replay.log, 4 * k) for k in range(replay.count)]
    assert got == ACTIONS
    none = log.Replay(entry(start=-1))
    assert none.start == -1 and list(none.laid()) == MINES


def test_the_mines_field_is_a_bit_a_cell():
    # Expert 30x16: 60 bytes; a 9x6 board: 7, its last byte's top bits unused.
    for cols, rows, size in ((30, 16, 60), (9, 6, 7), (32, 32, 128)):
        assert replays.field_size(cols, rows) == size
    data = entry(board=(9, 6, 3, False, 5), mines=[0, 9, 53], start=-1, actions=[])
    at = replays.HEAD + len(KEY)
    assert bytes(data[at : at + 7]) == bytes([1, 2, 0, 0, 0, 0, 0x20])
    assert len(data) == at + 7 + 4


def test_the_recorders_log_is_the_formats():
    # The recorder (Playing._log, through playing.put_action) reads back by action.
    from standins import make

    app = make(nvm=bytearray(8192), seed=5)[0]
    app.playing.press(1, 40, 0)  # scheme.OPEN on cell 40
    assert app.playing.logged == 1
    assert log.action(app.playing.log, 0) == (0, 1, 40)


def refused(data):
    try:
        log.Replay(data)
    except ValueError as err:
        return str(err)
    return None


def test_another_format_or_boards_version_is_refused_in_one_line():
    data = entry()
    data[2] = 2
    assert refused(data) == "a replay of format 2; this version plays 1"
    data = entry()
    data[3] = replays.BOARDS_VERSION + 1
    assert refused(data) == "a replay of boards version %d; this version plays %d" % (
        replays.BOARDS_VERSION + 1,
        replays.BOARDS_VERSION,
    )
    late = entry(ms=500)  # an action after the game's end
    assert refused(late) == "a replay whose actions do not fit its board"
    off = entry(board=(9, 9, 10, False, 1), mines=range(70, 80))  # cell 1023
    assert refused(off) == "a replay whose actions do not fit its board"
    board = "a replay of a board that cannot be"
    assert refused(entry(start=7)) == board  # the start on a mine
    assert refused(entry(mines=MINES[:9])) == board  # 9 mines laid, not 10
    for text in (refused(data), refused(late), refused(entry(start=7))):
        assert "\n" not in text


def stored(nvm, key=KEY, ms=20000, actions=ACTIONS):
    """Records in ``nvm`` whose best at ``key`` is ``ms``, written with the
    entry of that game; returns the records and where it went."""
    records = Records(nvm)
    records.finish(key, True, ms, 10)
    data = entry(key, ms, [(min(a, ms), b, c) for a, b, c in actions])
    at = replays.place(records, key, len(data))
    records.store((at, data))
    return records, at


def test_the_records_write_carries_the_replay_in_one_assignment():
    nvm = Counting()
    records, at = stored(nvm)
    assert at == SPAN and nvm.spans == [(0, at + len(entry()))]
    again = Records(nvm)
    assert again.figures(KEY)["best"] == (20000, 10)
    assert replays.levels(again) == [KEY]
    assert log.load(again, KEY).ms == 20000


def test_a_new_best_takes_the_first_room_no_other_levels_best_holds():
    nvm = Counting()
    records, first = stored(nvm)
    records, other = stored(nvm, OTHER, 90000)
    records, second = stored(nvm, ms=15000)  # over its old entry
    assert second == first and other > first
    assert sorted(replays.levels(Records(nvm))) == sorted([KEY, OTHER])
    assert log.load(Records(nvm), KEY).ms == 15000
    records, third = stored(nvm, ms=10000, actions=ACTIONS * 9)  # longer
    assert third > other
    assert log.load(Records(nvm), OTHER).ms == 90000


def test_an_entry_is_found_among_stale_bytes_and_a_damaged_one_is_not():
    nvm = Counting()
    records, at = stored(nvm)
    records, other = stored(nvm, OTHER, 90000)
    assert sorted(replays.levels(Records(nvm))) == sorted([KEY, OTHER])
    nvm.data[at + 30] ^= 1
    assert replays.levels(Records(nvm)) == [OTHER]
    assert log.load(Records(nvm), KEY) is None


def test_an_older_entry_of_the_same_time_is_not_the_best_game():
    # Beaten to the millisecond by another game (a first tap that wins is
    # 0 ms every time) after a Reset: the old entry, still whole before the
    # new one, is not played for it; the records' board names the best.
    nvm = Counting()
    records = Records(nvm)
    board = (9, 9, 10, False, 111)
    records.finish(KEY, True, 0, 10, board=board + (0,))
    data = entry(KEY, 0, [(0, 1, 5)], board, [0, 7, 8, 9, 10, 11, 12, 13, 79, 80], -1)
    records.store((replays.place(records, KEY, len(data)), data))
    records, other = stored(nvm, OTHER, 90000)
    records.reset(KEY)
    board = (9, 9, 10, False, 222)
    records.finish(KEY, True, 0, 10, board=board + (0,))
    longer = [(0, 1, k) for k in range(20)]  # (not in the old entry's room)
    data = entry(KEY, 0, longer, board, [0, 7, 8, 9, 10, 11, 12, 13, 79, 80], -1)
    at = replays.place(records, KEY, len(data))
    records.store((at, data))
    assert at > other  # the old entry is still whole, first in the region
    assert log.load(Records(nvm), KEY).seed == 222
    assert replays.levels(Records(nvm)) == [KEY, OTHER] or sorted(
        replays.levels(Records(nvm))
    ) == sorted([KEY, OTHER])


def test_entries_follow_each_other_from_the_region_s_start():
    # Records at an offset that is no multiple of 16: each entry starts a
    # multiple of 16 bytes from the region's start, where the scan looks.
    nvm = Counting()
    records = Records(nvm, 8)
    records.finish(KEY, True, 20000, 10)
    first = entry(KEY, 20000, [(0, 1, 5)])
    records.store((replays.place(records, KEY, len(first)), first))
    records.finish(OTHER, True, 90000, 10)
    data = entry(OTHER, 90000, [(0, 1, 5)])
    at = replays.place(records, OTHER, len(data))
    records.store((at, data))
    start = records.region()[1]
    assert start == 8 + SPAN and (at - start) % 16 == 0 and at > start
    assert sorted(replays.levels(Records(nvm, 8))) == sorted([KEY, OTHER])


def test_levels_without_a_best_or_of_another_time_have_none():
    nvm = Counting()
    stored(nvm)
    records = Records(nvm)
    records.finish(KEY, True, 5000, 3)  # a best with no replay written
    assert replays.levels(records) == []


def test_when_the_region_is_full_the_first_entries_make_way():
    big = [(k, 1, k) for k in range(120)]  # 656 bytes an entry: two fit
    nvm = Counting(SPAN + 1320)
    records, a = stored(nvm, KEY, 20000, big)
    records, b = stored(nvm, OTHER, 30000, big)
    records, c = stored(nvm, "intermediate:16x16/40", 40000, big)
    assert (a, c) == (SPAN, SPAN)
    assert replays.levels(Records(nvm)) == [OTHER, "intermediate:16x16/40"] or (
        sorted(replays.levels(Records(nvm))) == sorted([OTHER, "intermediate:16x16/40"])
    )
    assert b > a


def test_a_region_too_small_takes_none():
    nvm = Counting(SPAN + 16)
    records = Records(nvm)
    records.finish(KEY, True, 1000, 1)
    assert replays.place(records, KEY, 100) is None
    assert replays.levels(records) == []


def test_the_watch_request_is_the_same_bit_in_the_loop_and_the_page():
    # Under MicroPython _names are folded away; check them where they exist.
    from minesweeper import loop
    from minesweeper.menu import records

    values = [m._WATCH for m in (loop, records) if hasattr(m, "_WATCH")]
    assert len(set(values)) <= 1, values
    if hasattr(loop, "_WATCH"):
        others = (loop._TO_GAME, loop._NEW_GAME, loop._WAKE_SOLVER, loop._DRAW_PAGE)
        assert loop._WATCH not in others and loop._WATCH & (loop._WATCH - 1) == 0
