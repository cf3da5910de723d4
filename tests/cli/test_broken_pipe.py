"""A closed pipe on stdout ends the command quietly, without a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.build_script_loader import ROOT

from skat_desktop.cli.match_log import header
from skat_desktop.cli.pipes import BROKEN_PIPE_STATUS

MATCH = [sys.executable, "-m", "skat_desktop", "match", "--a", "easy", "--b", "random"]


def _closed_stdout_run(argv: list[str]) -> tuple[int, bytes]:
    """Exit status and stderr of a command whose reader left before it printed."""
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    return proc.returncode, err


def test_match_into_a_closed_pipe_prints_no_traceback() -> None:
    status, err = _closed_stdout_run([*MATCH, "--deals", "2", "--seed", "1", "--jobs", "1"])
    assert b"Traceback" not in err, err.decode()
    assert status == BROKEN_PIPE_STATUS


def test_the_measuring_scripts_into_a_closed_pipe_print_no_traceback(tmp_path: Path) -> None:
    """``bid_margin_match.py --report`` and ``match_breakdown.py`` end like the
    ``skat-desktop`` commands: quietly, with the shell's broken-pipe status."""
    deals = tmp_path / "screen_s10.jsonl"
    deals.write_text('{"index": 0, "differs": false, "seconds": 1.0}\n', encoding="utf-8")
    match = tmp_path / "match.jsonl"
    match.write_text(json.dumps(header("x", "y", 3, "official")) + "\n", encoding="utf-8")
    scripts = ROOT / "build_scripts" / "research"
    for argv in (
        [str(scripts / "bid_margin_match.py"), "--report", str(deals)],
        [str(scripts / "match_breakdown.py"), str(match)],
    ):
        status, err = _closed_stdout_run([sys.executable, *argv])
        assert b"Traceback" not in err, err.decode()
        assert status == BROKEN_PIPE_STATUS, argv


def test_print_json_prints_indented_json_and_returns_0(capsys: pytest.CaptureFixture[str]) -> None:
    from skat_desktop.cli.pipes import print_json

    assert print_json({"deals": 3}) == 0
    assert capsys.readouterr().out == '{\n  "deals": 3\n}\n'
