"""Actions: small frozen values, the only way anything changes in a game.

A deal is ``seed + actions``; saves, records, undo and the AI's world sampling
all replay these, so they carry no references to game objects.
"""

from __future__ import annotations

import dataclasses
from typing import Final, TypeAlias

from .cards import Card
from .skat.game_types import GameType


@dataclasses.dataclass(frozen=True, slots=True)
class Bid:
    """Say a value (the bidder) — also Forehand's lone 18 when others passed."""

    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class Hold:
    """Answer *yes* to a bid: hold the same value."""


@dataclasses.dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the auction, or decline Kontra/Re when asked."""


@dataclasses.dataclass(frozen=True, slots=True)
class PickUpSkat:
    """Take the skat (declarer; or a Schieberamsch player before pushing)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Discard:
    """Put two cards away: the declarer's skat, or a Schieberamsch push."""

    cards: tuple[Card, Card]

    def __post_init__(self) -> None:
        a, b = self.cards
        object.__setattr__(self, "cards", (Card(min(a, b)), Card(max(a, b))))


@dataclasses.dataclass(frozen=True, slots=True)
class Declare:
    """Announce the game. Declaring before picking up makes it a hand game.

    Higher announcements imply the lower ones (Ouvert ⇒ Schwarz ⇒ Schneider),
    and the constructor normalises them so equal declarations compare equal.
    """

    game: GameType
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "game", GameType(self.game))
        if self.game is not GameType.NULL and self.game is not GameType.RAMSCH:
            if self.ouvert:
                object.__setattr__(self, "schwarz", True)
            if self.schwarz:
                object.__setattr__(self, "schneider", True)


@dataclasses.dataclass(frozen=True, slots=True)
class Kontra:
    """A defender doubles the game."""


@dataclasses.dataclass(frozen=True, slots=True)
class Re:
    """The declarer answers Kontra and doubles again."""


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    card: Card


@dataclasses.dataclass(frozen=True, slots=True)
class PushSkat:
    """Schieberamsch: pass the skat on unseen (doubles the Ramsch)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Concede:
    """The declarer gives up (alone before the first lead; later it needs consent)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Claim:
    """The declarer lays down his cards and claims every remaining trick."""


@dataclasses.dataclass(frozen=True, slots=True)
class Accept:
    """A defender accepts the declarer's claim or concession."""


@dataclasses.dataclass(frozen=True, slots=True)
class Reject:
    """A defender refuses the declarer's claim or concession; play goes on."""


Action: TypeAlias = (
    Bid
    | Hold
    | Pass
    | PickUpSkat
    | Discard
    | Declare
    | Kontra
    | Re
    | Play
    | PushSkat
    | Concede
    | Claim
    | Accept
    | Reject
)

HOLD: Final = Hold()
PASS: Final = Pass()
PICK_UP: Final = PickUpSkat()
KONTRA: Final = Kontra()
RE: Final = Re()
PUSH: Final = PushSkat()
CONCEDE: Final = Concede()
CLAIM: Final = Claim()
ACCEPT: Final = Accept()
REJECT: Final = Reject()
PLAYS: Final = tuple(Play(Card(i)) for i in range(32))


def action_to_dict(action: Action) -> dict[str, object]:
    """JSON form used by save files: ``{"type": "bid", "value": 18}``."""
    name = type(action).__name__.lower()
    out: dict[str, object] = {"type": name}
    if isinstance(action, Bid):
        out["value"] = action.value
    elif isinstance(action, Play):
        out["card"] = str(action.card)
    elif isinstance(action, Discard):
        out["cards"] = [str(c) for c in action.cards]
    elif isinstance(action, Declare):
        out["game"] = action.game.code
        for flag in ("schneider", "schwarz", "ouvert"):
            if getattr(action, flag):
                out[flag] = True
    return out


_SIMPLE: Final[dict[str, Action]] = {
    "hold": HOLD,
    "pass": PASS,
    "pickupskat": PICK_UP,
    "kontra": KONTRA,
    "re": RE,
    "pushskat": PUSH,
    "concede": CONCEDE,
    "claim": CLAIM,
    "accept": ACCEPT,
    "reject": REJECT,
}


def action_from_dict(data: object) -> Action:
    """Inverse of :func:`action_to_dict`; raises ``ValueError`` on bad input."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"not an action: {data!r}")
    kind = data["type"]
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "bid":
        value = data.get("value")
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"bid without a whole-number value: {data!r}")
        return Bid(value)
    if kind == "play":
        return Play(Card.parse(str(data.get("card"))))
    if kind == "discard":
        cards = data.get("cards")
        if not isinstance(cards, list) or len(cards) != 2:
            raise ValueError(f"discard needs two cards: {data!r}")
        return Discard((Card.parse(str(cards[0])), Card.parse(str(cards[1]))))
    if kind == "declare":
        game = GameType.from_code(str(data.get("game")))
        return Declare(
            game, bool(data.get("schneider")), bool(data.get("schwarz")), bool(data.get("ouvert"))
        )
    raise ValueError(f"unknown action type {kind!r}")
