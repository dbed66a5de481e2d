# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""Records, choices and the saved game as checksummed bytes in nvm. Imports
:mod:`minesweeper.rules`. Kept empty of imports so that importing one module
loads none of its siblings."""
