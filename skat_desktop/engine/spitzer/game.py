"""One deal of Spitzer: the declaration round, eight tricks, the score.

``SpitzerGame`` is the single source of truth for a deal, built like Skat's
``Game``: its state is a pure function of the deal and the action list (saves,
undo and the AI's sampled worlds replay actions), ``apply`` validates fully
before it changes anything and returns the events of what happened, and
``view(seat)`` gives a seat exactly what it may know.

Seats are 0..3 from the dealer's left (3 is the dealer): seat 0 declares first
and leads the first trick.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Final

from ..actions import PLAYS, Play
from ..cards import Card, CardSet
from ..errors import Illegal
from ..events import CardPlayed, DealFinished, Event, TrickWon
from .actions import (
    PASS,
    SCHNEIDER,
    ZOLAS,
    CallPartner,
    Declaration,
    DeclareSchneider,
    DeclareZola,
    Pass,
    SpitzerAction,
)
from .cards import (
    ACES,
    BIG_QUEEN,
    FAIL_SUITS,
    GROUP,
    GROUP_MASK,
    LITTLE_QUEEN,
    POINTS,
    TRUMPS_MASK,
    legal_mask,
    winning_index,
)
from .deal import HAND_SIZE, SEATS, SpitzerDeal
from .errors import SpitzerReason
from .events import Declared, PartnerRevealed, Passed, PlayBegins, Side
from .scoring import Column, Contract, column_for, score_value, scored_column, seat_scores
from .sides import Knowledge, contract_of, declaring_side, infer_sides

_KEY_CARDS: Final = (BIG_QUEEN, LITTLE_QUEEN)
_DECLARATION_TYPES: Final = (CallPartner, DeclareZola, DeclareSchneider)


class Phase(enum.StrEnum):
    DECLARE = "declare"
    PLAY = "play"
    FINISHED = "finished"


@dataclasses.dataclass(frozen=True)
class SpitzerTrick:
    """A complete trick: four cards in play order, the first led by ``leader``."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    @property
    def points(self) -> int:
        return sum(POINTS[c] for c in self.cards)

    def seats(self) -> tuple[int, ...]:
        """Who played each card, in play order."""
        return tuple((self.leader + i) % SEATS for i in range(len(self.cards)))


@dataclasses.dataclass(frozen=True)
class SpitzerResult:
    """How a deal ended and what each seat scores."""

    contract: Contract
    declarer: int | None
    """Who declared (None: nothing was declared)."""
    declaration: Declaration | None
    side: tuple[int, ...]
    """The declaring side's seats (the Big Queen's side when nothing was declared)."""
    side_points: int
    side_tricks: int
    big_queen_on_side: bool
    column: Column
    """The column scored (a "—" cell is scored as 0–30)."""
    value: int
    """The table value: positive, each member scores it; negative, each opponent."""
    scores: tuple[int, int, int, int]
    """What each seat scores in this deal (never negative)."""

    @property
    def won(self) -> bool:
        return self.value > 0


def callable_aces(hand: int) -> tuple[Card, ...]:
    """The fail aces the holder of both queens may call with ``hand`` (RULES.md §13).

    An ace he does not hold, of a suit he holds a card of; if there is none, an
    ace he does not hold of a suit he is void in. Empty when he holds all three
    (then he may call "first trick").

    >>> [str(c) for c in callable_aces(CardSet.parse("CQ.SQ.HA.H7.S9.CA").mask)]
    ['SA']
    >>> [str(c) for c in callable_aces(CardSet.parse("CQ.SQ.HA.H7.DA.CA").mask)]
    ['SA']
    """
    missing = [s for s in FAIL_SUITS if not hand >> ACES[s] & 1]
    with_cards = [ACES[s] for s in missing if hand & GROUP_MASK[s]]
    return tuple(with_cards) if with_cards else tuple(ACES[s] for s in missing)


