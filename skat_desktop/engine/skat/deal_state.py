"""The mutable state of one deal, and the few steps every phase shares.

``Game`` owns one :class:`DealState` privately; the phase modules
(:mod:`.phase_auction`, :mod:`.phase_declare`, :mod:`.phase_ramsch`,
:mod:`.phase_play`) change it, and only after ``Game.check`` has said the action
is legal. Nothing outside the engine sees this object: the model and the table
read a frozen :class:`~.table_state.TableState`, computer players a
:class:`~.view.GameView`.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from .. import actions as A
from ..actions import Action
from ..cards import Card
from ..errors import Illegal, IllegalReason
from ..events import DealFinished, Event
from .bidding import Auction
from .deal import Deal, Trick
from .game_types import GameType
from .phase import Phase
from .rules import RuleSet
from .scoring import Contract, GameResult


@dataclasses.dataclass(slots=True, eq=False)
class DealState:
    """Everything that changes during a deal (a pure function of deal + actions)."""

    rules: RuleSet
    deal: Deal
    bock: bool
    forced_ramsch: bool
    hands: list[int]
    skat: int
    history: list[tuple[int, Action]] = dataclasses.field(default_factory=list)
    auction: Auction = dataclasses.field(default_factory=Auction)
    phase: Phase = Phase.BIDDING
    to_move: int | None = 1
    declarer: int | None = None
    bid: int = 0
    contract: Contract | None = None
    picked_up: bool = False
    discards: int = 0
    kontra_by: int | None = None
    re: bool = False
    kontra_queue: list[int] = dataclasses.field(default_factory=list)
    kontra_declined: set[int] = dataclasses.field(default_factory=set)
    trick: list[Card] = dataclasses.field(default_factory=list)
    trick_leader: int = 0
    tricks: list[Trick] = dataclasses.field(default_factory=list)
    won_points: list[int] = dataclasses.field(default_factory=lambda: [0, 0, 0])
    won_tricks: list[int] = dataclasses.field(default_factory=lambda: [0, 0, 0])
    ramsch: bool = False
    pushes: int = 0
    pusher: int = 0
    skat_seen_by: dict[int, int] = dataclasses.field(default_factory=dict)
    """Seat → the skat it saw when it picked it up."""
    pushed_by: dict[int, int] = dataclasses.field(default_factory=dict)
    """Seat → the two cards it pushed on (Schieberamsch)."""
    pending: A.Claim | A.Concede | None = None
    pending_answers: list[int] = dataclasses.field(default_factory=list)
    resume_to: int | None = None
    refused_at: dict[str, int] = dataclasses.field(default_factory=dict)
    """Trick count at which a claim/concession was last refused: the same offer
    may not be repeated until another trick is played, or two computer players
    could offer and refuse for ever."""
    result: GameResult | None = None
    cards12: int = 0
    """Declarer's ten dealt cards plus the original skat (for matadors)."""
    events: list[Event] = dataclasses.field(default_factory=list, repr=False)
    """What the action being applied produced so far (``Game.apply`` returns it)."""

    @classmethod
    def new(cls, rules: RuleSet, deal: Deal, bock: bool, forced_ramsch: bool) -> DealState:
        return cls(rules, deal, bock, forced_ramsch, list(deal.hands), deal.skat)

    @property
    def first_lead_done(self) -> bool:
        return bool(self.tricks) or bool(self.trick)

    def trump_kind(self) -> int:
        if self.ramsch:
            return GameType.RAMSCH
        if self.contract is None:
            return GameType.GRAND
        return int(self.contract.game)


def start_play(s: DealState) -> None:
    s.phase = Phase.PLAY
    s.trick_leader = 0
    s.to_move = 0


def finish(s: DealState, result: GameResult) -> None:
    s.result = result
    s.phase = Phase.FINISHED
    s.to_move = None
    s.events.append(DealFinished(result))


_EXPECTED: Final = {
    Phase.BIDDING: "{name} is not possible during the auction",
    Phase.SKAT: "{name}: first pick up the skat or declare a hand game",
    Phase.DISCARD: "discard two cards first",
    Phase.DECLARE: "announce a game",
    Phase.KONTRA: "say Kontra or pass",
    Phase.RE: "say Re or pass",
    Phase.PUSH: "push the skat, pick it up, or declare Grand Hand",
    Phase.PUSH_DISCARD: "push two cards on",
    Phase.PLAY: "{name} is not possible now while playing",
    Phase.RESPONSE: "accept or reject the declarer's offer",
    Phase.FINISHED: "the game is over",
}


_WRONG_PHASE: dict[tuple[Phase, type, IllegalReason], Illegal] = {}


def wrong_phase(
    phase: Phase, action: Action, reason: IllegalReason = IllegalReason.WRONG_PHASE
) -> Illegal:
    """The refusal of an action that does not belong to ``phase``, saying what does.

    Made once per (phase, action type, reason): ``legal_actions`` asks about
    claims and concessions at every step of every replay.
    """
    key = (phase, type(action), reason)
    refusal = _WRONG_PHASE.get(key)
    if refusal is None:
        refusal = Illegal(reason, _EXPECTED[phase].format(name=type(action).__name__))
        _WRONG_PHASE[key] = refusal
    return refusal
