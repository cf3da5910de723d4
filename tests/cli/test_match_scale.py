"""``match`` at scale: deal ranges, --resume files, --combine, progress, --jobs."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.cli import main
from skat_desktop.cli.match import ci95, mean_of
from skat_desktop.cli.match_cli import default_jobs
from skat_desktop.cli.match_log import MatchLog, combine, header, intervals

BASE = ["match", "--a", "easy", "--b", "random", "--seed", "9", "--jobs", "1"]
SHAPE = {
    "deals",
    "rules",
    "scoring",
    "tables_per_deal",
    "diff",
    "a",
    "b",
    "passed_in_tables",
    "seconds",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any], str]:
    code = main([*BASE, *argv]) if argv[:1] != ("--combine",) else main(["match", *argv])
    out = capsys.readouterr()
    return code, json.loads(out.out) if out.out.strip() else {}, out.err


def _same_play(x: dict[str, Any], y: dict[str, Any]) -> None:
    for key in ("deals", "diff", "a", "b", "passed_in_tables"):
        assert x[key] == y[key], key


def test_parts_by_range_and_first_combine_into_the_whole(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, whole, _ = run(capsys, "--deals", "4", "--resume", str(tmp_path / "whole.jsonl"))
    assert code == 0 and set(whole) >= SHAPE | {"seed", "covered"}
    assert whole["covered"] == [[0, 4]]
    part1, part2 = tmp_path / "p1.jsonl", tmp_path / "p2.jsonl"
    code, first, _ = run(capsys, "--range", "0:1", "--resume", str(part1))
    assert code == 0 and first["deals"] == 1 and first["covered"] == [[0, 1]]
    code, second, _ = run(capsys, "--first", "1", "--count", "3", "--resume", str(part2))
    assert code == 0 and second["covered"] == [[1, 4]]
    code, merged, _ = run(capsys, "--combine", str(part1), str(part2))
    assert code == 0 and set(merged) >= SHAPE
    _same_play(merged, whole)
    assert merged["covered"] == [[0, 4]] and merged["parts"] == 2


def test_resume_skips_done_deals_and_survives_a_cut_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    results = tmp_path / "r.jsonl"
    code, whole, _ = run(capsys, "--deals", "3")
    assert code == 0
    assert run(capsys, "--deals", "2", "--resume", str(results))[0] == 0
    with results.open("a") as stream:  # a crash in the middle of writing deal 2
        stream.write('{"index": 2, "seed": 1, "tab')
    code, resumed, err = run(capsys, "--deals", "3", "--resume", str(results))
    assert code == 0
    _same_play(resumed, whole)
    assert "match: 1/3 deals" in err  # the resumed deals count as done
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert [line.get("index") for line in lines] == [None, 0, 1, 2]
    # Nothing left to play: the report comes from the file alone.
    code, again, _ = run(capsys, "--deals", "3", "--resume", str(results))
    assert code == 0
    _same_play(again, whole)


def test_resume_file_of_another_match_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    results = tmp_path / "r.jsonl"
    results.write_text(json.dumps(header("strong", "easy", 9, "official")) + "\n")
    code, _, err = run(capsys, "--deals", "1", "--resume", str(results))
    assert code == 2 and "holds another match" in err and "Traceback" not in err
    assert results.read_text().count("\n") == 1  # untouched


def _packed_results(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, deals: int, cut: int | None = None
) -> tuple[Path, Path]:
    """A played match's results file and its gzipped copy (cut to ``cut`` bytes)."""
    plain = tmp_path / "r.jsonl"
    assert run(capsys, "--deals", str(deals), "--resume", str(plain))[0] == 0
    packed = tmp_path / "r.jsonl.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes())[:cut])
    return plain, packed


def test_combine_reads_a_gzipped_part_as_its_plain_copy(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    plain, packed = _packed_results(capsys, tmp_path, 2)
    code, from_plain, _ = run(capsys, "--combine", str(plain))
    assert code == 0
    code, from_packed, err = run(capsys, "--combine", str(packed))
    assert code == 0 and "Traceback" not in err
    _same_play(from_packed, from_plain)
    assert from_packed["covered"] == [[0, 2]]


def test_resume_refuses_a_gzipped_file_and_leaves_it_as_it_was(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, packed = _packed_results(capsys, tmp_path, 1)
    before = packed.read_bytes()
    code, _, err = run(capsys, "--deals", "2", "--resume", str(packed))
    assert code == 2 and "gzipped; unpack a copy to resume it" in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert packed.read_bytes() == before


@pytest.mark.parametrize("cut", [3, 20, -4])
def test_combine_refuses_a_damaged_gzip_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, cut: int
) -> None:
    _, packed = _packed_results(capsys, tmp_path, 1, cut)
    code, report, err = run(capsys, "--combine", str(packed))
    assert code == 2 and report == {} and "r.jsonl.gz" in err
    assert "gzip" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "content", ["not json\n", '{"type": "match", "format": 1}\n{"index": "x"}\n', "[]\n"]
)
def test_damaged_files_are_refused_by_line(tmp_path: Path, content: str) -> None:
    part = tmp_path / "bad.jsonl"
    part.write_text(content)
    with pytest.raises(ValueError, match=r"bad\.jsonl"):
        combine([part])


def test_combine_refuses_parts_of_different_matches(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    one, two = tmp_path / "1.jsonl", tmp_path / "2.jsonl"
    MatchLog(one, header("easy", "random", 9, "official"))
    MatchLog(two, header("easy", "random", 10, "official"))
    code, _, err = run(capsys, "--combine", str(one), str(two))
    assert code == 2 and "another match" in err
    code, _, err = run(capsys, "--combine", str(tmp_path / "missing.jsonl"))
    assert code == 2 and "cannot read" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["--range", "5:5"],
        ["--range", "abc"],
        ["--range", "0:3", "--first", "2"],
        ["--range", "0:2", "--deals", "2"],
        [],
        ["--deals", "2", "--timeout", "0"],
    ],
)
def test_bad_range_options(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code = main([*BASE, *argv])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_combine_takes_no_play_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["match", "--combine", str(tmp_path / "x"), "--deals", "3"]) == 2
    assert "--combine takes no --deals" in capsys.readouterr().err


def test_progress_reports_time_and_running_difference(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, report, err = run(capsys, "--deals", "2")
    assert code == 0
    last = err.strip().splitlines()[-1]
    assert last.startswith("match: 2/2 deals, ") and " s, A-B " in last
    assert f"{report['diff']['sf_per_deal']:+.2f} points/deal" in last


def test_jobs_default_to_the_cpu_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.cpu_count", lambda: 6)
    assert default_jobs() == 6
    monkeypatch.setattr("os.cpu_count", lambda: None)
    assert default_jobs() == 1


def test_intervals() -> None:
    assert intervals([5, 0, 1, 2, 7, 6]) == [[0, 3], [5, 8]]
    assert intervals([]) == []


def test_a_figure_that_rounds_to_zero_is_not_negative_zero() -> None:
    # The mean 0.00025 and a half-width 0.00049 put the lower bound at -0.00024,
    # which rounds to -0.0: a report would print "-0.0".
    low, high = ci95([0.0, 0.0, 0.0, 0.001])
    assert json.dumps([low, high]) == "[0.0, 0.0]"
    assert ci95([-0.001]) == [0.0, 0.0]
    assert json.dumps(mean_of([-0.001, 0.0])) == "0.0"
