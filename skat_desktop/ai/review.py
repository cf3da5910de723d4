"""Review of a finished deal: every step replayable, the deciding cards marked.

A finished deal is ``rules + deal + actions`` (exactly what a session's
:class:`~skat_desktop.engine.skat.session.DealRecord` holds), so the review replays
the action list once through :class:`Game` and keeps a frozen picture after
each action. Stepping forwards and back is then only an index into that list:
no state can drift from what the engine would show, and going back costs
nothing.

The double-dummy analysis (:mod:`.analysis`) takes a second or so with the C
solver and much longer with the Python one, so it is a separate call,
:meth:`DealReview.analyse`, that a worker thread runs; the review is usable
(all steps) before it returns, and :meth:`DealReview.set_analysis` adds the
marks afterwards. Everything here is Qt-free; the dialog turns the codes into
words.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Deal, Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.scoring import Contract, GameResult, ResultKind
from skat_desktop.engine.skat.session import DealRecord

from .analysis import CardAnalysis, analyse
from .review_cursor import StepCursor
from .review_marks import ReviewMarks, join_group

# Row kinds of the step list (the dialog names them).
GROUP_DEAL = "deal"
GROUP_AUCTION = "auction"
GROUP_SKAT = "skat"
GROUP_KONTRA = "kontra"
GROUP_TRICK = "trick"
GROUP_OFFER = "offer"

_SKAT_PHASES = (Phase.SKAT, Phase.DISCARD, Phase.DECLARE, Phase.PUSH, Phase.PUSH_DISCARD)
_OFFER_ACTIONS = (A.Claim, A.Concede, A.Accept, A.Reject)


@dataclasses.dataclass(frozen=True)
class ReviewStep:
    """The table right after one action (step 0: the cards as dealt)."""

    index: int
    seat: int | None
    """Game seat that acted (None for step 0)."""
    action: Action | None
    group: int
    """Index into :attr:`DealReview.groups`."""
    phase: Phase
    hands: tuple[int, int, int]
    skat: int
    """Cards lying in the skat now (the dealt skat, later the discards)."""
    trick: tuple[tuple[int, Card], ...]
    """(seat, card) on the table; a trick just completed stays shown at its step."""
    trick_winner: int | None
    """Seat that took the trick this step completed, else None."""
    tricks_won: tuple[int, int, int]
    points: tuple[int, int, int]
    """Card points taken in tricks so far, per seat (the skat not included)."""
    declarer: int | None
    contract: Contract | None
    bid: int


@dataclasses.dataclass(frozen=True)
class StepGroup:
    """One row of the step list: the auction, the skat, a trick, a claim."""

    kind: str
    number: int
    """Trick number (1-based) for tricks, else 0."""
    first: int
    last: int
    """First and last step index in this group (inclusive)."""
    actions: tuple[tuple[int, Action], ...]
    winner: int | None = None
    points: int = 0


@dataclasses.dataclass(frozen=True)
class Mark:
    """A card that changed the outcome, and what the best card would have kept."""

    step: int
    trick: int
    seat: int
    card: Card
    better: tuple[Card, ...]
    value_best: int
    """Final value perfect play could still force before the card (see analysis)."""
    value_after: int
    outcome_best: str
    outcome_after: str
    game: int
    """GameType of the deal (NULL and RAMSCH are worded differently)."""
    declarer: int | None


@dataclasses.dataclass(frozen=True)
class ReviewAnalysis:
    """What :meth:`DealReview.analyse` returns; built off the GUI thread."""

    cards: tuple[CardAnalysis, ...]
    marks: tuple[Mark, ...]
    seconds: float


@dataclasses.dataclass(frozen=True)
class Summary:
    """Answer to "could I have won?" for one seat, as a code plus the mark.

    Codes: ``not_played`` (no card was played: passed in, redeal, conceded
    at once), ``pending`` (analysis not ready), ``none_own`` (no card of the
    seat changed the outcome), ``none`` (no seat given and nothing changed),
    ``could_win`` (declarer lost, a card of theirs threw the win away),
    ``could_beat`` (defender: the declarer won but could have been beaten),
    ``could_better`` (a Schneider line or the Null/Ramsch value, not the win),
    ``ramsch_fewer`` (Ramsch: fewer points were possible), ``changed`` (no
    seat given: the first of ``count`` marks).
    """

    code: str
    mark: Mark | None = None
    count: int = 0
    """How many marks belong to the seat (or to everyone when seat is None)."""


class DealReview(StepCursor[ReviewStep], ReviewMarks[Mark]):
    """Steps of a finished deal, a cursor over them, and the analysis marks."""

    def __init__(
        self,
        rules: RuleSet,
        deal: Deal,
        actions: Sequence[tuple[int, Action]],
        *,
        bock: bool = False,
        forced_ramsch: bool = False,
    ) -> None:
        game = Game(rules, deal, bock=bock, forced_ramsch=forced_ramsch)
        self.steps: list[ReviewStep] = []
        self.groups: list[StepGroup] = []
        self._group_actions: list[list[tuple[int, Action]]] = []
        self._record_step(game, None, None, None)
        for seat, action in actions:
            tricks_before = len(game.tricks)
            kind, number = self._group_of(game, action)
            game.apply(action, seat)
            completed = len(game.tricks) > tricks_before
            self._record_step(game, seat, action, (kind, number), completed)
        if not game.finished:
            raise ValueError("the review needs a finished deal")
        self.game = game
        """The replayed, finished game (read only)."""
        self.groups = [
            dataclasses.replace(g, actions=tuple(acts))
            for g, acts in zip(self.groups, self._group_actions, strict=True)
        ]
        self.index = len(self.steps) - 1
        """Current step; a review opens at the end (the table as it finished)."""
        self.analysis: ReviewAnalysis | None = None

    # ----------------------------------------------------------- constructors
    @classmethod
    def from_game(cls, game: Game) -> DealReview:
        return cls(
            game.rules,
            game.deal,
            list(game.history),
            bock=game.bock,
            forced_ramsch=game.forced_ramsch,
        )

    @classmethod
    def from_record(cls, rules: RuleSet, record: DealRecord) -> DealReview:
        """From a score-sheet row: the deal is rebuilt from its seed."""
        return cls(
            rules,
            Deal.from_seed(record.seed),
            list(record.actions),
            bock=record.bock,
            forced_ramsch=record.forced_ramsch,
        )

    # ----------------------------------------------------------- building
    def _group_of(self, game: Game, action: Action) -> tuple[str, int]:
        if game.phase is Phase.BIDDING:
            return GROUP_AUCTION, 0
        if game.phase in _SKAT_PHASES:
            return GROUP_SKAT, 0
        if isinstance(action, _OFFER_ACTIONS):
            return GROUP_OFFER, 0
        if not game.first_lead_done and game.phase in (Phase.KONTRA, Phase.RE):
            return GROUP_KONTRA, 0
        return GROUP_TRICK, len(game.tricks) + 1

    def _record_step(
        self,
        game: Game,
        seat: int | None,
        action: Action | None,
        key: tuple[str, int] | None,
        completed: bool = False,
    ) -> None:
        index = len(self.steps)
        if key is None:
            key = (GROUP_DEAL, 0)
        join_group(self.groups, self._group_actions, StepGroup, key, index, seat, action)
        trick: tuple[tuple[int, Card], ...]
        winner: int | None = None
        if completed:
            done = game.tricks[-1]
            trick = tuple(((done.leader + i) % 3, card) for i, card in enumerate(done.cards))
            winner = done.winner
            self.groups[-1] = dataclasses.replace(
                self.groups[-1], winner=winner, points=done.points
            )
        else:
            trick = tuple(((game.trick_leader + i) % 3, card) for i, card in enumerate(game.trick))
        self.steps.append(
            ReviewStep(
                index=index,
                seat=seat,
                action=action,
                group=len(self.groups) - 1,
                phase=game.phase,
                hands=(game.hands[0], game.hands[1], game.hands[2]),
                skat=game.skat,
                trick=trick,
                trick_winner=winner,
                tricks_won=(game.won_tricks[0], game.won_tricks[1], game.won_tricks[2]),
                points=(game.won_points[0], game.won_points[1], game.won_points[2]),
                declarer=game.declarer,
                contract=game.contract,
                bid=game.bid,
            )
        )

    # ----------------------------------------------------------- the deal
    @property
    def result(self) -> GameResult:
        assert self.game.result is not None
        return self.game.result

    @property
    def kind(self) -> int | None:
        """GameType played (RAMSCH for Ramsch), None when no game was played."""
        result = self.result
        if result.kind is ResultKind.RAMSCH:
            return GameType.RAMSCH
        if result.kind is ResultKind.GAME and result.game is not None:
            return int(result.game)
        return None

    @property
    def deal(self) -> Deal:
        return self.game.deal

    @property
    def cards_played(self) -> bool:
        return any(isinstance(a, A.Play) for _, a in self.game.history)

    def next_action(self) -> tuple[int, Action] | None:
        """The action after the current step (what the table is about to see)."""
        if self.at_end:
            return None
        step = self.steps[self.index + 1]
        assert step.seat is not None and step.action is not None
        return step.seat, step.action

    # ----------------------------------------------------------- analysis
    def analyse(self) -> ReviewAnalysis:
        """Run the double-dummy analysis; pure, so a worker thread may call it.

        It works on its own replay of the deal and touches nothing the GUI
        thread reads; hand the result to :meth:`set_analysis` on that thread.
        """
        started = time.perf_counter()
        cards = analyse(self.game.copy()) if self.cards_played else []
        marks = tuple(self._mark(c) for c in cards if c.changed)
        return ReviewAnalysis(tuple(cards), marks, time.perf_counter() - started)

    def _mark(self, item: CardAnalysis) -> Mark:
        step = next(
            s.index
            for s in self.steps
            if s.seat == item.seat and isinstance(s.action, A.Play) and s.action.card == item.card
        )
        kind = self.game.trump_kind()
        return Mark(
            step=step,
            trick=item.trick,
            seat=item.seat,
            card=item.card,
            better=item.best_cards,
            value_best=item.value_before,
            value_after=item.value_after,
            outcome_best=item.outcome_before,
            outcome_after=item.outcome_after,
            game=kind,
            declarer=self.game.declarer,
        )

    def set_analysis(self, analysis: ReviewAnalysis) -> None:
        self.analysis = analysis

    def summary(self, seat: int | None) -> Summary:
        """ "Could I have won?" for ``seat`` (None: for nobody in particular)."""
        if not self.cards_played or self.kind is None:
            return Summary("not_played")
        if self.analysis is None:
            return Summary("pending")
        if seat is None:
            marks = self.marks()
            if not marks:
                return Summary("none")
            return Summary("changed", marks[0], len(marks))
        own = self.marks(seat, only=True)
        if not own:
            return Summary("none_own")
        first = own[0]
        return Summary(self._summary_code(seat, first), first, len(own))

    def _summary_code(self, seat: int, mark: Mark) -> str:
        result = self.result
        if mark.game == GameType.RAMSCH:
            return "ramsch_fewer"
        declarer_wins_best = (
            mark.outcome_best == "declarer_clean"
            if mark.game == GameType.NULL
            else mark.outcome_best.startswith("won")
        )
        if result.overbid:
            return "could_better"
        if seat == result.declarer and not result.won and declarer_wins_best:
            return "could_win"
        if seat != result.declarer and result.won and not declarer_wins_best:
            return "could_beat"
        return "could_better"
