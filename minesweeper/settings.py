# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Settings from ``settings.toml``, read through ``os.getenv``.

CircuitPython reads ``settings.toml`` at the root of CIRCUITPY into
``os.getenv``; the desktop reads environment variables the same way. Every
key is optional; a bad value prints one line and the default stands.

:data:`KEYS` is the one list of keys: for each its attribute on
:class:`Settings`, its name, its parser, its default and the limits the
parser checks. The README's settings table shows the same list (a test holds
the two together).

The two CircuitPython versions read the file differently. CircuitPython 9's
``os.getenv`` returns a double-quoted value as a string and a bare integer as
an int, and raises (a ``ValueError``) for anything else: an unquoted word,
``true``/``false``, a list, a string missing its closing quote.
CircuitPython 10's returns the text after the ``=`` as a string and never
raises. So each key is read on its own, an error reading one costs only
that key, and the parsers take strings and ints alike.

Level, scheme, sound, click and no-guess are also chosen in the menu and
saved on the board: :meth:`Settings.weigh` settles which wins. Hardware-free.
"""

from minesweeper.rules.levels import PRESETS, SCHEMES
from minesweeper.rules.rng import SEED_LIMIT

# Raw readings at the screen edges, as the PyPortal Learn guides use.
DEFAULT_CALIBRATION = ((5200, 59000), (5800, 57000))
_RAW_MAX = 65535  # the touchscreen's raw readings are 16-bit


def _word(value, choices):
    word = str(value).strip().lower()
    if word not in choices:
        raise ValueError("is not one of " + ", ".join(choices))
    return word


def _whole(value, limits):
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise ValueError("is not a whole number") from None
    if not limits[0] <= number <= limits[1]:
        raise ValueError("is outside %d-%d" % limits)
    return number


def _switch(value, limits):
    word = str(value).strip().lower()
    if word in ("1", "true"):
        return True
    if word in ("0", "false"):
        return False
    raise ValueError("is not 0 or 1")


def _calibration(value, limits):
    text = str(value).strip().strip("[]()")
    try:
        v = [int(part) for part in text.split(",")]
    except ValueError:
        v = []
    if (
        len(v) != 4
        or not limits[0] <= v[0] < v[1] <= limits[1]
        or not limits[0] <= v[2] < v[3] <= limits[1]
    ):
        raise ValueError("is not x_min,x_max,y_min,y_max")
    return ((v[0], v[1]), (v[2], v[3]))


def _code(value, limits):
    from minesweeper.codes.read import decode
    from minesweeper.compat import forget_under

    try:
        return decode(str(value))
    except ValueError as err:
        raise ValueError("is not a board code: %s" % err) from None
    finally:
        forget_under("minesweeper.codes")  # loaded only while read
        forget_under("minesweeper.rules.code")


# (attribute, key, parser, default, limits): one entry per key.
KEYS = (
    ("level", "MINESWEEPER_LEVEL", _word, "beginner", PRESETS),
    ("scheme", "MINESWEEPER_SCHEME", _word, "modern", SCHEMES),
    ("hold_ms", "MINESWEEPER_HOLD_MS", _whole, 400, (150, 3000)),
    ("sound", "MINESWEEPER_SOUND", _switch, True, None),
    ("click", "MINESWEEPER_CLICK", _switch, True, None),
    ("no_guess", "MINESWEEPER_NO_GUESS", _switch, True, None),
    ("code", "MINESWEEPER_CODE", _code, None, None),
    ("game", "MINESWEEPER_GAME", _whole, None, (0, SEED_LIMIT - 1)),
    (
        "calibration",
        "MINESWEEPER_TOUCH_CAL",
        _calibration,
        DEFAULT_CALIBRATION,
        (0, _RAW_MAX),
    ),
)


class Settings:
    """The game's settings; ``Settings.read(os.getenv)`` builds them, and
    ``Settings()`` holds the defaults."""

    # The attributes KEYS sets, for type checkers (ignored at run time).
    level: str
    scheme: str
    hold_ms: int
    sound: bool
    click: bool
    no_guess: bool
    code: tuple  # None: no board code; else App.board's (cols, rows, mines, ...)
    game: int  # None: a fresh game number
    calibration: tuple
    given: list

    def __init__(self):
        for attribute, _, _, default, _ in KEYS:
            setattr(self, attribute, default)
        self.given = []  # the attributes read from getenv (not defaults)

    @classmethod
    def read(cls, getenv, where=None):
        """The settings ``getenv`` gives (``os.getenv``, or a dict's ``get``).

        A key whose reading raises, or whose value its parser refuses,
        prints one line and keeps its default; the other keys still count.
        The line names where the value came from: ``where(key)`` (the
        desktop's command-line option), by default settings.toml's key."""
        settings = cls()
        for attribute, key, parse, _, limits in KEYS:
            try:
                value = getenv(key)
            except Exception as err:  # CircuitPython 9, on a value it can't parse
                print(
                    "settings.toml: can't read %s (%s): put its value in double quotes"
                    % (key, err)
                )
                continue
            if value is None:
                continue
            try:
                setattr(settings, attribute, parse(value, limits))
            except ValueError as err:
                name = "settings.toml: " + key if where is None else where(key)
                print("%s %r %s" % (name, value, err))
            else:
                settings.given.append(attribute)
        return settings

    def resumed(self):
        """A saved game came back at power-up, and is not given up for a
        board code: one line says so, where there is one (here, in the
        module the app lets go after its start, not in the app's)."""
        if self.code is not None:
            print("MINESWEEPER_CODE not played: a saved game came back")

    def weigh(self, choices, this_run):
        """Settle where these settings and the menu's saved ``choices``
        (an object with some of the same attributes) differ, on the keys
        the settings give. Settings given for this run (the desktop's
        environment variables) win, and the saved choices stay saved;
        settings.toml's are first-boot defaults, so the saved choices win
        and one line says where. A game number (read for this version only)
        is noted here, once a start, with where it came from (the check of
        the desktop's options reads the settings before the game does)."""
        if "game" in self.given:
            name = "environment variable " if this_run else "settings.toml: "
            print(name + "MINESWEEPER_GAME goes: use MINESWEEPER_CODE, a board code")
        fresh = type(choices)(self)
        differ = []
        for attribute, key, _, _, _ in KEYS:
            if attribute in self.given and hasattr(fresh, attribute):
                if getattr(fresh, attribute) != getattr(choices, attribute):
                    differ.append(key)
                    if this_run:
                        setattr(choices, attribute, getattr(fresh, attribute))
        if differ and not this_run:
            print(
                "settings.toml: the choices saved in the menu win over %s"
                % ", ".join(differ)
            )
