"""Computer players and hints for the table model: the model's one door to the AI.

The AI ships with the application and every level is part of it, so this
module imports it directly: an unknown level is a programming error (a
:class:`ValueError` naming the levels), not something to paper over with a
weaker player. What may still fail at run time is one decision of a player;
the table model handles that where it runs the decision.
"""

from __future__ import annotations

import dataclasses

from skat_desktop.ai.hints import HintOption, hint
from skat_desktop.ai.levels import LEVELS, make_player
from skat_desktop.ai.player import Player
from skat_desktop.engine.api import GameView

__all__ = ["LEVELS", "Computer", "HintOption", "compute_hint", "make_computer"]


@dataclasses.dataclass(frozen=True)
class Computer:
    """A computer player at one seat and the level it plays at."""

    player: Player
    level: str


def make_computer(level: str, seed: int) -> Computer:
    """A fresh computer player of ``level``; ``seed`` makes its choices reproducible."""
    return Computer(make_player("skat", level, seed), level)


def compute_hint(view: GameView, level: str) -> list[HintOption]:
    """Ranked options for ``view`` (best first), searched with ``level``'s effort."""
    return hint(view, level)
