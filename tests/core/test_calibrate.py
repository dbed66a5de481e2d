# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Calibrate page through the app, on stand-in hardware (both
lanes): a panel whose raw readings are off from the calibration the app
maps with, calibrated by holds on the crosses; readings refused; Cancel,
the time running out and M keeping the old calibration; the C key and a
touch held at power-up; the kept calibration over settings.toml's."""

import sys

from check import Nvm
from pages import every_part_words, find
from standins import Screen, Sounds, make

from minesweeper import layout
from minesweeper.app import App
from minesweeper.calibration.kept import pack
from minesweeper.calibration.page import solve, to_pixel
from minesweeper.choices import Choices
from minesweeper.compat import forget_under
from minesweeper.controls import keys
from minesweeper.settings import DEFAULT_CALIBRATION, Settings
from minesweeper.store.records import PREFS_ROOM, Records


class Panel:
    """A touchscreen that reads raw: the raw readings at the screen's edges
    are ``low`` and ``high`` (x, y), whatever calibration the app maps
    with; ``point`` the pixel pressed, or None."""

    point = None
    calibration = DEFAULT_CALIBRATION

    def __init__(self, size=(320, 240), low=(14000, 2000), high=(62000, 50000)):
        self.size, self.low, self.high = size, low, high

    def raw(self):
        if self.point is None:
            return None
        out = []
        for axis in (0, 1):
            lo, hi = self.low[axis], self.high[axis]
            span = 2 * (self.size[axis] - 1)
            out.append(lo + (2 * self.point[axis] + 1) * (hi - lo) // span)
        return (out[0], out[1], 30000)

    @property
    def touch_point(self):
        raw = self.raw()
        if raw is None:
            return None
        (xl, xh), (yl, yh) = self.calibration
        x = to_pixel(raw[0], xl, xh, self.size[0])
        return (x, to_pixel(raw[1], yl, yh, self.size[1]), raw[2])

    def calibrate(self, calibration):
        self.calibration = calibration


def build(size=(320, 240), nvm=None, settings=None):
    """An app at power-up on the skewed panel (records in ``nvm``)."""
    settings = settings or Settings()
    lay = layout.fit(settings.level, size[0], size[1])
    panel = Panel(size)
    records = Records(Nvm(4096) if nvm is None else nvm)
    app = App(
        Screen(lay), Sounds(), panel, settings, lay, 0, records, make_screen=Screen
    )
    return app, panel


def hold(app, panel, point, ms, now):
    """The panel pressed at ``point`` (None: not) for ``ms`` of passes."""
    panel.point = point
    for _ in range(ms // 20):
        app.step(now)
        now += 20
    return now


def press(app, panel, point, now):
    """A cross held until taken, then the stylus lifted."""
    now = hold(app, panel, point, 300, now)
    return hold(app, panel, None, 60, now)


def calibrating(size=(320, 240), nvm=None):
    """The app on the Calibrate page (by the C key on the first page, where
    it goes back to), waiting at cross 1."""
    app, panel = build(size, nvm)
    app.start(0)
    now = hold(app, panel, None, 40, 0)
    app.key(keys.CALIB, now)
    now = hold(app, panel, None, 40, now)
    assert app.menu.page.name == "calibrate"
    return app, panel, app.menu.page, now


def crosses(app, panel, page, now, last=5):
    for step in range(last):
        assert page.step == step, (step, page.note)
        now = press(app, panel, page.where(step), now)
    return now


def tap_control(app, panel, page, name, now):
    control = page.controls[find(page, name)]
    point = (control.x + control.w // 2, control.y + control.h // 2)
    now = hold(app, panel, point, 100, now)
    return hold(app, panel, None, 60, now)


def test_the_solved_calibration_puts_each_reading_mid_pixel():
    low, high = solve(10000, 50000, 30, 289, 320)
    assert to_pixel(10000, low, high, 320) == 30
    assert to_pixel(50000, low, high, 320) == 289
    assert to_pixel(0, low, high, 320) == 0 and to_pixel(65535, low, high, 320) == 319
    assert solve(1000, 60000, 30, 289, 320) is None  # past the raw range


def test_a_skewed_panel_calibrated_by_five_crosses_maps_every_tap_under_it():
    for size in ((320, 240), (480, 320)):
        nvm = Nvm(4096)
        app, panel, page, now = calibrating(size, nvm)
        panel.point = (size[0] // 2, size[1] // 2)
        assert abs(panel.touch_point[0] - size[0] // 2) > 20  # off before
        panel.point = None
        now = crosses(app, panel, page, now)
        assert page.step == 5 and page.controls  # the test screen
        now = tap_control(app, panel, page, "Keep", now)
        assert app.menu.page.name == "home"
        for point in ((0, 0), (17, 200), (size[0] - 1, size[1] - 1), (100, 50)):
            panel.point = point
            assert panel.touch_point[:2] == point
        # Kept in the preferences, and wins at the next power-up.
        assert app.records.prefs["cal"] == pack(panel.calibration)
        again = Choices(Settings())
        again.load(Records(nvm).prefs)
        assert again.calibration == panel.calibration and again.cal


def test_the_test_screen_dot_follows_the_new_calibration_before_keep():
    app, panel, page, now = calibrating()
    now = crosses(app, panel, page, now)
    old = panel.calibration
    now = hold(app, panel, (100, 60), 100, now)
    assert panel.calibration == old  # not the live touchscreen's yet
    (x, y, w, h) = page.marks[0]
    assert (x + w // 2, y + h // 2) == (100, 60)
    now = hold(app, panel, None, 40, now)
    assert page.marks == ()


def test_readings_that_make_no_sense_are_refused_and_the_cross_asked_again():
    app, panel, page, now = calibrating()
    now = press(app, panel, page.where(0), now)
    x0, y0 = page.where(0)
    x1, y1 = page.where(1)
    cases = (
        ((x0 - 20 if x0 > 20 else 0, y0), "Crosses out of order"),
        ((x0 + 15, y0), "Too near the last cross"),
        ((x1, y0 + 150), "Not in line with the last"),
    )
    for point, why in cases:
        now = press(app, panel, point, now)
        assert page.step == 1 and page.note == why, (point, page.note)
        assert why in "".join(text.text for text in page.texts)
    now = press(app, panel, (x1, y1), now)
    assert page.step == 2 and page.note == ""
    for step in (2, 3):
        now = press(app, panel, page.where(step), now)
    # The centre missed by far: asked again; the third miss starts over.
    for miss in (1, 2):
        assert page.misses == miss - 1
        now = press(app, panel, (40, 200), now)
        assert page.step == 4 and page.note.startswith("The centre missed by")
    now = press(app, panel, (40, 200), now)
    assert page.step == 0 and page.points == []


def test_cancel_the_time_running_out_and_m_keep_the_old_calibration():
    nvm = Nvm(4096)
    app, panel, page, now = calibrating(nvm=nvm)
    now = crosses(app, panel, page, now)
    now = tap_control(app, panel, page, "Cancel", now)
    assert app.menu.page.name == "home"
    assert panel.calibration == DEFAULT_CALIBRATION
    # The test screen's time runs out.
    app.key(keys.CALIB, now)
    now = hold(app, panel, None, 40, now)
    page = app.menu.page
    now = crosses(app, panel, page, now)
    now = hold(app, panel, None, 21000, now)
    assert app.menu.page.name == "home"
    # No touch at a cross for half a minute.
    app.key(keys.CALIB, now)
    now = hold(app, panel, None, 31000, now)
    assert app.menu.page.name == "home"
    # M or Esc on the test screen.
    app.key(keys.CALIB, now)
    now = hold(app, panel, None, 40, now)
    page = app.menu.page
    now = crosses(app, panel, page, now)
    app.menu.key(keys.MENU, now)
    assert app.menu.page.name == "home"
    assert panel.calibration == DEFAULT_CALIBRATION
    assert "cal" not in Records(nvm).prefs and not app.choices.cal


def test_keys_press_keep_on_the_test_screen():
    app, panel, page, now = calibrating()
    now = crosses(app, panel, page, now)
    app.menu.key(keys.OPEN, now)  # Keep has the focus
    assert app.menu.page.name == "home"
    assert panel.calibration != DEFAULT_CALIBRATION


def test_calibration_goes_back_to_the_page_c_was_pressed_on():
    for name in ("home", "records", None):
        app, panel = build()
        now = 0
        if name is not None:  # (None: C in play, Settings after, where
            app.start(0)  # Calibrate touch is)
            now = hold(app, panel, None, 40, 0)
            if name != "home":
                app.menu.go(name, now)
        app.key(keys.CALIB, now)
        now = hold(app, panel, None, 40, now)
        page = app.menu.page
        assert page.name == "calibrate"
        now = crosses(app, panel, page, now)
        now = tap_control(app, panel, page, "Cancel", now)  # (Keep: the same way)
        assert app.mode is app.menu and app.menu.page.name == (name or "settings")
        app.menu.close(now)  # (the pages' modules go, for the next tests)


def test_a_touch_held_at_power_up_starts_calibration_once_lifted():
    app, panel = build()
    panel.point = (160, 120)
    app.start(0)
    page = app.menu.page
    assert page.name == "calibrate"
    now = hold(app, panel, (160, 120), 1000, 0)  # still held: no cross taken
    assert page.step == 0 and page.points == []
    now = hold(app, panel, None, 40, now)
    now = press(app, panel, page.where(0), now)
    assert page.step == 1


def test_no_touch_at_power_up_shows_the_first_page():
    app, panel = build()
    app.start(0)
    assert app.menu.page.name == "home"


def test_the_c_key_without_a_raw_touchscreen_says_so():
    app, _, _, _ = make()
    app.key(keys.CALIB, 0)
    page = app.menu.page
    assert app.mode is app.menu and page.name == "calibrate"
    assert "No touchscreen here\n   to calibrate" in [t.text for t in page.texts]
    assert not page.marks and not page.controls
    for _ in range(3):
        app.step(0)  # (it reads nothing)
    app.menu.key(keys.MENU, 0)
    assert app.menu.page.name == "home"


def test_settings_offers_calibrate_only_with_a_raw_touchscreen():
    app, panel = build((480, 320))
    panel.low, panel.high = (5200, 5800), (59000, 57000)  # true to the default
    app.start(0)
    app.menu.go("settings", 0)
    page = app.menu.page
    now = tap_control(app, panel, page, "Calibrate", 0)
    assert app.menu.page.name == "calibrate"
    del now
    app, _, _, _ = make()
    app.open_menu(0)
    app.menu.go("settings", 0)
    page = app.menu.page
    for part in range(page.parts):
        assert "Calibrate" not in [c.name for c in page.controls], part
        page.part += 1
        page.refresh()


def test_the_kept_calibration_wins_over_settings_toml():
    given = {"MINESWEEPER_TOUCH_CAL": "1000,60000,2000,61000"}
    settings = Settings.read(given.get)
    choices = Choices(settings)
    assert choices.calibration == ((1000, 60000), (2000, 61000))
    assert "cal" not in choices.prefs()  # not calibrated on the board
    kept = ((5008, 55008), (6000, 52000))  # (sixteenths: kept exactly)
    text = pack(kept)
    forget_under("minesweeper.calibration")  # (this test's import)
    forget_under("minesweeper.menu")
    choices.load({"cal": text})
    assert choices.calibration == kept
    # Read at power-up by a module let go after it, none of the menu's.
    loaded = [name for name in sys.modules if name.startswith("minesweeper.")]
    assert "minesweeper.calibration.kept" not in loaded
    assert [name for name in loaded if name.startswith("minesweeper.menu")] == []
    settings.weigh(choices, False)  # settings.toml: first-boot default
    assert choices.calibration == kept
    settings.weigh(choices, True)  # the desktop's for this run
    assert choices.calibration == ((1000, 60000), (2000, 61000))
    assert choices.prefs()["cal"] == pack(kept)  # and the kept one stays saved
    reversed_x = pack(((55008, 5008), (6000, 52000)))
    for bad in (pack(kept)[:6], reversed_x, "?>??????", "5000:55000:6000:5200", 7):
        fresh = Choices(settings)
        fresh.load({"cal": bad})
        assert not fresh.cal and fresh.calibration == settings.calibration, bad


def test_the_kept_calibration_is_its_raw_readings_to_a_sixteenth():
    for cal in (((5200, 59000), (5800, 57000)), ((0, 65535), (1, 65527))):
        text = pack(cal)
        assert len(text) == 8 and not text.isdigit()
        assert "," not in text and "=" not in text
        choices = Choices(Settings())
        choices.load({"cal": text})
        for axis in (0, 1):
            for end in (0, 1):
                assert abs(choices.calibration[axis][end] - cal[axis][end]) <= 15


def test_preferences_kept_before_calibration_load_as_they_were():
    # A blob without cal, as the records hold it before any calibration.
    records = Records(Nvm(4096))
    prefs = {"lv": "expert", "sc": "classic", "snd": 0, "dim": 2}
    records.save_prefs(prefs)
    choices = Choices(Settings())
    choices.load(records.prefs)
    assert (choices.level, choices.scheme, choices.sound, choices.dim) == (
        "expert",
        "classic",
        False,
        2,
    )
    assert choices.calibration == DEFAULT_CALIBRATION and not choices.cal
    assert "cal" not in choices.prefs()


def test_the_longest_preferences_with_a_calibration_fit():
    app, _, _, _ = make()
    c = app.choices
    c.level, c.scheme, c.no_guess = "intermediate", "classic", 31
    c.cols, c.rows, c.mines = 30, 20, 599
    c.cal = pack(((65535, 65535), (65535, 65535)))
    assert app.records.save_prefs(c.prefs())
    assert len(",".join("%s=%s" % kv for kv in c.prefs().items())) <= PREFS_ROOM


def help_text(app):
    app.open_menu(0)
    app.menu.go("help", 0)
    return " ".join(every_part_words(app.menu.page))


def test_how_to_play_says_how_to_calibrate_where_the_touchscreen_can():
    app, _ = build()
    sentence = (
        "Taps land beside the cell? Settings: Calibrate touch, or hold the "
        "screen while the board starts up, or press C."
    )
    assert sentence in help_text(app)
    app, _, _, _ = make()  # a touchscreen without raw readings
    assert "Calibrate" not in help_text(app)
