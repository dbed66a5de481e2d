# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane (tools/memory.py): the whole app as a board runs it, on
MicroPython 1.29 compiled to WebAssembly (32-bit words, 16-byte heap
blocks), with a capped heap, stand-ins for the board's native modules and a
scenario played by the serial console's keys.

The budgets of issue 15 (the menu, a Beginner and an Expert no-guess game
won by hints, a pause, a level change): compiled, 320x240 in a 128 KB heap
and 480x320 in 144 KB; from source at most 8 KB more; no single allocation
over 10 KB; at most 1,280 bytes of Python stack. Needs Node.js and the
interpreter ``make setup`` installs (build/node_modules); skipped, with the
reason, only where Node.js or npm is missing.
"""

import os
import shutil
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import deploying.build  # noqa: E402
import memory  # noqa: E402
import native_costs  # noqa: E402  (tests/, beside this file)
from lane32 import romfs  # noqa: E402

KB = 1024
NO_NODE = shutil.which("node") is None or shutil.which("npm") is None
pytestmark = [
    pytest.mark.skipif(
        NO_NODE, reason="the 32-bit lane needs Node.js and npm, which are not installed"
    ),
    # One worker runs them all: they share the runs, two at a time.
]
# The budgets, in bytes (pystack in bytes of Python stack).
COMPILED = {"pyportal": 128 * KB, "titano": 144 * KB}
SOURCE_EXTRA = 8 * KB
LARGEST_BLOCK = 10 * KB
PYSTACK = 1280


def test_the_lane_is_installed():
    assert memory.unavailable() is None, memory.unavailable()


def test_the_source_form_is_the_deploy_s_own_build(tmp_path):
    # What the lane compiles from source is, byte for byte, what the deploy
    # writes to a board without MPY_CROSS (docstrings stripped).
    tree, _ = memory.staged("source")
    built = deploying.build.build(str(tmp_path / "circuitpy"))
    assert romfs.folder_files(tree) == romfs.folder_files(built)


def _lane_run(tree, code, **kwargs):
    """Run ``code`` as code.py in the lane (with its stand-ins), from the
    empty folder ``tree`` (each test's own); its output."""
    with open(os.path.join(tree, "code.py"), "w") as f:
        f.write(textwrap.dedent(code))
    return memory.run("compiled", "pyportal", tree=str(tree), **kwargs)


def test_the_stand_ins_allocate_what_the_native_objects_do(tmp_path):
    # Each stand-in takes what CircuitPython 10's object takes on a board
    # (tests/native_costs.py), or at most 32 bytes more, never less: a TileGrid
    # whose tile indices the native struct holds, a vectorio shape, exactly;
    # one with more indices 16 bytes more (its buffer's object).
    costs, other = native_costs.weighed(_lane_run(tmp_path, native_costs.CODE).console)
    assert len(costs) == 21, costs
    for name, args, cost, native in costs:
        over = 0 if name == "shape" or (name, native) == ("tilegrid", 96) else 32
        assert native <= cost <= native + over, (name, args, cost, native)
    assert other["font"][0] == "0"  # in flash on a board: not the game's
    assert other["nvm"] == ["8192", "255"]


def test_a_collection_in_a_pass_frees_what_a_finished_compile_left(tmp_path):
    # A board's collector frees the table of names the compiler leaves
    # behind once a module from source is compiled; the lane's collection
    # inside a pass, which keeps what C code may hold, must free it too, or
    # every module compiled since the last pass would count as the game's.
    # (The second module uses the first one's names: no new ones to keep.)
    result = _lane_run(
        tmp_path,
        """
        import gc
        import sys
        from heap import collect_held

        text = "".join(
            "def f%d(a%d, b%d):\\n    return a%d + b%d\\n" % ((i,) * 5)
            for i in range(200)
        )
        for name in ("names1.py", "names2.py"):
            with open(name, "w") as f:
                f.write(text)
        text = None
        import names1

        collect_held()
        collect_held()
        before = gc.mem_alloc()
        import names2

        del sys.modules["names2"]
        names2 = None
        collect_held()
        print("left", gc.mem_alloc() - before, len(dir(names1)))
        """,
    )
    words = [line.split() for line in result.console if line.startswith("left")]
    assert words, result.console
    left, names = int(words[0][1]), int(words[0][2])
    assert names > 200
    # The table of 600 names is some 6 KB; a few small blocks stay.
    assert left < 2 * KB, left


def test_code_py_finds_the_name_table_a_board_gives_it(tmp_path):
    # On a board code.py starts with an empty name table (the firmware's
    # and frozen libraries' names are in flash), whose pools of 20 to 640
    # names (1,260) come before one of 1,280. The lane fills its table to
    # that point first, out of the count, and interns the frozen
    # libraries' names: the game's first name takes the pool of 1,280,
    # and a frozen library adds few names of its own.
    result = _lane_run(
        tmp_path,
        """
        import micropython

        micropython.qstr_info()
        getattr(micropython, "a_name_no_module_has", None)
        micropython.qstr_info()
        from adafruit_display_text import label

        micropython.qstr_info()
        """,
    )
    (pools, first, _), (pools_then, then, _), (_, after, _) = result.names[:3]
    assert (pools, first) == (6, 1260), result.names
    assert pools_then == 7 and then == first + 1
    assert after - then < 10, after - then  # label's names: there already


def test_a_heap_too_small_stops_the_game_with_memory_error():
    # The cap is real: the heap the app finds at code.py's start is the one
    # asked for, and the run says why it stopped. (56 KB: the power-up's
    # screen finds no room for its tile sheet, 56-58 KB alike. In some
    # other heaps, 60 KB and some above it now, this port cannot report an
    # error that leaves code.py with its heap full, and the run only ends at
    # its time limit: which heaps moves with what the game keeps loaded.)
    result = memory.run("compiled", "pyportal", free=56 * KB, scenario="start")
    assert not result.ok
    assert "MemoryError" in result.reason
    assert 55 * KB <= result.free <= 56 * KB


def test_a_small_pystack_stops_the_game():
    result = memory.run("compiled", "pyportal", pystack=512, scenario="start")
    assert not result.ok
    assert "pystack exhausted" in result.reason or "recursion" in result.reason


@pytest.fixture(scope="module")
def played():
    """The measuring run (ample heap) and the budget runs, two at a time."""
    jobs = {
        "measured": dict(form="compiled", board="pyportal", measure=True),
        "measured again": dict(form="compiled", board="pyportal", measure=True),
    }
    for board, heap in COMPILED.items():
        jobs["compiled", board] = dict(form="compiled", board=board, free=heap)
        jobs["source", board] = dict(
            form="source", board=board, free=heap + SOURCE_EXTRA
        )
        jobs["gap", board] = dict(form="compiled", board=board, gap=LARGEST_BLOCK)
        jobs["pystack", board] = dict(form="compiled", board=board, pystack=PYSTACK)
    # The lane's own frames below code.py do not count against the game.
    offset = memory.run("compiled", "pyportal", scenario="start").offset
    for board in COMPILED:
        jobs["pystack", board]["pystack"] = PYSTACK + offset
    return memory.run_all(jobs)


def test_the_lane_plays_the_whole_scenario_by_keys(played):
    result = played["measured"]
    assert result.ok, result.reason
    # The Beginner and the Expert game won by hints, and the typed code's
    # board won without them, whose replay is watched.
    assert result.wins == 3
    assert memory.missed(result) == [], result.marks
    # What the lane measures is there: a live peak, its largest block, the
    # order of the game's imports.
    assert result.peak > 0 and result.block > 0
    assert "minesweeper.device.wiring" in result.imports


def test_two_runs_side_by_side_report_the_same(played):
    # The lane's clock is the scenario's (supervisor.ticks_ms and time.sleep
    # are its own), never the host's: two runs, each competing with the
    # other runs for the processor, play the same passes and report the
    # same heap, whatever the machine's load. Only the time the collections
    # took differs.
    first, second = played["measured"], played["measured again"]

    def figures(result):
        counts = result.collections[0::2]  # full, held, on a full heap
        return (
            result.ok,
            result.passes,
            result.free,
            result.base,
            result.peak,
            result.marks,
            result.block,
            result.churn,
            result.console,
            counts,
        )

    assert first.passes > 1000
    assert figures(first) == figures(second)


@pytest.mark.parametrize("board", sorted(COMPILED))
def test_the_compiled_app_plays_in_its_heap(played, board):
    result = played["compiled", board]
    assert result.ok, "%s in %d KB: %s" % (board, COMPILED[board] // KB, result.reason)


@pytest.mark.parametrize("board", sorted(COMPILED))
def test_the_app_from_source_needs_at_most_8_kb_more(played, board):
    result = played["source", board]
    heap = (COMPILED[board] + SOURCE_EXTRA) // KB
    assert result.ok, "%s from source in %d KB: %s" % (board, heap, result.reason)


@pytest.mark.parametrize("board", sorted(COMPILED))
def test_no_single_allocation_is_over_10_kb(played, board):
    # The free heap is cut into 10 KB runs: anything larger finds no room.
    result = played["gap", board]
    assert result.ok, "%s, free heap in 10 KB runs: %s" % (board, result.reason)


@pytest.mark.parametrize("board", sorted(COMPILED))
def test_the_app_plays_in_1280_bytes_of_pystack(played, board):
    result = played["pystack", board]
    assert result.ok, "%s in %d bytes of pystack: %s" % (board, PYSTACK, result.reason)
