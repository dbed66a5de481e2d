# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The backlight on a desktop PyPortal and Titano: the window darkens as the
stand-in light sensor's room does, the idle dim pauses a game and the
waking tap does nothing else, and Settings shows Auto brightness and Dim
(see rig.py and minesweeper/controls/brightness.py)."""

import pytest
from analogio import ROOM
from rig import Rig
from test_menu_view import find, shows

from minesweeper.rules import tiles
from minesweeper.rules.game import PLAYING

SIZES = ((320, 240), (480, 320))


def window_pixel(rig, x, y):
    """What the window shows at the screen's pixel (x, y)."""
    s = rig.display.scale
    return tuple(rig.display.window.get_at((x * s, y * s)))[:3]


def test_the_window_darkens_in_a_dark_room_and_comes_back_in_a_bright_one():
    rig = Rig("beginner", seed=5)
    ROOM.source = lambda: 40  # the lights off
    try:
        rig.run(30000)
        assert rig.app.brightness.level == 50
        assert rig.display.brightness == 0.05
        drawn = rig.image().getpixel((160, 120))
        shown = window_pixel(rig, 160, 120)
        # 0.05 of the light: each colour about a quarter (0.05 ** (1/2.2)).
        assert max(drawn) > 150
        for d, w in zip(drawn, shown, strict=True):
            assert abs(w - d * 0.256) <= 2, (drawn, shown)
        ROOM.source = lambda: 30000  # a bright room
        rig.run(60000)
        assert rig.app.brightness.level == 1000
        assert window_pixel(rig, 160, 120) == rig.image().getpixel((160, 120))
    finally:
        ROOM.source = None


def test_the_idle_dim_pauses_the_game_and_the_waking_tap_only_wakes():
    rig = Rig("beginner", seed=5)
    rig.app.choices.dim = 1
    rig.tap(0)
    assert rig.game.state == PLAYING
    board = rig.shown_board()
    rig.run(75000)  # a minute alone, and the fade
    assert rig.display.brightness == 0.05 and rig.app.mode is rig.app.paused
    assert board[0] != tiles.HIDDEN and rig.shown(0) == tiles.HIDDEN  # paused
    hidden = board.index(tiles.HIDDEN)
    rig.tap(hidden)  # wakes the screen, and no more
    assert rig.display.brightness == 1.0  # a bright room: full
    assert rig.shown(0) == tiles.HIDDEN and rig.app.mode is rig.app.paused
    rig.tap(hidden)  # resumes, as the pause note says
    assert rig.shown_board() == board and rig.app.mode is rig.app.playing


@pytest.mark.parametrize("size", SIZES)
def test_settings_show_auto_brightness_and_dim(size):
    rig = Rig("beginner", size=size, seed=21)
    rig.app.open_menu(rig.now)
    rig.run(40)
    rig.app.menu.go("settings", rig.now)
    rig.run(40)
    page = rig.app.menu.page
    seen = {}
    for _ in range(page.parts):
        for control in page.controls:
            if control.name in ("Auto brightness", "Dim"):
                words = "%s: %s" % (control.name, control.value)
                seen[control.name] = [shows(rig, w, words) for w in words.split()]
        if page.parts > 1:  # the next part, as its button shows it
            rig.app.menu.press(find(page, "More"), 0, rig.now)
            rig.run(40)
    assert seen == {
        "Auto brightness": ["Auto", "brightness:", "On"],
        "Dim": ["Dim:", "after", "5", "min"],
    }
