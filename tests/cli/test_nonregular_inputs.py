"""``match --combine`` and ``replay`` never block on a pipe nor read a device without end.

Each run is a child process with a timeout (a FIFO nobody writes to would
block ``open`` for ever) and, on Linux, an address-space limit, so reading
``/dev/zero`` whole fails the test instead of filling the machine's memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MEMORY_LIMIT_MB = 1024


def _run(*argv: str) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        import resource

        size = MEMORY_LIMIT_MB * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    start = time.monotonic()
    try:
        result = subprocess.run(
            [sys.executable, "-m", "skat_desktop", *argv],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=20,
            preexec_fn=limit if sys.platform == "linux" else None,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{argv[0]} blocked on {argv[-1]}")
    assert time.monotonic() - start < 10
    return result


def _fifo(tmp_path: Path) -> str:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    return str(path)


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_combine_refuses_dev_zero_in_one_line() -> None:
    result = _run("match", "--combine", "/dev/zero")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr
    assert result.stderr.count("\n") == 1 and "not a regular file" in result.stderr
    assert result.stdout == ""


@needs_fifo
def test_combine_refuses_a_fifo_in_one_line(tmp_path: Path) -> None:
    fifo = _fifo(tmp_path)
    result = _run("match", "--combine", fifo)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "not a regular file" in result.stderr
    assert fifo in result.stderr and "Traceback" not in result.stderr


@needs_fifo
def test_replay_refuses_a_fifo_in_one_line(tmp_path: Path) -> None:
    fifo = _fifo(tmp_path)
    result = _run("replay", fifo)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "pipe" in result.stderr
    assert fifo in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""
