"""The data an ISS record is read into: moves, declarations, records, errors.

The format itself is described in :mod:`.iss`, the public face of the ISS
modules. These types live on their own because the reader
(:mod:`.iss_parse`), the replay (:mod:`.iss_replay`) and their callers all
share them, and neither of the two should have to import the other for them.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping

from .. import actions as A
from ..cards import Card
from ..errors import RecordError
from ..skat.game_types import GameType

__all__ = [
    "Declaration",
    "IssMove",
    "IssRecord",
    "IssRecordError",
    "MoveKind",
    "SkippedRecord",
]


class IssRecordError(RecordError):
    """A record cannot be read or replayed; the message names the first bad move.

    ``move`` is the offending move when there is one (None for a damaged header).
    """

    def __init__(self, message: str, move: IssMove | None = None) -> None:
        super().__init__(message)
        self.move = move


class SkippedRecord(RecordError):
    """A record uses a server-only action (timeout, leaving, resigning, showing cards).

    Not an error in the record: the game simply did not end by the rules of
    play, so it cannot be replayed to a result.
    """

    def __init__(self, message: str, move: IssMove | None = None) -> None:
        super().__init__(message)
        self.move = move


class MoveKind(enum.Enum):
    DEAL = "deal"
    SKAT_SHOWN = "skat_shown"
    BID = "bid"
    HOLD = "hold"
    PASS = "pass"
    PICK_UP = "pick_up"
    DECLARE = "declare"
    CARDS = "cards"
    """Two cards on their own: split-off discards or a Schieberamsch push."""
    PLAY = "play"
    SERVER = "server"
    KONTRA = "kontra"
    RE = "re"
    PUSH = "push"
    CONCEDE = "concede"
    CLAIM = "claim"
    ACCEPT = "accept"
    REJECT = "reject"
    UNREADABLE = "unreadable"


@dataclasses.dataclass(frozen=True)
class Declaration:
    """A declaration token taken apart; ``hand`` is True only when ``H`` is written."""

    game: GameType
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False
    cards: tuple[Card, ...] = ()

    @property
    def implied_hand(self) -> bool:
        """Suit and Grand ouvert are hand games even when ``H`` is left out."""
        return self.hand or (self.ouvert and self.game is not GameType.NULL)

    def action(self) -> A.Declare:
        return A.Declare(self.game, self.schneider, self.schwarz, self.ouvert)


@dataclasses.dataclass(frozen=True)
class IssMove:
    """One ``<actor> <move>`` pair of ``MV``.

    ``number`` counts the pairs after the deal from 1 (the deal is 0);
    ``column`` is the 1-based column of the actor in the line, so a message can
    point into the file.
    """

    number: int
    column: int
    actor: int | None
    """Seat 0–2, or None for the world (``w``)."""
    text: str
    kind: MoveKind
    value: int = 0
    """The bid, for ``BID``."""
    cards: tuple[Card, ...] = ()
    declaration: Declaration | None = None
    problem: str = ""
    """Why an ``UNREADABLE`` move could not be read."""
    raw: str = ""
    """The pair exactly as written (it may name an impossible actor)."""

    @property
    def written(self) -> str:
        if self.raw:
            return self.raw
        actor = "w" if self.actor is None else str(self.actor)
        return f"{actor} {self.text}".strip()

    @property
    def label(self) -> str:
        name = "the deal" if self.number == 0 else f"move {self.number}"
        written = self.written
        if len(written) > 60:  # a damaged move can be megabytes long
            written = f"{written[:40]}...({len(written)} characters)"
        return f"{name} '{written}' (column {self.column})"


@dataclasses.dataclass(frozen=True)
class IssRecord:
    id: str | None
    players: tuple[str, str, str]
    deal: tuple[Card, ...]
    """The 32 cards in ISS order: ten each for F, M, R, then the skat."""
    moves: tuple[IssMove, ...]
    """Every pair after the deal, in order."""
    properties: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """Every header property as written (unescaped), ``MV`` included."""
    result: str | None = None
    """The ``R[...]`` summary as text, if present."""
    bock: bool = False
    forced_ramsch: bool = False
    cut_off: str | None = None
    """Set when the line ends inside ``MV``: the incomplete tail (maybe empty)."""
    cut_column: int = 0
