# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What CircuitPython 10's native display objects take on a board's heap
(32-bit, 16-byte blocks), and a ``code.py`` that weighs the lanes' stand-ins
for them: for tests/test_lane32.py (the WebAssembly lane, where every one is
a stand-in) and tests/test_lane_circuitpython.py (CircuitPython's unix
build, whose own Bitmap and Palette are native).

The sizes are CircuitPython's structs (``shared-module/displayio/TileGrid.h``,
``Group.h``, ``shared-module/vectorio/Rectangle.h``, ``VectorShape.h``),
rounded up to whole blocks, and what their constructors allocate beside
them (``TileGrid.c``: the tile indices, inline up to 4 bytes of them, a
byte each where the bitmap has at most 255 tiles, else two; ``Group.c``: a
list of four slots; ``Rectangle.c``: a ``VectorShape``); Bitmap and
Palette as CircuitPython 10.3's unix build weighs them.
"""

BLOCK = 16


def blocks(n):
    """``n`` bytes as the heap gives them: whole 16-byte blocks."""
    return -(-n // BLOCK) * BLOCK


def tilegrid(tiles, bitmap_tiles):
    """A TileGrid of ``tiles`` over a bitmap of ``bitmap_tiles`` tiles: its
    96-byte struct, and its indices beyond the 4 bytes the struct holds."""
    indices = tiles * (1 if bitmap_tiles <= 255 else 2)
    return 96 + (0 if indices <= 4 else blocks(indices))


GROUP = 48 + 16 + 16  # its struct, its list and the list's four slots
SHAPE = 32 + 64  # a vectorio.Rectangle or Circle, and its VectorShape


def bitmap(width, height, bits):
    """A Bitmap: its 48-byte object and its rows of 32-bit words."""
    return 48 + blocks(4 * -(-width * bits // 32) * height)


def palette(colors):
    """A Palette: its 16-byte object and 16 bytes a colour."""
    return 16 + blocks(16 * colors)


# code.py for a lane's run (memory.run(..., tree=...)): one line a weighed
# object, "name args... bytes"; "buffer yes" where Bitmap has the native's
# buffer (the build's own, not a stand-in); "font" and "nvm" as made before
# code.py.
CODE = """
import gc
import displayio
import microcontroller
import terminalio
import vectorio
from heap import collect

kept = [None] * 32
at = [0]


def cost(make):
    collect()
    before = gc.mem_alloc()
    kept[at[0]] = make()  # (a slot made before: no list grows here)
    at[0] += 1
    collect()
    return gc.mem_alloc() - before


p = displayio.Palette(2)
b = displayio.Bitmap(16, 16, 2)  # 16 tiles of 4x4
wide = displayio.Bitmap(256, 1, 2)  # 256 tiles of 1x1
narrow = displayio.Bitmap(255, 1, 2)  # 255 tiles of 1x1
for w, h, n in ((320, 240, 1), (320, 240, 2), (544, 32, 13), (17, 5, 300)):
    print("bitmap", w, h, n, cost(lambda: displayio.Bitmap(w, h, n)))
for n in (3, 13, 16):
    print("palette", n, cost(lambda: displayio.Palette(n)))
for n in (1, 4, 5, 17, 260):
    grid = lambda: displayio.TileGrid(
        b, pixel_shader=p, width=n, height=1, tile_width=4, tile_height=4
    )
    print("tilegrid", n, 16, cost(grid))
for source in (narrow, wide):
    for n in (2, 3, 260):
        grid = lambda: displayio.TileGrid(
            source, pixel_shader=p, width=n, height=1, tile_width=1, tile_height=1
        )
        print("tilegrid", n, source.width, cost(grid))
print("group", cost(lambda: displayio.Group()))
for shape in (
    lambda: vectorio.Rectangle(pixel_shader=p, width=320, height=240),
    lambda: vectorio.Circle(pixel_shader=p, radius=5),
):
    print("shape", cost(shape))
try:
    memoryview(b)
    print("buffer yes")
except TypeError:
    print("buffer no")
print("font", cost(lambda: terminalio.FONT), terminalio.FONT.get_bounding_box())
print("nvm", len(microcontroller.nvm), microcontroller.nvm[0])
"""


def weighed(console):
    """The probe's weighings, [(name, args, bytes it took, bytes the native
    object takes)], and its other lines, {name: words}."""
    costs, other = [], {}
    for line in console:
        words = line.split()
        if not words:
            continue
        if words[0] in _NATIVE:
            args = tuple(int(w) for w in words[1:-1])
            costs.append((words[0], args, int(words[-1]), _NATIVE[words[0]](*args)))
        elif words[0] in ("buffer", "font", "nvm"):
            other[words[0]] = words[1:]
    return costs, other


def _bits(values):
    """The bits a Bitmap keeps a value in, for ``values`` values."""
    bits = 1
    while values > 1 << bits:
        bits *= 2
    return bits


_NATIVE = {
    "bitmap": lambda w, h, n: bitmap(w, h, _bits(n)),
    "palette": palette,
    "tilegrid": tilegrid,
    "group": lambda: GROUP,
    "shape": lambda: SHAPE,
}
