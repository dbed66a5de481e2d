# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Sound effects that never block the game loop.

Part of the PyPortal shell; needs ``audiocore`` (built in on CircuitPython).
The WAV files are opened once; :meth:`Sounds.play` starts one and returns at
once, and :meth:`Sounds.poll`, called every loop, turns the speaker amplifier
off when it has finished. With no speaker, a missing WAV file or sound turned
off in ``settings.toml`` it plays silently, saying so once on the console.
"""

NAMES = ("click", "win", "lose")


class Sounds:
    """``audio`` is an ``audioio.AudioOut`` (or None), ``enable`` the
    speaker-enable ``DigitalInOut`` (or None)."""

    def __init__(self, audio, enable, folder="/assets", enabled=True, click=True):
        self.audio = audio
        self.enable = enable
        self.enabled = enabled
        self.click = click
        self.waves = {}
        if not enabled:
            return
        if audio is None:
            print("no speaker found: playing silently")
            return
        import audiocore

        for name in NAMES:
            path = "%s/%s.wav" % (folder, name)
            try:
                self.waves[name] = audiocore.WaveFile(open(path, "rb"))
            except (OSError, ValueError) as err:
                print("%s missing or unreadable (%s): that sound is off" % (path, err))
        if enable is not None:
            enable.value = False

    def play(self, name):
        """Start a sound, cutting off any that is playing."""
        if name == "click" and not self.click:
            return
        wave = self.waves.get(name)
        if wave is None:
            return
        audio = self.audio
        if audio.playing:
            audio.stop()
        if self.enable is not None:
            self.enable.value = True
        audio.play(wave)

    def poll(self):
        """Turn the speaker off once nothing plays."""
        if self.enable is not None and self.enable.value and not self.audio.playing:
            self.enable.value = False
