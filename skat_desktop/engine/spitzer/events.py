"""Spitzer's own events, next to the shared ones (CardPlayed, TrickWon, DealFinished).

All subclass :class:`~skat_desktop.engine.events.Event`, so a table animates one
stream without knowing which game produced it. Partnerships are announced only
as the cards (or a declaration) make them public: :class:`PartnerRevealed` comes
when everyone at the table can tell which side a seat is on.
"""

from __future__ import annotations

import dataclasses
import enum

from ..events import Event
from .actions import Declaration


class Side(enum.StrEnum):
    """Which side of the deal a seat is on."""

    DECLARING = "declaring"
    """The declarer's side; when nothing was declared, the Big Queen's side."""
    OPPOSING = "opposing"


@dataclasses.dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` made no declaration."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Declared(Event):
    """``seat`` declared; the declaration round is over."""

    seat: int
    declaration: Declaration


@dataclasses.dataclass(frozen=True, slots=True)
class PlayBegins(Event):
    """The declarations are over; ``leader`` (the dealer's left) leads."""

    leader: int


@dataclasses.dataclass(frozen=True, slots=True)
class PartnerRevealed(Event):
    """Everyone can now tell that ``seat`` is on ``side``."""

    seat: int
    side: Side
