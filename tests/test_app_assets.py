# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Missing art and sounds, no speaker, and the click turned off: the game
plays on. On a desktop PyPortal through the real app loop, checked by
reading the rendered pixels back (see rig.py)."""

import time
import wave

from rig import ASSETS, Rig, first_safe_plan, win_by_taps

from minesweeper.rules.game import PLAYING


def test_missing_assets_and_no_speaker_still_play(tmp_path, capsys):
    rig = Rig("beginner", seed=2, assets=str(tmp_path), speaker=False)
    out = capsys.readouterr().out
    assert "tiles32.bmp missing or unreadable" in out
    assert "digits.bmp missing" in out and "faces.bmp missing" in out
    first_safe_plan(rig)
    assert rig.game.state == PLAYING and rig.played() == []


def test_missing_wav_is_said_once_and_the_rest_play(tmp_path, capsys):
    import shutil

    for name in ("tiles32.bmp", "digits.bmp", "faces.bmp", "win.wav", "lose.wav"):
        shutil.copy(f"{ASSETS}/{name}", tmp_path / name)
    rig = Rig("beginner", seed=2, assets=str(tmp_path))
    out = capsys.readouterr().out
    assert out.count("click.wav missing") == 1
    first_safe_plan(rig)
    assert "click.wav" not in rig.played()
    win_by_taps(rig)
    assert rig.played()[-1] == "win.wav"


def test_click_can_be_turned_off():
    rig = Rig("beginner", seed=2, env={"MINESWEEPER_CLICK": "0"})
    win_by_taps(rig)
    assert rig.played() == ["win.wav"]
    assert rig.enable.value is True  # the amplifier is on while it plays
    with wave.open(f"{ASSETS}/win.wav") as w:
        time.sleep(
            w.getnframes() / w.getframerate() + 0.1
        )  # the desktop plays in real time
    rig.run(100)
    assert rig.enable.value is False  # and off once it has finished
