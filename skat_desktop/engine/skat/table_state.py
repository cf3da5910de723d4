"""What the table shows: one frozen snapshot of a deal, for the model and the UI.

The table used to read some 75 attributes of the live ``Game`` and compare them
before and after a move to guess what had happened. Now it draws a
:class:`TableState` (``game.state()`` / ``session.state()``) and animates the
events ``apply`` returned. The snapshot holds every card's place, because the
table moves real card objects (face down ones included); which faces the person
at the screen may see is decided by the ``open``/``shown`` fields, not by
leaving cards out. Computer players get :class:`~.view.GameView` instead, which
does leave hidden cards out.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .. import actions as A
from ..cards import Card
from .deal import Trick
from .game_types import GameType
from .phase import Phase
from .scoring import Contract, GameResult

if TYPE_CHECKING:
    from .deal_state import DealState

AuctionWord = A.Bid | A.Hold | A.Pass


@dataclasses.dataclass(frozen=True, slots=True)
class TableState:
    """A read-only picture of one deal at one moment. Seats: 0 F, 1 M, 2 R."""

    phase: Phase
    to_move: int | None
    players: int
    """Seats that take part in the deal (3 in Skat)."""
    seat_players: tuple[int, ...]
    """Table player at each seat (identity for a lone game; at four the dealer
    sits out and is not among them)."""
    dealer: int | None
    """Table player who dealt (None for a game outside a session)."""
    hands: tuple[int, int, int]
    """Card masks of the three hands (the table turns only the allowed faces up)."""
    open_hand: int | None
    """The declarer's cards lying open (Ouvert after the declaration, or a claim)."""
    skat: int
    """Cards lying in the skat place (face down unless ``skat_shown``)."""
    skat_owner: int | None
    """Seat whose pile the skat belongs to (the declarer once he has put it away
    or declared a hand game); None while it lies in the middle."""
    skat_shown: bool
    """The skat may be shown face up (the deal is over)."""
    trick: tuple[Card, ...]
    """The trick in progress, in play order."""
    trick_leader: int
    tricks: tuple[Trick, ...]
    """Every completed trick, in order (the table stacks them on the winners' piles)."""
    declarer: int | None
    contract: Contract | None
    ramsch: bool
    bid: int
    """The value the declarer plays at (0 before the auction ends, and in Ramsch)."""
    auction_value: int
    """The highest value said so far."""
    bids: tuple[AuctionWord | None, AuctionWord | None, AuctionWord | None]
    """Per seat, the last thing said in the auction (Bid, Hold or Pass), or None."""
    picked_up: bool
    discards: int
    """The declarer's two cards put away (0 in a hand game or before)."""
    kontra_by: int | None
    re: bool
    bock: bool
    pushes: int
    """Schieberamsch: how often the skat was pushed on unseen (each doubles)."""
    pending_offer: A.Claim | A.Concede | None
    """A claim or concession the defenders are answering."""
    won_points: tuple[int, int, int]
    """Card points taken in tricks (the skat not included)."""
    won_tricks: tuple[int, int, int]
    actions: int
    """How many actions the deal has had (0: just dealt)."""
    result: GameResult | None
    dealt: tuple[int, int, int, int] | None
    """The hands and the skat as dealt, once the deal is over."""

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def kontra_level(self) -> int:
        """0, 1 (Kontra) or 2 (Re): the game counts 2**level times."""
        return 0 if self.kontra_by is None else 2 if self.re else 1

    @property
    def game_type(self) -> GameType | None:
        """Ramsch, the announced game, or None before the declaration."""
        if self.ramsch:
            return GameType.RAMSCH
        return self.contract.game if self.contract is not None else None

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None

    @property
    def first_lead_done(self) -> bool:
        return bool(self.tricks) or bool(self.trick)

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count()


def make_state(
    s: DealState, dealer: int | None = None, seat_players: tuple[int, ...] | None = None
) -> TableState:
    finished = s.phase is Phase.FINISHED
    contract = s.contract
    open_hand = None
    if s.declarer is not None and (
        (
            contract is not None
            and contract.ouvert
            and s.phase not in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE)
        )
        or any(isinstance(action, A.Claim) for _, action in s.history)
    ):
        open_hand = s.hands[s.declarer]
    skat_owner = None
    in_middle = finished or s.ramsch or s.declarer is None
    if s.skat and not in_middle and (s.picked_up or contract is not None):
        skat_owner = s.declarer
    words: list[AuctionWord | None] = [None, None, None]
    for actor, action in s.history:
        # The auction is a prefix of the history: the first other action (a
        # declaration, a push, a card) ends it, so later passes (Kontra, Re) are
        # not auction words.
        if not isinstance(action, (A.Bid, A.Hold, A.Pass)):
            break
        words[actor] = action
    deal = s.deal
    return TableState(
        phase=s.phase,
        to_move=s.to_move,
        players=3,
        seat_players=seat_players if seat_players is not None else (0, 1, 2),
        dealer=dealer,
        hands=(s.hands[0], s.hands[1], s.hands[2]),
        open_hand=open_hand,
        skat=s.skat,
        skat_owner=skat_owner,
        skat_shown=finished,
        trick=tuple(s.trick),
        trick_leader=s.trick_leader,
        tricks=tuple(s.tricks),
        declarer=s.declarer,
        contract=contract,
        ramsch=s.ramsch,
        bid=s.bid,
        auction_value=s.auction.value,
        bids=(words[0], words[1], words[2]),
        picked_up=s.picked_up,
        discards=s.discards,
        kontra_by=s.kontra_by,
        re=s.re,
        bock=s.bock,
        pushes=s.pushes,
        pending_offer=s.pending,
        won_points=(s.won_points[0], s.won_points[1], s.won_points[2]),
        won_tricks=(s.won_tricks[0], s.won_tricks[1], s.won_tricks[2]),
        actions=len(s.history),
        result=s.result,
        dealt=(deal.hands[0], deal.hands[1], deal.hands[2], deal.skat) if finished else None,
    )
