# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Today's UTC date over Wi-Fi, for the daily board: the app's ``dates``.

Runs on an Adafruit PyPortal, Pynt or Titano with CircuitPython 9 or 10,
whose ESP32 co-processor fetches the time itself (NTP) once it has joined
the network named by ``CIRCUITPY_WIFI_SSID`` and ``CIRCUITPY_WIFI_PASSWORD``
in settings.toml. Only this small class is loaded at start: when the date is
first wanted (:meth:`NetDate.ask`), the loop's pass steps the conversation
(:mod:`minesweeper.device.netdate.fetch`, over the firmware's frozen
``adafruit_esp32spi``) a few SPI commands at a time, never waiting, and lets
it go once the date is known or has failed. Hardware-free itself.
"""

from minesweeper.compat import const

ASKING = "Getting the date over Wi-Fi..."
_IDLE = const(0)  # not asked yet, or failed in a way worth asking again
_WANTED = const(1)  # asked: the loop's passes step the conversation
_SETTLED = const(2)  # known, or failed for good (settings, password, ...)


class NetDate:
    """The date over Wi-Fi. ``getenv``: ``os.getenv`` (settings.toml);
    ``link``: a function that builds the ESP32's SPI bus and its chip-select,
    busy and reset lines when first called, ``(spi, cs, busy, reset)``, or
    gives None on a board without them; by default the board's
    (:func:`minesweeper.device.netdate.fetch.esp32_link`, loaded with the
    conversation)."""

    def __init__(self, getenv, link=None):
        self.getenv = getenv
        self.link = link
        self.state = _IDLE
        self.date = None  # (year, month, day) UTC, once known
        self.line = ASKING  # why the date is not known
        self.talk = None  # the conversation (fetch.Fetch), while it runs

    def ask(self, now):
        """Start getting the date (nothing if known, asking, or refused
        for good): the loop's next pass begins."""
        if self.state == _IDLE:
            self.state = _WANTED
            self.line = ASKING

    def busy(self):
        """True while asking: the loop's pass keeps calling :meth:`step`."""
        return self.state == _WANTED

    def today(self):
        """``(year, month, day)`` UTC, or None while unknown."""
        return self.date

    def why(self):
        """One line saying why :meth:`today` is None (or that it is coming)."""
        return self.line

    def step(self, now):
        """Advance the conversation by a step: a few SPI commands at most."""
        talk = self.talk
        if talk is None:
            try:
                from minesweeper.device.netdate.fetch import Fetch
            except ImportError as err:  # a firmware without adafruit_esp32spi
                self.state, self.line = _SETTLED, "No Wi-Fi in this firmware"
                print("Wi-Fi date: No Wi-Fi in this firmware (%s)" % err)
                return
            talk = self.talk = Fetch(self, now)
            # The loop's pass calls the conversation's step itself from now
            # on: a frame less deep under the ESP32's calls (the Python
            # stack's deepest chain); it gives this one back when it ends.
            self.step = talk.step  # type: ignore[method-assign]
        talk.step(now)
