"""Skat's lesson pieces: the one-deal session, the computers, and the checking.

:class:`LessonSession` is a one-deal session (as "play this deal again" is)
whose cards are the lesson's arrangement and whose first actions (the auction,
the declaration) are already taken, so the player starts where the lesson
starts; undo never goes back past them. :class:`LessonComputer` plays the
other seats the same way every time: in an auction up to the lesson's limit,
in card play the best card by double-dummy search (the lesson's cards are
known), the lowest-valued of equal ones. :func:`judge` decides whether one of
the player's decisions costs something: a card by the solver's values before
and after it (as the review does), a bid against the lesson's range, a choice
before the play by the score it leads to.
:data:`SKAT_LESSONS` hands them to the lessons' registry.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action, action_from_dict
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.deal import Deal
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import DealRecord, Session

from .. import solver
from ..analysis import analyse_move
from .lesson_file import LessonDeal, Mistake
from .lesson_game import LessonComputer
from .skat_choices import weigh_choice
from .verdict import Verdict, listed_mistake, listed_verdict


class LessonSession(Session):
    """A session of exactly one deal: the lesson's cards, the player in its seat."""

    def __init__(self, lesson: LessonDeal, names: Sequence[str]) -> None:
        self.lesson = lesson
        first_dealer = (-1 - lesson.human) % 3
        super().__init__(lesson.rules, names, 0, first_dealer=first_dealer)

    def _deal_of(self, record: DealRecord) -> Deal:
        deal: Deal = self.lesson.deal
        return deal

    def _start_deal(self, dealer: int, number: int) -> None:
        super()._start_deal(dealer, number)
        for seat, action in self.lesson.before:
            self.apply(action, seat)

    def undo_to(self, count: int) -> None:
        """Never back past the actions the lesson took before the player's turn."""
        super().undo_to(max(count, len(self.lesson.before)))

    @property
    def finished(self) -> bool:
        return self.game.finished

    def game_after(self, count: int) -> Game | None:
        """The deal after its first ``count`` actions, rebuilt (None: it has not come so far).

        A lesson's computers decide from it; they run in a worker thread, so
        they read a copy of the action list and build their own game.
        """
        actions = list(self.current.actions)
        if count > len(actions):
            return None
        game = Game(self.rules, self.lesson.deal)
        for seat, action in actions[:count]:
            game.apply(action, seat)
        return game

    def own_computers(self) -> dict[int, LessonComputer]:
        """The table's computers for this deal (table places 1 and 2)."""
        out: dict[int, LessonComputer] = {}
        for player in (1, 2):
            seat = self.current.seats.index(player)
            limit = self.lesson.bid_limits.get(seat, 0)
            out[player] = LessonComputer(self.game_after, computer_action, limit)
        return out

    def decisions(self) -> int:
        """How many of the player's decisions this deal has seen (after the lesson's own)."""
        actions = self.current.actions[len(self.lesson.before) :]
        return sum(1 for seat, _ in actions if seat == self.lesson.human)


def best_card(game: Game, seat: int) -> Card:
    """The card double-dummy search prefers for ``seat`` (cheapest of equal ones)."""
    kind = game.trump_kind()
    focal = seat if kind == GameType.RAMSCH else game.declarer
    assert focal is not None
    hands = (game.hands[0], game.hands[1], game.hands[2])
    pos = solver.Position(kind, hands, focal, game.trick_leader, tuple(game.trick))
    values = solver.move_values(pos)
    maximise = (kind not in (GameType.RAMSCH, GameType.NULL) and seat == focal) or (
        kind == GameType.NULL and seat != focal
    )
    best = max(values.values()) if maximise else min(values.values())
    choices = [Card(c) for c, v in values.items() if v == best]
    return min(choices, key=lambda c: (c.points, int(c)))


def computer_action(game: Game, seat: int, bid_limit: int) -> Action:
    """What a lesson's computer does at ``seat`` (the same answer every time)."""
    legal = game.legal_actions(seat)
    if game.phase is Phase.PLAY:
        return A.PLAYS[best_card(game, seat)]
    if game.phase is Phase.BIDDING:
        if A.HOLD in legal and game.auction.value <= bid_limit:
            return A.HOLD
        bids = [a for a in legal if isinstance(a, A.Bid) and a.value <= bid_limit]
        if bids:
            return min(bids, key=lambda a: a.value)
    return A.PASS if A.PASS in legal else legal[0]


