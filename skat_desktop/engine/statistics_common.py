"""What every game's statistics share: reading numbers, choosing records, rates.

Each game keeps one entry per finished deal grouped by its list (a Skat list, a
game of the four-player game), leaves practice records out unless asked, and
gives per-player figures with the most active player first. The figures
themselves differ (Skat's declarer games and Ramsch, the other game's contracts
and sides), so they stay in each game's own package
(:mod:`skat_desktop.engine.skat.statistics` for Skat); the steps that are the
same are here once, so every game's page counts alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Sized
from typing import Any, Protocol, TypeVar


def whole_number(value: Any) -> int:
    """``value`` as read from the file when it is an int (a bool is not); else ValueError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, got {value!r}")
    return value


def optional_whole_number(value: Any) -> int | None:
    """:func:`whole_number`, with None allowed."""
    return None if value is None else whole_number(value)


def rate(part: int, whole: int) -> float | None:
    """``part / whole``, or None when there is nothing to divide by (no games, no deals)."""
    return part / whole if whole else None


class _Record(Protocol):
    @property
    def practice(self) -> bool: ...

    @property
    def deals(self) -> Sized: ...


RecordT = TypeVar("RecordT", bound=_Record)


def counted_records(
    records: Iterable[RecordT], include_practice: bool
) -> tuple[list[RecordT], int, int]:
    """The records the figures count, how many practice records there are, and the deals.

    Practice records are always counted as such, and among the figures only
    when ``include_practice`` is set.
    """
    chosen: list[RecordT] = []
    practice = 0
    for record in records:
        if record.practice:
            practice += 1
            if not include_practice:
                continue
        chosen.append(record)
    return chosen, practice, sum(len(record.deals) for record in chosen)


class _Player(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def deals(self) -> int: ...


PlayerT = TypeVar("PlayerT", bound=_Player)


def most_deals_first(players: Iterable[PlayerT]) -> tuple[PlayerT, ...]:
    """The players with the most deals first, equal ones by name."""
    return tuple(sorted(players, key=lambda p: (-p.deals, p.name)))


def player_named(players: Iterable[PlayerT], name: str) -> PlayerT | None:
    """The player called ``name``, or None."""
    return next((p for p in players if p.name == name), None)
