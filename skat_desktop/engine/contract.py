"""The contract every game implements: one signature per question.

A deal (:class:`DealGame`) says whose turn it is, whether an action is allowed
(``check`` → a refusal with a reason enum and a message, or None), every action
a seat may take, applies one (→ the tuple of events that happened), gives each
seat its view (hidden cards left out) and the table its snapshot. A list
(:class:`ListSession`) holds the deals, takes actions back with ``undo_to`` and
starts the next deal. The engine's game classes satisfy these structurally;
the contract tests in ``tests/engine/test_game_contract.py`` hold every
registered game to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .errors import Illegal
from .events import DealStarted, Event


class SeatView(Protocol):
    """What one seat may know; computer players and hints get nothing else."""

    @property
    def seat(self) -> int: ...
    @property
    def hand(self) -> int: ...
    @property
    def legal(self) -> Sequence[Any]: ...
    @property
    def unknown_mask(self) -> int: ...
    @property
    def shown_mask(self) -> int: ...
    @property
    def final_hands(self) -> Sequence[int] | None: ...


class DealGame(Protocol):
    """One deal of any game."""

    @property
    def finished(self) -> bool: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def history(self) -> Sequence[tuple[int, Any]]: ...
    def check(self, action: Any, seat: int | None = ..., /) -> Illegal | None: ...
    def legal_actions(self, seat: int | None = ..., /) -> Sequence[Any]: ...
    def apply(self, action: Any, seat: int | None = ..., /) -> tuple[Event, ...]: ...
    def view(self, seat: int, /) -> SeatView: ...
    def state(self) -> Any: ...


class DealRecordLike(Protocol):
    """One row of a list: the deal's seats, its actions and, once over, its scores."""

    @property
    def actions(self) -> Sequence[tuple[int, Any]]: ...
    @property
    def result(self) -> Any: ...


class ListSession(Protocol):
    """A list (a Skatliste, or a whole game of the four-player game): deals in turn
    with running totals."""

    @property
    def game(self) -> DealGame: ...
    @property
    def records(self) -> Sequence[Any]: ...
    @property
    def current(self) -> DealRecordLike: ...

    names: tuple[str, ...]
    """The players' names by table place (a language switch may rename a default one)."""

    @property
    def seed(self) -> int: ...
    @property
    def finished(self) -> bool: ...
    def seat_of(self, player: int, /) -> int | None: ...
    def player_at(self, seat: int, /) -> int: ...
    def apply(self, action: Any, seat: int | None = ..., /) -> tuple[Event, ...]: ...
    def undo_to(self, count: int, /) -> None: ...
    def state(self) -> Any:
        """The current deal as a table shows it, with what the list adds (a frozen snapshot)."""
        ...

    def started(self) -> DealStarted:
        """The current deal's start, as the event a table draws it from."""
        ...

    def next_deal(self) -> tuple[Event, ...]: ...
