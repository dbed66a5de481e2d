# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for a PyPortal's ``board``: its pins, and ``DISPLAY``, a
pygame window over Blinka's displayio (320x240; set MINESWEEPER_SCREEN=480x320
for a Titano), each real pixel drawn as a square of MINESWEEPER_SCALE pixels
(by default the largest that fits in two thirds of the desktop). With no
screen (see :func:`screen_problem`) pygame draws off-screen, so tests and the
headless demo can still read the pixels. Needs pygame and
``blinka_displayio_pygamedisplay``.

This module is also the one place that says what this desktop has: a screen
a window can open on (:func:`has_screen`) and a sound device
(:func:`has_sound`)."""

import os
import subprocess
import sys

from dates import Clock
from microcontroller import Pin
from touchpanel import PANEL

board_id = "desktop_pyportal"
# The pins the game names, each a Pin of its name.
TOUCH_XL, TOUCH_XR, TOUCH_YD, TOUCH_YU, SPEAKER, SPEAKER_ENABLE = map(
    Pin, ("TOUCH_XL", "TOUCH_XR", "TOUCH_YD", "TOUCH_YU", "SPEAKER", "SPEAKER_ENABLE")
)
AUDIO_OUT = SPEAKER
LIGHT = Pin("LIGHT")  # the light sensor: analogio's ROOM says what it reads

SILENT = False  # no sound device: audioio.AudioOut will not start
DATES = Clock()  # today's date, from the computer's clock (code.py's dates)
PROBE_S = 10  # how long a display may take to answer
MOMENT_S = 1  # an answer within this is waited for without a word
# What the child asks SDL. numpy and pkg_resources are kept out of it (pygame
# imports them where they are installed, for surfarray and its data files):
# they were four fifths of its time, which a loaded machine stretches, and
# no part of the answer.
_ASK = (
    "import sys; sys.modules.update(numpy=None, pkg_resources=None); "
    "import pygame; pygame.display.init(); print(pygame.display.get_driver())"
)
_OFF_SCREEN = ("offscreen", "dummy", "evdev")  # SDL video drivers with no window
_display = None
_problem = []  # the probe's answer, once a process


def screen_problem():
    """None where a window can open here, else why not, in a few words for
    the console: no DISPLAY (or WAYLAND_DISPLAY) on Linux and the BSDs, SDL
    told to draw off-screen, or a display named that opens no window (no X
    server there, stale SSH forwarding). That last is asked of SDL in a
    child process, given PROBE_S seconds, once: SDL would otherwise fall
    back to drawing off-screen, or wait for ever. A child that has not
    answered within MOMENT_S (a loaded machine) is waited for with one line
    saying so, so a start is never silent for long."""
    if not _problem:
        _problem.append(_probe())
    return _problem[0]


def has_screen():
    """True where a window can open (see :func:`screen_problem`)."""
    return screen_problem() is None


def _probe():
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in _OFF_SCREEN:
        return "SDL_VIDEODRIVER=" + driver
    if os.name != "posix" or sys.platform == "darwin":
        return None
    named = [n for n in ("WAYLAND_DISPLAY", "DISPLAY") if os.environ.get(n)]
    if not named:
        return "DISPLAY is not set"
    where = "%s=%s" % (named[-1], os.environ[named[-1]])
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    child = subprocess.Popen(
        [sys.executable, "-c", _ASK],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        try:
            got = child.communicate(timeout=MOMENT_S)[0]
        except subprocess.TimeoutExpired:
            print(
                "checking whether a window opens on %s (at most %d s)"
                % (where, PROBE_S),
                flush=True,
            )
            got = child.communicate(timeout=max(0, PROBE_S - MOMENT_S))[0]
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        return "%s does not answer in %d s" % (where, PROBE_S)
    got = got.strip()
    if child.returncode or not got or got in _OFF_SCREEN:
        return "%s, but no window opens there" % where
    return None


def has_sound():
    """True unless this is Linux with neither a sound card nor a sound
    server (PulseAudio, PipeWire) to play through."""
    if not sys.platform.startswith("linux") or os.environ.get("PULSE_SERVER"):
        return True
    run = os.environ.get("XDG_RUNTIME_DIR") or ""
    for name in ("pulse/native", "pipewire-0"):
        if run and os.path.exists(os.path.join(run, name)):
            return True
    try:
        return any(name.startswith("pcmC") for name in os.listdir("/dev/snd"))
    except OSError:
        return False


def screen_size():
    text = os.environ.get("MINESWEEPER_SCREEN", "320x240").lower()
    try:
        width, height = (int(v) for v in text.split("x"))
    except ValueError:
        print("MINESWEEPER_SCREEN %r is not WIDTHxHEIGHT: using 320x240" % text)
        width, height = 320, 240
    return width, height


def asked_scale(name="MINESWEEPER_SCALE"):
    """MINESWEEPER_SCALE as a whole number from 1 to the window's
    MAX_SCALE, or None (fit the desktop); one line, naming the value as
    ``name`` (where it came from), when it is something else."""
    from window import MAX_SCALE

    text = os.environ.get("MINESWEEPER_SCALE")
    if not text:
        return None
    if text.strip().isdigit() and 1 <= int(text) <= MAX_SCALE:
        return int(text)
    print("%s %r is not 1 to %d: fitting the desktop" % (name, text, MAX_SCALE))
    return None


def make_display(width, height, caption="PyPortal Minesweeper"):
    """A pygame-backed displayio display: a window where there is a screen
    (scaled, see :func:`asked_scale`), off-screen elsewhere (drawn when read:
    ``Window.lazy``). Where there is
    no sound device SDL plays to nowhere, and the speaker is one that will
    not start (:data:`SILENT`: the game says so in one line, and its menu
    offers no sound settings)."""
    global _display, SILENT
    scale = 1
    lazy = not has_screen()
    if lazy:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    else:
        scale = asked_scale()
    if "SDL_AUDIODRIVER" not in os.environ and not has_sound():
        SILENT = True
        os.environ["SDL_AUDIODRIVER"] = "dummy"  # not ALSA's lines of errors
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import displayio
    from window import Window

    displayio.release_displays()  # one screen at a time, as on the device
    PANEL.size = (width, height)
    _display = Window(width, height, caption, scale, lazy)
    return _display


def __getattr__(name):
    global _display
    if name == "DISPLAY":
        if _display is None:
            _display = make_display(*screen_size())
        return _display
    raise AttributeError("board has no attribute %r" % name)
