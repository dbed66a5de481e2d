# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The 32-bit lane's scenario: what a player does, through the game's
inputs only (keys typed into the USB serial console, as the README's
"Playing with keys" documents), reading what the screen shows.

Runs inside the lane's MicroPython (tools/lane32/), driven by :mod:`lane`
between the app's loop passes. :func:`play` is a generator: it yields how
many loop passes to wait before it goes on.

``full`` (the budgets' scenario): the menu at power-up; M back to the
Beginner no-guess game; the whole game won by hints (H, then Space where
the hint says safe, F where it says a mine), with a pause (P, P) and a
visit to the menu (M, M) on the way; a board code typed on the menu's
Code page and its board won by hints; then the menu again, the level
changed to Expert (Up to Level, Right, Right) and Play pressed (Down,
Space); the whole Expert no-guess game won by hints with a pause; then an
Expert game made random (a cell off its mark opened first) and played by
hints to the safest guess, then lost on a mine (the loss's line); then,
over the largest board, a visit to the Calibrate page (C, M, M); then the level
back to Beginner (Up, Left, Left, Down, Space) and that game won without
hints (a hinted win sets no best time): the scenario, a test driver, reads
where the mines lie from the app's game and opens each safe cell by the
cursor keys and Space, so that the level's best time and its replay are
kept; then the menu's Records page (the statistics), Watch, the replay at
8x to its end, the Records page again and the menu closed (all after the
games, so that their boards stay those the scenario has always played).
A hint is asked only when the last one's note has gone (time runs five
times faster while the note is read, so that the run takes fewer passes),
and asked again while a no-guess board is still being made (the game
ignores H until then). ``start``: the menu at power-up, and no more.
``wifi``: the menu at power-up, where the date is asked as the menu's
Daily entry asks it (:func:`date_over_wifi`), fetched from the stand-in
ESP32 the lane puts on the board's pins, and checked let go after.
"""

import sys

import board
import displayio
import lane
import supervisor
import terminalio

_RIGHT = "\x1b[C"
_DOWN = "\x1b[B"
_UP = "\x1b[A"
_LEFT = "\x1b[D"
_MINE = "Hint: a mine"
_SAFE = "Hint: safe"
_HINTS = (_MINE, _SAFE, "No cell")
_GUESS = "No safe cell"  # a random board's safest guess
_MENU = ("Minesweeper",)  # the menu's first page: its title
_CODE = "3SCC-H8V6-9Y8A-QG"  # a no-guess 9x6 board with 7 mines, game 20261126
_STACK = [None] * 64  # the groups still to look at, reused
_WAIT = 4000  # loop passes to wait for something to show, at most
_READING = 5  # how much faster time runs while a hint's note is read
DATE_SECONDS = 1780315200  # the stand-in ESP32's clock: 2026-06-01 12:00 UTC
_DATE = (2026, 6, 1)
_NETWORK = ("adafruit_esp32spi", "minesweeper.device.netdate.")  # let go after
_SUBPAGE = ("< Back",)  # a page under the menu's first (Records)
_OPENED = 8  # a tile code at most this: an opened cell


class _Seen:
    app = None  # the app, while the scenario looks at its game


def _catch(app, now):
    """``App.tick`` for one pass: the app is seen, the class as it was."""
    _Seen.app = app
    cls = type(app)
    delattr(cls, "tick")
    cls.tick(app, now)


def _tiles_have(grid, text):
    """True when a line of font tiles reads ``text`` somewhere (a page's
    line may hold several labels: the Code page's Back and what is typed)."""
    for at in range(grid.width - len(text) + 1):
        k = 0
        while k < len(text) and grid[at + k] == ord(text[k]) - 0x20:
            k += 1  # (fontio's tile order)
        if k == len(text):
            return True
    return False


def _find(prefixes):
    """:func:`shown`'s walk (it may leave groups on the stack): walks the
    display's groups, skipping hidden ones, and reads text as the game draws
    it: tiles of the built-in font (a TileGrid over
    ``terminalio.FONT.bitmap``, a tile a character), or a label."""
    root = board.DISPLAY.root_group
    if root is None:
        return None
    font = terminalio.FONT.bitmap
    stack = _STACK
    stack[0] = root
    n = 1
    while n:
        n -= 1
        g = stack[n]
        stack[n] = None
        if g.hidden:
            continue
        if isinstance(g, displayio.TileGrid):
            if g.bitmap is font:
                for prefix in prefixes:
                    if _tiles_have(g, prefix):
                        return prefix
            continue
        if type(g).__name__.endswith("Label"):
            text = g.text
            for prefix in prefixes:
                if prefix in text:
                    return prefix
            continue
        items = getattr(g, "_l", None)
        if items is not None:
            for i in range(len(items)):
                if n < len(stack):
                    stack[n] = items[i]
                    n += 1
    return None


def shown(prefixes):
    """The first of ``prefixes`` that a line of text on show holds,
    or None (the walk's stack is emptied after, so that the lane holds no
    group of the game's between two passes)."""
    found = _find(prefixes)
    stack = _STACK
    for k in range(len(stack)):
        stack[k] = None
    return found


def type_keys(text):
    supervisor.CONSOLE.type(text)


def until(prefixes, what):
    """Wait until a label holding one of ``prefixes`` shows."""
    for _ in range(_WAIT):
        if shown(prefixes) is not None:
            return
        yield 1
    lane.finish(False, "%s never showed (at '%s')" % (what, lane.S.mark))


def gone(prefixes, what, fast=1):
    """Wait until no label holding one of ``prefixes`` shows; time
    runs ``fast`` times faster meanwhile (a player reading a note)."""
    lane.S.fast = fast
    for _ in range(_WAIT):
        if shown(prefixes) is None:
            lane.S.fast = 1
            return
        yield 1
    lane.finish(False, "%s never went (at '%s')" % (what, lane.S.mark))


def pause():
    type_keys("p")
    yield from until(("Paused",), "the pause")
    lane.mark("paused")
    type_keys("p")
    yield from gone(("Paused",), "the pause")
    lane.mark("resumed")


def menu_visit():
    lane.mark("before the menu")
    type_keys("m")
    yield from until(_MENU, "the menu")
    lane.mark("menu open")
    type_keys("m")
    yield from gone(_MENU, "the menu")
    lane.mark("menu closed")


def calibrate_visit():
    """C opens the menu's Calibrate page (its first cross: the lane's panel
    is never touched); M to the menu's first page, M back to the game."""
    lane.mark("before calibrate")
    type_keys("c")
    yield from until(("Calibrate",), "the Calibrate page")
    yield 5  # passes that read the panel raw
    lane.mark("calibrate shown")
    yield from back_to_the_game("Calibrate", "calibrate closed")


def back_to_the_game(page, mark):
    """From a page under the menu's first: M to that page, M back to the
    game, ``mark`` marked there."""
    type_keys("m")
    yield from until(_MENU, "the menu after " + page)
    type_keys("m")
    yield from gone(_MENU, "the menu after " + page)
    lane.mark(mark)


def game(name, pause_at, menu_at):
    """Win the game on screen by hints alone."""
    wins = lane.S.wins
    hints = 0
    while lane.S.wins == wins:
        yield from gone(_HINTS, "a hint's note", _READING)
        yield from gone(("Making",), "the no-guess board")
        type_keys("h")
        note = None
        waited = 0
        while note is None and lane.S.wins == wins:
            yield 1
            note = shown(_HINTS)
            waited += 1
            if waited % 50 == 0:
                type_keys("h")  # the board was still being made
            if waited > _WAIT:
                lane.finish(False, "no hint came in the %s game" % name)
        if note is None:
            break
        if note == _MINE:
            type_keys("f")
        elif note == _SAFE:
            type_keys(" ")
        else:
            lane.finish(False, "%s, in a no-guess %s game" % (note, name))
        hints += 1
        yield 2
        if hints == pause_at:
            yield from pause()
        if hints == menu_at:
            yield from menu_visit()
    lane.mark("%s won, %d hints" % (name, hints))


def guess_game():
    """A new Expert game (N) made a random board by opening a cell off its
    marked start first ("Not no-guess any more"), played by hints (Space
    where safe, F on a mine) until the hint has no safe cell and gives the
    safest guess (the odds' engine: minesweeper.odds), up to four boards
    (a board the proofs alone win is followed by another); then a mine
    opened (read from the game: a test driver), and the loss's line shown
    (whether it was a forced guess: the engine again, in the end's heap)."""
    app = yield from _app()
    for _ in range(4):
        wins = lane.S.wins
        type_keys("n")
        for _ in range(_WAIT):
            yield 1
            game = app.game
            if not app.helper.waiting and game.start >= 0:
                break
        else:
            lane.finish(False, "no Expert board was made for the guess game")
        off = ""  # the cursor's cell, or one beside it: not the mark
        if app.playing.cursor == game.start:
            off = _RIGHT if game.start % game.width == 0 else _LEFT
        type_keys(off + " ")
        yield from until(("Not no-guess",), "the board made random")
        lane.mark("guess game: a random board")
        note = None
        while lane.S.wins == wins and note != _GUESS:
            yield from gone(_HINTS, "a hint's note", _READING)
            type_keys("h")
            note = None
            for _ in range(_WAIT):
                yield 1
                note = shown(_HINTS + (_GUESS,))
                if note is not None or lane.S.wins != wins:
                    break
            if note == _MINE:
                type_keys("f")
            elif note == _SAFE:
                type_keys(" ")
            elif note != _GUESS and lane.S.wins == wins:
                h = app.helper  # (what the hint left: a note, or work)
                why = (note, app.noted, h.asking)
                lane.finish(False, "%s, in the guess game (shown %r, asking %r)" % why)
            yield 2
        if note == _GUESS:
            break
    else:
        lane.finish(False, "the proofs won four boards: no guess asked")
    lane.mark("guess game: the safest guess shown")
    game = app.game
    width = game.width
    here = app.playing.cursor
    cell = here
    for i in range(game.size):
        if game.tiles[i] > _OPENED and game.is_mine(i % width, i // width):
            cell = i
            if game.tiles[i] != 11:  # (not a flag: it opens)
                break
    dx = cell % width - here % width
    dy = cell // width - here // width
    lane.S.losses = 1
    type_keys((_RIGHT if dx > 0 else _LEFT) * abs(dx))
    type_keys((_DOWN if dy > 0 else _UP) * abs(dy) + " ")
    yield from until(("Forced guess", "Avoidable"), "the loss's line")
    lane.mark("guess game lost, its line shown")
    yield from gone(("Forced guess", "Avoidable"), "the loss's line", _READING)


def date_over_wifi():
    """Ask for the date as the menu's Daily entry does, in a run with the
    stand-in ESP32: the fetch steps in the loop's passes, the menu on
    screen, until the date (the stand-in's clock's) is known."""
    dates = lane.S.scope.get("dates")
    chip = lane.S.esp32
    if dates is None or chip is None:
        return
    lane.mark("before the date")
    dates.ask(supervisor.ticks_ms())
    joined = False
    for _ in range(_WAIT):
        if not dates.busy():
            break
        if not joined and chip.status == 3:  # joined: the network's objects in
            joined = True
            lane.mark("the date over Wi-Fi")
        yield 1
    if dates.today() != _DATE:
        lane.finish(False, "no date over Wi-Fi: %s" % dates.why())
    kept = [n for n in sys.modules if n.startswith(_NETWORK)]
    if kept or chip.running or len(chip.released) != 3:
        lane.finish(False, "the network was kept: %s" % (kept or chip.released))
    lane.mark("after the date")
    yield 2
    lane.mark("after the date, 2 passes on")


def code_game():
    """The menu's Code page, reached by keys (Down from the large button to
    Settings, Right to Code), a board code typed as a player would (lower
    case, with dashes) and Enter (OK); that board won by hints, and its
    code shown at the end as it was typed."""
    type_keys("m")
    yield from until(_MENU, "the menu before the keypad")
    lane.mark("keypad: before it opens")
    type_keys(_DOWN)
    yield 4
    type_keys(_RIGHT + _RIGHT + _RIGHT + " ")
    yield from until(("____-____-____-__",), "the keypad")
    type_keys(_CODE.lower())
    yield from until((_CODE,), "the typed code")
    lane.mark("keypad open")
    type_keys("\r")
    yield from gone((_CODE,), "the keypad")
    lane.mark("keypad closed")
    yield from clean_game("code")  # a best time: its replay is kept
    yield from until(("Code " + _CODE,), "the code at the end")
    lane.mark("code game won, its code shown")


def _app():
    """The app's object, caught at its next pass (a test driver may look
    at the game; a player reads the screen)."""
    cls = sys.modules["minesweeper.app"].App
    cls.tick = _catch
    while _Seen.app is None:
        yield 1
    return _Seen.app


def _target(app):
    """The next cell to open: the no-guess board's start, then the first
    covered cell without a mine; None while the board is being made."""
    game = app.game
    if game.start >= 0:  # (a laid board's mark: its mines are placed)
        return game.start
    if not game.placed:
        return None if app.no_guess else app.playing.cursor
    tiles = game.tiles
    width = game.width
    for i in range(game.size):
        if tiles[i] > _OPENED and not game.is_mine(i % width, i // width):
            return i
    return None


def clean_game(name):
    """The Beginner game on screen won without hints: where the mines lie is
    read from the game (the scenario is a test driver), and each safe cell
    still covered is opened by keys, the cursor moved there and Space, so
    that the win sets the level's first best time and its replay is kept."""
    app = yield from _app()
    wins = lane.S.wins
    type_keys(_RIGHT)  # the first cursor key only shows the cursor
    yield 2
    opened = 0
    while lane.S.wins == wins:
        cell = None
        for _ in range(_WAIT):
            cell = _target(app)
            if cell is not None or lane.S.wins != wins:
                break
            yield 1
        if cell is None:
            if lane.S.wins != wins:
                break
            lane.finish(False, "no cell to open in the clean game")
        width = app.game.width
        here = app.playing.cursor
        dx = cell % width - here % width
        dy = cell // width - here // width
        type_keys((_RIGHT if dx > 0 else _LEFT) * abs(dx))
        type_keys((_DOWN if dy > 0 else _UP) * abs(dy) + " ")
        opened += 1
        for _ in range(_WAIT):
            yield 1
            if lane.S.wins != wins or app.game.tiles[cell] <= _OPENED:
                break
    lane.mark("%s won without hints, %d cells opened" % (name, opened))


def watch_replay():
    """The menu's Records page (Down to Settings, Right to Records), its
    parts (Right to the next part's button, Space) until one has Watch,
    Watch (Down to the buttons' row, Right: Watch is its last; no module of
    the solver's is loaded then), the replay at 8x (Right three times) to
    its end, the Records page again, and M, M
    back to the game."""
    type_keys("m")
    yield from until(_MENU, "the menu before Records")
    type_keys(_DOWN)
    yield 4
    type_keys(_RIGHT + " ")
    yield from until(("Won ",), "the Records page's statistics")
    lane.mark("records shown, its parts before Watch")
    type_keys(_RIGHT)
    yield 2
    for _ in range(8):
        if shown(("Watch",)) is not None:
            break
        type_keys(" ")
        yield 4
    else:
        lane.finish(False, "no part of the Records page has Watch")
    lane.mark("replay: before it opens")
    type_keys(_DOWN + _RIGHT + " ")
    yield from until(("Replay at",), "the replay")
    lane.mark("replay open")
    solver = [n for n in sys.modules if n.startswith("minesweeper.solver")]
    if solver:  # the player lays the kept mines: no generator
        lane.finish(False, "the replay loaded the solver: %s" % solver)
    type_keys(_RIGHT + _RIGHT + _RIGHT)
    yield from until(("Replay: ",), "the replay's end")
    lane.mark("replay shown, at its end")
    yield from until(_SUBPAGE, "the Records page after the replay")
    lane.mark("replay closed")
    yield from back_to_the_game("the replay", "menu closed after the replay")


def level(arrows, name):
    """From the menu's large button, where the focus starts: up to Level,
    ``arrows`` along the levels, down to the large button (Play), pressed;
    the new game marked ``name``."""
    type_keys(_UP)
    yield 4
    type_keys(arrows)
    yield 4
    type_keys(_DOWN + " ")
    yield from gone(_MENU, "the menu before " + name)
    lane.mark(name)


def records_visit():
    """The menu's Records page, reached by keys (Down from the large button
    to Settings, Right to Records), over the largest board: its first part,
    the Beginner games' statistics, at scale 2; M to the menu's
    first page, M back to the board."""
    type_keys("m")
    yield from until(_MENU, "the menu before the records")
    lane.mark("records: before they open")
    type_keys(_DOWN)
    yield 4
    type_keys(_RIGHT + " ")
    yield from until(("Won ",), "the records' statistics")
    lane.mark("records shown")
    yield from back_to_the_game("the records", "records closed")


def play(name):
    yield from until(_MENU, "the menu at power-up")
    lane.mark("menu at power-up")
    if name == "start":
        return
    if name == "wifi":
        yield from date_over_wifi()
        return
    type_keys("m")
    yield from gone(_MENU, "the menu at power-up")
    lane.mark("beginner")
    yield from game("beginner", 3, 5)
    yield from code_game()
    yield from watch_replay()
    type_keys("m")
    yield from until(_MENU, "the menu after the game")
    lane.mark("menu after beginner")
    yield from level(_RIGHT + _RIGHT, "expert")  # Beginner -> Expert
    yield from game("expert", 4, 0)
    yield from guess_game()
    yield from calibrate_visit()
    yield from records_visit()
