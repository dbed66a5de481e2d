# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``audioio``: plays through pygame's
mixer where the machine has audio, and silently (timing only) elsewhere.
``PLAYED`` lists the names of the waves played, for tests."""

import time

PLAYED = []


class AudioOut:
    def __init__(self, pin, **kwargs):
        self.pin = pin
        self._until = 0.0
        self._channel = None
        self._mixer = None
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=16000, size=-16, channels=1)
            self._mixer = pygame.mixer
        except Exception:  # no audio device: stay silent
            self._mixer = None

    def play(self, sample, loop=False):
        PLAYED.append(sample.name)
        self._until = time.monotonic() + sample.duration
        if self._mixer is not None:
            try:
                sound = self._mixer.Sound(buffer=sample.frames)
                self._channel = sound.play()
            except Exception:  # a sound the mixer cannot take: stay silent
                self._channel = None

    def stop(self):
        self._until = 0.0
        if self._channel is not None:
            self._channel.stop()

    @property
    def playing(self):
        return time.monotonic() < self._until

    def deinit(self):
        self.stop()
