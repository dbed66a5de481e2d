# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Calibrating a desktop PyPortal and Titano on the screen: the simulated
panel skewed (an offset and a scale on its raw readings, read by the real
adafruit_touchscreen), the crosses found in the pixels drawn and held
there, Keep pressed; then every touch lands where the crosses were drawn, a
tap opens the cell under it, and the calibration kept in nvm wins at the
next power-up over settings.toml's (see rig.py)."""

import pytest
from rig import Rig, quantise
from stylus import Stylus, build_app
from touchpanel import PANEL

from minesweeper.device.menu_view import TEXT_COLOURS
from minesweeper.rules import tiles
from minesweeper.settings import DEFAULT_CALIBRATION

SIZES = ((320, 240), (480, 320))
YELLOW = quantise(TEXT_COLOURS[0])  # the crosses' and the dot's colour
SKEW = ((9000, -6000), (0.8, 1.05))  # the panel's offset and scale


def skew():
    PANEL.calibration = DEFAULT_CALIBRATION
    PANEL.offset, PANEL.scale = SKEW


def marks(image):
    """The centres of the yellow crosses (arms 10 px from the centre) and
    squares (9 px) drawn: no glyph of the font has either shape."""
    w, h = image.size
    px = image.load()

    def yellow(x, y):
        return 0 <= x < w and 0 <= y < h and px[x, y] == YELLOW

    crosses, dots = [], []
    for y in range(h):
        for x in range(w):
            if not yellow(x, y):
                continue
            if all(yellow(x + d, y) and yellow(x, y + d) for d in range(-10, 11)):
                crosses.append((x, y))
            elif all(
                yellow(x + dx, y + dy) for dx in range(-4, 5) for dy in range(-4, 5)
            ) and not yellow(x + 5, y):
                dots.append((x, y))
    return crosses, dots


def hold(rig, point):
    rig.run(300, point)
    rig.run(60)


@pytest.mark.parametrize("size", SIZES)
def test_a_skewed_panel_calibrated_by_its_crosses_lands_every_tap(size):
    rig = Rig(size=size)
    skew()
    app = rig.app
    w, h = size
    PANEL.point = (w // 2, h // 2)
    x, y, _ = app.touchscreen.touch_point
    assert abs(x - w // 2) + abs(y - h // 2) > 20  # off before
    app.open_menu(rig.now, "calibrate")
    rig.run(60)
    drawn = []
    for step in range(5):
        crosses, _ = marks(rig.image())
        assert len(crosses) == 1, (step, crosses)
        drawn.append(crosses[0])
        hold(rig, crosses[0])
    # Near the corners, then the centre.
    assert drawn[0][0] < w // 4 and drawn[0][1] < h // 4
    assert drawn[2][0] > 3 * w // 4 and drawn[2][1] > 3 * h // 4
    assert drawn[4] == (w // 2, h // 2)
    # The test screen: the dot under the stylus, with the new calibration.
    rig.run(100, (w // 3, h // 5 + 60))
    rig.run(20, (w // 3, h // 5 + 60))
    assert marks(rig.image())[1] == [(w // 3, h // 5 + 60)]
    rig.run(60)
    page = app.menu.page
    keep = [c for c in page.controls if c.name == "Keep"][0]
    rig.run(100, (keep.x + keep.w // 2, keep.y + keep.h // 2))
    rig.run(60)
    assert app.menu.page.name == "settings"
    for point in drawn + [(0, 0), (w - 1, h - 1)]:
        PANEL.point = point
        assert app.touchscreen.touch_point[:2] == point
    # A tap on a cell opens that cell.
    app.menu.leave()
    rig.run(100)
    index = rig.index(2, 3)
    rig.tap(index)
    assert rig.shown(index) not in (None, tiles.HIDDEN)


def test_the_kept_calibration_wins_at_power_up_and_a_hold_calibrates():
    nvm = bytearray(8192)
    app, _ = build_app(nvm=nvm)
    skew()
    stylus = Stylus(app)
    app.start(0)
    app.open_menu(0, "calibrate")
    stylus.run(60)
    page = app.menu.page
    for step in range(5):
        hold(stylus, page.where(step))
    stylus.run(100, (40, 40))
    stylus.run(60)
    page.act(1, stylus.now)  # Keep
    kept = app.choices.calibration
    # settings.toml gives another: the kept one wins (one console line).
    env = {"MINESWEEPER_TOUCH_CAL": "1000,60000,2000,61000"}
    again, _ = build_app(nvm=nvm, env=env)
    skew()
    assert again.choices.calibration == kept
    PANEL.point = (100, 100)
    assert again.touchscreen.touch_point[:2] == (100, 100)
    # A touch held at power-up opens the Calibrate page.
    again.start(0)
    assert again.menu.page.name == "calibrate"


def test_the_window_skews_its_panel_as_the_environment_says(monkeypatch, capsys):
    import touchpanel

    monkeypatch.setenv("MINESWEEPER_PANEL_SKEW", "9000,-6000,0.8,1.05")
    PANEL.offset, PANEL.scale = (0, 0), (1.0, 1.0)
    touchpanel.skew()
    assert PANEL.offset == (9000, -6000) and PANEL.scale == (0.8, 1.05)
    PANEL.offset, PANEL.scale = (0, 0), (1.0, 1.0)
    monkeypatch.setenv("MINESWEEPER_PANEL_SKEW", "9000,-6000")
    touchpanel.skew()
    assert PANEL.offset == (0, 0) and PANEL.scale == (1.0, 1.0)
    assert capsys.readouterr().out == (
        "MINESWEEPER_PANEL_SKEW '9000,-6000' is not x_offset,y_offset,x_scale,y_scale\n"
    )


def test_a_raw_read_that_fails_is_no_touch_and_keeps_the_mapping():
    # The panel's read can raise (a pin in use, a bad sample): the Calibrate
    # page's raw reading is then no touch, as the loop's own reading is, and
    # the calibration every later reading uses is as it was.
    from minesweeper.device.touch import Touch

    class Failing(Touch):
        def __init__(self):
            self._calib = DEFAULT_CALIBRATION
            self._size = (320, 240)

        @property
        def touch_point(self):
            raise RuntimeError("the panel's pins are busy")

    panel = Failing()
    assert panel.raw() is None
    assert panel._calib == DEFAULT_CALIBRATION and panel._size == (320, 240)
