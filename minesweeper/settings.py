# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Settings from ``settings.toml``, read through ``os.getenv``.

CircuitPython reads ``settings.toml`` at the root of CIRCUITPY into
``os.getenv``; the desktop reads environment variables the same way. Every
key is optional; a bad value prints one line and the default stands.

==========================  ==============  ===================================
key                         default         meaning
==========================  ==============  ===================================
``MINESWEEPER_LEVEL``       ``beginner``    beginner, intermediate, expert,
                                            classic
``MINESWEEPER_SCHEME``      ``modern``      modern (tap opens, hold flags,
                                            tap a number chords) or classic
                                            (the guide's tap cycle and end)
``MINESWEEPER_HOLD_MS``     ``400``         hold time that flags, 150-3000 ms
``MINESWEEPER_SOUND``       ``1``           0 silences every sound
``MINESWEEPER_CLICK``       ``1``           0 silences the tap click only
``MINESWEEPER_NO_GUESS``    ``1``           0: random boards on every level
                                            (1: no-guess, but Classic)
``MINESWEEPER_GAME``        none            the first game's number
``MINESWEEPER_TOUCH_CAL``   board default   x_min,x_max,y_min,y_max raw
                                            touchscreen readings
==========================  ==============  ===================================

Hardware-free.
"""

SCHEMES = ("modern", "classic")
# Raw readings at the screen edges, as the PyPortal Learn guides use.
DEFAULT_CALIBRATION = ((5200, 59000), (5800, 57000))


def _say(message):
    print("settings.toml: " + message)


class Settings:
    """The game's settings; ``Settings.read(os.getenv)`` builds them."""

    def __init__(self):
        self.level = "beginner"
        self.scheme = "modern"
        self.hold_ms = 400
        self.sound = True
        self.click = True
        self.no_guess = True
        self.game = None
        self.calibration = DEFAULT_CALIBRATION

    @classmethod
    def read(cls, getenv, levels=("beginner", "intermediate", "expert", "classic")):
        settings = cls()
        level = getenv("MINESWEEPER_LEVEL")
        if level is not None:
            level = str(level).strip().lower()
            if level in levels:
                settings.level = level
            else:
                _say(
                    "MINESWEEPER_LEVEL %r is not one of %s" % (level, ", ".join(levels))
                )
        scheme = getenv("MINESWEEPER_SCHEME")
        if scheme is not None:
            scheme = str(scheme).strip().lower()
            if scheme in SCHEMES:
                settings.scheme = scheme
            else:
                _say("MINESWEEPER_SCHEME %r is not modern or classic" % scheme)
        hold = _number(getenv, "MINESWEEPER_HOLD_MS")
        if hold is not None:
            if 150 <= hold <= 3000:
                settings.hold_ms = hold
            else:
                _say("MINESWEEPER_HOLD_MS %d is outside 150-3000" % hold)
        sound = _number(getenv, "MINESWEEPER_SOUND")
        if sound is not None:
            settings.sound = sound != 0
        click = _number(getenv, "MINESWEEPER_CLICK")
        if click is not None:
            settings.click = click != 0
        no_guess = _number(getenv, "MINESWEEPER_NO_GUESS")
        if no_guess is not None:
            settings.no_guess = no_guess != 0
        game = _number(getenv, "MINESWEEPER_GAME")
        if game is not None:
            if 0 <= game < 1 << 32:
                settings.game = game
            else:
                _say("MINESWEEPER_GAME %d is outside 0-4294967295" % game)
        cal = getenv("MINESWEEPER_TOUCH_CAL")
        if cal is not None:
            try:
                values = [int(v) for v in str(cal).split(",")]
                if len(values) != 4 or values[0] >= values[1] or values[2] >= values[3]:
                    raise ValueError
                settings.calibration = ((values[0], values[1]), (values[2], values[3]))
            except ValueError:
                _say("MINESWEEPER_TOUCH_CAL %r is not x_min,x_max,y_min,y_max" % (cal,))
        return settings


def _number(getenv, key):
    value = getenv(key)
    if value is None:
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        _say("%s %r is not a whole number" % (key, value))
        return None
