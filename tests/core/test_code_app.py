# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes through the app, on stand-in hardware (both lanes): the code
shown at a game's end names the board as it was played (a no-guess board
opened off its start, a random board, by the cell its mines were laid
around), the game a code starts marks that cell and lays the same mines,
and the records, the saved game and the replay keep that board too."""

from check import Nvm
from standins import make, ready

from minesweeper.codes import read as _code
from minesweeper.codes.play import start_at
from minesweeper.controls import scheme
from minesweeper.replay import entry as replays
from minesweeper.rules.game import LOST, PLAYING, READY, WON, Game
from minesweeper.rules.text import to_text
from minesweeper.rules.tiles import HIDDEN, MINE, START
from minesweeper.store.records import SPAN

SEED = 31337


def far_from(game, cell):
    """A cell whose 3x3 block does not touch ``cell``'s."""
    w = game.width
    for i in range(game.size):
        if abs(i % w - cell % w) > 2 or abs(i // w - cell // w) > 2:
            return i
    raise AssertionError("no cell far from %d" % cell)


def win(app, now):
    """Open every safe cell the player has not (press by press)."""
    game = app.game
    for i in range(game.size):
        if game.state == PLAYING and game.solution[i] != MINE:
            if game.tiles[i] == HIDDEN or game.tiles[i] == START:
                app.playing.press(scheme.OPEN, i, now)
                now += 40
    assert game.state == WON
    return now


def end_code(app):
    """The code the end's note shows (its last line)."""
    note = app.screen.note
    assert note.split("\n")[-1].startswith("Code "), note
    return note.split("\n")[-1][len("Code ") :]


def friend_plays(board, screen=(320, 240)):
    """Another board's app plays ``board`` as a typed code gives it."""
    app, _, _, touch = make("expert", screen=screen, seed=5)
    assert app.play_code(board, 0)
    ready(app, touch)
    return app


def test_a_code_s_random_board_is_marked_at_its_first_cell_with_its_mines():
    # (test_code.py: this code's board, after its first reveal at 40)
    cols, rows, mines, _, seed, first = _code.decode("3U6P-K5NT-Y6PD-RU")
    game = Game(cols, rows, mines, seed=seed)
    start_at(game, first)  # as the app starts a code's random board
    assert game.tiles[first] == START and game.start == first
    assert game.state == READY and game.guaranteed and game.first == first
    assert [t for t in game.tiles if t != HIDDEN] == [START]
    game.reveal_at(first)
    alone = Game(cols, rows, mines, seed=seed)  # the rules alone, opened there
    alone.reveal_at(first)
    assert to_text(game) == to_text(alone)
    # Opened elsewhere first, it is laid again around that cell.
    game = Game(cols, rows, mines, seed=seed)
    start_at(game, first)
    game.reveal_at(0)
    assert game.first == 0 and not game.guaranteed
    alone = Game(cols, rows, mines, seed=seed)
    alone.reveal_at(0)
    assert to_text(game) == to_text(alone)


def test_a_no_guess_board_opened_off_its_start_is_named_as_played():
    app, screen, _, touch = make(no_guess=True)
    app.new_game(0, SEED)
    now = ready(app, touch)
    game = app.game
    start = game.start
    assert start >= 0 and game.tiles[start] == START
    other = far_from(game, start)
    app.playing.press(scheme.OPEN, other, now)
    assert screen.note == "Not no-guess any more"
    mines = list(game.solution)
    win(app, now + 100)
    shown = end_code(app)
    # The code names the random board of that number laid around the tap,
    # not the no-guess board the game began as.
    board = _code.decode(shown)
    assert board == (9, 6, 7, False, SEED, other) == app.board()
    # A friend who types it is shown that cell as the start, and tapping it
    # gives the same mines.
    again = friend_plays(board)
    friend = again.game
    assert friend.start == other and friend.tiles[other] == START
    assert again.screen.shadow.shown[other] == START
    again.playing.press(scheme.OPEN, other, 0)
    assert list(friend.solution) == mines
    assert again.screen.note is None  # (no "Not no-guess any more": it was not)


def test_a_random_board_s_code_names_its_first_cell_and_gives_its_mines():
    for screen in ((320, 240), (480, 320)):
        app, _, _, _ = make("intermediate", screen=screen, seed=SEED)
        game = app.game
        first = game.size // 3
        app.playing.press(scheme.OPEN, first, 0)
        assert game.first == first
        mines = list(game.solution)
        win(app, 100)
        cols, rows, count = game.width, game.height, game.mines
        board = (cols, rows, count, False, SEED, first)
        assert _code.decode(end_code(app)) == board == app.board()
        again = friend_plays(board, screen)
        friend = again.game
        assert friend.tiles[first] == START and again.board() == board
        again.playing.press(scheme.OPEN, first, 0)
        assert list(friend.solution) == mines and friend.first == first
        # Opened elsewhere first, it is laid again around that cell, as a
        # random board is (no note: it was not no-guess), and its code then
        # names that cell.
        again = friend_plays(board, screen)
        elsewhere = far_from(again.game, first)
        again.playing.press(scheme.OPEN, elsewhere, 0)
        assert again.screen.note is None
        assert again.board() == (cols, rows, count, False, SEED, elsewhere)
        assert again.game.tiles[first] != START


def test_a_no_guess_board_opened_at_its_start_keeps_its_no_guess_code():
    app, _, _, touch = make(no_guess=True)
    app.new_game(0, SEED)
    now = ready(app, touch)
    start = app.game.start
    mines = list(app.game.solution)
    app.playing.press(scheme.OPEN, start, now)
    win(app, now + 100)
    board = _code.decode(end_code(app))
    assert board == (9, 6, 7, True, SEED, -1) == app.board()
    again = friend_plays(board)
    assert again.game.start == start and list(again.game.solution) == mines


def test_the_records_and_the_replay_keep_the_board_as_played():
    nvm = bytearray(SPAN + 512)  # with room for a replay
    app, _, _, touch = make(nvm=nvm, no_guess=True)
    app.new_game(0, SEED)
    now = ready(app, touch)
    other = far_from(app.game, app.game.start)
    app.playing.press(scheme.OPEN, other, now)
    win(app, now + 100)
    board = (9, 6, 7, False, SEED, other)
    assert app.records.figures(app.level_key)["board"] == board
    (found,) = [f for f in replays.scan(app.records) if f.key == app.level_key]
    data = replays.check(nvm, found.at, len(nvm)).data(nvm)
    assert data[10] & replays.NO_GUESS == 0  # not no-guess as it was played
    assert data[11:13] == b"\xff\xff"  # no start: laid again around the tap


def test_a_game_saved_and_resumed_keeps_its_first_cell():
    nvm = Nvm()
    app, _, _, touch = make(nvm=nvm, no_guess=True)
    app.new_game(0, SEED)
    now = ready(app, touch)
    other = far_from(app.game, app.game.start)
    app.playing.press(scheme.OPEN, other, now)
    app.saved.store(now)  # a power cut
    again, _, _, _ = make(nvm=nvm, boot=True, no_guess=True)
    assert again.game.state == PLAYING
    assert again.board() == (9, 6, 7, False, SEED, other)
    for i in range(again.game.size):  # a mine: lost, and the code said
        if again.game.solution[i] == MINE:
            again.resume(now)
            again.playing.press(scheme.OPEN, i, now)
            break
    assert again.game.state == LOST
    assert _code.decode(end_code(again)) == (9, 6, 7, False, SEED, other)


def test_a_code_at_power_up_with_a_saved_game_says_in_one_line_why_not():
    from check import saying

    from minesweeper import settings as settings_module

    nvm = Nvm()
    app, _, _, _ = make(nvm=nvm)
    app.playing.press(scheme.OPEN, 20, 0)
    app.saved.store(100)  # a power cut: the game comes back
    again, _, _, _ = make(nvm=nvm)
    again.settings.code = (9, 9, 10, True, 5, -1)  # MINESWEEPER_CODE
    _, said = saying((settings_module,), again.start, 0)
    assert said == ["MINESWEEPER_CODE not played: a saved game came back"]
    assert again.mode is again.paused and again.game.first == 20
    # With no saved game, the code is played, and nothing said.
    fresh, _, _, _ = make()
    fresh.settings.code = (9, 9, 10, False, 5, 40)
    _, said = saying((settings_module,), fresh.start, 0)
    assert said == [] and fresh.board() == (9, 9, 10, False, 5, 40)
