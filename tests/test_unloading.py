# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The one way the game unloads (minesweeper.compat.forget_under): a part
is dropped by its prefix, so a module added to it goes with it, named on no
list. CPython only: a module is added to the solver's package from a
folder of the test's own (a MicroPython package has no ``__path__`` list)."""

import sys

from minesweeper.compat import forget_under

sys.path.insert(0, "tests/core")
from standins import make, run  # noqa: E402


def loaded(prefix):
    return sorted(name for name in sys.modules if name.startswith(prefix))


def test_a_new_solver_module_goes_with_the_solver(tmp_path, monkeypatch):
    (tmp_path / "extra.py").write_text("BIG = list(range(10))\n")
    import minesweeper.solver

    monkeypatch.setattr(
        minesweeper.solver, "__path__", [*minesweeper.solver.__path__, str(tmp_path)]
    )
    app, screen, sounds, touch = make(no_guess=True)
    now = run(app, touch, 20, None, 0)  # the no-guess board: the solver loads
    import minesweeper.solver.extra  # noqa: F401  (a module no list names)

    assert "minesweeper.solver.extra" in loaded("minesweeper.solver")
    assert "minesweeper.solver.supply" in loaded("minesweeper.solver")
    app.open_menu(now)  # the menu and the solver are never in RAM together
    assert loaded("minesweeper.solver") == []
    assert not hasattr(minesweeper, "solver")  # the package lets go of it too


def test_forget_under_drops_the_modules_of_a_package_but_not_the_package():
    import minesweeper.menu
    import minesweeper.menu.home  # noqa: F401

    before = loaded("minesweeper.menu.")
    assert "minesweeper.menu.home" in before and "minesweeper.menu.grid" in before
    assert forget_under("minesweeper.menu.") == len(before)
    assert loaded("minesweeper.menu.") == []
    assert sys.modules["minesweeper.menu"] is minesweeper.menu
    assert not hasattr(minesweeper.menu, "home")
    assert forget_under("minesweeper.menu.") == 0  # nothing left to drop


def test_code_py_lets_the_settings_and_the_set_up_go_once_the_game_starts(
    monkeypatch,
):
    # code.py reads the settings at power-up only: once the app has started
    # on them, nothing may hold their module (a board keeps it in RAM for
    # good otherwise). A fresh module, so that no other test's holds it.
    # Nor the set-up's (minesweeper.device.wiring): not loaded, and none
    # of its functions in code.py's globals.
    import gc
    import os
    import runpy
    import weakref

    import minesweeper.device.wiring as wiring

    monkeypatch.delitem(sys.modules, "minesweeper.settings", raising=False)
    seen = {}

    class Played(Exception):
        pass

    class App:
        settings = None

        def run(self, ticks_ms, sleep):
            gc.collect()
            seen["alive"] = seen["module"]() is not None
            seen["wiring"] = "minesweeper.device.wiring" in sys.modules
            names = ("open_light", "open_speaker", "open_touchscreen", "start")
            held = sys._getframe(1).f_globals  # code.py's
            seen["held"] = [name for name in names if name in held]
            raise Played

    def start(display, touchscreen, audio, enable, settings, *rest):
        seen["module"] = weakref.ref(sys.modules["minesweeper.settings"])
        return App(), lambda: 0  # (started: the app let the settings go)

    monkeypatch.setattr(wiring, "start", start)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    monkeypatch.chdir(root)
    try:
        runpy.run_path(os.path.join(root, "code.py"), run_name="__main__")
    except Played:
        pass
    assert seen["alive"] is False
    assert seen["wiring"] is False and seen["held"] == []


def test_the_app_lets_the_settings_go_once_started():
    app, screen, sounds, touch = make(boot=True)
    assert app.settings is None
