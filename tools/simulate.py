# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Play the PyPortal game in a desktop window or a terminal, or record a demo.

    python3 tools/simulate.py [--titano] [--level L] [--scheme S] [--scale N]
                              [--code XXXX-XXXX-XXXX-XX]
                              [--terminal [--seed N]] [--headless]
    make play [TITANO=1] [TERMINAL=1] [HEADLESS=1] [SCALE=N] [CODE=...]

With a screen, it opens a 320x240 window (480x320 with --titano) and runs the
very ``code.py`` the device runs, over the stand-ins in ``desktop/`` and
Blinka's displayio: each pixel is drawn N times as wide and high (--scale N,
1 to 8 and no more than fits the desktop; by default the largest that fits
in two thirds of it; + or = and - change it while it runs), the mouse is
the stylus (press, hold, release),
sounds go through pygame's mixer where there is a sound device (one line says
so where there is none), and the keyboard is the serial console: a key press
types what a terminal would send (an arrow its escape sequence) into the
stand-in console that ``minesweeper.device.serial`` reads, as on the board.
Closing the window (or Ctrl-C) ends it. A level or scheme given here, or as
``MINESWEEPER_*`` environment variables, is for this run: it wins over the
choices saved in the menu (``build/nvm.bin``) and leaves them saved.
--code (``MINESWEEPER_CODE``) plays that board code's board first, in the
window and in the terminal, as settings.toml's does on the board.

With --terminal, or with no screen but a terminal on stdin and stdout, it
plays in the terminal (``desktop/terminal.py``): the same App on a text
screen of the same layout, keys only; --seed fixes the first game's number.
"No screen" is no DISPLAY on Linux, or a DISPLAY where no window opens (no X
server there, a stale SSH forwarding: ``board.screen_problem`` asks SDL, with
a time limit); one line says which.

