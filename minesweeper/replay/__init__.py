# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Replays of best games, a feature folder, none of it loaded in play: an
entry's format and where entries lie in ``nvm`` (:mod:`.entry`), a new
best's entry for the records' write (:mod:`.keep`), an entry read back
(:mod:`.log`) and the player (:mod:`.player`, the Records page's Watch).
Each is imported where it is needed and the whole folder goes after with
one ``forget_under("minesweeper.replay")``. What is logged in play is the
recorder's, :class:`minesweeper.playing.Playing` (with
:func:`minesweeper.playing.put_action`): a module of the folder's kept
loaded through play would cost a PyPortal some 400 bytes of heap it has
not (docs/memory.md, "The replays"). The store writes the bytes it is
handed (:meth:`minesweeper.store.records.Records.store`). Hardware-free.
"""
