# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The touchscreen's calibration on the board: a feature folder, none of
it loaded in play. The menu's Calibrate page (:mod:`.page`: the crosses,
the test screen, Keep) and the form the choices keep it in (:mod:`.kept`:
the preferences' ``cal``, read at power-up and written at Keep). Each
caller imports the module it calls and lets the folder's modules go after,
with one ``forget_under("minesweeper.calibration.")``: this package, empty,
is all that stays once used, and the choices import nothing of the menu.
The live mapping is the touchscreen's own
(:mod:`minesweeper.device.touch`). Hardware-free.
"""