With neither, or with --headless, it says so in one line and plays a
scripted demo game off-screen through the same shell, writing PNG frames and
an animated GIF to ``build/demo/`` (``--out``); ``--docs`` also refreshes the
README's pictures in ``docs/``.
The demo takes its settings as the window does, from ``MINESWEEPER_*``
environment variables (``--level`` and ``--scheme`` set two of them), except
that its level is Intermediate unless one is named; it plays the classic
scheme's tap cycle when that scheme is chosen.
"""

import argparse
import os
import runpy
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "desktop"))
sys.path.append(ROOT)  # after the stdlib: code.py must not stand in for "code"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from board import screen_problem  # noqa: E402
from stylus import Stylus, build_app  # noqa: E402

# Keys that zoom the window instead of playing: + and -, = (+ without
# Shift on a US keyboard) and the keypad's + and -.
ZOOM = {"+": 1, "=": 1, "-": -1}


def key_text(event):
    """What a serial terminal sends for a pygame key press ("" for none)."""
    import pygame

    sequences = {
        pygame.K_UP: "\x1b[A",
        pygame.K_DOWN: "\x1b[B",
        pygame.K_RIGHT: "\x1b[C",
        pygame.K_LEFT: "\x1b[D",
        pygame.K_RETURN: "\r",
        pygame.K_KP_ENTER: "\r",
        pygame.K_ESCAPE: "\x1b",
        pygame.K_BACKSPACE: "\x7f",
    }
    if event.key in sequences:
        return sequences[event.key]
    if event.key == pygame.K_c and event.mod & pygame.KMOD_CTRL:
        return "\x03"
    text = event.unicode or ""
    return text if len(text) == 1 and " " <= text < "\x7f" else ""


def zoom_step(event):
    """How much a pygame key press zooms the window (0: it plays)."""
    import pygame

    pad = {pygame.K_KP_PLUS: 1, pygame.K_KP_MINUS: -1}
    return pad.get(event.key) or ZOOM.get(event.unicode or "", 0)


def mouse_stylus():
    """A touch-panel source reading pygame's mouse: the left button down is a
    touch where the pointer is (in the screen's pixels: the window's divided
    by its zoom). + (or =) and - zoom the window (:func:`zoom_step`); other
    key presses are typed into the stand-in serial console. Closing the
    window raises SystemExit."""
    import board
    import pygame
    import supervisor

    def read():
        window = board.DISPLAY
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
                raise SystemExit(0)
            if event.type == pygame.KEYDOWN:
                step = zoom_step(event)
                if step:
                    window.zoom(step)
                else:
                    supervisor.CONSOLE.type(key_text(event))
        if pygame.mouse.get_pressed()[0]:
            return window.point(pygame.mouse.get_pos())
        return None

    return read


def play_window():
    """Run code.py in a pygame window, the mouse standing in for the stylus
    and the keyboard for the serial console."""
    import pygame
    import supervisor
    from touchpanel import PANEL, skew

    PANEL.source = mouse_stylus()
    skew()  # MINESWEEPER_PANEL_SKEW: a panel that reads off
    supervisor.CONSOLE.clear()
    sys.stdin = supervisor.CONSOLE  # what the device's serial reader reads
    os.chdir(ROOT)  # code.py finds assets/ beside it, as on CIRCUITPY
    try:
        runpy.run_path(os.path.join(ROOT, "code.py"), run_name="__main__")
    except (SystemExit, KeyboardInterrupt):
        pass
    finally:
        sys.stdin = sys.__stdin__
    pygame.quit()
    return 0


def has_terminal():
    """True when stdin and stdout are both a terminal."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def play_terminal(seed=None, said=()):
    """Play in this terminal, with the settings from the environment;
    ``said``, the lines the options' check printed, are shown on the line
    under the board (printed before, they would be hidden under the game
    until it is left)."""
    from board import screen_size
    from terminal import play

    from minesweeper.settings import Settings

    if not has_terminal():
        print("--terminal needs a terminal on stdin and stdout", file=sys.stderr)
        return 2
    settings = Settings.read(os.environ.get)
    return play(settings, screen_size(), seed, said=said)


