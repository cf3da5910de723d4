"""Spitzer's lesson pieces: the one-deal session, the computers, and the checking.

As for Skat (:mod:`skat_desktop.ai.lessons.lesson_deal`): the lesson's cards
are dealt with the player in the lesson's seat, the declarations it lists
already made; the other three seats play the best card by the four-hand
double-dummy search (the cheapest of equal ones), and each card of the
player's is valued as the review values it (:func:`.review_analysis.analyse_card`):
stopped when it moves the declaring side into another column of the score
table, or costs the lesson's threshold in card points. A declaration the
lesson does not list is stopped when, played out, it scores the player less
than the lesson's line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skat_desktop.ai.lessons.lesson_file import LessonDeal
from skat_desktop.ai.lessons.lesson_game import LessonComputer, finished_game
from skat_desktop.ai.lessons.verdict import Verdict, listed_mistake, listed_verdict
from skat_desktop.engine.actions import PLAYS, Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import PASS, SpitzerAction, action_from_dict
from skat_desktop.engine.spitzer.deal import SEATS, SpitzerDeal
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame
from skat_desktop.engine.spitzer.session import (
    SpitzerDealRecord,
    SpitzerRules,
    SpitzerSession,
)

from .review_analysis import analyse_card


class SpitzerLessonSession(SpitzerSession):
    """A game of exactly one deal: the lesson's cards, the player in its seat."""

    def __init__(self, lesson: LessonDeal, names: Sequence[str]) -> None:
        self.lesson = lesson
        first_dealer = (-1 - lesson.human) % SEATS
        super().__init__(names, 0, first_dealer=first_dealer, rules=lesson.rules)

    def _deal_of(self, record: SpitzerDealRecord) -> SpitzerDeal:
        deal: SpitzerDeal = self.lesson.deal
        return deal

    def _start_deal(self, dealer: int) -> None:
        super()._start_deal(dealer)
        for seat, action in self.lesson.before:
            self.apply(action, seat)

    def undo_to(self, count: int) -> None:
        """Never back past the declarations the lesson made before the player's turn."""
        super().undo_to(max(count, len(self.lesson.before)))

    @property
    def finished(self) -> bool:
        return self.game.finished

    @property
    def winner(self) -> int | None:
        """A lesson deal crowns nobody."""
        return None

    def game_after(self, count: int) -> SpitzerGame | None:
        """The deal after its first ``count`` actions, rebuilt (None: not so far yet)."""
        actions = list(self.current.actions)
        if count > len(actions):
            return None
        return SpitzerGame.replay(self.lesson.deal, actions[:count])

    def own_computers(self) -> dict[int, LessonComputer]:
        """The table's computers for this deal (table places 1 to 3)."""
        return {player: LessonComputer(self.game_after, computer_action) for player in (1, 2, 3)}

    def decisions(self) -> int:
        """How many of the player's decisions this deal has seen (after the lesson's own)."""
        actions = self.current.actions[len(self.lesson.before) :]
        return sum(1 for seat, _ in actions if seat == self.lesson.human)


def best_card(game: SpitzerGame, seat: int) -> Card:
    """The card the four-hand search prefers for ``seat`` (cheapest of equal ones)."""
    legal = game.legal_cards(seat)
    first = next(iter(legal))
    item = analyse_card(game, seat, int(first), 0)
    values = dict(item.values)
    best = max(values.values()) if item.maximising else min(values.values())
    return min((c for c, v in values.items() if v == best), key=lambda c: (c.points, int(c)))


def computer_action(game: SpitzerGame, seat: int, bid_limit: int = 0) -> SpitzerAction:
    """What a lesson's computer does at ``seat``: no declaration, then the best card."""
    if game.phase is Phase.PLAY:
        return PLAYS[best_card(game, seat)]
    legal = game.legal_actions(seat)
    return PASS if PASS in legal else legal[0]


def judge(
    game: SpitzerGame, seat: int, action: Any, lesson: LessonDeal, step: int
) -> Verdict | None:
    """Whether the player's ``step``-th decision costs (``game``: before it)."""
    if not isinstance(action, Play) or game.phase is not Phase.PLAY:
        return listed_verdict(lesson, step, action) or _judge_declaration(
            game, seat, action, lesson, step
        )
    item = analyse_card(game, seat, int(action.card), step)
    cost = abs(item.points_best - item.points_after)
    if not item.changed and cost < lesson.threshold:
        return None
    return Verdict(
        "column",
        action,
        listed_mistake(lesson, step, action),
        cost=cost,
        declarer_before=item.points_best,
        declarer_after=item.points_after,
        better=tuple(PLAYS[c] for c in item.best_cards),
        turned=item.changed,
        declarer=item.maximising,
        score_before=item.score_best,
        score_after=item.score_after,
    )


def _judge_declaration(
    game: SpitzerGame, seat: int, action: Any, lesson: LessonDeal, step: int
) -> Verdict | None:
    """A declaration (or pass) the file does not list: stopped when, with everyone
    playing their best, it scores the player less than the lesson's line. Each seat
    declares once, so both lines are simply played out."""
    intended = lesson.intended[step:]
    if not intended or action == intended[0] or game.check(intended[0], seat) is not None:
        return None
    good = _play_out(game, seat, intended)
    bad = _play_out(game, seat, [action])
    if bad >= good:
        return None
    return Verdict(
        "choice",
        action,
        None,
        better=(intended[0],),
        score_before=good,
        score_after=bad,
        phase=str(game.phase),
    )


def _play_out(game: SpitzerGame, human: int, plan: Sequence[Any]) -> int:
    """The player's score when the deal from ``game`` ends (``plan`` first)."""
    result = finished_game(game, human, plan, computer_action).result
    assert result is not None
    return int(result.scores[human])


def reached(game: SpitzerGame, lesson: LessonDeal) -> bool:
    """The player scored in the finished deal."""
    result = game.result
    return result is not None and result.scores[lesson.human] > 0


class SpitzerLessons:
    """Spitzer's :class:`~skat_desktop.ai.lessons.lesson_game.LessonGame`."""

    seats: tuple[str, ...] = ("first", "second", "third", "dealer")
    hand_size: int = 8
    skat_size: int = 0

    def make_deal(self, hands: Sequence[int], skat: int) -> SpitzerDeal:
        return SpitzerDeal((hands[0], hands[1], hands[2], hands[3]))

    def rules(self, preset: str) -> SpitzerRules:
        if preset != "official":
            raise ValueError(f"Spitzer lessons use the rules 'official', not {preset!r}")
        return SpitzerRules()

    def action(self, data: object) -> SpitzerAction:
        return action_from_dict(data)

    def new_session(self, lesson: LessonDeal, names: Sequence[str]) -> SpitzerLessonSession:
        return SpitzerLessonSession(lesson, names)

    def computer_action(self, game: Any, seat: int, bid_limit: int) -> SpitzerAction:
        return computer_action(game, seat)

    def judge(
        self, game: Any, seat: int, action: Any, lesson: LessonDeal, step: int
    ) -> Verdict | None:
        return judge(game, seat, action, lesson, step)

    def reached(self, game: Any, lesson: LessonDeal) -> bool:
        return reached(game, lesson)


SPITZER_LESSONS = SpitzerLessons()
