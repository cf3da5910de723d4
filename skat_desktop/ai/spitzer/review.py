"""Review of a finished Spitzer deal: every step replayable, the deciding cards marked.

A finished deal is ``seed + actions`` (what a
:class:`~skat_desktop.engine.spitzer.session.SpitzerDealRecord` holds), so the
review replays the actions once through :class:`SpitzerGame` and keeps a frozen
picture after each one (hands, the trick on the table, tricks and card points
per seat and per side). Stepping is an index into that list, as in the Skat
review (:mod:`skat_desktop.ai.review`).

The analysis (:meth:`SpitzerDealReview.analyse`, run by a worker thread) values
the position before each card with the four-hand solver
(:mod:`.double_dummy`): the *declaring side's* final card points under perfect
play after each legal card, and from them the score-table column (RULES.md §13)
each card leads to. The column is what a Spitzer player scores, so a card is
marked when it moves the result into another column with another value: across
31, 61 (60 against the Big Queen's side) or 90 card points, or into or out of
"no trick" / "all tricks". A card that loses card points inside one column is
not marked.

What double-dummy means here: every hand is open to everyone, and so is every
partnership. In a real deal nobody but the queens' holders knows the sides at
first (and a silent Sneaker's opponents never learn them before the cards show
it), so a card marked here may have been a fair guess at the table. In a
"first trick" game the caller stands alone against three until someone else
wins a trick (the solver's reading, :mod:`skat_desktop.ai.spitzer.solver`): the
three others are counted as his opponents until then, even the one who will
become his partner.

Time: with the compiled core every card is analysed (a deal takes a few
hundredths of a second up to a few tenths); with only the Python twin, the
first tricks would take seconds each, so only the cards from
:data:`PYTHON_FIRST_TRICK` on are analysed and :attr:`SpitzerReviewAnalysis.first_trick`
says so.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from typing import Final

from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import Declaration, SpitzerAction
from skat_desktop.engine.spitzer.deal import SEATS, SpitzerDeal
from skat_desktop.engine.spitzer.events import Side
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame, SpitzerResult
from skat_desktop.engine.spitzer.scoring import (
    Column,
    Contract,
)
from skat_desktop.engine.spitzer.session import SpitzerDealRecord

from ..review_cursor import StepCursor
from ..review_marks import ReviewMarks, join_group
from . import double_dummy as dd
from .review_analysis import SpitzerCardAnalysis, analyse_card

__all__ = [
    "GROUP_DEAL",
    "GROUP_DECLARE",
    "GROUP_TRICK",
    "PYTHON_FIRST_TRICK",
    "SpitzerCardAnalysis",
    "SpitzerDealReview",
    "SpitzerReviewAnalysis",
    "SpitzerReviewStep",
    "SpitzerStepGroup",
    "SpitzerSummary",
    "analyse_card",
]

GROUP_DEAL: Final = "deal"
GROUP_DECLARE: Final = "declare"
GROUP_TRICK: Final = "trick"

PYTHON_FIRST_TRICK: Final = 4
"""First trick analysed when only the Python twin is there (the last five tricks:
a few hundredths of a second per card on the deals measured, where trick 2
took up to two seconds for one card)."""


@dataclasses.dataclass(frozen=True)
class SpitzerReviewStep:
    """The table right after one action (step 0: the cards as dealt)."""

    index: int
    seat: int | None
    """Game seat that acted (None for step 0)."""
    action: SpitzerAction | None
    group: int
    """Index into :attr:`SpitzerDealReview.groups`."""
    phase: Phase
    hands: tuple[int, int, int, int]
    trick: tuple[tuple[int, Card], ...]
    """(seat, card) on the table; a trick just completed stays shown at its step."""
    trick_winner: int | None
    """Seat that took the trick this step completed, else None."""
    tricks_won: tuple[int, int, int, int]
    points: tuple[int, int, int, int]
    """Card points taken in tricks so far, per seat."""
    side_points: tuple[int, int]
    """Card points so far of the declaring side (as it turned out) and of its opponents."""
    public_sides: tuple[Side | None, ...]
    """What the whole table knew of each seat's side at this moment."""


