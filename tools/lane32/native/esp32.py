# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A stand-in ESP32 Wi-Fi co-processor, at its SPI link.

Runs in the 32-bit lane's MicroPython (tools/lane32/) and under CPython
(the tests). :class:`Esp32` has the four things a board wires to its ESP32:
``spi`` (the bus: ``try_lock``, ``configure``, ``write``, ``readinto``),
and the chip-select, busy and reset lines (``cs``, ``busy``, ``reset``:
what ``digitalio.DigitalInOut`` gives). It speaks the framing
``adafruit_esp32spi`` speaks: a command is ``0xE0, cmd, n, (len, bytes)*n,
0xEE`` written while the chip select is low, answered at the next select
by ``0xE0, cmd | 0x80, n, (len, bytes)*n, 0xEE``; its busy line is high
while it boots or is selected, low when it is ready for a command. It
answers the commands the date needs: set the network (with or without a
passphrase), the connection status, the time, disconnect.

``behaviour`` says how it goes: ``"works"``; ``"mute"`` (busy for ever: no
answer); ``"garbled"`` (answers noise); ``"never joins"``; ``"no time"``
(joins, but its clock is never set). A wrong network name is not found, a
wrong password refused. No clock: it counts the questions asked.
"""

WORKS = "works"
MUTE = "mute"
GARBLED = "garbled"
NEVER_JOINS = "never joins"
NO_TIME = "no time"
_IDLE = 0
_NOT_FOUND = 1
_JOINED = 3
_REFUSED = 4
_DISCONNECTED = 6


class Line:
    """One of the ESP32's lines, as the board's ``DigitalInOut`` on it."""

    def __init__(self, esp, name):
        self._esp, self.name = esp, name
        self._value, self.direction = True, None  # (high: not selected, running)

    @property
    def value(self):
        if self.name == "busy":
            return self._esp.is_busy()
        return self._value

    @value.setter
    def value(self, level):
        level = bool(level)
        was, self._value = self._value, level
        if was != level:
            self._esp.edge(self.name, level)

    def switch_to_output(self, value=False, drive_mode=None):
        self.direction = "output"
        self.value = value

    def switch_to_input(self, pull=None):
        self.direction = "input"

    def deinit(self):
        self._esp.released.append(self.name)


class Bus:
    """The SPI bus the ESP32 sits on (allocating nothing, as the native
    one: the lane counts the game's heap)."""

    def __init__(self, esp):
        self._esp = esp

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def configure(self, baudrate=100000, polarity=0, phase=0, bits=8):
        pass

    def write(self, buffer, start=0, end=None):
        esp = self._esp
        if not esp.selected:
            return
        for i in range(start, len(buffer) if end is None else end):
            if esp.heard < len(esp.inbox):
                esp.inbox[esp.heard] = buffer[i]
                esp.heard += 1

    def readinto(self, buffer, start=0, end=None, write_value=0):
        esp = self._esp
        for i in range(start, len(buffer) if end is None else end):
            if esp.behaviour == GARBLED or esp.told >= esp.said:
                buffer[i] = 0xFF
            else:
                buffer[i] = esp.outbox[esp.told]
                esp.told += 1


class Esp32:
    """The stand-in ESP32 on a network ``ssid`` with ``password``, whose
    clock reads ``seconds`` (Unix time) once set."""

    def __init__(
        self, behaviour=WORKS, ssid="Home", password="correct horse", seconds=0
    ):
        self.behaviour = behaviour
        self.ssid = ssid.encode()
        self.password = password.encode()
        self.seconds = seconds
        self.spi = Bus(self)
        self.cs = Line(self, "cs")
        self.busy = Line(self, "busy")
        self.reset = Line(self, "reset")
        self.running = True  # booted (after power-up, or a reset let go)
        self.selected = False
        self.inbox = bytearray(300)  # the command being written ...
        self.heard = 0  # ... this many bytes of it
        self.outbox = bytearray(16)  # the answer ...
        self.said = 0  # ... this many bytes of it
        self.told = 0  # ... this many read
        self.commands = []  # the command numbers heard, in order
        self.released = []  # the lines let go (deinit)
        self.resets = 0  # how many times the reset line went low
        self.joining = None  # (ssid, password) it was given
        self.status = _IDLE
        self.polls = 0  # status questions since the network was given
        self.times = 0  # time questions since it joined

    def is_busy(self):
        return self.behaviour == MUTE or not self.running or self.selected

    def edge(self, name, level):
        if name == "reset":
            if level:
                self.running = True
            else:
                self.resets += 1
                self.running = False
                self.joining = None
                self.status = _IDLE
                self.polls = self.times = self.said = self.told = 0
        elif name == "cs":
            self.selected = not level and self.running
            if self.selected:
                self.heard = 0
            elif self.heard:
                self.answer()
                self.heard = 0

    def answer(self):
        """Answer the command in ``inbox``."""
        packet = self.inbox
        self.said = self.told = 0
        if packet[0] != 0xE0:
            return self.reply(0xEF)
        cmd, count = packet[1], packet[2]
        at = 3
        for _ in range(count):
            at += 1 + packet[at]
        if packet[at] != 0xEE:
            return self.reply(0xEF)
        self.commands.append(cmd)
        if cmd in (0x10, 0x11):  # set the network, and its passphrase
            ssid = bytes(packet[4 : 4 + packet[3]])
            password = b""
            if cmd == 0x11:
                at = 4 + packet[3]
                password = bytes(packet[at + 1 : at + 1 + packet[at]])
            self.joining = (ssid, password)
            self.polls = 0
            return self.reply(cmd, 1, 1)
        if cmd == 0x20:  # status
            return self.reply(cmd, 1, self.poll())
        if cmd == 0x3B:  # the time, 4 bytes little-endian
            t = self.clock()
            return self.reply(cmd, 4, t & 255, t >> 8 & 255, t >> 16 & 255, t >> 24)
        if cmd == 0x30:  # disconnect
            self.joining = None
            self.status = _DISCONNECTED
            return self.reply(cmd, 1, 1)
        return self.reply(0xEF)

    def reply(self, cmd, size=0, *data):
        """Put the answer to ``cmd`` in ``outbox``: one reply of ``size``
        bytes, ``data`` (0xEF: the error byte alone)."""
        out = self.outbox
        if cmd == 0xEF:
            out[0] = 0xEF
            self.said = 1
            return
        out[0], out[1], out[2], out[3] = 0xE0, cmd | 0x80, 1, size
        for i in range(size):
            out[4 + i] = data[i]
        out[4 + size] = 0xEE
        self.said = 5 + size

    def poll(self):
        """The status: after three questions the join is settled."""
        if self.joining is None:
            return self.status
        self.polls += 1
        if self.polls < 3 or self.behaviour == NEVER_JOINS:
            return _IDLE
        ssid, password = self.joining
        if ssid != self.ssid:
            self.status = _NOT_FOUND
        elif password != self.password:
            self.status = _REFUSED
        else:
            self.status = _JOINED
        return self.status

    def clock(self):
        """The clock: set by the second question after joining."""
        if self.status != _JOINED:
            return 0
        self.times += 1
        if self.times < 2 or self.behaviour == NO_TIME:
            return 0
        return self.seconds
