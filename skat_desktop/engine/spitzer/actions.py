"""Spitzer actions: small frozen values, the only way anything changes in a deal.

A deal is ``seed + actions`` as in Skat, so these carry values only. Cards are
played with Skat's own :class:`~skat_desktop.engine.actions.Play`, so a table can
treat a card played in either game the same way.

Declarations (RULES.md §13, one round clockwise from the dealer's left, ending at
the first declaration):

- :class:`Pass` — no declaration. For the holder of both queens this is the
  silent *Sneaker*.
- :class:`CallPartner` — only the holder of both queens: call a fail ace
  (``ace``) or "first trick" (``ace=None``); with ``schneider=True`` the call
  also announces Schneider for the caller and his partner.
- :class:`DeclareZola` — anyone: alone against three, optionally Schneider
  (90+) and Schwarz (all tricks).
- :class:`DeclareSchneider` — anyone but the holder of both queens (he says it
  with his partner call): the declarer's side aims at 90+.
"""

from __future__ import annotations

import dataclasses
from typing import Final, TypeAlias

from ..actions import PLAYS, Play
from ..cards import Card, Rank
from .cards import FAIL_SUITS

__all__ = [
    "PASS",
    "PLAYS",
    "CallPartner",
    "Declaration",
    "DeclareSchneider",
    "DeclareZola",
    "Pass",
    "Play",
    "SpitzerAction",
    "action_from_dict",
    "action_to_dict",
]


@dataclasses.dataclass(frozen=True, slots=True)
class Pass:
    """No declaration; the holder of both queens who passes plays a Sneaker."""


@dataclasses.dataclass(frozen=True, slots=True)
class CallPartner:
    """The holder of both queens calls a fail ace, or "first trick" (``ace=None``).

    >>> CallPartner(Card.parse("HA"))
    CallPartner(ace=Card.parse('HA'), schneider=False)
    """

    ace: Card | None
    schneider: bool = False

    def __post_init__(self) -> None:
        if self.ace is not None:
            ace = Card(self.ace)
            if ace.rank is not Rank.ACE or ace.suit not in FAIL_SUITS:
                raise ValueError(f"only a fail ace (CA, SA, HA) can be called, not {ace}")
            object.__setattr__(self, "ace", ace)

    @property
    def first_trick(self) -> bool:
        return self.ace is None


@dataclasses.dataclass(frozen=True, slots=True)
class DeclareZola:
    """Alone against three. Schwarz implies Schneider; the constructor normalises it."""

    schneider: bool = False
    schwarz: bool = False

    def __post_init__(self) -> None:
        if self.schwarz:
            object.__setattr__(self, "schneider", True)


@dataclasses.dataclass(frozen=True, slots=True)
class DeclareSchneider:
    """The declarer's side (see :func:`..game.declaring_side`) aims at 90 or more."""


Declaration: TypeAlias = CallPartner | DeclareZola | DeclareSchneider
SpitzerAction: TypeAlias = Pass | CallPartner | DeclareZola | DeclareSchneider | Play

PASS: Final = Pass()
ZOLAS: Final = (DeclareZola(), DeclareZola(schneider=True), DeclareZola(schwarz=True))
SCHNEIDER: Final = DeclareSchneider()


def action_to_dict(action: SpitzerAction) -> dict[str, object]:
    """JSON form used by save files.

    >>> action_to_dict(CallPartner(Card.parse("SA"), schneider=True))
    {'type': 'call', 'ace': 'SA', 'schneider': True}
    >>> action_to_dict(Play(Card.parse("D7")))
    {'type': 'play', 'card': 'D7'}
    """
    if isinstance(action, Pass):
        return {"type": "pass"}
    if isinstance(action, Play):
        return {"type": "play", "card": str(action.card)}
    if isinstance(action, CallPartner):
        out: dict[str, object] = {"type": "call"}
        out["ace"] = None if action.ace is None else str(action.ace)
        if action.schneider:
            out["schneider"] = True
        return out
    if isinstance(action, DeclareZola):
        out = {"type": "zola"}
        if action.schneider:
            out["schneider"] = True
        if action.schwarz:
            out["schwarz"] = True
        return out
    if isinstance(action, DeclareSchneider):
        return {"type": "schneider"}
    raise ValueError(f"not a Spitzer action: {action!r}")


def _flag(data: dict[str, object], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{key!r} must be true or false in {data!r}")
    return value


def action_from_dict(data: object) -> SpitzerAction:
    """Inverse of :func:`action_to_dict`; raises ``ValueError`` on bad input."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"not a Spitzer action: {data!r}")
    kind = data["type"]
    if kind == "pass":
        return PASS
    if kind == "play":
        return PLAYS[Card.parse(str(data.get("card")))]
    if kind == "call":
        ace = data.get("ace")
        if ace is not None and not isinstance(ace, str):
            raise ValueError(f"a call names an ace or null: {data!r}")
        return CallPartner(None if ace is None else Card.parse(ace), _flag(data, "schneider"))
    if kind == "zola":
        return DeclareZola(_flag(data, "schneider"), _flag(data, "schwarz"))
    if kind == "schneider":
        return SCHNEIDER
    raise ValueError(f"unknown Spitzer action type {kind!r}")
