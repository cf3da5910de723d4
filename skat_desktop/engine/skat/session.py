"""A session (a Skatliste): deals in turn, dealer rotation, Bock and Ramsch
rounds, and the three scoring systems of RULES.md §11.

Players are table positions 0..n−1 (n = 3 or 4). Each deal's game seats are
0 = Forehand (left of the dealer), 1 = Middlehand, 2 = Rearhand; at four the
dealer sits out. The session is rebuilt from its seed and the action list of
each deal, exactly like a single game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from ..actions import Action
from ..errors import WrongPhaseError
from ..events import DealStarted, Event
from ..list_body import actions_to_undo
from ..seeds import deal_seed
from .game import Deal, Game
from .game_types import GameType
from .list_scores import list_points
from .rules import BockTrigger, RuleSet
from .scoring import GameResult, ResultKind
from .table_state import TableState


@dataclasses.dataclass
class DealRecord:
    """One row of the score sheet, plus what is needed to replay it."""

    number: int
    """1-based row number on the list (redeals share a number)."""
    dealer: int
    seats: tuple[int, int, int]
    """Table player at Forehand, Middlehand, Rearhand."""
    seed: int
    bock: bool
    forced_ramsch: bool
    actions: list[tuple[int, Action]]
    result: GameResult | None = None
    scores: tuple[int, ...] = ()
    """Per table player: this deal's entry under the session's scoring."""
    totals: tuple[int, ...] = ()
    """Running totals after this deal."""

    @property
    def declarer_player(self) -> int | None:
        if self.result is None or self.result.declarer is None:
            return None
        return self.seats[self.result.declarer]


class Session:
    def __init__(
        self,
        rules: RuleSet,
        names: Sequence[str],
        seed: int,
        first_dealer: int = 0,
    ) -> None:
        if len(names) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} names")
        self.rules = rules
        self.names = tuple(names)
        self.seed = seed
        self.first_dealer = first_dealer % rules.players
        self.records: list[DealRecord] = []
        self.totals = [0] * rules.players
        self._queue: list[str] = []  # upcoming deal marks: "bock" / "ramsch"
        self._queue_before_score: list[str] = []
        """The marks as they were before the current deal was scored (undo)."""
        self._shuffles = 0
        self.game: Game
        self.current: DealRecord
        self._start_deal(self.first_dealer, 1)

    # ----------------------------------------------------------------- state
    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def completed(self) -> list[DealRecord]:
        return [
            r
            for r in self.records
            if r.result is not None and r.result.kind is not ResultKind.REDEAL
        ]

    @property
    def finished(self) -> bool:
        length = self.rules.list_length
        return length is not None and len(self.completed) >= length and self.game.finished

    @property
    def queued_marks(self) -> tuple[str, ...]:
        return tuple(self._queue)

    def seat_of(self, player: int) -> int | None:
        """Game seat of a table player in the current deal (None: sitting out)."""
        try:
            return self.current.seats.index(player)
        except ValueError:
            return None

    def player_at(self, seat: int) -> int:
        return self.current.seats[seat]

    def seats_for_dealer(self, dealer: int) -> tuple[int, int, int]:
        n = self.n
        return ((dealer + 1) % n, (dealer + 2) % n, (dealer + 3) % n)

    # ----------------------------------------------------------------- play
    def apply(self, action: Action, seat: int | None = None) -> tuple[Event, ...]:
        """Apply an action to the current deal and return its events; scores
        the deal when it ends."""
        game = self.game
        if seat is None:
            seat = game.to_move
        events = game.apply(action, seat)
        assert seat is not None
        self.current.actions.append((seat, action))
        if game.finished:
            self._score_current()
        return events

    def undo_to(self, count: int) -> None:
        """Take the current deal back to its first ``count`` actions.

        The deal is rebuilt by replay from its seed and the kept actions, as a
        loaded save is, so no state can linger from the actions taken back. If
        the deal was already scored, its entries leave the totals and the Bock
        and Ramsch marks it added or used are put back as they were.
        """
        record = self.current
        if not actions_to_undo(record.actions, count):
            return
        result = record.result
        if result is not None and result.kind is not ResultKind.REDEAL:
            self.totals = [t - s for t, s in zip(self.totals, record.scores, strict=True)]
            self._queue = list(self._queue_before_score)
        record.result, record.scores, record.totals = None, (), ()
        kept = record.actions[:count]
        game = Game(
            self.rules,
            self._deal_of(record),
            bock=record.bock,
            forced_ramsch=record.forced_ramsch,
        )
        for seat, action in kept:
            game.apply(action, seat)
        record.actions = list(kept)
        self.game = game

    def state(self) -> TableState:
        """The current deal's table snapshot, with the dealer and the table
        player at each seat filled in."""
        return self.game.state(self.current.dealer, self.current.seats)

    def started(self) -> DealStarted:
        """The event that announces the current deal (the table deals the cards)."""
        record = self.current
        return DealStarted(record.number, record.dealer, record.seats)

    def next_deal(self) -> tuple[Event, ...]:
        """Start the next deal once the current one is over; returns its
        :class:`~.events.DealStarted`."""
        if not self.game.finished:
            raise WrongPhaseError("the current deal is not over yet")
        if self.finished:
            raise WrongPhaseError("the list is complete")
        result = self.game.result
        assert result is not None
        if result.kind is ResultKind.REDEAL:
            self._start_deal(self.current.dealer, self.current.number)
        else:
            self._start_deal((self.current.dealer + 1) % self.n, self.current.number + 1)
        return (self.started(),)

    def _deal_of(self, record: DealRecord) -> Deal:
        """The cards of ``record`` (shuffled from its seed; a lesson arranges its own)."""
        return Deal.from_seed(record.seed)

    def _start_deal(self, dealer: int, number: int) -> None:
        mark = self._queue[0] if self._queue else ""
        seed = deal_seed(self.seed, self._shuffles)
        self._shuffles += 1
        record = DealRecord(
            number=number,
            dealer=dealer,
            seats=self.seats_for_dealer(dealer),
            seed=seed,
            bock=mark == "bock",
            forced_ramsch=mark == "ramsch",
            actions=[],
        )
        self.records.append(record)
        self.current = record
        self.game = Game(
            self.rules, self._deal_of(record), bock=record.bock, forced_ramsch=record.forced_ramsch
        )

    # ----------------------------------------------------------------- scoring
    def _score_current(self) -> None:
        record = self.current
        result = self.game.result
        assert result is not None
        record.result = result
        if result.kind is ResultKind.REDEAL:
            record.scores = tuple([0] * self.n)
            record.totals = tuple(self.totals)
            return
        self._queue_before_score = list(self._queue)
        if self._queue:
            self._queue.pop(0)
        scores = self.deal_scores(record.seats, result)
        before = list(self.totals)
        for player in range(self.n):
            self.totals[player] += scores[player]
        record.scores = tuple(scores)
        record.totals = tuple(self.totals)
        if self.rules.bock:
            for _ in range(self._bock_triggers(result, before)):
                self._queue.extend(["bock"] * self.n)
                if self.rules.ramsch_after_bock:
                    self._queue.extend(["ramsch"] * self.n)

    def deal_scores(self, seats: tuple[int, int, int], result: GameResult) -> list[int]:
        """Per-player entries of one deal under the session's scoring system."""
        return list(list_points(self.rules.scoring, self.n, seats, result))

    def _bock_triggers(self, result: GameResult, before: list[int]) -> int:
        triggers = self.rules.bock_triggers
        fired = 0
        lost = result.kind is ResultKind.GAME and not result.won
        if BockTrigger.PASSED_IN in triggers and result.kind is ResultKind.PASSED_IN:
            fired += 1
        if BockTrigger.KONTRA_RE in triggers and result.kontra and result.re:
            fired += 1
        if BockTrigger.LOST_AFTER_KONTRA in triggers and lost and result.kontra:
            fired += 1
        if BockTrigger.LOST_GRAND in triggers and lost and result.game is GameType.GRAND:
            fired += 1
        if (
            BockTrigger.LOST_WITH_60 in triggers
            and lost
            and result.card_points == 60
            and result.game is not GameType.NULL
            and not result.conceded
        ):
            fired += 1
        if (
            BockTrigger.GRAND_HAND_WON in triggers
            and result.won
            and result.game is GameType.GRAND
            and result.hand
        ):
            fired += 1
        if BockTrigger.SCORE_HUNDREDS in triggers:
            for player in range(self.n):
                total = self.totals[player]
                if total != before[player] and total != 0 and total % 100 == 0:
                    fired += 1
                    break
        return fired

    def balances(self) -> list[int]:
        """Settlement (1997): Σ over the others (own − other) = n × own − total."""
        total = sum(self.totals)
        return [self.n * own - total for own in self.totals]
