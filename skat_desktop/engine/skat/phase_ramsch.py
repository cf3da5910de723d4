"""Ramsch and Schieberamsch before the first card (RULES.md §9).

Phases PUSH (push the skat on unseen, pick it up, or escape into Grand Hand)
and PUSH_DISCARD (push two cards on). Ramsch play itself is ordinary play with
jacks as trumps (:mod:`.phase_play`); its scoring is :func:`~.scoring.score_ramsch`.
"""

from __future__ import annotations

from typing import Final

from .. import actions as A
from ..actions import Action
from ..cards import JACKS_MASK
from ..errors import Illegal, IllegalReason
from .deal_state import DealState, start_play, wrong_phase
from .game_types import GameType
from .phase import Phase
from .phase_declare import (
    GRAND_HAND_DECLARATIONS,
    check_declaration,
    check_discard,
    declare,
    discard_options,
    take_skat,
)
from .skat_events import CardsPushed, SkatPushed


def start_ramsch(s: DealState) -> None:
    s.ramsch = True
    s.declarer = None
    if s.rules.schieberamsch:
        s.phase, s.to_move, s.pusher = Phase.PUSH, 0, 0
    else:
        start_play(s)


def _next_pusher(s: DealState) -> None:
    s.pusher += 1
    if s.pusher >= 3:
        start_play(s)
    else:
        s.phase, s.to_move = Phase.PUSH, s.pusher


# ------------------------------------------------------------------ PUSH

_PUSH_OR_PICK_UP: Final = (A.PUSH, A.PICK_UP)


def legal_push(s: DealState, seat: int) -> list[Action]:
    out: list[Action] = list(_PUSH_OR_PICK_UP)
    if s.rules.grand_hand_escape:
        out.extend(GRAND_HAND_DECLARATIONS)
    return out


def check_push(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, (A.PushSkat, A.PickUpSkat)):
        return None
    if isinstance(action, A.Declare):
        if not s.rules.grand_hand_escape or action.game is not GameType.GRAND:
            return Illegal(
                IllegalReason.ONLY_GRAND_HAND, "only Grand Hand may be declared instead of Ramsch"
            )
        return check_declaration(action, hand=True)
    return wrong_phase(s.phase, action)


def apply_push(s: DealState, action: Action, seat: int) -> None:
    if isinstance(action, A.PushSkat):
        s.pushes += 1
        s.events.append(SkatPushed(seat, s.pushes))
        _next_pusher(s)
    elif isinstance(action, A.PickUpSkat):
        take_skat(s, seat)
        s.phase = Phase.PUSH_DISCARD
    else:
        assert isinstance(action, A.Declare)
        # The Grand Hand escape ends the Ramsch; nobody bid (RULES.md §9).
        s.ramsch = False
        s.pushes = 0
        s.bid = 0
        declare(s, seat, action, hand=True)


# ------------------------------------------------------------------ PUSH_DISCARD


def legal_push_discard(s: DealState, seat: int) -> list[Action]:
    hand = s.hands[seat]
    forbid = 0 if s.rules.schieberamsch_jacks else JACKS_MASK
    options = discard_options(hand, forbid)
    return list(options) if options else list(discard_options(hand))


def check_push_discard(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, A.Discard):
        return check_discard(s, seat, action, forbid_jacks=not s.rules.schieberamsch_jacks)
    return wrong_phase(s.phase, action)


def apply_push_discard(s: DealState, action: Action, seat: int) -> None:
    assert isinstance(action, A.Discard)
    bits = action.cards[0].bit | action.cards[1].bit
    s.hands[seat] &= ~bits
    s.skat = bits
    s.pushed_by[seat] = bits
    s.events.append(CardsPushed(seat, action.cards))
    _next_pusher(s)
