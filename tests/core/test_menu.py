# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu, records and resume through the app, on stand-in hardware
(both lanes): pages driven by taps where their words are drawn and by keys."""

import gc
import sys

from check import Nvm
from pages import find, ink, inside, place, places, tap_word, words
from standins import centre, fill_records, make, run, tap

from minesweeper import layout
from minesweeper.compat import forget_under
from minesweeper.controls import keys
from minesweeper.menu.grid import CYCLER, FONT_W, INFO, LABEL, PRIMARY, STEPPER, Text
from minesweeper.rules import levels, tiles
from minesweeper.rules.game import PLAYING, READY, WON
from minesweeper.rules.text import to_text
from minesweeper.store.records import SPAN, Records

BEGINNER = layout.preset_keys(320, 240)[0]  # the records' key, 9x6/7


def face(app):
    lay = app.layout
    return (lay.face_x + 12, lay.face_y + 12)


def hold(app, touch, point, now):
    now = run(app, touch, 700, point, now)
    return run(app, touch, 60, None, now)


def page(app):
    """The page on screen, once the app's pass has drawn what was asked."""
    app.drain(0)
    return app.screen.menu


def press(app, *codes):
    """Keys, each in a loop pass of its own (a new game a button asks for
    starts in the pass, after the key)."""
    for code in codes:
        if not app.mode.key(code, 0):  # the mode's, else the app's
            app.key(code, 0)
        app.step(0)


