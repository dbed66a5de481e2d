# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's Calibrate page: the touchscreen's calibration, taken on the
screen.

Five crosses, one after another: near the top left, top right, bottom
right and bottom left corners, then the centre as a check. Each is held
until enough raw readings (the touchscreen's ``raw()``) are taken, the
first few of a press skipped while the stylus settles, and the rest
averaged; the next cross waits for the stylus to lift. A reading that makes
no sense is refused with a note and its cross asked again: a corner out of
order, too near the one before (too little spread), or out of line with it;
the centre missed by far by the calibration the corners make (the third
miss starts again from the first corner). Then a test screen: a dot
follows the stylus, mapped with the new calibration, and Keep (it is kept
in the preferences, wins over ``MINESWEEPER_TOUCH_CAL`` and maps every
later tap) or Cancel. Cancel, the time running out (on the test screen, or
with no touch at a cross) and any way out of the menu keep the old one:
until Keep the live touchscreen is not changed, and this page reads the
panel itself (its taps are not the loop's gestures, which the old
calibration maps). Keys: Space or Enter presses Keep or Cancel, M or Esc
leaves. Where the touchscreen reads no raw (the terminal's) it says so.
The page of the menu this folder holds (:data:`minesweeper.menu.PAGES`
names it): loaded only while shown, and let go with the menu's pages.
Hardware-free.
"""

from minesweeper.compat import const, forget_under, ticks_diff
from minesweeper.menu.grid import BUTTON, CENTRE, INFO, LABEL, TITLE, compose
from minesweeper.menu.page import Page

_SKIP = const(3)  # readings of a press skipped while the stylus settles
_SAMPLES = const(8)  # readings averaged for a cross
_SPREAD = const(8192)  # raw units two corners are apart at least
_IDLE_MS = const(30000)  # no touch at a cross this long: the old one stays
_TEST_MS = const(20000)  # the test screen's time to press Keep
_CENTRE = const(4)  # the step of the centre's cross
_TEST = const(5)  # the step of the test screen
_KEEP_CAL = const(1)  # the controls' idents
_CANCEL_CAL = const(2)
_ARM = const(10)  # a cross's arms, from its centre (px)
_DOT = const(4)  # the test dot's half width (px)


def to_pixel(raw, low, high, size):
    """Where a raw reading lands on an axis of ``size`` pixels with the raw
    readings ``low`` and ``high`` at its first and last pixels (as
    ``adafruit_touchscreen`` maps it)."""
    pixel = (raw - low) * (size - 1) // (high - low)
    return 0 if pixel < 0 else size - 1 if pixel >= size else pixel


def solve(near, far, first, last, size):
    """``(low, high)``: the raw readings at an axis's first and last pixel
    that put the raw reading ``near`` in the middle of pixel ``first`` and
    ``far`` in that of ``last``; None when they fall outside 0-65535."""
    span = far - near
    apart = last - first
    low = near - (2 * first + 1) * span // (2 * apart)
    high = low + (size - 1) * span // apart
    if low < 0 or high > 65535:
        return None
    return (low, high)


class Calibrate(Page):
    name = "calibrate"
    came_from = "settings"  # the page to go back to (Settings: opened alone)

    def __init__(self, menu):
        self.step = 0  # the cross asked for (0-3 corners, the centre), or _TEST
        self.points = []  # the accepted crosses' raw (x, y)
        self.note = ""  # why the last reading was refused
        self.misses = 0  # of the centre
        self.new: tuple = ()  # the calibration the corners make
        self.armed = False  # the stylus has lifted since the last cross
        self.count = 0  # readings of this press
        self.sum_x = 0
        self.sum_y = 0
        self.since = -1  # the last touch, or the test screen's start
        self.down = 0  # the test screen's control pressed (0: none)
        self.left = 0  # the test screen's seconds left, as shown
        super().__init__(menu)
        self.focus = 0

    def where(self, step):
        """The pixel of cross ``step``: the corners an eighth of the
        screen's height in, then the centre."""
        w = self.screen_w
        h = self.screen_h
        d = h // 8
        if step == _CENTRE:
            return (w // 2, h // 2)
        x = w - 1 - d if step == 1 or step == 2 else d
        y = h - 1 - d if step >= 2 else d
        return (x, y)

    def build(self):
        if not hasattr(self.app.touchscreen, "raw"):  # (the terminal's)
            self.message(2, "No touchscreen here\nto calibrate", INFO)
            return
        if self.step == _TEST:
            self.test_screen()
            return
        x, y = self.where(self.step)
        self.marks = (
            (x - _ARM, y - 1, 2 * _ARM + 1, 3),
            (x - 1, y - _ARM, 3, 2 * _ARM + 1),
        )
        # The words in rows away from the cross on show: under the top
        # corners, over the bottom ones, over the centre.
        row = 3 if self.step < 2 else 1 if self.step < _CENTRE else 0
        self.message(row, "Calibrate: %d/5" % (self.step + 1), TITLE)
        if self.note:
            self.message(row + 1, self.note + "\nTouch this cross again", INFO)
        else:
            self.message(row + 1, "Hold the stylus on the\ncentre of the cross", INFO)

    def message(self, row, text, role):
        """``text`` at scale 2, its lines centred across the screen, in
        ``row``."""
        x, text = compose(((0, self.screen_w, text, CENTRE),), 2)
        return self.text(x, row, 2, role, text)

    def test_screen(self):
        w, m = self.screen_w, self.margin
        self.message(0, "Calibrate: test", TITLE)
        self.message(1, "Touch anywhere: the dot\nshould be under the stylus", INFO)
        self.message(2, "Keep within %d s" % self.left, TITLE)
        half = (w - 2 * m) // 2
        for k, (ident, word) in enumerate(
            ((_KEEP_CAL, "Keep"), (_CANCEL_CAL, "Cancel"))
        ):
            self.add(ident, BUTTON, m + k * half, 4, half, 2, word)
            self.line(4, 2, LABEL, ((m + k * half, half, word, CENTRE),), 2)

    def target(self, x, y):
        return -1  # this page reads the panel itself (see the module)

    def tick(self, now):
        if not hasattr(self.app.touchscreen, "raw"):
            return  # (M or Esc leaves)
        if self.since == -1:
            self.since = now
        if self.step == _TEST:
            self.test_tick(now)
            return
        if ticks_diff(now, self.since) >= _IDLE_MS:
            self.done(now)
            return
        point = self.app.touchscreen.raw()
        if point is None:
            self.armed = True
            self.count = 0
            self.sum_x = self.sum_y = 0
            return
        self.since = now
        if not self.armed:
            return
        self.count += 1
        if self.count <= _SKIP:
            return
        self.sum_x += point[0]
        self.sum_y += point[1]
        if self.count == _SKIP + _SAMPLES:
            self.armed = False
            self.take(self.sum_x // _SAMPLES, self.sum_y // _SAMPLES, now)

    def take(self, x, y, now):
        """A cross's averaged raw reading: accepted (the next cross), or
        refused with a note (the same cross again)."""
        why = self.check(x, y)
        self.note = why or ""
        if not why:
            self.points.append((x, y))
            self.step += 1
            if self.step == _CENTRE:
                self.new = self.corners()
                if not self.new:
                    self.restart("Crosses too far apart")
            elif self.step == _TEST:
                self.since = now
                self.left = _TEST_MS // 1000
        self.refresh()
        self.menu.show(now)

    def restart(self, why):
        self.note = why
        self.step = 0
        self.points = []
        self.misses = 0

    def check(self, x, y):
        """Why the raw reading (x, y) at the cross asked for makes no
        sense, or None."""
        p = self.points
        step = self.step
        if step == 0:
            return None
        if step == _CENTRE:
            (xl, xh), (yl, yh) = self.new
            cx, cy = self.where(_CENTRE)
            off = max(
                abs(to_pixel(x, xl, xh, self.screen_w) - cx),
                abs(to_pixel(y, yl, yh, self.screen_h) - cy),
            )
            if off <= self.screen_h // 10:
                return None
            self.misses += 1
            if self.misses == 3:
                self.restart("")
            return "The centre missed by %d px" % off
        wide = p[1][0] - p[0][0] if step > 1 else x - p[0][0]
        if step == 1:
            along, across = x - p[0][0], y - p[0][1]
        elif step == 2:
            along, across = y - p[1][1], x - p[1][0]
        else:
            along, across = p[2][0] - x, y - p[2][1]
        if along < 0:
            return "Crosses out of order"
        if along < _SPREAD:
            return "Too near the last cross"
        if abs(across) > wide // 4 or (step == 3 and abs(x - p[0][0]) > wide // 4):
            return "Not in line with the last"
        return None

    def corners(self):
        """The calibration the four corners make, or () past the raw range:
        on each axis, the two corners at its near side averaged, and the two
        at its far side (x: 0 and 3, 1 and 2; y: 0 and 1, 3 and 2)."""
        p = self.points
        near = self.where(0)
        far = self.where(2)
        out = []
        for axis, (a, b, c, d) in enumerate(((0, 3, 1, 2), (0, 1, 3, 2))):
            low = (p[a][axis] + p[b][axis]) // 2
            high = (p[c][axis] + p[d][axis]) // 2
            size = self.screen_h if axis else self.screen_w
            out.append(solve(low, high, near[axis], far[axis], size))
        return () if None in out else (out[0], out[1])

    def test_tick(self, now):
        """The test screen: the dot where the new calibration puts the
        stylus, Keep or Cancel pressed by a tap that lands and lifts on
        it, and the time running out."""
        left = (_TEST_MS - ticks_diff(now, self.since) + 999) // 1000
        if left <= 0:
            self.done(now)
            return
        point = self.app.touchscreen.raw()
        shown = self.marks
        if point is None:
            self.marks = ()
            if self.down:
                ident = self.down
                self.down = 0
                if self.at(self.dot) == ident:
                    self.act(ident, now)
                    return
        else:
            (xl, xh), (yl, yh) = self.new
            x = to_pixel(point[0], xl, xh, self.screen_w)
            y = to_pixel(point[1], yl, yh, self.screen_h)
            if not shown:
                self.down = self.at((x, y))
            self.dot = (x, y)
            self.marks = ((x - _DOT, y - _DOT, 2 * _DOT + 1, 2 * _DOT + 1),)
        if left != self.left:
            self.left = left
            self.refresh()
            self.menu.show(now)
        elif self.marks != shown:
            self.menu.show(now)

    dot = (0, 0)  # the test dot's last pixel

    def at(self, point):
        """The ident of the control at pixel ``point``, or 0."""
        k = Page.target(self, point[0], point[1])
        return 0 if k < 0 else self.controls[k // 2].ident

    def done(self, now):
        """Back to the page C was pressed on (Settings' Calibrate touch, or
        opened alone: in play, at power-up, C again on this page)."""
        back = self.came_from
        self.menu.go("settings" if back == self.name else back, now)

    def key(self, code, now):
        # (no controls at the crosses: only the menu's M or Esc counts)
        return bool(self.controls) and Page.key(self, code, now)

    def press(self, control, side, now):
        self.act(self.controls[control].ident, now)

    def act(self, ident, now):
        if ident == _KEEP_CAL:  # as the preferences keep it, and map it back
            app = self.app
            choices = app.choices
            from minesweeper.calibration import kept

            choices.cal = kept.pack(self.new)
            kept.unpack(choices)
            forget_under("minesweeper.calibration.kept")  # (not this page)
            app.touchscreen.calibrate(choices.calibration)
            if app.records is not None:
                app.records.save_prefs(choices.prefs())
        self.done(now)
