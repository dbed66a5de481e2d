# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Read back what a desktop display shows, as a Pillow image."""


def image(display):
    import pygame
    from PIL import Image

    surface = display.drawn()
    size = surface.get_size()
    return Image.frombytes("RGB", size, pygame.image.tobytes(surface, "RGB"))
