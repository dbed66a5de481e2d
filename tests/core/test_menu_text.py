# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Every word of the menu at scale 2 at least (12 px glyphs are too small
to read at arm's length), on both screens, in every state a page shows,
in every part of a page too long for one screen (both lanes)."""

from standins import centre, fill_records, make, tap

from minesweeper.menu.grid import FONT_H, FONT_W
from minesweeper.rules import tiles
from minesweeper.rules.game import LOST, PLAYING

SIZES = ((320, 240), (480, 320))
PAGES = ("home", "settings", "records", "help")


def lose(app, touch):
    """Open a cell, then step on a mine."""
    now = tap(app, touch, centre(app, 0), 0)
    game = app.game
    for i in range(game.size):
        if game.tile_at(i) == tiles.HIDDEN and game.is_mine(
            i % game.width, i // game.width
        ):
            tap(app, touch, centre(app, i), now)
            break
    assert game.state == LOST


def states(size):
    """Apps whose menus show every kind of page: a new board, a paused game
    of another size (its long "New game: ..." button), a lost game of the
    largest number (Replay and its ten digits), with and without sound,
    each scheme, and full records."""
    for audible in (True, False):
        for scheme in ("modern", "classic"):
            app, screen, sounds, touch = make(screen=size, seed=1073741823)
            sounds.audible = audible
            app.choices.scheme = scheme
            fill_records(app.records)
            yield app
    app, screen, sounds, touch = make(screen=size, seed=1073741823)
    lose(app, touch)
    yield app
    app, screen, sounds, touch = make(screen=size)
    tap(app, touch, centre(app, 22), 0)
    assert app.game.state == PLAYING
    app.choices.level = "intermediate"  # a board unlike the paused one
    yield app


def every_part(app):
    """(page name, page) for each part of each page of the menu."""
    app.open_menu(0)
    for name in PAGES:
        app.menu.go(name, 0)
        page = app.menu.page
        for part in range(getattr(page, "parts", 1)):
            page.part = part
            page.refresh()
            yield name, page


def test_every_word_of_every_page_is_at_scale_2_at_least_and_on_screen():
    for size in SIZES:
        for app in states(size):
            for name, page in every_part(app):
                for text in page.texts:
                    s = text.scale
                    where = (size, name, text.text)
                    assert s >= 2, where
                    lines = text.text.split("\n")
                    widest = max(len(line) for line in lines) * FONT_W * s
                    assert 0 <= text.x and text.x + widest <= size[0], where
                    bottom = text.y + ((len(lines) - 1) * text.pitch + FONT_H) * s
                    assert 0 <= text.y and bottom <= size[1], where
                for c in page.controls:
                    assert c.w >= 40 and c.h >= 40, (size, name, c.name)
                    assert c.y + c.h <= size[1], (size, name, c.name)


def shown(app, name):
    """Every line of every part of a page, as one text."""
    out = []
    for page_name, page in every_part(app):
        if page_name == name:
            out += [line for text in page.texts for line in text.text.split("\n")]
    return " ".join(" ".join(out).split())


def test_how_to_play_explains_the_start_target_and_the_hidden_bar():
    for size in SIZES:
        app, screen, sounds, touch = make(screen=size)
        text = shown(app, "help")
        assert "green target" in text, text
        # The hold that shows Classic's bar, where Classic hides it (on a
        # 320x240 screen; a 480x320 one has room for the bar above it).
        assert ("hold a touch 2 s" in text) == (size == (320, 240)), text
        for word in ("Space opens", "Esc menu", "hint"):
            assert word in text, (word, text)