class DemoPlayer(Stylus):
    """Plays a scripted game through the real app loop, recording frames."""

    def __init__(self, app, display, out):
        super().__init__(app)
        self.display = display
        self.out = out
        self.frames = []

    def snap(self, name=None, frame=True):
        """Save what the screen shows: a frame of the GIF (``frame``) and,
        named, a picture of its own."""
        import snapshot

        image = snapshot.image(self.display)
        if frame:
            self.frames.append(image)
            path = os.path.join(self.out, "frame%03d.png" % len(self.frames))
            image.save(path)
        if name:
            image.save(os.path.join(self.out, name + ".png"))
        return image

    def tap(self, index, snap=True):
        super().tap(index)
        if snap:
            self.snap()

    def hold(self, index):
        self.run(200, self.centre(index))
        self.snap()  # the pressed highlight
        self.run(self.app.gestures.hold_ms, self.centre(index))
        self.run(60)
        self.snap()

    def open_menu(self):
        """Hold the face: the menu's first page."""
        lay = self.app.layout
        hold = self.app.gestures.hold_ms + 300
        self.run(hold, (lay.face_x + 12, lay.face_y + 12))
        self.run(60)

    def menu_tour(self, suffix="", frame=True):
        """The menu's pages, each tapped open where its button's word is
        drawn and closed by its Back button."""
        app = self.app
        self.open_menu()
        self.snap("menu" + suffix, frame)
        for word, name in (("Settings", "settings"), ("Records", "records")) + (
            ("Help", "help"),
        ):
            self.tap_word(word)
            self.snap(name + suffix, frame)
            page = app.menu.page
            if name == "settings" and page.parts > 1:  # its second part
                self.tap_word("1/%d" % page.parts)
                self.snap(name + "-2" + suffix, frame)
            self.tap_word("Back")
        self.tap_word("Code")  # the keypad, a code's first four typed
        for word in "3SDR":
            self.tap_word(word)
        self.snap("keypad" + suffix, frame)
        self.tap_word("Back")

    def calibrate_tour(self, suffix=""):
        """The Calibrate page's first cross and its test screen, the dot
        under the stylus (the crosses held where they are drawn), then
        Cancel; pictures, not frames of the GIF."""
        app = self.app
        app.open_menu(self.now, "calibrate")
        self.run(60)
        self.snap("calibrate" + suffix, False)
        page = app.menu.page
        for step in range(5):
            self.run(300, page.where(step))
            self.run(60)
        self.run(100, (page.screen_w // 3, page.screen_h // 2))
        self.snap("calibrate-test" + suffix, False)
        self.run(60)
        self.tap_word("Cancel")

    def find_word(self, word):
        """The middle of where a menu page draws ``word``, or None."""
        for text in self.app.menu.page.texts:
            s = text.scale
            for n, line in enumerate(text.text.split("\n")):
                at = line.find(word)
                if at >= 0:
                    x = text.x + (at * 6 + len(word) * 3) * s
                    return x, text.y + n * text.pitch * s + 6 * s
        return None

    def tap_word(self, word):
        """Tap the middle of where a menu page draws ``word``."""
        where = self.find_word(word)
        if where is None:
            raise ValueError("no %r on the menu's page" % word)
        self.run(100, where)
        self.run(60)

    def watch(self, name):
        """From the menu's first page: Records, Watch, and the best game
        half played again (a picture), then back to the first page."""
        app = self.app
        self.tap_word("Records")
        for _ in range(8):  # the first part with Watch (a level of this screen)
            if self.find_word("Watch") is not None:
                break
            self.tap_word(" >")  # the next part's button, "1/3 >"
        self.tap_word("Watch")
        self.run(40)
        player = app.mode
        if player is app.menu:  # none kept (a game too long to keep)
            self.tap_word("Back")
            return
        while player.next < player.replay.count // 2:
            self.run(20)
        self.run(40)
        self.snap(name, frame=False)
        player.leave(self.now)
        self.run(60)
        self.tap_word("Back")

    def tour(self, seed):
        """The menu's pages, a replay and a paused game, as the README
        shows them."""
        app = self.app
        self.run(1600)  # the loss's shake and the restart pause are over
        self.menu_tour()
        self.watch("replay")
        app.menu.leave(True, seed)  # a new game: that number
        app.step(self.now)
        self.run(60)
        game = app.game
        self.tap(game.size // 2 + game.width // 2, snap=False)
        self.run(2000)
        app.pause(self.now)
        self.run(40)
        self.snap("paused")
        # A no-guess board: its marked start cell, then a hint.
        app.resume(self.now)
        app.choices.no_guess = 0b11111
        app.new_game(self.now, seed)
        while app.helper.waiting:
            self.run(20)
        self.snap("start")
        self.tap(app.game.start, snap=False)
        self.run(40)
        app.helper.hint(self.now)
        while app.helper.asking:
            self.run(20)
        self.run(40)
        self.snap("hint")

    def open_cell(self, index, snap=True):
        """Open a hidden cell: a tap, or the classic scheme's three."""
        if self.app.classic:  # hidden, question mark, flag, open
            for _ in range(2):
                super().tap(index)
        self.tap(index, snap)

    def flag_cell(self, index):
        """Flag a hidden cell: a hold, or the classic scheme's two taps."""
        if self.app.classic:
            super().tap(index)
            self.tap(index)
        else:
            self.hold(index)

    def play(self, seed, lose=False, suffix=""):
        """One game: open the middle, flag a few mines, chord, then win (or
        tap a mine); its pictures' names end in ``suffix``."""
        from minesweeper.rules.game import PLAYING
        from minesweeper.rules.tiles import HIDDEN

        app = self.app
        game = app.game
        app.new_game(self.now, seed)
        self.run(60)
        self.snap()
        self.open_cell(game.size // 2 + game.width // 2)
        w = game.width

        def around(i):
            x, y = i % w, i // w
            return [
                j for j in range(game.size) if max(abs(j % w - x), abs(j // w - y)) == 1
            ]

        # Flag the mines around the first number that borders hidden cells.
        flagged = 0
        for i in range(game.size):
            if 1 <= game.tile_at(i) <= 8 and flagged < 3:
                for j in around(i):
                    if game.tile_at(j) == HIDDEN and game.is_mine(j % w, j // w):
                        self.flag_cell(j)
                        flagged += 1
                if flagged:
                    if not app.classic:  # the classic scheme has no chord
                        self.tap(i)  # chord where the flags now match
                    break
        self.snap("playing" + suffix)
        if lose:
            mine = next(
                i
                for i in range(game.size)
                if game.tile_at(i) == HIDDEN and game.is_mine(i % w, i // w)
            )
            if app.classic:
                for _ in range(2):
                    super().tap(mine)
            self.run(100, self.centre(mine))
            self.run(40)
            self.snap()
            for _ in range(4):
                self.run(80)
                self.snap()
            self.run(500)
            self.snap("lost" + suffix)
            return
        for i in range(game.size):
            if game.state != PLAYING:
                break
            if game.tile_at(i) == HIDDEN and not game.is_mine(i % w, i // w):
                self.open_cell(i, snap=False)
                self.snap()
        # The classic scheme ends only when no cell is hidden: flag the mines.
        for i in range(game.size):
            if game.state == PLAYING and game.tile_at(i) == HIDDEN:
                self.flag_cell(i)
        self.run(100)
        self.snap("won" + suffix)


DOCS = (
    "playing", "won", "lost", "menu", "settings", "settings-2", "records",
    "help", "paused", "start", "hint", "menu-titano", "settings-titano",
    "settings-2-titano", "records-titano",
    "calibrate", "calibrate-test", "calibrate-titano", "calibrate-test-titano",
    "keypad", "keypad-titano",
    "won-titano", "lost-titano",
    "replay", "replay-titano",
)  # fmt: skip


def demo_app(size=None, nvm=None):
    """The app the demo plays, with the settings the window would read
    (``MINESWEEPER_*`` environment variables and ``MINESWEEPER_SCREEN``, or
    ``size``), the level Intermediate unless one is named, its records in
    ``nvm``; not ``MINESWEEPER_GAME``: the demo plays its own games."""
    from board import screen_size

    env = {
        k: v
        for k, v in os.environ.items()
        if k.startswith("MINESWEEPER_") and k != "MINESWEEPER_GAME"
    }
    return build_app(
        env.get("MINESWEEPER_LEVEL", "intermediate"),
        env.get("MINESWEEPER_SCHEME", "modern"),
        size or screen_size(),
        env=env,
        nvm=nvm,
    )


def demo(args):
    """Record scripted games headlessly: PNG frames and an animated GIF."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = args.out
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    nvm = bytearray(8192)
    app, display = demo_app(nvm=nvm)
    player = DemoPlayer(app, display, out)
    player.play(seed=2026)
    player.play(seed=7, lose=True)
    player.tour(seed=11)
    player.calibrate_tour()
    frames = player.frames
    # The menu on the other screen size, with the same records (its
    # pictures are not frames of the GIF).
    other = (480, 320) if display.width < 480 else (320, 240)
    suffix = "-titano" if other[0] == 480 else "-pyportal"
    second, display = demo_app(other, nvm)
    big = DemoPlayer(second, display, out)
    big.menu_tour(suffix, frame=False)
    big.calibrate_tour(suffix)
    big.play(seed=2026, suffix=suffix)  # the end of a game's figures there
    big.play(seed=7, lose=True, suffix=suffix)
    big.run(1600)
    big.open_menu()
    big.watch("replay" + suffix)  # the first game's replay, its best time
    gif = os.path.join(out, "demo.gif")
    frames[0].save(
        gif,
        save_all=True,
        append_images=frames[1:],
        duration=[350] * (len(frames) - 1) + [1500],
        loop=0,
        optimize=False,
    )
    print(
        "demo: %s level, %s scheme, hold %d ms: %d frames and demo.gif in %s"
        % (
            app.choices.level,
            "classic" if app.classic else "modern",
            app.gestures.hold_ms,
            len(frames),
            out,
        )
    )
    if args.docs:
        docs = os.path.join(ROOT, "docs")
        for name in DOCS:
            if not os.path.exists(os.path.join(out, name + ".png")):
                continue  # a picture of the other screen size
            shutil.copy(
                os.path.join(out, name + ".png"), os.path.join(docs, name + ".png")
            )
        shutil.copy(gif, os.path.join(docs, "demo.gif"))
        print("demo: README pictures refreshed in docs/")
    return 0


def take_options(args):
    """The options given, as ``MINESWEEPER_*`` settings for this run (in the
    environment, where the window's ``code.py`` and the terminal read them),
    checked first: a bad value, given here or in the environment, has one
    line naming where it came from (``LEVEL=/--level``, or the environment
    variable) and is left out, so that the game goes on with the default
    and says nothing more of it. Returns those lines, for the caller to
    print or to show on a terminal's line under the board."""
    import contextlib
    import io

    from board import asked_scale

    from minesweeper.settings import KEYS, Settings

    given = []
    for value, name in (
        ("480x320" if args.titano else None, "SCREEN"),
        (args.level, "LEVEL"),
        (args.scheme, "SCHEME"),
        (args.scale, "SCALE"),
        (args.code, "CODE"),
    ):
        if value:
            os.environ["MINESWEEPER_" + name] = value
            given.append(name)

    def where(key):
        name = key[len("MINESWEEPER_") :]
        if name in given:
            return "%s=/--%s" % (name, name.lower())
        return "environment variable " + key

    said = io.StringIO()
    with contextlib.redirect_stdout(said):
        settings = Settings.read(os.environ.get, where)
        if "SCALE" in given and asked_scale(where("MINESWEEPER_SCALE")) is None:
            del os.environ["MINESWEEPER_SCALE"]
    for attribute, key, _, _, _ in KEYS:
        if os.environ.get(key) is not None and attribute not in settings.given:
            del os.environ[key]
    return said.getvalue().splitlines()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--titano", action="store_true", help="a 480x320 screen")
    parser.add_argument("--level", help="beginner, intermediate, expert or classic")
    parser.add_argument("--scheme", help="modern or classic touch scheme")
    parser.add_argument("--scale", help="the window's zoom, 1 to 8 (+ and - change it)")
    parser.add_argument("--headless", action="store_true", help="record the demo")
    parser.add_argument("--terminal", action="store_true", help="play in the terminal")
    parser.add_argument("--seed", type=int, help="the first game's number (terminal)")
    parser.add_argument("--code", help="a board code: the first game is that board")
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "demo"))
    parser.add_argument("--docs", action="store_true", help="refresh docs/ pictures")
    args = parser.parse_args(argv)
    said = take_options(args)
    if args.terminal:
        return play_terminal(args.seed, said)
    problem = None if args.headless else screen_problem()
    if problem is not None and has_terminal():
        print("no screen here (%s): playing in this terminal" % problem)
        return play_terminal(args.seed, said)
    for line in said:  # (in the window, the console is this terminal)
        print(line)
    if args.headless:
        return demo(args)
    if problem is None:
        return play_window()
    print("no screen here (%s): recording a demo game instead" % problem)
    return demo(args)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as the game's Q does
        sys.exit(130)
