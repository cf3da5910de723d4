"""Each game's lesson pieces by the game's registry name (``skat``, ``spitzer``).

The one place that lists the games with lessons, like the engine's ``GAMES``
and the AI's ``AI_GAMES``; a lesson file names its game, and everything else
asks here.
"""

from __future__ import annotations

from skat_desktop.ai.spitzer.lessons import SPITZER_LESSONS

from .lesson_deal import SKAT_LESSONS
from .lesson_game import LessonGame

LESSON_GAMES: dict[str, LessonGame] = {"skat": SKAT_LESSONS, "spitzer": SPITZER_LESSONS}


def lesson_game(name: str) -> LessonGame:
    """The lesson pieces of game ``name`` (``ValueError`` for a game without lessons)."""
    try:
        return LESSON_GAMES[name]
    except KeyError:
        raise ValueError(f"no lessons for the game {name!r}") from None
