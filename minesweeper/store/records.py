# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Best times, menu choices and the game in progress, kept in ``nvm``.

``Records(nvm, offset=0)`` takes any object with ``len()``, ``nvm[a:b]``
and slice assignment (``microcontroller.nvm`` on the board). Changes are
made in RAM (:meth:`Records.finish`, :meth:`Records.keep_game`) and
stored together by :meth:`Records.store`, one slice assignment that writes
everything, and none when nvm already holds it; :meth:`Records.save_prefs`
stores at once. When to store is the app's business
(:mod:`minesweeper.saved`). Reading never writes. Levels are keyed by
level and board, ``"beginner:9x6/7"`` or ``"custom:12x8/15"``
(:func:`minesweeper.rules.levels.level_key`), so one level played on two
screens keeps two records; a preset's bare name is a record kept before
keys had sizes, which :meth:`Records.adopt` gives this board's size.
Times are whole milliseconds
(``int``: a board's floats have 30 bits, too few for a time to the
millisecond).

Layout: 1024 bytes from ``offset``, two alternating slots of 512 bytes
(:mod:`minesweeper.store.slots`, which says what a power cut leaves) each
holding everything; the payload is described in comments below. With no
room in nvm everything is kept in RAM, with one console line.
Hardware-free.
"""

from minesweeper.compat import const
from minesweeper.rules.levels import CUSTOM, PRESETS, level_key
from minesweeper.store.slots import Slots, get, put

# Payload: a byte k (levels), a byte p (preference bytes), the p bytes of
# preferences ("key=value" joined by ","), then k entries of 16 bytes, the
# most recently finished last, then the saved game to the end (the app's
# bytes, minesweeper.store.snapshot; none: no game in progress). An entry:
#   0 width                    1 height
#   2 mines u16: bits 0-11 the mines, 12-15 the level (0 custom, 1-4 a
#     preset, PRESETS order)   4 played u16   6 won u16   8 streak u16
#   10 best ms u32 (FFFFFFFF: none)           14 the best game's 3BV u16
# Width 0 is a preset kept without its size (height: its number, mines 0),
# as versions before sized keys wrote every preset.
#
# Kept per level: games played, games won, the current win streak (0 after a
# loss) and the fastest win with its 3BV. A win with hinted=True counts and
# continues the streak but never sets a best time. Counts stop at 65535,
# times are kept to the millisecond up to 2**30 ms. Room for 8 levels: when
# full, a new one pushes out the custom size finished longest ago (or, with
# none, the level finished longest ago: the presets of a board always stay,
# as a board has only four).
#
# Preferences: short ASCII keys to whole numbers or short strings, at most
# 80 bytes encoded; no "," or "=" inside; True/False come back as 1/0 and a
# string of digits as a number. What the keys mean is the app's business.
#
# Damage: a slot counts only with its mark, version, end, length and
# CRC-32, so damaged bytes never raise and never give back what was not
# written (short of a CRC collision, one in four billion); a good slot
# whose payload does not parse gives way to the other. When nothing
# readable is left there is one console line and the records start afresh.

SPAN = const(1024)  # nvm bytes the layout takes from its offset: two slots
GAME_ROOM = const(277)  # the longest saved game: 30x20 with 33 extra bytes
# (2 + PREFS_ROOM + 16 * LEVELS_KEPT + GAME_ROOM = 487 bytes fit slots.ROOM)
PREFS_ROOM = const(80)  # the longest preferences, encoded
LEVELS_KEPT = const(8)

_ENTRY = const(16)
_MAX_COUNT = const(0xFFFF)
_MAX_MS = const(0x3FFFFFFF)
# An entry in RAM: a list of six, read and written by these names only.
_KEY = const(0)  # the level's key
_PLAYED = const(1)
_WON = const(2)
_STREAK = const(3)
_MS = const(4)  # the best time, or None before a win without hints
_BBBV = const(5)  # ... and its 3BV
_MINE_BITS = const(0x0FFF)  # of the stored mines field; the level above
_NO_TIME = b"\xff\xff\xff\xff"


def _say(message):
    print("records: " + message)


def _level_code(level):
    """``(width, height, mines field)`` as stored for a level key; ValueError
    if the key is neither a well-formed ``"LEVEL:WxH/M"`` nor a preset's
    bare name."""
    if level in PRESETS:
        return 0, PRESETS.index(level) + 1, 0
    if isinstance(level, str) and ":" in level:
        name, size = level.split(":", 1)
        parts = size.replace("x", "/").split("/")
        if (name in PRESETS or name == CUSTOM) and len(parts) == 3:
            if all(part.isdigit() for part in parts):
                w, h, m = int(parts[0]), int(parts[1]), int(parts[2])
                if 1 <= w <= 255 and 1 <= h <= 255 and m < w * h and m <= _MINE_BITS:
                    if level == level_key(name, w, h, m):  # one spelling a size
                        number = PRESETS.index(name) + 1 if name in PRESETS else 0
                        return w, h, m | number << 12
    raise ValueError(
        "unknown level %r: use LEVEL:WxH/M, LEVEL one of %s, %s"
        % (level, ", ".join(PRESETS), CUSTOM)
    )


def _level_key(width, height, mines):
    """The level key of a stored code, or None if it is not a valid one."""
    if width == 0:
        if mines == 0 and 1 <= height <= len(PRESETS):
            return PRESETS[height - 1]
        return None
    number = mines >> 12
    mines &= _MINE_BITS
    if height and mines < width * height and number <= len(PRESETS):
        level = PRESETS[number - 1] if number else CUSTOM
        return level_key(level, width, height, mines)
    return None


def _level(key):
    """The level a key names: a preset's, or "custom"."""
    return key.split(":")[0]


