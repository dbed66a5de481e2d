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

from minesweeper.device.screen import Screen, maker
from minesweeper.device.serial import SerialKeys
from minesweeper.device.sound import Sounds

try:  # for type checkers only
    from collections.abc import Callable
    from typing import Any

    from analogio import AnalogIn
    from audioio import AudioOut
    from busdisplay import BusDisplay
    from digitalio import DigitalInOut
    from nvm import ByteArray

    from minesweeper.app import App
    from minesweeper.choices import Choices
    from minesweeper.device.touch import Touch
    from minesweeper.layout import Layout
    from minesweeper.settings import Settings
except ImportError:
    pass


def open_touchscreen(size, calibration):
    """The resistive touchscreen on the board's four TOUCH pins, mapped to a
    screen of ``size`` (width, height) with raw ``calibration``; it also
    reads raw (:class:`minesweeper.device.touch.Touch`)."""
    import board

    from minesweeper.device.touch import Touch

    return Touch(
        board.TOUCH_XL,
        board.TOUCH_XR,
        board.TOUCH_YD,
        board.TOUCH_YU,
        calibration=calibration,
        size=size,
    )


def open_light():
    """The light sensor (``board.LIGHT``: the PyPortal's and the Titano's),
    or None on a board without one."""
    import board

    pin = getattr(board, "LIGHT", None)
    if pin is None:
        return None
    import analogio

    return analogio.AnalogIn(pin)


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


def front(
    display: "BusDisplay",
    touchscreen: "Touch",
    audio: "AudioOut | None",
    enable: "DigitalInOut | None",
    assets: str,
) -> "tuple[Callable[[Layout], Screen], Callable[[Choices], tuple]]":
    """What the board's front end gives :func:`assemble`: its screen maker,
    and its parts (sounds, the touchscreen, the serial console's keys)."""

    def parts(choices: "Choices") -> "tuple[Sounds, Touch, SerialKeys]":
        sounds = Sounds(audio, enable, assets, choices.sound, choices.click)
        touchscreen.calibrate(choices.calibration)  # the one kept wins
        return sounds, touchscreen, SerialKeys()

    return maker(display, assets), parts


def assemble(
    size: "tuple[int, int]",
    settings: "Settings",
    now: int,
    nvm: "ByteArray | bytearray | None",
    this_run: bool,
    make_screen: "Callable[[Layout], Any]",
    parts: "Callable[[Choices], tuple[Any, Any, Any]]",
    backlight: "Any" = None,
    light: "AnalogIn | None" = None,
    dates: "Any" = None,
) -> "App":
    """The App on a screen of ``size`` (width, height), every front end's
    set-up (the board's :func:`start`, the window's, the terminal's): the
    records, the choices and the saved game in ``nvm``
    (``microcontroller.nvm``; None keeps them until power-off), the menu's
    saved choices over the settings (``this_run``: the settings win, see
    :meth:`minesweeper.settings.Settings.weigh`), the screen
    ``make_screen(layout)`` makes (again for each new board size) and the
    sounds, touchscreen and keys ``parts(choices)`` gives; the display's
    ``backlight`` (its ``brightness``) and ``light`` sensor where it has
    them (see :mod:`minesweeper.controls.brightness`); ``dates`` is the way to
    today's date the Daily needs (None: this board has none)."""
    from minesweeper.choices import Choices
    from minesweeper.layout import preset_keys
    from minesweeper.store.records import Records

    records = Records(nvm)
    choices = Choices(settings)
    choices.load(records.prefs)
    settings.weigh(choices, this_run)
    layout = choices.layout(*size)
    # The screen's sheets (its largest blocks) first, and then the app's
    # code, while the heap is still in one piece.
    screen = make_screen(layout)
    from minesweeper.app import App

    sounds, touchscreen, keys = parts(choices)
    # (after the screen's sheets: the keys' garbage would cut the heap)
    records.adopt(preset_keys(*size))  # (see Records.adopt)
    app = App(
        screen, sounds, touchscreen, settings, layout, now,
        records, choices, make_screen, keys, backlight, light,
    )  # fmt: skip
    app.dates = dates  # today's date, for the Daily (None: none here)
    return app


def start(
    display: "BusDisplay",
    touchscreen: "Touch",
    audio: "AudioOut | None",
    enable: "DigitalInOut | None",
    settings: "Settings",
    ticks_ms: "Callable[[], int]",
    assets: str = "assets",
    nvm: "ByteArray | bytearray | None" = None,
    this_run: bool = False,
    light: "AnalogIn | None" = None,
    dates: "Any" = None,
) -> "tuple[App, Callable[[], int]]":
    """The app built (:func:`assemble` with this board's :func:`front`,
    its backlight and light sensor), its saved game brought back (paused)
    or the menu shown, and its clock: ``code.py`` then plays
    (:meth:`minesweeper.app.App.run`)."""
    now = ticks_ms()
    size = (display.width, display.height)
    # (the backlight and the light sensor in the same tuple: a call with
    # keywords beside *made would take more of the Python stack)
    made = front(display, touchscreen, audio, enable, assets) + (display, light, dates)
    app = assemble(size, settings, now, nvm, this_run, *made)
    app.start(now)
    return app, ticks_ms
