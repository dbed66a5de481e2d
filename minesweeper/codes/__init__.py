# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Board codes as the player uses them: a feature folder, none of it
loaded in play. A code as typed read (:mod:`.read`: the Code page,
``MINESWEEPER_CODE``, ``--code``), and the board it names started on the
app (:mod:`.play`: :meth:`minesweeper.app.App.play_code`). Each caller
imports the module it calls and lets the whole folder go after, this
package too (as the replays' folder goes), with one
``forget_under("minesweeper.codes")``: nothing of it stays in play. The
format, and the code of a board made at each game's end, are the rules'
(:mod:`minesweeper.rules.code`, loaded while used too). Hardware-free.
"""
