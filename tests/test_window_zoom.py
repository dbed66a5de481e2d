# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The desktop window's zoom: the keys that change it (= is + without Shift
on a US keyboard, and the keypad's + and -), and the desktop's size as its
limit, for a zoom asked for at the start and for one reached with +."""

import os
import sys

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def simulate():
    tools = os.path.join(ROOT, "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import simulate

    return simulate


def window(width, height, scale):
    import displayio
    from window import Window

    displayio.release_displays()
    return Window(width, height, "zoom test", scale)


def desktop_of(monkeypatch, size):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])


def key(code, text):
    return pygame.event.Event(pygame.KEYDOWN, key=code, unicode=text, mod=0)


def test_equals_and_the_keypad_zoom_and_are_not_typed():
    step = simulate().zoom_step
    assert step(key(pygame.K_EQUALS, "=")) == 1
    assert step(key(pygame.K_PLUS, "+")) == 1
    assert step(key(pygame.K_KP_PLUS, "")) == 1  # whatever text the layout gives
    assert step(key(pygame.K_KP_PLUS, "+")) == 1
    assert step(key(pygame.K_MINUS, "-")) == -1
    assert step(key(pygame.K_KP_MINUS, "-")) == -1
    assert step(key(pygame.K_f, "f")) == 0
    assert step(key(pygame.K_SPACE, " ")) == 0


def test_equals_zooms_the_window_it_reads(monkeypatch):
    import board
    import supervisor

    desktop_of(monkeypatch, (1920, 1080))
    display = board.make_display(320, 240)
    read = simulate().mouse_stylus()
    supervisor.CONSOLE.clear()
    pygame.event.post(key(pygame.K_EQUALS, "="))
    read()
    assert display.scale == 2 and pygame.display.get_surface().get_size() == (640, 480)
    pygame.event.post(key(pygame.K_KP_MINUS, "-"))
    read()
    assert display.scale == 1
    assert supervisor.CONSOLE.read() == ""  # neither was typed into the game


def test_a_zoom_larger_than_the_desktop_is_cut_to_fit_with_one_line(
    monkeypatch, capsys
):
    desktop_of(monkeypatch, (1280, 800))
    titano = window(480, 320, 5)  # TITANO=1 SCALE=5: 2400x1600
    assert titano.scale == 2
    assert pygame.display.get_surface().get_size() == (960, 640)
    assert capsys.readouterr().out == (
        "zoom 5 makes a 2400x1600 window, larger than the 1280x800 desktop: zoom 2\n"
    )
    # + stops where the window would no longer fit.
    assert titano.zoom(1) == 2
    assert pygame.display.get_surface().get_size() == (960, 640)
    assert titano.zoom(-1) == 1


def test_a_zoom_that_fits_is_kept_and_said_nothing_of(monkeypatch, capsys):
    desktop_of(monkeypatch, (1920, 1080))
    pyportal = window(320, 240, 4)
    assert pyportal.scale == 4
    assert pygame.display.get_surface().get_size() == (1280, 960)
    assert capsys.readouterr().out == ""
    assert pyportal.zoom(1) == 4  # 1600x1200 is larger than 1920x1080


def test_a_zoom_keeps_the_window_on_the_desktop():
    # SDL keeps a resized window's corner where it was: from the middle of
    # the desktop, 2x and 3x ran off its edge.
    from pygame._sdl2.video import Window

    pyportal = window(320, 240, 1)
    desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
    Window.from_display_module().position = (desk_w - 330, desk_h - 250)
    scale = pyportal.zoom(2)
    x, y = Window.from_display_module().position
    w, h = 320 * scale, 240 * scale
    assert scale == 3 and (x, y) == ((desk_w - w) // 2, (desk_h - h) // 2)
