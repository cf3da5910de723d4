"""The command line: JSON shapes other tools read, and exit codes on bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from skat_desktop.cli import main


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "skat_desktop", *args], capture_output=True, text=True, timeout=120
    )


def test_bench_engine_json_shape() -> None:
    proc = _run("bench", "engine", "--seconds", "0.3")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert set(data) == {"engine"}
    assert set(data["engine"]) == {"deals_per_s", "legal_actions_us"}
    assert data["engine"]["deals_per_s"] > 0
    assert data["engine"]["legal_actions_us"] > 0


def test_bench_gui_json_shape() -> None:
    proc = _run("bench", "gui", "--level", "easy", "--deals", "1")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)["gui"]
    assert {
        "level",
        "deals",
        "computer_decisions",
        "max_stall_ms",
        "p99_gap_ms",
        "gaps_over_50ms",
        "seconds",
    } <= set(data)
    assert data["level"] == "easy" and data["deals"] == 1
    assert data["computer_decisions"] > 0


@pytest.mark.parametrize(
    "argv",
    [
        ["frobnicate"],
        ["bench", "engine", "--seconds", "abc"],
        ["bench", "engine", "--seconds", "0"],
        ["replay"],
        ["replay", "/nonexistent/records.txt"],
        ["bench", "gui", "--deals", "0"],
        ["bench", "gui", "--level", "godlike"],
    ],
)
def test_bad_arguments_exit_2_without_traceback(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip()
    assert "Traceback" not in err


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in ("app", "replay", "bench", "match", "--self-test"))
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip()


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["match", "--help"], ["--a", "--b", "--deals", "--seed", "--rules", "--jobs", "100,000"]),
        (["replay", "--help"], ["file", "--rules", "official"]),
        (["bench", "--help"], ["--quick", "engine", "gui"]),
        (["bench", "engine", "--help"], ["--seconds"]),
        (["bench", "gui", "--help"], ["--level", "--deals", "--seed", "--seconds"]),
        (["app", "--help"], ["--verbose"]),
    ],
)
def test_every_help_is_generated(
    argv: list[str], expected: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: skat-desktop")
    for word in expected:
        assert word in out


def test_bad_argument_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--a", "easy", "--b", "easy", "--deals", "100001", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "--deals" in err and "100,000" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["match", "--a", "easy", "--b", "easy", "--deals", "1", "--seed", "1" + "0" * 5000],
        ["match", "--a", "easy", "--b", "easy", "--deals", "9" * 5000, "--seed", "1"],
        ["match", "--a", "easy", "--b", "easy", "--deals", "1", "--seed", "-1"],
        ["match", "--a", "easy", "--b", "easy", "--deals", "1", "--seed", "1", "--jobs", "65"],
        ["bench", "engine", "--seconds", "nan"],
        ["bench", "engine", "--seconds", "1e400"],
        ["bench", "--quick", "engine"],
        ["bench", "gui", "--deals", "101"],
        ["replay", "a.txt", "--rules", "moon"],
        ["app", "extra"],
        ["--self-test", "replay", "x.txt"],
    ],
)
def test_out_of_range_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip() and "Traceback" not in err
    assert len(err) < 300  # the message quotes at most a short piece of the input


def test_python_m_and_entry_point_agree() -> None:
    proc = _run("--help")
    assert proc.returncode == 0
    assert "usage: skat-desktop" in proc.stdout
    bad = _run("match", "--deals", "x")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and bad.stdout == ""
