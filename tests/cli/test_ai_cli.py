"""``skat-desktop match`` and ``skat-desktop bench``: JSON shape, seating, errors."""

from __future__ import annotations

import json

import pytest
from support.cli_helpers import assert_spitzer_bench_shape

from skat_desktop.cli import main
from skat_desktop.cli.match import seating, tables


def test_duplicate_seating_balanced() -> None:
    held = {"a": [0, 0, 0], "b": [0, 0, 0]}
    for alone, seat in tables():
        for s, who in enumerate(seating(alone, seat)):
            held[who][s] += 1
    assert held == {"a": [3, 3, 3], "b": [3, 3, 3]}
    assert len(tables()) == 6


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_match_json(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    code = main(
        ["match", "--a", "easy", "--b", "random", "--deals", "3", "--seed", "4", "--jobs", jobs]
    )
    assert code == 0
    out = capsys.readouterr()
    data = json.loads(out.out)
    assert data["deals"] == 3
    assert set(data["diff"]) >= {"sf_per_deal", "ci95"}
    lo, hi = data["diff"]["ci95"]
    assert lo <= data["diff"]["sf_per_deal"] <= hi
    for side, level in (("a", "easy"), ("b", "random")):
        assert data[side]["level"] == level
        assert set(data[side]) >= {"sf_per_deal", "ci95", "win_rate_by_game", "ramsch"}
        assert data[side]["seats_held"] == [9, 9, 9]
    assert isinstance(data["seconds"], float)
    assert data["diff"]["sf_per_deal"] == pytest.approx(
        data["a"]["sf_per_deal"] - data["b"]["sf_per_deal"], abs=0.02
    )
    assert "match:" in out.err


@pytest.mark.parametrize(
    "argv",
    [
        ["--a", "easy", "--b", "wizard", "--deals", "2", "--seed", "1"],
        ["--a", "easy", "--b", "easy", "--deals", "0", "--seed", "1"],
        ["--a", "easy", "--b", "easy", "--deals", "2", "--seed", "1", "--rules", "moon"],
        ["--a", "easy", "--deals", "2", "--seed", "1"],
        ["--a", "easy", "--b", "easy", "--deals", "x", "--seed", "1"],
    ],
)
def test_match_bad_arguments(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(["match", *argv]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip()


def test_bench_quick_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--quick"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["core"] in ("c", "python")
    assert isinstance(data["solver"], dict)
    for level in ("easy", "normal", "strong"):
        d = data["decision_ms"][level]
        assert d["median"] >= 0 and d["p95"] >= d["median"] - 1e-9
        assert set(d["worlds"]) >= {"card", "scaled_for_python"}
    assert data["decision_ms"]["strong"]["worlds"]["card"] >= 1
    # Solver nodes per decision: none for the rule-based level, some for the search.
    assert data["decision_ms"]["easy"]["nodes_m"]["max"] == 0
    strong_nodes = data["decision_ms"]["strong"]["nodes_m"]
    assert (
        strong_nodes["max"] > 0
        and strong_nodes["decisions"] == data["decision_ms"]["strong"]["decisions"]
    )
    hint = data["hint_ms"]["strong"]
    assert hint["decisions"] == data["decision_ms"]["strong"]["decisions"]
    assert hint["p95"] >= hint["median"] >= 0
    assert "c_vs_python" in data
    assert_spitzer_bench_shape(data["spitzer"])


def test_match_generates_deals_lazily(monkeypatch: pytest.MonkeyPatch) -> None:
    """A huge --deals never builds its work up front: stop after a few deals."""
    from skat_desktop.cli import match as M
    from skat_desktop.engine.skat.rules import RuleSet

    played: list[int] = []

    def fake_worker(args: tuple[object, ...]) -> dict[str, object]:
        index = args[4]
        assert isinstance(index, int)
        played.append(index)
        table = {
            "who": ("a", "b", "b"),
            "points": (0, 0, 0),
            "kind": "passed_in",
            "declarer": None,
            "game": None,
            "won": False,
            "overbid": False,
            "ramsch_entries": None,
        }
        return {"index": index, "seed": 0, "tables": [table] * 6}

    class Enough(Exception):
        pass

    def progress(done: int, _total: int) -> None:
        if done == 5:
            raise Enough

    monkeypatch.setattr(M, "_worker", fake_worker)
    with pytest.raises(Enough):
        M.run_duplicate(RuleSet(), "easy", "easy", 10**12, 1, 1, progress)
    assert played == [0, 1, 2, 3, 4]


def test_match_deals_maximum_is_documented() -> None:
    from pathlib import Path

    from skat_desktop.cli.main import MAX_MATCH_DEALS

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert f"{MAX_MATCH_DEALS:,}" in readme
    assert (
        main(
            [
                "match",
                "--a",
                "easy",
                "--b",
                "easy",
                "--seed",
                "1",
                "--deals",
                str(MAX_MATCH_DEALS + 1),
            ]
        )
        == 2
    )
