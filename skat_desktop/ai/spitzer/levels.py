"""What a Spitzer computer player is, and one deal played through by such players.

The players themselves are made by :func:`skat_desktop.ai.levels.make_player`,
with Skat's, from the one level list both games share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from skat_desktop.engine.spitzer.actions import SpitzerAction
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.view import SpitzerView


@runtime_checkable
class SpitzerPlayer(Protocol):
    level: str

    def choose(self, view: SpitzerView) -> SpitzerAction:
        """Return one of ``view.legal``; never mutate anything."""
        ...


def play_spitzer_deal(deal: SpitzerDeal, players: Sequence[SpitzerPlayer]) -> SpitzerGame:
    """Play one deal to the end, each seat asking its own player with its own view."""
    if len(players) != 4:
        raise ValueError(f"a Spitzer deal needs four players, got {len(players)}")
    return play_on(SpitzerGame(deal), players)


def play_on(game: SpitzerGame, players: Sequence[SpitzerPlayer]) -> SpitzerGame:
    """Play ``game`` on from where it stands to the end, each seat asking its own
    player with its own view; returns the same game, finished."""
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game
