"""Each game's lesson pieces by the game's registry name.

The pieces are listed in the AI's registry (:data:`skat_desktop.ai.levels.LESSON_GAMES`),
with each game's players; a lesson file names its game, and everything else asks here.
"""

from __future__ import annotations

from skat_desktop.ai.levels import LESSON_GAMES

from .lesson_game import LessonGame

__all__ = ["LESSON_GAMES", "lesson_game"]


def lesson_game(name: str) -> LessonGame:
    """The lesson pieces of game ``name`` (``ValueError`` for a game without lessons)."""
    try:
        return LESSON_GAMES[name]
    except KeyError:
        raise ValueError(f"no lessons for the game {name!r}") from None
