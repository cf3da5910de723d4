"""The shapes the shared table flow reads: a game, a session, a seat's computer.

:class:`~.table_model_base.TableModelBase` runs Skat lists and Spitzer games
alike, so it is written against these protocols rather than either game's
classes; the engine types satisfy them structurally. A parked list
(:class:`ParkedList`) lives here too because it is plain data about a session.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar


class Chooser(Protocol):
    """A computer player as the model uses it: one decision for one view."""

    def choose(self, view: Any, /) -> Any: ...


@dataclasses.dataclass(frozen=True)
class SeatComputer:
    """The computer at one table place and the level it really plays at."""

    player: Chooser
    level: str


class SeatComputerLike(Protocol):
    @property
    def player(self) -> Chooser: ...
    @property
    def level(self) -> str: ...


class GameLike(Protocol):
    """The part of a deal (Skat ``Game`` or ``SpitzerGame``) the shared flow reads."""

    @property
    def finished(self) -> bool: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def history(self) -> Sequence[Any]: ...
    def view(self, seat: int) -> Any: ...
    def legal_actions(self, seat: int | None = ...) -> Sequence[Any]: ...


class RecordLike(Protocol):
    @property
    def actions(self) -> Sequence[tuple[int, Any]]: ...


class SessionLike(Protocol):
    """The part of a session (Skat or Spitzer) the shared flow reads."""

    @property
    def game(self) -> GameLike: ...
    @property
    def records(self) -> Sequence[Any]: ...
    @property
    def current(self) -> RecordLike: ...
    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def seed(self) -> int: ...
    @property
    def finished(self) -> bool: ...
    def seat_of(self, player: int) -> int | None: ...
    def player_at(self, seat: int) -> int: ...
    def next_deal(self) -> Any: ...


SessionT = TypeVar("SessionT", bound=SessionLike)


@dataclasses.dataclass(frozen=True)
class ParkedList(Generic[SessionT]):
    """The list put aside while a practice deal is played, with what made it that list.

    ``undo_used`` travels with it: taking a move back in a practice deal must
    not turn the list's later deals into practice, nor a practised list's into
    real ones.
    """

    session: SessionT
    levels: list[str]
    autosave: bool
    undo_used: bool