@dataclasses.dataclass(frozen=True)
class SpitzerStepGroup:
    """One row of the step list: the deal, the declarations or a trick."""

    kind: str
    number: int
    """Trick number (1-based) for tricks, else 0."""
    first: int
    last: int
    """First and last step index in this group (inclusive)."""
    actions: tuple[tuple[int, SpitzerAction], ...]
    winner: int | None = None
    points: int = 0


@dataclasses.dataclass(frozen=True)
class SpitzerReviewAnalysis:
    """What :meth:`SpitzerDealReview.analyse` returns; built off the GUI thread."""

    cards: tuple[SpitzerCardAnalysis, ...]
    first_trick: int
    """First trick whose cards were analysed (1: all of them)."""
    core: str
    """``"c"`` or ``"python"``: which solver did it."""
    seconds: float

    @property
    def marks(self) -> tuple[SpitzerCardAnalysis, ...]:
        return tuple(c for c in self.cards if c.changed)


@dataclasses.dataclass(frozen=True)
class SpitzerSummary:
    """Answer to "could I have won?" for one seat, as a code plus the first mark.

    Codes: ``pending`` (no analysis yet), ``none_own`` (no card of the seat
    changed the score), ``none`` (no seat given, no card changed it),
    ``could_win`` (the seat's side did not score, a card of the seat threw a
    scoring result away), ``could_better`` (a card of the seat changed the score
    otherwise), ``changed`` (no seat given: the first of ``count`` marks).
    """

    code: str
    mark: SpitzerCardAnalysis | None = None
    count: int = 0


