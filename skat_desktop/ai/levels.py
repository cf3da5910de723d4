"""Computer players by game and level: the one place the UI, the CLI and the tests ask.

Both games offer the same levels, so the table, the CLI and the match show one
list. ``random`` is a test baseline (one player for both games); ``easy`` plays
by rules of thumb; ``normal`` and ``strong`` sample worlds and solve them
double-dummy, ``strong`` with more worlds, more candidates and stronger
inference. The search players load lazily: their solvers cost start-up time.
"""

from __future__ import annotations

from typing import Final, Literal, overload

from .easy import EasyPlayer
from .player import Player, RandomPlayer
from .spitzer.easy import SpitzerEasyPlayer
from .spitzer.levels import SpitzerPlayer

GAMES: Final = ("skat", "spitzer")
LEVELS: Final = ("random", "easy", "normal", "strong")


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
    kind, name = game.strip().lower(), level.strip().lower()
    if kind not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    if name not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")
    if name == "random":
        return RandomPlayer(seed)
    if kind == "skat":
        if name == "easy":
            return EasyPlayer(seed)
        from .search_player import SearchPlayer

        return SearchPlayer(name, seed)
    if name == "easy":
        return SpitzerEasyPlayer(seed)
    from .spitzer.search import SpitzerSearchPlayer

    return SpitzerSearchPlayer(name, seed)
