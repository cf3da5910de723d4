"""The shapes the shared table flow reads besides the engine's game contract.

:class:`~.table_model_base.TableModelBase` runs every game's list through the
engine's contract (:mod:`skat_desktop.engine.contract`); here are the model's
own: a seat's computer and a game's statistics store. A parked list
(:class:`ParkedList`) lives here too because it is plain data about a session.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Generic, Protocol, TypeVar

from skat_desktop.engine.api import ListSession


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


class StatisticsLike(Protocol):
    """Where a game's finished deals are recorded (each game has its own store)."""

    def record_deal(self, session: Any, /, *, practice: bool = ...) -> Any: ...
    def mark_practice(self, session: Any, /) -> None: ...
    def is_practice(self, session: Any, /) -> bool: ...


SessionT = TypeVar("SessionT", bound=ListSession)


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
