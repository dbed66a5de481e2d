# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The touchscreen's calibration as the choices keep it: its preferences'
``cal`` (:func:`pack`) and back (:func:`unpack`).

Hardware-free. Loaded at power-up for the choices' ``cal``
(:meth:`minesweeper.choices.Choices.load`) and at the Calibrate page's
Keep, and let go after each with the folder's modules
(``forget_under("minesweeper.calibration")``): nothing of it stays
loaded in play, and the choices import nothing of the menu.
"""


def pack(calibration):
    """The preferences' ``cal`` for ``calibration``: each raw reading to a
    sixteenth (12 bits, as many as the SAMD51's converter has; under a
    tenth of a pixel), in two characters of 6 bits from "?" up (no digit,
    comma or equals sign among them), so that it fits beside the longest
    other choices; :func:`unpack` reads it."""
    out = ""
    for axis in calibration:
        for raw in axis:
            n = min(4095, (raw + 8) >> 4)
            out += chr(63 + (n >> 6)) + chr(63 + (n & 63))
    return out


def unpack(choices):
    """The ``calibration`` of ``choices`` from their ``cal`` (:func:`pack`'s),
    which goes if it is not one. At power-up
    (:meth:`minesweeper.choices.Choices.load`, which loads this module for
    it alone), and at Keep, so that the live touchscreen maps as the next
    power-up will."""
    text = choices.cal
    v = []
    if len(text) == 8 and min(text) >= "?":
        for k in (0, 2, 4, 6):
            v.append((ord(text[k]) - 63 << 6 | ord(text[k + 1]) - 63) << 4)
    if v and v[0] < v[1] and v[2] < v[3]:
        choices.calibration = ((v[0], v[1]), (v[2], v[3]))
    else:
        choices.cal = ""
