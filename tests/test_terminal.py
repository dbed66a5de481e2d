# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The terminal front end: its text screen on its own, and whole games in a
pseudo-terminal read back through the pyte terminal emulator."""

import os
import re
import signal
import termios

import pytest
from ptyrun import PtyRun
from terminal import HELP, LEAVE, MENU_HELP, Messages, TerminalScreen, cell_text

from minesweeper.layout import custom, fit
from minesweeper.rules import tiles
from minesweeper.rules.code import encode, group
from minesweeper.rules.game import Game
from minesweeper.rules.levels import PRESETS as LEVEL_ORDER
from minesweeper.rules.text import from_text

DEV = os.path.join(os.path.dirname(os.path.dirname(__file__)), "tools", "dev.py")
ARROWS = {"up": "\x1b[A", "down": "\x1bOB", "left": "a", "right": "\x1b[C"}
# On the menu's first page: down to its bottom row, to its left end (the
# Settings button), one to the right (Records), press.
RECORDS = "\x1b[B\x1b[D\x1b[D\x1b[C\r"
# The Settings page of a first run in the terminal, beginner: a stepper's
# and a cycler's words once each (a label's words are its control's).
SETTINGS = [
    "  Back    Settings",
    " [Width 9  - +]",
    "  Height 6  - +",
    "  Mines 7  - +",
    "  Touch: < Hold to flag >",
    "  No-guess: On",
]


def route(width, start, end):
    dx = end % width - start % width
    dy = end // width - start // width
    return ARROWS["right" if dx > 0 else "left"] * abs(dx) + ARROWS[
        "down" if dy > 0 else "up"
    ] * abs(dy)


def winning_keys(game, cursor):
    """The keys that open every safe cell left from the cursor's cell, and
    the cell the cursor ends on (``game`` is played along)."""
    keys = ""
    for i in range(game.size):
        if game.tile_at(i) == tiles.HIDDEN and not game.is_mine(
            i % game.width, i // game.width
        ):
            keys += route(game.width, cursor, i) + " "
            game.reveal_at(i)
            cursor = i
    return keys, cursor


def board(lines, lay):
    """The characters the board's cells show on the screen's lines (the
    status line, then the board's top edge, then its rows)."""
    return [
        lines[2 + i // lay.cols][3 + 2 * (i % lay.cols)]
        for i in range(lay.cols * lay.rows)
    ]


def framed(lines, lay):
    """True when the board's edge is drawn all round it."""
    right = 3 + 2 * lay.cols
    rows = lines[2 : 2 + lay.rows]
    return (
        lines[1][1:].rstrip() == "\u250c" + "\u2500" * (2 * lay.cols + 1) + "\u2510"
        and lines[2 + lay.rows][1:].rstrip()
        == "\u2514" + "\u2500" * (2 * lay.cols + 1) + "\u2518"
        and all(row[1] == row[right] == "\u2502" for row in rows)
    )


def unopened(cells):
    """True for a new game's board: all hidden, but for the start cell a
    no-guess board marks once it is made."""
    return set(cells) <= {".", "o"} and cells.count("o") <= 1


def cursor_at(lines, lay):
    """The cell the brackets enclose, or None."""
    found = []
    for i in range(lay.cols * lay.rows):
        row = lines[2 + i // lay.cols]
        x = 3 + 2 * (i % lay.cols)
        if row[x - 1] == "[" and row[x + 1] == "]":
            found.append(i)
    return found[0] if len(found) == 1 else None


def raw(attrs):
    lflag = attrs[3]
    return not lflag & termios.ICANON and not lflag & termios.ECHO


# -- the text screen on its own ---------------------------------------------------


class Written:
    def __init__(self):
        self.frames = []

    def __call__(self, text):
        self.frames.append(text)


def test_the_text_screen_draws_board_bar_cursor_and_message():
    lay = fit("beginner", 320, 240)
    game = from_text("*1......./11......./........./........./........./.........")
    out = Written()
    screen = TerminalScreen(lay, out, colour=False, size=lambda: (80, 24))
    screen.redraw(game)
    screen.show_counter(-3)
    screen.show_timer(42)
    screen.show_face("lost")
    screen.show_cursor(lay.cols - 1)  # the last column: the bracket closes it
    screen.say("lost after 42 s, game 7")
    screen.refresh()
    assert len(out.frames) == 1 and "\x1b[" in out.frames[0]
    lines = screen.lines()
    assert lines[0] == "   -03    X(     042"
    assert lines[1] == " \u250c" + "\u2500" * 19 + "\u2510"
    assert lines[2] == " \u2502 . 1 . . . . . .[.]\u2502"
    assert lines[3] == " \u2502 1 1 . . . . . . . \u2502"
    assert lines[2 + lay.rows] == " \u2514" + "\u2500" * 19 + "\u2518"
    assert lines[3 + lay.rows] == " " + HELP
    assert lines[4 + lay.rows] == " lost after 42 s, game 7"
    assert framed(lines, lay)
    screen.refresh()  # nothing changed: nothing written
    assert len(out.frames) == 1
    game.reveal(5, 3)  # opens the empty corner region
    screen.redraw(game)
    screen.refresh()
    assert len(out.frames) == 2
    assert board([""] + screen.lines()[1:], lay) == [
        cell_text(game.tile_at(i)) for i in range(game.size)
    ]
    # Coloured: the same text once the escape codes are taken out.
    screen.colour = True
    painted = screen.lines()
    assert "\x1b[" in painted[1]
    screen.colour = False
    strip = re.compile("\x1b\\[[0-9;]*m")
    assert [strip.sub("", line) for line in painted] == screen.lines()


def test_the_text_screen_says_when_the_terminal_is_too_small():
    lay = fit("expert", 480, 320)  # 30x16: 65 characters by 22 lines
    out = Written()
    screen = TerminalScreen(lay, out, colour=False, size=lambda: (40, 30))
    screen.refresh()
    assert "the board needs 65x22." in out.frames[0]
    assert "This terminal is 40x30;" in out.frames[0]
    screen.size = lambda: (65, 22)
    screen.dirty = True
    screen.refresh()
    assert "needs" not in out.frames[-1] and HELP[:50] in out.frames[-1]


def test_every_board_fits_80x24_inside_its_edge():
    for size in ((320, 240), (480, 320)):
        largest = custom(999, 999, 10, *size)
        for lay in [fit(level, *size) for level in LEVEL_ORDER] + [largest]:
            screen = TerminalScreen(lay, Written(), colour=False)
            columns, lines = screen.needs()
            assert columns <= 80 and lines <= 24, (lay.cols, lay.rows)
            drawn = screen.lines()
            assert len(drawn) == lines and framed(drawn, lay)
            assert max(len(line) for line in drawn[:-3]) == columns - 1  # the shake


class EmptyPage:
    """A menu page with nothing on it, as menu_text reads one."""

    controls = texts = ()
    focus = 0


def test_a_long_line_shows_whole_in_two_and_goes_with_the_next_board():
    lay = fit("beginner", 320, 240)
    screen = TerminalScreen(lay, Written(), colour=False, size=lambda: (80, 24))
    game = from_text("*1......./11......./........./........./........./.........")
    screen.redraw(game)
    end = (
        "won in 41.250 s, 3BV 25, 0.60 3BV/s, clicks 30, efficiency 83%, "
        "code 3SCC-N4VE-2HR5-ED"
    )
    screen.say(end)
    lines = screen.lines(80)
    assert lines[-2:] == [
        " won in 41.250 s, 3BV 25, 0.60 3BV/s, clicks 30, efficiency 83%,",
        " code 3SCC-N4VE-2HR5-ED",
    ]
    assert screen.lines(30)[-2:] == [
        " won in 41.250 s, 3BV 25, ...",
        " code 3SCC-N4VE-2HR5-ED",
    ]
    screen.redraw(game)  # the same game again (a resume): the line stays
    assert screen.lines(80)[-1] == " code 3SCC-N4VE-2HR5-ED"
    screen.redraw(Game(lay.cols, lay.rows, lay.mines, seed=3))  # a new one
    assert screen.lines(80)[-2:] == [" ", " "]
    # A line said in the menu is of the board it starts (a daily board's):
    # it stays with that board, and goes with the next.
    page = EmptyPage()
    screen.show_menu(page)
    screen.say("daily beginner 2026-11-26: the recorded try")
    screen.show_menu(page)  # (the page drawn again)
    screen.show_menu(None)
    for _ in range(2):  # (a no-guess board is drawn again once made)
        screen.redraw(Game(lay.cols, lay.rows, lay.mines, seed=4))
        assert screen.lines(80)[-2] == " daily beginner 2026-11-26: the recorded try"
    screen.show_menu(page)
    screen.show_menu(None)
    screen.redraw(Game(lay.cols, lay.rows, lay.mines, seed=5))
    assert screen.lines(80)[-2:] == [" ", " "]
    # A paused replay names the key that plays on, as a paused game does.
    screen.show_note("Paused: tap the face")
    assert screen.lines(80)[-2:] == [" Paused: Space to play on", " "]


def test_printed_lines_show_under_the_board_and_are_kept():
    lay = fit("beginner", 320, 240)
    screen = TerminalScreen(lay, Written(), colour=False)
    messages = Messages(screen)
    print("won in 12 s,", end="", file=messages)
    assert screen.message == ""
    print(" 3BV 9, game 5", file=messages)
    assert screen.message == "won in 12 s, 3BV 9, game 5"
    assert messages.kept == ["won in 12 s, 3BV 9, game 5"]


# -- whole games in a pseudo-terminal -----------------------------------------------


@pytest.fixture
def pty_run(tmp_path):
    """Runs of the terminal front end, each with records and a saved game
    of its own (in a file of the test's, unless ``env`` names one)."""
    runs = []

    def start(*args, env=None, **kwargs):
        env = dict(env or {})
        env.setdefault("MINESWEEPER_NVM", str(tmp_path / ("nvm%d.bin" % len(runs))))
        run = PtyRun(*args, env=env, **kwargs)
        runs.append(run)
        return run

    yield start
    for run in runs:
        run.close()


def shows_help(lines):
    return any(HELP in line for line in lines)


def shows_menu(lines):
    return any(MENU_HELP in line for line in lines)


def play(run):
    """From the menu it starts in, the Play button (focused): the board."""
    run.wait_for(shows_menu)
    run.type("\r")
    return run.wait_for(shows_help)


def test_a_whole_game_won_with_keys_in_a_terminal(pty_run):
    lay = fit("beginner", 320, 240)
    # Game 77's ordinary board (a no-guess one is made from the number too,
    # but this game's route is planned on the ordinary one).
    run = pty_run(
        "--terminal",
        "--level",
        "beginner",
        "--seed",
        "77",
        env={"MINESWEEPER_NO_GUESS": "0"},
    )
    lines = play(run)
    assert raw(run.attrs())  # the game has the terminal in raw mode
    assert run.attrs() != run.saved
    assert board(lines, lay) == ["."] * (lay.cols * lay.rows)
    middle = (lay.rows // 2) * lay.cols + lay.cols // 2
    assert cursor_at(lines, lay) == middle  # shown from the start
    assert lines[0].split() == ["%03d" % lay.mines, ":)", "000"]
    # The same game number and first cell give the same board here.
    game = Game(lay.cols, lay.rows, lay.mines, seed=77)
    run.type("\r\n")
    game.reveal_at(middle)
    want = [cell_text(game.tile_at(i)) for i in range(game.size)]
    run.wait_for(lambda lines: board(lines, lay) == want)
    keys, cursor = winning_keys(game, middle)
    run.type(keys)
    lines = run.wait_for(lambda lines: "B)" in lines[0])
    assert lines[0].split()[:2] == ["000", "B)"]
    want = [cell_text(game.tile_at(i)) for i in range(game.size)]
    assert board(lines, lay) == want and "F" in want
    assert cursor_at(lines, lay) == cursor
    assert framed(lines, lay)  # the opened area stays inside the board's edge
    # The records are kept here too: the first win is a best time.
    assert any(line.strip().startswith("New best time") for line in lines)
    lines = run.wait_for(
        lambda lines: any(line.strip().startswith("won in") for line in lines)
    )
    # The end line whole under the board, its code on a line of its own.
    at = next(n for n, line in enumerate(lines) if line.strip().startswith("won in"))
    assert re.search(r", efficiency [0-9]+%,$", lines[at].strip()), lines
    assert re.fullmatch(
        r" code [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2} *", lines[at + 1]
    )
    run.type(" ")  # the next game: the end line goes with the last
    lines = run.wait_for(lambda lines: board(lines, lay) == ["."] * game.size)
    assert not [line for line in lines if "won in" in line or " code " in line]
    run.type("q")
    assert run.finish() == 0
    assert run.attrs() == run.saved  # the terminal is as it was
    tail = run.output[run.output.rindex(LEAVE.encode()) :]
    assert b"won in" in tail  # said again on the terminal's own screen


@pytest.mark.parametrize("how", ["ctrl-c", "sigterm", "sighup"])
def test_ctrl_c_and_signals_put_the_terminal_back(pty_run, how):
    run = pty_run("--terminal", "--level", "expert", "--seed", "3")
    play(run)
    run.type("\x1b[A f")  # a game on the go
    run.wait_for(lambda lines: "F" in "".join(lines[1:]))
    assert raw(run.attrs())
    if how == "ctrl-c":
        run.type("\x03")
        assert run.finish() == 0
    else:
        sig = signal.SIGTERM if how == "sigterm" else signal.SIGHUP
        run.process.send_signal(sig)
        assert run.finish() == 128 + sig
    assert run.attrs() == run.saved
    assert run.output.endswith(LEAVE.encode()) or LEAVE.encode() in run.output


def test_without_a_screen_play_uses_the_terminal(pty_run):
    run = pty_run("--level", "intermediate", columns=70, lines=20)
    lines = play(run)
    lay = fit("intermediate", 320, 240)
    assert unopened(board(lines, lay))
    assert b"playing in this terminal" in run.output
    run.type("Q")
    assert run.finish() == 0 and run.attrs() == run.saved


def no_x_server():
    """A DISPLAY that names no X server on this machine."""
    for n in range(99, 200):
        if not any(
            os.path.exists(path % n)
            for path in ("/tmp/.X11-unix/X%d", "/tmp/.X%d-lock")
        ):
            return ":%d" % n
    pytest.skip("every display number from 99 to 199 is taken")


def test_make_play_with_no_x_server_at_display_plays_in_the_terminal(pty_run, dev_venv):
    # DISPLAY set, nothing there (as after a stale SSH forwarding): SDL would
    # draw off-screen and make play would run for ever without a window.
    display = no_x_server()
    run = pty_run(
        "play",
        "--level",
        "beginner",
        program=DEV,
        env={"DISPLAY": display, "VENV": str(dev_venv), "SDL_VIDEODRIVER": None},
    )
    lines = play(run)
    lay = fit("beginner", 320, 240)
    assert unopened(board(lines, lay))
    said = "no screen here (DISPLAY=%s, but no window opens there): playing in" % (
        display
    )
    assert said.encode() in run.output
    run.type("Q")
    assert run.finish() == 0 and run.attrs() == run.saved


def test_the_terminal_starts_in_the_menu_and_esc_goes_one_level_up(pty_run):
    run = pty_run("--terminal", "--level", "beginner", columns=80, lines=24)
    lines = run.wait_for(shows_menu)
    # The first page, as on the board: title, level, size, the Play button
    # focused; and no sound to offer.
    text = "\n".join(lines)
    assert "Minesweeper" in text and "< Beginner >" in text and "9x6, 7 mines" in text
    assert "[Play]" in text
    run.type("\x1b[B\x1b[D\r")  # down to Records, left to Settings, press
    lines = run.wait_for(lambda lines: any("[Width 9" in line for line in lines))
    text = "\n".join(lines)
    assert "Sound" not in text and "Click" not in text and "No-guess" in text
    run.type("\x1b")  # Esc: the first page again, focus on Settings
    run.wait_for(lambda lines: any("[Settings]" in line for line in lines))
    run.type("\x1b")  # and the game
    run.wait_for(shows_help)
    run.type("m")
    run.wait_for(shows_menu)
    run.type("Q")
    assert run.finish() == 0 and run.attrs() == run.saved


def shows_records(lines):
    """The Records page is on show: its title beside Back (the menu's first
    page names Records too, on a button, and shows until the keys are read)."""
    return any("Back" in line and "Records" in line for line in lines)


def won_beginner(lines):
    """The records page's Beginner part says one game won of one."""
    words = [line.split() for line in lines]
    return any(
        "Beginner" in a  # (on the title's line, where the page's text is close)
        and ["Won", "1", "of", "1"] in [w[:4] for w in words[k : k + 4]]
        for k, a in enumerate(words)
    )


def test_the_terminal_keeps_records_in_the_windows_file(pty_run, tmp_path):
    # A game won in the terminal is in the records page, then and after a
    # restart: the records live in the nvm file the window uses.
    lay = fit("beginner", 320, 240)
    game = Game(lay.cols, lay.rows, lay.mines, seed=12)
    middle = (lay.rows // 2) * lay.cols + lay.cols // 2
    game.reveal_at(middle)
    keys = " " + winning_keys(game, middle)[0]
    env = {"MINESWEEPER_NO_GUESS": "0", "MINESWEEPER_NVM": str(tmp_path / "nvm")}
    run = pty_run("--terminal", "--level", "beginner", "--seed", "12", env=env)
    play(run)
    run.type(keys)
    run.wait_for(lambda lines: "B)" in lines[0])
    run.type("m" + RECORDS)
    lines = run.wait_for(shows_records)
    assert won_beginner(lines), lines
    run.type("q")
    assert run.finish() == 0
    again = pty_run("--terminal", "--level", "beginner", env=env)
    again.wait_for(shows_menu)
    again.type(RECORDS)
    lines = again.wait_for(shows_records)
    assert won_beginner(lines), lines
    again.type("q")
    assert again.finish() == 0


def menu_lines(lines):
    """The lines of a menu page on the screen, down to the keys' help."""
    at = next(n for n, line in enumerate(lines) if MENU_HELP in line)
    return [line.rstrip() for line in lines[:at]]


def test_the_code_page_shows_the_typed_code_and_why_it_is_refused(pty_run):
    # The typed code and the line that refuses it are drawn as labels,
    # beside Back and OK: they show here too, and other pages' labels, a
    # control's own words, do not show twice.
    run = pty_run("--terminal", "--level", "beginner", columns=80, lines=24)
    run.wait_for(shows_menu)
    run.type("\x1b[B\x1b[D\r")  # Settings: as it always showed
    lines = run.wait_for(lambda lines: any("[Width 9" in line for line in lines))
    assert menu_lines(lines) == SETTINGS
    run.type("\x1b")  # the first page again, focus on Settings
    run.wait_for(lambda lines: any("[Settings]" in line for line in lines))
    run.type("\x1b[C" * 3 + "\r")  # Code
    lines = run.wait_for(lambda lines: any("[OK]" in line for line in lines))
    assert [line.split() for line in lines if "Back" in line] == [
        ["Back", "____-____-____-__"]
    ]
    assert any(line.split("[")[0].strip() == "Type a board code" for line in lines)
    # A code with one character inserted: all 15 shown, and refused at once.
    text = encode(9, 6, 7, True, 77, -1)
    longer = text[:7] + "U" + text[7:]
    run.type(longer)
    grouped = group(longer)
    lines = run.wait_for(lambda lines: any(grouped in line for line in lines))
    assert any(line.split() == ["Back", grouped] for line in lines), lines
    refused = ["14", "characters,", "not", "15", "[OK]"]
    assert refused in [line.split() for line in lines], lines
    # Enter (OK) plays no board: the line stays, the page too (Up moves
    # the focus from OK to the keys, and the screen shows it).
    run.type("\r\x1b[A")
    lines = run.wait_for(lambda lines: shows_help(lines) or "[OK]" not in str(lines))
    assert not shows_help(lines) and shows_menu(lines)
    assert refused[:4] + ["OK"] in [line.split() for line in lines], lines
    assert any(line.split() == ["Back", grouped] for line in lines), lines
    run.type("\x1b")
    run.wait_for(lambda lines: any("[Code]" in line for line in lines))
    run.type("Q")
    assert run.finish() == 0 and run.attrs() == run.saved


def proven_keys(game, cursor):
    """The keys that open the cells the solver proves safe, one at a time,
    until none is left: ``(keys, cursor)`` (``game`` is played along)."""
    from minesweeper.solver.solve import hint

    keys = ""
    while game.state == 1:  # PLAYING
        found = hint(game)
        if found is None or found[1]:
            break
        keys += route(game.width, cursor, found[0]) + " "
        game.reveal_at(found[0])
        cursor = found[0]
    return keys, cursor


def test_the_safest_guess_and_a_forced_loss_show_in_a_terminal(pty_run):
    lay = fit("beginner", 320, 240)
    middle = (lay.rows // 2) * lay.cols + lay.cols // 2
    for seed in range(1, 200):  # a game 1 whose proofs stop before its end
        game = Game(lay.cols, lay.rows, lay.mines, seed=seed)
        game.reveal_at(middle)
        keys, cursor = proven_keys(game, middle)
        if game.state == 1:
            break
    run = pty_run(
        "--terminal",
        "--level",
        "beginner",
        "--seed",
        str(seed),
        env={"MINESWEEPER_NO_GUESS": "0"},
    )
    play(run)
    run.type(" " + keys)
    want = [cell_text(game.tile_at(i)) for i in range(game.size)]
    run.wait_for(lambda lines: board(lines, lay) == want)
    run.type("h")
    guess = re.compile(r"No safe cell: safest guess, [0-9]+% mine")
    lines = run.wait_for(lambda lines: any(guess.search(line) for line in lines))
    hinted = cursor_at(lines, lay)
    assert game.tile_at(hinted) == tiles.HIDDEN
    w = game.width
    mine = next(i for i in range(game.size) if game.is_mine(i % w, i // w))
    run.type(route(w, hinted, mine) + " ")
    forced = re.compile(r"Forced guess: the safest cell was [0-9]+% mine")
    run.wait_for(lambda lines: any(forced.search(line) for line in lines))
    run.type("q")
    assert run.finish() == 0