def judge(game: Game, seat: int, action: Action, lesson: LessonDeal, step: int) -> Verdict | None:
    """Whether ``action`` (the player's ``step``-th decision) costs: a Verdict, else None.

    ``game`` is the position before the action. Cards are valued by the
    solver: a card is stopped when it turns the result (won/lost, Schneider,
    a Null trick) or gives away at least the lesson's threshold in card
    points. Bids are stopped above the lesson's range, a pass while a bid in
    the range was still open. The choices in between (pick-up, discard,
    declaration, Kontra, Re) are stopped when the file lists them, or when they
    score less than the lesson's line at this table (:mod:`.skat_choices`).
    """
    listed = listed_mistake(lesson, step, action)
    if isinstance(action, A.Play) and game.phase is Phase.PLAY:
        return _judge_card(game, seat, action, lesson, listed)
    if game.phase is not Phase.BIDDING:
        return listed_verdict(lesson, step, action) or _judge_choice(
            game, seat, action, lesson, step
        )
    if lesson.bid_range is None:
        return None
    high = lesson.bid_range[1]
    legal = game.legal_actions(seat)
    if isinstance(action, A.Bid) and action.value > high:
        return Verdict("bid_high", action, listed, bid_high=high)
    if isinstance(action, A.Hold) and game.auction.value > high:
        return Verdict("bid_high", action, listed, bid_high=high)
    if isinstance(action, A.Pass):
        open_ = [a for a in legal if isinstance(a, A.Bid) and a.value <= high]
        holding = A.HOLD in legal and game.auction.value <= high
        if open_ or holding:
            better = (A.HOLD,) if holding else (min(open_, key=lambda a: a.value),)
            return Verdict("pass_early", action, listed, better=better, bid_high=high)
    return None


def _judge_choice(
    game: Game, seat: int, action: Action, lesson: LessonDeal, step: int
) -> Verdict | None:
    """Picking up or hand, the discard, the declaration, Kontra and Re: stopped when
    no way on from the choice scores what the lesson's line scores at this table."""
    worth = weigh_choice(game, seat, action, lesson.intended[step:], computer_action)
    if worth is None:
        return None
    return Verdict(
        "choice",
        action,
        None,
        better=(lesson.intended[step],),
        game=int(game.trump_kind()) if game.contract is not None else -1,
        declarer=seat == game.declarer,
        score_before=worth.intended,
        score_after=worth.chosen if worth.chosen is not None else worth.intended,
        known_after=worth.chosen is not None,
        phase=str(game.phase),
    )


def _judge_card(
    game: Game, seat: int, action: A.Play, lesson: LessonDeal, listed: Mistake | None
) -> Verdict | None:
    item = analyse_move(game, seat, int(action.card))
    if item is None:
        return None
    kind = game.trump_kind()
    cost = abs(item.value_before - item.value_after)
    if kind == GameType.NULL:
        cost, turned = 0, item.changed
    elif kind == GameType.RAMSCH:
        turned = False  # everyone for himself: only the points the card costs count
    else:
        line = 90 if lesson.goal == "schneider" else 61
        turned = (item.value_before >= line) != (item.value_after >= line)
    if not turned and cost < lesson.threshold:
        return None
    return Verdict(
        "card",
        action,
        listed,
        cost=cost,
        declarer_before=item.value_before,
        declarer_after=item.value_after,
        outcome_before=item.outcome_before,
        outcome_after=item.outcome_after,
        better=tuple(A.PLAYS[c] for c in item.best_cards),
        game=int(kind),
        turned=turned,
        declarer=seat == game.declarer,
        line=90 if lesson.goal == "schneider" else 61,
    )


def reached(game: Game, lesson: LessonDeal) -> bool:
    """The finished deal reached the lesson's goal for the player's side."""
    result = game.result
    if result is not None and lesson.goal == "ramsch":
        return lesson.human not in result.losers
    if result is None or result.declarer is None:
        return False
    own = result.won if result.declarer == lesson.human else not result.won
    if lesson.goal == "schneider":
        return own and result.schneider
    return own


class SkatLessons:
    """Skat's :class:`~.lesson_game.LessonGame`: three seats, ten cards, a skat."""

    seats: tuple[str, ...] = ("forehand", "middlehand", "rearhand")
    hand_size: int = 10
    skat_size: int = 2

    def make_deal(self, hands: Sequence[int], skat: int) -> Deal:
        return Deal((hands[0], hands[1], hands[2]), skat)

    def rules(self, preset: str) -> RuleSet:
        return RuleSet.preset(preset).replace(players=3, list_length=None)

    def action(self, data: object) -> Action:
        return action_from_dict(data)

    def new_session(self, lesson: LessonDeal, names: Sequence[str]) -> LessonSession:
        return LessonSession(lesson, names)

    def computer_action(self, game: Any, seat: int, bid_limit: int) -> Action:
        return computer_action(game, seat, bid_limit)

    def judge(
        self, game: Any, seat: int, action: Any, lesson: LessonDeal, step: int
    ) -> Verdict | None:
        return judge(game, seat, action, lesson, step)

    def reached(self, game: Any, lesson: LessonDeal) -> bool:
        return reached(game, lesson)


SKAT_LESSONS = SkatLessons()
