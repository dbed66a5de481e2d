# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The CircuitPython lane (``tools/memory.py --lane circuitpython``): the
whole app on CircuitPython 10.3's own interpreter, its unix build with the
SAMD51's object layout (``$CIRCUITPYTHON``, else
``../shared/circuitpython/circuitpython`` beside the clone), over the
32-bit lane's stand-ins for what that build lacks of a board's native
modules, playing the 32-bit lane's scenario.

Skipped, with one line saying why, where the build is absent (a fresh
clone has none). The bisections (the smallest heaps, the pystack) are
``tools/memory.py``'s (``--lane circuitpython``, or ``both``); here, a
measuring run with an ample heap plays the whole scenario, and the budgets
are held: the compiled game in 128 KB (PyPortal) and 144 KB (Titano), from
source (the deploy's ``.py`` files, as the bundle has them) 8 KB more, the
pystack in 1,280 bytes. CircuitPython's collector leaves the free heap cut
up as a board's does, so a heap that plays does not mean every larger one
does: each budget is played at its figure and 2 KB above. The lane's clock
is the scenario's own, so a run's verdict does not depend on the machine's
load.
"""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import memory  # noqa: E402
import native_costs  # noqa: E402  (tests/, beside this file)

LANE = "circuitpython"
KB = 1024
if memory.unavailable(LANE):  # one line for the whole file
    pytest.skip(memory.unavailable(LANE), allow_module_level=True)
# With the 32-bit lane's tests: one worker runs them, two at a time.
pytestmark = pytest.mark.xdist_group("lane32")
PYSTACK = 1280  # bytes (tests/test_lane32.py)
COMPILED = {"pyportal": 128 * KB, "titano": 144 * KB}  # (tests/test_lane32.py)
SOURCE_EXTRA = 8 * KB
ABOVE = (0, 2 * KB)  # each budget played at its figure and above it
# What code.py finds free on a board (the least of the firmware's range).
BOARD_HEAP = {"pyportal": 209 * KB, "titano": 203 * KB}


def test_displayio_is_the_build_s_own_with_the_stand_ins_beside_it(tmp_path):
    # Bitmap and Palette are the build's native ones (a Bitmap has a
    # buffer; the stand-in's has none), and weigh what a board's do;
    # TileGrid, Group and the vectorio shapes, which the build lacks, are
    # the stand-ins, which weigh what CircuitPython's C objects do: exactly,
    # where the native struct holds a TileGrid's tile indices; 16 bytes more
    # where they need a buffer, or for a Group.
    with open(os.path.join(tmp_path, "code.py"), "w") as f:
        f.write(native_costs.CODE)
    result = memory.run("compiled", "pyportal", tree=str(tmp_path), lane=LANE)
    costs, other = native_costs.weighed(result.console)
    assert other["buffer"] == ["yes"], result.console
    assert len(costs) == 21, result.console
    for name, args, cost, native in costs:
        over = 16 if name == "group" or (name == "tilegrid" and native > 96) else 0
        assert native <= cost <= native + over, (name, args, cost, native)
    assert other["font"][0] == "0"  # in flash on a board: not the game's


# code.py for a lane's run: garbage of twice the free heap, made in one
# go by the interpreter alone (no stand-in, no import on the way).
GARBAGE = """
import gc
free = gc.mem_free()
made = 0
for _ in range(2 * free // 1024):
    chunk = bytearray(1024)  # garbage once the next one is made
    made += 1
print("made", made, "KB of garbage in", free // 1024)
"""


@pytest.mark.parametrize("points", (False, True))
def test_collecting_at_the_webassembly_lane_s_points_only(tmp_path, points):
    # CircuitPython's allocator collects when the heap is full, as a
    # board's does; with --collect-at-points the lane collects only where
    # the WebAssembly lane can, and an allocation that finds the heap full
    # fails there as it does in that lane (docs/memory.md, "The CircuitPython
    # lane": what the collector's timing accounts for of the two lanes'
    # difference).
    with open(os.path.join(tmp_path, "code.py"), "w") as f:
        f.write(GARBAGE)
    result = memory.run(
        "compiled",
        "pyportal",
        free=32 * KB,
        tree=str(tmp_path),
        lane=LANE,
        points=points,
    )
    if points:
        assert result.reason.startswith("MemoryError"), result
        assert not any(line.startswith("made") for line in result.console)
    else:
        assert result.reason == "code.py returned", result
        made = [line.split() for line in result.console if line.startswith("made")]
        assert len(made) == 1, result.console
        assert int(made[0][1]) >= 2 * int(made[0][-1]) > 0, result.console


@pytest.fixture(scope="module")
def played():
    """The measuring run, the pystack's and the budgets', two at a time."""
    offset = memory.run("compiled", "pyportal", scenario="start", lane=LANE).offset
    jobs = {
        "measured": dict(form="compiled", board="pyportal", measure=True),
        # The lane's own frames below code.py do not count against the game.
        "pystack": dict(form="compiled", board="pyportal", pystack=PYSTACK + offset),
    }
    for board, heap in BOARD_HEAP.items():  # a board's heap, from source
        jobs["board", board] = dict(form="source", board=board, free=heap, measure=True)
    for board, heap in COMPILED.items():
        for above in ABOVE:
            jobs["compiled", board, above] = dict(
                form="compiled", board=board, free=heap + above
            )
            jobs["source", board, above] = dict(
                form="source", board=board, free=heap + SOURCE_EXTRA + above
            )
    return memory.run_all(jobs, lane=LANE)


def test_the_whole_scenario_plays_on_circuitpython(played):
    result = played["measured"]
    assert result.ok, result.reason
    assert result.wins == 3
    assert memory.missed(result) == [], result.marks
    # code.py found a board's name table (the pools of 20 to 640 full,
    # the names of what a board freezes in them), and the game's names
    # took the pool of 1,280.
    (pools, names, _), (pools_then, names_then, _) = result.names
    assert (pools, names) == (6, 1260)
    assert pools_then == 7 and 900 < names_then - names < 1280
    assert 80 * KB < result.peak < 160 * KB, result.peak
    assert "minesweeper.device.wiring" in result.imports


def test_the_app_plays_in_1280_bytes_of_pystack_on_circuitpython(played):
    result = played["pystack"]
    assert result.ok, "in %d bytes of pystack: %s" % (PYSTACK, result.reason)


@pytest.mark.parametrize("above", ABOVE)
@pytest.mark.parametrize("board", sorted(COMPILED))
def test_the_compiled_app_plays_in_its_heap_on_circuitpython(played, board, above):
    result = played["compiled", board, above]
    heap = (COMPILED[board] + above) // KB
    assert result.ok, "%s in %d KB: %s" % (board, heap, result.reason)


@pytest.mark.parametrize("above", ABOVE)
@pytest.mark.parametrize("board", sorted(COMPILED))
def test_the_app_from_source_needs_at_most_8_kb_more_on_circuitpython(
    played, board, above
):
    result = played["source", board, above]
    heap = (COMPILED[board] + SOURCE_EXTRA + above) // KB
    assert result.ok, "%s from source in %d KB: %s" % (board, heap, result.reason)


@pytest.mark.parametrize("board", sorted(BOARD_HEAP))
def test_on_a_board_s_heap_the_menu_compiles_its_first_page_once(played, board):
    # From source a board compiles a page's modules at each opening; with
    # a board's room to spare, the first page's stay (Menu.keeps), so that
    # every later opening of the menu compiles only its view. At the
    # budgets' heaps they go, as the runs above play.
    result = played["board", board]
    assert result.ok, result.reason
    loads = result.loads
    for name in ("home", "grid", "page"):
        assert loads["minesweeper.menu." + name] == 1, loads
    assert loads["minesweeper.device.menu_view"] >= 5, loads  # each opening