def win(app, touch, now):
    game = app.game
    for i in range(game.size):
        if game.state != PLAYING and game.state != READY:
            break
        if game.tile_at(i) == tiles.HIDDEN and not (
            game.placed and game.is_mine(i % game.width, i // game.width)
        ):
            now = tap(app, touch, centre(app, i), now)
    assert game.state == WON
    return now


def test_holding_the_face_opens_the_menu_which_pauses_and_saves_the_game():
    nvm = Nvm(2048)
    app, screen, sounds, touch = make(nvm=nvm)
    now = tap(app, touch, centre(app, 22), 0)
    assert app.game.state == PLAYING
    now = run(app, touch, 3000, None, now)
    writes = nvm.writes
    now = hold(app, touch, face(app), now)
    assert app.mode is app.menu and page(app).name == "home"
    assert page(app).controls[page(app).focus].name == "Resume"
    assert nvm.writes == writes + 1  # the paused game, saved once
    assert app.records.load_game() is not None
    now = run(app, touch, 5000, None, now)
    now = tap_word(app, touch, "Resume", now)
    assert app.mode is app.playing and app.game.state == PLAYING
    assert app.screen.menu is None
    assert nvm.writes == writes + 1  # nothing changed in the menu: no write
    now = run(app, touch, 1000, None, now)
    assert app.screen.timer == 4  # the 5 s in the menu did not count


def test_the_first_page_says_what_is_played_and_has_one_large_play_button():
    app, screen, sounds, touch = make(boot=True)
    home = page(app)
    shown = words(home)
    # A title, the level, the board's size and mines, and the best time.
    assert "Minesweeper" in shown and "Beginner" in shown
    lay = layout.fit("beginner", 320, 240)
    assert places(home, "%dx%d, %d mines" % (lay.cols, lay.rows, lay.mines))
    assert places(home, "No best time yet")
    # One large button plays; nothing else starts a game, nothing says Back.
    primary = [c for c in home.controls if c.kind == PRIMARY]
    assert len(primary) == 1 and primary[0].name == "Play"
    area = primary[0].w * primary[0].h
    assert all(3 * c.w * c.h <= 2 * area for c in home.controls if c.kind != PRIMARY)
    assert not [c for c in home.controls if c.name in ("Back", "New game", "Start")]
    assert home.controls[home.focus] is primary[0]
    now = tap_word(app, touch, "Play", 0)
    assert app.mode is app.playing and app.game.state == READY
    # After a win, the page has its best time and a Replay of that board.
    now = win(app, touch, now)
    seed = app.game.seed
    app.open_menu(now)
    best = app.records.figures(BEGINNER)["best"][0] // 1000
    assert places(page(app), "Best time %d s" % best)
    now = tap_word(app, touch, "Replay", now)
    assert app.game.seed == seed and app.game.state == READY


def test_every_page_closes_and_back_goes_one_level_up():
    app, screen, sounds, touch = make(boot=True)
    level = app.choices.level
    for button, name in (("Settings", "settings"), ("Records", "records")) + (
        ("Help", "help"),
    ):
        now = tap_word(app, touch, button, 0)
        assert page(app).name == name
        # Taps anywhere but on a control do nothing, and press nothing hidden.
        for y in range(60, 240, 20):
            for x in range(10, 320, 30):
                if page(app).target(x, y) < 0:
                    now = tap(app, touch, (x, y), now)
                    assert page(app).name == name
        assert app.choices.level == level and app.mode is app.menu
        # The Back button's words: the first page, focus on the way back.
        now = tap_word(app, touch, "Back", now)
        assert page(app).name == "home"
        assert page(app).controls[page(app).focus].name == button
        # And the same with M (Esc types M's code).
        press(app, keys.DOWN, keys.DOWN)  # away from the page's button
        now = tap_word(app, touch, button, now)
        press(app, keys.MENU)
        assert page(app).name == "home"
    # M on the first page goes back to the game; every page is gone.
    press(app, keys.MENU)
    assert app.mode is app.playing and app.screen.menu is None


def test_steppers_have_minus_on_the_left_half_and_cyclers_arrows_both_sides():
    app, screen, sounds, touch = make(boot=True)
    now = tap_word(app, touch, "<", 0, "Beginner")  # the level before: Custom
    assert app.choices.level == "custom"
    now = tap_word(app, touch, ">", now, "Custom")
    assert app.choices.level == "beginner"
    now = tap_word(app, touch, "Settings", now)
    settings = page(app)
    for name in ("Width", "Height", "Mines"):
        control = settings.controls[find(settings, name)]
        assert control.kind == STEPPER
        half = control.x + control.w // 2
        minus = place(settings, "-", name)
        plus = place(settings, "+", name)
        assert control.x < minus[0] and minus[0] + minus[2] <= half, name
        assert half <= plus[0] and plus[0] + plus[2] < control.x + control.w, name
        value = int(control.value)
        now = tap_word(app, touch, "-", now, name)
        after = int(page(app).controls[find(page(app), name)].value)
        assert after == value - 1, name
        now = tap_word(app, touch, "+", now, name)
        now = tap_word(app, touch, "+", now, name)
        assert int(page(app).controls[find(page(app), name)].value) == value + 1
    assert app.choices.level == "custom"
    # The cycler's "<" and ">" lie in its halves, and step both ways.
    touch_row = page(app).controls[find(page(app), "Touch")]
    assert touch_row.kind == CYCLER
    back = place(page(app), "<", "Touch")
    assert back[0] + back[2] <= touch_row.x + touch_row.w // 2
    assert place(page(app), ">", "Touch")[0] >= touch_row.x + touch_row.w // 2
    now = tap_word(app, touch, ">", now, "Touch")
    assert app.choices.scheme == "classic"
    now = tap_word(app, touch, "<", now, "Touch")
    assert app.choices.scheme == "modern"


def test_a_changed_scheme_or_size_says_so_and_never_ends_the_paused_game():
    app, screen, sounds, touch = make()
    now = tap(app, touch, centre(app, 22), 0)
    game = app.game
    text = to_text(game)
    app.open_menu(now)
    now = tap_word(app, touch, "Settings", now)
    now = tap_word(app, touch, ">", now, "Touch")
    # The touch scheme is not named as a level is: no word names two things.
    assert places(page(app), "Touch: Tap cycle")
    assert not places(page(app), "Classic")
    press(app, keys.MENU)
    home = page(app)
    main = home.controls[find(home, "New game: Beginner 9x6")]
    assert main.kind == PRIMARY
    assert home.controls[find(home, "Resume")].kind != PRIMARY
    # Esc goes back to the paused game as it was; so does Resume.
    press(app, keys.MENU)
    assert app.mode is app.playing and app.game is game and game.state == PLAYING
    assert to_text(game) == text and not app.classic
    app.open_menu(now)
    now = tap_word(app, touch, "Resume", now)
    assert app.game is game and game.state == PLAYING
    # The button that says so starts the new game, in the new scheme.
    app.open_menu(now)
    now = tap_word(app, touch, "New", now, "game:")
    assert app.game is not game and app.classic and app.game.state == READY
    # With the Classic level and the classic scheme, "Classic" is one thing.
    app.open_menu(now)
    while app.choices.level != "classic":
        now = tap_word(app, touch, ">", now)
    assert words(page(app)).count("Classic") == 1
    now = tap_word(app, touch, "Settings", now)
    assert "Classic" not in words(page(app))


def test_arrows_reach_every_control_and_left_right_change_only_values():
    app, screen, sounds, touch = make(boot=True)
    press(app, keys.RIGHT)  # on the Play button: no neighbour, nothing changes
    assert app.choices.level == "beginner"
    press(app, keys.UP, keys.RIGHT)  # on the level: the next one
    assert app.choices.level == "intermediate"
    press(app, keys.LEFT)
    for name in ("settings", "records", "help", "home"):
        if name != "home":
            app.menu.go(name, 0)
        here = page(app)
        seen = {here.focus}
        todo = [here.focus]
        while todo:  # every focus the arrows reach, without changing a thing
            start = todo.pop()
            for code in (keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT):
                here.focus = start
                kind = here.controls[start].kind
                if code in (keys.LEFT, keys.RIGHT) and kind in (STEPPER, CYCLER):
                    continue  # these change the value
                here.key(code, 0)
                if here.focus not in seen:
                    seen.add(here.focus)
                    todo.append(here.focus)
        assert len(seen) == len(here.controls), name
        here.focus = here.first
        if name != "home":
            press(app, keys.MENU)
    # By keys alone: Settings, one column more, No-guess off, back, play.
    press(app, keys.DOWN, keys.LEFT, keys.OPEN)  # Records, Settings
    assert page(app).name == "settings"
    width = app.choices.layout(320, 240).cols
    press(app, keys.RIGHT)
    assert app.choices.cols == width + 1
    press(app, keys.DOWN, keys.DOWN, keys.DOWN, keys.DOWN, keys.LEFT)
    focused = page(app).controls[page(app).focus]
    assert focused.name == "No-guess" and focused.value == "Off"
    press(app, keys.OPEN)
    assert app.choices.guaranteed
    press(app, keys.OPEN)  # and off again (no solver in this test's heap)
    assert not app.choices.guaranteed
    press(app, keys.MENU, keys.UP, keys.OPEN)
    assert app.mode is app.playing and app.game.width == width + 1


def test_touch_targets_are_40_px_both_ways_and_words_sit_inside_their_faces():
    for size in ((320, 240), (480, 320)):
        for audible in (True, False):
            for paused in (False, True):
                app, screen, sounds, touch = make(screen=size)
                sounds.audible = audible
                if paused:
                    tap(app, touch, centre(app, 22), 0)
                    app.choices.level = "intermediate"  # a board unlike it
                app.open_menu(0)
                for name in ("home", "settings", "records", "help"):
                    app.menu.go(name, 0)
                    check_page(page(app), size)


def check_page(here, size):
    w, h = size
    boxes = []
    for c in here.controls:
        where = (here.name, c.name, size)
        assert c.w >= 40 and c.h >= 40, where
        assert inside((c.x, c.y, c.w, c.h), (0, 0, w, h)), where
        for other in boxes:  # no two controls overlap
            assert not overlap((c.x, c.y, c.w, c.h), other), where
        boxes.append((c.x, c.y, c.w, c.h))
        if c.kind == STEPPER:
            assert c.w // 2 >= 40, where
    faces = [f for c in here.controls for f in c.faces()]
    glyphs = []
    for text in here.texts:
        s = text.scale
        for n, line in enumerate(text.text.split("\n")):
            y = text.y + n * text.pitch * s
            for word, at in split(line):
                box = ink(text.x + at * FONT_W * s, y, word, s)
                where = (here.name, word, size)
                assert inside(box, (0, 0, w, h), 1), where
                for other in glyphs:
                    assert not overlap(box, other), where
                glyphs.append(box)
                # On a face with room around it, or off the controls.
                if text.role != LABEL or not any(inside(box, f, 1) for f in faces):
                    assert not any(overlap(box, b) for b in boxes), where
    # Every control's value is drawn large (a toggle's name may be small).
    for c in here.controls:
        if c.value:
            assert any(p[4] >= 2 for p in places(here, c.value)), (here.name, c.name)


def split(line):
    """(word, column) of each run of characters other than spaces."""
    out = []
    at = 0
    for word in line.split(" "):
        if word:
            out.append((word, at))
        at += len(word) + 1
    return out


def overlap(a, b):
    return (
        a[0] < b[0] + b[2]
        and b[0] < a[0] + a[2]
        and (a[1] < b[1] + b[3] and b[1] < a[1] + a[3])
    )


def test_the_records_fit_both_screens_however_full():
    for size in ((320, 240), (480, 320)):
        app, screen, sounds, touch = make(screen=size)
        other = (800 - size[0], 560 - size[1])  # the other screen's presets
        fill_records(app.records, layout.preset_keys(*other))  # (with sizes)
        app.open_menu(0)
        app.menu.go("records", 0)
        here = page(app)
        shown = []
        for part in range(here.parts):  # each part on the screen, in turn
            here.part = part
            here.refresh()
            check_page(here, size)
            shown += here.texts[0].text.split("\n")
        for level in layout.preset_keys(*other):  # named with their sizes
            name, size_ = level.split(":")
            name = name[0].upper() + name[1:] + " " + size_.split("/")[0]
            if level in layout.preset_keys(*size):
                name = name.split(" ")[0]  # the same board here: no size
            at = shown.index(name)
            assert shown[at + 1 : at + 6] == [
                "Won 3 of 4 (75%)",
                "Streak 0, best 3",
                "Best 987.600 s, 3BV 321",
                "Best 0.32 3BV/s, eff. -",
                "Average win 987.600 s",
            ], shown
        for k in range(4):
            at = shown.index("%dx13/199" % (20 + k))
            assert shown[at + 3] == "Best 999.000 s, 3BV 999", shown


def test_the_menu_code_is_loaded_only_while_the_menu_shows():
    app, screen, sounds, touch = make()
    app.menu.room = 1 << 30  # a heap short of room, as at the budgets
    app.open_menu(0)
    press(app, keys.MENU)
    pages = [name for name in sys.modules if name.startswith("minesweeper.menu.")]
    assert not pages, pages
    app.open_menu(0)
    assert "minesweeper.menu.home" in sys.modules
    app.menu.go("settings", 0)
    assert "minesweeper.menu.options" in sys.modules
    app.menu.go("home", 0)
    assert "minesweeper.menu.options" not in sys.modules
    press(app, keys.MENU)
    pages = [name for name in sys.modules if name.startswith("minesweeper.menu.")]
    assert app.mode is app.playing and not pages, pages


def test_where_the_heap_has_room_the_first_page_s_code_stays():
    # From source a board compiles a page's modules at each opening: with
    # room to spare, the first page's stay loaded and the menu opens on
    # them; the other pages' go as ever, and short of room all of them go.
    first = ["minesweeper.menu." + name for name in ("grid", "home", "page")]
    forget_under("minesweeper.menu.")
    app, screen, sounds, touch = make()
    app.menu.room = 0  # a heap with room to spare (the check's own collection)
    app.open_menu(0)
    home = sys.modules["minesweeper.menu.home"]
    app.menu.go("settings", 0)
    assert sys.modules["minesweeper.menu.home"] is home  # (kept, not reloaded)
    press(app, keys.PAUSE)  # back to the game from Settings
    assert app.mode is app.playing
    pages = sorted(n for n in sys.modules if n.startswith("minesweeper.menu."))
    assert pages == first, pages
    app.open_menu(0)
    assert sys.modules["minesweeper.menu.home"] is home and page(app).name == "home"
    app.menu.room = 1 << 30  # the heap short of room: all go
    press(app, keys.PAUSE)
    pages = [n for n in sys.modules if n.startswith("minesweeper.menu.")]
    assert app.mode is app.playing and not pages, pages


def test_a_saved_game_s_power_up_loads_the_first_page_where_there_is_room():
    # No menu shows at a power-up that brings a saved game back: where the
    # heap has room, the first page's code loads then, so that the menu's
    # first opening compiles no more than the next; short of room, none.
    first = ["minesweeper.menu." + name for name in ("grid", "home", "page")]
    nvm = Nvm(SPAN)
    app, screen, sounds, touch = make(nvm=nvm)
    now = tap(app, touch, centre(app, 0), 0)
    app.pause(now)  # the game written
    for room, loaded in ((1 << 30, []), (0, first)):
        forget_under("minesweeper.menu.")
        back, screen, sounds, touch = make(nvm=nvm, boot=True, room=room)
        assert back.mode is back.paused
        pages = sorted(n for n in sys.modules if n.startswith("minesweeper.menu."))
        assert pages == loaded, (room, pages)


def test_the_first_page_opens_without_the_code_that_moves_its_focus():
    # From source a board compiles a page's modules at each opening
    # (docs/benchmarks.md, "Opening a page on the board"): where the arrows
    # move the focus comes with the first key, and goes with the menu.
    forget_under("minesweeper.menu.")
    app, screen, sounds, touch = make()
    app.open_menu(0)
    assert page(app).name == "home"
    assert "minesweeper.menu.moves" not in sys.modules
    focused = page(app).focus
    press(app, keys.DOWN)
    assert "minesweeper.menu.moves" in sys.modules
    assert page(app).focus != focused
    press(app, keys.MENU)
    assert app.mode is app.playing and "minesweeper.menu.moves" not in sys.modules
    tap_word(app, touch, "Settings", hold(app, touch, face(app), 0))
    assert page(app).name == "settings" and "minesweeper.menu.moves" not in sys.modules
    press(app, keys.DOWN)
    assert "minesweeper.menu.moves" in sys.modules


def test_a_level_chosen_in_the_menu_is_saved_and_makes_the_next_board():
    nvm = Nvm(2048)
    app, screen, sounds, touch = make(nvm=nvm)
    now = hold(app, touch, face(app), 0)
    now = tap_word(app, touch, ">", now, "Beginner")
    assert page(app).controls[find(page(app), "Level")].value == "Intermediate"
    writes = nvm.writes
    now = tap_word(app, touch, "Play", now)
    assert nvm.writes == writes + 1  # the choices, in one write
    want = layout.fit("intermediate", 320, 240)
    game = app.game
    assert (game.width, game.height, game.mines) == (want.cols, want.rows, want.mines)
    assert app.layout.tile == 24 and app.screen is not screen
    assert app.mode is app.playing and app.level_key == "intermediate:13x9/18"
    # Power off and on: the choice comes back from nvm.
    again, *_ = make(nvm=nvm)
    assert again.records.prefs["lv"] == "intermediate"


def test_custom_size_from_the_width_height_and_mines_steppers():
    app, screen, sounds, touch = make()
    now = hold(app, touch, face(app), 0)
    now = tap_word(app, touch, "Settings", now)
    for _ in range(3):
        now = tap_word(app, touch, "+", now, "Width")
    now = tap_word(app, touch, "-", now, "Mines")
    c = app.choices
    beginner = layout.fit("beginner", 320, 240)
    assert c.level == "custom"
    assert (c.cols, c.rows, c.mines) == (
        beginner.cols + 3,
        beginner.rows,
        beginner.mines - 1,
    )
    now = tap_word(app, touch, "Back", now)
    assert page(app).controls[find(page(app), "Level")].value == "Custom"
    now = tap_word(app, touch, "Play", now)
    assert (app.game.width, app.game.mines) == (c.cols, c.mines)
    assert app.level_key == "custom:%dx%d/%d" % (c.cols, c.rows, c.mines)
    # A custom size never outgrows the screen.
    now = hold(app, touch, face(app), now)
    now = tap_word(app, touch, "Settings", now)
    for _ in range(12):
        now = tap_word(app, touch, "+", now, "Height")
    assert c.rows == layout.most(320, 240)[1]


def test_no_guess_caps_the_mines_of_a_custom_board():
    app, screen, sounds, touch = make()  # (no solver in this file's heap)
    app.open_menu(0)
    now = tap_word(app, touch, "Settings", 0)
    now = tap_word(app, touch, "+", now, "Mines")  # a custom board
    now = tap_word(app, touch, "No-guess", now)  # no-guess for it (per level)
    c = app.choices
    for _ in range(40):  # "+" stops where a no-guess board may not go
        now = tap_word(app, touch, "+", now, "Mines")
    assert c.level == "custom" and c.guaranteed
    assert levels.no_guess_fits(c.cols, c.rows, c.mines)
    assert not levels.no_guess_fits(c.cols, c.rows, c.mines + 1)
    here = page(app)
    assert here.controls[find(here, "Mines")].value == "%d" % c.mines
    most = c.mines
    now = tap_word(app, touch, "No-guess", now)  # off: denser boards too
    for _ in range(5):
        now = tap_word(app, touch, "+", now, "Mines")
    assert c.mines == most + 5 and not c.guaranteed
    now = tap_word(app, touch, "No-guess", now)  # on again: back to the cap
    assert c.guaranteed and c.mines == most
    assert page(app).controls[find(page(app), "Mines")].value == "%d" % most


def test_a_saved_game_comes_back_paused_after_power_loss_timer_and_all():
    nvm = Nvm(2048)
    app, screen, sounds, touch = make(nvm=nvm, seed=4242)
    now = tap(app, touch, centre(app, 22), 0)
    hidden = [i for i in range(app.game.size) if app.game.tile_at(i) == tiles.HIDDEN]
    now = hold(app, touch, centre(app, hidden[-1]), now)
    now = run(app, touch, 7000, None, now)
    app.pause(now)
    text = to_text(app.game)
    # Power off; on again with the same nvm.
    back, screen2, _, touch2 = make(nvm=nvm, boot=True)
    assert back.mode is back.paused and to_text(back.game) == text
    assert back.game.seed == 4242
    assert all(screen2.shadow.shown[i] == tiles.HIDDEN for i in range(back.game.size))
    now = tap(back, touch2, centre(back, 0), 0)
    assert back.mode is back.playing
    assert [screen2.shadow.shown[i] for i in range(back.game.size)] == [
        back.game.tile_at(i) for i in range(back.game.size)
    ]
    now = run(back, touch2, 2000, None, now)
    assert back.screen.timer == 9  # 7 s before, 2 s after


def test_power_up_with_no_game_in_progress_shows_the_menu():
    app, screen, sounds, touch = make(boot=True)
    assert app.mode is app.menu and page(app).name == "home"
    tap_word(app, touch, "Play", 0)
    assert app.mode is app.playing


def test_a_finished_game_records_once_and_is_not_resumed():
    nvm = Nvm(2048)
    app, screen, sounds, touch = make(nvm=nvm, seed=9)
    now = tap(app, touch, centre(app, 22), 0)
    app.pause(now)  # a saved game exists now
    now = tap(app, touch, centre(app, 0), now)
    writes = nvm.writes
    now = win(app, touch, now)
    assert nvm.writes == writes + 1  # one write for the finished game
    records = Records(nvm)
    assert (
        records.figures(BEGINNER)["played"] == 1
        and records.figures(BEGINNER)["won"] == 1
    )
    assert records.figures(BEGINNER)["best"] is not None
    assert app.screen.note is not None and "New best" in app.screen.note
    back, *_ = make(nvm=nvm, boot=True)
    assert back.mode is back.menu  # the ended game is not brought back
    # Back from the menu shows the finished board; the next tap starts anew.
    app.open_menu(now)
    press(app, keys.MENU)
    assert app.mode is app.playing and app.game.state == WON


def test_a_damaged_saved_game_starts_afresh_with_one_line():
    nvm = Nvm(2048)
    app, screen, sounds, touch = make(nvm=nvm, seed=5)
    tap(app, touch, centre(app, 22), 0)
    app.records.save_game(b"MS\x01garbage that is not a game")
    back, *_ = make(nvm=nvm, boot=True)
    assert back.mode is back.menu


def test_p_and_n_leave_the_menu_from_any_page():
    app, screen, sounds, touch = make()
    now = tap(app, touch, centre(app, 22), 0)
    game = app.game
    app.open_menu(now)
    app.menu.go("records", now)
    press(app, keys.PAUSE)
    assert app.mode is app.playing and app.game is game and game.state == PLAYING
    app.open_menu(now)
    app.menu.go("help", now)
    press(app, keys.NEW)
    assert app.mode is app.playing and app.game.state == READY


def footprint(make, n=20):
    """The bytes each of ``n`` objects ``make(i)`` makes takes: the live
    heap's growth under MicroPython; under CPython, its size and its
    attributes' dictionary's."""
    if hasattr(gc, "mem_alloc"):
        made = [None] * n
        gc.collect()
        before = gc.mem_alloc()
        for i in range(n):
            made[i] = make(i)
        gc.collect()
        return (gc.mem_alloc() - before) // n
    one = make(0)
    return sys.getsizeof(one) + sys.getsizeof(getattr(one, "__dict__", ()))


def test_a_label_takes_no_more_room_than_a_tuple_of_its_six_fields():
    # A page holds a label a piece of text (the records page some twenty):
    # plain data, kept as small as its fields.
    label = footprint(lambda i: Text(i, 2, 2, INFO, "Won", 12))
    fields = footprint(lambda i: (i, 2, 2, INFO, "Won", 12))
    assert label <= fields, (label, fields)