def _encode_prefs(prefs):
    for key in prefs:
        if not isinstance(key, str) or not _plain(key) or not key:
            raise ValueError("preference key %r is not plain text" % (key,))
    parts = []
    for key in sorted(prefs):
        value = prefs[key]
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, int):
            value = str(value)
        if not isinstance(value, str) or not _plain(value):
            raise ValueError(
                "preference %s=%r is not a number or plain text" % (key, value)
            )
        parts.append(key + "=" + value)
    data = ",".join(parts).encode()
    if len(data) > PREFS_ROOM:
        raise ValueError(
            "preferences take %d bytes; room for %d" % (len(data), PREFS_ROOM)
        )
    return data


def _plain(text):
    for char in text:
        if not " " <= char <= "~" or char == "," or char == "=":
            return False
    return True


def _number(text):
    digits = text[1:] if text[:1] == "-" else text
    return int(text) if digits.isdigit() else text


def _decode_prefs(data):
    """The dict a stored preferences blob holds; None if it is not one."""
    prefs = {}  # type: dict
    if not data:
        return prefs
    for byte in data:
        if not 0x20 <= byte <= 0x7E:
            return None
    for part in bytes(data).decode().split(","):
        pair = part.split("=")
        if len(pair) != 2 or not pair[0]:
            return None
        prefs[pair[0]] = _number(pair[1])
    return prefs


