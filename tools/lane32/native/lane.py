# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's driver, inside the lane's MicroPython (tools/lane32/).

``tools/lane32/run.mjs`` calls :func:`setup` with the run's settings, then
:func:`run_code` runs the real ``code.py`` as a board does. The game's loop
sleeps until its next pass is due; ``time`` is the lane's own (:class:`_Time`), whose
``sleep`` lets the lane's clock run on and, between two passes:

- collects the garbage (:func:`heap.collect`; see there why this port needs
  that), noting how much the pass left (``churn``); on the CircuitPython
  lane, whose allocator collects by itself as a board's does, only in a
  measuring run;
- with ``measure`` on, samples the live heap (``gc.mem_alloc()``) and the
  largest block (``micropython.mem_info()``, whose ``max blk sz`` the host
  reads);
- plays the scenario on (:mod:`scenario`): keys typed into the USB serial
  console the game reads (``sys`` is the lane's own too, whose ``stdin`` is
  :data:`supervisor.CONSOLE`).

Everything the lane needs (the stand-ins for the board's native modules,
this driver, the scenario) is imported before ``code.py`` starts, and the
lane reports the heap ``code.py`` finds free then (``start``). With
``free`` set, a ballast block leaves exactly that much free; with ``gap``
set, the free heap is cut into runs of ``gap`` bytes by one-block tuples
between them, so that any single allocation larger than a run fails, as a
large one fails first near a board's limit. With ``measure`` on, each
module's first import is noted, in the order the imports complete, so that
:func:`import_costs` can weigh them in another run. The game's ``gc`` is
the lane's too: its ``collect`` collects at once, and ``mem_free`` is the
capped heap's.

