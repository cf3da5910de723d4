"""Kill a process that saves over and over (SIGKILL, at random moments).

Every kill is followed by a check: the file at the path and its ``.bak``
must load. A kill that leaves a temporary file behind landed inside a save
(between creating the temporary file and the final rename); those are
counted to show the kills reach the critical window. The next child's first
save also checks that such leftovers are removed.

The test runs a short campaign; for the figures in a report run it longer::

    PYTHONPATH=tests:. python tests/engine/test_save_kill.py --kills 300
"""

from __future__ import annotations

import argparse
import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent

CHILD = """
import itertools, sys
from pathlib import Path
from support.save_helpers import played
from skat_desktop.engine.records.savefile import save_session
path = Path(sys.argv[1])
lists = [played(n, seed=11) for n in (60, 120, 180, 240)]
save_session(lists[0], path)
print("ready", flush=True)
for session in itertools.cycle(lists):
    save_session(session, path)
"""


def campaign(folder: Path, kills: int, seed: int = 1) -> dict[str, int]:
    """Run ``kills`` kill-and-check rounds on one save path; the figures."""
    from skat_desktop.engine.errors import RecordError
    from skat_desktop.engine.records.atomic import backup_path, temp_files
    from skat_desktop.engine.records.savefile import load_session

    rng = random.Random(seed)
    path = folder / "autosave.skat.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), str(ROOT)])}
    figures = {"kills": 0, "failed_loads": 0, "mid_save": 0, "leftovers_seen": 0}
    for _ in range(kills):
        leftovers = set(temp_files(path))
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], 60)
        line = child.stdout.readline() if ready else b""
        if line.strip() != b"ready":
            child.kill()
            _, err = child.communicate()
            raise AssertionError(f"the saving child did not start: {err.decode()[-500:]}")
        # The first save of this child removed the previous kill's leftovers.
        figures["leftovers_seen"] += len(leftovers)
        assert not leftovers & set(temp_files(path))
        time.sleep(rng.uniform(0.0, 0.12))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        figures["kills"] += 1
        if temp_files(path):
            figures["mid_save"] += 1
        for candidate in (path, backup_path(path)):
            if not candidate.exists() and candidate != path:
                continue
            try:
                load_session(candidate)
            except RecordError:
                figures["failed_loads"] += 1
    return figures


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_killed_while_saving_every_file_loads(tmp_path: Path) -> None:
    figures = campaign(tmp_path, kills=int(os.environ.get("SKAT_KILLS", "12")))
    assert figures["failed_loads"] == 0, figures
    assert figures["kills"] >= 12


def main() -> None:
    parser = argparse.ArgumentParser(description="SIGKILL a saving process; count bad files.")
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        figures = campaign(args.folder or Path(tmp), args.kills, args.seed)
    print(json.dumps(figures))
    sys.exit(1 if figures["failed_loads"] else 0)


if __name__ == "__main__":
    main()
