"""One deal of Skat: auction, skat, declaration, Kontra/Re, play, Ramsch, result.

``Game`` is the single source of truth. Its state is a pure function of the deal
and the action list, which is why saves, records, undo and the AI's sampled
worlds all replay actions instead of copying state.

Three questions have one answer each:

* ``check(action, seat)`` — is it legal, and if not, why (an
  :class:`~..errors.IllegalReason`). ``apply`` raises with that reason,
  ``legal_actions`` lists exactly the actions it accepts, and the table's
  message for a card is that reason.
* ``apply(action, seat)`` — what happened, as a tuple of events
  (:mod:`.events`, :mod:`.skat_events`). A refused action leaves no trace.
* ``state()`` / ``view(seat)`` — a frozen picture for the table
  (:class:`~.table_state.TableState`) or what one seat may know
  (:class:`~.view.GameView`).

Each phase has one handler (check, legal actions, apply) in its own module; the
table :data:`PHASES` dispatches to them. Seats are 0 = Forehand, 1 = Middlehand,
2 = Rearhand; the session maps them to the people at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Final, NamedTuple

from .. import actions as A
from ..actions import Action
from ..cards import Card, CardSet
from ..errors import Illegal, IllegalReason
from ..events import Event
from . import phase_auction, phase_declare, phase_play, phase_ramsch
from .bidding import Auction
from .deal import DEAL_PACKETS, Deal, Trick, _deal_packets
from .deal_state import DealState, wrong_phase
from .phase import Phase
from .phase_declare import GRAND_HAND_DECLARATIONS, HAND_DECLARATIONS, SKAT_DECLARATIONS
from .rules import RuleSet
from .scoring import Contract, GameResult, PlayOutcome
from .skat_events import PhaseChanged
from .table_state import TableState, make_state
from .tricks import legal_mask
from .view import GameView, make_view

__all__ = [
    "DEAL_PACKETS",
    "GRAND_HAND_DECLARATIONS",
    "HAND_DECLARATIONS",
    "PHASES",
    "SKAT_DECLARATIONS",
    "Deal",
    "Game",
    "Phase",
    "PhaseHandler",
    "Trick",
    "_deal_packets",
]


class PhaseHandler(NamedTuple):
    """The rules of one phase, for the seat to move."""

    legal: Callable[[DealState, int], list[Action]]
    check: Callable[[DealState, Action, int], Illegal | None]
    apply: Callable[[DealState, Action, int], None]
    """Changes the state; called only after ``check`` said the action is legal."""


_HANDLERS: Final[dict[Phase, PhaseHandler]] = {
    Phase.BIDDING: PhaseHandler(phase_auction.legal, phase_auction.check, phase_auction.apply),
    Phase.SKAT: PhaseHandler(
        phase_declare.legal_skat, phase_declare.check_skat, phase_declare.apply_skat
    ),
    Phase.DISCARD: PhaseHandler(
        phase_declare.legal_discard,
        phase_declare.check_discard_phase,
        phase_declare.apply_discard,
    ),
    Phase.DECLARE: PhaseHandler(
        phase_declare.legal_declare, phase_declare.check_declare, phase_declare.apply_declare
    ),
    Phase.KONTRA: PhaseHandler(
        phase_declare.legal_kontra, phase_declare.check_kontra, phase_declare.apply_kontra
    ),
    Phase.RE: PhaseHandler(phase_declare.legal_re, phase_declare.check_re, phase_declare.apply_re),
    Phase.PUSH: PhaseHandler(
        phase_ramsch.legal_push, phase_ramsch.check_push, phase_ramsch.apply_push
    ),
    Phase.PUSH_DISCARD: PhaseHandler(
        phase_ramsch.legal_push_discard,
        phase_ramsch.check_push_discard,
        phase_ramsch.apply_push_discard,
    ),
    Phase.PLAY: PhaseHandler(phase_play.legal_play, phase_play.check_play, phase_play.apply_play),
    Phase.RESPONSE: PhaseHandler(
        phase_play.legal_response, phase_play.check_response, phase_play.apply_response
    ),
}
PHASES: Final[Mapping[Phase, PhaseHandler]] = MappingProxyType(_HANDLERS)
"""One handler per phase (FINISHED has none: nothing is legal then)."""

_PHASE_CHANGED: Final = {phase: PhaseChanged(phase) for phase in Phase}
_GAME_OVER: Final = Illegal(IllegalReason.GAME_OVER, "the game is over")


class Game:
    """A single deal under a rule set. Create, then ``apply`` actions."""

    def __init__(
        self,
        rules: RuleSet,
        deal: Deal,
        *,
        bock: bool = False,
        forced_ramsch: bool = False,
    ) -> None:
        self._s = DealState.new(rules, deal, bock, forced_ramsch)
        if forced_ramsch:
            phase_ramsch.start_ramsch(self._s)

    @classmethod
    def from_seed(cls, rules: RuleSet, seed: int, **kwargs: bool) -> Game:
        return cls(rules, Deal.from_seed(seed), **kwargs)

    # ------------------------------------------------------------------ rules
    def check(self, action: Action, seat: int | None = None) -> Illegal | None:
        """Why ``seat`` (default: the seat to move) may not take ``action`` now;
        None when it may. The one place legality is decided."""
        s = self._s
        phase = s.phase
        if phase is Phase.FINISHED:
            return _GAME_OVER
        if seat is None:
            seat = s.to_move
        if seat is None or not 0 <= seat < 3:
            return Illegal(IllegalReason.NO_SUCH_SEAT, f"no such seat: {seat}")
        kind = type(action)
        if kind is A.Play:
            if phase is not Phase.PLAY:
                # Said before the turn: "cards are not played now" is the more
                # useful answer to a card clicked during the auction.
                return wrong_phase(phase, action, IllegalReason.NOT_PLAYING)
        elif (kind is A.Concede or kind is A.Claim) and phase_play.is_offer_position(s):
            return phase_play.check_offer(s, action, seat)  # type: ignore[arg-type]
        if seat != s.to_move:
            return Illegal(IllegalReason.NOT_YOUR_TURN, f"it is not seat {seat}'s turn")
        return _HANDLERS[phase].check(s, action, seat)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action ``seat`` (default: the seat to move) may take now:
        exactly those :meth:`check` accepts."""
        s = self._s
        if seat is None:
            seat = s.to_move
        if seat is None or s.phase is Phase.FINISHED:
            return []
        out = _HANDLERS[s.phase].legal(s, seat) if seat == s.to_move else []
        if seat == s.declarer and phase_play.is_offer_position(s):
            out.extend(phase_play.offer_actions(s, seat))
        return out

    def apply(self, action: Action, seat: int | None = None) -> tuple[Event, ...]:
        """Apply ``action`` for ``seat`` (default: the seat to move) and return
        what happened, in order.

        Raises a specific :class:`~.errors.IllegalActionError` carrying the
        :meth:`check` reason, and changes nothing, when the action is not allowed.
        """
        s = self._s
        if seat is None:
            seat = s.to_move
        refusal = self.check(action, seat)
        if refusal is not None:
            raise refusal.error()
        assert seat is not None
        before = s.phase
        events: list[Event] = []
        s.events = events
        kind = type(action)
        if kind is A.Concede or kind is A.Claim:
            phase_play.apply_offer(s, action, seat)  # type: ignore[arg-type]
        else:
            _HANDLERS[before].apply(s, action, seat)
        s.history.append((seat, action))
        after = s.phase
        if after is not before and after is not Phase.FINISHED:
            events.append(_PHASE_CHANGED[after])
        return tuple(events)

    def legal_cards(self, seat: int) -> CardSet:
        """Cards ``seat`` could play now if it were its turn (for the UI)."""
        s = self._s
        return CardSet(legal_mask(s.trump_kind(), s.hands[seat], s.trick))

    def trump_kind(self) -> int:
        return self._s.trump_kind()

    # ------------------------------------------------------------------ pictures
    def state(
        self, dealer: int | None = None, seat_players: tuple[int, ...] | None = None
    ) -> TableState:
        """A frozen snapshot for the table (``Session.state`` fills in the seats)."""
        return make_state(self._s, dealer, seat_players)

    def view(self, seat: int) -> GameView:
        """What ``seat`` may know: the only window computer players get."""
        return make_view(self._s, seat, tuple(self.legal_actions(seat)))

    def copy(self) -> Game:
        """Independent copy by replay (the same path a save file takes)."""
        s = self._s
        clone = Game(s.rules, s.deal, bock=s.bock, forced_ramsch=s.forced_ramsch)
        for seat, action in s.history:
            clone.apply(action, seat)
        return clone

    def snapshot(self) -> dict[str, object]:
        """Everything observable, for comparing two games in tests and saves."""
        s = self._s
        return {
            "phase": s.phase.value,
            "to_move": s.to_move,
            "hands": tuple(s.hands),
            "skat": s.skat,
            "declarer": s.declarer,
            "bid": s.bid,
            "contract": s.contract,
            "kontra": s.kontra_by,
            "re": s.re,
            "trick": tuple(s.trick),
            "tricks": tuple(s.tricks),
            "won_points": tuple(s.won_points),
            "pushes": s.pushes,
            "result": s.result,
            "history": tuple(s.history),
        }

    # ------------------------------------------------------------------ read-only facts
    # Kept for the AI, the records, the current table and the tests, which read
    # them today; new code reads ``state()`` or ``view(seat)``.
    @property
    def rules(self) -> RuleSet:
        return self._s.rules

    @property
    def deal(self) -> Deal:
        return self._s.deal

    @property
    def bock(self) -> bool:
        return self._s.bock

    @property
    def forced_ramsch(self) -> bool:
        return self._s.forced_ramsch

    @property
    def phase(self) -> Phase:
        return self._s.phase

    @property
    def to_move(self) -> int | None:
        return self._s.to_move

    @property
    def finished(self) -> bool:
        return self._s.phase is Phase.FINISHED

    @property
    def hands(self) -> tuple[int, int, int]:
        h = self._s.hands
        return (h[0], h[1], h[2])

    @property
    def skat(self) -> int:
        return self._s.skat

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        return tuple(self._s.history)

    @property
    def auction(self) -> Auction:
        """A copy of the auction (changing it changes nothing)."""
        return self._s.auction.copy()

    @property
    def declarer(self) -> int | None:
        return self._s.declarer

    @property
    def bid(self) -> int:
        return self._s.bid

    @property
    def contract(self) -> Contract | None:
        return self._s.contract

    @property
    def picked_up(self) -> bool:
        return self._s.picked_up

    @property
    def discards(self) -> int:
        return self._s.discards

    @property
    def kontra_by(self) -> int | None:
        return self._s.kontra_by

    @property
    def kontra(self) -> bool:
        return self._s.kontra_by is not None

    @property
    def re(self) -> bool:
        return self._s.re

    @property
    def trick(self) -> tuple[Card, ...]:
        return tuple(self._s.trick)

    @property
    def trick_leader(self) -> int:
        return self._s.trick_leader

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return tuple(self._s.tricks)

    @property
    def first_lead_done(self) -> bool:
        return self._s.first_lead_done

    @property
    def won_points(self) -> tuple[int, int, int]:
        w = self._s.won_points
        return (w[0], w[1], w[2])

    @property
    def won_tricks(self) -> tuple[int, int, int]:
        w = self._s.won_tricks
        return (w[0], w[1], w[2])

    @property
    def ramsch(self) -> bool:
        return self._s.ramsch

    @property
    def pushes(self) -> int:
        return self._s.pushes

    @property
    def skat_seen_by(self) -> Mapping[int, int]:
        return MappingProxyType(self._s.skat_seen_by)

    @property
    def pushed_by(self) -> Mapping[int, int]:
        return MappingProxyType(self._s.pushed_by)

    @property
    def result(self) -> GameResult | None:
        return self._s.result

    def score_if(self, outcome: PlayOutcome) -> GameResult:
        """What the declared game would score if its play ended with ``outcome``
        (the lessons weigh a choice by the outcomes still reachable)."""
        if self._s.contract is None or self._s.ramsch:
            raise ValueError("no declared game to score")
        return phase_play.score_declarer_game(self._s, outcome)

    @property
    def cards12(self) -> int:
        """Declarer's ten dealt cards plus the original skat (for matadors)."""
        s = self._s
        return 0 if s.declarer is None else s.cards12
