# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Run the core's tests (tests/core/test_*.py) under MicroPython.

pytest does not run on MicroPython, so this tiny runner imports each test
module, calls every ``test_*`` function, prints each failure with its
traceback and one closing line, ``micropython: N passed, N failed`` (the
interpreter's name first). Run it with a capped heap; name test files
(``test_rules.py``) or tests (``test_win``) to run only those.
``tools/dev.py test`` runs each file in a fresh interpreter, as a board
runs one program from a fresh heap::

    micropython -X heapsize=384k tests/mp_runner.py [--dir DIR] [test_x.py] [name ...]

It runs under CircuitPython and CPython too: a traceback goes through
``traceback.print_exception`` where there is one (CircuitPython, CPython),
else ``sys.print_exception`` (MicroPython, which has no ``traceback``).
``--dir`` runs the tests of another folder than ``tests/core``.
"""

import gc
import os
import sys

try:
    from traceback import print_exception
except ImportError:  # MicroPython
    print_exception = sys.print_exception

_here = sys.argv[0].rsplit("/", 1)[0] if "/" in sys.argv[0] else "."
_args = sys.argv[1:]
_folder = _here + "/core"
if _args[:1] == ["--dir"]:
    _folder = _args[1]
    _args = _args[2:]
sys.path.insert(0, _folder)
sys.path.insert(0, _here + "/..")


def main():
    files = [a for a in _args if a.endswith(".py")]
    only = [a for a in _args if not a.endswith(".py")]
    passed = failed = 0
    names = sorted(os.listdir(_folder))
    for name in names:
        if not (name.startswith("test_") and name.endswith(".py")):
            continue
        if files and name not in files:
            continue
        before = set(sys.modules)
        gc.collect()  # compile the module in one clean heap
        module = __import__(name[:-3])
        tests = sorted(n for n in dir(module) if n.startswith("test_"))
        for test in tests:
            if only and test not in only:
                continue
            gc.collect()
            try:
                getattr(module, test)()
                passed += 1
            except Exception as exc:  # report every failure, then go on
                failed += 1
                print("FAILED %s.%s" % (name, test))
                print_exception(exc)
        # Drop the test module and what it imported, so the next one compiles
        # in the heap they held, as a board runs one program at a time.
        del module
        for loaded in list(sys.modules):
            if loaded not in before:
                del sys.modules[loaded]
    gc.collect()
    if hasattr(gc, "mem_alloc"):  # not on CPython
        used, free = gc.mem_alloc(), gc.mem_free()
        print("heap after the run: %d bytes used, %d free" % (used, free))
    print("%s: %d passed, %d failed" % (sys.implementation.name, passed, failed))
    return 1 if failed or not passed else 0


sys.exit(main())
