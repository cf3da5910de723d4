"""Two copies of Skat Desktop on one data folder: the second writes nothing there.

Issue 53: the second copy turned off only the Skat autosave; Spitzer's came
back on and both copies rewrote the statistics from memory, so one copy's
Spitzer game and deals were lost. Here two real processes (the driver beside
this file) play on one folder side by side, and the first copy's files must
hold everything it played, the second's nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

DRIVER = Path(__file__).with_name("two_copies_driver.py")
ROOT = Path(__file__).resolve().parents[2]
"""Put first on the copies' path: they run this checkout, wherever it is installed from."""
FIRST, SECOND = 11, 29
"""The copies' seeds: a list's and a Spitzer game's key in the files."""


def _start(role: str, seed: int, tmp: Path) -> subprocess.Popen[str]:
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, SKAT_DESKTOP_DATA_DIR=str(tmp / "data"), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = path
    return subprocess.Popen(
        [sys.executable, str(DRIVER), role, str(seed), str(tmp / "ready"), str(tmp / "go")],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _report(proc: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err[-2000:]
    report: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return report


def _file(tmp: Path, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((tmp / "data" / name).read_text(encoding="utf-8"))
    return data


def test_two_copies_on_one_data_folder_lose_nothing(tmp_path: Path) -> None:
    first = _start("first", FIRST, tmp_path)
    deadline = time.monotonic() + 40
    while not (tmp_path / "ready").exists():
        assert first.poll() is None, first.communicate()[1][-2000:]
        assert time.monotonic() < deadline, "the first copy never got ready"
        time.sleep(0.05)
    shared = ("autosave.skat.json", "autosave.spitzer.json", "statistics.json")
    shared += ("spitzer_statistics.json",)
    before = {name: (tmp_path / "data" / name).read_bytes() for name in shared}
    second = _report(_start("second", SECOND, tmp_path))  # while the first one waits
    after = {name: (tmp_path / "data" / name).read_bytes() for name in shared}
    changed = [name for name in shared if before[name] != after[name]]
    assert not changed, f"the second copy wrote {changed}"
    (tmp_path / "go").touch()
    one = _report(first)

    assert not one["second_copy"] and second["second_copy"]
    # The first copy played 3 Skat deals and 2 Spitzer deals; the second 2 and 1.
    assert (one["skat_deals"], one["spitzer_deals"]) == (3, 2)
    assert (second["skat_deals"], second["spitzer_deals"]) == (2, 1)
    # Both autosaves are the first copy's, with every deal it played.
    skat = _file(tmp_path, "autosave.skat.json")
    spitzer = _file(tmp_path, "autosave.spitzer.json")
    assert (skat["seed"], len(skat["deals"])) == (FIRST, 3)
    assert (spitzer["seed"], len(spitzer["deals"])) == (FIRST, 2)
    # Statistics: exactly what the first copy recorded, none of the second's.
    stats = {
        item["key"]: len(item["deals"]) for item in _file(tmp_path, "statistics.json")["lists"]
    }
    games = _file(tmp_path, "spitzer_statistics.json")["games"]
    spitzer_stats = {item["key"]: len(item["deals"]) for item in games}
    assert stats == one["statistics"] and stats[f"{FIRST:x}"] == 3
    assert spitzer_stats == one["spitzer_statistics"] and len(spitzer_stats) == 1
    # The second copy played (in memory) but its list and game reached no file.
    assert set(second["statistics"]) - set(stats) == {f"{SECOND:x}"}
    assert len(set(second["spitzer_statistics"]) - set(spitzer_stats)) == 1
