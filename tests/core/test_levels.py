# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The level vocabulary (minesweeper.rules.levels), a level's records kept
per board, and a custom size that is a level's; pytest and MicroPython."""

from check import Nvm
from standins import centre, make, tap

from minesweeper import choices as choices_module
from minesweeper import layout, settings
from minesweeper.choices import Choices
from minesweeper.rules import levels, tiles
from minesweeper.rules.game import WON
from minesweeper.settings import Settings
from minesweeper.store.checksum import crc32
from minesweeper.store.records import Records
from minesweeper.store.slots import put


def test_the_level_words_have_one_home():
    assert levels.PRESETS == ("beginner", "intermediate", "expert", "classic")
    assert levels.LEVELS == levels.PRESETS + (levels.CUSTOM,)
    # The settings and the choices take the words from there, not a copy.
    assert settings.KEYS[0][4] is levels.PRESETS
    assert settings.KEYS[1][4] is levels.SCHEMES
    assert choices_module.LEVELS is levels.LEVELS
    assert choices_module.SCHEMES is levels.SCHEMES
    # The layout fits the classic sizes: on a large screen, as they are.
    for n, level in enumerate(levels.PRESETS):
        lay = layout.fit(level, 960, 640)
        assert (lay.cols, lay.rows, lay.mines) == levels.SIZES[n]
    assert levels.level_key("custom", 12, 8, 15) == "custom:12x8/15"
    assert levels.no_guess_fits(30, 16, 99) and not levels.no_guess_fits(10, 6, 44)


def test_preset_keys_name_the_board_each_screen_makes():
    assert layout.preset_keys(320, 240) == [
        "beginner:9x6/7",
        "intermediate:13x9/18",
        "expert:20x13/54",
        "classic:20x15/15",
    ]
    assert layout.preset_keys(480, 320)[:2] == [
        "beginner:9x9/10",
        "intermediate:16x12/30",
    ]


def win(app, touch, now):
    """Open the first cell (the mines are laid away from it), then every
    other safe cell still hidden."""
    game = app.game
    now = tap(app, touch, centre(app, 0), now)
    w = game.width
    safe = [i for i in range(game.size) if not game.is_mine(i % w, i // w)]
    for i in safe:
        if game.tile_at(i) == tiles.HIDDEN:
            now = tap(app, touch, centre(app, i), now)
    assert game.state == WON
    return now


def test_a_pyportal_and_a_titano_sharing_nvm_keep_their_own_records():
    # The desktop's PyPortal and Titano share one nvm file: a Beginner won
    # on the PyPortal (9x6) is not the Titano's Beginner (9x9).
    nvm = Nvm(2048)
    small, _, _, touch = make(nvm=nvm, seed=5)
    win(small, touch, 0)
    assert small.records.figures(small.level_key)["best"] is not None
    big, _, _, touch = make(nvm=nvm, seed=5, screen=(480, 320))
    assert big.level_key != small.level_key
    assert big.records.figures(big.level_key)["best"] is None
    assert big.records.figures(big.level_key)["played"] == 0
    big.open_menu(0)
    big.step(0)  # the page is drawn in the loop's pass
    shown = "\n".join(t.text for t in big.screen.menu.texts)
    assert "No best time yet" in shown and "Best time" not in shown
    big.new_game(0, 5)  # (the menu left for a game)
    win(big, touch, 0)
    again = Records(nvm)
    assert (
        again.figures(small.level_key)["won"] == 1
        and again.figures(big.level_key)["won"] == 1
    )


def old_records(nvm, level_number, played, won, streak, ms, bbbv):
    """nvm as a version before sized keys left it: one preset's entry,
    stored without its size (width 0, its number as the height)."""
    payload = bytearray(2 + 16)
    payload[0] = 1  # one entry, no preferences
    at = 2
    payload[at + 1] = level_number
    for offset, value, size in ((4, played, 2), (6, won, 2), (8, streak, 2)):
        put(payload, at + offset, value, size)
    put(payload, at + 10, ms, 4)
    put(payload, at + 14, bbbv, 2)
    slot = bytearray(512)  # a version-2 slot (see minesweeper.store.slots)
    slot[:7] = b"MR\x02\x01\x00" + bytes([len(payload), 0])
    slot[7 : 7 + len(payload)] = payload
    put(slot, 7 + len(payload), crc32(memoryview(slot)[: 7 + len(payload)]), 4)
    slot[509] = 1
    nvm[0:512] = slot


def test_records_saved_before_sized_keys_stay_the_boards_own():
    nvm = Nvm(2048)
    old_records(nvm, 1, 12, 7, 2, 41000, 25)  # a PyPortal's Beginner
    records = Records(nvm)
    records.adopt(layout.preset_keys(320, 240))  # as the set-up does
    key = layout.preset_keys(320, 240)[0]
    assert records.levels() == [key]
    assert records.figures(key)["best"] == (41000, 25)
    assert (
        records.figures(key)["played"],
        records.figures(key)["won"],
        records.figures(key)["streak"],
    ) == (12, 7, 2)
    # Stored with its size from the next write on, and read back the same.
    records.finish(key, False, 1000, 0)
    assert records.store()
    again = Records(nvm)
    assert again.levels() == [key] and again.figures(key)["best"] == (41000, 25)
    assert again.figures(key)["played"] == 13
    assert again.figures(layout.preset_keys(480, 320)[0])["played"] == 0


def test_a_size_equal_to_a_level_is_that_level():
    # Width + then Width - on Intermediate: Intermediate again, with its
    # records, not "Custom 13x9".
    for size in ((320, 240), (480, 320)):
        c = Choices(Settings())
        c.level = "intermediate"
        c.resize(0, 1, *size)
        assert c.level == "custom"
        c.resize(0, -1, *size)
        assert c.level == "intermediate"
        lay = c.layout(*size)
        assert c.level_key(lay) == layout.preset_keys(*size)[1]
    # Mines down then up on Beginner, the same.
    c = Choices(Settings())
    c.resize(2, -1, 320, 240)
    assert c.level == "custom" and c.mines == 6
    c.resize(2, 1, 320, 240)
    assert c.level == "beginner"
