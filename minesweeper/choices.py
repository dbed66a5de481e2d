# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What the player chooses on the board itself: level, size, touch scheme,
no-guess boards, sound, the backlight.

:class:`Choices` holds the level (a preset or a custom size), the touch
scheme, no-guess boards per level, sound and click, Auto brightness and
the minutes to the idle dim (one of ``DIMS``). ``settings.toml`` gives
the first values; choices made in the menu (:mod:`minesweeper.menu`) are
saved (one write per visit that changed something) and win from then on.
Kept all the time (the app makes every new game from it), so it is small
and apart from the menu, which is loaded only while it shows. Hardware-free.
"""

from minesweeper import layout as _layout
from minesweeper.compat import forget_under
from minesweeper.rules.levels import (
    CUSTOM,
    LEVELS,
    SCHEMES,
    level_key,
    no_guess_fits,
)

DIMS = (0, 1, 2, 5, 10)  # minutes without input to the idle dim (0: never)


class Choices:
    """The menu's choices; :meth:`prefs` and :meth:`load` turn them into the
    saved preferences (short keys to numbers and words) and back."""

    def __init__(self, settings):
        self.level = settings.level
        self.scheme = settings.scheme
        self.sound = settings.sound
        self.click = settings.click
        # No-guess boards, a bit per LEVELS entry: all but the guide's own
        # Classic level, unless settings.toml turns them off.
        self.no_guess = 0b10111 if settings.no_guess else 0
        self.cols, self.rows, self.mines = 12, 8, 15  # the custom size
        self.auto = True  # the backlight follows the room (where it can)
        self.dim = 5  # minutes without input to the idle dim
        # The touchscreen's: settings.toml's until calibrated on the board
        # (the menu's Calibrate page), then kept in the preferences as cal,
        # eight characters, read by the page's code, loaded for that alone
        # (minesweeper.calibration.kept.unpack): none of it stays loaded.
        self.calibration = settings.calibration
        self.cal = ""  # the kept calibration's cal ("": none kept)

    def prefs(self):
        prefs = {
            "lv": self.level,
            "sc": self.scheme,
            "snd": int(self.sound),
            "clk": int(self.click),
            "ng": self.no_guess,
            "cw": self.cols,
            "ch": self.rows,
            "cm": self.mines,
            "ab": int(self.auto),
            "dim": self.dim,
        }
        if self.cal:
            prefs["cal"] = self.cal
        return prefs

    def load(self, prefs):
        """Take saved preferences; anything odd in them is left out."""
        level = prefs.get("lv")
        if level in LEVELS:
            self.level = level
        if prefs.get("sc") in SCHEMES:
            self.scheme = prefs["sc"]
        if prefs.get("dim") in DIMS:
            self.dim = prefs["dim"]
        for key, name in (("snd", "sound"), ("clk", "click"), ("ab", "auto")):
            if prefs.get(key) in (0, 1):
                setattr(self, name, prefs[key] == 1)
        for key, name in (("ng", "no_guess"), ("cw", "cols"), ("ch", "rows")):
            value = prefs.get(key)
            if isinstance(value, int) and 0 <= value < 256:
                setattr(self, name, value)
        value = prefs.get("cm")
        if isinstance(value, int) and 0 < value < 65536:
            self.mines = value
        value = prefs.get("cal")  # (at power-up: see __init__)
        if isinstance(value, str):
            from minesweeper.calibration import kept

            self.cal = value
            kept.unpack(self)
            forget_under("minesweeper.calibration")

    def layout(self, screen_w, screen_h):
        """The Layout the choices make on a screen."""
        if self.level == CUSTOM:
            lay = _layout.custom(self.cols, self.rows, self.mines, screen_w, screen_h)
            self.cols, self.rows, self.mines = lay.cols, lay.rows, lay.mines
            return lay
        return _layout.fit(self.level, screen_w, screen_h)

    def level_key(self, lay):
        """The name records keep this level's results under, on a board
        laid out as ``lay`` (:meth:`layout`'s)."""
        return level_key(self.level, lay.cols, lay.rows, lay.mines)

    @property
    def guaranteed(self):
        """True when this level's boards are to be no-guess."""
        return bool(self.no_guess >> LEVELS.index(self.level) & 1)

    def resize(self, what, step, screen_w, screen_h):
        """The board's width (``what`` 0), height (1) or mines (2) one
        ``step`` up or down: it becomes a custom board, starting from the
        size on show, clamped to what the screen fits."""
        if self.level != CUSTOM:
            lay = self.layout(screen_w, screen_h)
            self.cols, self.rows, self.mines = lay.cols, lay.rows, lay.mines
            self.level = CUSTOM
        if what == 0:
            self.cols += step
        elif what == 1:
            self.rows += step
        else:
            self.mines += step
        self.layout(screen_w, screen_h)
        self.cap()
        # A size a preset makes on this screen is that preset (its records,
        # its name), not a custom board of the same size.
        found = _layout.named(self.cols, self.rows, self.mines, screen_w, screen_h)
        if found is not None:
            self.level = found[0]

    def cap(self):
        """A custom board with no-guess on keeps to the mines a no-guess
        board may have (:func:`minesweeper.rules.levels.no_guess_fits`;
        every preset does): "+" stops there, and turning no-guess on lowers
        them."""
        if self.level == CUSTOM and self.guaranteed:
            while self.mines > 1 and not no_guess_fits(
                self.cols, self.rows, self.mines
            ):
                self.mines -= 1
