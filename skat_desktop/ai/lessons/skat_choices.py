"""Skat lessons: the choices before the play, weighed by the score they lead to.

A lesson's cards are known to the lesson, so picking up or playing hand,
the discard, the declaration and Kontra or Re each have an exact worth at
its table: the list score of the player's side when everyone goes on at
their best, as the lesson's computers play (double-dummy). A choice is
stopped when no way of going on from it reaches the score of the lesson's
intended line.

After a pick-up that is up to 66 discards times seven games, too many to
play out while the player waits. So each declaration is asked only whether
the declarer can reach the least outcome that would score enough (lost, won,
Schneider, Schwarz, or a Null without a trick), which is one threshold
question to the solver (its cheapest search), and none at all when even
Schwarz would not score enough. A check that runs past its time says
nothing rather than stopping the player on a guess.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import mask_points
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.result import GameResult
from skat_desktop.engine.skat.scoring import PlayOutcome

from .. import solver
from .lesson_game import finished_game

CHOICE_PHASES = frozenset({Phase.SKAT, Phase.DISCARD, Phase.DECLARE, Phase.KONTRA, Phase.RE})
"""The choices this module weighs (the auction has its own check, Ramsch's pushes none)."""

TIME_LIMIT_S = 4.0
"""A check that has not decided by then says nothing (the player is not stopped)."""

Decide = Callable[[Game, int, int], Action]
"""How a lesson's computer (and the player's seat after the lesson's line) acts."""


class _OutOfTime(Exception):
    pass


@dataclasses.dataclass(frozen=True)
class ChoiceWorth:
    """The player's side's list score under best play: the lesson's line against the choice."""

    intended: int
    chosen: int | None
    """None: known only to fall short of ``intended`` (a pick-up or a discard)."""


def side_score(result: GameResult, seat: int) -> int:
    """The list score of ``seat``'s side: the declarer's value, or its negative for the
    defenders (what the declarer loses, they win); in Ramsch the seat's own entry."""
    if result.declarer is None:
        return result.entries[seat]
    return result.value if result.declarer == seat else -result.value


def play_out(game: Game, human: int, plan: Sequence[Action], decide: Decide) -> GameResult:
    """The result of the deal from ``game`` to its end (:func:`.lesson_game.finished_game`)."""
    result = finished_game(game, human, plan, decide).result
    assert isinstance(result, GameResult)
    return result


def weigh_choice(
    game: Game,
    human: int,
    action: Action,
    intended: Sequence[Action],
    decide: Decide,
    time_limit_s: float = TIME_LIMIT_S,
) -> ChoiceWorth | None:
    """Whether ``action`` falls short of the lesson's line ``intended`` (the player's
    decisions from this one on): its worth if it does, else None (also when the check
    cannot tell in time, or the lesson's line does not apply here)."""
    if game.phase not in CHOICE_PHASES or not intended or action == intended[0]:
        return None
    if game.check(intended[0], human) is not None:
        return None  # the player left the lesson's line earlier: nothing to weigh against
    target = side_score(play_out(game, human, intended, decide), human)
    after = game.copy()
    after.apply(action, human)
    deadline = time.monotonic() + time_limit_s
    try:
        if after.phase in (Phase.DISCARD, Phase.DECLARE) and after.to_move == human:
            if can_reach(after, human, target, decide, deadline):
                return None
            return ChoiceWorth(target, None)
    except _OutOfTime:
        return None
    chosen = side_score(play_out(after, human, (), decide), human)
    return ChoiceWorth(target, chosen) if chosen < target else None


def can_reach(game: Game, human: int, target: int, decide: Decide, deadline: float) -> bool:
    """Some way for the declarer to go on from ``game`` scores at least ``target``."""
    if time.monotonic() > deadline:
        raise _OutOfTime
    if game.phase is Phase.DISCARD:
        return any(
            can_reach(_after(game, human, a), human, target, decide, deadline)
            for a in game.legal_actions(human)
        )
    return any(
        _declared_reaches(_after(game, human, a), human, target, decide)
        for a in game.legal_actions(human)
        if isinstance(a, A.Declare)
    )


def _after(game: Game, seat: int, action: Action) -> Game:
    g = game.copy()
    g.apply(action, seat)
    return g


def _declared_reaches(game: Game, human: int, target: int, decide: Decide) -> bool:
    """The declared game can end with a score of at least ``target`` against best defence."""
    while game.phase is not Phase.PLAY and not game.finished:  # the computers' Kontra
        seat = game.to_move
        assert seat is not None
        game.apply(decide(game, seat, 0), seat)
    if game.finished:
        result = game.result
        return result is not None and side_score(result, human) >= target
    assert game.declarer is not None and game.contract is not None
    declarer = game.declarer
    hands = (game.hands[0], game.hands[1], game.hands[2])
    kind = game.trump_kind()
    pos = solver.Position(kind, hands, declarer, game.trick_leader, ())
    outcomes = _outcomes(game, pos, kind)
    scores = [game.score_if(outcome).value for outcome, _ in outcomes]
    for k, (_, reachable) in enumerate(outcomes):
        # forcing at least outcome k leaves any outcome from k up (an overbid game
        # can score less won than lost), so all of them must score enough
        if min(scores[k:]) >= target:
            return reachable()
    return False


def _outcomes(
    game: Game, pos: solver.Position, kind: int
) -> list[tuple[PlayOutcome, Callable[[], bool]]]:
    """The outcomes the play can end with, worst for the declarer first, each with the
    question whether the declarer can force at least that much."""
    if kind == GameType.NULL:
        return [
            (PlayOutcome(0, 1, 0, declarer_won_trick=True), lambda: True),
            (PlayOutcome(0, 0, 10), lambda: solver.reaches(pos, 1)),
        ]
    skat = mask_points(game.skat)
    return [
        (PlayOutcome(skat, 0, 10), lambda: True),
        (PlayOutcome(31, 3, 7, True), lambda: solver.reaches(pos, 31 - skat)),
        (PlayOutcome(61, 6, 4, True), lambda: solver.reaches(pos, 61 - skat)),
        (PlayOutcome(90, 8, 2, True), lambda: solver.reaches(pos, 90 - skat)),
        (PlayOutcome(120, 10, 0, True), lambda: solver.takes_all_tricks(pos)),
    ]
