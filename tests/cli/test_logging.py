"""``--verbose`` and the rotating log file."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from skat_desktop import logs

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "tests" / "data" / "iss_own.txt"


def _replay(*flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "skat_desktop", *flags, "replay", str(OWN)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("where", ["before", "after"])
def test_verbose_logs_information_to_stderr(where: str) -> None:
    if where == "before":
        proc = _replay("--verbose")
    else:
        proc = subprocess.run(
            [sys.executable, "-m", "skat_desktop", "replay", str(OWN), "-v"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert proc.returncode == 0
    assert "INFO skat_desktop.cli.replay: replayed" in proc.stderr


def test_quiet_by_default() -> None:
    proc = _replay()
    assert proc.returncode == 0 and proc.stderr == ""


def test_log_file_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    path = logs.log_to_file(tmp_path / "logs")
    try:
        assert path == tmp_path / "logs" / logs.LOG_NAME
        assert logs.log_file() == path
        for i in range(200):
            logging.getLogger("skat_desktop.test").warning("line %d %s", i, "x" * 50)
        names = sorted(p.name for p in (tmp_path / "logs").iterdir())
        assert names == [logs.LOG_NAME] + [
            f"{logs.LOG_NAME}.{n}" for n in range(1, logs.BACKUPS + 1)
        ]
        assert all(p.stat().st_size <= 2_100 for p in (tmp_path / "logs").iterdir())
    finally:
        logs.close_log_file()
    assert logs.log_file() is None


def test_unwritable_log_folder_is_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logs.log_to_file(blocker / "logs") is None
    assert logs.log_file() is None
