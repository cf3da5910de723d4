"""A closed pipe on stdout ends the command quietly, without a traceback."""

from __future__ import annotations

import subprocess
import sys

MATCH = [sys.executable, "-m", "skat_desktop", "match", "--a", "easy", "--b", "random"]


def test_match_into_a_closed_pipe_prints_no_traceback() -> None:
    proc = subprocess.Popen(
        [*MATCH, "--deals", "2", "--seed", "1", "--jobs", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None
    proc.stdout.close()  # the reader is gone before the report is printed
    _, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err, err.decode()
