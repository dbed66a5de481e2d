# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The conversation with the ESP32 that gets the date, a step a pass.

Loaded by :class:`minesweeper.device.netdate.NetDate` when the date is
first wanted, and dropped when it ends. Needs ``adafruit_esp32spi`` (frozen
into PyPortal and Titano firmware), the lines its owner's ``link`` builds,
``gc`` and :mod:`minesweeper.compat`. Each :meth:`Fetch.step` sends at most
a few commands, and only once the ESP32's busy line says it is ready, so
that the library never waits: the ESP32 is reset (its reset line held low
for 10 ms, then 750 ms to boot), given the network's name and password, its
status polled until it has joined, and then its own clock (which it sets by
NTP once joined) until it has the time. Then the network objects go: the
ESP32 is disconnected and reset, its lines released, the modules dropped
(:func:`minesweeper.compat.forget_under`) and the heap collected. A failure
is one line, on the console and from the owner's ``why()``; the password is
never printed.
"""

import gc

from adafruit_esp32spi.adafruit_esp32spi import ESP_SPIcontrol

from minesweeper.compat import const, forget_under, ticks_diff

try:  # for type checkers only
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

_LOW_MS = const(10)  # the reset line held low
_BOOT_MS = const(750)  # the ESP32's boot, after its reset
_ANSWER_MS = const(5000)  # how long the ESP32 may stay busy
_POLL_MS = const(250)  # between two questions to the ESP32
_JOIN_MS = const(30000)  # to join the network
_TIME_MS = const(30000)  # to have the time, once joined
_NOT_FOUND = const(1)  # WL_NO_SSID_AVAIL
_JOINED = const(3)  # WL_CONNECTED
_REFUSED = const(4)  # WL_CONNECT_FAILED: the password, mostly
_EARLIEST = const(20089)  # 2025-01-01 (days from 1970): an earlier clock is unset
_IDLE = const(0)  # the NetDate's states: not asked, or worth asking again
_SETTLED = const(2)  # known, or failed for good
_FRESH = const(0)
_RESETTING = const(1)
_BOOTING = const(2)
_JOINING = const(3)
_TIMING = const(4)
NO_ANSWER = "The ESP32 Wi-Fi chip does not answer"
NO_SETTINGS = (
    "No Wi-Fi settings: add CIRCUITPY_WIFI_SSID and CIRCUITPY_WIFI_PASSWORD "
    "to settings.toml"
)
# What a board whose ESP32 code needs more Python stack than the firmware
# gives is told (CircuitPython 9 gives 1,536 bytes, 10 gives 2,048).
PYSTACK = "Wi-Fi needs more stack: add CIRCUITPY_PYSTACK_SIZE = 2048 to settings.toml"


class _Esp32(ESP_SPIcontrol):
    """The library's ESP32, without its own reset: it sleeps most of a
    second, and :class:`Fetch` steps the reset instead."""

    def reset(self):
        pass


def esp32_link():
    """The ESP32 Wi-Fi co-processor's SPI bus and its chip-select, busy and
    reset lines, ``(spi, cs, busy, reset)``, or None on a board without
    them: what a :class:`minesweeper.device.netdate.NetDate` given no
    ``link`` reaches (here, so that nothing of it is loaded until asked)."""
    import board
    import digitalio

    if not hasattr(board, "ESP_CS"):
        return None
    return (
        board.SPI(),
        digitalio.DigitalInOut(board.ESP_CS),
        digitalio.DigitalInOut(board.ESP_BUSY),
        digitalio.DigitalInOut(board.ESP_RESET),
    )


def civil(days):
    """``(year, month, day)`` of the day ``days`` after 1970-01-01 (the
    proleptic Gregorian calendar, in 400-year eras from March 1st)."""
    days += 719468  # from 0000-03-01
    era = days // 146097
    day = days - era * 146097  # of the era, 0-146096
    year = (day - day // 1460 + day // 36524 - day // 146096) // 365
    day -= 365 * year + year // 4 - year // 100  # of the year from March, 0-365
    month = (5 * day + 2) // 153  # from March, 0-11
    day -= (153 * month + 2) // 5 - 1
    month += 3 if month < 10 else -9
    return (year + era * 400 + (month <= 2), month, day)


class Fetch:
    """Gets the date for ``owner`` (the :class:`NetDate`), asked at ``now``
    (ms ticks), from the ESP32 its ``link()`` reaches, on the network its
    ``getenv`` names."""

    def __init__(self, owner, now):
        self._owner = owner
        self._state = _FRESH
        self._since = now  # when the current state began
        self._asked = now  # when the ESP32 was last asked (or went busy)
        self._ssid = ""
        self._password = None  # type: Any
        self._esp = None  # type: Any
        self._pins = None  # type: Any  # (cs, busy, reset)

    def step(self, now):
        """One step at ``now`` (the owner's ``step`` while this runs: a
        frame less under the ESP32's calls); when it ends, the owner has
        the date or one line saying why not, and this conversation goes."""
        try:  # (done: None while going on, else (date, why, final))
            state = self._state
            since = ticks_diff(now, self._since)
            done = None
            if state == _FRESH:
                done = self._start(now)
            elif state == _RESETTING:
                if since >= _LOW_MS:
                    self._pins[2].value = True
                    self._state, self._since = _BOOTING, now
            elif self._pins[1].value:  # busy: ask again next pass
                if ticks_diff(now, self._asked) > _ANSWER_MS:
                    done = None, NO_ANSWER, False
            elif state == _BOOTING:
                if since >= _BOOT_MS:
                    done = self._join(now)
            elif ticks_diff(now, self._asked) >= _POLL_MS:
                self._asked = now
                if state == _JOINING:
                    done = self._joining(now, since)
                else:
                    done = self._timing(since)
        except MemoryError:
            done = None, "Not enough memory for Wi-Fi", False
        except Exception as err:  # (a pin in use, ...: the game goes on)
            text = str(err)  # (CircuitPython: RuntimeError "pystack exhausted")
            if "pystack" in text or "recursion" in text:
                done = None, PYSTACK, True
            else:
                done = None, "Wi-Fi failed: %s" % text, False
        if done is not None:  # ``final``: asking again would not help
            self._end(*done)

    def _setting(self, key):
        """settings.toml's ``key`` as text, or None (absent, or unreadable:
        one line naming the key, never its value)."""
        try:
            value = self._owner.getenv(key)
        except Exception:  # CircuitPython 9, on a value it can't parse
            print("settings.toml: can't read %s: put its value in double quotes" % key)
            return None
        return None if value is None else str(value)

    def _start(self, now):
        ssid = self._setting("CIRCUITPY_WIFI_SSID")
        self._password = self._setting("CIRCUITPY_WIFI_PASSWORD")
        if not ssid or self._password is None:
            return None, NO_SETTINGS, True
        self._ssid = ssid
        link = (self._owner.link or esp32_link)()
        if link is None:
            return None, "No ESP32 Wi-Fi chip on this board", True
        self._pins = link[1:]
        self._esp = _Esp32(*link)
        self._pins[2].value = False  # (the chip select is high: SPIDevice)
        self._state, self._since = _RESETTING, now
        return None

    def _join(self, now):
        esp = self._esp
        try:
            if self._password:
                esp.wifi_set_passphrase(
                    bytes(self._ssid, "utf-8"), bytes(self._password, "utf-8")
                )
            else:  # an open network
                esp.wifi_set_network(bytes(self._ssid, "utf-8"))
        except OSError:
            return None, NO_ANSWER, False
        self._password = None
        self._state, self._since, self._asked = _JOINING, now, now
        return None

    def _joining(self, now, since):
        try:
            status = self._esp.status
        except OSError:
            return None, NO_ANSWER, False
        if status == _JOINED:
            self._state, self._since = _TIMING, now
        elif status == _NOT_FOUND:
            return None, "No Wi-Fi network %r found" % self._ssid, False
        elif status == _REFUSED:
            return (
                None,
                "Wi-Fi %r refused the password: check CIRCUITPY_WIFI_PASSWORD"
                % self._ssid,
                True,
            )
        elif since > _JOIN_MS:
            return None, "No Wi-Fi connection to %r in 30 s" % self._ssid, False
        return None

    def _timing(self, since):
        # The library's get_time: the clock's Unix seconds once joined (it
        # raises OSError while the clock is unset, or with no answer).
        try:
            seconds = self._esp.get_time()[0]
        except OSError:  # asked again at the next poll
            seconds = 0
        if seconds // 86400 >= _EARLIEST:
            return civil(seconds // 86400), "", True
        if since > _TIME_MS:
            return None, "No time from the network in 30 s", False
        return None

    def _end(self, date, why, final):
        """Give the owner ``date`` (or None and ``why``, for good if
        ``final``), and let the network go."""
        self._password = None
        try:
            self._close()
        except Exception as err:  # (the date, or the first failure, stands)
            print("Wi-Fi: closing: %s" % err)
        owner = self._owner
        owner.talk = None
        # The class's step again. (MicroPython's del leaves the value in the
        # instance's table until the slot is reused: None first, so that
        # nothing keeps this conversation, its library, or their modules.)
        owner.step = None
        del owner.step
        owner.date = date
        owner.line = "" if date else why
        owner.state = _SETTLED if date or final else _IDLE
        if date:
            print("Wi-Fi date: %04d-%02d-%02d UTC" % date)
        else:
            print("Wi-Fi date: %s" % why)
        forget_under("minesweeper.device.netdate.")
        forget_under("adafruit_esp32spi")
        gc.collect()

    def _close(self):
        """Disconnect the ESP32 (if it listens), reset it and let its lines
        go."""
        esp, pins = self._esp, self._pins
        self._esp = self._pins = None
        if pins is None:
            return
        if esp is not None and self._state >= _JOINING and not pins[1].value:
            try:
                esp.disconnect()
            except OSError:
                pass
        pins[2].value = False  # reset: the ESP32 drops the network
        for pin in pins:
            pin.deinit()
