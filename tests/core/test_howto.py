# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The menu's How to play page (menu/howto.py): it names the board's
gestures, and keys where the screen has only keys (the terminal's screen
says ``keys_only``), in either scheme (both lanes)."""

from pages import words
from standins import Screen, make

# Words that name a touch input.
TOUCH = ("tap", "taps", "hold", "holding", "touch", "counter")


class KeysOnlyScreen(Screen):
    keys_only = True  # as the terminal's screen says


def shown(scheme, screens=Screen):
    """The page's words, every part of it in turn, as one line."""
    app = make(screens=screens)[0]
    app.choices.scheme = scheme
    app.open_menu(0)
    app.menu.go("help", 0)
    app.drain(0)  # the page is drawn in the loop's pass
    page = app.screen.menu
    out = []
    for part in range(page.parts):  # (a small screen shows it in parts)
        page.part = part
        page.refresh()
        out.extend(words(page))
    return " ".join(out)


def touch_words(text):
    return [w for w in text.split() if w.strip(".,;:()").lower() in TOUCH]


def test_on_the_board_it_names_the_gestures():
    text = shown("modern")
    assert "Tap to open a cell, hold to flag it." in text
    assert "Face: tap for a new game, hold for this menu." in text
    assert "Mine counter: tap for a hint" in text
    assert "No-guess boards start at the green target" in text
    assert "Each tap steps a cell: hidden, ?, flag, open." in shown("classic")


def test_with_keys_only_it_names_keys_in_either_scheme():
    for scheme in ("modern", "classic"):
        text = shown(scheme, KeysOnlyScreen)
        assert not touch_words(text), (scheme, touch_words(text))
        assert "N starts a new game; M or Esc opens this menu." in text
        assert "H gives a hint (no best time then)." in text
        assert "Keys: arrows move, Space opens, F flags" in text
    assert "Space opens the cell in brackets; F flags it." in shown(
        "modern", KeysOnlyScreen
    )
    assert "Each Space or F steps a cell: hidden, ?, flag, open." in (
        shown("classic", KeysOnlyScreen)
    )


def test_it_names_daily_code_and_a_replays_controls():
    for screens in (Screen, KeysOnlyScreen):
        text = shown("modern", screens)
        assert "Daily: today's board, the same for all; its first try is " in text
        assert "Code: type a game's code (shown at its end) to play its board." in text
        assert "Records: Watch replays a best game." in text
    assert "Tap the face to pause, elsewhere to play faster; hold to go back." in (
        shown("modern")
    )
    assert "Space or P pauses, Right plays faster, Left slower; M or Esc goes" in (
        shown("classic", KeysOnlyScreen)
    )
