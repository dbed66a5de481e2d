# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The CircuitPython lane's stand-in for CircuitPython's native
``bitmaptools``, over the build's own ``displayio.Bitmap``.

Runs inside CircuitPython's unix build (``tools/memory.py --lane
circuitpython``), which has a native ``Bitmap`` but no ``bitmaptools``.
Only what the game and its libraries call, as the WebAssembly lane's
stand-in (``tools/lane32/native/bitmaptools.py``, which reads its own
Bitmap's fields): ``blit``, ``replace_color``, ``fill_region`` and
``readinto``. Pixels are read and written through the bitmap's index (``bitmap[i]``, a
native call that allocates nothing), and no function calls another: a
native function takes no Python stack, and this frame is the only one the
lane adds.
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
    sw, dw, dh = source.width, dest.width, dest.height
    if x2 is None:
        x2 = sw
    if y2 is None:
        y2 = source.height
    for sy in range(y1, y2):
        dy = y + sy - y1
        if not 0 <= dy < dh:
            continue
        for sx in range(x1, x2):
            dx = x + sx - x1
            if not 0 <= dx < dw:
                continue
            value = source[sy * sw + sx]
            if value == skip_source_index:
                continue
            at = dy * dw + dx
            if skip_dest_index is not None and dest[at] == skip_dest_index:
                continue
            dest[at] = value


def replace_color(dest, old, new):
    for i in range(dest.width * dest.height):
        if dest[i] == old:
            dest[i] = new


def fill_region(dest, x1, y1, x2, y2, value):
    width = dest.width
    for y in range(y1, y2):
        for x in range(x1, x2):
            dest[y * width + x] = value


def readinto(
    bitmap,
    file,
    bits_per_pixel,
    element_size=1,
    reverse_pixels_in_element=False,
    swap_bytes_in_element=False,
    reverse_rows=False,
):
    """The file's rows into the bitmap's buffer, allocating no row (the
    lane draws nothing, so the order of the pixels does not matter)."""
    row = 4 * ((bitmap.width * bits_per_pixel + 31) // 32)
    pixels = memoryview(bitmap)
    file.readinto(pixels[: min(len(pixels), row * bitmap.height)])
