# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``audiocore``: ``WaveFile`` checks
the file as the device would (mono or stereo 8/16-bit PCM WAV)."""

import wave


class WaveFile:
    def __init__(self, file, buffer=None):
        try:
            with wave.open(file, "rb") as w:
                if w.getsampwidth() not in (1, 2) or w.getnchannels() not in (1, 2):
                    raise ValueError("unsupported WAV format")
                self.sample_rate = w.getframerate()
                self.channel_count = w.getnchannels()
                self.bits_per_sample = 8 * w.getsampwidth()
                self.frames = w.readframes(w.getnframes())
                self.duration = w.getnframes() / w.getframerate()
        except (wave.Error, EOFError) as err:
            raise ValueError("Invalid WAV file: %s" % err) from err
        self.name = getattr(file, "name", "wave")

    def deinit(self):
        pass
