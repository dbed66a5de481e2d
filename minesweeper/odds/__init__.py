# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Mine probabilities: each covered cell's chance of holding a mine, and a
player that guesses by them.

- ``engine``: the exact chances of a view (:class:`engine.Odds`), in
  slices, with exact integers or bounded ones (a board's small integers);
- ``guess``: which cell to open when nothing is provable: the safest, or,
  looking a move ahead, the likeliest to survive two guesses;
- ``player``: a simulated player that opens cells of a
  :class:`minesweeper.rules.game.Game` through its view only (proofs first,
  then a guess), for ``tools/odds.py`` and the tests.

Nothing here is loaded in play until asked for; the folder goes with
``forget_under("minesweeper.odds.")``. Hardware-free.
"""
