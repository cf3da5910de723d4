"""A toy third game, to prove that a game plugs in through the registries alone.

"Toy" is a tiny trick game: three seats, four cards each from the twelve
aces, kings and queens; follow suit if you can, the highest card of the suit
led wins the trick (ace > king > queen), each trick is worth one point, and a
list is two deals. It implements the engine's contract
(:mod:`skat_desktop.engine.contract`) with the engine's shared actions
(``Play``) and events, and describes itself with a
:class:`~skat_desktop.engine.api.GameDescription`; nothing in the program
knows its name.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Sequence
from typing import Any

from skat_desktop.engine.actions import PLAYS, Play
from skat_desktop.engine.api import GameDescription, RecordError
from skat_desktop.engine.cards import Card
from skat_desktop.engine.errors import Illegal, WrongPhaseError
from skat_desktop.engine.events import CardPlayed, DealFinished, DealStarted, Event, TrickWon
from skat_desktop.engine.seeds import deal_seed

SEATS = 3
HAND = 4
DEALS = 2
RANKS = (5, 6, 7)  # Queen, King, Ace in the engine's rank order (7 8 9 T J Q K A)
DECK = tuple(Card(suit * 8 + rank) for suit in range(4) for rank in RANKS)
ALL = sum(1 << card for card in DECK)


class ToyReason(enum.StrEnum):
    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_A_TOY_ACTION = "not_a_toy_action"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow"


@dataclasses.dataclass(frozen=True)
class ToyResult:
    points: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class ToyView:
    seat: int
    to_move: int | None
    hand: int
    trick: tuple[Card, ...]
    legal: tuple[Play, ...]
    played_mask: int
    final_hands: tuple[int, ...] | None

    @property
    def unknown_mask(self) -> int:
        return ALL & ~(self.hand | self.played_mask)

    @property
    def shown_mask(self) -> int:
        return 0


@dataclasses.dataclass(frozen=True)
class ToyState:
    hands: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    to_move: int | None
    points: tuple[int, ...]


class ToyGame:
    """One deal of Toy."""

    def __init__(self, seed: int) -> None:
        cards = list(DECK)
        random.Random(seed).shuffle(cards)
        self.dealt = tuple(
            sum(1 << c for c in cards[s * HAND : (s + 1) * HAND]) for s in range(SEATS)
        )
        self.hands = list(self.dealt)
        self.trick: list[Card] = []
        self.leader = 0
        self.points = [0] * SEATS
        self.history: list[tuple[int, Play]] = []
        self.result: ToyResult | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def to_move(self) -> int | None:
        return None if self.finished else (self.leader + len(self.trick)) % SEATS

    def _reason(self, action: object, seat: int | None) -> ToyReason | None:
        if self.finished:
            return ToyReason.GAME_OVER
        seat = self.to_move if seat is None else seat
        if seat is None or not 0 <= seat < SEATS:
            return ToyReason.NO_SUCH_SEAT
        if not isinstance(action, Play):
            return ToyReason.NOT_A_TOY_ACTION
        if seat != self.to_move:
            return ToyReason.NOT_YOUR_TURN
        hand = self.hands[seat]
        if not hand >> action.card & 1:
            return ToyReason.NOT_IN_HAND
        if self.trick:
            suit = self.trick[0] >> 3
            holds_suit = any(hand >> (suit * 8 + r) & 1 for r in RANKS)
            if holds_suit and action.card >> 3 != suit:
                return ToyReason.MUST_FOLLOW_SUIT
        return None

    def check(self, action: object, seat: int | None = None) -> Illegal | None:
        reason = self._reason(action, seat)
        return None if reason is None else Illegal(reason, f"toy: {reason.value}")

    def legal_actions(self, seat: int | None = None) -> list[Play]:
        seat = self.to_move if seat is None else seat
        return [PLAYS[c] for c in DECK if self.check(PLAYS[c], seat) is None]

    def apply(self, action: Play, seat: int | None = None) -> tuple[Event, ...]:
        refusal = self.check(action, seat)
        if refusal is not None:
            raise refusal.error()
        mover = self.to_move
        assert mover is not None
        self.hands[mover] &= ~(1 << action.card)
        self.trick.append(action.card)
        self.history.append((mover, action))
        events: list[Event] = [CardPlayed(mover, action.card)]
        if len(self.trick) == SEATS:
            suit = self.trick[0] >> 3
            best = max(
                range(SEATS), key=lambda i: self.trick[i] & 7 if self.trick[i] >> 3 == suit else -1
            )
            winner = (self.leader + best) % SEATS
            self.points[winner] += 1
            events.append(TrickWon(winner, self.leader, tuple(self.trick), 1))
            self.trick, self.leader = [], winner
            if not any(self.hands):
                self.result = ToyResult(tuple(self.points))
                events.append(DealFinished(self.result))
        return tuple(events)

    def view(self, seat: int) -> ToyView:
        played = 0
        for s in range(SEATS):
            played |= self.dealt[s] & ~self.hands[s]
        legal = tuple(self.legal_actions(seat)) if seat == self.to_move else ()
        final = self.dealt if self.finished else None
        hand = self.hands[seat]
        return ToyView(seat, self.to_move, hand, tuple(self.trick), legal, played, final)

    def state(self) -> ToyState:
        return ToyState(
            tuple(self.hands), tuple(self.trick), self.leader, self.to_move, tuple(self.points)
        )


@dataclasses.dataclass
class ToyRecord:
    number: int
    dealer: int
    seed: int
    actions: list[tuple[int, Play]]
    result: ToyResult | None = None
    scores: tuple[int, ...] = ()


class ToySession:
    """A Toy list: two deals; the seats turn with the dealer."""

    def __init__(self, names: Sequence[str], seed: int, first_dealer: int = 0) -> None:
        if len(names) != SEATS:
            raise ValueError("Toy needs three player names")
        self.names = tuple(names)
        self.seed = seed
        self.first_dealer = first_dealer % SEATS
        self.records: list[ToyRecord] = []
        self.totals = [0] * SEATS
        self._start(self.first_dealer)

    def _start(self, dealer: int) -> None:
        seed = deal_seed(self.seed, len(self.records))
        record = ToyRecord(len(self.records) + 1, dealer, seed, [])
        self.records.append(record)
        self.current = record
        self.game = ToyGame(record.seed)

    @property
    def finished(self) -> bool:
        return len(self.records) == DEALS and self.game.finished

    def seat_of(self, player: int) -> int:
        return (player - self.current.dealer - 1) % SEATS

    def player_at(self, seat: int) -> int:
        return (self.current.dealer + 1 + seat) % SEATS

    def apply(self, action: Play, seat: int | None = None) -> tuple[Event, ...]:
        events = self.game.apply(action, seat)
        self.current.actions.append(self.game.history[-1])
        if self.game.result is not None:
            scores = [0] * SEATS
            for seat_, points in enumerate(self.game.result.points):
                scores[self.player_at(seat_)] = points
            self.current.result, self.current.scores = self.game.result, tuple(scores)
            self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        return events

    def undo_to(self, count: int) -> None:
        record = self.current
        if not 0 <= count <= len(record.actions):
            raise ValueError(f"cannot go back to {count} actions")
        if record.result is not None:
            self.totals = [t - s for t, s in zip(self.totals, record.scores, strict=True)]
            record.result, record.scores = None, ()
        kept = record.actions[:count]
        self.game = ToyGame(record.seed)
        for seat, action in kept:
            self.game.apply(action, seat)
        record.actions = list(kept)

    def next_deal(self) -> tuple[Event, ...]:
        if not self.game.finished or self.finished:
            raise WrongPhaseError("no next deal now")
        self._start((self.current.dealer + 1) % SEATS)
        return (self.started(),)

    def state(self) -> ToyState:
        return self.game.state()

    def started(self) -> DealStarted:
        players = tuple(self.player_at(s) for s in range(SEATS))
        return DealStarted(self.current.number, self.current.dealer, players)

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "deals": [[[s, str(a.card)] for s, a in r.actions] for r in self.records],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ToySession:
        try:
            session = cls(data["names"], data["seed"], data["first_dealer"])
            for number, actions in enumerate(data["deals"]):
                if number:
                    session.next_deal()
                for seat, card in actions:
                    session.apply(PLAYS[Card.parse(card)], seat)
        except (KeyError, TypeError, ValueError, WrongPhaseError) as exc:
            raise RecordError(f"not a Toy list: {exc}") from None
        return session


def _new_list(names: Sequence[str], seed: int, first_dealer: int, _rules: object) -> ToySession:
    return ToySession(names, seed, first_dealer)


TOY = GameDescription(
    name="toy",
    title="Toy",
    seats=SEATS,
    table_sizes=(SEATS,),
    hand_size=HAND,
    deal_packets=tuple((seat, HAND) for seat in range(SEATS)),
    file_suffix=".toy.json",
    new_list=_new_list,
    list_to_dict=ToySession.to_dict,  # type: ignore[arg-type]
    list_from_dict=ToySession.from_dict,
)
