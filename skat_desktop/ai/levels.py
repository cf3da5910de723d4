"""Computer players by game and level: the one place the UI, the CLI and the tests ask.

Both games offer the same levels, so the table, the CLI and the match show one
list. ``random`` is a test baseline (one player for both games); ``easy`` plays
by rules of thumb; ``normal`` and ``strong`` sample worlds and solve them
double-dummy, ``strong`` with more worlds, more candidates and stronger
inference. The search players load lazily: their solvers cost start-up time.
A game whose players search with a compiled core of their own also registers
that core's check, which the self-test runs (:mod:`.core_check`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Final, Literal, overload

from .core_check import CoreCheck
from .easy import EasyPlayer
from .lessons.lesson_deal import SKAT_LESSONS
from .lessons.lesson_game import LessonGame
from .player import Player, RandomPlayer
from .spitzer.core_check import SPITZER_CORE_CHECK
from .spitzer.declare_model import SPITZER_MODEL_CHECK
from .spitzer.easy import SpitzerEasyPlayer
from .spitzer.lessons import SPITZER_LESSONS
from .spitzer.levels import SpitzerPlayer

LEVELS: Final = ("random", "easy", "normal", "strong")


def _skat_player(level: str, seed: int | None) -> Player:
    if level == "easy":
        return EasyPlayer(seed)
    from .search_player import SearchPlayer

    return SearchPlayer(level, seed)


def _spitzer_player(level: str, seed: int | None) -> SpitzerPlayer:
    if level == "easy":
        return SpitzerEasyPlayer(seed)
    from .spitzer.search import SpitzerSearchPlayer

    return SpitzerSearchPlayer(level, seed)


def _skat_hint(view: Any, level: str) -> list[Any]:
    from .hints import hint

    return list(hint(view, level))


def _spitzer_hint(view: Any, level: str) -> list[Any]:
    from .spitzer.hints import spitzer_hint

    return list(spitzer_hint(view, level))


ParFunction = Callable[[Any, Any, Sequence[str], str, Callable[[], bool] | None], int]
"""(rules, finished deal record, levels by table player, par level, cancelled?) → the
list entry table player 0 would have had with that level in their seat."""


def _skat_par(
    rules: Any,
    record: Any,
    levels: Sequence[str],
    level: str,
    cancelled: Callable[[], bool] | None,
) -> int:
    from .par import skat_par

    return skat_par(rules, record, levels, level, cancelled)


def _spitzer_par(
    rules: Any,
    record: Any,
    levels: Sequence[str],
    level: str,
    cancelled: Callable[[], bool] | None,
) -> int:
    from .spitzer.par import spitzer_par

    return spitzer_par(rules, record, levels, level, cancelled)


@dataclasses.dataclass(frozen=True)
class AiGame:
    """What the AI offers for one game: players above ``random``, hints, the check
    of the compiled core its players search with when it has one of its own, and
    par (:mod:`.par`; None for a game whose par is not worked out)."""

    player: Callable[[str, int | None], Any]
    hint: Callable[[Any, str], list[Any]]
    core_check: CoreCheck | None = None
    """None: its players use the program's main solver core (:mod:`.solver`),
    which the self-test checks before any game's own."""
    par: ParFunction | None = None
    model_checks: tuple[CoreCheck, ...] = ()
    """Checks that the learned models its players read are installed whole."""


AI_GAMES: Final[dict[str, AiGame]] = {
    "skat": AiGame(_skat_player, _skat_hint, par=_skat_par),
    "spitzer": AiGame(
        _spitzer_player,
        _spitzer_hint,
        core_check=SPITZER_CORE_CHECK,
        par=_spitzer_par,
        model_checks=(SPITZER_MODEL_CHECK,),
    ),
}
"""The AI's registry, keyed by the engine's game names (:data:`~skat_desktop.engine.api.GAMES`)."""
GAMES: Final = tuple(AI_GAMES)

LESSON_GAMES: Final[dict[str, LessonGame]] = {"skat": SKAT_LESSONS, "spitzer": SPITZER_LESSONS}
"""Each game's lesson pieces (:mod:`.lessons`), by the same names."""


def _ai_game(game: str) -> AiGame:
    found = AI_GAMES.get(game.strip().lower())
    if found is None:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    return found


@overload
def make_player(game: Literal["skat"], level: str, seed: int | None = None) -> Player: ...
@overload
def make_player(game: Literal["spitzer"], level: str, seed: int | None = None) -> SpitzerPlayer: ...
@overload
def make_player(game: str, level: str, seed: int | None = None) -> Player | SpitzerPlayer: ...
def make_player(game: str, level: str, seed: int | None = None) -> Player | SpitzerPlayer:
    """A fresh ``game`` player of ``level``; ``seed`` makes its choices reproducible.

    An unknown game or level is a :class:`ValueError` naming the choices: every
    level ships with the application, so a wrong name is a mistake to show,
    not to swap silently for another player.
    """
    ai = _ai_game(game)
    name = level.strip().lower()
    if name not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")
    if name == "random":
        return RandomPlayer(seed)
    player: Player | SpitzerPlayer = ai.player(name, seed)
    return player


def hint_options(game: str, view: Any, level: str) -> list[Any]:
    """Ranked options for the decision in ``view`` (best first), searched at ``level``."""
    return _ai_game(game).hint(view, level)


def par_function(game: str) -> ParFunction | None:
    """How ``game`` works out par (:mod:`.par`), or None where it does not."""
    return _ai_game(game).par
