# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The desktop's nvm file when it is not what a write left (CPython only):
random bytes, a file cut short and a path that names a folder are one
console line each, never a power cut and never a traceback."""

import os
import random
import sys

from microcontroller import NVM_SIZE, FileNvm
from proc import run

from minesweeper.store.records import Records

DESKTOP = os.path.join(os.path.dirname(os.path.dirname(__file__)), "desktop")


def written(path):
    """An nvm file as the game leaves it: a best time and a saved game."""
    records = Records(FileNvm(path))
    records.finish("expert", True, 75500, 140)
    records.save_game(b"\x01" * 60)


def read(path, capsys):
    """What a start reads from the file: (records, console lines)."""
    capsys.readouterr()
    records = Records(FileNvm(path))
    return records, capsys.readouterr().out.splitlines()


def test_random_bytes_are_unreadable_not_a_power_cut(tmp_path, capsys):
    path = tmp_path / "nvm.bin"
    path.write_bytes(random.Random(8).randbytes(NVM_SIZE))
    records, said = read(str(path), capsys)
    assert said == ["records: the records in nvm are unreadable; starting afresh"]
    assert records.levels() == [] and records.load_game() is None


def test_a_file_cut_short_is_unreadable_not_a_power_cut(tmp_path, capsys):
    path = tmp_path / "nvm.bin"
    written(str(path))
    for length in (0, 10, 700, NVM_SIZE - 1):
        with open(path, "r+b") as f:
            f.truncate(length)
        records, said = read(str(path), capsys)
        assert said == [
            "nvm file %s is %d bytes, not 8192: unreadable; starting afresh"
            % (path, length)
        ]
        assert records.levels() == [] and records.load_game() is None
        written(str(path))  # the next write puts the whole block back
        assert os.path.getsize(path) == NVM_SIZE
        assert read(str(path), capsys)[0].figures("expert")["best"] == (75500, 140)


def test_an_empty_or_erased_short_file_is_unreadable_too(tmp_path, capsys):
    path = tmp_path / "nvm.bin"
    for data in (b"", b"\xff" * 100):
        path.write_bytes(data)
        records, said = read(str(path), capsys)
        assert said == [
            "nvm file %s is %d bytes, not 8192: unreadable; starting afresh"
            % (path, len(data))
        ]
        assert records.levels() == [] and records.load_game() is None


def test_a_simulator_killed_in_its_first_write_leaves_no_file(
    tmp_path, capsys, monkeypatch
):
    # The first write makes the file whole under another name, then names
    # it: a kill before leaves no file (a new board, quietly), never a
    # short one.
    path = tmp_path / "nvm.bin"
    nvm = FileNvm(str(path))

    def killed(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    try:
        nvm[0:4] = b"MR\x03\x00"
    except KeyboardInterrupt:
        pass
    monkeypatch.undo()
    assert not path.exists()
    assert read(str(path), capsys)[1] == []
    nvm = FileNvm(str(path))
    nvm[0:4] = b"abcd"  # (the name left over does not stand in the way)
    assert path.read_bytes()[:6] == b"abcd\xff\xff"
    assert os.path.getsize(path) == NVM_SIZE


def test_a_folder_is_one_line_and_the_records_stay_in_ram(tmp_path, capsys):
    nvm = FileNvm(str(tmp_path))
    said = capsys.readouterr().out.splitlines()
    assert said == [
        "nvm file %s: Is a directory; records kept until the game is closed" % tmp_path
    ]
    records = Records(nvm)
    records.finish("beginner", True, 9000, 9)
    assert records.store() and nvm.erases == 1
    assert Records(nvm).figures("beginner")["best"] == (9000, 9)  # kept in RAM
    assert capsys.readouterr().out == ""
    assert sorted(os.listdir(tmp_path)) == []
    # The game's start, as code.py and the terminal import it.
    result = run(
        [
            sys.executable,
            "-c",
            "import microcontroller; print(len(microcontroller.nvm))",
        ],
        cwd=DESKTOP,
        MINESWEEPER_NVM=str(tmp_path),
    )
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == [said[0], "8192"]
