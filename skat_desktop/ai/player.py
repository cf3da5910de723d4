"""The one protocol every computer player (and the hint engine) implements.

A player sees only ``game.view(seat)`` and returns one of ``view.legal``; one
method covers every decision (bid, answer, pick up, discard, declare,
Kontra/Re, card, push, claim answer, concede) because the phase in the view
already says which decision it is.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar, runtime_checkable

from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.view import GameView


@runtime_checkable
class Player(Protocol):
    level: str

    def choose(self, view: GameView) -> Action:
        """Return one of ``view.legal``; never mutate anything."""
        ...


ActionT = TypeVar("ActionT")
ActionT_co = TypeVar("ActionT_co", covariant=True)


class HasLegal(Protocol[ActionT_co]):
    """Any game's view, as far as a random player reads it: what may be done now."""

    @property
    def legal(self) -> Sequence[ActionT_co]: ...


class RandomPlayer:
    """Uniformly random legal actions, for every game alike (each game's view
    carries ``legal``): the test baseline and last resort, not an opponent."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: HasLegal[ActionT]) -> ActionT:
        if not view.legal:
            raise ValueError("no legal action in this view")
        return self._rng.choice(view.legal)
