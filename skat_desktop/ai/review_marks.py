"""What every game's deal review does alike with step groups and marks.

A review lists its steps in groups (the deal, the auction or declarations, one
row per trick) and, once analysed, marks the cards that changed the outcome.
How a step is grouped and what a mark says differ by game; how a step joins
its group and how the marks are picked for a seat, a step or a group do not,
so that lives here once (as :mod:`.review_cursor` holds the stepping).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar


class _Group(Protocol):
    """A step group: a frozen dataclass with a kind, a number and a last step."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def kind(self) -> str: ...

    @property
    def number(self) -> int: ...


GroupT = TypeVar("GroupT", bound=_Group)
ActionT = TypeVar("ActionT")


def join_group(
    groups: list[GroupT],
    actions: list[list[tuple[int, ActionT]]],
    new_group: Callable[[str, int, int, int, tuple[()]], GroupT],
    key: tuple[str, int],
    index: int,
    seat: int | None,
    action: ActionT | None,
) -> None:
    """Put step ``index`` into the last group if its ``(kind, number)`` is ``key``, else a new one.

    ``actions`` runs beside ``groups`` and collects each group's (seat, action)
    pairs; the first step (the deal) has neither. ``new_group`` makes a group
    from kind, number, first and last step and (still empty) actions.
    """
    last = groups[-1] if groups else None
    if last is None or (last.kind, last.number) != key:
        groups.append(new_group(key[0], key[1], index, index, ()))
        actions.append([])
    else:
        groups[-1] = dataclasses.replace(last, last=index)
    if seat is not None and action is not None:
        actions[-1].append((seat, action))


class _Mark(Protocol):
    @property
    def step(self) -> int: ...

    @property
    def seat(self) -> int: ...


MarkT = TypeVar("MarkT", bound=_Mark)
MarkT_co = TypeVar("MarkT_co", covariant=True)


class _Analysis(Protocol[MarkT_co]):
    @property
    def marks(self) -> Sequence[MarkT_co]: ...


class _Span(Protocol):
    @property
    def first(self) -> int: ...

    @property
    def last(self) -> int: ...


class ReviewMarks(Generic[MarkT]):
    """The marks of a review's analysis (none before it arrives), picked three ways."""

    analysis: _Analysis[MarkT] | None
    groups: Sequence[_Span]

    def marks(self, seat: int | None = None, *, only: bool = False) -> list[MarkT]:
        """Marks in play order; ``seat``'s own first, or only theirs with ``only``."""
        if self.analysis is None:
            return []
        marks = list(self.analysis.marks)
        if seat is None:
            return marks
        own = [m for m in marks if m.seat == seat]
        return own if only else own + [m for m in marks if m.seat != seat]

    def marks_at(self, step: int) -> list[MarkT]:
        """The marks of the card played at ``step``."""
        return [m for m in self.marks() if m.step == step]

    def marks_in_group(self, group: int) -> list[MarkT]:
        """The marks of the cards played in group ``group``."""
        g = self.groups[group]
        return [m for m in self.marks() if g.first <= m.step <= g.last]
