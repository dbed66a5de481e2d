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

Layout: 2048 bytes from ``offset``, two alternating slots of 1024 bytes
(:mod:`minesweeper.store.slots`, which says what a power cut leaves) each
holding everything; the payload is described in comments below. With no
room in nvm everything is kept in RAM, with one console line.
Hardware-free.
"""

from minesweeper.compat import const, forget_under
from minesweeper.rules.levels import CUSTOM, PRESETS, level_key, parse_key
from minesweeper.store.slots import Slots, get, put

# Payload: a byte k (levels), a byte p (preference bytes), a byte d (daily
# bytes), the p bytes of preferences ("key=value" joined by ","), the d
# bytes of the daily board's records (minesweeper.daily's), then k entries
# of 36 bytes, the most recently finished last, then the saved games to the
# end (the app's bytes: minesweeper.saved's, one snapshot after another, a
# screen's each, as the desktop's two screens share nvm; none: no game in
# progress). An entry (38 bytes; 36 in version 4, without its forced losses;
# 34 in version 3, without its first cell either):
#   0 width                    1 height
#   2 mines u16: bits 0-11 the mines, 12-15 the level (0 custom, 1-4 a
#     preset, PRESETS order)   4 played u16   6 won u16   8 streak u16
#   10 best streak u16         12 best ms u32 (FFFFFFFF: none)
#   16 the best game's 3BV u16 18 its clicks u16 (0: not known)
#   20 its board u32: the game number, bit 30 no-guess (FFFFFFFF: not known)
#   24 best 3BV/s u16, hundredths   26 best efficiency u16, percent (0: none)
#   28 ms of the timed wins u32     32 timed wins u16 (the average's)
#   34 the best game's first cell u16: on a random board, the cell its
#     mines were laid around (FFFF: none, a no-guess board's; or not known)
#   36 forced losses u16: lost games where no cell was provably safe at the
#     fatal action (minesweeper.odds.verdict; 0 in records of version 4)
# Width 0 is a preset kept without its size (height: its number, mines 0),
# as versions before sized keys wrote every preset. Version 2 (slots of
# 512 bytes), version 3 and version 4 are read and carried over
# (minesweeper.store.upgrade).
#
# Kept per level: games played, games won, the current win streak (0 after a
# loss) and the best, the fastest win with its 3BV, clicks and board, the
# best 3BV/s and efficiency (of any win: not always the fastest's), and the
# time of all wins for their average. A win with hinted=True counts, continues
# the streak and goes into the average but never sets a best. Counts stop at
# 65535, times are kept to the millisecond up to 2**30 ms. Room for 8 levels:
# when full, a new one pushes out the custom size finished longest ago (or,
# with none, the level finished longest ago: the presets of a board always
# stay, as a board has only four).
#
# Preferences: short ASCII keys to whole numbers or short strings, at most
# 128 bytes encoded; no "," or "=" inside; True/False come back as 1/0 and a
# string of digits as a number. What the keys mean is the app's business.
#
# Damage: a slot counts only with its mark, version, end, length and
# CRC-32, so damaged bytes never raise and never give back what was not
# written (short of a CRC collision, one in four billion); a good slot
# whose payload does not parse gives way to the other. When nothing
# readable is left there is one console line and the records start afresh.

SPAN = const(2048)  # nvm bytes the layout takes from its offset: two slots
GAME_ROOM = const(279)  # the longest saved game: 30x20 with 33 extra bytes
GAMES_ROOM = const(527)  # the saved games: this screen's and another's
# (3 + PREFS_ROOM + DAILY_ROOM + 38 * LEVELS_KEPT + GAMES_ROOM = 1,010 bytes,
# slots.ROOM)
PREFS_ROOM = const(128)  # the longest preferences, encoded (89 with cal)
DAILY_ROOM = const(48)  # the daily board's records (45 bytes; 64 in version 4)
LEVELS_KEPT = const(8)

_ENTRY = const(38)
# An entry's fields, by their offsets (docs/formats.md, "Records"):
_COLS = const(0)  # the level's code (_level_code): its width (0: a bare preset)
_ROWS = const(1)  # ... its height (a bare preset's: its number)
_MINE_FIELD = const(2)  # ... its mines field u16, the level's number in bits 12-15
_MAX_COUNT = const(0xFFFF)
_MAX_MS = const(0x3FFFFFFF)
_MAX_SUM = const(0x3FFFFFFF)  # (a small int on a board) the wins' ms stop here
# An entry in RAM: its stored bytes, read and written at these offsets.
_PLAYED = const(4)
_WON = const(6)
_STREAK = const(8)
_TOP = const(10)  # the best streak
_MS = const(12)  # the best time
_BBBV = const(16)  # ... its 3BV
_CLICKS = const(18)
_BOARD = const(20)
_RATE = const(24)
_EFF = const(26)
_SUM = const(28)
_TIMED = const(32)
_FIRST = const(34)  # the best game's first cell
_FORCED = const(36)  # forced losses
_MINE_BITS = const(0x0FFF)  # of the stored mines field; the level above
_NONE = b"\xff\xff\xff\xff"  # a best time or board not known


def _say(message):
    print("records: " + message)


def _level_code(level):
    """``(width, height, mines field)`` as stored for a level key; ValueError
    if the key is neither a well-formed ``"LEVEL:WxH/M"`` nor a preset's
    bare name."""
    if level in PRESETS:
        return 0, PRESETS.index(level) + 1, 0
    try:
        name, w, h, m = parse_key(level)
    except (AttributeError, ValueError):  # (not text, or no size in numbers)
        name, w, h, m = None, 0, 0, 0
    if (name in PRESETS or name == CUSTOM) and 1 <= w <= 255 and 1 <= h <= 255:
        if 0 <= m < w * h and m <= _MINE_BITS and level == level_key(name, w, h, m):
            number = PRESETS.index(name) + 1 if name in PRESETS else 0
            return w, h, m | number << 12  # (one spelling a size: level_key's)
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
    level, _, _, _ = parse_key(key)
    return level


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
    """Records per level, preferences, the daily board's and the saved game;
    see above."""

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
        self._entries = []  # type: list  # entries: their stored bytes
        self._prefs = b""
        self._daily = b""
        self._game = b""  # the saved game's bytes (b"": none)
        self._stored = b"\x00\x00\x00"  # the payload nvm holds: at first, nothing
        self.dirty = False  # something changed since nvm got it
        self.writes = 0  # writes made (on a SAMD51, each an erase of the block)
        self._slots = Slots(nvm, offset)
        from minesweeper.store import reading  # (power-up only: let go after)

        try:
            _, line = reading.read(self._slots, self._take, self._take_old)
        finally:
            forget_under("minesweeper.store.reading")
        if line == "lost":
            print("records lost: the power went off during a write")
        elif line:
            _say(line)

    # -- reading -------------------------------------------------------------

    def _entry(self, w, h, m):
        """The entry of a level's code (:func:`_level_code`), or None."""
        for entry in self._entries:
            if (
                entry[_COLS] == w
                and entry[_ROWS] == h
                and get(entry, _MINE_FIELD, 2) == m
            ):
                return entry
        return None

    def figures(self, level):
        """A level's statistics (a new dict; README, "Statistics"): the
        counts ``played``, ``won``, ``streak`` and ``best_streak``; ``best``,
        ``(ms, 3BV)`` of the fastest win (None before a win without hints)
        and ``board``, its ``(cols, rows, mines, no_guess, seed, first)``
        as its code names it (None where not kept: a random board needs
        its first cell); ``rate``, the best 3BV/s in hundredths, and
        ``efficiency``, the best 3BV per click in percent (None before
        one); ``average``, the wins' average time (None before one);
        ``forced``, the losses to a forced guess (:meth:`forced`).
        ValueError for a key that is not a level's, as everywhere here."""
        w, h, m = _level_code(level)  # a bad key raises, even one never recorded
        entry = self._entry(w, h, m) or _new_entry(w, h, m)
        best = board = None
        if entry[_MS + 3] != 0xFF:
            best = get(entry, _MS, 4), get(entry, _BBBV, 2)
            top = entry[_BOARD + 3]
            if top != 0xFF:
                seed = get(entry, _BOARD, 3) | (top & 0x3F) << 24
                first = get(entry, _FIRST, 2)
                ng = first == 0xFFFF  # (else a random board, around that cell)
                if first < w * h or ng and top >> 6 == 1:
                    board = w, h, m & _MINE_BITS, ng, seed, -1 if ng else first
        timed = get(entry, _TIMED, 2)
        return {
            "played": get(entry, _PLAYED, 2),
            "won": get(entry, _WON, 2),
            "streak": get(entry, _STREAK, 2),
            "best_streak": get(entry, _TOP, 2),
            "best": best,
            "board": board,
            "rate": get(entry, _RATE, 2) or None,
            "efficiency": get(entry, _EFF, 2) or None,
            "average": get(entry, _SUM, 4) // timed if timed else None,
            "forced": get(entry, _FORCED, 2),
        }

    def levels(self):
        """The levels with records: presets in menu order, then custom sizes,
        the most recently finished first."""
        keys = [
            _level_key(e[_COLS], e[_ROWS], get(e, _MINE_FIELD, 2))
            for e in self._entries
        ]
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
            if entry[_COLS] == 0:
                key = keys[entry[_ROWS] - 1]
                w, h, m = _level_code(key)
                if self._entry(w, h, m) is None:
                    entry[_COLS] = w
                    entry[_ROWS] = h
                    put(entry, _MINE_FIELD, m, 2)
                    self.dirty = True

    @property
    def prefs(self):
        """The saved preferences, as a new dict (empty at first)."""
        return _decode_prefs(self._prefs) or {}

    def load_game(self):
        """The saved game's bytes, or None."""
        return self._game or None

    def daily_data(self):
        """The daily board's records (bytes; b"" at first)."""
        return self._daily

    # -- changing (in RAM until stored) ---------------------------------------

    def finish(self, level, won, ms, bbbv, hinted=False, clicks=0, board=None):
        """Count one ended game of ``ms`` milliseconds, ``bbbv`` the board's
        3BV and ``clicks`` the player's (0: not counted), on ``board``
        (:meth:`minesweeper.app.App.board`; None: not known); True when it
        set a new best time. In RAM until :meth:`store`."""
        w, h, m = _level_code(level)
        if not isinstance(ms, int) or ms < 0:
            raise ValueError("time must be whole milliseconds, 0 or more: %r" % (ms,))
        if bbbv is None:
            bbbv = 0
        elif not isinstance(bbbv, int) or bbbv < 0:
            raise ValueError("3BV must be a whole number of 0 or more: %r" % (bbbv,))
        entry = self._entry(w, h, m)
        if entry is None:
            entry = _new_entry(w, h, m)
            if len(self._entries) >= LEVELS_KEPT:
                gone = self._entries[0]  # finished longest ago
                for old in self._entries:
                    if old[_COLS] and not old[_MINE_FIELD + 1] >> 4:  # a custom size
                        gone = old
                        break
                self._entries.remove(gone)
        else:
            self._entries.remove(entry)
        self._entries.append(entry)  # the most recent last
        self.dirty = True
        _add(entry, _PLAYED, 1)
        if not won:
            put(entry, _STREAK, 0, 2)
            return False
        _add(entry, _WON, 1)
        _add(entry, _STREAK, 1)
        if get(entry, _STREAK, 2) > get(entry, _TOP, 2):
            entry[_TOP : _TOP + 2] = entry[_STREAK : _STREAK + 2]
        ms = min(ms, _MAX_MS)
        total = get(entry, _SUM, 4) + ms
        if total <= _MAX_SUM and get(entry, _TIMED, 2) < _MAX_COUNT:
            put(entry, _SUM, total, 4)
            _add(entry, _TIMED, 1)
        if hinted:
            return False
        bbbv = min(bbbv, _MAX_COUNT)
        _most(entry, _RATE, bbbv * 100000 // max(1, ms))
        if clicks:
            _most(entry, _EFF, bbbv * 100 // clicks)
        if entry[_MS + 3] != 0xFF and ms >= get(entry, _MS, 4):
            return False
        put(entry, _MS, ms, 4)
        put(entry, _BBBV, bbbv, 2)
        put(entry, _CLICKS, min(clicks, _MAX_COUNT), 2)
        entry[_BOARD : _BOARD + 4] = _NONE
        first = -1  # (FFFF: none)
        if board is not None:  # as its code names it
            _, _, _, no_guess, seed, first = board
            put(entry, _BOARD, seed & 0x3FFFFFFF, 4)
            if no_guess:
                entry[_BOARD + 3] |= 0x40
        put(entry, _FIRST, first, 2)
        return True

    def forced(self, level):
        """Count a lost game of ``level`` (counted by :meth:`finish`) as
        lost to a forced guess (in RAM until :meth:`store`)."""
        entry = self._entry(*_level_code(level))
        if entry is not None:
            _add(entry, _FORCED, 1)
            self.dirty = True

    def reset(self, level):
        """Forget this level's statistics (in RAM until :meth:`store`)."""
        entry = self._entry(*_level_code(level))
        if entry is not None:
            self._entries.remove(entry)
            self.dirty = True

    def keep_daily(self, data):
        """The daily board's records to store (bytes, at most
        ``DAILY_ROOM``). False, with one console line, if too long."""
        return self._keep("_daily", data, DAILY_ROOM, "daily records are")

    def keep_game(self, data):
        """The games in progress to store (bytes, at most ``GAMES_ROOM``;
        b"": none). False, with one console line, if too long."""
        return self._keep("_game", data, GAMES_ROOM, "saved game is")

    def _keep(self, name, data, room, what):
        if len(data) > room:
            _say("%s %d bytes; room for %d" % (what, len(data), room))
            return False
        if data != getattr(self, name):
            setattr(self, name, bytes(data))
            self.dirty = True
        return True

    def store(self, also=None):
        """Write everything in one slice assignment if nvm does not hold it
        already; True if written. Afterwards ``dirty`` is False unless nvm
        refused (one console line). ``also``, ``(offset, data)`` past the
        records' span (a replay's entry, which the app hands over:
        :mod:`minesweeper.replay.keep`), goes
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
        nvm = self._slots.nvm
        start = self._slots.start + SPAN
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
        out = bytearray((len(self._entries), len(self._prefs), len(self._daily)))
        out += self._prefs
        out += self._daily
        for entry in self._entries:  # (bytearrays: MicroPython's bytes.join
            out += entry  # may refuse them)
        out += self._game
        return bytes(out)

    def _take_old(self, data, version):
        """A payload of version 2, 3 or 4, carried over (the next write
        stores it as version 5)."""
        from minesweeper.store.upgrade import payload5

        data = payload5(data, version)
        forget_under("minesweeper.store.upgrade")  # once, after the update
        if data is None or not self._take(data):
            return False
        self._stored = b""
        return True

    def _take(self, data):
        """Take everything from a checked payload; False (nothing taken) if
        it is not one this version writes. Entries that make no sense are
        dropped."""
        if len(data) < 3:
            return False
        k = data[0]
        p = data[1]
        d = data[2]
        at = 3 + p + d
        end = at + _ENTRY * k
        if (
            k > LEVELS_KEPT
            or p > PREFS_ROOM
            or d > DAILY_ROOM
            or not end <= len(data) <= end + GAMES_ROOM
        ):
            return False
        entries = []  # type: list
        for _ in range(k):
            entry = bytearray(data[at : at + _ENTRY])
            at += _ENTRY
            key = _level_key(entry[_COLS], entry[_ROWS], get(entry, _MINE_FIELD, 2))
            won = get(entry, _WON, 2)
            if (
                key is None
                or won > get(entry, _PLAYED, 2)
                or get(entry, _STREAK, 2) > get(entry, _TOP, 2)
                or get(entry, _TOP, 2) > won
                or get(entry, _TIMED, 2) > won
                or 0x3F < entry[_MS + 3] < 0xFF
            ):
                continue
            if key not in [
                _level_key(e[_COLS], e[_ROWS], get(e, _MINE_FIELD, 2)) for e in entries
            ]:
                entries.append(entry)
        prefs = data[3 : 3 + p]
        self._prefs = prefs if _decode_prefs(prefs) is not None else b""
        self._daily = data[3 + p : 3 + p + d]
        self._entries = entries
        self._game = data[end:]
        self._stored = data
        return True


def _new_entry(w, h, m):
    """A level's entry with nothing counted (no best time, no board)."""
    entry = bytearray(_ENTRY)
    entry[_COLS] = w
    entry[_ROWS] = h
    put(entry, _MINE_FIELD, m, 2)
    entry[_MS : _MS + 4] = entry[_BOARD : _BOARD + 4] = _NONE
    return entry  # (its first cell is written with a best board)


def _add(entry, at, n):
    """Add n to the count at ``at``, stopping at 65535."""
    put(entry, at, min(get(entry, at, 2) + n, _MAX_COUNT), 2)


def _most(entry, at, value):
    """Keep the larger of the u16 at ``at`` and ``value`` (stopping at 65535)."""
    if value > get(entry, at, 2):
        put(entry, at, min(value, _MAX_COUNT), 2)
