"""``replay`` streams its input: hostile files give per-record errors in bounded memory."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from skat_desktop.cli import main
from skat_desktop.engine.records.lines import MAX_LINE_BYTES, BinaryInputError, read_lines

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "tests" / "data" / "iss_own.txt"
FIRST = OWN.read_text(encoding="utf-8").splitlines()[0].strip()


def _replay(
    *args: str, limit_mb: int | None = None, stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    """Run ``replay`` in a child process, under an address-space limit if given."""

    def limit() -> None:
        import resource

        size = (limit_mb or 0) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    return subprocess.run(
        [sys.executable, "-m", "skat_desktop", "replay", *args],
        cwd=ROOT,
        input=stdin,
        stdin=None if stdin is not None else subprocess.DEVNULL,
        capture_output=True,
        timeout=120,
        preexec_fn=limit if limit_mb is not None else None,
    )


def _reports(stdout: bytes) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.decode().splitlines()]


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS is checked on Linux")
def test_no_newline_file_under_a_memory_limit(tmp_path: Path) -> None:
    """100 MB without a newline, under a 150 MB address-space limit: the old
    line-by-line text reading needed more than that and died with MemoryError."""
    path = tmp_path / "nonl.txt"
    with open(path, "wb") as handle:
        block = b"(;GM[Skat]" + b"x" * (1 << 20)
        for _ in range(100):
            handle.write(block)
        handle.write(b"\n" + FIRST.encode() + b"\n")
    result = _replay(str(path), limit_mb=150)
    assert b"Traceback" not in result.stderr and b"MemoryError" not in result.stderr
    assert result.returncode == 1
    reports = _reports(result.stdout)
    assert reports[0]["id"] == 1 and reports[0]["status"] == "error"
    assert "longer than" in str(reports[0]["message"])
    assert reports[1]["id"] == 1001 and reports[1]["status"] == "ok"  # carried on


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_dev_zero_stops_with_a_clear_message() -> None:
    result = _replay("/dev/zero", limit_mb=150 if sys.platform == "linux" else None)
    assert result.returncode == 2
    err = result.stderr.decode()
    assert "not a text file" in err and "Traceback" not in err
    assert err.count("\n") == 1


def test_records_with_5000_digit_numbers_are_errors_and_replay_goes_on(tmp_path: Path) -> None:
    big = "9" * 5000
    lines = [
        FIRST.replace("ID[1001]", f"ID[{big}]"),
        FIRST.replace(" 2 18 0 p", f" 2 {big} 0 p"),
        FIRST.replace(" 2 18 0 p", " 2 \u00b2 0 p"),  # a digit that int() refuses
        FIRST,
    ]
    path = tmp_path / "big.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    from skat_desktop.cli.replay import run_replay

    assert run_replay(str(path), stdout=out, stderr=err) == 1
    reports = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["status"] for r in reports] == ["ok", "error", "error", "ok"]
    assert reports[0]["id"] == 1  # an absurd ID gives way to the line number
    assert "5000 digits" in str(reports[1]["message"])
    assert len(str(reports[1]["message"])) < 200
    assert err.getvalue() == ""


def test_stdin_is_read_with_a_dash() -> None:
    result = _replay("-", stdin=(FIRST + "\n").encode())
    assert result.returncode == 0, result.stderr
    assert _reports(result.stdout)[0]["id"] == 1001


def test_read_lines_bounds_every_line() -> None:
    data = b"a\r\nb\rc\n" + b"x" * 50 + b"\n\xef\xbb\xbfd\n" + b"y" * 30
    lines = list(read_lines(io.BytesIO(data), limit=20))
    assert lines == [(1, "a"), (2, "b"), (3, "c"), (4, None), (5, "d"), (6, None)]
    with pytest.raises(BinaryInputError):
        list(read_lines(io.BytesIO(b"\0" * 100), limit=20))
    # A NUL inside an ordinary line is the record's problem, not the file's.
    assert list(read_lines(io.BytesIO(b"a\0b\nc\n"))) == [(1, "a\0b"), (2, "c")]


def test_folder_argument_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "cannot read" in err and "folder" in err


def test_max_line_is_generous_for_real_records() -> None:
    assert 100 * len(FIRST.encode()) <= MAX_LINE_BYTES
