"""Spitzer computer levels by name, and one deal played through by computer players.

The same level names as Skat (``random``, ``easy``, ``normal``, ``strong``) so
the table, the CLI and the match can offer one list for both games.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final, Protocol, runtime_checkable

from skat_desktop.engine.spitzer.actions import SpitzerAction
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.view import SpitzerView

from .easy import SpitzerEasyPlayer

SPITZER_LEVELS: Final = ("random", "easy", "normal", "strong")


@runtime_checkable
class SpitzerPlayer(Protocol):
    level: str

    def choose(self, view: SpitzerView) -> SpitzerAction:
        """Return one of ``view.legal``; never mutate anything."""
        ...


class SpitzerRandomPlayer:
    """Uniformly random legal actions: the test baseline, not an opponent."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SpitzerView) -> SpitzerAction:
        if not view.legal:
            raise ValueError("no legal action in this view")
        return self._rng.choice(view.legal)


def make_spitzer_player(level: str, seed: int | None = None) -> SpitzerPlayer:
    """A fresh Spitzer player of ``level``; ``seed`` makes its choices reproducible."""
    name = level.strip().lower()
    if name == "random":
        return SpitzerRandomPlayer(seed)
    if name == "easy":
        return SpitzerEasyPlayer(seed)
    if name in ("normal", "strong"):
        from .search import SpitzerSearchPlayer

        return SpitzerSearchPlayer(name, seed)
    raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(SPITZER_LEVELS)}")


def play_spitzer_deal(deal: SpitzerDeal, players: Sequence[SpitzerPlayer]) -> SpitzerGame:
    """Play one deal to the end, each seat asking its own player with its own view."""
    if len(players) != 4:
        raise ValueError(f"a Spitzer deal needs four players, got {len(players)}")
    game = SpitzerGame(deal)
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game
