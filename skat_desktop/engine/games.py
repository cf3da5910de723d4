"""The registry of games: what the program knows about each game it can play.

Every game (Skat, Spitzer, and any later one) is described once by a frozen
:class:`GameDescription` and listed in :data:`GAMES`; the model, the files, the
match runner and the table find a game by its name (:func:`find_game`), never by
branching on it. Each game's deal and list answer the same questions with the
same signatures (:mod:`.contract`). Modelled on python-chess's ``VARIANTS`` /
``find_variant()`` and KPatience's game registry.
"""

from __future__ import annotations

from .game_description import GameDescription, UnknownGameError
from .skat.description import SKAT
from .spitzer.description import SPITZER

GAMES: tuple[GameDescription, ...] = (SKAT, SPITZER)
"""Every game the program offers, in menu order."""


def find_game(name: str) -> GameDescription:
    """The game called ``name``; :class:`UnknownGameError` names the ones there are."""
    for game in GAMES:
        if game.name == name:
            return game
    known = ", ".join(g.name for g in GAMES)
    raise UnknownGameError(f"unknown game {name!r}; the games are: {known}")
