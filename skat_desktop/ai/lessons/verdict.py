"""What the checking of one decision says, for every game's lessons.

A :class:`Verdict` carries the numbers the window turns into a plain sentence
(or the lesson's own explanation when the file lists the decision).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .lesson_file import LessonDeal, Mistake


@dataclasses.dataclass(frozen=True)
class Verdict:
    """Why one of the player's decisions was stopped, with the numbers to say it."""

    kind: str
    """``card`` (Skat: the solver's values), ``column`` (a game scored by a table's
    column), ``bid_high`` or ``pass_early`` (the bid range), ``listed`` (a choice
    before the play that the lesson names as a mistake), ``choice`` (a choice before
    the play that scores less than the lesson's line at this table)."""
    action: Any
    mistake: Mistake | None
    """The lesson's own explanation, when it lists this decision."""
    cost: int = 0
    """Card points the decision gives away under best play (cards)."""
    declarer_before: int = 0
    """The declaring side's final card points with the best card."""
    declarer_after: int = 0
    outcome_before: str = ""
    outcome_after: str = ""
    better: tuple[Any, ...] = ()
    """Decisions that would have kept the value (best first)."""
    game: int = -1
    """Skat: the game type being played (a ``GameType`` value); -1 otherwise."""
    turned: bool = False
    """The card turns the lesson's goal (the game, the Schneider, a Null trick, a column)."""
    declarer: bool = False
    """The player is on the declaring side (the numbers are that side's card points)."""
    line: int = 61
    """The declarer's card points the lesson's goal turns on (61, or 90 for Schneider)."""
    bid_high: int = 0
    """The highest bid the lesson accepts (bids)."""
    score_before: int = 0
    """Games scored by a table: the value the best card keeps (positive: the declaring
    side); ``choice``: the list score of the player's side with the lesson's line."""
    score_after: int = 0
    known_after: bool = True
    """``choice``: ``score_after`` is the choice's exact worth (False: it is known only
    to fall short of ``score_before``, as after a pick-up or a discard)."""
    phase: str = ""
    """``choice``: the phase the choice was made in (``skat``, ``kontra``, ``re``…)."""


def listed_mistake(lesson: LessonDeal, step: int, action: Any) -> Mistake | None:
    """The lesson's explanation of ``action`` as the player's ``step``-th decision."""
    return next((m for m in lesson.mistakes if m.at == step and m.action == action), None)


def listed_verdict(lesson: LessonDeal, step: int, action: Any) -> Verdict | None:
    """A choice the lesson's file names as a mistake (outside the card play and the
    auction: picking up, discarding, declaring, Kontra, a partner call)."""
    listed = listed_mistake(lesson, step, action)
    if listed is None:
        return None
    better = (lesson.intended[step],) if step < len(lesson.intended) else ()
    return Verdict("listed", action, listed, better=better)