class SpitzerDealReview(StepCursor[SpitzerReviewStep], ReviewMarks[SpitzerCardAnalysis]):
    """Steps of a finished Spitzer deal, a cursor over them, and the analysis marks."""

    def __init__(self, deal: SpitzerDeal, actions: Sequence[tuple[int, SpitzerAction]]) -> None:
        game = SpitzerGame.replay(deal, list(actions))
        if not game.finished or game.result is None:
            raise ValueError("the review needs a finished deal")
        self.game = game
        """The replayed, finished game (read only)."""
        self.side = frozenset(game.result.side)
        self.steps: list[SpitzerReviewStep] = []
        self.groups: list[SpitzerStepGroup] = []
        acts: list[list[tuple[int, SpitzerAction]]] = []
        replay = SpitzerGame(deal)
        self._record(replay, None, None, GROUP_DEAL, 0, acts)
        for seat, action in actions:
            kind = GROUP_DECLARE if replay.phase is Phase.DECLARE else GROUP_TRICK
            number = len(replay.tricks) + 1 if kind == GROUP_TRICK else 0
            replay.apply(action, seat)
            self._record(replay, seat, action, kind, number, acts)
        self.groups = [
            dataclasses.replace(g, actions=tuple(a)) for g, a in zip(self.groups, acts, strict=True)
        ]
        self.index = len(self.steps) - 1
        """Current step; a review opens at the end (the table as it finished)."""
        self.analysis: SpitzerReviewAnalysis | None = None

    @classmethod
    def from_game(cls, game: SpitzerGame) -> SpitzerDealReview:
        return cls(game.deal, list(game.history))

    @classmethod
    def from_record(cls, record: SpitzerDealRecord) -> SpitzerDealReview:
        """From a score-sheet row: the deal is dealt again from its seed."""
        return cls(SpitzerDeal.from_seed(record.seed), list(record.actions))

    # ----------------------------------------------------------- building
    def _record(
        self,
        game: SpitzerGame,
        seat: int | None,
        action: SpitzerAction | None,
        kind: str,
        number: int,
        acts: list[list[tuple[int, SpitzerAction]]],
    ) -> None:
        index = len(self.steps)
        join_group(self.groups, acts, SpitzerStepGroup, (kind, number), index, seat, action)
        winner: int | None = None
        completed = isinstance(action, Play) and not game.trick
        if completed:
            done = game.tricks[-1]
            trick = tuple(zip(done.seats(), done.cards, strict=True))
            winner = done.winner
            self.groups[-1] = dataclasses.replace(
                self.groups[-1], winner=winner, points=done.points
            )
        else:
            trick = tuple(
                ((game.trick_leader + i) % SEATS, card) for i, card in enumerate(game.trick)
            )
        points = tuple(game.won_points)
        on_side = sum(points[s] for s in self.side)
        self.steps.append(
            SpitzerReviewStep(
                index=index,
                seat=seat,
                action=action,
                group=len(self.groups) - 1,
                phase=game.phase,
                hands=(game.hands[0], game.hands[1], game.hands[2], game.hands[3]),
                trick=trick,
                trick_winner=winner,
                tricks_won=(
                    game.won_tricks[0],
                    game.won_tricks[1],
                    game.won_tricks[2],
                    game.won_tricks[3],
                ),
                points=(points[0], points[1], points[2], points[3]),
                side_points=(on_side, sum(points) - on_side),
                public_sides=game.public.sides,
            )
        )

    # ----------------------------------------------------------- the deal
    @property
    def result(self) -> SpitzerResult:
        assert self.game.result is not None
        return self.game.result

    @property
    def contract(self) -> Contract:
        return self.result.contract

    @property
    def declarer(self) -> int | None:
        return self.game.declarer

    @property
    def declaration(self) -> Declaration | None:
        return self.game.declaration

    @property
    def deal(self) -> SpitzerDeal:
        return self.game.deal

    # ----------------------------------------------------------- analysis
    def analyse(
        self, *, core: str | None = None, first_trick: int | None = None
    ) -> SpitzerReviewAnalysis:
        """Value every card played (from ``first_trick`` on); pure, so a worker may call it.

        ``core``: ``"c"``, ``"python"`` or None (the compiled core when built).
        ``first_trick`` defaults to 1 with the compiled core and to
        :data:`PYTHON_FIRST_TRICK` with the Python twin. The analysis runs on
        its own replay and changes nothing the GUI thread reads; hand the
        result to :meth:`set_analysis` on that thread.
        """
        started = time.perf_counter()
        name = core or dd.core_name()
        if first_trick is None:
            first_trick = 1 if name == "c" else PYTHON_FIRST_TRICK
        replay = SpitzerGame(self.deal)
        cards: list[SpitzerCardAnalysis] = []
        for step, (seat, action) in enumerate(self.game.history, start=1):
            if isinstance(action, Play) and len(replay.tricks) + 1 >= first_trick:
                cards.append(analyse_card(replay, seat, action.card, step, core=core))
            replay.apply(action, seat)
        return SpitzerReviewAnalysis(tuple(cards), first_trick, name, time.perf_counter() - started)

    def set_analysis(self, analysis: SpitzerReviewAnalysis) -> None:
        self.analysis = analysis

    def card_at(self, step: int) -> SpitzerCardAnalysis | None:
        """The analysis of the card played at ``step`` (None: not a card, or not analysed)."""
        if self.analysis is None:
            return None
        return next((c for c in self.analysis.cards if c.step == step), None)

    def value_at(self, step: int) -> tuple[int, Column, int] | None:
        """Perfect-play final points, column and table value of the declaring side after ``step``.

        Known from the analysis: after a card it is that card's value; before
        the first analysed card, that card's best value. None during the
        declarations and where no analysed card tells it (the first tricks,
        when the Python twin skipped them).
        """
        if self.analysis is None or not self.analysis.cards:
            return None
        here = self.card_at(step)
        if here is not None:
            return here.points_after, here.column_after, here.score_after
        if self.steps[step].phase is not Phase.PLAY:
            return None  # the contract is not settled before the last declaration
        following = next((c for c in self.analysis.cards if c.step > step), None)
        if following is not None and following.step == self._next_card_step(step):
            return following.points_best, following.column_best, following.score_best
        return None

    def _next_card_step(self, step: int) -> int | None:
        for later in self.steps[step + 1 :]:
            if isinstance(later.action, Play):
                return later.index
        return None

    def summary(self, seat: int | None) -> SpitzerSummary:
        """ "Could I have won?" for ``seat`` (None: for nobody in particular)."""
        if self.analysis is None:
            return SpitzerSummary("pending")
        if seat is None:
            marks = self.marks()
            return (
                SpitzerSummary("changed", marks[0], len(marks)) if marks else SpitzerSummary("none")
            )
        own = self.marks(seat, only=True)
        if not own:
            return SpitzerSummary("none_own")
        first = own[0]
        on_side = seat in self.side
        scored = self.result.won if on_side else not self.result.won
        could = first.score_best > 0 if on_side else first.score_best < 0
        return SpitzerSummary(
            "could_win" if could and not scored else "could_better", first, len(own)
        )
