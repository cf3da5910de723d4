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
    assert "replay" in capsys.readouterr().out
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip()
