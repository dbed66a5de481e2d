# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``bitmaptools``.

Runs inside the lane's MicroPython (tools/lane32/). Only what the game and
its libraries call: ``blit``, ``replace_color``, ``fill_region`` and
``readinto`` (which reads a BMP's pixel rows straight into the bitmap's
buffer, allocating nothing, as the native one does). ``blit`` handles
bitmaps of up to 8 bits a pixel (labels and sprite sheets are).
"""


def blit(
    dest,
    source,
    x,
    y,
    *,
    x1=0,
    y1=0,
    x2=None,
    y2=None,
    skip_source_index=None,
    skip_dest_index=None,
):
    # Pixels read and written in place (no calls: a native call takes no
    # Python stack, and this frame is the only one the lane adds).
    sg, dg = source._g, dest._g
    if x2 is None:
        x2 = sg[0]
    if y2 is None:
        y2 = sg[1]
    sp, dp = source._p, dest._p
    sbits, dbits = sg[2], dg[2]
    smask, dmask = (1 << sbits) - 1, (1 << dbits) - 1
    for sy in range(y1, y2):
        dy = y + sy - y1
        if not 0 <= dy < dg[1]:
            continue
        for sx in range(x1, x2):
            dx = x + sx - x1
            if not 0 <= dx < dg[0]:
                continue
            bit = sx * sbits
            value = (sp[sy * sg[3] + (bit >> 3)] >> (bit & 7)) & smask
            if value == skip_source_index:
                continue
            bit = dx * dbits
            at = dy * dg[3] + (bit >> 3)
            shift = bit & 7
            if skip_dest_index is not None:
                if (dp[at] >> shift) & dmask == skip_dest_index:
                    continue
            dp[at] = (dp[at] & ~(dmask << shift)) | ((value & dmask) << shift)


def replace_color(dest, old, new):
    for y in range(dest.height):
        for x in range(dest.width):
            if dest.get(x, y) == old:
                dest.set(x, y, new)


def fill_region(dest, x1, y1, x2, y2, value):
    for y in range(y1, y2):
        for x in range(x1, x2):
            dest.set(x, y, value)


def readinto(
    bitmap,
    file,
    bits_per_pixel,
    element_size=1,
    reverse_pixels_in_element=False,
    swap_bytes_in_element=False,
    reverse_rows=False,
):
    """The file's rows into the bitmap's buffer (the lane draws nothing,
    so the order of the pixels does not matter). The size is read from the
    bitmap's numbers, not its properties: no call, as in ``blit``."""
    buffer, g = bitmap._p, bitmap._g
    row = 4 * ((g[0] * bits_per_pixel + 31) // 32)
    file.readinto(memoryview(buffer)[: min(len(buffer), row * g[1])])
