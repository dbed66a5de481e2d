# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Stand-ins for ``os.getenv`` over a settings.toml as CircuitPython 9 and
10 read it, for the settings tests (both lanes); checked against the
firmware's behaviour in test_getenv_standins.py."""

# One of every common mistake, and two good lines among them.
MISTAKES = """# settings.toml
MINESWEEPER_LEVEL = expert
MINESWEEPER_SCHEME = "classic"   # a comment
MINESWEEPER_SOUND = false
MINESWEEPER_CLICK = true
MINESWEEPER_HOLD_MS = 600
MINESWEEPER_TOUCH_CAL = [5000, 60000, 6000, 58000]
CIRCUITPY_WEB_API_PASSWORD = "unclosed
"""


def _lines(text):
    """(key, right-hand side) for each ``key = value`` line."""
    out = {}
    for line in text.split("\n"):
        if "=" in line and not line.lstrip().startswith("#"):
            key, rest = line.split("=", 1)
            out[key.strip()] = rest.strip()
    return out


def cp9_getenv(text):
    """``os.getenv`` as CircuitPython 9 has it over a settings.toml of
    ``text``: a double-quoted value gives a string, a bare integer an int, and
    anything else raises ValueError with CircuitPython's message."""
    lines = _lines(text)

    def getenv(key, default=None):
        if key not in lines:
            return default
        rest = lines[key]
        if rest.startswith('"'):
            end = rest.find('"', 1)
            if end < 0:
                raise ValueError("Invalid byte '\\n'")
            tail = rest[end + 1 :].strip()
            if tail and not tail.startswith("#"):
                raise ValueError("Invalid byte %r" % tail[0])
            return rest[1:end]
        bare = rest.split("#", 1)[0].strip()
        digits = bare[1:] if bare[:1] in "+-" else bare
        if not digits or not ("0" <= digits[0] <= "9") or not digits.isdigit():
            raise ValueError("invalid syntax for integer with base 10: %r" % bare)
        return int(bare)

    return getenv


def cp10_getenv(text):
    """``os.getenv`` as CircuitPython 10 has it: always a string (a quoted
    value without its quotes, any other the text after the ``=``), never an
    error."""
    lines = _lines(text)

    def getenv(key, default=None):
        if key not in lines:
            return default
        rest = lines[key]
        if rest.startswith('"') and rest.find('"', 1) > 0:
            return rest[1 : rest.find('"', 1)]
        return rest.split("#", 1)[0].strip()

    return getenv
