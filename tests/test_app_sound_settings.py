# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Settings offers Sound and Click only where there is a speaker: on the
desktop, a machine with no audio device is a board whose speaker will not
start."""

import sys

import pygame
import pytest
from rig import Rig

sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/core")
from pages import words  # noqa: E402


def settings_words(rig):
    """Every word and control name of every part of the Settings page."""
    menu = rig.app.menu
    rig.app.open_menu(rig.now)
    menu.go("settings", rig.now)
    page = menu.page
    found = []
    for part in range(getattr(page, "parts", 1)):
        page.part = part
        page.refresh()
        found += words(page) + [c.name for c in page.controls]
    return found


@pytest.mark.parametrize("device", (True, False))
def test_sound_settings_show_only_with_an_audio_device(device, monkeypatch, capsys):
    if not device:

        def no_device(*args, **kwargs):
            raise pygame.error("No available audio device")

        monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
        monkeypatch.setattr(pygame.mixer, "init", no_device)
    rig = Rig("beginner", seed=3)
    out = capsys.readouterr().out
    found = settings_words(rig)
    assert ("Sound" in found) == device and ("Click" in found) == device
    assert rig.app.sounds.audible == device
    if not device:
        assert out.splitlines() == [
            "speaker unavailable (no audio device: No available audio device):"
            " playing silently"
        ]


def test_a_desktop_without_a_sound_device_offers_no_sound(monkeypatch, capsys):
    # As "make play" on a machine with no sound card or sound server.
    import board

    monkeypatch.delenv("SDL_AUDIODRIVER")
    monkeypatch.setattr(board, "has_sound", lambda: False)
    monkeypatch.setattr(board, "SILENT", False, raising=False)
    rig = Rig("beginner", seed=3)
    assert capsys.readouterr().out.splitlines() == [
        "speaker unavailable (no sound device): playing silently"
    ]
    found = settings_words(rig)
    assert "Sound" not in found and "Click" not in found
