"""``skat-desktop match --game spitzer`` and Spitzer's part of ``bench``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support.cli_helpers import assert_spitzer_bench_shape

from skat_desktop.cli import main
from skat_desktop.cli.match import deal_difference
from skat_desktop.cli.match_log import MatchLog, header
from skat_desktop.cli.spitzer.bench import run_spitzer_bench, solver_positions
from skat_desktop.cli.spitzer.match import (
    declaration_name,
    spitzer_seating,
    spitzer_tables,
    summarise_spitzer,
)
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer import CallPartner, DeclareSchneider, DeclareZola

BASE = ["match", "--game", "spitzer", "--a", "easy", "--b", "random", "--seed", "3"]


def _match(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any], str]:
    code = main([*BASE, *argv])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


def test_each_level_holds_each_seat_four_times() -> None:
    held = {"a": [0] * 4, "b": [0] * 4}
    alone = {"a": 0, "b": 0}
    for lone, seat in spitzer_tables():
        who = spitzer_seating(lone, seat)
        assert who.count(lone) == 1 and who[seat] == lone
        alone[lone] += 1
        for s, level in enumerate(who):
            held[level][s] += 1
    assert held == {"a": [4, 4, 4, 4], "b": [4, 4, 4, 4]}
    assert alone == {"a": 4, "b": 4} and len(spitzer_tables()) == 8


def test_scores_that_follow_the_seat_give_no_difference() -> None:
    """The scheme cancels the cards' luck: a seat's score alone decides nothing."""
    seat_scores = [9, 0, 9, 0]
    tables = [
        {
            "who": list(spitzer_seating(lone, seat)),
            "points": seat_scores,
            "contract": "partners",
            "declarer": None,
            "declaration": None,
            "side": [0, 2],
            "won": True,
        }
        for lone, seat in spitzer_tables()
    ]
    deal = {"index": 0, "seed": 1, "tables": tables}
    assert deal_difference(deal) == 0
    report = summarise_spitzer("strong", "easy", [deal, deal])
    assert report["diff"] == {"score_per_deal": 0.0, "ci95": [0.0, 0.0]}
    assert report["a"]["score_per_deal"] == report["b"]["score_per_deal"] == 4.5
    # Seats 0 and 2 are on the side: each level has 4 + 4 seat-games there a deal.
    assert report["a"]["win_rate_by_contract"]["partners"] == {
        "seat_games": 16,
        "won": 16,
        "rate": 1.0,
    }


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_spitzer_match_json(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    code, data, err = _match(capsys, "--deals", "2", "--jobs", jobs)
    assert code == 0
    assert data["game"] == "spitzer" and data["deals"] == 2 and data["tables_per_deal"] == 8
    lo, hi = data["diff"]["ci95"]
    assert lo <= data["diff"]["score_per_deal"] <= hi
    assert data["diff"]["score_per_deal"] == pytest.approx(
        data["a"]["score_per_deal"] - data["b"]["score_per_deal"], abs=0.02
    )
    for side, level in (("a", "easy"), ("b", "random")):
        part = data[side]
        assert part["level"] == level
        assert part["seats_held"] == [8, 8, 8, 8]
        assert set(part) >= {
            "score_per_deal",
            "ci95",
            "win_rate_by_contract",
            "declarations",
            "declare_rate",
            "declarer_win_rate",
            "by_declaration",
        }
        assert part["declarations"] == sum(v["games"] for v in part["by_declaration"].values())
        for entry in part["win_rate_by_contract"].values():
            assert 0 <= entry["won"] <= entry["seat_games"]
    assert data["seed"] == 3 and data["covered"] == [[0, 2]]
    assert isinstance(data["seconds"], float)
    assert "match: 2/2 deals" in err


def test_spitzer_match_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    _, first, _ = _match(capsys, "--deals", "1", "--jobs", "1")
    _, again, _ = _match(capsys, "--deals", "1", "--jobs", "1")
    first.pop("seconds"), again.pop("seconds")
    assert first == again


def test_spitzer_parts_resume_and_combine(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, whole, _ = _match(capsys, "--deals", "2", "--jobs", "1")
    parts = [tmp_path / "p0.jsonl", tmp_path / "p1.jsonl"]
    for lo, path in enumerate(parts):
        code, _, _ = _match(capsys, "--range", f"{lo}:{lo + 1}", "--resume", str(path))
        assert code == 0
    head = json.loads(parts[0].read_text().splitlines()[0])
    assert head["game"] == "spitzer" and head["rules"] == "spitzer"
    code, again, _ = _match(capsys, "--deals", "1", "--resume", str(parts[0]))
    assert code == 0 and again["deals"] == 1
    assert len(parts[0].read_text().splitlines()) == 2  # nothing was played again
    assert main(["match", "--combine", *map(str, parts)]) == 0
    combined = json.loads(capsys.readouterr().out)
    for key in ("game", "deals", "diff", "a", "b", "covered"):
        assert combined[key] == whole[key], key
    assert combined["parts"] == 2


def test_skat_and_spitzer_results_files_do_not_mix(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "skat.jsonl"
    MatchLog(path, header("easy", "random", 3, "spitzer"))  # a Skat header
    code, _, err = _match(capsys, "--deals", "1", "--resume", str(path))
    assert code == 2 and "holds another match" in err and "Traceback" not in err
    spitzer = tmp_path / "spitzer.jsonl"
    MatchLog(spitzer, header("easy", "random", 3, "spitzer", "spitzer"))
    with spitzer.open("a") as stream:  # a Skat deal (six tables of three) in it
        table = {"who": ["a", "b", "b"], "points": [0, 0, 0]}
        stream.write(json.dumps({"index": 0, "tables": [table] * 6}) + "\n")
    assert main(["match", "--combine", str(spitzer)]) == 2
    assert "line 2 is not a deal result" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["match", "--game", "chess", "--a", "easy", "--b", "easy", "--deals", "2", "--seed", "1"],
        [*BASE[:4], "--b", "cmd:skat-desktop engine easy", "--deals", "2"],
        [*BASE, "--deals", "2", "--rules", "pub"],
        [*BASE[:4], "--b", "wizard", "--deals", "2"],
        [*BASE, "--deals", "0"],
        [*BASE],
        ["match", "--combine", "part.jsonl", "--game", "spitzer"],
    ],
)
def test_bad_spitzer_arguments_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert main(argv) == 2
    out = capsys.readouterr()
    assert out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.err
    assert lines[0].startswith("skat-desktop match")


def test_declaration_names() -> None:
    ace = Card.parse("HA")
    assert declaration_name(None) is None
    assert declaration_name(CallPartner(ace)) == "call_ace"
    assert declaration_name(CallPartner(None, schneider=True)) == "first_trick_schneider"
    assert declaration_name(DeclareZola(schwarz=True)) == "zola_schneider_schwarz"
    assert declaration_name(DeclareZola(schneider=True)) == "zola_schneider"
    assert declaration_name(DeclareSchneider()) == "schneider"


def test_trick5_positions_continue_the_deals() -> None:
    first = solver_positions(3, 7, 1)
    late = solver_positions(3, 7, 5)
    for a, b in zip(first, late, strict=True):
        assert [h.bit_count() for h in a.hands] == [8] * 4
        assert [h.bit_count() for h in b.hands] == [4] * 4
        assert all(hb & ~ha == 0 for ha, hb in zip(a.hands, b.hands, strict=True))
        assert a.team == b.team
    with pytest.raises(ValueError):
        solver_positions(1, 7, 9)


def test_spitzer_bench_quick_keys() -> None:
    assert_spitzer_bench_shape(run_spitzer_bench(quick=True))
