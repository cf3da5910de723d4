"""build_scripts/research/frozen_levels.py and bench_side_by_side.py: today's
levels against a frozen commit's, in play (engine protocol) and in time."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from support.build_script_loader import load_build_script


def test_the_launcher_runs_the_copys_own_package_not_the_working_trees(
    tmp_path: Path,
) -> None:
    """A stand-in package in the copy answers; the working tree's is never imported."""
    frozen = load_build_script("frozen_levels")
    package = tmp_path / "lib" / "skat_desktop"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "__main__.py").write_text(
        "import sys, skat_desktop\nprint('copy', skat_desktop.__file__, *sys.argv[1:])\n"
    )
    launcher = tmp_path / "engine"
    launcher.write_text(frozen.engine_launcher(tmp_path))
    launcher.chmod(0o755)
    out = subprocess.run(
        [str(launcher), "strong"], capture_output=True, text=True, check=True, cwd="/"
    ).stdout.split()
    assert out == ["copy", str(package / "__init__.py"), "engine", "strong"]


def test_a_whole_copy_is_reused_and_a_wrong_commit_is_refused(tmp_path: Path) -> None:
    frozen = load_build_script("frozen_levels")
    commit = frozen.resolve_commit("HEAD")
    (tmp_path / frozen.STAMP).write_text(commit + "\n")
    assert frozen.freeze(commit, tmp_path) == tmp_path  # nothing built: it is whole
    assert frozen.is_whole(tmp_path, commit) and not frozen.is_whole(tmp_path, "0" * 40)
    with pytest.raises(SystemExit, match="is not a commit here"):
        frozen.resolve_commit("no-such-commit-anywhere")


def test_side_by_side_takes_the_median_of_each_rounds_ratio() -> None:
    side = load_build_script("bench_side_by_side")
    rounds = [
        ({("strong", "card", "p95"): 110.0}, {("strong", "card", "p95"): 100.0}),
        ({("strong", "card", "p95"): 300.0}, {("strong", "card", "p95"): 200.0}),
        ({("strong", "card", "p95"): 90.0}, {("strong", "card", "p95"): 100.0}),
    ]
    (row,) = side.compare(rounds, {"strong"}, 1.1)
    assert row["ratio"] == 1.1 and row["within_limit"]  # the 1.5 of one round is outvoted
    assert row["today_ms"] == 110.0 and row["frozen_ms"] == 100.0
    assert side.compare(rounds, {"normal"}, 1.1) == []


def test_side_by_side_reads_every_level_and_kind_of_a_bench_report() -> None:
    side = load_build_script("bench_side_by_side")
    report = {
        "decision_ms": {
            "strong": {"median": 5, "p95": 9, "by_kind": {"bid": {"median": 3, "p95": 4}}}
        }
    }
    assert side.times(report) == {
        ("strong", "all", "median"): 5.0,
        ("strong", "all", "p95"): 9.0,
        ("strong", "bid", "median"): 3.0,
        ("strong", "bid", "p95"): 4.0,
    }


def test_side_by_side_reads_the_solver_nodes_apart_from_the_milliseconds() -> None:
    side = load_build_script("bench_side_by_side")
    report = {
        "decision_ms": {
            "normal": {
                "median": 50,
                "p95": 90,
                "by_kind": {"card": {"median": 40, "p95": 80}},
                "nodes_m": {"median": 2.5, "p95": 6, "by_kind": {"card": {"median": 2, "p95": 5}}},
            }
        }
    }
    nodes = side.times(report, nodes=True)
    assert nodes[("normal", "card", "median")] == 2.0
    assert nodes[("normal", "all", "p95")] == 6.0
    (row,) = side.compare([(nodes, {("normal", "card", "p95"): 4.0})], {"normal"}, 1.1, "mnodes")
    assert row["today_mnodes"] == 5.0 and row["frozen_mnodes"] == 4.0
    assert row["ratio"] == 1.25 and not row["within_limit"]


def test_side_by_side_refuses_a_folder_that_is_no_frozen_copy(tmp_path: Path) -> None:
    side = load_build_script("bench_side_by_side")
    with pytest.raises(SystemExit, match=r"not a frozen_levels\.py copy"):
        side.main(["--frozen", str(tmp_path)])
