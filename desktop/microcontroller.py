# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Desktop stand-in for CircuitPython's ``microcontroller``: pins and ``nvm``.

``nvm`` is 8192 bytes like a SAMD51's, kept in a file so records and a
paused game survive closing the simulator: ``MINESWEEPER_NVM`` names it,
default ``build/nvm.bin`` in the repository. Bytes never written read 0xFF,
as erased flash does. Each slice assignment is written as the SAMD51 writes
it, however small: the whole 8 KB erased (0xFF) and its 16 pages of 512
bytes written again in order, straight through to the file (created, with
its folder, at the first write); so a simulator killed in the middle of a
write leaves what a power cut leaves on the board. ``erases`` counts the
writes (the board's flash is made for a limited number). Reads and writes
check their bounds and lengths as the board does.

A file shorter than 8 KB, an empty one too, was not left by a write (each
leaves the whole block, and the first makes the file whole, erased, before
it is named: a simulator killed then leaves no file): it was cut short or
written by something else, so it reads as erased, with one console line
saying it is unreadable. A path that cannot be read (a folder, no
permission) is one console line too, and nvm is kept in RAM until the game
is closed.
"""

import os

NVM_SIZE = 8192
PAGE = 512  # the SAMD51's flash page; its erase block is all of nvm
_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


def nvm_path():
    """The file behind ``nvm``: ``MINESWEEPER_NVM`` or build/nvm.bin."""
    return os.environ.get("MINESWEEPER_NVM") or os.path.join(_ROOT, "build", "nvm.bin")


class FileNvm:
    """A fixed-size byte array kept in a file, written through."""

    def __init__(self, path, size=NVM_SIZE):
        self.path = path
        self.erases = 0  # writes in this run, each an erase of the block
        self._data = bytearray(b"\xff" * size)
        stored = None  # the file's bytes (None: no file to read)
        try:
            with open(path, "rb") as f:
                stored = f.read(size)
        except FileNotFoundError:
            pass
        except OSError as err:  # a folder, no permission, ...
            print(
                "nvm file %s: %s; records kept until the game is closed"
                % (path, err.strerror or err)
            )
            self.path = None  # in RAM only
        if stored is not None and len(stored) < size:
            print(
                "nvm file %s is %d bytes, not %d: unreadable; starting afresh"
                % (path, len(stored), size)
            )
        elif stored is not None:
            self._data[:] = stored

    def __len__(self):
        return len(self._data)

    def _range(self, key):
        if isinstance(key, slice):
            if key.step not in (None, 1):
                raise NotImplementedError("only slices with step=1 are supported")
            return key.indices(len(self._data))[:2]
        if not isinstance(key, int):
            raise TypeError("nvm indices must be integers or slices")
        index = key + len(self._data) if key < 0 else key
        if not 0 <= index < len(self._data):
            raise IndexError("nvm index out of range")
        return index, index + 1

    def __getitem__(self, key):
        start, stop = self._range(key)
        if isinstance(key, slice):
            return bytearray(self._data[start:stop])
        return self._data[start]

    def __setitem__(self, key, value):
        start, stop = self._range(key)
        if isinstance(key, slice):
            value = bytes(value)
            if len(value) != max(0, stop - start):
                raise ValueError("Slice and value different lengths.")
        else:
            value = bytes((value,))
        self._data[start : start + len(value)] = value
        self._write()

    def _write(self):
        """Erase, then program every page, as the board does."""
        self.erases += 1
        if self.path is None:
            return
        folder = os.path.dirname(self.path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        if not os.path.exists(self.path):
            self._create()
        # unbuffered: the erase reaches the file before any page
        with open(self.path, "r+b", buffering=0) as f:
            f.write(b"\xff" * len(self._data))
            for at in range(0, len(self._data), PAGE):
                self._program(f, at)
            f.truncate(len(self._data))
            os.fsync(f.fileno())

    def _create(self):
        """The file, whole and erased, made under another name and then
        renamed: no kill leaves a file shorter than the block."""
        fresh = self.path + ".new"
        with open(fresh, "wb") as f:
            f.write(b"\xff" * len(self._data))
            f.flush()
            os.fsync(f.fileno())
        os.replace(fresh, self.path)

    def _program(self, f, at):
        """One page's program (a place for tests to cut the power)."""
        f.seek(at)
        f.write(self._data[at : at + PAGE])


nvm = FileNvm(nvm_path())
