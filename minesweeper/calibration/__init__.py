# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The touchscreen's calibration on the board: a feature folder, none of
it loaded in play. The menu's Calibrate page (:mod:`.page`: the crosses,
the test screen, Keep) and the form the choices keep it in (:mod:`.kept`:
the preferences' ``cal``, read at power-up and written at Keep). Each
caller imports the module it calls and lets the whole folder go after,
this package too (as the replays' folder goes), with one
``forget_under("minesweeper.calibration")``: nothing of it stays in play,
though a calibrated board reads it at every power-up, and the choices
import nothing of the menu.
The live mapping is the touchscreen's own
(:mod:`minesweeper.device.touch`). Hardware-free.
"""
