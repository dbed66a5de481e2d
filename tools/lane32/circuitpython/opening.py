# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""How long each page takes to open: its modules imported as the game
imports them, on CircuitPython 10's unix build (``tools/page_times.py`` stages
the tree and reads what this prints).

    cd TREE && MICROPYPATH=../lane:.frozen:../frozen:lib \\
        circuitpython -X heapsize=HEAP -m opening RUNS LOOPS [PART]

The game's resident modules are loaded first, as in play (``code.py``'s
set-up module, which imports the app and the shell, then let go with the
settings' as ``code.py`` lets them go). Each part is then reached as the
game reaches it, untimed: the menu opened (the first page and the menu's
view imported), the pages on the way to it opened and let go; and the
modules the game lets go there (``forget_under``) let go, the heap
collected. Then its imports are timed with this build's own clock
(``time.ticks_us``), each import alone, with the game's collection
between two (:func:`minesweeper.menu._page` collects before the view is
imported): ``RUNS`` times, the modules let go between two runs as the game
lets them go. Printed, one line a part: ``OPENING name|modules|us us ...``,
the modules the imports loaded, in the order their imports began; a
module loaded that the game never lets go (no part's prefix names it) is
named on an ``OPENING-STRAY`` line (the host fails: what is measured would
not be what the game unloads). Then ``PYSTONE n``, pystones a second, the best of
three runs of ``LOOPS`` passes (the CPU's speed, for the board's estimate).

With a part's name after LOOPS (``tools/page_times.py --modules NAME``),
where its time goes: each module it loads from a ``.py`` file compiled
alone (``compile()`` of the file's text, as an import compiles it: no
module made, no body run), in the state the part opens in, ``RUNS`` times:
``COMPILE module|bytes|us us ...``. An import's time less its modules'
compiling is their bodies run, the files found and read.
"""

import builtins
import gc
import sys
from time import ticks_diff, ticks_us

from run import displayio_with_layers

_MENU = "minesweeper.menu."
_VIEW = "minesweeper.device.menu_view"
_CODE = "minesweeper.rules.code"
_CODES = "minesweeper.codes"  # the codes' folder (the keypad's reading)
_CALIBRATION = "minesweeper.calibration"  # its folder (Calibrate's page)
# A page's module and its class: the menu's own table
# (minesweeper.menu.PAGES), read once before the first part is reached.
_pages = {}
# Each part: (name, the pages open before it, first to last (none: in
# play, the menu closed), the prefixes the game lets go as it opens it, the
# imports it makes, each (module, from-list) as the game names it).
PARTS = (
    ("home", (), (_MENU, _VIEW, _CODE), (("menu:home", None), (_VIEW, ("MenuView",)))),
    (
        "home, kept",  # the first page's modules kept (Menu.keeps): the view only
        ("home",),
        (_VIEW, _CODE),
        (("menu:home", None), (_VIEW, ("MenuView",))),
    ),
    ("settings", ("home",), (_MENU + "home", _CODE), (("menu:settings", None),)),
    ("records", ("home",), (_MENU + "home", _CODE), (("menu:records", None),)),
    ("help", ("home",), (_MENU + "home", _CODE), (("menu:help", None),)),
    ("code", ("home",), (_MENU + "home", _CODE, _CODES), (("menu:code", None),)),
    (
        "calibrate",
        ("home", "settings"),
        (_MENU + "options", _CODE, _CALIBRATION),
        (("menu:calibrate", None),),
    ),
    (
        "calibrate (C key)",  # from the game, alone (Menu.open(now, "calibrate"))
        (),
        (_MENU, _VIEW, _CODE, _CALIBRATION),
        (("menu:calibrate", None), (_VIEW, ("MenuView",))),
    ),
    (
        "solver (woken)",  # a no-guess game's supply (Helper.load_supply)
        (),
        (_MENU, _VIEW, "minesweeper.solver"),
        (("minesweeper.solver.supply", ("Boards",)),),
    ),
    (
        "replay player",  # Loop: minesweeper.replay.player.watch
        (),
        (_MENU, _VIEW, "minesweeper.replay"),
        (("minesweeper.replay.player", ("watch",)),),
    ),
    (
        "daily",  # the first page's Daily (Home: from minesweeper.daily import play)
        (),
        (_MENU, _VIEW, "minesweeper.daily"),
        (("minesweeper.daily", ("play",)),),
    ),
    (
        "codes",  # a game's code named (App.codes)
        (),
        (_MENU, _VIEW, _CODE),
        ((_CODE, ("encode", "group")),),
    ),
    (
        "code played",  # a board code's board (App.play_code)
        (),
        (_MENU, _VIEW, _CODES),
        (("minesweeper.codes", ("play",)),),
    ),
)
# Every prefix the game lets go by (a page's own when it closes, the
# menu's pages and view when the menu closes): a module a part loads is
# under one of them, or the resident set lacks it.
UNLOADED = tuple(set(p for part in PARTS for p in part[2]))
_import = builtins.__import__


def forget_under(prefix):
    """The game's own (``minesweeper.compat.forget_under``)."""
    from minesweeper.compat import forget_under as forget

    return forget(prefix)


def _named(module, names):
    """A part's import as the game makes it: ``menu:PAGE`` is a page's
    module, imported as :func:`minesweeper.menu._page` imports it."""
    if module.startswith("menu:"):
        file, cls = _pages[module[5:]]
        return "minesweeper." + file, (cls,)
    return module, names


def _do(name, fromlist):
    """``from name import *fromlist`` as the bytecode does it: a name the
    module lacks is its submodule, imported (``from minesweeper import
    daily``; ``__import__`` alone does not load it here)."""
    module = _import(name, None, None, fromlist)
    for item in fromlist or ():
        if not hasattr(module, item):
            _import(name + "." + item)


def _load(imports):
    """The imports, untimed (a page on the way, with its view)."""
    for module, names in imports:
        _do(*_named(module, names))


def _reach(before, prefixes):
    """The state the game is in just before it opens a part: the menu
    closed, then each page of ``before`` opened in turn (the previous one
    let go), then what ``prefixes`` name let go, the heap collected."""
    if not _pages:  # the menu's table, its package let go below
        _pages.update(_import("minesweeper.menu", None, None, ("PAGES",)).PAGES)
    for prefix in (_MENU, _VIEW, _CODE, _CODES, _CALIBRATION):
        forget_under(prefix)
    gc.collect()
    came_from = None
    for page in before:
        if came_from is not None:
            forget_under("minesweeper." + _pages[came_from][0])
            forget_under(_CODE)
            forget_under(_CODES)
        _load(PARTS[0][3] if came_from is None else (("menu:" + page, None),))
        came_from = page
    for prefix in prefixes:
        forget_under(prefix)
    gc.collect()


def _timed(imports):
    """Microseconds the imports took, each alone (a collection between
    two, untimed); and the modules they loaded, in the order their imports
    began (when listing)."""
    loaded = []

    def hook(name, globals_=None, locals_=None, fromlist=None, level=0):
        module = _import(name, globals_, locals_, fromlist, level)
        for key in sys.modules:
            if key not in seen:
                seen[key] = True
                loaded.append(key)
        return module

    seen = {key: True for key in sys.modules}
    micros = 0
    for k, (module, names) in enumerate(imports):
        name, fromlist = _named(module, names)
        if k:
            gc.collect()
        builtins.__import__ = hook if listing[0] else _import
        start = ticks_us()
        _do(name, fromlist)
        micros += ticks_diff(ticks_us(), start)
        builtins.__import__ = _import
        hook("gc")  # (the last module, if it imported nothing)
    return micros, loaded


listing = [False]  # a run that lists the modules (an import hook: untimed)


def measure(part, runs):
    """One part: its modules (from a listing run) and ``runs`` timings."""
    name, before, prefixes, imports = part
    _reach(before, prefixes)
    listing[0] = True
    _, loaded = _timed(imports)
    listing[0] = False
    times = []
    for _ in range(runs):
        _reach(before, prefixes)
        times.append(_timed(imports)[0])
    stray = [m for m in loaded if not any(m.startswith(p) for p in UNLOADED)]
    if stray:
        print("OPENING-STRAY %s|%s" % (name, ",".join(stray)))
    print("OPENING %s|%s|%s" % (name, ",".join(loaded), " ".join(map(str, times))))


# What the game holds in play: code.py's set-up module and what its
# functions import (minesweeper.device.wiring), the touchscreen's and the
# light's modules, and the text's, which the screen's notes import (a hint's,
# a pause's) and keep.
RESIDENT = (
    "minesweeper.device.wiring",
    "minesweeper.choices",
    "minesweeper.layout",
    "minesweeper.store.records",
    "minesweeper.app",
    "minesweeper.device.touch",
    "minesweeper.controls.brightness",
    "minesweeper.device.text",
)


def resident():
    """The modules the game holds in play (:data:`RESIDENT`), the set-up's
    let go with the settings' module, as ``code.py`` lets them go once the
    game has started."""
    displayio_with_layers()
    for name in RESIDENT:
        _import(name)
    forget_under("minesweeper.settings")
    forget_under("minesweeper.device.wiring")
    gc.collect()


def compiling(name, runs):
    """Each ``.py`` module part ``name`` loads compiled alone, ``runs``
    times in the state the part opens in: ``COMPILE`` lines."""
    part = [p for p in PARTS if p[0] == name][0]
    _, before, prefixes, imports = part
    _reach(before, prefixes)
    listing[0] = True
    loaded = _timed(imports)[1]
    listing[0] = False
    for module in loaded:
        path = module.replace(".", "/") + ".py"
        try:
            with open(path) as f:
                text = f.read()
        except OSError:
            continue  # compiled (.mpy): nothing to compile
        times = []
        for _ in range(runs):
            _reach(before, prefixes)
            start = ticks_us()
            compile(text, path, "exec")  # (its code object: garbage at once)
            times.append(ticks_diff(ticks_us(), start))
        print("COMPILE %s|%d|%s" % (module, len(text), " ".join(map(str, times))))


def main(runs, loops, part=None):
    resident()
    for each in PARTS:
        measure(each, runs)
    if part:
        compiling(part, runs)
    import pystone

    print("PYSTONE %d" % max(pystone.pystones(loops) for _ in range(3)))


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), *sys.argv[3:4])
