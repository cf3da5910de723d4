"""From the auction to the first lead: the skat, the declaration, Kontra and Re.

Phases SKAT (pick up or declare a hand game), DISCARD, DECLARE, KONTRA (the
defenders asked in turn) and RE (RULES.md §4–5). The checks for a declaration
and for two cards put away are here once; Schieberamsch pushes use them too.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from .. import actions as A
from ..actions import Action
from ..cards import JACKS_MASK, CardSet
from ..errors import Illegal, IllegalReason
from .deal_state import DealState, start_play, wrong_phase
from .game_types import GameType
from .phase import Phase
from .rules import KontraTiming
from .scoring import Contract
from .skat_events import (
    Declared,
    Discarded,
    KontraDeclined,
    KontraSaid,
    ReDeclined,
    ReSaid,
    SkatTaken,
)

_SUITS_AND_GRAND: Final = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
)
HAND_DECLARATIONS: Final = tuple(
    [
        A.Declare(g, s, z, o)
        for g in _SUITS_AND_GRAND
        for (s, z, o) in (
            (False, False, False),
            (True, False, False),
            (True, True, False),
            (True, True, True),
        )
    ]
    + [A.Declare(GameType.NULL), A.Declare(GameType.NULL, ouvert=True)]
)
SKAT_DECLARATIONS: Final = tuple(
    [A.Declare(g) for g in _SUITS_AND_GRAND]
    + [A.Declare(GameType.NULL), A.Declare(GameType.NULL, ouvert=True)]
)
GRAND_HAND_DECLARATIONS: Final = tuple(d for d in HAND_DECLARATIONS if d.game is GameType.GRAND)


def discard_options(hand: int, forbid: int = 0) -> list[A.Discard]:
    cards = [c for c in CardSet(hand) if not forbid >> c & 1]
    return [A.Discard((a, b)) for a, b in combinations(cards, 2)]


def check_declaration(action: A.Declare, hand: bool) -> Illegal | None:
    """RULES.md §4: what may be announced, with or without the skat."""
    game = action.game
    if game is GameType.RAMSCH:
        return Illegal(IllegalReason.RAMSCH_NOT_DECLARABLE, "Ramsch cannot be announced")
    if game is GameType.NULL:
        if action.schneider or action.schwarz:
            return Illegal(
                IllegalReason.NULL_WITH_SCHNEIDER,
                "Null cannot be played with Schneider or Schwarz",
            )
    elif (action.schneider or action.schwarz or action.ouvert) and not hand:
        return Illegal(
            IllegalReason.HAND_ONLY_ANNOUNCEMENT,
            "Schneider, Schwarz and Ouvert can only be announced in a hand game",
        )
    return None


def check_discard(s: DealState, seat: int, action: A.Discard, forbid_jacks: bool) -> Illegal | None:
    """Two different cards from the hand; jacks only if the push rule allows
    them (or the hand has fewer than two other cards)."""
    a, b = action.cards
    if a == b:
        return Illegal(IllegalReason.SAME_CARD_TWICE, "discard two different cards")
    hand = s.hands[seat]
    for card in (a, b):
        if not hand >> card & 1:
            return Illegal(IllegalReason.DISCARD_NOT_IN_HAND, f"{card} is not in your hand")
        if forbid_jacks and card.is_jack and (hand & ~JACKS_MASK).bit_count() >= 2:
            return Illegal(IllegalReason.JACKS_PUSHED, "jacks may not be pushed on")
    return None


def take_skat(s: DealState, seat: int) -> None:
    """``seat`` picks the skat up (declarer, or a Schieberamsch player)."""
    s.events.append(SkatTaken(seat, tuple(CardSet(s.skat))))
    s.hands[seat] |= s.skat
    s.skat_seen_by[seat] = s.skat
    s.skat = 0


def kontra_eligible(s: DealState, seat: int) -> bool:
    if s.declarer is None or seat == s.declarer:
        return False
    # kontra_needs_bid (RULES.md §5): only a defender who bid or held may say
    # Kontra. After the Schieberamsch Grand Hand escape nobody bid, so nobody may.
    if s.rules.kontra_needs_bid:
        return s.auction.spoke[seat]
    return True


def declare(s: DealState, seat: int, action: A.Declare, hand: bool) -> None:
    s.contract = Contract(action.game, hand, action.schneider, action.schwarz, action.ouvert)
    s.declarer = seat
    s.cards12 = s.hands[seat] | s.skat
    s.events.append(Declared(seat, s.contract))
    s.kontra_queue = []
    if s.rules.kontra and s.rules.kontra_timing is KontraTiming.BEFORE_FIRST_LEAD:
        s.kontra_queue = [d for d in range(3) if kontra_eligible(s, d)]
    next_kontra_or_play(s)


def next_kontra_or_play(s: DealState) -> None:
    if s.kontra_queue and s.kontra_by is None:
        s.phase, s.to_move = Phase.KONTRA, s.kontra_queue.pop(0)
    else:
        start_play(s)


# ------------------------------------------------------------------ SKAT


def legal_skat(s: DealState, seat: int) -> list[Action]:
    return [A.PICK_UP, *HAND_DECLARATIONS]


def check_skat(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, A.PickUpSkat):
        return None
    if isinstance(action, A.Declare):
        return check_declaration(action, hand=True)
    return wrong_phase(s.phase, action)


def apply_skat(s: DealState, action: Action, seat: int) -> None:
    if isinstance(action, A.Declare):
        declare(s, seat, action, hand=True)
        return
    take_skat(s, seat)
    s.picked_up = True
    s.phase = Phase.DISCARD


# ------------------------------------------------------------------ DISCARD


def legal_discard(s: DealState, seat: int) -> list[Action]:
    return list(discard_options(s.hands[seat]))


def check_discard_phase(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, A.Discard):
        return check_discard(s, seat, action, forbid_jacks=False)
    return wrong_phase(s.phase, action)


def apply_discard(s: DealState, action: Action, seat: int) -> None:
    assert isinstance(action, A.Discard)
    bits = action.cards[0].bit | action.cards[1].bit
    s.hands[seat] &= ~bits
    s.skat = s.discards = bits
    s.phase = Phase.DECLARE
    s.events.append(Discarded(seat, action.cards))


# ------------------------------------------------------------------ DECLARE


def legal_declare(s: DealState, seat: int) -> list[Action]:
    return list(SKAT_DECLARATIONS)


def check_declare(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, A.Declare):
        return check_declaration(action, hand=False)
    return wrong_phase(s.phase, action)


def apply_declare(s: DealState, action: Action, seat: int) -> None:
    assert isinstance(action, A.Declare)
    declare(s, seat, action, hand=False)


# ------------------------------------------------------------------ KONTRA / RE

_KONTRA_OR_PASS: Final = (A.KONTRA, A.PASS)
_RE_OR_PASS: Final = (A.RE, A.PASS)


def legal_kontra(s: DealState, seat: int) -> list[Action]:
    return list(_KONTRA_OR_PASS)


def check_kontra(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, (A.Kontra, A.Pass)):
        return None
    return wrong_phase(s.phase, action)


def apply_kontra(s: DealState, action: Action, seat: int) -> None:
    if isinstance(action, A.Kontra):
        s.kontra_by = seat
        s.phase, s.to_move = Phase.RE, s.declarer
        s.events.append(KontraSaid(seat))
        return
    s.kontra_declined.add(seat)
    s.events.append(KontraDeclined(seat))
    next_kontra_or_play(s)


def legal_re(s: DealState, seat: int) -> list[Action]:
    return list(_RE_OR_PASS)


def check_re(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, (A.Re, A.Pass)):
        return None
    return wrong_phase(s.phase, action)


def apply_re(s: DealState, action: Action, seat: int) -> None:
    if isinstance(action, A.Re):
        s.re = True
        s.events.append(ReSaid(seat))
    else:
        s.events.append(ReDeclined(seat))
    if s.resume_to is not None:  # Kontra was said during play
        s.phase, s.to_move = Phase.PLAY, s.resume_to
        s.resume_to = None
    else:
        start_play(s)