class Records:
    """Records per level, preferences and the saved game; see above."""

    def __init__(self, nvm, offset=0):
        self.persistent = True
        reason = None
        if nvm is None:
            reason = "this board has none"
        else:
            try:
                length = len(nvm)
            except TypeError:
                length = 0
            if length < offset + SPAN:
                reason = "it has %d bytes; records take %d from offset %d" % (
                    length,
                    SPAN,
                    offset,
                )
        if reason:
            print("no room for records in nvm: %s; kept until power off" % reason)
            nvm = bytearray(SPAN)
            offset = 0
            self.persistent = False
        self._entries = []  # type: list  # entries: [_KEY, ... _BBBV]
        self._prefs = b""
        self._game = b""  # the saved game's bytes (b"": none)
        self._daily = b""  # the daily board's records: in RAM only (below)
        self._stored = b"\x00\x00"  # the payload nvm holds: at first, nothing
        self.dirty = False  # something changed since nvm got it
        self.writes = 0  # writes made (on a SAMD51, each an erase of the block)
        self._slots = Slots(nvm, offset)
        self._slots.read(self._take)

    # -- reading -------------------------------------------------------------

    def _entry(self, level):
        _level_code(level)  # a bad key raises, even one never recorded
        for entry in self._entries:
            if entry[_KEY] == level:
                return entry
        return None

    def played(self, level):
        """Games of this level finished, won or lost."""
        entry = self._entry(level)
        return entry[_PLAYED] if entry else 0

    def won(self, level):
        """Games of this level won."""
        entry = self._entry(level)
        return entry[_WON] if entry else 0

    def streak(self, level):
        """Wins in a row at this level, up to the last finished game."""
        entry = self._entry(level)
        return entry[_STREAK] if entry else 0

    def best(self, level):
        """``(ms, bbbv)`` of the fastest win, whole milliseconds; None before
        a win without hints."""
        entry = self._entry(level)
        if entry is None or entry[_MS] is None:
            return None
        return entry[_MS], entry[_BBBV]

    def rate(self, level):
        """The best game's 3BV per second in hundredths (``int``), or None."""
        entry = self._entry(level)
        if entry is None or entry[_MS] is None:
            return None
        return entry[_BBBV] * 100000 // max(1, entry[_MS])

    def levels(self):
        """The levels with records: presets in menu order, then custom sizes,
        the most recently finished first."""
        keys = [e[_KEY] for e in self._entries]
        out = []
        for level in PRESETS:
            out += [key for key in keys if _level(key) == level]
        for key in reversed(keys):
            if _level(key) == CUSTOM:
                out.append(key)
        return out

    def adopt(self, keys):
        """Give the presets kept without a size (by versions before sized
        keys) this board's sizes, ``keys`` (this screen's preset keys, in
        PRESETS order): a board's saved records stay its own, stored so
        with the next write."""
        for entry in self._entries:
            if entry[_KEY] in PRESETS:
                key = keys[PRESETS.index(entry[_KEY])]
                if not _has(self._entries, key):
                    entry[_KEY] = key
                    self.dirty = True

    @property
    def prefs(self):
        """The saved preferences, as a new dict (empty at first)."""
        return _decode_prefs(self._prefs) or {}

    def load_game(self):
        """The saved game's bytes, or None."""
        return self._game or None

    # -- changing (in RAM until stored) ---------------------------------------

    def finish(self, level, won, ms, bbbv, hinted=False):
        """Count one ended game of ``ms`` milliseconds; True when it set a new
        best time. In RAM until :meth:`store`."""
        _level_code(level)
        if not isinstance(ms, int) or ms < 0:
            raise ValueError("time must be whole milliseconds, 0 or more: %r" % (ms,))
        if bbbv is None:
            bbbv = 0
        elif not isinstance(bbbv, int) or bbbv < 0:
            raise ValueError("3BV must be a whole number of 0 or more: %r" % (bbbv,))
        entry = self._entry(level)
        if entry is None:
            entry = [level, 0, 0, 0, None, 0]
            if len(self._entries) >= LEVELS_KEPT:
                gone = self._entries[0]  # finished longest ago
                for old in self._entries:
                    if _level(old[_KEY]) == CUSTOM:
                        gone = old
                        break
                self._entries.remove(gone)
        else:
            self._entries.remove(entry)
        self._entries.append(entry)  # the most recent last
        self.dirty = True
        entry[_PLAYED] = min(entry[_PLAYED] + 1, _MAX_COUNT)
        if not won:
            entry[_STREAK] = 0
            return False
        entry[_WON] = min(entry[_WON] + 1, _MAX_COUNT)
        entry[_STREAK] = min(entry[_STREAK] + 1, _MAX_COUNT)
        ms = min(ms, _MAX_MS)
        if hinted or (entry[_MS] is not None and ms >= entry[_MS]):
            return False
        entry[_MS] = ms
        entry[_BBBV] = min(bbbv, _MAX_COUNT)
        return True

    def daily_data(self):
        """The daily board's records (:mod:`minesweeper.daily`'s bytes, b""
        for none). This layout has no room for them in nvm: they are kept
        until power-off."""
        return self._daily

    def keep_daily(self, data):
        self._daily = bytes(data)

    def keep_game(self, data):
        """The game in progress to store (bytes, at most ``GAME_ROOM``; b"":
        none). False, with one console line, if it is too long."""
        if len(data) > GAME_ROOM:
            _say("saved game is %d bytes; room for %d" % (len(data), GAME_ROOM))
            return False
        if data != self._game:
            self._game = bytes(data)
            self.dirty = True
        return True

    def store(self, also=None):
        """Write everything in one slice assignment if nvm does not hold it
        already; True if written. Afterwards ``dirty`` is False unless nvm
        refused (one console line). ``also``, ``(offset, data)`` past the
        records' span (a replay, :mod:`minesweeper.store.replays`), goes
        in the same assignment: from the slot to ``offset + len(data)``,
        the bytes between read back from nvm, so the records' pages are
        programmed first."""
        payload = self._encode()
        if payload == self._stored and also is None:
            self.dirty = False
            return False
        if not self._slots.write(payload, also):
            return False
        self.writes += 1
        self._stored = payload
        self.dirty = False
        return True

    def region(self):
        """``(nvm, start, end)``: the nvm past the records' span, where
        replays go (nothing where the records are kept in RAM)."""
        nvm = self._slots._nvm
        start = self._slots._start + SPAN
        return nvm, start, max(start, len(nvm))

    def save_prefs(self, prefs):
        """Store a dict of preferences in place of the old, with everything
        else (one write); True if written (False when unchanged). ValueError
        if they do not encode."""
        data = _encode_prefs(prefs)
        if data == self._prefs:
            return False
        self._prefs = data
        self.dirty = True
        return self.store()

    def save_game(self, data):
        """:meth:`keep_game` and :meth:`store`: True if written."""
        return self.keep_game(data) and self.store()

    def clear_game(self):
        """Forget the saved game and store; True if that took a write."""
        return self.save_game(b"")

    # -- the stored form -----------------------------------------------------

    def _encode(self):
        prefs = self._prefs
        p = len(prefs)
        at = 2 + p
        out = bytearray(at + _ENTRY * len(self._entries))
        out[0] = len(self._entries)
        out[1] = p
        out[2:at] = prefs
        for key, played, won, streak, ms, bbbv in self._entries:
            w, h, m = _level_code(key)
            out[at] = w
            out[at + 1] = h
            put(out, at + 2, m, 2)
            put(out, at + 4, played, 2)
            put(out, at + 6, won, 2)
            put(out, at + 8, streak, 2)
            if ms is None:
                out[at + 10 : at + 14] = _NO_TIME
            else:
                put(out, at + 10, ms, 4)
            put(out, at + 14, bbbv, 2)
            at += _ENTRY
        return bytes(out) + self._game

    def _take(self, data):
        """Take everything from a checked payload; False (nothing taken) if
        it is not one this version writes. Entries that make no sense are
        dropped."""
        if len(data) < 2:
            return False
        k = data[0]
        p = data[1]
        at = 2 + p
        end = at + _ENTRY * k
        if k > LEVELS_KEPT or p > PREFS_ROOM or not end <= len(data) <= end + GAME_ROOM:
            return False
        entries = []  # type: list
        for _ in range(k):
            key = _level_key(data[at], data[at + 1], get(data, at + 2, 2))
            played = get(data, at + 4, 2)
            won = get(data, at + 6, 2)
            streak = get(data, at + 8, 2)
            ms = None if data[at + 10 : at + 14] == _NO_TIME else get(data, at + 10, 4)
            bbbv = get(data, at + 14, 2)
            at += _ENTRY
            if key is None or won > played or streak > won:
                continue
            if (ms is not None and ms > _MAX_MS) or _has(entries, key):
                continue
            entries.append([key, played, won, streak, ms, bbbv])
        prefs = data[2 : 2 + p]
        self._prefs = prefs if _decode_prefs(prefs) is not None else b""
        self._entries = entries
        self._game = data[end:]
        self._stored = data
        return True


def _has(entries, key):
    for entry in entries:
        if entry[_KEY] == key:
            return True
    return False
