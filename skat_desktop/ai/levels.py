"""Computer levels by name: the one place the UI, the CLI and the tests ask.

``random`` is a test baseline; ``easy`` plays by rules of thumb; ``normal`` and
``strong`` sample worlds and solve them double-dummy, ``strong`` with more
worlds, more candidate contracts and stronger inference.
"""

from __future__ import annotations

from typing import Final

from .easy import EasyPlayer
from .player import Player, RandomPlayer

LEVELS: Final = ("random", "easy", "normal", "strong")


def make_player(level: str, seed: int | None = None) -> Player:
    """A fresh player of ``level``; ``seed`` makes its choices reproducible."""
    name = level.strip().lower()
    if name == "random":
        return RandomPlayer(seed)
    if name == "easy":
        return EasyPlayer(seed)
    if name in ("normal", "strong"):
        from .search_player import SearchPlayer

        return SearchPlayer(name, seed)
    raise ValueError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")
