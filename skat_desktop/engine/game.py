"""One deal of Skat: auction, skat, declaration, Kontra/Re, play, Ramsch, result.

``Game`` is the single source of truth. Its state is a pure function of the deal
and the action list, which is why saves, records, undo and the AI's sampled
worlds all replay actions instead of copying state. Every ``apply`` validates
fully before it changes anything, so a refused action leaves no trace.

Seats are 0 = Forehand, 1 = Middlehand, 2 = Rearhand; the session maps them to
the people at the table.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Sequence
from itertools import combinations
from typing import Final

from . import actions as A
from .actions import Action
from .bidding import BID_VALUES, Auction
from .cards import JACKS_MASK, Card, CardSet, mask_points
from .errors import (
    IllegalActionError,
    IllegalCardError,
    IllegalDeclarationError,
    IllegalDiscardError,
    NotYourTurnError,
    WrongPhaseError,
)
from .game_types import GameType
from .rules import AllPass, KontraTiming, RuleSet
from .scoring import Contract, GameResult, PlayOutcome, Reason, ResultKind, score_game, score_ramsch
from .tricks import legal_mask, winning_index


class Phase(enum.StrEnum):
    BIDDING = "bidding"
    SKAT = "skat"  # declarer: pick up or declare a hand game
    DISCARD = "discard"
    DECLARE = "declare"
    KONTRA = "kontra"  # defenders asked in turn (timing before_first_lead)
    RE = "re"  # declarer answers a Kontra
    PUSH = "push"  # Schieberamsch: push unseen, pick up, or escape to Grand Hand
    PUSH_DISCARD = "push_discard"
    PLAY = "play"
    RESPONSE = "response"  # defenders answer a claim or a concession
    FINISHED = "finished"


@dataclasses.dataclass(frozen=True)
class Deal:
    """The cards as dealt: three hands and the skat, plus the seed if random."""

    hands: tuple[int, int, int]
    skat: int
    seed: int | None = None

    def __post_init__(self) -> None:
        masks = (*self.hands, self.skat)
        if [m.bit_count() for m in masks] != [10, 10, 10, 2]:
            raise ValueError("a deal needs 10 cards per hand and 2 in the skat")
        if masks[0] | masks[1] | masks[2] | masks[3] != (1 << 32) - 1:
            raise ValueError("a deal must contain each of the 32 cards once")

    @classmethod
    def from_seed(cls, seed: int) -> Deal:
        """Shuffle with ``seed`` and deal in packets of 3, skat 2, then 4 and 3."""
        order = list(range(32))
        random.Random(seed).shuffle(order)
        hands, skat = _deal_packets(order)
        return cls(hands, skat, seed)

    @classmethod
    def from_order(cls, order: Sequence[int]) -> Deal:
        """ISS order: ten cards each for F, M, R, then the two skat cards."""
        hands = tuple(sum(1 << c for c in order[i * 10 : (i + 1) * 10]) for i in range(3))
        skat = (1 << order[30]) | (1 << order[31])
        return cls((hands[0], hands[1], hands[2]), skat)

    def order(self) -> list[Card]:
        """Cards in ISS order (each hand ascending), as records write them."""
        out: list[Card] = []
        for mask in (*self.hands, self.skat):
            out.extend(CardSet(mask))
        return out


DEAL_PACKETS: Final = (
    (0, 3),
    (1, 3),
    (2, 3),
    (-1, 2),
    (0, 4),
    (1, 4),
    (2, 4),
    (0, 3),
    (1, 3),
    (2, 3),
)
"""(seat, count) in dealing order; seat −1 is the skat. The table animates this."""


def _deal_packets(order: Sequence[int]) -> tuple[tuple[int, int, int], int]:
    hands = [0, 0, 0]
    skat = 0
    pos = 0
    for seat, count in DEAL_PACKETS:
        for card in order[pos : pos + count]:
            if seat < 0:
                skat |= 1 << card
            else:
                hands[seat] |= 1 << card
        pos += count
    return (hands[0], hands[1], hands[2]), skat


@dataclasses.dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[Card, Card, Card]
    winner: int

    @property
    def points(self) -> int:
        return sum(c.points for c in self.cards)


_BIDS: Final = {v: A.Bid(v) for v in BID_VALUES}


def _discard_options(hand: int, forbid: int = 0) -> list[A.Discard]:
    cards = [c for c in CardSet(hand) if not forbid >> c & 1]
    return [A.Discard((a, b)) for a, b in combinations(cards, 2)]


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
        self.rules = rules
        self.deal = deal
        self.bock = bock
        self.forced_ramsch = forced_ramsch
        self.hands = list(deal.hands)
        self.skat = deal.skat
        self.history: list[tuple[int, Action]] = []
        self.auction = Auction()
        self.phase = Phase.BIDDING
        self.to_move: int | None = 1
        self.declarer: int | None = None
        self.bid = 0
        self.contract: Contract | None = None
        self.picked_up = False
        self.discards = 0
        self.kontra_by: int | None = None
        self.re = False
        self._kontra_queue: list[int] = []
        self._kontra_declined: set[int] = set()
        self.trick: list[Card] = []
        self.trick_leader = 0
        self.tricks: list[Trick] = []
        self.won_points = [0, 0, 0]
        self.won_tricks = [0, 0, 0]
        self.ramsch = False
        self.pushes = 0
        self.pusher = 0
        self.skat_seen_by: dict[int, int] = {}  # seat -> skat mask it saw on pick-up
        self.pushed_by: dict[int, int] = {}  # seat -> cards it pushed on
        self._pending: A.Claim | A.Concede | None = None
        self._pending_answers: list[int] = []
        self._resume_to: int | None = None
        # Trick count at which a claim/concession was last refused: the same
        # offer may not be repeated until another trick is played, or two
        # computer players could offer and refuse for ever.
        self._refused_at: dict[str, int] = {}
        self.result: GameResult | None = None
        self._cards12 = 0
        if forced_ramsch:
            self._start_ramsch()

    # ------------------------------------------------------------------ queries
    @classmethod
    def from_seed(cls, rules: RuleSet, seed: int, **kwargs: bool) -> Game:
        return cls(rules, Deal.from_seed(seed), **kwargs)

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def cards12(self) -> int:
        """Declarer's ten dealt cards plus the original skat (for matadors)."""
        if self.declarer is None:
            return 0
        return self._cards12

    @property
    def kontra(self) -> bool:
        return self.kontra_by is not None

    @property
    def first_lead_done(self) -> bool:
        return bool(self.tricks) or bool(self.trick)

    def trump_kind(self) -> int:
        if self.ramsch:
            return GameType.RAMSCH
        if self.contract is None:
            return GameType.GRAND
        return int(self.contract.game)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action ``seat`` (default: the seat to move) may take now."""
        if seat is None:
            seat = self.to_move
        if seat is None or self.phase is Phase.FINISHED:
            return []
        out: list[Action] = []
        if seat == self.to_move:
            out.extend(self._turn_actions(seat))
        out.extend(self._out_of_turn_actions(seat))
        return out

    def _turn_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase is Phase.PLAY:
            mask = legal_mask(self.trump_kind(), self.hands[seat], self.trick)
            out: list[Action] = []
            while mask:
                low = mask & -mask
                out.append(A.PLAYS[low.bit_length() - 1])
                mask ^= low
            if self._may_kontra_in_play(seat):
                out.append(A.KONTRA)
            return out
        if phase is Phase.BIDDING:
            auction = self.auction
            if auction.can_hold():
                return [A.HOLD, A.PASS]
            if auction.stage == 3:
                return [_BIDS[18], A.PASS]
            bids: list[Action] = [_BIDS[v] for v in BID_VALUES if v > auction.value]
            return [*bids, A.PASS]
        if phase is Phase.SKAT:
            return [A.PICK_UP, *HAND_DECLARATIONS]
        if phase is Phase.DISCARD:
            return list(_discard_options(self.hands[seat]))
        if phase is Phase.DECLARE:
            return list(SKAT_DECLARATIONS)
        if phase is Phase.KONTRA:
            return [A.KONTRA, A.PASS]
        if phase is Phase.RE:
            return [A.RE, A.PASS]
        if phase is Phase.PUSH:
            out = [A.PUSH, A.PICK_UP]
            if self.rules.grand_hand_escape:
                out.extend(GRAND_HAND_DECLARATIONS)
            return out
        if phase is Phase.PUSH_DISCARD:
            forbid = 0 if self.rules.schieberamsch_jacks else JACKS_MASK
            options = _discard_options(self.hands[seat], forbid)
            return list(options) if options else list(_discard_options(self.hands[seat]))
        if phase is Phase.RESPONSE:
            return [A.ACCEPT, A.REJECT]
        return []

    def _out_of_turn_actions(self, seat: int) -> list[Action]:
        if seat != self.declarer or self.ramsch or self.contract is None:
            return []
        out: list[Action] = []
        tricks = len(self.tricks)
        if (
            self.rules.concede
            and self._refused_at.get("concede") != tricks
            and (
                self.phase is Phase.PLAY
                or (self.phase in (Phase.KONTRA, Phase.RE) and not self.first_lead_done)
            )
        ):
            out.append(A.CONCEDE)
        if (
            self.phase is Phase.PLAY
            and not self.trick
            and self.first_lead_done
            and self._refused_at.get("claim") != tricks
        ):
            out.append(A.CLAIM)
        return out

    def _may_kontra_in_play(self, seat: int) -> bool:
        rules = self.rules
        if (
            not rules.kontra
            or rules.kontra_timing is not KontraTiming.BEFORE_OWN_FIRST_CARD
            or self.ramsch
            or self.kontra_by is not None
            or seat == self.declarer
            or seat in self._kontra_declined
        ):
            return False
        return self._kontra_eligible(seat)

    def _kontra_eligible(self, seat: int) -> bool:
        if self.declarer is None or seat == self.declarer:
            return False
        # kontra_needs_bid (RULES.md §5): only a defender who bid or held may
        # say Kontra. After the Schieberamsch Grand Hand escape nobody bid, so
        # nobody may.
        if self.rules.kontra_needs_bid:
            return self.auction.spoke[seat]
        return True

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply ``action`` for ``seat`` (default: the seat to move).

        Raises a specific :class:`IllegalActionError` and changes nothing when
        the action is not allowed.
        """
        if self.phase is Phase.FINISHED:
            raise WrongPhaseError("the game is over")
        if seat is None:
            seat = self.to_move
        if seat is None or not 0 <= seat < 3:
            raise NotYourTurnError(f"no such seat: {seat}")
        if seat != self.to_move:
            if action not in self._out_of_turn_actions(seat):
                raise NotYourTurnError(f"it is not seat {seat}'s turn")
            self._apply_out_of_turn(action, seat)
        else:
            self._apply_turn(action, seat)
        self.history.append((seat, action))

    def _apply_turn(self, action: Action, seat: int) -> None:
        phase = self.phase
        if phase is Phase.PLAY:
            if isinstance(action, A.Play):
                self._play(seat, action.card)
            elif isinstance(action, A.Kontra) and self._may_kontra_in_play(seat):
                self.kontra_by = seat
                self._resume_to = seat
                self.phase, self.to_move = Phase.RE, self.declarer
            elif isinstance(action, (A.Concede, A.Claim)) and action in self._out_of_turn_actions(
                seat
            ):
                self._apply_out_of_turn(action, seat)
            else:
                raise WrongPhaseError(f"{_name(action)} is not possible now while playing")
            return
        if phase is Phase.BIDDING:
            self._apply_bidding(action, seat)
        elif phase is Phase.SKAT:
            if isinstance(action, A.PickUpSkat):
                self.hands[seat] |= self.skat
                self.skat_seen_by[seat] = self.skat
                self.skat = 0
                self.picked_up = True
                self.phase = Phase.DISCARD
            elif isinstance(action, A.Declare):
                self._declare(seat, action, hand=True)
            else:
                raise WrongPhaseError(
                    f"{_name(action)}: first pick up the skat or declare a hand game"
                )
        elif phase is Phase.DISCARD:
            if not isinstance(action, A.Discard):
                raise WrongPhaseError("discard two cards first")
            self._check_discard(seat, action, forbid_jacks=False)
            self.hands[seat] &= ~(action.cards[0].bit | action.cards[1].bit)
            self.skat = action.cards[0].bit | action.cards[1].bit
            self.discards = self.skat
            self.phase = Phase.DECLARE
        elif phase is Phase.DECLARE:
            if not isinstance(action, A.Declare):
                raise WrongPhaseError("announce a game")
            self._declare(seat, action, hand=False)
        elif phase is Phase.KONTRA:
            if isinstance(action, A.Kontra):
                self.kontra_by = seat
                self.phase, self.to_move = Phase.RE, self.declarer
            elif isinstance(action, A.Pass):
                self._kontra_declined.add(seat)
                self._next_kontra_or_play()
            elif isinstance(action, A.Concede):
                raise NotYourTurnError("only the declarer may concede")
            else:
                raise WrongPhaseError("say Kontra or pass")
        elif phase is Phase.RE:
            if isinstance(action, A.Re):
                self.re = True
            elif not isinstance(action, A.Pass):
                if isinstance(action, A.Concede) and action in self._out_of_turn_actions(seat):
                    self._apply_out_of_turn(action, seat)
                    return
                raise WrongPhaseError("say Re or pass")
            if self._resume_to is not None:
                self.phase, self.to_move = Phase.PLAY, self._resume_to
                self._resume_to = None
            else:
                self._start_play()
        elif phase is Phase.PUSH:
            self._apply_push(action, seat)
        elif phase is Phase.PUSH_DISCARD:
            if not isinstance(action, A.Discard):
                raise WrongPhaseError("push two cards on")
            self._check_discard(seat, action, forbid_jacks=not self.rules.schieberamsch_jacks)
            bits = action.cards[0].bit | action.cards[1].bit
            self.hands[seat] &= ~bits
            self.skat = bits
            self.pushed_by[seat] = bits
            self._next_pusher()
        elif phase is Phase.RESPONSE:
            self._apply_response(action, seat)

    def _apply_bidding(self, action: Action, seat: int) -> None:
        auction = self.auction
        if isinstance(action, A.Bid):
            auction.bid(seat, action.value)
        elif isinstance(action, A.Hold):
            auction.hold(seat)
        elif isinstance(action, A.Pass):
            auction.pass_(seat)
        else:
            raise WrongPhaseError(f"{_name(action)} is not possible during the auction")
        if not auction.finished:
            self.to_move = auction.to_move
            return
        if auction.declarer is not None:
            self.declarer = auction.declarer
            self.bid = auction.value
            self.phase, self.to_move = Phase.SKAT, self.declarer
            return
        if self.rules.all_pass is AllPass.RAMSCH:
            self._start_ramsch()
        elif self.rules.all_pass is AllPass.REDEAL:
            self._finish(GameResult(kind=ResultKind.REDEAL, reason=Reason.REDEAL))
        else:
            self._finish(GameResult(kind=ResultKind.PASSED_IN, reason=Reason.PASSED_IN))

    def _check_discard(self, seat: int, action: A.Discard, forbid_jacks: bool) -> None:
        a, b = action.cards
        if a == b:
            raise IllegalDiscardError("discard two different cards")
        hand = self.hands[seat]
        for card in (a, b):
            if not hand >> card & 1:
                raise IllegalDiscardError(f"{card} is not in your hand")
            if forbid_jacks and card.is_jack and (hand & ~JACKS_MASK).bit_count() >= 2:
                raise IllegalDiscardError("jacks may not be pushed on")

    def _declare(self, seat: int, action: A.Declare, hand: bool) -> None:
        game = action.game
        if game is GameType.RAMSCH:
            raise IllegalDeclarationError("Ramsch cannot be announced")
        if game is GameType.NULL:
            if action.schneider or action.schwarz:
                raise IllegalDeclarationError("Null cannot be played with Schneider or Schwarz")
        elif (action.schneider or action.schwarz or action.ouvert) and not hand:
            raise IllegalDeclarationError(
                "Schneider, Schwarz and Ouvert can only be announced in a hand game"
            )
        self.contract = Contract(game, hand, action.schneider, action.schwarz, action.ouvert)
        self.declarer = seat
        self._cards12 = self.hands[seat] | self.skat
        self._kontra_queue = []
        if self.rules.kontra and self.rules.kontra_timing is KontraTiming.BEFORE_FIRST_LEAD:
            self._kontra_queue = [s for s in range(3) if self._kontra_eligible(s)]
        self._next_kontra_or_play()

    def _next_kontra_or_play(self) -> None:
        if self._kontra_queue and self.kontra_by is None:
            self.phase, self.to_move = Phase.KONTRA, self._kontra_queue.pop(0)
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.trick_leader = 0
        self.to_move = 0

    def _start_ramsch(self) -> None:
        self.ramsch = True
        self.declarer = None
        if self.rules.schieberamsch:
            self.phase, self.to_move, self.pusher = Phase.PUSH, 0, 0
        else:
            self._start_play()

    def _apply_push(self, action: Action, seat: int) -> None:
        if isinstance(action, A.PushSkat):
            self.pushes += 1
            self._next_pusher()
        elif isinstance(action, A.PickUpSkat):
            self.hands[seat] |= self.skat
            self.skat_seen_by[seat] = self.skat
            self.skat = 0
            self.phase = Phase.PUSH_DISCARD
        elif isinstance(action, A.Declare):
            if not self.rules.grand_hand_escape or action.game is not GameType.GRAND:
                raise IllegalDeclarationError("only Grand Hand may be declared instead of Ramsch")
            self.ramsch = False
            self.pushes = 0
            self.bid = 0
            self._declare(seat, action, hand=True)
        else:
            raise WrongPhaseError("push the skat, pick it up, or declare Grand Hand")

    def _next_pusher(self) -> None:
        self.pusher += 1
        if self.pusher >= 3:
            self._start_play()
        else:
            self.phase, self.to_move = Phase.PUSH, self.pusher

    def _play(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise IllegalCardError(f"{card} is not in your hand")
        kind = self.trump_kind()
        if not legal_mask(kind, hand, self.trick) >> card & 1:
            raise IllegalCardError(f"{card} does not follow suit; you must follow {self.trick[0]}")
        if seat != self.declarer:
            self._kontra_declined.add(seat)
        self.hands[seat] = hand & ~(1 << card)
        if not self.trick:
            self.trick_leader = seat
        self.trick.append(card)
        if len(self.trick) < 3:
            self.to_move = (seat + 1) % 3
            return
        cards = (self.trick[0], self.trick[1], self.trick[2])
        winner = (self.trick_leader + winning_index(kind, cards)) % 3
        trick = Trick(self.trick_leader, cards, winner)
        self.tricks.append(trick)
        self.won_points[winner] += trick.points
        self.won_tricks[winner] += 1
        self.trick = []
        self.to_move = winner
        self.trick_leader = winner
        if self._play_decided(winner):
            self._finish_play()

    def _play_decided(self, winner: int) -> bool:
        if len(self.tricks) == 10:
            return True
        contract = self.contract
        if self.ramsch or contract is None:
            return False
        if contract.game is GameType.NULL:
            return winner == self.declarer
        return contract.schwarz and winner != self.declarer

    def _defender_tricks(self) -> int:
        return sum(self.won_tricks[s] for s in range(3) if s != self.declarer)

    def _finish_play(self, conceded: bool = False, claimed: bool = False) -> None:
        if self.ramsch:
            last_winner = self.tricks[-1].winner
            self._finish(
                score_ramsch(
                    self.rules,
                    (self.won_points[0], self.won_points[1], self.won_points[2]),
                    (self.won_tricks[0], self.won_tricks[1], self.won_tricks[2]),
                    mask_points(self.skat),
                    last_winner,
                    self.pushes,
                    self.bock,
                )
            )
            return
        assert self.declarer is not None and self.contract is not None
        declarer = self.declarer
        factor = (2 if self.kontra else 1) * (2 if self.re else 1) * (2 if self.bock else 1)
        outcome = PlayOutcome(
            card_points=self.won_points[declarer] + mask_points(self.skat),
            declarer_tricks=self.won_tricks[declarer],
            defender_tricks=self._defender_tricks(),
            declarer_won_trick=self.won_tricks[declarer] > 0,
            conceded=conceded,
            claimed=claimed,
        )
        self._finish(
            score_game(
                self.rules,
                self.contract,
                declarer,
                self.bid,
                self.cards12,
                outcome,
                factor=factor,
                kontra=self.kontra,
                re=self.re,
                bock=self.bock,
            )
        )

    def _finish(self, result: GameResult) -> None:
        self.result = result
        self.phase = Phase.FINISHED
        self.to_move = None

    def _apply_out_of_turn(self, action: Action, seat: int) -> None:
        if isinstance(action, A.Concede):
            if seat != self.declarer or not self.rules.concede:
                raise IllegalActionError("only the declarer may concede")
            if not self.first_lead_done:
                self._finish_play(conceded=True)
                return
        elif isinstance(action, A.Claim):
            if self.trick:
                raise IllegalActionError("claim between tricks, when the trick is empty")
        else:
            raise NotYourTurnError(f"it is not seat {seat}'s turn")
        self._pending = action
        self._resume_to = self.to_move
        self._pending_answers = [s for s in range(3) if s != self.declarer]
        self.phase, self.to_move = Phase.RESPONSE, self._pending_answers[0]

    def _apply_response(self, action: Action, seat: int) -> None:
        if isinstance(action, A.Reject):
            offer = "claim" if isinstance(self._pending, A.Claim) else "concede"
            self._refused_at[offer] = len(self.tricks)
            self.phase, self.to_move = Phase.PLAY, self._resume_to
            self._pending, self._resume_to = None, None
            return
        if not isinstance(action, A.Accept):
            raise WrongPhaseError("accept or reject the declarer's offer")
        self._pending_answers.pop(0)
        if self._pending_answers:
            self.to_move = self._pending_answers[0]
            return
        pending = self._pending
        self._pending = None
        if isinstance(pending, A.Concede):
            self._finish_play(conceded=True)
            return
        assert self.declarer is not None and self.contract is not None
        # Claim accepted: the declarer takes every remaining trick (Null: none).
        remaining = self.hands[0] | self.hands[1] | self.hands[2]
        if self.contract.game is not GameType.NULL:
            self.won_points[self.declarer] += mask_points(remaining)
            self.won_tricks[self.declarer] += 10 - len(self.tricks)
        self._finish_play(claimed=True)

    # ------------------------------------------------------------------ helpers
    def copy(self) -> Game:
        """Independent copy by replay (the same path a save file takes)."""
        clone = Game(self.rules, self.deal, bock=self.bock, forced_ramsch=self.forced_ramsch)
        for seat, action in self.history:
            clone.apply(action, seat)
        return clone

    def snapshot(self) -> dict[str, object]:
        """Everything observable, for comparing two games in tests and saves."""
        return {
            "phase": self.phase.value,
            "to_move": self.to_move,
            "hands": tuple(self.hands),
            "skat": self.skat,
            "declarer": self.declarer,
            "bid": self.bid,
            "contract": self.contract,
            "kontra": self.kontra_by,
            "re": self.re,
            "trick": tuple(self.trick),
            "tricks": tuple(self.tricks),
            "won_points": tuple(self.won_points),
            "pushes": self.pushes,
            "result": self.result,
            "history": tuple(self.history),
        }

    def legal_cards(self, seat: int) -> CardSet:
        """Cards ``seat`` could play now if it were its turn (for the UI)."""
        return CardSet(legal_mask(self.trump_kind(), self.hands[seat], self.trick))

    def why_illegal(self, seat: int, card: int) -> str | None:
        """A sentence code for the UI when ``card`` may not be played, else None."""
        if self.phase is not Phase.PLAY:
            return "not_playing"
        if seat != self.to_move:
            return "not_your_turn"
        if not self.hands[seat] >> card & 1:
            return "not_in_hand"
        if not legal_mask(self.trump_kind(), self.hands[seat], self.trick) >> card & 1:
            return "must_follow"
        return None

    def view(self, seat: int) -> GameView:
        from .view import make_view

        return make_view(self, seat)


def _name(action: Action) -> str:
    return type(action).__name__


# Imported late to avoid a cycle: view.py reads Game's attributes.
from .view import GameView  # noqa: E402
