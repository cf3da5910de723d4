"""The steps the Skat and the Spitzer statistics share: numbers, record choice, rates, order."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from skat_desktop.engine.statistics_common import (
    counted_records,
    most_deals_first,
    optional_whole_number,
    player_named,
    rate,
    whole_number,
)


@dataclass
class Record:
    practice: bool
    deals: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Player:
    name: str
    deals: int


def test_whole_numbers_refuse_bools_floats_and_text() -> None:
    assert whole_number(7) == 7
    assert optional_whole_number(None) is None
    assert optional_whole_number(-2) == -2
    for bad in (True, 1.0, "3", None):
        with pytest.raises(ValueError, match="expected a whole number"):
            whole_number(bad)
    with pytest.raises(ValueError, match="expected a whole number"):
        optional_whole_number(False)


def test_rate_is_none_without_anything_to_divide_by() -> None:
    assert rate(0, 0) is None
    assert rate(3, 0) is None
    assert rate(0, 4) == 0.0
    assert rate(3, 4) == 0.75


def test_practice_records_are_counted_but_left_out_unless_asked() -> None:
    records = [Record(False, [1, 2]), Record(True, [3]), Record(False, [4, 5, 6])]
    chosen, practice, deals = counted_records(iter(records), include_practice=False)
    assert chosen == [records[0], records[2]]
    assert (practice, deals) == (1, 5)
    chosen, practice, deals = counted_records(records, include_practice=True)
    assert chosen == records
    assert (practice, deals) == (1, 6)
    assert counted_records([], include_practice=True) == ([], 0, 0)


def test_players_come_most_deals_first_then_by_name() -> None:
    players = [Player("Clara", 3), Player("Anna", 5), Player("Bernd", 3)]
    ordered = most_deals_first(players)
    assert [p.name for p in ordered] == ["Anna", "Bernd", "Clara"]
    assert player_named(ordered, "Bernd") == Player("Bernd", 3)
    assert player_named(ordered, "Dora") is None
