"""The BIDDING phase (RULES.md §3): bids, *yes*, passes, and what follows.

The auction's own rules (who speaks, which values) live in
:class:`~.bidding.Auction`; this module connects it to the deal: the declarer
and the bid when it ends, or Ramsch / passed in / redeal when all pass.
"""

from __future__ import annotations

from typing import Final

from .. import actions as A
from ..actions import Action
from ..errors import Illegal
from .bidding import BID_VALUES
from .deal_state import DealState, finish, wrong_phase
from .phase import Phase
from .phase_ramsch import start_ramsch
from .rules import AllPass
from .scoring import GameResult, Reason, ResultKind
from .skat_events import AllPassed, AuctionWon, BidMade, Held, Passed, RamschStarted

_BIDS: Final = {v: A.Bid(v) for v in BID_VALUES}
_BID_18: Final[tuple[Action, ...]] = (_BIDS[18], A.PASS)
_HOLD_OR_PASS: Final[tuple[Action, ...]] = (A.HOLD, A.PASS)
# Events are values; the common ones are made once (the engine bench and the
# AI's replays apply millions of actions).
_BID_MADE: Final = {(s, v): BidMade(s, v) for s in range(3) for v in BID_VALUES}
_HELD: Final = {(s, v): Held(s, v) for s in range(3) for v in BID_VALUES}
_PASSED: Final = tuple(Passed(s) for s in range(3))


def legal(s: DealState, seat: int) -> list[Action]:
    auction = s.auction
    if auction.can_hold():
        return list(_HOLD_OR_PASS)
    if auction.stage == 3:
        return list(_BID_18)
    out: list[Action] = [_BIDS[v] for v in BID_VALUES if v > auction.value]
    out.append(A.PASS)
    return out


def check(s: DealState, action: Action, seat: int) -> Illegal | None:
    if isinstance(action, A.Bid):
        return s.auction.check_bid(action.value)
    if isinstance(action, A.Hold):
        return s.auction.check_hold()
    if isinstance(action, A.Pass):
        return None
    return wrong_phase(s.phase, action)


def apply(s: DealState, action: Action, seat: int) -> None:
    auction = s.auction
    events = s.events
    if isinstance(action, A.Bid):
        auction.bid(seat, action.value)
        events.append(_BID_MADE[seat, action.value])
    elif isinstance(action, A.Hold):
        auction.hold(seat)
        events.append(_HELD[seat, auction.value])
    else:
        auction.pass_(seat)
        events.append(_PASSED[seat])
    if not auction.finished:
        s.to_move = auction.to_move
        return
    if auction.declarer is not None:
        s.declarer = auction.declarer
        s.bid = auction.value
        s.phase, s.to_move = Phase.SKAT, s.declarer
        events.append(AuctionWon(s.declarer, s.bid))
        return
    events.append(AllPassed())
    if s.rules.all_pass is AllPass.RAMSCH:
        events.append(RamschStarted(s.rules.schieberamsch))
        start_ramsch(s)
    elif s.rules.all_pass is AllPass.REDEAL:
        finish(s, GameResult(kind=ResultKind.REDEAL, reason=Reason.REDEAL))
    else:
        finish(s, GameResult(kind=ResultKind.PASSED_IN, reason=Reason.PASSED_IN))
