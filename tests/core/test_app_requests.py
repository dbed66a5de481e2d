# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What is asked of the loop's pass (Loop.ask, Loop.drain), the one way work
is deferred from deep in the input's calls, and the keys every mode shares
(N, P, M, H: the app's, a mode answering only the keys it uses)."""

from standins import make, ready, run

from minesweeper import helper as _helper
from minesweeper import loop as _app
from minesweeper import menu as _menu
from minesweeper import replay as _replay
from minesweeper.controls import keys
from minesweeper.daily import play as _daily
from minesweeper.menu import home as _home
from minesweeper.menu import page as _page
from minesweeper.menu import records as _records
from minesweeper.rules.game import PLAYING, READY


class Pressed:
    def __init__(self, codes):
        self.codes = codes

    def read(self):
        return self.codes.pop(0) if self.codes else keys.NOTHING


def test_private_request_names_agree():
    # Under MicroPython _names are folded away; check them where they exist.
    for name, modules in (
        ("_TO_GAME", (_app, _menu)),
        ("_NEW_GAME", (_app, _menu)),
        ("_WAKE_SOLVER", (_app, _helper)),
        ("_DRAW_PAGE", (_app, _menu)),
        ("_PAGE_BUILT", (_app, _menu, _page)),
        ("_WATCH", (_app, _records, _replay)),
        ("_DAILY", (_app, _home, _daily)),
        ("_DATED", (_app, _daily)),
        ("_MARK", (_app, _daily)),
    ):
        values = [getattr(m, name) for m in modules if hasattr(m, name)]
        assert len(set(values)) <= 1, (name, values)
    if hasattr(_app, "_GAME_ASKED"):
        assert _app._GAME_ASKED == _app._TO_GAME | _app._NEW_GAME
        assert _app._KEYS_WAIT == _app._GAME_ASKED | _app._PAGE_BUILT | _app._WATCH
        names = ("_TO_GAME", "_NEW_GAME", "_WAKE_SOLVER", "_DRAW_PAGE", "_PAGE_BUILT")
        names += ("_WATCH", "_DAILY", "_DATED", "_MARK")
        bits = [getattr(_app, name) for name in names]
        assert sorted(bits) == [1 << n for n in range(9)]  # one bit each


def test_a_page_leaving_the_menu_is_done_in_the_pass_not_in_its_call():
    app, screen, sounds, touch = make()
    app.open_menu(0)
    app.drain(0)
    assert screen.menu is app.menu.page
    app.menu.leave(True, 4321)  # a page's Replay: nothing happens yet
    assert app.mode is app.menu and app.game.seed != 4321
    app.step(20)
    assert app.mode is app.playing and app.game.seed == 4321
    assert screen.menu is None and app.menu.page is None


def test_the_menus_page_is_drawn_once_a_pass_however_many_keys_move_it():
    app, screen, sounds, touch = make()
    app.open_menu(0)
    drawn = []
    screen.show_menu = drawn.append
    app.keys = Pressed([keys.DOWN, keys.DOWN, keys.UP])
    app.step(0)
    assert drawn == [app.menu.page]  # the first page, focus moved thrice


def test_keys_after_a_page_built_again_wait_for_the_next_pass():
    # A key that builds a page (a level change) makes one page's objects in
    # its pass: the keys after it wait, so that two level changes are not
    # two pages' objects in one pass. Focus moves do not wait.
    app, screen, sounds, touch = make()
    app.open_menu(0)
    app.drain(0)
    level = app.choices.level
    app.keys = Pressed([keys.UP, keys.RIGHT, keys.RIGHT])
    app.step(0)  # Up to Level, and one level on
    once = app.choices.level
    assert once != level and app.keys.codes == [keys.RIGHT]
    app.step(20)
    assert app.choices.level not in (level, once) and not app.keys.codes


def test_keys_after_a_new_game_wait_for_its_pass():
    app, screen, sounds, touch = make()
    app.open_menu(0)
    app.keys = Pressed([keys.NEW, keys.MENU])
    app.step(0)  # N: the menu closes and a new game starts; M waits
    assert app.mode is app.playing and app.game.state == READY
    app.step(20)
    assert app.mode is app.menu


def test_the_shared_keys_are_the_apps_and_no_mode_answers_them():
    app, screen, sounds, touch = make()
    for mode in (app.playing, app.paused, app.menu):
        for code in (keys.NEW, keys.PAUSE, keys.HINT):
            assert mode.key(code, 0) is False, (mode, code)
    assert app.paused.key(keys.MENU, 0) is False
    assert app.playing.key(keys.MENU, 0) is False
    # P pauses a game in play, resumes it, and from the menu goes back.
    now = run(app, touch, 100, (app.layout.board_x + 30, app.layout.board_y + 30), 0)
    now = run(app, touch, 60, None, now)
    assert app.game.state == PLAYING
    app.keys = Pressed([keys.PAUSE])
    app.step(now)
    assert app.mode is app.paused
    app.keys.codes = [keys.PAUSE]
    app.step(now)
    assert app.mode is app.playing
    app.keys.codes = [keys.MENU]
    app.step(now)
    assert app.mode is app.menu
    app.keys.codes = [keys.PAUSE]
    app.step(now)
    assert app.mode is app.playing and app.timer.running


def test_the_no_guess_supply_is_made_again_only_once_the_menu_is_closed():
    app, screen, sounds, touch = make(no_guess=True)
    now = ready(app, touch)
    assert app.helper.boards is not None
    app.open_menu(now)
    assert app.helper.boards is None and app.helper.kept is not None
    now = run(app, touch, 200, None, now)
    assert app.helper.boards is None  # asked, but not under the menu
    app.menu.leave()
    now = run(app, touch, 20, None, now)
    assert app.mode is app.playing and app.helper.boards is not None
    assert app.helper.kept is None
