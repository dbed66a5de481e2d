# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""The board and its rules: game, tiles, rng, stats (3BV), text (one-line
boards). Imports only :mod:`minesweeper.compat`. Kept empty of imports so that
importing one module loads none of its siblings."""
