"""Playing a lesson's deal without a window: its intended line, or up to a mistake.

The lesson tests (every intended line legal and reaching the goal, every
listed mistake stopped) and the design of new lessons use these; the
computers answer as at the table, and after the lesson's line the player's
seat plays on as a lesson computer does.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from .lesson_file import LessonDeal
from .lesson_game import LessonSessionLike
from .registry import lesson_game
from .verdict import Verdict

NAMES = ("You", "Left", "Across", "Right")


@dataclasses.dataclass
class LineRun:
    """What playing a line gave: the finished game and each of the player's verdicts."""

    game: Any
    verdicts: list[Verdict | None]


def _session(lesson: LessonDeal) -> LessonSessionLike:
    kind = lesson_game(lesson.game)
    return kind.new_session(lesson, NAMES[: len(kind.seats)])


def play_line(lesson: LessonDeal, line: Sequence[Any]) -> LineRun:
    """Play the lesson's deal with ``line`` as the player's decisions.

    Raises ``ValueError`` when the deal ends before the line does; the engine
    refuses an illegal action with its own error.
    """
    kind = lesson_game(lesson.game)
    session = _session(lesson)
    verdicts: list[Verdict | None] = []
    steps = list(line)
    high = lesson.bid_range[1] if lesson.bid_range else 0
    while not session.game.finished:
        game = session.game
        seat = game.to_move
        assert seat is not None
        if seat == lesson.human and steps:
            action = steps.pop(0)
            verdicts.append(kind.judge(game.copy(), seat, action, lesson, len(verdicts)))
        elif seat == lesson.human:  # the lesson's point is made: play on at its best
            action = kind.computer_action(game, seat, high)
        else:
            action = kind.computer_action(game, seat, lesson.bid_limits.get(seat, 0))
        session.apply(action, seat)
    if steps:
        raise ValueError(f"the deal ended with {len(steps)} decisions of the line left")
    return LineRun(session.game, verdicts)


def position_before(lesson: LessonDeal, prefix: Sequence[Any]) -> LessonSessionLike:
    """The deal after the player's decisions ``prefix`` (the computers answering), stopped
    at the player's next decision: where a listed mistake is made."""
    kind = lesson_game(lesson.game)
    session = _session(lesson)
    steps = list(prefix)
    while not session.game.finished:
        seat = session.game.to_move
        assert seat is not None
        if seat == lesson.human:
            if not steps:
                return session
            session.apply(steps.pop(0), seat)
        else:
            limit = lesson.bid_limits.get(seat, 0)
            session.apply(kind.computer_action(session.game, seat, limit), seat)
    raise ValueError("the deal ended before the player's decision")
