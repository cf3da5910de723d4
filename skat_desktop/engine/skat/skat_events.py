"""Skat's own events, beside the shared ones in :mod:`.events`.

``Game.apply`` returns them in the order things happened, for example
``(CardPlayed, TrickWon, DealFinished)`` for the last card of a deal. Each action
gives its own event first; :class:`PhaseChanged` follows when the phase moved on
(a deal that ends gives :class:`~.events.DealFinished` instead). Events carry
values only, so the table can animate them and a log can keep them.
"""

from __future__ import annotations

import dataclasses

from ..cards import Card
from ..events import Event
from .phase import Phase
from .scoring import Contract


@dataclasses.dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``seat`` said ``value`` in the auction (Forehand's lone 18 included)."""

    seat: int
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class Held(Event):
    """``seat`` answered *yes*: it holds ``value``."""

    seat: int
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` passed in the auction."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    """The auction is over: ``seat`` is declarer at ``value``."""

    seat: int
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class AllPassed(Event):
    """Nobody bid; Ramsch, a passed-in deal or a redeal follows (rule ``all_pass``)."""


@dataclasses.dataclass(frozen=True, slots=True)
class RamschStarted(Event):
    """Ramsch after everyone passed; ``schieberamsch``: the skat is pushed first."""

    schieberamsch: bool


@dataclasses.dataclass(frozen=True, slots=True)
class SkatTaken(Event):
    """``seat`` picked up the skat (declarer, or a Schieberamsch player)."""

    seat: int
    cards: tuple[Card, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The declarer put two cards away face down (they count for him)."""

    seat: int
    cards: tuple[Card, Card]


@dataclasses.dataclass(frozen=True, slots=True)
class Declared(Event):
    """``seat`` announced ``contract`` (``contract.hand``: without the skat)."""

    seat: int
    contract: Contract


@dataclasses.dataclass(frozen=True, slots=True)
class KontraSaid(Event):
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class KontraDeclined(Event):
    """A defender asked before the first lead did not say Kontra."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class ReSaid(Event):
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class ReDeclined(Event):
    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class SkatPushed(Event):
    """Schieberamsch: ``seat`` passed the skat on unseen; ``pushes`` so far."""

    seat: int
    pushes: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardsPushed(Event):
    """Schieberamsch: ``seat`` picked up and pushed two cards on (face down)."""

    seat: int
    cards: tuple[Card, Card]


@dataclasses.dataclass(frozen=True, slots=True)
class ClaimOffered(Event):
    """The declarer lays his cards down and claims the remaining tricks."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class ConcessionOffered(Event):
    """The declarer offers to give up during play (the defenders must accept)."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class OfferAccepted(Event):
    """A defender accepted the pending claim or concession."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class OfferRejected(Event):
    """A defender refused the pending claim or concession; play goes on."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Conceded(Event):
    """The declarer's concession took effect (alone before the first lead)."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Claimed(Event):
    """The claim was accepted: the declarer takes the remaining tricks."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    """The deal moved on to ``phase`` (never FINISHED: that is DealFinished)."""

    phase: Phase
