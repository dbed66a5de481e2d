# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""What a view proves, no-guess boards and hints, worked in slices. Imports
:mod:`minesweeper.rules`; loaded only when a level has no-guess boards or a
hint is asked. Kept empty of imports so that importing one module loads none of
its siblings."""
