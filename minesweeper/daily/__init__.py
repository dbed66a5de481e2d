# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The daily board: one board a UTC date and level, the same for every
player with the same screen, and its own records.

A folder loaded only when used: :mod:`minesweeper.daily.days` (dates,
boards, the records' format, the Records page's paragraphs) and
:mod:`minesweeper.daily.play` (the app's side: the menu's Daily answered,
the board marked, its end recorded). Each caller imports the module it
calls and lets the folder's modules go after, with one
``forget_under("minesweeper.daily.")``; this package, empty, is all that
stays loaded. Hardware-free.
"""
