# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""How long a page takes to open on the board: each menu page's modules,
and those of the other parts the game unloads and brings back in play,
imported as the game imports them, from source and compiled.

    python3 tools/page_times.py [--runs N] [--heap BYTES]
    make pages

The game lets a page's modules go when the page closes (``forget_under``:
docs/architecture.md, "Unloading: forget_under"), so each opening imports
them again: from the deploy's source form (``.py``) the board compiles them
each time; compiled (``.mpy``) it only loads them. This runs the CIRCUITPY
tree the 32-bit lane stages (``tools/memory.py --lane circuitpython``: the
deploy's build, compiled with the build's own ``mpy-cross``) on
CircuitPython 10.3's unix build (32-bit, the SAMD51's object layout), its
stand-ins for the board's native modules first on the path, and times each
part's imports inside the interpreter with its own clock
(``tools/lane32/circuitpython/opening.py`` says how: the game's resident
modules loaded first, each part reached as the game reaches it, the modules
let go between runs as the game lets them go). A part's figure is the
median of ``--runs`` runs (7 unless told), in one interpreter a form.

The board's estimate: this machine's time times a factor, this machine's
pystones a second under the same build (Pystone 1.2, the best of three)
over a SAMD51's at 120 MHz under CircuitPython, 1,521.6 (a Metro M4
Express, the SAMD51 a PyPortal has, at the same clock: CircuitPython's
commit 568636d, which measured it with this benchmark at 5,000 passes).
An estimate, no more: importing is the parser's, compiler's and loader's
C code and the collector, where Pystone is the bytecode's; a board's heap
is fuller (its collections during an import scan more), and its background
tasks (the display's refresh) take their share.

Prints a Markdown table: part, its modules, source ms, compiled ms, and the
board's estimate for each. With ``--modules PART`` (``home``, say), a
second table says where that part's time from source goes: each module's
source, in the deploy's form, compiled alone (its bytes, its compiling's
median and the board's estimate), their sum, and the part's imports as
timed above (compiling, the modules' bodies run, their files found and
read). Without the build
it says so in one line (exit 0). Desktop only.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import memory  # noqa: E402  (tools/ is not a package)

# Pystones a second of a SAMD51 at 120 MHz under CircuitPython (a Metro M4
# Express: adafruit/circuitpython commit 568636d562, 5,000 passes).
BOARD_PYSTONES = 1521.6
LOOPS = 50000  # Pystone's passes here: some 0.2 s a run on a desktop
RUNS = 7
HEAP = 512 * 1024
TIMEOUT = 600  # seconds, for one form's runs
_PREFIX = "OPENING "
_STRAY = "OPENING-STRAY "
_COMPILE = "COMPILE "


class Part:
    """One part's figures, parsed: its name, modules and times (us)."""

    def __init__(self, name, modules, times):
        self.name = name
        self.modules = modules
        self.times = times

    def median(self):
        times = sorted(self.times)
        middle = len(times) // 2
        if len(times) % 2:
            return times[middle]
        return (times[middle - 1] + times[middle]) / 2


def parse(text, compiled=None):
    """What ``opening.py`` printed: ([Part], pystones a second); each
    ``COMPILE`` line's module goes into ``compiled`` (a list, if given) as
    a Part named by its module, its one "module" its size in bytes. Raises
    RuntimeError when it did not finish, or loaded a module its part does
    not let go."""
    parts, pystones = [], None
    for line in text.splitlines():
        if line.startswith(_STRAY):
            raise RuntimeError("a module the game keeps was loaded: " + line)
        if line.startswith(_PREFIX):
            name, modules, times = line[len(_PREFIX) :].split("|")
            parts.append(
                Part(name, modules.split(","), [int(t) for t in times.split()])
            )
        elif line.startswith(_COMPILE) and compiled is not None:
            name, size, times = line[len(_COMPILE) :].split("|")
            compiled.append(Part(name, [size], [int(t) for t in times.split()]))
        elif line.startswith("PYSTONE "):
            pystones = int(line.split()[1])
    if not parts or pystones is None:
        raise RuntimeError("the timing run did not finish:\n" + text[-2000:])
    return parts, pystones


def measure(form, runs, heap, part=None, compiled=None):
    """``form``'s tree staged and timed: ([Part], pystones a second); with
    ``part``, its modules' compiling too, into ``compiled`` (see
    :func:`parse`)."""
    out = tempfile.mkdtemp(prefix="pages-%s-" % form, dir=_build())
    try:
        tree, _ = memory.stage(form, out=out, lane="circuitpython")
        args = ("-m", "opening", str(runs), str(LOOPS)) + ((part,) if part else ())
        done = memory.in_circuitpython(
            tree, out, heap, args, timeout=TIMEOUT, capture_output=True, text=True
        )
        return parse(done.stdout + done.stderr, compiled)
    finally:
        shutil.rmtree(out, ignore_errors=True)


def _build():
    folder = os.path.join(ROOT, "build", "pages")
    os.makedirs(folder, exist_ok=True)
    return folder


def _short(module):
    return module.replace("minesweeper.", "")


def table(source, compiled, factor, out=sys.stdout):
    """The Markdown table: a row a part, in the order measured."""
    out.write(
        "| part | modules imported | source ms | compiled ms "
        "| SAMD51 est. source ms | SAMD51 est. compiled ms |\n"
        "| --- | --- | ---: | ---: | ---: | ---: |\n"
    )
    compiled_by = {p.name: p for p in compiled}
    for part in source:
        other = compiled_by[part.name]
        here = part.median() / 1000, other.median() / 1000
        out.write(
            "| %s | %s | %.1f | %.1f | %.0f | %.0f |\n"
            % (
                part.name,
                ", ".join(_short(m) for m in part.modules),
                here[0],
                here[1],
                here[0] * factor,
                here[1] * factor,
            )
        )


def modules_table(part, compiled, factor, out=sys.stdout):
    """Where ``part``'s time from source goes: a row a module compiled,
    their sum, and the part's imports as timed (Markdown). Each module is
    compiled alone after a collection, its caches cold, where an import
    compiles a page's modules one after the other: the sum can come out
    a little above the imports' whole time."""
    out.write(
        "\n| %s, from source | bytes | compiling ms | SAMD51 est. ms |\n"
        "| --- | ---: | ---: | ---: |\n" % part.name
    )
    total = 0.0
    for module in compiled:
        ms = module.median() / 1000
        total += ms
        out.write(
            "| %s | %s | %.1f | %.0f |\n"
            % (_short(module.name), module.modules[0], ms, ms * factor)
        )
    whole = part.median() / 1000
    out.write("| all of them compiled | | %.1f | %.0f |\n" % (total, total * factor))
    out.write(
        "| the part's imports (compiling, bodies run, files read) | | %.1f | %.0f |\n"
        % (whole, whole * factor)
    )


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="How long each page (and each part the game unloads) takes "
        "to open, from source and compiled, on CircuitPython 10.3's unix "
        "build, with an estimate for a SAMD51 board.",
    )
    parser.add_argument(
        "--runs", type=int, default=RUNS, help="runs a part (the median; %d)" % RUNS
    )
    parser.add_argument(
        "--heap",
        type=int,
        default=HEAP,
        help="the interpreter's heap, bytes (%d)" % HEAP,
    )
    parser.add_argument(
        "--modules",
        metavar="PART",
        help="where that part's time from source goes: each module's "
        "compiling beside the part's imports (e.g. home)",
    )
    args = parser.parse_args(argv)
    why = memory.unavailable("circuitpython")
    if why:
        print("pages: " + why)
        return 0
    each = []
    try:
        source, stones = measure("source", args.runs, args.heap, args.modules, each)
        compiled, stones_again = measure("compiled", args.runs, args.heap)
    except (RuntimeError, subprocess.TimeoutExpired) as err:
        print("pages: %s" % err, file=sys.stderr)
        return 1
    pystones = max(stones, stones_again)
    factor = pystones / BOARD_PYSTONES
    table(source, compiled, factor)
    if args.modules:
        named = [p for p in source if p.name == args.modules]
        if not named:
            print("pages: no part named %r" % args.modules, file=sys.stderr)
            return 2
        modules_table(named[0], each, factor)
    print(
        "\nMedian of %d runs a part, CircuitPython 10.3 unix build (32-bit), "
        "heap %d KB. SAMD51 estimate: x%.0f = %d pystones/s here (Pystone 1.2 "
        "under the same build) / %.1f pystones/s on a SAMD51 at 120 MHz "
        "(Metro M4 Express, CircuitPython commit 568636d)."
        % (args.runs, args.heap // 1024, factor, pystones, BOARD_PYSTONES)
    )
    print("Machine: %s." % machine())
    return 0


def machine():
    """This machine, for the figures: its CPUs, their model, its load."""
    model = "?"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        load = "load %.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        load = "load unknown"
    return "%d CPUs (%s), %s" % (os.cpu_count() or 0, model, load)


if __name__ == "__main__":
    sys.exit(main())
