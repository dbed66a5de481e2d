# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The Records page (both lanes): a level's statistics a part, legible at
both screen sizes with the largest values kept, and a level's reset that
asks first, by touch and by keys."""

import sys

from check import Nvm
from pages import find, place, tap_word
from standins import make, run
from test_menu import check_page, page, press

from minesweeper.controls import keys
from minesweeper.layout import preset_keys
from minesweeper.store.records import Records

SIZES = ((320, 240), (480, 320))


def fill_extremes(records, here):
    """Every kept level, with the largest counts and times the records keep."""
    for level in here:
        board = (0, 0, 0, True, 2**30 - 1, -1)  # (its number kept, not its size)
        records.finish(level, True, 0x3FFFFFFF - 1, 65535, clicks=1, board=board)
        records.finish(level, True, 0, 655, clicks=1)  # 65535 3BV/s, 65500%
        records.finish(level, False, 1, 1)
        records.forced(level)  # a loss to a forced guess: a line more
    for k in range(4):
        records.finish("custom:%dx20/499" % (27 + k), True, 999999, 999, clicks=99)


def test_every_part_fits_both_screens_at_scale_2_with_extreme_values():
    for size in SIZES:
        app, _, _, touch = make(screen=size)
        here = preset_keys(*size)
        fill_extremes(app.records, here)
        app.open_menu(0)
        app.menu.go("records", 0)
        shown = page(app)
        assert shown.parts == 8
        seen = []
        for part in range(shown.parts):
            shown.part = part
            shown.refresh()
            check_page(shown, size)  # inside the screen, nothing overlaps
            assert all(text.scale >= 2 for text in shown.texts)
            seen.append(shown.texts[0].text)
        assert seen[0].split("\n")[:3] == [
            "Beginner",
            "Won 2 of 3 (66%)",
            "Streak 0, best 2, 1 forced",
        ]
        assert "Best 655.35 3BV/s," in seen[0] and "65535%" in seen[0]
        assert "Best 0.000 s, 3BV 655" in seen[0]


def test_a_level_resets_only_after_asking_by_touch():
    nvm = Nvm()
    app, _, _, touch = make(nvm=nvm)
    here = preset_keys(320, 240)
    for level in here[:2]:
        app.records.finish(level, True, 5000, 10, clicks=12)
    app.records.store()
    app.open_menu(0)
    app.menu.go("records", 0)
    now = tap_word(app, touch, "Reset", 0)
    shown = page(app)
    assert "Clear the statistics\nof Beginner?" in shown.texts[0].text
    assert shown.controls[shown.focus].name == "Keep"
    check_page(shown, (320, 240))
    now = tap_word(app, touch, "Keep", now)
    assert Records(nvm).levels() == here[:2]
    assert page(app).texts[0].text.startswith("Beginner\n")
    now = tap_word(app, touch, "Reset", now)
    clear = page(app).controls[find(page(app), "Clear")]  # the question's button
    now = run(app, touch, 100, (clear.x + clear.w // 2, clear.y + clear.h // 2), now)
    now = run(app, touch, 60, None, now)
    assert Records(nvm).levels() == here[1:2]  # gone, and stored
    assert page(app).texts[0].text.startswith("Intermediate\n")


def test_a_level_resets_only_after_asking_by_keys():
    nvm = Nvm()
    app, _, _, touch = make(nvm=nvm, screen=(480, 320))
    level = preset_keys(480, 320)[2]
    app.records.finish(level, False, 5000, 10)
    app.open_menu(0)
    sys.modules.pop("minesweeper.daily", None)
    app.menu.go("records", 0)
    assert "minesweeper.daily" not in sys.modules  # no daily records: not needed
    shown = page(app)
    shown.focus = 0  # Back
    press(app, keys.DOWN)  # to Reset
    assert shown.controls[shown.focus].name == "Reset"
    press(app, keys.OPEN)
    assert shown.controls[shown.focus].name == "Keep" and shown.asking
    press(app, keys.OPEN)  # Keep: a stray Enter keeps them
    assert not shown.asking and app.records.levels() == [level]
    press(app, keys.OPEN, keys.LEFT)  # ask again; to its Clear
    assert shown.focus == find(shown, "Clear")
    press(app, keys.OPEN)
    assert app.records.levels() == [] and Records(nvm).levels() == []
    assert place(shown, "finished")  # "No games finished yet."


def names_of_parts(app):
    """The level each part of the Records page names, in order (its
    first line), and whether the part has Watch."""
    app.open_menu(0)
    app.menu.go("records", 0)
    shown = page(app)
    out = []
    for part in range(shown.parts):
        shown.part = part
        shown.refresh()
        watch = [c for c in shown.controls if c.name == "Watch"]
        out.append((shown.texts[0].text.split("\n")[0], bool(watch)))
    return out


def test_this_screen_s_levels_come_first_then_the_other_screen_s():
    # A PyPortal and a Titano sharing records (the desktop's nvm file): the
    # other screen's levels, finished first, come after this screen's,
    # and a custom size this screen does not show (24x14 on a PyPortal)
    # after the custom sizes it shows.
    titano = preset_keys(480, 320)
    pyportal = preset_keys(320, 240)
    for size, here, there, expected in (
        (
            (320, 240),
            pyportal,
            titano,
            ["Beginner", "Expert", "12x8/15", "Beginner 9x9", "Expert 30x16",
             "24x14/60"],
        ),
        (
            (480, 320),
            titano,
            pyportal,
            ["Beginner", "Expert", "12x8/15", "24x14/60", "Beginner 9x6",
             "Expert 20x13"],
        ),
    ):  # fmt: skip
        app, _, _, touch = make(screen=size)
        records = app.records
        for level in (there[0], there[2], "custom:24x14/60", here[2], here[0]):
            records.finish(level, False, 5000, 10)
        records.finish("custom:12x8/15", False, 5000, 10)
        assert [name for name, _ in names_of_parts(app)] == expected, size
