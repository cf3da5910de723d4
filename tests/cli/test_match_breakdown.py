"""build_scripts/research/match_breakdown.py: a deal's A-B difference split by what differed."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.cli import match_log
from skat_desktop.cli.match import seating, tables


@pytest.fixture(name="breakdown")
def breakdown_fixture() -> ModuleType:
    return load_build_script("match_breakdown")


def _table(
    who: tuple[str, ...], declarer: int | None, game: str, points: list[int]
) -> dict[str, Any]:
    return {
        "who": list(who),
        "points": points,
        "kind": "game" if declarer is not None else "passed",
        "declarer": declarer,
        "game": game if declarer is not None else None,
    }


def _deal() -> list[dict[str, Any]]:
    """Six tables in match order: seat 0 alone plays the same clubs game at
    both (a wins 74, b loses); seat 1 alone: a declares a Grand, b passes;
    seat 2 alone: a declares at seat 2, b at seat 0."""
    out = []
    for alone, seat in tables():
        who = seating(alone, seat)
        if seat == 0:
            out.append(_table(who, 0, "clubs", [74, 0, 0] if alone == "a" else [-98, 40, 40]))
        elif seat == 1:
            out.append(
                _table(who, 1, "grand", [0, 96, 0])
                if alone == "a"
                else _table(who, None, "", [0, 0, 0])
            )
        else:
            out.append(
                _table(who, 2, "hearts", [0, 0, 60])
                if alone == "a"
                else _table(who, 0, "spades", [59, 0, 0])
            )
    return out


def test_each_mirrored_pair_is_classed_by_what_differed(breakdown: ModuleType) -> None:
    kinds = sorted(kind for kind, _ in breakdown.deal_pairs(_deal()))
    assert kinds == ["one passed", "other declarer", "same game"]


def test_the_shares_add_up_to_the_deals_difference(breakdown: ModuleType, tmp_path: Path) -> None:
    deal = _deal()
    total = (
        sum(
            (points if who == "a" else -points)
            for table in deal
            for who, points in zip(table["who"], table["points"], strict=True)
        )
        / 9
    )
    path = tmp_path / "deals.jsonl"
    header = match_log.header("x", "y", 3, "official")
    path.write_text(
        "\n".join(json.dumps(r) for r in (header, {"index": 0, "tables": deal})) + "\n",
        encoding="utf-8",
    )
    out = breakdown.breakdown(path)
    assert out["deals"] == 1
    assert sum(out[k]["sf_per_deal"] for k in breakdown.CLASSES) == pytest.approx(total, abs=0.02)
    # Seat 0 alone: a wins 74 there; at the mirror table b loses 98 there and
    # a's two defenders get 40 each. The same game at both: card play alone.
    same = 74 + 98 + 40 + 40
    assert out["same game"]["sf_per_deal"] == pytest.approx(same / 9, abs=0.01)
    assert out["one passed"]["pairs"] == 1
    # Kept gzipped under docs/measurements/: the same file, packed, reads alike.
    packed = tmp_path / "deals.jsonl.gz"
    packed.write_bytes(gzip.compress(path.read_bytes()))
    assert breakdown.breakdown(packed) == out


def test_tables_that_are_not_mirrored_pairs_are_refused(breakdown: ModuleType) -> None:
    with pytest.raises(ValueError, match="mirrored pairs"):
        breakdown.deal_pairs(_deal()[:5])


def test_a_spitzer_match_is_refused(breakdown: ModuleType, tmp_path: Path) -> None:
    path = tmp_path / "spitzer.jsonl"
    path.write_text(json.dumps(match_log.header("x", "y", 3, "official", "spitzer")) + "\n")
    with pytest.raises(ValueError, match="Skat match"):
        breakdown.breakdown(path)


def test_games_split_same_seat_pairs_by_each_sides_game(
    breakdown: ModuleType, tmp_path: Path
) -> None:
    deal = _deal()
    # Seat 2 alone: now both sides declare there, a a Null it loses, b a
    # Grand it wins; "other game" by class, "null / grand" by game.
    for table, (alone, seat) in zip(deal, tables(), strict=True):
        if seat == 2:
            who = seating(alone, seat)
            points = [40, 40, -92] if alone == "a" else [0, 0, 96]
            table.update(_table(who, 2, "null" if alone == "a" else "grand", points))
            table["won"] = alone != "a"
        elif table["kind"] == "game":
            table["won"] = table["points"][table["declarer"]] > 0
    path = tmp_path / "deals.jsonl"
    header = match_log.header("x", "y", 3, "official")
    path.write_text(
        "\n".join(json.dumps(r) for r in (header, {"index": 0, "tables": deal})) + "\n",
        encoding="utf-8",
    )
    out = breakdown.breakdown(path, games=True)
    split = out["by game"]
    assert sorted(split) == ["null / grand", "suit / suit"]
    assert split["suit / suit"]["pairs"] == 1
    assert (split["suit / suit"]["a_won"], split["suit / suit"]["b_won"]) == (1.0, 0.0)
    assert (split["null / grand"]["a_won"], split["null / grand"]["b_won"]) == (0.0, 1.0)
    # a loses 92 and b's defenders get 40 each; b wins 96 at the mirror.
    assert split["null / grand"]["sf_per_deal"] == pytest.approx(-(92 + 80 + 96) / 9, abs=0.01)
    assert split["suit / suit"]["sf_per_deal"] == out["same game"]["sf_per_deal"]
    assert "by game" not in breakdown.breakdown(path)
