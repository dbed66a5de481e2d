# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Sound effects that never block the game loop.

Part of the PyPortal shell; needs ``audiocore`` (built in on CircuitPython).
The WAV files are opened once; :meth:`Sounds.play` starts one and returns at
once, and :meth:`Sounds.poll`, called every loop, turns the speaker amplifier
off when it has finished. With no speaker (``open_speaker`` in
:mod:`minesweeper.device.wiring` says so) or sound turned off in
``settings.toml`` it plays silently; a missing or damaged WAV file turns that
one sound off, with one console line.
"""

try:  # for type checkers only: a board has no typing (it has audioio)
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from audioio import AudioOut
        from digitalio import DigitalInOut
except ImportError:
    pass

NAMES = ("click", "win", "lose")


class Sounds:
    """``audio`` is an ``audioio.AudioOut`` (or None), ``enable`` the
    speaker-enable ``DigitalInOut`` (or None)."""

    def __init__(
        self,
        audio: "AudioOut | None",
        enable: "DigitalInOut | None",
        folder: str = "assets",
        enabled: bool = True,
        click: bool = True,
    ):
        self.audio = audio
        self.audible = audio is not None  # the menu offers sound only if so
        self.enable = enable
        self.enabled = enabled
        self.click = click
        self.folder = folder
        self.waves: dict = {}
        self._loaded = False
        if not enabled:
            return
        if audio is None:  # open_speaker has said why
            return
        self._load()

    def _load(self):
        import audiocore

        self._loaded = True
        folder = self.folder
        buffer = bytearray(512)  # one for all: one sound plays at a time
        for name in NAMES:
            path = "%s/%s.wav" % (folder, name)
            file = None
            try:
                file = open(path, "rb")
                # Each wave keeps its own 512-byte double buffer (the size
                # CircuitPython allocates when given none).
                self.waves[name] = audiocore.WaveFile(file, buffer)
            except Exception as err:  # whatever a damaged file raises
                if file is not None:
                    file.close()
                why = "%s: %s" % (type(err).__name__, err)
                print("%s missing or unreadable (%s): that sound is off" % (path, why))
        if self.enable is not None:
            self.enable.value = False

    def configure(self, enabled, click):
        """The menu's sound and click choices, from now on."""
        if enabled and not self._loaded and self.audio is not None:
            self._load()
        self.enabled = enabled
        self.click = click

    def play(self, name):
        """Start a sound, cutting off any that is playing."""
        if not self.enabled or (name == "click" and not self.click):
            return
        wave = self.waves.get(name)
        audio = self.audio
        if wave is None or audio is None:
            return
        if audio.playing:
            audio.stop()
        if self.enable is not None:
            self.enable.value = True
        audio.play(wave)

    def poll(self):
        """Turn the speaker off once nothing plays."""
        enable = self.enable
        if enable is not None and enable.value:
            if self.audio is None or not self.audio.playing:
                enable.value = False
