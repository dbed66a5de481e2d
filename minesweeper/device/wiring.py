# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The PyPortal platform: wires the hardware ``code.py`` built to the app.

Runs on an Adafruit PyPortal, PyPortal Pynt or PyPortal Titano with
CircuitPython 9 or 10, and on the desktop over the stand-ins in ``desktop/``.
Needs ``displayio``, ``audioio``/``audiocore``, ``digitalio`` and
``supervisor`` (built in), and the ``adafruit_imageload`` and
``adafruit_touchscreen`` libraries. Keys typed into the USB serial console
play too (:mod:`minesweeper.device.serial`).
"""

import time

from minesweeper.app import App
from minesweeper.device.screen import Screen
from minesweeper.device.serial import SerialKeys
from minesweeper.device.sound import Sounds
from minesweeper.layout import fit

try:  # for type checkers only
    from collections.abc import Callable

    from adafruit_touchscreen import Touchscreen
    from audioio import AudioOut
    from busdisplay import BusDisplay
    from digitalio import DigitalInOut

    from minesweeper.settings import Settings
except ImportError:
    pass


def open_touchscreen(size, calibration):
    """The resistive touchscreen on the board's four TOUCH pins, mapped to a
    screen of ``size`` (width, height) with raw ``calibration``."""
    import adafruit_touchscreen
    import board

    return adafruit_touchscreen.Touchscreen(
        board.TOUCH_XL,
        board.TOUCH_XR,
        board.TOUCH_YD,
        board.TOUCH_YU,
        calibration=calibration,
        size=size,
    )


def open_speaker():
    """The speaker's ``AudioOut`` and its amplifier-enable pin, or
    ``(None, None)`` (and one console line) on a board without one."""
    import board

    pin = getattr(board, "SPEAKER", None) or getattr(board, "AUDIO_OUT", None)
    if pin is None:
        print("no speaker on this board: playing silently")
        return None, None
    try:
        import audioio

        audio = audioio.AudioOut(pin)
    except (ImportError, ValueError, RuntimeError) as err:
        print("speaker unavailable (%s): playing silently" % err)
        return None, None
    enable = None
    if hasattr(board, "SPEAKER_ENABLE"):
        import digitalio

        enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        enable.switch_to_output(value=False)
    return audio, enable


def build(
    display: "BusDisplay",
    touchscreen: "Touchscreen",
    audio: "AudioOut | None",
    enable: "DigitalInOut | None",
    settings: "Settings",
    now: int,
    assets: str = "assets",
) -> App:
    """The App for this display, from the settings' level, with the serial
    console's keys."""
    layout = fit(settings.level, display.width, display.height)
    screen = Screen(display, layout, assets)
    sounds = Sounds(audio, enable, assets, settings.sound, settings.click)
    keys = SerialKeys()
    return App(screen, sounds, touchscreen, settings, layout, now, keys=keys)


def run(
    display: "BusDisplay",
    touchscreen: "Touchscreen",
    audio: "AudioOut | None",
    enable: "DigitalInOut | None",
    settings: "Settings",
    ticks_ms: "Callable[[], int]",
    assets: str = "assets",
) -> None:
    """Build the app and play forever."""
    app = build(display, touchscreen, audio, enable, settings, ticks_ms(), assets)
    app.run(ticks_ms, time.sleep)
