# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``audioio``: plays through pygame's
mixer. Where the machine has no sound device (``board.SILENT``) or the
mixer will not start, :class:`AudioOut` raises ``RuntimeError`` as a
board's does when its DAC cannot start, so the game plays silently and
its menu offers no sound settings (SDL's "dummy" audio driver, asked for
by the tests and the headless demo, counts as a device). ``PLAYED`` lists
the names of the waves played, for tests."""

import time

PLAYED = []


class AudioOut:
    def __init__(self, pin, **kwargs):
        import board

        if board.SILENT:
            raise RuntimeError("no sound device")
        self.pin = pin
        self._until = 0.0
        self._channel = None
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=16000, size=-16, channels=1)
        except Exception as err:  # no pygame, or no audio device
            raise RuntimeError("no audio device: %s" % err) from None
        self._mixer = pygame.mixer

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