class SpitzerGame:
    """A single deal. Create, then ``apply`` actions."""

    def __init__(self, deal: SpitzerDeal) -> None:
        self.deal = deal
        self.hands = list(deal.hands)
        self.history: list[tuple[int, SpitzerAction]] = []
        self.phase = Phase.DECLARE
        self.to_move: int | None = 0
        self.declarations: list[tuple[int, Declaration | None]] = []
        """Each seat's turn in the declaration round (None: passed)."""
        self.declarer: int | None = None
        self.declaration: Declaration | None = None
        self.contract: Contract | None = None
        """Set when play begins (the truth, which a silent Sneaker hides from others)."""
        self.called_ace: Card | None = None
        self.ace_holder: int | None = None
        self.duty_lapsed = False
        """The called ace's holder led its suit with another card: no more duties."""
        self.partner: int | None = None
        """The "first trick" partner, once a trick is won by someone but the caller."""
        self.side: frozenset[int] = frozenset()
        self.trick: list[Card] = []
        self.trick_leader = 0
        self.tricks: list[SpitzerTrick] = []
        self.won_points = [0] * SEATS
        self.won_tricks = [0] * SEATS
        self.result: SpitzerResult | None = None
        self.public = infer_sides(self, None)
        """What the whole table knows about the sides (kept current by ``apply``)."""

    @classmethod
    def from_seed(cls, seed: int) -> SpitzerGame:
        return cls(SpitzerDeal.from_seed(seed))

    @classmethod
    def replay(cls, deal: SpitzerDeal, actions: list[tuple[int, SpitzerAction]]) -> SpitzerGame:
        """Rebuild a deal from its action list (undo, saves, sampled worlds)."""
        game = cls(deal)
        for seat, action in actions:
            game.apply(action, seat)
        return game

    # ------------------------------------------------------------------ queries
    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def last_trick(self) -> SpitzerTrick | None:
        return self.tricks[-1] if self.tricks else None

    def duty_ace(self, seat: int) -> Card | None:
        """The called ace if ``seat`` holds it and its duties still hold."""
        ace = self.called_ace
        if ace is None or self.duty_lapsed or seat != self.ace_holder:
            return None
        return ace if self.hands[seat] >> ace & 1 else None

    def declaration_options(self, seat: int) -> list[SpitzerAction]:
        """Every declaration ``seat``'s hand allows (whether or not it is its turn)."""
        hand = self.hands[seat]
        out: list[SpitzerAction] = [PASS]
        if hand >> BIG_QUEEN & 1 and hand >> LITTLE_QUEEN & 1:
            aces: tuple[Card | None, ...] = callable_aces(hand) or (None,)
            for schneider in (False, True):
                out.extend(CallPartner(ace, schneider) for ace in aces)
        else:
            out.append(SCHNEIDER)
        out.extend(ZOLAS)
        return out

    def legal_actions(self, seat: int | None = None) -> list[SpitzerAction]:
        """Every action ``seat`` (default: the seat to move) may take now."""
        if seat is None:
            seat = self.to_move
        if seat is None or seat != self.to_move:
            return []
        if self.phase is Phase.DECLARE:
            return self.declaration_options(seat)
        lead = self.trick[0] if self.trick else None
        mask = legal_mask(self.hands[seat], lead, self.duty_ace(seat))
        return [PLAYS[card] for card in CardSet(mask)]

    def legal_cards(self, seat: int) -> CardSet:
        """Cards ``seat`` could play now if it were its turn (for the UI)."""
        if self.phase is not Phase.PLAY:
            return CardSet()
        lead = self.trick[0] if self.trick else None
        return CardSet(legal_mask(self.hands[seat], lead, self.duty_ace(seat)))

    def check(self, action: object, seat: int | None = None) -> Illegal | None:
        """Why ``action`` by ``seat`` (default: the seat to move) is refused, or None.

        Checked step by step, independently of :meth:`legal_actions`, so tests
        can hold the two against each other.
        """
        reason = self._reason(action, seat)
        if reason is None:
            return None
        return Illegal(reason, f"{_MESSAGES[reason]} ({action!r}, seat {seat})")

    def _reason(self, action: object, seat: int | None) -> SpitzerReason | None:
        if self.phase is Phase.FINISHED:
            return SpitzerReason.GAME_OVER
        if seat is None:
            seat = self.to_move
        if seat is None or not 0 <= seat < SEATS:
            return SpitzerReason.NO_SUCH_SEAT
        if not isinstance(action, (Pass, Play, *_DECLARATION_TYPES)):
            return SpitzerReason.NOT_A_SPITZER_ACTION
        if seat != self.to_move:
            return SpitzerReason.NOT_YOUR_TURN
        hand = self.hands[seat]
        if self.phase is Phase.DECLARE:
            if isinstance(action, Play):
                return SpitzerReason.WRONG_PHASE
            return _declaration_problem(action, hand)
        if not isinstance(action, Play):
            return SpitzerReason.WRONG_PHASE
        return self._card_problem(seat, action.card, hand)

    def _card_problem(self, seat: int, card: Card, hand: int) -> SpitzerReason | None:
        if not hand >> card & 1:
            return SpitzerReason.NOT_IN_HAND
        if not self.trick:
            return None
        led = GROUP[self.trick[0]]
        duty = self.duty_ace(seat)
        if duty is not None and GROUP[duty] == led and card != duty:
            return SpitzerReason.CALLED_ACE_MUST_BE_PLAYED
        if hand & GROUP_MASK[led]:
            return None if GROUP[card] == led else SpitzerReason.MUST_FOLLOW_SUIT
        if hand & TRUMPS_MASK and not TRUMPS_MASK >> card & 1:
            return SpitzerReason.MUST_TRUMP
        if card == duty and hand != 1 << card:
            return SpitzerReason.CALLED_ACE_MAY_NOT_BE_THROWN
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action: SpitzerAction, seat: int | None = None) -> tuple[Event, ...]:
        """Apply ``action`` for ``seat`` (default: the seat to move); return its events.

        Raises :class:`IllegalSpitzerActionError` (with the reason) and changes
        nothing when the action is not allowed.
        """
        refusal = self.check(action, seat)
        if refusal is not None:
            raise refusal.error()
        assert self.to_move is not None
        seat = self.to_move
        events: list[Event] = []
        tail: list[Event] = []
        informative = True
        if isinstance(action, Play):
            informative = self._play(seat, action.card, events)
        elif isinstance(action, Pass):
            self.declarations.append((seat, None))
            events.append(Passed(seat))
            if seat == SEATS - 1:
                self._start_play(tail)
            else:
                self.to_move = seat + 1
        else:
            self.declarations.append((seat, action))
            self.declarer, self.declaration = seat, action
            events.append(Declared(seat, action))
            self._start_play(tail)
        self.history.append((seat, action))
        if self.phase is Phase.FINISHED:
            assert self.result is not None
            tail.append(DealFinished(self.result))
        if informative:
            events.extend(self._reveal())
        return (*events, *tail)

    def _start_play(self, events: list[Event]) -> None:
        deal = self.deal
        big, little = deal.holder(BIG_QUEEN), deal.holder(LITTLE_QUEEN)
        self.contract = contract_of(self.declaration, big == little)
        if isinstance(self.declaration, CallPartner) and self.declaration.ace is not None:
            self.called_ace = self.declaration.ace
            self.ace_holder = deal.holder(self.called_ace)
        self.side = declaring_side(
            self.declarer, self.declaration, big, little, self.ace_holder, None
        )
        self.phase, self.to_move, self.trick_leader = Phase.PLAY, 0, 0
        events.append(PlayBegins(0))

    def _play(self, seat: int, card: Card, events: list[Event]) -> bool:
        """Play a checked card; True when the play may have shown something about sides."""
        lead = self.trick[0] if self.trick else None
        informative = card in _KEY_CARDS or card == self.called_ace
        duty = self.duty_ace(seat)
        called_suit = GROUP[self.called_ace] if self.called_ace is not None else None
        if lead is None:
            self.trick_leader = seat
            if duty is not None and GROUP[card] == called_suit:
                # Its holder led the suit: with another card the duty lapses.
                self.duty_lapsed = card != duty
        elif GROUP[card] != GROUP[lead] or GROUP[lead] == called_suit:
            informative = True
        self.hands[seat] &= ~(1 << card)
        # Few cards left: "who can still hold a queen" may now follow from hand sizes.
        informative = informative or self.hands[seat].bit_count() < 3
        self.trick.append(card)
        events.append(CardPlayed(seat, card))
        if len(self.trick) < SEATS:
            self.to_move = (seat + 1) % SEATS
            return informative
        cards = tuple(self.trick)
        winner = (self.trick_leader + winning_index(cards)) % SEATS
        trick = SpitzerTrick(self.trick_leader, cards, winner)
        self.tricks.append(trick)
        self.won_points[winner] += trick.points
        self.won_tricks[winner] += 1
        self.trick = []
        self.to_move = self.trick_leader = winner
        events.append(TrickWon(winner, trick.leader, cards, trick.points))
        declaration = self.declaration
        if (
            isinstance(declaration, CallPartner)
            and declaration.ace is None
            and self.partner is None
            and winner != self.declarer
        ):
            self.partner = winner
            self.side = self.side | {winner}
            informative = True
        if len(self.tricks) == HAND_SIZE:
            self._finish()
            informative = True
        return informative

    def _finish(self) -> None:
        assert self.contract is not None
        side = self.side
        points = sum(self.won_points[s] for s in side)
        tricks = sum(self.won_tricks[s] for s in side)
        big_queen_on_side = self.deal.holder(BIG_QUEEN) in side
        column = scored_column(self.contract, column_for(points, tricks, big_queen_on_side))
        value = score_value(self.contract, column)
        s0, s1, s2, s3 = seat_scores(value, side)
        self.result = SpitzerResult(
            contract=self.contract,
            declarer=self.declarer,
            declaration=self.declaration,
            side=tuple(sorted(side)),
            side_points=points,
            side_tricks=tricks,
            big_queen_on_side=big_queen_on_side,
            column=column,
            value=value,
            scores=(s0, s1, s2, s3),
        )
        self.phase, self.to_move = Phase.FINISHED, None

    def _reveal(self) -> list[Event]:
        before = self.public.sides
        if None not in before and self.public.contract is not None:
            return []  # everything is public already
        self.public = infer_sides(self, None)
        return [
            PartnerRevealed(seat, side)
            for seat, side in enumerate(self.public.sides)
            if side is not None and before[seat] is None
        ]

    # ------------------------------------------------------------------ views
    def knowledge(self, seat: int | None) -> Knowledge:
        """What ``seat`` (None: the whole table) can tell about the sides now."""
        return self.public if seat is None else infer_sides(self, seat)

    def copy(self) -> SpitzerGame:
        """Independent copy by replay (the same path a save file takes)."""
        return SpitzerGame.replay(self.deal, self.history)

    def view(self, seat: int) -> SpitzerView:
        from .view import make_view

        return make_view(self, seat)

    def state(self) -> SpitzerState:
        from .view import make_state

        return make_state(self)


