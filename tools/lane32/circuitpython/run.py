# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""One run of the CircuitPython lane: the whole app on CircuitPython 10's
unix build (32-bit, the SAMD51's object layout), as ``run.mjs`` is one run
of the WebAssembly lane.

    cd TREE && MICROPYPATH=../lane:.frozen:../frozen:lib \\
        circuitpython -X heapsize=HEAP -X pystack=PYSTACK -m run SETTINGS.json

``tools/memory.py`` stages the folders: TREE is the CIRCUITPY tree (the
current folder: ``code.py``, ``minesweeper/``, ``assets/``, ``lib/``);
``../lane`` the stand-ins for what this build lacks of a board's native
modules, the lane's driver and this file (``.mpy`` made by the build's own
``mpy-cross``), first on the path as a board's built-in modules are;
``.frozen`` what the build freezes (``adafruit_display_text``), and
``../frozen`` what PyPortal firmware freezes and the build does not
(``adafruit_esp32spi``, ``adafruit_bus_device``). SETTINGS.json: a file
of the JSON ``lane.setup`` reads, with ``output``, the file the standard
output goes to (:mod:`lanejs` reads it back). (A file: the unix port
interns each of its arguments as a name, and stops at one of 256
characters or more.)

``displayio`` is the build's own, with only ``Bitmap``, ``Palette`` and
``ColorConverter``: :func:`displayio_with_layers` puts the stand-in's
``TileGrid``, ``Group`` and ``OnDiskBitmap`` beside them, under the name
``displayio``, before anything imports it.

With ``points`` in the settings, the run collects only where the
WebAssembly lane can (:func:`collect_at_points`): how much of the two lanes'
difference is the collector's timing (``tools/memory.py
--collect-at-points``; docs/memory.md, "The CircuitPython lane").
"""

import gc
import json
import sys

import displayio as built_in
import lanejs


def displayio_with_layers():
    """``displayio`` as the game imports it: the stand-in module
    (``lane/partial/displayio``: its TileGrid, Group, OnDiskBitmap), with
    this build's native Bitmap, Palette and ColorConverter in place of the
    stand-in's (a built-in module cannot be added to, and is found before
    any file of its name; a module in ``sys.modules`` is found first)."""
    from partial import displayio

    for name in ("Bitmap", "Palette", "ColorConverter", "Colorspace"):
        setattr(displayio, name, getattr(built_in, name))
    sys.modules["displayio"] = displayio


def collect_at_points():
    """Collect only where the WebAssembly lane's collector can run
    (``tools/lane32/native/heap.py``): between the app's loop passes, where
    the game calls ``gc.collect()``, and where a stand-in or an import
    finds the heap low; never at the allocation that finds it full, which
    then fails. (``gc.collect()`` still collects with the allocator's own
    collections off; :mod:`heap` then checks at the stand-ins, as there.)"""
    gc.disable()
    lanejs.COLLECTS = False


def end(reason):
    print("LANE32 end " + json.dumps({"ok": False, "reason": reason}))


def main(path):
    with open(path) as f:
        settings = f.read()
    config = json.loads(settings)
    lanejs.OUTPUT = config["output"]
    if config.get("points"):
        collect_at_points()
    displayio_with_layers()
    import lane

    try:
        lane.setup(settings)
    except Exception as err:
        end("setup: %s: %s" % (type(err).__name__, err))
        return
    imports = config.get("imports")
    if imports:
        lane.import_costs(imports)
        return
    lane.run_code("code.py")


if __name__ == "__main__":  # (opening.py imports displayio_with_layers)
    main(sys.argv[1])
