"""What one seat may know: the only window computer players and hints get.

Hidden information is removed here, once, rather than trusted to each caller:
another seat's hand, the skat unless this seat saw it, the declarer's discards
unless this seat made them. Open (ouvert) hands and every played card are public.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .. import actions as A
from ..actions import Action
from ..cards import ALL_MASK, played_mask
from .deal import Trick
from .game_types import GameType
from .phase import Phase
from .rules import RuleSet
from .scoring import Contract, GameResult

if TYPE_CHECKING:
    from .deal_state import DealState


@dataclasses.dataclass(frozen=True)
class HiddenDiscard:
    """Stands in the public history for two cards put away face down."""


HIDDEN_DISCARD = HiddenDiscard()


@dataclasses.dataclass(frozen=True)
class GameView:
    seat: int
    rules: RuleSet
    phase: Phase
    to_move: int | None
    hand: int
    """This seat's cards (mask)."""
    hand_sizes: tuple[int, int, int]
    history: tuple[tuple[int, Action | HiddenDiscard], ...]
    bid: int
    auction_value: int
    declarer: int | None
    contract: Contract | None
    picked_up: bool
    kontra_by: int | None
    re: bool
    ramsch: bool
    pushes: int
    trick: tuple[int, ...]
    trick_leader: int
    tricks: tuple[Trick, ...]
    won_points: tuple[int, int, int]
    won_tricks: tuple[int, int, int]
    open_hand: int | None
    """The declarer's remaining cards when the game is ouvert, else None."""
    known_skat: int | None
    """The skat as this seat last saw it (pick-up), else None."""
    known_discards: int | None
    """Cards this seat put away (declarer's discards, own Schieberamsch push)."""
    legal: tuple[Action, ...]
    bock: bool
    result: GameResult | None
    final_hands: tuple[int, int, int, int] | None
    """Dealt hands and skat, revealed once the game is over."""

    @property
    def game(self) -> GameType | None:
        if self.ramsch:
            return GameType.RAMSCH
        return self.contract.game if self.contract else None

    @property
    def played_mask(self) -> int:
        return played_mask((t.cards for t in self.tricks), self.trick)

    @property
    def shown_mask(self) -> int:
        """Cards of other hands this seat is shown: the declarer's in an ouvert game."""
        return self.open_hand or 0

    @property
    def unknown_mask(self) -> int:
        """Cards whose place this seat cannot see: candidates for sampling."""
        known = self.hand | self.played_mask
        if self.open_hand is not None:
            known |= self.open_hand
        if self.known_discards is not None and self.seat == self.declarer:
            known |= self.known_discards
        return ALL_MASK & ~known


def make_view(s: DealState, seat: int, legal: tuple[Action, ...]) -> GameView:
    """``seat``'s view of the deal ``s``; ``legal`` is what it may do now."""
    open_hand = None
    contract = s.contract
    if (
        contract is not None
        and contract.ouvert
        and s.declarer is not None
        and s.phase not in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE)
    ):
        open_hand = s.hands[s.declarer]
    elif s.declarer is not None and any(isinstance(action, A.Claim) for _, action in s.history):
        # A claim lays the declarer's cards down: the defenders judge it by
        # them, and cards once shown stay known even if the claim is refused.
        open_hand = s.hands[s.declarer]
    known_skat = s.skat_seen_by.get(seat)
    if s.phase is Phase.FINISHED:
        known_skat = s.deal.skat
    known_discards: int | None = None
    if seat == s.declarer and s.picked_up and s.phase is not Phase.DISCARD:
        known_discards = s.discards
    elif seat in s.pushed_by:
        known_discards = s.pushed_by[seat]
    history: list[tuple[int, Action | HiddenDiscard]] = []
    for actor, action in s.history:
        if isinstance(action, A.Discard) and actor != seat:
            history.append((actor, HIDDEN_DISCARD))
        else:
            history.append((actor, action))
    final = None
    if s.phase is Phase.FINISHED:
        d = s.deal
        final = (d.hands[0], d.hands[1], d.hands[2], d.skat)
    hands = s.hands
    return GameView(
        seat=seat,
        rules=s.rules,
        phase=s.phase,
        to_move=s.to_move,
        hand=hands[seat],
        hand_sizes=(hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count()),
        history=tuple(history),
        bid=s.bid,
        auction_value=s.auction.value,
        declarer=s.declarer,
        contract=contract,
        picked_up=s.picked_up,
        kontra_by=s.kontra_by,
        re=s.re,
        ramsch=s.ramsch,
        pushes=s.pushes,
        trick=tuple(s.trick),
        trick_leader=s.trick_leader,
        tricks=tuple(s.tricks),
        won_points=(s.won_points[0], s.won_points[1], s.won_points[2]),
        won_tricks=(s.won_tricks[0], s.won_tricks[1], s.won_tricks[2]),
        open_hand=open_hand,
        known_skat=known_skat,
        known_discards=known_discards,
        legal=legal,
        bock=s.bock,
        result=s.result,
        final_hands=final,
    )
