# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""settings.toml as CircuitPython 9 and 10 read it; pytest and MicroPython."""

from getenv_standins import MISTAKES, cp9_getenv, cp10_getenv

import minesweeper.settings as settings_module
from minesweeper.rules.levels import PRESETS as LEVEL_ORDER
from minesweeper.settings import DEFAULT_CALIBRATION, KEYS, Settings


def read_saying(getenv):
    """Settings.read(getenv), and the console lines it printed."""
    said = []
    real_print = settings_module.__dict__.get("print")
    settings_module.print = lambda line: said.append(line)
    try:
        got = Settings.read(getenv)
    finally:
        if real_print is None:
            del settings_module.print
        else:
            settings_module.print = real_print
    return got, said


def test_circuitpython_9_errors_cost_only_their_own_key():
    got, said = read_saying(cp9_getenv(MISTAKES))
    # The good lines count...
    assert got.scheme == "classic" and got.hold_ms == 600
    # ...and each unreadable one keeps its default, with one line each.
    assert (got.level, got.sound, got.click) == ("beginner", True, True)
    assert got.calibration == DEFAULT_CALIBRATION
    assert len(said) == 4
    for i, key in enumerate(("LEVEL", "SOUND", "CLICK", "TOUCH_CAL")):
        line = said[i]
        assert line.startswith("settings.toml: can't read MINESWEEPER_" + key + " (")
        assert line.endswith("): put its value in double quotes")
    broken = cp9_getenv('MINESWEEPER_LEVEL = "expert\nMINESWEEPER_HOLD_MS = 700\n')
    read_once(broken, "LEVEL", "Invalid byte '\\n'", ("beginner", 700))


def read_once(getenv, key, why, level_and_hold):
    """Settings read through ``getenv`` come out with ``level_and_hold``,
    and one console line: MINESWEEPER_``key`` unread, and why."""
    got, said = read_saying(getenv)
    assert (got.level, got.hold_ms) == level_and_hold
    assert said == [
        "settings.toml: can't read MINESWEEPER_%s (%s): "
        "put its value in double quotes" % (key, why)
    ]


def test_any_exception_from_getenv_is_one_line_too():
    def getenv(key):
        if key == "MINESWEEPER_HOLD_MS":
            raise RuntimeError("Internal error")
        return {"MINESWEEPER_LEVEL": "expert"}.get(key)

    read_once(getenv, "HOLD_MS", "Internal error", ("expert", 400))


def test_circuitpython_10_strings_are_understood():
    got, said = read_saying(cp10_getenv(MISTAKES))
    assert said == []
    assert (got.level, got.scheme, got.hold_ms) == ("expert", "classic", 600)
    assert (got.sound, got.click) == (False, True)
    assert got.calibration == ((5000, 60000), (6000, 58000))


def test_bad_values_say_what_is_allowed():
    text = """MINESWEEPER_LEVEL = "hard"
MINESWEEPER_HOLD_MS = 90
MINESWEEPER_SOUND = 2
MINESWEEPER_TOUCH_CAL = "9000,100,0,70000"
"""
    for getenv in (cp9_getenv(text), cp10_getenv(text)):
        got, said = read_saying(getenv)
        assert got.level == "beginner" and got.hold_ms == 400 and got.sound
        assert got.calibration == DEFAULT_CALIBRATION
        assert said[0] == (
            "settings.toml: MINESWEEPER_LEVEL 'hard' is not one of "
            "beginner, intermediate, expert, classic"
        )
        assert said[1].endswith(" is outside 150-3000")
        assert said[2].endswith(" is not 0 or 1")
        assert said[3].endswith(" is not x_min,x_max,y_min,y_max")
        assert len(said) == 4


def test_one_table_entry_per_key_and_levels_from_the_layout():
    names = [entry[1] for entry in KEYS]
    attributes = [entry[0] for entry in KEYS]
    assert len(set(names)) == len(names) and len(set(attributes)) == len(names)
    defaults = Settings()
    for entry in KEYS:
        assert entry[1].startswith("MINESWEEPER_")
        assert getattr(defaults, entry[0]) == entry[3]
    assert KEYS[0][1] == "MINESWEEPER_LEVEL" and KEYS[0][4] is LEVEL_ORDER


