"""Events: what just happened at the table, as small frozen values.

``apply(action)`` on a game returns a tuple of events, so the model and the table
learn *what happened* from the engine instead of comparing game attributes before
and after a move. The events here are the ones every game shares;
each game adds its own in its rules package, all subclasses of :class:`Event`, so a
table can animate a stream of events without knowing which game produced it.

Events carry values only (seats, cards, points, results), never references to game
objects, for the same reason actions do: they can be kept, logged and compared.
"""

from __future__ import annotations

import dataclasses
from typing import Generic, TypeVar

from .cards import Card

R = TypeVar("R")


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """Base of every engine event (shared and game-specific)."""


@dataclasses.dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """A new deal lies on the table (row ``number`` of the list; a redeal keeps
    its number). ``seat_players``: the table player at each seat; the dealer
    sits out when he is not among them."""

    number: int
    dealer: int
    seat_players: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` put ``card`` on the trick."""

    seat: int
    card: Card


@dataclasses.dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick is complete: ``cards`` in play order, the first one led by ``leader``.

    >>> from skat_desktop.engine.cards import Card
    >>> won = TrickWon(winner=2, leader=0, cards=(Card(0), Card(1), Card(2)), points=0)
    >>> won.seats(3)
    (0, 1, 2)
    """

    winner: int
    leader: int
    cards: tuple[Card, ...]
    points: int

    def seats(self, players: int) -> tuple[int, ...]:
        """Who played each card, in play order, at a table of ``players`` seats."""
        return tuple((self.leader + i) % players for i in range(len(self.cards)))


@dataclasses.dataclass(frozen=True, slots=True)
class DealFinished(Event, Generic[R]):
    """The deal is over; ``result`` is the game's own result type."""

    result: R
