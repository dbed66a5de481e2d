# SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
# SPDX-License-Identifier: MIT
"""A simulated player of a :class:`minesweeper.rules.game.Game`: it opens
its first cell, then every cell the solver proves safe, and when nothing is
provable it guesses (:mod:`minesweeper.odds.guess`), until the game is won
or lost.

    player = Player(width, height)
    player.play(game, first)            # WON or LOST; player.guesses

It sees what a player sees: the game's tiles (``game.tiles``), the mine
count and whether the game goes on; it never reads the solution. It is
the solver's simulated play (:meth:`minesweeper.solver.solve.Solver.play`,
which the no-guess generator uses too) with the numbers coming from the
game: the play's minefield has no mines, so a cell the solver opens counts
none, and :meth:`Player.set` then opens the cell in the game and takes the
number it shows. Hardware-free; allocates its buffers once (a solver's,
the odds engine's, the guess's).
"""

from minesweeper.compat import const
from minesweeper.odds.engine import Odds
from minesweeper.odds.guess import Guess
from minesweeper.rules.game import PLAYING
from minesweeper.solver.solve import Solver

_PROVEN_MINE = const(11)  # the solver's cell state (a test checks)
_BIG = const(1 << 28)  # a budget that never ends a slice


class Player(Solver):
    """Plays games of ``width`` x ``height``; ``ahead``, ``endgame``: look
    a move ahead when guessing, play the endgame exactly (see
    :class:`minesweeper.odds.guess.Guess`). After a game: ``guesses``, the
    guesses it made (the first cell not counted)."""

    def __init__(self, width, height, ahead=False, endgame=True):
        Solver.__init__(self, width, height)
        self.blank = bytearray(len(self.state))  # the play's minefield: none
        self.game = None
        self.odds = Odds(self)
        self.guess = Guess(self.odds, ahead, endgame)
        self.guesses = 0

    def play(self, game, first):
        """Play ``game`` (not started, this player's size) from cell index
        ``first`` to its end; returns its state (WON or LOST)."""
        self.game = game
        self.guesses = 0
        game.reveal_at(first)
        self.begin_play(self.blank, game.mines, self.padded(first))
        while game.state == PLAYING:
            job = Solver.play(self, -_BIG)
            try:
                while True:
                    job.send(None)
            except StopIteration:
                pass
            if game.state != PLAYING:
                break
            i = self.guess.choose()
            self.guesses += 1
            game.reveal_at(i)
            if game.state == PLAYING:
                self.set(self.padded(i), False)
        self.game = None
        return game.state

    def set(self, p, mine):
        """As :meth:`Solver.set`; in a play, a cell proven safe is opened in
        the game too, and shows the game's number (less the mines proven
        around it, as the solver's numbers count)."""
        Solver.set(self, p, mine)
        game = self.game
        if mine or game is None or self.minefield is None:
            return
        w = self.width
        pw = self.pw
        i = (p // pw - 2) * w + p % pw - 2
        game.reveal_at(i)
        self.show(p, game.tiles[i])

    def show(self, p, number):
        """Opened padded cell p shows ``number``: its state becomes the
        mines it still needs."""
        st = self.state
        for o in self.near:
            if st[p + o] == _PROVEN_MINE:
                number -= 1
        st[p] = number
