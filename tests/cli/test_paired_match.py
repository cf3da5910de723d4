"""build_scripts/research/paired_match.py: two matches compared deal by deal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support.build_script_loader import load_build_script


def _deal(index: int, a_points: int) -> dict[str, Any]:
    """A deal whose one table gives A (alone in seat 0) ``a_points`` and B nothing."""
    table = {
        "who": ["a", "b", "b", "b"],
        "points": [a_points, 0, 0, 0],
        "contract": "zola",
        "declarer": 0,
        "declaration": "zola",
        "side": [0],
        "side_points": 70,
        "column": "61_89",
        "value": a_points,
        "won": True,
    }
    return {"index": index, "seed": 100 + index, "tables": [table]}


def _file(path: Path, points: list[int]) -> Path:
    header = {"type": "match", "format": 1, "a": "strong", "b": "easy", "game": "spitzer"}
    lines = [header] + [_deal(i, p) for i, p in enumerate(points)]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_the_change_in_lead_is_paired_deal_by_deal(tmp_path: Path) -> None:
    paired = load_build_script("paired_match")
    before = _file(tmp_path / "before.jsonl", [18, 0, 9, 3])
    after = _file(tmp_path / "after.jsonl", [18, 18, 9, 3])
    report = paired.compare([(before, after)], "strong", "easy")
    assert report["deals"] == 4
    assert report["deals_played_differently"] == 1
    assert report["change_in_lead"]["per_deal"] == 4.5  # one deal gained 18 of 4
    assert report["runs"][0]["after_report"]["deals"] == 4


def test_files_of_other_deals_are_refused(tmp_path: Path) -> None:
    paired = load_build_script("paired_match")
    before = _file(tmp_path / "before.jsonl", [18, 0])
    after = _file(tmp_path / "after.jsonl", [18])
    with pytest.raises(SystemExit, match="do not hold the same deals"):
        paired.compare([(before, after)], "strong", "easy")


def test_skat_files_are_paired_and_reported_as_skat(tmp_path: Path) -> None:
    paired = load_build_script("paired_match")

    def skat_file(path: Path, points: list[int]) -> Path:
        header = {"type": "match", "format": 1, "a": "normal", "b": "easy", "rules": "official"}
        deals = [
            {
                "index": i,
                "seed": 7 + i,
                "tables": [
                    {
                        "who": ["a", "b", "b"],
                        "points": [p, 0, 0],
                        "kind": "game",
                        "declarer": 0,
                        "game": "grand",
                        "won": True,
                        "overbid": False,
                        "ramsch_entries": None,
                    }
                ],
            }
            for i, p in enumerate(points)
        ]
        path.write_text("".join(json.dumps(line) + "\n" for line in [header, *deals]))
        return path

    before = skat_file(tmp_path / "before.jsonl", [30, 0])
    after = skat_file(tmp_path / "after.jsonl", [30, 60])
    report = paired.compare([(before, after)], "normal", "easy")
    assert report["change_in_lead"]["per_deal"] == 30.0  # A alone in seat 0: 60 more in one of two
    assert report["runs"][0]["after_report"]["a"]["level"] == "normal"
    assert "sf_per_deal" in report["runs"][0]["after_report"]["diff"]
