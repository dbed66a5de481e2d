# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu: what the player chooses on the board itself, and the mode
that shows it.

:class:`Choices` holds the level (a preset or a custom size), the touch
scheme, no-guess boards per level, sound and click. ``settings.toml`` gives
the first values; choices made in the menu are saved (one write per visit
that changed something) and win from then on.

:class:`Menu` is the app's mode while the menu is open: twelve buttons in a
2x6 grid filling the screen (:func:`minesweeper.layout.menu_rect`), each a
title and a value, big enough for a finger. A tap on a button steps its
value (on a number, the left half lowers it and the right half raises it);
keys move a highlight and Enter presses it. Opening the menu mid-game
pauses the game; Resume goes back to it, New game starts one with the
choices. Best times shows the records table; a tap anywhere comes back.
Hardware-free: it hands the screen strings to show.
"""

from minesweeper import layout as _layout
from minesweeper.compat import const
from minesweeper.controls import keys, touch
from minesweeper.rules.game import PLAYING, READY

LEVELS = _layout.LEVEL_ORDER + ("custom",)
SCHEMES = ("modern", "classic")

# The buttons, in grid order.
LEVEL = const(0)
SCHEME = const(1)
WIDTH = const(2)
HEIGHT = const(3)
MINES = const(4)
NO_GUESS = const(5)
SOUND = const(6)
CLICK = const(7)
BEST = const(8)
REPLAY = const(9)
NEW = const(10)
BACK = const(11)
BUTTONS = const(12)
_TITLES = (
    "Level", "Touch", "Width", "Height", "Mines", "No-guess",
    "Sound", "Click", "Records", "Replay", "Start", "Back",
)  # fmt: skip


def _on(flag):
    return "On" if flag else "Off"


def _word(name):
    """A choice's name as the menu shows it (MicroPython's str has no
    capitalize)."""
    return name[:1].upper() + name[1:]


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

    def prefs(self):
        return {
            "lv": self.level,
            "sc": self.scheme,
            "snd": int(self.sound),
            "clk": int(self.click),
            "ng": self.no_guess,
            "cw": self.cols,
            "ch": self.rows,
            "cm": self.mines,
        }

    def load(self, prefs):
        """Take saved preferences; anything odd in them is left out."""
        level = prefs.get("lv")
        if level in LEVELS:
            self.level = level
        if prefs.get("sc") in SCHEMES:
            self.scheme = prefs["sc"]
        for key, name in (("snd", "sound"), ("clk", "click")):
            if prefs.get(key) in (0, 1):
                setattr(self, name, prefs[key] == 1)
        for key, name in (("ng", "no_guess"), ("cw", "cols"), ("ch", "rows")):
            value = prefs.get(key)
            if isinstance(value, int) and 0 <= value < 256:
                setattr(self, name, value)
        value = prefs.get("cm")
        if isinstance(value, int) and 0 < value < 65536:
            self.mines = value

    def layout(self, screen_w, screen_h):
        """The Layout the choices make on a screen."""
        if self.level == "custom":
            lay = _layout.custom(self.cols, self.rows, self.mines, screen_w, screen_h)
            self.cols, self.rows, self.mines = lay.cols, lay.rows, lay.mines
            return lay
        return _layout.fit(self.level, screen_w, screen_h)

    def level_key(self):
        """The name records keep this level's results under."""
        if self.level == "custom":
            return "custom:%dx%d/%d" % (self.cols, self.rows, self.mines)
        return self.level

    @property
    def guaranteed(self):
        """True when this level's boards are to be no-guess."""
        return bool(self.no_guess >> LEVELS.index(self.level) & 1)