def _declaration_problem(action: SpitzerAction, hand: int) -> SpitzerReason | None:
    both = bool(hand >> BIG_QUEEN & 1 and hand >> LITTLE_QUEEN & 1)
    if isinstance(action, (Pass, DeclareZola)):
        return None
    if isinstance(action, DeclareSchneider):
        return SpitzerReason.SCHNEIDER_NEEDS_CALL if both else None
    assert isinstance(action, CallPartner)
    if not both:
        return SpitzerReason.NEEDS_BOTH_QUEENS
    holds_all_aces = all(hand >> ACES[s] & 1 for s in FAIL_SUITS)
    if action.ace is None:
        return None if holds_all_aces else SpitzerReason.FIRST_TRICK_NEEDS_ALL_ACES
    if hand >> action.ace & 1:
        return SpitzerReason.ACE_IN_OWN_HAND
    if not hand & GROUP_MASK[GROUP[action.ace]] and any(
        hand & GROUP_MASK[s] and not hand >> ACES[s] & 1 for s in FAIL_SUITS
    ):
        return SpitzerReason.ACE_SUIT_NOT_HELD
    return None


_MESSAGES: Final = {
    SpitzerReason.GAME_OVER: "the deal is over",
    SpitzerReason.NO_SUCH_SEAT: "there is no such seat",
    SpitzerReason.NOT_YOUR_TURN: "it is not this seat's turn",
    SpitzerReason.NOT_A_SPITZER_ACTION: "that is not a Spitzer action",
    SpitzerReason.WRONG_PHASE: "that action belongs to another part of the deal",
    SpitzerReason.NOT_IN_HAND: "that card is not in the hand",
    SpitzerReason.MUST_FOLLOW_SUIT: "you must follow suit",
    SpitzerReason.MUST_TRUMP: "you are void in the led suit and must play a trump",
    SpitzerReason.CALLED_ACE_MUST_BE_PLAYED: "the called ace must be played when its suit is led",
    SpitzerReason.CALLED_ACE_MAY_NOT_BE_THROWN: "the called ace may not be thrown on another suit",
    SpitzerReason.NEEDS_BOTH_QUEENS: "only the holder of both queens calls a partner",
    SpitzerReason.ACE_IN_OWN_HAND: "you cannot call an ace you hold",
    SpitzerReason.ACE_SUIT_NOT_HELD: "call the ace of a suit you hold a card of",
    SpitzerReason.FIRST_TRICK_NEEDS_ALL_ACES: "'first trick' needs all three fail aces",
    SpitzerReason.SCHNEIDER_NEEDS_CALL: "with both queens, announce Schneider with a partner call",
}


# Imported late to avoid a cycle: view.py reads SpitzerGame's attributes.
from .view import SpitzerState, SpitzerView  # noqa: E402

__all__ = [
    "Phase",
    "Side",
    "SpitzerGame",
    "SpitzerResult",
    "SpitzerState",
    "SpitzerTrick",
    "SpitzerView",
    "callable_aces",
]
