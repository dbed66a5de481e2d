# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The desktop's file-backed stand-in for ``microcontroller.nvm``."""

import os

import microcontroller
import pytest
from microcontroller import NVM_SIZE, PAGE, FileNvm

from minesweeper.rules.game import Game
from minesweeper.rules.text import to_text
from minesweeper.store.records import Records
from minesweeper.store.snapshot import dump, load


def test_a_fresh_nvm_reads_erased_and_creates_no_file(tmp_path):
    path = tmp_path / "sub" / "nvm.bin"
    nvm = FileNvm(str(path))
    assert len(nvm) == NVM_SIZE == 8192
    assert nvm[0:16] == b"\xff" * 16
    assert nvm[NVM_SIZE - 1] == 0xFF
    assert not path.exists() and not path.parent.exists()


def test_each_slice_assignment_writes_through(tmp_path):
    path = tmp_path / "sub" / "nvm.bin"
    nvm = FileNvm(str(path))
    nvm[10:14] = b"abcd"
    data = path.read_bytes()  # no close, no flush call: already there
    assert len(data) == NVM_SIZE
    assert data[10:14] == b"abcd" and data[:10] == b"\xff" * 10
    nvm[8190:8192] = bytearray(b"yz")
    nvm[0] = 7
    data = path.read_bytes()
    assert data[8190:] == b"yz" and data[0] == 7
    again = FileNvm(str(path))
    assert again[10:14] == b"abcd" and again[0] == 7 and again[8191] == ord("z")
    assert isinstance(again[0:4], bytearray)


def test_bad_writes_raise_as_on_the_board_and_change_nothing(tmp_path):
    path = tmp_path / "nvm.bin"
    nvm = FileNvm(str(path))
    with pytest.raises(ValueError):
        nvm[0:4] = b"abc"
    with pytest.raises(ValueError):
        nvm[8190:8194] = b"abcd"  # runs off the end
    with pytest.raises(IndexError):
        nvm[NVM_SIZE] = 1
    with pytest.raises(IndexError):
        nvm[NVM_SIZE]
    with pytest.raises(NotImplementedError):
        nvm[0:8:2] = b"abcd"
    with pytest.raises(TypeError):
        nvm["a"]
    assert not path.exists()
    assert nvm[0:8] == b"\xff" * 8


def test_a_short_file_reads_erased_and_the_next_write_replaces_it(tmp_path, capsys):
    # No write leaves less than the whole block: a shorter file was cut
    # short or written by something else (tests/test_desktop_nvm_faults.py).
    path = tmp_path / "nvm.bin"
    path.write_bytes(b"hello")
    nvm = FileNvm(str(path))
    assert capsys.readouterr().out.endswith(
        "is 5 bytes, not 8192: unreadable; starting afresh\n"
    )
    assert nvm[0:6] == b"\xff" * 6
    nvm[100:101] = b"!"
    data = path.read_bytes()
    assert len(data) == NVM_SIZE
    assert data[:5] == b"\xff" * 5 and data[100:101] == b"!"


def test_the_path_comes_from_the_environment(monkeypatch, tmp_path):
    # The tests' conftest points the module's nvm at a scratch file.
    assert microcontroller.nvm.path == os.environ["MINESWEEPER_NVM"]
    monkeypatch.setenv("MINESWEEPER_NVM", str(tmp_path / "x.bin"))
    assert microcontroller.nvm_path() == str(tmp_path / "x.bin")
    monkeypatch.delenv("MINESWEEPER_NVM")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    assert microcontroller.nvm_path() == os.path.join(root, "build", "nvm.bin")


def test_records_and_a_saved_game_survive_closing_the_simulator(tmp_path):
    path = str(tmp_path / "nvm.bin")
    nvm = FileNvm(path)
    records = Records(nvm)
    records.finish("expert", True, 75500, 140)
    game = Game(16, 16, 40, seed=8)
    game.reveal(8, 8)
    game.flag(0, 0)
    records.save_game(dump(game, b"t"))
    records.save_prefs({"level": "expert", "sound": 0})
    assert nvm.erases == 2  # two writes, each the whole block
    again = Records(FileNvm(path))  # a new run of the simulator
    assert again.figures("expert")["best"] == (75500, 140)
    assert again.prefs == {"level": "expert", "sound": 0}
    resumed = load(again.load_game())[0]
    assert to_text(resumed) == to_text(game)
    assert resumed.mines_left == game.mines_left


class PowerCut(BaseException):
    """The simulator killed in the middle of a write."""


class CutNvm(FileNvm):
    """A FileNvm whose next write stops after ``pages`` page programs."""

    pages = None

    def _program(self, f, at):
        if self.pages is not None and at >= self.pages * PAGE:
            self.pages = None
            raise PowerCut(at)
        super()._program(f, at)


def written(path, times):
    """A fresh nvm file after ``times`` writes of new best times (10 s, 9 s,
    ...): slot 0, slot 1, slot 0, ..."""
    nvm = FileNvm(path)
    nvm[0:NVM_SIZE] = b"\xff" * NVM_SIZE
    nvm[7000:7004] = b"else"  # another program's bytes, past the records
    records = Records(nvm)
    for k in range(times):
        records.finish("beginner", True, 10000 - 1000 * k, 9)
        records.store()
    return nvm


@pytest.mark.parametrize(
    "before, pages, best, said",
    [
        (2, 0, None, ""),  # cut after the erase: reads as a new board
        (2, 1, None, "records lost"),  # half of slot 0 (pages 0-1)
        (2, 2, 8000, "the last change may be lost"),  # new copy in slot 0
        (2, 4, 8000, ""),  # both slots programmed: the write went through
        (3, 2, 8000, "the last change may be lost"),  # new copy was for slot 1
        (3, 3, 8000, "the last change may be lost"),
        (3, 4, 7000, ""),
    ],
)
def test_every_write_erases_the_block_and_a_kill_leaves_what_a_board_would(
    tmp_path, capsys, before, pages, best, said
):
    path = str(tmp_path / "nvm.bin")
    assert written(path, before + 1).erases == 2 + before + 1  # each write one
    written(path, before)
    nvm = CutNvm(path)
    records = Records(nvm)
    records.finish("beginner", True, 10000 - 1000 * before, 9)
    nvm.pages = pages
    with pytest.raises(PowerCut):
        records.store()
    capsys.readouterr()
    again = Records(FileNvm(path))
    assert (again.figures("beginner")["best"] or (None,))[0] == best
    out = capsys.readouterr().out
    assert said in out and len(out.splitlines()) == (1 if said else 0)
    assert FileNvm(path)[7000:7004] == b"\xff" * 4  # the whole block was erased
