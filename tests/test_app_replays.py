# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Replays of best games through the app (CPython): a game that sets a best
time keeps its log with the records, the Records page's Watch plays it on
the player's own board, which ends as the recorded game did, at its time,
and the game in play, its timer, the saved game and the records are as they
were after it."""

import io
import random
import sys
from contextlib import redirect_stdout

sys.path.insert(0, "tests/core")

from pages import middle, place  # noqa: E402
from standins import make, run  # noqa: E402

from minesweeper import layout  # noqa: E402
from minesweeper.controls import keys, scheme  # noqa: E402
from minesweeper.replay import entry as replays  # noqa: E402
from minesweeper.replay import log  # noqa: E402
from minesweeper.rules.game import LOST, PLAYING, WON  # noqa: E402
from minesweeper.rules.tiles import FLAG, HIDDEN, START  # noqa: E402
from minesweeper.store.records import Records  # noqa: E402

NVM = 8192


class Pressed:
    def __init__(self, codes=()):
        self.codes = list(codes)

    def read(self):
        return self.codes.pop(0) if self.codes else keys.NOTHING


def board(game):
    """What a player sees, and the minefield (once laid)."""
    return bytes(game.tiles), bytes(game.solution)


def neighbours(game, i):
    w = game.width
    x, y = i % w, i // w
    return [
        (y + dy) * w + x + dx
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < w and 0 <= y + dy < game.height
    ]


def cell_centre(lay, index):
    """The pixel in the middle of cell ``index`` laid out as ``lay``."""
    x, y = lay.cell_origin(index)
    return (x + lay.tile // 2, y + lay.tile // 2)


def win(app, now, rng, chords=False, flags=False, lose=False, slow=False):
    """Play the app's game to its end by presses, a few hundred ms apart;
    with ``flags`` flag mines on the way, with ``chords`` open by chords
    where a number's mines are all flagged; ``lose`` opens a mine at the
    end. Returns the time after."""
    game = app.game
    playing = app.playing
    first = game.start if game.start >= 0 else rng.randrange(game.size)
    if flags:  # a flag and its removal before the first reveal (time 0)
        playing.press(scheme.MARK, (first + 1) % game.size, now)
        playing.press(scheme.MARK, (first + 1) % game.size, now)
    playing.press(scheme.OPEN, first, now)
    while game.state == PLAYING:
        now += rng.randrange(50, 900) + (5000 if slow else 0)
        sol = game.solution
        hidden = [i for i in range(game.size) if game.tiles[i] in (HIDDEN, START)]
        mines = [i for i in hidden if sol[i] == 14]
        safe = [i for i in hidden if sol[i] != 14]
        if lose:
            playing.press(scheme.OPEN, mines[0], now)
            break
        if flags and mines and rng.random() < 0.4:
            playing.press(scheme.MARK, rng.choice(mines), now)
            continue
        if chords:
            done = False
            for i in range(game.size):
                t = game.tiles[i]
                if 0 < t <= 8:
                    around = neighbours(game, i)
                    fl = [j for j in around if game.tiles[j] == FLAG]
                    hid = [j for j in around if game.tiles[j] == HIDDEN]
                    if hid and len(fl) == t and all(sol[j] != 14 for j in hid):
                        playing.press(scheme.OPEN, i, now)  # a chord
                        done = True
                        break
            if done:
                continue
        playing.press(scheme.OPEN, rng.choice(safe), now)
    return now + 20


def start_watching(app, touch, now):
    """From the Records page, Watch (its first part's), and a pass: the
    player shows. Returns the time after."""
    app.open_menu(now)
    app.menu.go("records", now)
    app.menu.press([c.name for c in app.menu.page.controls].index("Watch"), 0, now)
    return run(app, touch, 20, None, now)


def watch(app, touch, now, key=None):
    """From the Records page, Watch; the player runs to its end and goes
    back. Returns (the player's final board, its status bar's last time,
    the time after)."""
    app.open_menu(now)
    app.menu.go("records", now)
    page = app.menu.page
    if key is not None:  # (its part: a level a part)
        page.part = app.records.levels().index(key)
        page.refresh()
    ident = [c.name for c in page.controls].index("Watch")
    app.menu.press(ident, 0, now)
    now = run(app, touch, 40, None, now)
    player = app.mode
    assert player.__class__.__name__ == "Watching"
    seen = []
    while app.mode is player:
        if player.ended is not None and not seen:
            seen.append((board(player.game), app.screen.timer, player.game.state))
        now = run(app, touch, 20, None, now)
    return seen[0], now


def test_a_best_game_is_kept_and_watched_the_same_with_chords_and_flags():
    for seed, chords, flags in ((77, 0, 0), (78, 1, 1), (79, 0, 1), (80, 1, 0)):
        app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=seed)
        rng = random.Random(seed)
        now = win(app, 100, rng, chords=chords, flags=flags)
        assert app.game.state == WON
        ms, _ = app.records.figures(app.level_key)["best"]
        final = board(app.game)
        (seen, timer, state), now = watch(app, touch, now)
        assert state == WON and seen == final and timer == ms // 1000
        assert app.mode is app.menu and app.menu.page.name == "records"
        assert "minesweeper.replay" not in sys.modules


def test_a_no_guess_best_game_is_made_again_from_its_number():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), no_guess=True)
    app.new_game(0, 4242)
    now = run(app, touch, 20, None, 0)
    while app.helper.waiting:
        now = run(app, touch, 20, None, now)
    assert app.game.start >= 0
    now = win(app, now, random.Random(1), chords=True, flags=True)
    assert app.game.state == WON
    final = board(app.game)
    ms, _ = app.records.figures(app.level_key)["best"]
    (seen, timer, state), now = watch(app, touch, now)
    assert seen == final and timer == ms // 1000 and state == WON


def test_watching_leaves_the_game_in_play_its_time_and_the_records_alone():
    nvm = bytearray(NVM)
    app, screen, sounds, touch = make(nvm=nvm, seed=5)
    now = win(app, 100, random.Random(5))
    best = app.records.figures(app.level_key)["best"]
    played = app.records.figures(app.level_key)["played"]
    app.new_game(now, 99)  # a game in play
    app.playing.press(scheme.OPEN, 0, now)
    now += 3000
    assert app.game.state == PLAYING
    before = board(app.game)
    game = app.game
    app.open_menu(now)  # (which stores the game in play)
    writes = app.records.writes
    saved = app.records.load_game()
    (seen, timer, state), now = watch(app, touch, now)
    assert app.game is game and board(game) == before
    assert app.records.figures(app.level_key)["best"] == best
    assert app.records.figures(app.level_key)["played"] == played
    assert app.records.writes == writes and app.records.load_game() == saved
    app.menu.back(now)
    app.menu.back(now)
    now = run(app, touch, 40, None, now)
    assert app.mode is app.playing and app.screen.timer == 3


def test_a_loss_or_a_slower_win_keeps_the_best_games_replay():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=11)
    now = win(app, 100, random.Random(2))
    first = board(app.game)
    ms, _ = app.records.figures(app.level_key)["best"]
    nvm = bytes(app.records.region()[0])
    app.new_game(now, 12)
    now = win(app, now, random.Random(3), lose=True)
    assert app.game.state == LOST
    app.new_game(now, 13)
    now = win(app, now + 10**6, random.Random(4), slow=True)
    assert app.game.state == WON and app.timer.ms(now) > ms
    region = app.records.region()
    assert bytes(region[0])[region[1] :] == nvm[region[1] :]  # no replay written
    (seen, timer, state), now = watch(app, touch, now)
    assert seen == first and timer == ms // 1000


def test_no_replay_is_kept_of_a_hinted_win_nor_of_a_game_restored():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=14)
    app.hinted = True
    win(app, 100, random.Random(14))
    assert replays.levels(app.records) == []
    app.show_game(app.game, app.layout, app.level_key, 0, False, 0)
    assert app.playing.logged == -1


def test_the_player_pauses_and_plays_faster_by_keys():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=21)
    now = win(app, 100, random.Random(21))
    ms, _ = app.records.figures(app.level_key)["best"]
    now = start_watching(app, touch, now)
    player = app.mode
    app.keys = Pressed([keys.OPEN])
    now = run(app, touch, 2000, None, now)
    assert player.paused and player.clock < 0  # paused in its first second
    app.keys = Pressed([keys.OPEN, keys.RIGHT, keys.RIGHT])  # on, at 4x
    start = now
    while player.ended is None:
        now = run(app, touch, 20, None, now)
    assert now - start < (ms + 1000) // 4 + 200
    assert app.screen.timer == ms // 1000
    app.keys = Pressed([keys.MENU])
    now = run(app, touch, 20, None, now)
    assert app.mode is app.menu and app.menu.page.name == "records"


class Imports:
    """A finder first on ``sys.meta_path`` that notes each module imported
    afresh while it is there (and finds none: the others do)."""

    def __init__(self):
        self.names = []

    def find_spec(self, name, path=None, target=None):
        self.names.append(name)
        return None

    def __enter__(self):
        sys.meta_path.insert(0, self)
        return self.names

    def __exit__(self, *exc):
        sys.meta_path.remove(self)


def test_leaving_a_replay_builds_the_records_page_alone():
    # Back where the player came from, and nothing on the way: the menu's
    # first page is neither imported nor built to be thrown away.
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=21)
    now = win(app, 100, random.Random(21))
    now = start_watching(app, touch, now)
    assert app.mode.__class__.__name__ == "Watching"
    app.keys = Pressed([keys.MENU])
    with Imports() as names:
        run(app, touch, 20, None, now)
    assert app.mode is app.menu and app.menu.page.name == "records"
    assert "minesweeper.menu.records" in names
    assert "minesweeper.menu.home" not in names


def test_the_records_page_is_built_with_none_of_the_player_held():
    # Leaving a replay, the Records page is built from the app's pass once
    # the player's code has returned: no frame of the replay's folder is
    # under the page's build (the deepest chain, and the most pystack),
    # and its mode, which holds its module and the replay, is no longer
    # the app's (the page has the player's room).
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=21)
    now = win(app, 100, random.Random(21))
    now = start_watching(app, touch, now)
    player = app.mode
    assert player.__class__.__name__ == "Watching"
    seen = []
    codes = app.codes

    def watched_codes(boards):
        frames = [f.f_code.co_filename for f in _frames(sys._getframe())]
        seen.append(([f for f in frames if "/replay/" in f], app.mode is player))
        return codes(boards)

    app.codes = watched_codes
    app.keys = Pressed([keys.MENU])
    run(app, touch, 20, None, now)
    assert app.mode is app.menu and app.menu.page.name == "records"
    assert seen == [([], False)]


def _frames(frame):
    while frame is not None:
        yield frame
        frame = frame.f_back


def test_the_player_pauses_plays_faster_and_goes_back_by_touch():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=21)
    now = win(app, 100, random.Random(21))
    now = start_watching(app, touch, now)
    player = app.mode
    lay = player.lay
    face = (lay.face_x + 4, lay.face_y + 4)
    for point in (cell_centre(lay, 0), (lay.screen_w - 1, lay.screen_h - 1)):
        now = run(app, touch, 100, point, now)  # a tap on the board, the edge
        now = run(app, touch, 60, None, now)
    assert player.speed == 2 and app.noted == "Replay at 4x"
    now = run(app, touch, 100, face, now)  # a tap on the face
    now = run(app, touch, 60, None, now)
    assert player.paused and player.speed == 2
    now = run(app, touch, 100, cell_centre(lay, 0), now)  # plays on, at 8x
    now = run(app, touch, 60, None, now)
    assert not player.paused and player.speed == 3 and app.noted == "Replay at 8x"
    assert player.ended is None and app.mode is player
    now = run(app, touch, 1000, cell_centre(lay, lay.cols * lay.rows - 1), now)
    assert app.mode is app.menu and app.menu.page.name == "records"  # a hold
    run(app, touch, 60, None, now)
    assert app.mode is app.menu and app.menu.page.name == "records"


def test_a_replay_of_another_boards_version_is_dropped_with_one_line():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=31)
    win(app, 100, random.Random(31))
    (found,) = replays.scan(app.records)
    at, size, key = found.at, found.size, found.key
    nvm = app.records.region()[0]
    data = bytearray(nvm[at : at + size])
    data[3] += 1
    crc = replays.crc32(memoryview(data)[: size - 4])
    replays.put(data, size - 4, crc, 4)
    nvm[at : at + size] = data
    out = io.StringIO()
    with redirect_stdout(out):
        assert log.load(app.records, key) is None
    assert out.getvalue().splitlines() == [
        "replay: a replay of boards version %d; this version plays %d: dropped"
        % (replays.BOARDS_VERSION + 1, replays.BOARDS_VERSION)
    ]
    assert layout  # (imported for the screens' sizes)


def test_the_terminal_screen_plays_a_replay_of_another_size_and_back():
    # The terminal's make_screen gives its one screen each new layout; a
    # replay of Expert over a Beginner game in play, then the game again.
    sys.path.insert(0, "desktop")
    from terminal import TerminalScreen

    frames = []
    held = []

    def screens(lay):
        if not held:
            held.append(TerminalScreen(lay, frames.append, False, lambda: (80, 24)))
            return held[0]
        return held[0].use(lay)

    app, screen, sounds, touch = make(
        "expert", nvm=bytearray(NVM), seed=3, screens=screens
    )
    now = win(app, 100, random.Random(3), chords=True)
    final = board(app.game)
    expert = app.layout
    app.choices.level = "beginner"
    app.new_game(now, 4)
    app.playing.press(scheme.OPEN, 0, now)
    beginner = board(app.game)
    (seen, timer, state), now = watch(app, touch, now)
    assert seen == final and state == WON
    assert app.screen is held[0] and app.screen.layout is app.layout
    assert (app.layout.cols, app.layout.rows) != (expert.cols, expert.rows)
    assert board(app.game) == beginner
    app.menu.back(now)
    app.menu.back(now)
    now = run(app, touch, 40, None, now)
    assert app.mode is app.playing
    assert bytes(app.screen.cells) == bytes(app.game.tiles)


def test_a_press_that_changes_nothing_is_counted_but_not_logged():
    # Taps on an opened number (no chord to make) are clicks, and take no
    # room in the log: a game of many such taps still keeps its replay.
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=41)
    now = 100
    app.playing.press(scheme.OPEN, 0, now)
    game = app.game
    opened = [i for i in range(game.size) if 1 <= game.tile_at(i) <= 8]
    assert opened and game.state == PLAYING
    logged, clicks = app.playing.logged, game.clicks
    for _ in range(3 * game.size):
        app.playing.press(scheme.OPEN, opened[0], now)
    assert app.playing.logged == logged and game.clicks == clicks + 3 * game.size
    out = io.StringIO()
    with redirect_stdout(out):
        while game.state == PLAYING:  # each safe cell opened, in order
            now += 100
            hidden = [i for i in range(game.size) if game.tiles[i] == HIDDEN]
            safe = [i for i in hidden if game.solution[i] != 14]
            app.playing.press(scheme.OPEN, safe[0], now)
    assert game.state == WON and "not kept" not in out.getvalue()
    assert replays.levels(app.records) == [app.level_key]


def test_no_memory_for_the_replay_still_writes_the_best_time():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=41)

    class Refusing:  # the module the app imports: no room for its work
        def keep(self, app, ms):
            raise MemoryError

    sys.modules["minesweeper.replay.keep"] = Refusing()  # (the app lets it go)
    out = io.StringIO()
    with redirect_stdout(out):
        win(app, 100, random.Random(41))
    assert "minesweeper.replay.keep" not in sys.modules
    assert "replay: no memory to keep this game's replay" in out.getvalue()
    again = Records(app.records.region()[0])
    assert (
        again.figures(app.level_key)["best"]
        == app.records.figures(app.level_key)["best"]
    )
    assert replays.levels(again) == []


def test_no_memory_for_the_player_goes_back_to_the_records_page():
    app, screen, sounds, touch = make("expert", nvm=bytearray(NVM), seed=51)
    now = win(app, 100, random.Random(51))
    app.choices.level = "beginner"
    app.new_game(now, 4)
    game, lay = app.game, app.layout
    import minesweeper.rules.game as rules

    real = rules.Game

    def refuse(*args, **kwargs):
        raise MemoryError

    out = io.StringIO()
    app.open_menu(now)
    app.menu.go("records", now)
    app.menu.press([c.name for c in app.menu.page.controls].index("Watch"), 0, now)
    rules.Game = refuse  # (the player imports it afresh, at Watch)
    try:
        with redirect_stdout(out):
            now = run(app, touch, 40, None, now)
    finally:
        rules.Game = real
    assert out.getvalue().splitlines() == ["replay: no memory to play it"]
    assert app.mode is app.menu and app.menu.page.name == "records"
    assert app.watched is None and app.game is game
    assert app.screen.layout.same(lay, mines=False)
    assert "minesweeper.replay" not in sys.modules


def test_no_memory_for_the_replay_s_own_screen_goes_back_to_the_game_s():
    # A replay of Expert over a Beginner game: the Expert screen finds no
    # room; the game's screen is made again and the Records page shows.
    sys.path.insert(0, "desktop")
    from terminal import TerminalScreen

    held = []
    refuse = []

    def screens(lay):
        if refuse:
            refuse.pop()
            raise MemoryError
        if not held:
            held.append(TerminalScreen(lay, [].append, False, lambda: (80, 24)))
            return held[0]
        return held[0].use(lay)

    app, screen, sounds, touch = make(
        "expert", nvm=bytearray(NVM), seed=3, screens=screens
    )
    now = win(app, 100, random.Random(3))
    app.choices.level = "beginner"
    app.new_game(now, 4)
    game, lay = app.game, app.layout
    app.open_menu(now)
    app.menu.go("records", now)
    app.menu.press([c.name for c in app.menu.page.controls].index("Watch"), 0, now)
    refuse.append(True)
    out = io.StringIO()
    with redirect_stdout(out):
        now = run(app, touch, 40, None, now)
    assert out.getvalue().splitlines() == ["replay: no memory to play it"]
    assert app.mode is app.menu and app.menu.page.name == "records"
    assert app.screen is held[0] and app.screen.layout.same(lay, mines=False)
    assert app.game is game and app.watched is None


def test_with_two_replays_each_level_s_part_watches_its_own():
    app, screen, sounds, touch = make("expert", nvm=bytearray(NVM), seed=61)
    now = win(app, 100, random.Random(61))
    expert = app.level_key
    expert_final = board(app.game)
    app.choices.level = "beginner"
    app.new_game(now, 62)
    now = win(app, now, random.Random(62))
    final = board(app.game)
    app.open_menu(now)
    app.menu.go("records", now)
    page = app.menu.page
    assert app.records.levels() == [app.level_key, expert]  # presets in order
    for part in range(2):
        page.part = part
        page.refresh()
        names = [c.name for c in page.controls]
        assert "Watch" in names and "Reset" in names
    (seen, timer, state), now = watch(app, touch, now, app.level_key)
    assert seen == final  # Beginner's
    (seen, timer, state), now = watch(app, touch, now, expert)
    assert seen == expert_final


def test_a_press_held_while_the_player_comes_or_goes_says_nothing():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=21)
    now = win(app, 100, random.Random(21))
    app.open_menu(now)
    app.menu.go("records", now)
    app.drain(now)
    page = app.menu.page
    page.focus = [c.name for c in page.controls].index("Watch")
    held = middle(place(app.screen.menu, "Back"))  # a control of the page
    now = run(app, touch, 100, held, now)
    app.keys = Pressed([keys.OPEN])  # Watch by Enter, the stylus still down
    now = run(app, touch, 1000, held, now)
    player = app.mode
    assert player.__class__.__name__ == "Watching"
    now = run(app, touch, 100, None, now)  # lifted: no faster, not back
    assert app.mode is player and player.speed == 0 and not player.paused
    cell = cell_centre(player.lay, player.game.size // 2)
    now = run(app, touch, 100, cell, now)  # on the board
    app.keys = Pressed([keys.MENU])  # back to the Records page
    now = run(app, touch, 1000, cell, now)
    page = app.menu.page
    assert app.mode is app.menu and page.name == "records"
    focus = page.focus
    now = run(app, touch, 100, None, now)  # lifted: it presses nothing there
    assert app.mode is app.menu and app.menu.page is page and page.focus == focus


def records_page(app, now):
    """The Records page, its parts in turn: ``{first line: its buttons}``."""
    app.open_menu(now)
    app.menu.go("records", now)
    page = app.menu.page
    out = {}
    for part in range(page.parts):
        page.part = part
        page.refresh()
        out[page.texts[0].text.split("\n")[0]] = [c.name for c in page.controls]
    return out


def watch_in_vain(app, touch, now, part=0):
    """Watch on the Records page's ``part``, where no replay can play:
    (the lines the page shows after, the console's lines, the time)."""
    app.open_menu(now)
    app.menu.go("records", now)
    page = app.menu.page
    page.part = part
    page.refresh()
    out = io.StringIO()
    with redirect_stdout(out):
        app.menu.press([c.name for c in page.controls].index("Watch"), 0, now)
        now = run(app, touch, 40, None, now)
    page = app.menu.page
    assert app.mode is app.menu and page.name == "records" and page.part == part
    return page.texts[0].text.split("\n"), out.getvalue().splitlines(), now


def test_a_best_of_a_restored_game_keeps_no_replay_and_says_so():
    nvm = bytearray(NVM)
    app, screen, sounds, touch = make(nvm=nvm, seed=21)
    app.playing.press(scheme.OPEN, 0, 100)
    app.pause(200)  # stored; the power goes
    app, screen, sounds, touch = make(nvm=nvm, boot=True)
    assert app.mode is app.paused and app.playing.logged == -1
    app.resume(300)
    out = io.StringIO()
    with redirect_stdout(out):
        now = win(app, 300, random.Random(21))
    assert app.records.figures(app.level_key)["best"] is not None
    assert "replay: this game has no whole log: no replay" in out.getvalue()
    shown, said, now = watch_in_vain(app, touch, now)
    assert shown == ["Beginner", "", "No replay kept"]
    assert said == ["replay: none kept for " + app.level_key]


def test_a_damaged_replay_is_not_played_and_the_page_says_so():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=21)
    now = win(app, 100, random.Random(21))
    (found,) = replays.scan(app.records)
    at, size, key = found.at, found.size, found.key
    app.records.region()[0][at + size // 2] ^= 0x40
    shown, said, now = watch_in_vain(app, touch, now)
    assert shown == ["Beginner", "", "No replay kept"]
    assert said == ["replay: none kept for " + key]


def test_no_watch_for_a_board_this_screen_does_not_show():
    # A Titano's custom 24x14 and its replay, in records a PyPortal shares.
    nvm = bytearray(NVM)
    app, screen, sounds, touch = make(nvm=nvm, seed=21, screen=(480, 320))
    app.play_code((24, 14, 60, False, 21, 0), 0)
    assert app.level_key == "custom:24x14/60"
    win(app, 100, random.Random(21))
    assert records_page(app, 0)["24x14/60"] == ["Back", "Reset", "Watch"]
    app, screen, sounds, touch = make(nvm=nvm, seed=22)  # a PyPortal
    now = win(app, 100, random.Random(22))
    shown = records_page(app, now)
    assert shown["Beginner"] == ["Back", "Reset", "Watch", "More"]
    assert shown["24x14/60"] == ["Back", "Reset", "More"]


def test_a_replay_that_cannot_play_says_so_on_its_level_s_part():
    app, screen, sounds, touch = make(nvm=bytearray(NVM), seed=22)
    now = win(app, 100, random.Random(22))
    app.choices.level = "expert"  # (a second level: the first part is not it)
    app.new_game(now, 23)
    now = win(app, now, random.Random(23))
    expert = app.level_key
    (found,) = [f for f in replays.scan(app.records) if f.key == expert]
    at, size = found.at, found.size
    nvm = app.records.region()[0]
    data = bytearray(nvm[at : at + size])
    data[3] += 1  # (kept by another boards version)
    replays.put(data, size - 4, replays.crc32(memoryview(data)[: size - 4]), 4)
    nvm[at : at + size] = data
    shown, said, now = watch_in_vain(app, touch, now, part=1)
    assert shown == ["Expert", "", "No replay kept"] and len(said) == 1
    page = app.menu.page
    app.menu.press(len(page.controls) - 1, 0, now)  # (a press: the next part)
    assert page.texts[0].text.startswith("Beginner\nWon 1 of 1")