What it prints, one line each, starts with ``LANE32``: ``start`` (free heap,
heap held, pystack in use), ``code`` (pystack in use as :func:`run_code`
starts ``code.py``), ``mark`` (a moment of the
scenario and the live heap then), ``import`` (order, module), ``cost``
(module, heap it keeps), ``mem`` before each ``mem_info`` sample, and
``end`` with the result as JSON. The run ends by raising :class:`Done` (a
``BaseException``, which the game's ``except Exception`` does not catch):
the scenario played
through, or the game printed an error (``error, playing on: MemoryError
...``), lost, or stalled.
"""

import builtins
import gc
import json
import random
import sys
import time

import heap
import lanejs
import micropython
import names
import supervisor
from heap import collect, collect_held, low

_print = print
DO1, DO2 = False, True
_import = builtins.__import__
_real_sys = sys
_real_gc = gc
# This port's gc.mem_free() may add the most its heap could grow by (128 MB).
_GROWTH = 128 * 1024 * 1024
free_heap = heap.free


class Done(BaseException):
    """The end of the run; the reason is printed first."""


class _Sys:
    """``sys`` for the game: the real one, but ``stdin`` is the console the
    scenario types into (CircuitPython's ``sys.stdin`` is the USB console)."""

    def __init__(self, stdin):
        self.stdin = stdin

    def __getattr__(self, name):
        return getattr(_real_sys, name)


class _Time:
    """``time`` for the game: ``sleep`` lets the lane's clock run on and is
    where the lane works between passes; the rest is the real one's."""

    def sleep(self, seconds):
        supervisor.advance(int(seconds * 1000) * S.fast)
        _tick()

    def monotonic(self):
        return supervisor.ticks_ms() / 1000

    def __getattr__(self, name):
        return getattr(time, name)


class _Gc:
    """``gc`` for the game: ``collect`` collects now, as on a board (what
    this pass allocated is kept: see :mod:`heap`)."""

    def collect(self):
        collect_held()

    def mem_free(self):
        return free_heap()

    def __getattr__(self, name):
        return getattr(_real_gc, name)


class _State:
    calls = 0  # loop passes
    wait = 0
    fast = 1  # how much faster than the game's sleep the clock runs
    wins = 0
    losses = 0  # games the scenario means to lose, still to come
    peak = 0
    peak_at = ""
    churn = 0  # the most garbage one pass left
    churn_at = ""
    live = 0  # the heap held after the last pass
    mark = "start"
    measure = False
    between = True  # a collection between two passes (see setup)
    limit = 0
    script = None
    ballast = None
    pins = None
    free = 0
    order = 0
    env = None
    esp32 = None  # the stand-in ESP32 (esp32.Esp32), in a run that has one
    scope = None  # code.py's globals, while it runs


S = _State()


def say(*words):
    _print("LANE32", *words)


def mark(name):
    """A named moment of the scenario: the live heap then."""
    S.mark = name
    if S.measure:
        collect()
        say("mark", name, _real_gc.mem_alloc())


def _tick():
    """Between two loop passes: collect (see :data:`_State.between`),
    sample, play the scenario on."""
    S.calls += 1
    if S.between:
        held = _real_gc.mem_alloc()
        collect()
        S.live = _real_gc.mem_alloc()
        if held - S.live > S.churn:  # the garbage the pass left
            S.churn = held - S.live
            S.churn_at = S.mark
    if S.measure:  # (S.between too)
        if S.live > S.peak:
            S.peak = S.live
            S.peak_at = S.mark
        say("mem", S.mark)
        micropython.mem_info()
    if S.calls > S.limit:
        finish(False, "the scenario stalled at '%s'" % S.mark)
    size = lanejs.exceeded()
    if size:
        finish(
            False,
            "MemoryError: %d bytes found no room (at '%s')" % (size, S.mark),
        )
    if S.wait > 1:
        S.wait -= 1
        return
    try:
        S.wait = next(S.script)
    except StopIteration:
        finish(True, "played through")


def _print_hook(*args, **kwargs):
    """The game's console: a loss or an error ends the run."""
    _print(*args, **kwargs)
    text = args[0] if args else ""
    if len(args) > 1:  # (the loop's error line: its parts, as print joins them)
        text = " ".join(str(arg) for arg in args)
    if isinstance(text, str):
        if text.startswith("won in"):
            S.wins += 1
        elif text.startswith("lost after"):
            if S.losses:  # (one the scenario meant to lose)
                S.losses -= 1
            else:
                finish(False, "the game was lost: " + text)
        elif text.startswith("error, playing on") or "pystack exhausted" in text:
            # (a sheet the stack could not load included)
            finish(False, "%s (at '%s')" % (text, S.mark))


def _resolve(name, globals_, fromlist, level):
    """The full name of the module an import statement asks for."""
    if not level:
        return name
    package = globals_.get("__name__", "") if globals_ else ""
    if globals_ is None or "__path__" not in globals_:
        package = package.rpartition(".")[0]
    for _ in range(level - 1):
        package = package.rpartition(".")[0]
    full = package + "." + name if name else package
    if not name and fromlist:
        full += "." + fromlist[0]
    return full


def _import_hook(name, globals_=None, locals_=None, fromlist=None, level=0):
    """Collect first if the heap runs low (loading a module allocates); with
    ``measure`` on, note each module's first import, in the order imports
    complete (:func:`import_costs` weighs them in another run)."""
    if _real_gc.mem_alloc() > heap.HIGH:
        low()
    if not S.measure:
        return _import(name, globals_, locals_, fromlist, level)
    full = _resolve(name, globals_, fromlist, level)
    if full in sys.modules:
        return _import(name, globals_, locals_, fromlist, level)
    module = _import(name, globals_, locals_, fromlist, level)
    if full in sys.modules:  # not one built in
        S.order += 1
        say("import", S.order, full)
    return module


def import_costs(names):
    """Import ``names`` one after another, at the top level, where full
    collections are safe: in the order the game's imports completed, each
    loads one module, and what it keeps is printed."""
    for name in names:
        if name in sys.modules:
            continue  # (a module the game let go of and imported again)
        collect()
        before = _real_gc.mem_alloc()
        __import__(name)
        collect()
        say("cost", name, _real_gc.mem_alloc() - before)


def _getenv(key, default=None):
    """``os.getenv`` as CircuitPython's: settings.toml's keys."""
    return S.env.get(key, default)


def _ballast(free, gap):
    """Leave ``free`` bytes free (0: all), in runs of ``gap`` bytes (0: as
    they come)."""
    collect()
    if free:
        extra = free_heap() - free
        if extra < 64:
            raise MemoryError("the heap is %d bytes short" % -extra)
        S.ballast = bytearray(extra - 32)  # 16 for its object, 16 spare
        collect()
        while free_heap() > free:  # the last few blocks, one at a time
            S.ballast = [S.ballast, bytearray(1)]
    if gap:
        _cut(gap)


def _cut(gap):
    """Cut the free heap into runs of ``gap`` bytes (a multiple of 16).

    A run is first held by one tuple of exactly ``gap`` bytes, and a
    one-block tuple after it stays when the runs are let go. The small holes
    below the free heap are plugged first, so that each separator lands
    right after its run (``id`` is an object's address here). The
    separators hold each other, in a chain."""
    runs = [None] * (free_heap() // gap + 1)
    items = (gap - 8) // 4  # a tuple: 8 bytes and 4 an item
    collect()
    chain = None
    runs[0] = (None,) * items  # the first run: in the free heap
    while True:
        chain = (chain, None)  # a new one-block tuple
        if id(chain) > id(runs[0]):
            break  # right after it: the holes below are plugged
    for i in range(1, len(runs)):
        if free_heap() < gap + 64:
            break  # (a failed allocation would grow the heap: see run.mjs)
        runs[i] = (None,) * items
        chain = (chain, None)
    runs = None
    S.pins = chain
    collect()


def _wire_esp32(seconds):
    """The board's ESP32 (``board.ESP_CS``, ``ESP_BUSY``, ``ESP_RESET``,
    ``board.SPI()``): the stand-in one (:mod:`esp32`, its clock at
    ``seconds``), whose lines ``digitalio.DigitalInOut`` on those pins gives.
    Built before ``code.py`` (it is hardware: not the game's heap)."""
    import board
    import digitalio
    import esp32
    from microcontroller import Pin

    chip = S.esp32 = esp32.Esp32(seconds=seconds)
    lines = {"ESP_CS": chip.cs, "ESP_BUSY": chip.busy, "ESP_RESET": chip.reset}
    for name in lines:
        setattr(board, name, Pin(name))
    board.SPI = lambda: chip.spi
    plain = digitalio.DigitalInOut

    def on_pin(pin):
        line = lines.get(pin.name)
        return plain(pin) if line is None else line

    digitalio.DigitalInOut = on_pin


def setup(settings):
    """Everything before ``code.py``: ``settings`` is the run's JSON."""
    config = json.loads(settings)
    _real_gc.collect()
    total = _real_gc.mem_free() + _real_gc.mem_alloc()
    total = lanejs.locate(total, total - _GROWTH, id(S), id(type))
    if not total:
        raise RuntimeError("the lane cannot find the heap's allocation table")
    heap.set_total(total)
    # The name table as a board's code.py finds it (names.py), first: what
    # the lane keeps after fills the holes its garbage leaves.
    names.board_table(config.get("frozen", "/rom/lib"))
    import board
    import busdisplay

    board.DISPLAY = busdisplay.BusDisplay(config["width"], config["height"])
    # What a board has built in is imported now, outside the count: the
    # stand-ins, and the modules this interpreter has in Python.
    for name in (
        "analogio",
        "array",
        "audiocore",
        "audioio",
        "bitmaptools",
        "collections",
        "digitalio",
        "displayio",
        "fontio",
        "microcontroller",
        "os",
        "random",
        "struct",
        "terminalio",
        "vectorio",
        "warnings",
        "scenario",
    ):
        __import__(name)
    # The same game numbers in every run (the game draws them from random).
    random.seed(config.get("seed", 15))
    S.measure = bool(config.get("measure"))
    # Collections between passes: always where the lane's collector runs
    # only when told (the WebAssembly lane); where the allocator collects by
    # itself, as a board's does, only to sample the live heap.
    S.between = S.measure or not heap.collects_by_itself()
    S.limit = config.get("limit", 200000)
    S.script = sys.modules["scenario"].play(config.get("scenario", "full"))
    S.env = config.get("env", {})
    if config.get("esp32"):
        _wire_esp32(sys.modules["scenario"].DATE_SECONDS)
    if "env" in config:  # (else the process's environment is settings.toml's)
        sys.modules["os"].getenv = _getenv
    sys.modules["sys"] = _Sys(supervisor.CONSOLE)
    sys.modules["time"] = _Time()
    sys.modules["gc"] = _Gc()
    builtins.print = _print_hook
    if S.measure or config.get("free"):
        builtins.__import__ = _import_hook
    names.fill()  # all but the last few (see names.top_up)
    collect()
    base = _real_gc.mem_alloc()
    _ballast(config.get("free", 0), config.get("gap", 0))
    collect()
    S.free = free_heap()
    S.live = _real_gc.mem_alloc()
    say("start", S.free, base, micropython.pystack_use())
    say("mem", "setup")
    micropython.mem_info()


def finish(ok, reason):
    """End the run: the result as one JSON line, then :class:`Done`."""
    builtins.print = _print
    builtins.__import__ = _import
    S.ballast = None
    S.pins = None
    collect_held()
    micropython.qstr_info()  # the names interned, for the names' line
    result = {
        "ok": ok,
        "reason": reason,
        "passes": S.calls,
        "wins": S.wins,
        "free": S.free,
        "peak": S.peak,
        "peak_at": S.peak_at,
        "churn": S.churn,
        "churn_at": S.churn_at,
        "typed": supervisor.CONSOLE.read_bytes,
    }
    try:
        say("end", json.dumps(result))
    except MemoryError:
        _print('LANE32 end {"ok": false, "reason": "MemoryError"}')
    raise Done(reason)


def _print_exception(err):
    """The error and its traceback, as the board prints them (CircuitPython
    has no ``sys.print_exception``: its ``traceback`` prints them)."""
    if hasattr(_real_sys, "print_exception"):
        _real_sys.print_exception(err)
    else:
        import traceback

        traceback.print_exception(err)


def run_code(path):
    """Run ``code.py`` as a board does, as ``__main__``: until the scenario
    ends it (:class:`Done`), or it raises, which is printed as a board
    prints it and ends the run. (Nothing may leave the interpreter with the
    heap full: this port then cannot report the error, and hangs.)"""
    names.top_up()
    micropython.qstr_info()  # the names interned before code.py's
    with open(path) as f:
        source = f.read()
    code = compile(source, "code.py", "exec")
    source = None
    scope = S.scope = {"__name__": "__main__"}  # (the scenario reads dates)
    say("code", micropython.pystack_use())
    try:
        exec(code, scope)
    except Done:
        return
    except BaseException as err:  # noqa: B036 - the board prints any of them
        scope = code = S.scope = None
        S.ballast = S.pins = None
        collect()
        _print_exception(err)
        try:
            finish(False, "%s: %s" % (type(err).__name__, err))
        except Done:
            return
    try:
        finish(False, "code.py returned")
    except Done:
        return