def weigh_saying(settings, choices, this_run):
    """settings.weigh(choices, this_run), and the console lines it printed."""
    said = []
    settings_module.print = lambda line: said.append(line)
    try:
        settings.weigh(choices, this_run)
    finally:
        del settings_module.print
    return said


def test_saved_choices_win_over_settings_toml_and_one_line_says_so():
    from minesweeper.choices import Choices

    toml = (
        'MINESWEEPER_LEVEL = "expert"\nMINESWEEPER_SOUND = 1\nMINESWEEPER_HOLD_MS = 600'
    )
    settings, _ = read_saying(cp10_getenv(toml))
    assert settings.given == ["level", "hold_ms", "sound"]  # in KEYS' order
    saved = Choices(Settings())
    saved.level, saved.sound = "intermediate", False
    choices = Choices(settings)
    choices.load(saved.prefs())
    said = weigh_saying(settings, choices, False)
    assert (choices.level, choices.sound, settings.hold_ms) == (
        "intermediate",
        False,
        600,
    )
    assert said == [
        "settings.toml: the choices saved in the menu win over "
        "MINESWEEPER_LEVEL, MINESWEEPER_SOUND"
    ]
    # Saved choices that agree with settings.toml, or that it does not give:
    # nothing to say.
    choices = Choices(settings)
    choices.load({"lv": "expert", "sc": "classic", "snd": 1})
    assert weigh_saying(settings, choices, False) == []
    assert choices.scheme == "classic"
    assert weigh_saying(Settings(), Choices(Settings()), False) == []


def test_settings_given_for_this_run_win_over_the_saved_choices():
    from minesweeper.choices import Choices

    run = {"MINESWEEPER_LEVEL": "expert", "MINESWEEPER_NO_GUESS": "0"}
    settings, _ = read_saying(run.get)
    choices = Choices(settings)
    choices.load({"lv": "beginner", "sc": "classic", "ng": 3})
    assert weigh_saying(settings, choices, True) == []
    assert (choices.level, choices.no_guess) == ("expert", 0)
    assert choices.scheme == "classic"  # not given for the run: the saved one


def test_an_old_game_number_is_noted_once_where_the_game_is_set_up():
    # Read (the desktop's options are checked by a read of their own) it
    # says nothing; weighed, once a start, it is noted with its source.
    from minesweeper.choices import Choices

    game = {"MINESWEEPER_GAME": "4321"}
    settings, said = read_saying(game.get)
    assert settings.game == 4321 and said == []
    note = "MINESWEEPER_GAME goes: use MINESWEEPER_CODE, a board code"
    for this_run, where in (
        (False, "settings.toml: "),
        (True, "environment variable "),
    ):
        assert weigh_saying(settings, Choices(settings), this_run) == [where + note]


def test_settings_defaults_values_and_bad_values():
    empty = Settings.read(lambda key: None)
    assert (empty.level, empty.scheme, empty.hold_ms) == ("beginner", "modern", 400)
    assert empty.calibration == DEFAULT_CALIBRATION and empty.sound and empty.click
    values = {
        "MINESWEEPER_LEVEL": "Expert",
        "MINESWEEPER_SCHEME": "classic",
        "MINESWEEPER_HOLD_MS": 600,
        "MINESWEEPER_CLICK": "0",
        "MINESWEEPER_TOUCH_CAL": "100,60000,200,50000",
    }
    got = Settings.read(values.get)
    assert (got.level, got.scheme, got.hold_ms, got.click) == (
        "expert",
        "classic",
        600,
        False,
    )
    assert got.calibration == ((100, 60000), (200, 50000)) and got.sound
    bad = {
        "MINESWEEPER_LEVEL": "insane",
        "MINESWEEPER_HOLD_MS": "soon",
        "MINESWEEPER_TOUCH_CAL": "1,2,3",
        "MINESWEEPER_SCHEME": 7,
    }
    got = Settings.read(bad.get)
    assert (got.level, got.scheme, got.hold_ms) == ("beginner", "modern", 400)
    assert got.calibration == DEFAULT_CALIBRATION