class Menu:
    """The menu mode of an app that has ``choices``, ``records`` (or None),
    ``layout``, ``screen``, ``game`` and the mode switches."""

    def __init__(self, app):
        self.app = app
        self.selected = 0  # the keys' highlight
        self.page = False  # the records table is showing
        self.changed = False  # choices changed since the menu opened

    def open(self, now):
        """Show the menu; a game in play is paused (and saved) first."""
        app = self.app
        if app.mode is self:
            return
        app.helper.stop()
        if app.game.state == PLAYING:
            app.timer.pause(now)
            app.save_game(now)
        self.page = False
        self.changed = False
        app.switch(self, now)

    def close(self, now, seed=-1):
        """Leave the menu, saving the choices if they changed (one write):
        ``seed`` -1 goes back to the game (resumed if it is still the board
        the choices make; a board not yet opened takes the choices), None
        starts a new game, a game number replays that game."""
        app = self.app
        if self.changed and app.records is not None:
            app.records.save_prefs(app.choices.prefs())
        self.changed = False
        state = app.game.state
        if seed == -1 and state == PLAYING and app.same_board():
            app.timer.resume(now)
            app.switch(app.playing, now)
        elif (
            seed == -1
            and state == READY
            and app.same_board()
            and (app.choices.guaranteed == (app.game.start >= 0 or app.helper.waiting))
        ):
            app.switch(app.playing, now)  # the board on screen, as it was
        elif seed == -1 and state == READY:
            app.new_game(now, app.game.seed)
        else:
            app.new_game(now, None if seed == -1 else seed)

    def target(self, x, y):
        lay = self.app.layout
        if self.page:
            return 0
        return _layout.menu_at(x, y, lay.screen_w, lay.screen_h)

    def touch(self, event, target, now):
        if event == touch.TAP or event == touch.LONG_PRESS:
            if self.page:
                self.page = False
                self.show(now)
            elif target >= 0:
                self.press(target // 2, target % 2, now)

    def key(self, code, now):
        """Arrows move the highlight (left and right step a number), Enter
        or Space presses it, M or P goes back to the game, N starts one."""
        if self.page:
            self.page = False
        elif code == keys.UP or code == keys.DOWN:
            step = _layout.MENU_COLS if code == keys.DOWN else -_layout.MENU_COLS
            self.selected = (self.selected + step) % BUTTONS
        elif code == keys.LEFT or code == keys.RIGHT:
            side = 1 if code == keys.RIGHT else 0
            if WIDTH <= self.selected <= MINES or self.selected == LEVEL:
                self.press(self.selected, side, now)
                return
            self.selected ^= 1  # the other column
        elif code == keys.OPEN or code == keys.MARK:
            self.press(self.selected, 1, now)
            return
        elif code == keys.MENU or code == keys.PAUSE:
            self.app.leave_menu(now, -1)
            return
        elif code == keys.NEW:
            self.app.leave_menu(now, None)
            return
        self.show(now)

    def tick(self, now):
        pass

    def show(self, now):
        screen = self.app.screen
        screen.show_note(None)
        if self.page:
            screen.show_page(self.records_lines())
        else:
            screen.show_menu(self.texts(), self.selected)

    def texts(self):
        """(title, value) for every button."""
        app = self.app
        c = app.choices
        lay = c.layout(app.layout.screen_w, app.layout.screen_h)
        paused = app.game.state == PLAYING
        values = (
            _word(c.level),
            _word(c.scheme),
            "- %d +" % lay.cols,
            "- %d +" % lay.rows,
            "- %d +" % lay.mines,
            _on(c.guaranteed),
            _on(c.sound),
            _on(c.click),
            "Best times",
            "#%d" % app.game.seed,
            "New game",
            "Resume" if paused and app.same_board() else "Play",
        )
        return [(_TITLES[k], values[k]) for k in range(BUTTONS)]

    def press(self, k, side, now):
        """Button k pressed (side 1: its right half)."""
        app = self.app
        c = app.choices
        step = 1 if side else -1
        if k == LEVEL:
            c.level = LEVELS[(LEVELS.index(c.level) + step) % len(LEVELS)]
        elif k == SCHEME:
            c.scheme = SCHEMES[(SCHEMES.index(c.scheme) + 1) % len(SCHEMES)]
        elif WIDTH <= k <= MINES:
            self._size(k, step, app.layout.screen_w, app.layout.screen_h)
        elif k == NO_GUESS:
            c.no_guess ^= 1 << LEVELS.index(c.level)
        elif k == SOUND:
            c.sound = not c.sound
        elif k == CLICK:
            c.click = not c.click
        elif k == BEST:
            self.page = True
        elif k == REPLAY:
            app.leave_menu(now, app.game.seed)
            return
        elif k == NEW:
            app.leave_menu(now, None)
            return
        elif k == BACK:
            app.leave_menu(now, -1)
            return
        if k <= CLICK:
            self.changed = True
            app.sounds.configure(c.sound, c.click)
        self.show(now)

    def _size(self, k, step, screen_w, screen_h):
        """Width, height or mines one step up or down: the board becomes
        a custom one, starting from the size on show."""
        c = self.app.choices
        if c.level != "custom":
            lay = c.layout(screen_w, screen_h)
            c.cols, c.rows, c.mines = lay.cols, lay.rows, lay.mines
            c.level = "custom"
        if k == WIDTH:
            c.cols += step
        elif k == HEIGHT:
            c.rows += step
        else:
            c.mines += step
        c.layout(screen_w, screen_h)  # clamps to what fits

    def records_lines(self):
        """The records, as lines of text for the menu's page."""
        records = self.app.records
        if records is None:
            return ["No records: this board has no room for them"]
        lines = ["Best times", "", "level          won   best  3BV 3BV/s row"]
        for level in records.levels():
            best = records.best(level)
            name = level[7:] if level.startswith("custom:") else level
            lines.append(
                "%-12s %3d/%-3d %s %3d"
                % (
                    name[:12],
                    records.won(level),
                    records.played(level),
                    "%4d s %4d %2d.%02d"
                    % ((best[0] // 1000, best[1]) + divmod(records.rate(level), 100))
                    if best
                    else "     -    -     -",
                    records.streak(level),
                )
            )
        lines.append("")
        lines.append("(won/played, row: wins in a row)")
        lines.append("Tap to go back")
        return lines
