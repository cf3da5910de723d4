"""Helpers shared by the scoring tests: the Kontra rule set and a finished game's result.

Suit, Grand, Null and concession tests all play real deals under
``KONTRA`` (the official rules with Kontra and Re allowed) and read the
result with ``result_of``, which first checks that the game is really over.
"""

from __future__ import annotations

from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.scoring import GameResult

KONTRA = OFFICIAL.replace(kontra=True)


def result_of(game: Game) -> GameResult:
    assert game.finished and game.result is not None
    return game.result
