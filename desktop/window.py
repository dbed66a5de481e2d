# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The desktop's display: Blinka's displayio drawn into a pygame window,
zoomed by a whole number. Needs pygame and blinka_displayio_pygamedisplay
(pinned 4.0.1).

:class:`Window` is that library's ``PyGameDisplay`` with two changes:

* the window opens at its zoomed size; displayio draws into an off-screen
  surface of the real size (what ``desktop/snapshot.py`` reads back), and
  each refreshed area is copied to the window with every pixel a square of
  ``scale`` x ``scale`` (``pygame.transform.scale``: nearest neighbour);
  :meth:`zoom` changes the scale while it runs; the window never grows
  larger than the desktop (a scale asked for that would is cut to the
  largest that fits, with one line saying so), and is centred on it at
  every zoom;
* a refresh redraws only the areas displayio marks as changed, as a board's
  display does (the library's own refresh redraws every pixel of the screen,
  in Python, each time: some 0.15 s for a 480x320 screen);
* off-screen (``lazy``: no window to show, as in the tests and the headless
  demo), a refresh only notes that one is owed, and :meth:`drawn` draws
  every area marked since the last drawing when the pixels are read: the
  same pixels, for a fraction of the time (displayio's drawing in Python
  is most of what a test of the app costs). The areas pile up as they do
  on a board between two refreshes with ``auto_refresh`` off.

:meth:`point` turns a mouse position in the window into the screen's pixel.
Its ``brightness`` (the backlight's, 0 to 1) darkens what the window shows,
each colour times ``brightness ** (1 / 2.2)`` (the light a backlight at that
level gives, in the window's gamma-encoded colours); what displayio drew,
which tests and pictures read, stays as drawn.
"""

import os

import busdisplay
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay
from displayio._area import Area

_FIT = 2 / 3  # the share of the desktop a fitted window may take, each way
MAX_SCALE = 8


class Window(PyGameDisplay):
    """A ``width`` x ``height`` displayio display in a window ``scale``
    times as large (None: the largest whole number that fits in two thirds
    of the desktop, at least 1; never more than fits the desktop)."""

    def __init__(self, width, height, caption, scale=1, lazy=False):
        self.scale = scale
        self.lazy = lazy
        self._owed = False  # lazy: a refresh asked for and not drawn yet
        self.window = None
        self._shade = 255  # each colour's share shown, of 255 (brightness)
        super().__init__(
            width=width, height=height, caption=caption, auto_refresh=False
        )

    def _initialize(self, init_sequence):
        """Open the window at its zoomed size (the library's would open it
        at the real size), and the real-size surface displayio draws on."""
        pygame.init()
        pygame.display.set_caption(self._caption)
        if self.scale is None:
            self.scale = fit(self.width, self.height)
        most = fit(self.width, self.height, 1)
        if self.scale > most:
            w, h, s = self.width, self.height, self.scale
            print(
                "zoom %d makes a %dx%d window, larger than the %dx%d desktop:"
                " zoom %d" % ((s, w * s, h * s) + desktop() + (most,))
            )
            self.scale = most
        self._pygame_screen = pygame.Surface((self.width, self.height))
        # Centred at every zoom (pygame reads this at each set_mode), so a
        # larger window does not run off the desktop's edge from where the
        # smaller one stood.
        os.environ["SDL_VIDEO_CENTERED"] = "1"
        self.zoom(0)

    def zoom(self, step):
        """Make every pixel ``step`` larger (or smaller), from 1 to
        MAX_SCALE or the largest at which the window fits the desktop;
        returns the scale now."""
        most = fit(self.width, self.height, 1)
        scale = max(1, min(most, self.scale + step))
        if step and scale == self.scale:
            return scale
        self.scale = scale
        self.window = pygame.display.set_mode(
            (self.width * scale, self.height * scale), flags=self._flags
        )
        self._show(self._pygame_screen.get_rect())
        pygame.display.flip()
        return scale

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        self._brightness = value
        self._shade = round(255 * float(value) ** (1 / 2.2))
        if self.window is not None:
            self._show(self._pygame_screen.get_rect())
            pygame.display.flip()

    def refresh(self, **kwargs):
        """Draw what changed (displayio's ``refresh``); when ``lazy``, note
        that it is owed, for :meth:`drawn`."""
        if self.lazy:
            self._owed = True
            return True
        return super().refresh(**kwargs)

    def drawn(self):
        """The real-size surface displayio draws on, every refresh asked
        for drawn on it."""
        if self._owed:
            self._owed = False
            super().refresh()
        return self._pygame_screen

    def point(self, position):
        """The screen's pixel under a position in the window."""
        return (position[0] // self.scale, position[1] // self.scale)

    _get_refresh_areas = busdisplay.BusDisplay._get_refresh_areas

    def _refresh_area(self, area):
        screen = self._pygame_screen.get_rect()
        rect = pygame.Rect(area.x1, area.y1, area.x2 - area.x1, area.y2 - area.y1)
        rect = rect.clip(screen)
        if rect.width % 2:  # the library takes an even number of pixels
            if rect.right < screen.right:
                rect.width += 1
            else:
                rect.x -= 1
                rect.width += 1
        if not rect.width or not rect.height:
            return True
        done = super()._refresh_area(Area(rect.x, rect.y, rect.right, rect.bottom))
        self._show(rect)
        return done

    def _show(self, rect):
        """Copy ``rect`` of the real-size surface to the window, scaled."""
        s = self.scale
        part = self._pygame_screen.subsurface(rect)
        big = part if s == 1 else pygame.transform.scale(part, (rect.w * s, rect.h * s))
        if self._shade < 255:
            big = big.copy()
            shade = (self._shade,) * 3
            big.fill(shade, special_flags=pygame.BLEND_MULT)
        self.window.blit(big, (rect.x * s, rect.y * s))


def fit(width, height, share=_FIT):
    """The largest whole scale, 1 to MAX_SCALE, at which ``width`` x
    ``height`` fits in ``share`` of the (first) desktop each way (by default
    two thirds); 1 where the desktop's size is unknown and a smaller share
    is asked, MAX_SCALE where it is unknown and the whole is."""
    size = desktop()
    if size is None:
        return MAX_SCALE if share >= 1 else 1
    desk_w, desk_h = size
    most = min(int(desk_w * share) // width, int(desk_h * share) // height)
    return max(1, min(MAX_SCALE, most))


def desktop():
    """The (first) desktop's (width, height), or None where SDL cannot tell."""
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (pygame.error, IndexError):
        return None
