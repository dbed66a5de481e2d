# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's stand-in for CircuitPython's native ``displayio``.

Runs inside the lane's MicroPython (tools/lane32/), never on a board or the
desktop. Nothing is drawn: each object holds what the native one holds, so
the heap pays what a board's heap pays for it.

- ``Bitmap(w, h, n)``: its pixels in one buffer of 32-bit rows, as
  CircuitPython keeps them: ``4 * ceil(w * bits / 32) * h`` bytes, ``bits``
  the smallest of 1, 2, 4, 8, 16 or 32 that counts ``n`` values.
- ``Palette(n)``: 16 bytes a colour, as the native colour record
  (CircuitPython 10's: its build's Palette(n) takes 16 + 16 n bytes), and
  32 bytes more than the native one (the object and its buffer's).
- ``TileGrid``: 96 bytes, as the native struct (CircuitPython's
  ``shared-module/displayio/TileGrid.h``), with its tile indices in it up to
  4 bytes of them; more, in a buffer of their own: a byte a tile, two where
  the bitmap has more than 255 tiles (``TileGrid.c``), and 16 bytes the
  native one does not take (the buffer's object).
- ``Group``: 96 bytes with its list of children, 16 more than the native
  one (``Group.c``: its 48-byte struct and a list of four slots).

Numbers that the native objects keep in their C struct (position, size,
flags) live in one small ``array`` here, so that an object costs about what
the struct costs, whatever the interpreter's attribute tables do; their
properties are made by :func:`_field` and :func:`_flag`.
"""

from array import array

import heap
from heap import low, mem_alloc, retry

_RECORD = 16  # bytes of a Palette's colour record
_TRANSPARENT = 4  # byte of a Palette colour record that flags transparency


def _bits(value_count):
    bits = 1
    while value_count > 1 << bits and bits < 32:
        bits *= 2
    return bits


def _field(i, settable=False):
    """A property over ``self._g[i]``, read-only unless ``settable``. (Its
    functions are closures, whose frames hold a word more than a method's:
    the stand-ins' own code reads ``_g`` itself, as ``bitmaptools`` does.)"""

    def get(self):
        return self._g[i]

    def put(self, value):
        self._g[i] = value

    return property(get, put if settable else None)


def _flag(i, bit):
    """A property over one bit of ``self._g[i]``, True or False."""

    def get(self):
        return bool(self._g[i] & bit)

    def put(self, value):
        g = self._g
        g[i] = g[i] & ~bit | (bit if value else 0)

    return property(get, put)


class Bitmap:
    """Pixels, ``bits`` a pixel, in rows of 32-bit words."""

    def __init__(self, width, height, value_count):
        bits = _bits(value_count)
        stride = 4 * ((width * bits + 31) // 32)
        # This buffer, the palette's and the tile grid's are allocated
        # inline, not by a helper: a Bitmap is made on the deepest chain (the
        # BMP reader's), where a helper's frame would count.
        if mem_alloc() > heap.HIGH:
            low()
        try:
            self._p = bytearray(stride * height)
        except MemoryError:
            self._p = retry(stride * height)
        self._g = array("H", (width, height, bits, stride))

    width = _field(0)
    height = _field(1)
    bits_per_value = _field(2)

    # Pixel access allocates nothing (no tuples), as the native one.

    def get(self, x, y):
        g = self._g
        bits = g[2]
        bit = x * bits
        byte = y * g[3] + (bit >> 3)
        if bits >= 8:
            value = 0
            for k in range(bits >> 3):
                value |= self._p[byte + k] << (8 * k)
            return value
        return (self._p[byte] >> (bit & 7)) & ((1 << bits) - 1)

    def set(self, x, y, value):
        g = self._g
        bits = g[2]
        bit = x * bits
        byte = y * g[3] + (bit >> 3)
        if bits >= 8:
            for k in range(bits >> 3):
                self._p[byte + k] = (value >> (8 * k)) & 0xFF
            return
        shift = bit & 7
        mask = ((1 << bits) - 1) << shift
        self._p[byte] = (self._p[byte] & ~mask) | ((value << shift) & mask)

    def __getitem__(self, index):
        if isinstance(index, tuple):
            return self.get(index[0], index[1])
        width = self._g[0]
        return self.get(index % width, index // width)

    def __setitem__(self, index, value):
        if isinstance(index, tuple):
            self.set(index[0], index[1], value)
        else:
            width = self._g[0]
            self.set(index % width, index // width, value)

    def fill(self, value):
        """Every pixel to ``value``, without a second buffer."""
        p = self._p
        bits = self._g[2]
        if bits < 8:
            byte = 0
            for k in range(8 // bits):
                byte |= value << (k * bits)
            for i in range(len(p)):
                p[i] = byte & 0xFF
            return
        for y in range(self._g[1]):
            for x in range(self._g[0]):
                self.set(x, y, value)

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        pass

    def deinit(self):
        self._p = None


class Palette:
    """Colours, each in a record of :data:`_RECORD` bytes, as the native
    palette keeps them."""

    def __init__(self, color_count, *, dither=False):
        if mem_alloc() > heap.HIGH:
            low()
        try:
            self._c = bytearray(_RECORD * color_count)
        except MemoryError:
            self._c = retry(_RECORD * color_count)

    def __len__(self):
        return len(self._c) // _RECORD

    def __setitem__(self, index, color):
        if not isinstance(color, int):  # a buffer of R, G, B bytes
            color = (color[0] << 16) | (color[1] << 8) | color[2]
        at = _RECORD * index
        c = self._c
        c[at] = color & 0xFF
        c[at + 1] = (color >> 8) & 0xFF
        c[at + 2] = (color >> 16) & 0xFF

    def __getitem__(self, index):
        at = _RECORD * index
        c = self._c
        return c[at] | (c[at + 1] << 8) | (c[at + 2] << 16)

    def make_transparent(self, index):
        self._c[_RECORD * index + _TRANSPARENT] = 1

    def make_opaque(self, index):
        self._c[_RECORD * index + _TRANSPARENT] = 0

    def is_transparent(self, index):
        return bool(self._c[_RECORD * index + _TRANSPARENT])


class ColorConverter:
    def __init__(self, *, input_colorspace=None, dither=False):
        self._g = array("H", (0, 0))

    def convert(self, color):
        return color


class _Placed:
    """What TileGrid, Group and the vectorio shapes share: a position and a
    hidden flag, kept in ``self._g`` (x, y, hidden, then their own)."""

    x = _field(0, settable=True)
    y = _field(1, settable=True)
    hidden = _flag(2, 1)


_FIELDS = 9  # TileGrid's numbers in ``_g``; its inline tiles after them
_INLINE = 4  # bytes of tile indices the native struct keeps in its pointer


class TileGrid(_Placed):
    """Tiles of a bitmap: one byte a tile (two past 255 tiles), in ``_t``,
    or in ``_g`` after its numbers where the native one keeps them in its
    struct (up to 4 bytes of them: ``_t`` is None)."""

    def __init__(
        self,
        bitmap,
        *,
        pixel_shader,
        width=1,
        height=1,
        tile_width=None,
        tile_height=None,
        default_tile=0,
        x=0,
        y=0,
    ):
        if tile_width is None:
            tile_width = bitmap.width
        if tile_height is None:
            tile_height = bitmap.height
        tiles = (bitmap.width // tile_width) * (bitmap.height // tile_height)
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        count = width * height
        wide = 1 if tiles <= 255 else 2  # bytes a tile
        if mem_alloc() > heap.HIGH:
            low()
        # x, y, hidden, width, height, tile width, tile height, flips, and
        # the bytes a tile takes (then the tiles, where they are inline).
        fields = (x, y, 0, width, height, tile_width, tile_height, 0, wide)
        if count * wide <= _INLINE:
            self._t = None
            self._g = array("h", fields + (default_tile,) * count)
            return
        try:
            self._t = bytearray(wide * count)
        except MemoryError:
            self._t = retry(wide * count)
        self._g = array("h", fields)
        if default_tile:
            for i in range(count):
                self[i] = default_tile

    width = _field(3)
    height = _field(4)
    tile_width = _field(5)
    tile_height = _field(6)
    flip_x = _flag(7, 1)
    flip_y = _flag(7, 2)

    def _index(self, index):
        if isinstance(index, tuple):
            return index[1] * self._g[3] + index[0]
        return index

    def __getitem__(self, index):
        i = self._index(index)
        if self._t is None:
            return self._g[_FIELDS + i]
        if self._g[8] == 1:
            return self._t[i]
        return self._t[2 * i] | self._t[2 * i + 1] << 8

    def __setitem__(self, index, value):
        i = self._index(index)
        if self._t is None:
            self._g[_FIELDS + i] = value
        elif self._g[8] == 1:
            self._t[i] = value
        else:
            self._t[2 * i] = value & 0xFF
            self._t[2 * i + 1] = value >> 8


class Group(_Placed):
    """Children in a list, drawn in order."""

    def __init__(self, *, scale=1, x=0, y=0):
        if mem_alloc() > heap.HIGH:
            low()
        self._l = []
        self._g = array("h", (x, y, 0, scale))

    scale = _field(3, settable=True)

    def append(self, layer):
        self._l.append(layer)

    def insert(self, index, layer):
        self._l.insert(index, layer)

    def index(self, layer):
        return self._l.index(layer)

    def pop(self, index=-1):
        return self._l.pop(index)

    def remove(self, layer):
        self._l.remove(layer)

    def sort(self, key=None, reverse=False):
        self._l.sort(key=key, reverse=reverse)

    def __len__(self):
        return len(self._l)

    def __getitem__(self, index):
        return self._l[index]

    def __setitem__(self, index, layer):
        self._l[index] = layer

    def __delitem__(self, index):
        del self._l[index]

    def __contains__(self, layer):
        return layer in self._l

    def __iter__(self):
        return iter(self._l)


class OnDiskBitmap:
    """A BMP read from its file as drawn: only the open file and a header."""

    def __init__(self, file):
        if isinstance(file, str):
            file = open(file, "rb")  # kept open, as the native one keeps it
        self._f = file
        head = file.read(26)
        self._g = array(
            "H",
            (
                head[18] | head[19] << 8,
                head[22] | head[23] << 8,
                0,
                0,
            ),
        )
        self.pixel_shader = ColorConverter()

    width = _field(0)
    height = _field(1)


def release_displays():
    pass
