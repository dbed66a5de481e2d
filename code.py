# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""PyPortal Minesweeper: build the hardware, then play.

For the Adafruit PyPortal, PyPortal Pynt and PyPortal Titano on CircuitPython
9 or 10. Needs adafruit_imageload, adafruit_touchscreen and adafruit_ticks in
lib/ (the last for the firmware's adafruit_display_text), and the minesweeper/ and
assets/ folders beside this file. Settings: settings.toml (the first-boot
defaults: choices saved in the menu win over them). Without a library it
says so in one line and stops; copying the library onto CIRCUITPY restarts
it. On a board with an ESP32, today's date comes over Wi-Fi when the daily
board first wants it (CIRCUITPY_WIFI_SSID and CIRCUITPY_WIFI_PASSWORD in
settings.toml; the firmware's frozen adafruit_esp32spi).
"""

import os
import sys
import time

import board
import microcontroller
import supervisor

missing = ""  # the libraries that are absent, or built for another version
for library in (
    "adafruit_imageload",
    "adafruit_touchscreen",
    "adafruit_ticks",  # the firmware's adafruit_display_text needs it from 10.1 on
):
    try:
        __import__(library)
    except (ImportError, ValueError):  # ValueError: "Incompatible .mpy file"
        missing += (" and " if missing else "") + library
    if library == "adafruit_ticks":
        # Found, for the firmware's own adafruit_display_text; the game draws
        # its text with the built-in font's tiles and does not keep it.
        sys.modules.pop(library, None)


def start_game():
    """The hardware built from the settings, and the app started on it:
    its saved game back (paused) or the menu; returns (app, its clock).
    A function, so that what only power-up needs goes when it returns:
    a frame of this file's top level lives as long as the game, and keeps
    in its stack the values its last calls were given (docs/memory.md,
    "Memory mechanisms": the settings' module stayed loaded that way). Few locals:
    this frame is under the deepest chain at power-up."""
    from minesweeper.settings import Settings

    settings = Settings.read(os.getenv)
    display = board.DISPLAY
    audio, speaker_enable = open_speaker()
    return start(
        display,
        open_touchscreen((display.width, display.height), settings.calibration),
        audio,
        speaker_enable,
        settings,
        supervisor.ticks_ms,
        "assets",
        getattr(microcontroller, "nvm", None),  # best times and the saved game
        # settings.toml gives first-boot defaults; the desktop's environment
        # variables are given for this run and win over the menu's choices.
        sys.implementation.name != "circuitpython",
        open_light(),  # the backlight follows the room's light
        # today's date, for the daily board: the desktop's clock (board.DATES),
        # or over the ESP32's Wi-Fi on a board that has one (built below)
        dates,
    )


if missing:
    print(
        "cannot start without %s in lib/: copy from Adafruit's CircuitPython "
        "library bundle for this version" % missing
    )
else:
    from minesweeper.device.wiring import (
        open_light,
        open_speaker,
        open_touchscreen,
        start,
    )

    dates = getattr(board, "DATES", None)  # today's date: the desktop's clock,
    if dates is None and hasattr(board, "ESP_CS"):  # or over the ESP32's Wi-Fi
        from minesweeper.device.netdate import NetDate

        dates = NetDate(os.getenv)
    app, ticks_ms = start_game()
    from minesweeper.compat import forget_under

    forget_under("minesweeper.settings")  # read at power-up only (App.start)
    # The set-up's module too: nothing of it is called again.
    del open_light, open_speaker, open_touchscreen, start
    forget_under("minesweeper.device.wiring")
    # Play until a quit (Ctrl-C), which keeps the game in play. Called from
    # here, not from a function of the wiring's: a frame that would stay
    # under every call of the game, in a Python stack of a board's size.
    app.run(ticks_ms, time.sleep)
