# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Input: touch gestures, key decoding, and the touch scheme's mapping from
(input, scheme, cell) to an action. Imports only :mod:`minesweeper.compat`.
Kept empty of imports so that importing one module loads none of its siblings."""
