# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A MicroPython ROMFS image of a folder, for the 32-bit lane.

MicroPython (1.25 and later) mounts such an image at ``/rom`` and runs the
``.mpy`` files in it in place: their bytecode stays in the image, as the
bytecode of a module frozen into CircuitPython firmware stays in flash. The
lane puts the stand-ins for the board's native modules there, and the
libraries PyPortal firmware freezes. Desktop only; standard library only.

The format (MicroPython's ``extmod/vfs_rom.c``): records of a kind and a
length, both unsigned integers of 7 bits a byte, most significant first;
a directory record (4) holds its name and its entries, a file record (5)
its name and a data record (2). The whole image is one record of kind
0x14A6B1, an even number of bytes long.
"""

import os

_FILESYSTEM = 0x14A6B1
_DIRECTORY = 4
_FILE = 5
_DATA = 2


def varuint(n):
    """``n`` in 7-bit groups, most significant first, high bit = more."""
    groups = [n & 0x7F]
    n >>= 7
    while n:
        groups.append(0x80 | (n & 0x7F))
        n >>= 7
    return bytes(reversed(groups))


def record(kind, payload):
    return varuint(kind) + varuint(len(payload)) + payload


def _named(kind, name, payload):
    name = name.encode()
    return record(kind, varuint(len(name)) + name + payload)


def entries(files):
    """The records of ``files``: {path with "/": bytes}, nested by folder."""
    folders = {}
    out = b""
    for rel in sorted(files):
        head, _, rest = rel.partition("/")
        if rest:
            folders.setdefault(head, {})[rest] = files[rel]
        else:
            out += _named(_FILE, head, record(_DATA, files[rel]))
    for name in sorted(folders):
        out += _named(_DIRECTORY, name, entries(folders[name]))
    return out


def image(files):
    """The ROMFS image of ``files`` ({path: bytes})."""
    body = entries(files)
    whole = record(_FILESYSTEM, body)
    if len(whole) % 2:  # pad the length's encoding with a leading 0x80
        whole = varuint(_FILESYSTEM) + b"\x80" + varuint(len(body)) + body
    return whole


def folder_files(folder, prefix=""):
    """{prefix + relative path: bytes} of every file under ``folder``."""
    found = {}
    for path, dirs, names in os.walk(folder):
        dirs.sort()
        for name in sorted(names):
            full = os.path.join(path, name)
            rel = os.path.relpath(full, folder).replace(os.sep, "/")
            with open(full, "rb") as f:
                found[prefix + rel] = f.read()
    return found
