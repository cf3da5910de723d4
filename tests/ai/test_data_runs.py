"""The training-data scripts' shared run (``build_scripts/data_runs.py``): each
script's ``main`` goes on where a stopped run of it stopped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support.build_script_loader import load_build_script


@pytest.mark.parametrize(
    ("script", "worker", "record"),
    [
        ("spitzer_declare_data", "samples_of_deal", {"samples": [], "seconds": 0.0}),
        ("skat_hand_data", "labels_of_deal", {}),
    ],
)
def test_a_stopped_data_run_goes_on_where_it_stopped(
    script: str,
    worker: str,
    record: dict[str, Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = load_build_script(script)
    out = tmp_path / "data.jsonl"
    first = {"index": 0, **record}
    out.write_text(json.dumps(first) + '\n{"index": 1, "sam')  # the last line cut short
    asked: list[int] = []

    def fake(seed: int, index: int) -> dict[str, Any]:
        asked.append(index)
        return {"index": index, **record}

    monkeypatch.setattr(data, worker, fake)
    assert data.main(["--deals", "3", "--jobs", "1", "--out", str(out)]) == 0
    assert asked == [1, 2]
    lines = out.read_text().splitlines()
    assert [json.loads(line)["index"] for line in (lines[0], *lines[2:])] == [0, 1, 2]
