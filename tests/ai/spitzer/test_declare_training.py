"""The learned declaration model's data and training scripts (``build_scripts/``)."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

import pytest
from support.build_script_loader import ROOT, load_build_script

from skat_desktop.ai.spitzer import declare_model as dm


def test_a_close_schneider_is_recorded_with_both_choices_played_out() -> None:
    """Deal 12 of seed 5600: seat 0's Schneider lies within its window of passing,
    its Zola does not; both recorded choices were played out to a score."""
    data = load_build_script("spitzer_declare_data")
    record = data.samples_of_deal(5600, 12)
    assert record["index"] == 12
    [sample] = record["samples"]
    assert sample["seat"] == 0
    assert set(sample["labels"]) == {"pass", "schneider"}
    est = sample["estimates"]
    lo, hi = data.WINDOW["schneider"]
    assert lo <= est["schneider"]["util"] - est["pass"]["util"] <= hi
    zlo, zhi = data.WINDOW["zola"]
    assert not zlo <= est["zola"]["util"] - est["pass"]["util"] <= zhi
    # A relative score is a seat's score less the others' mean: thirds of whole points.
    for label in sample["labels"].values():
        assert (label * 3) == pytest.approx(round(label * 3))
    # The command still labels as it labelled the shipped model's data.
    assert record["samples"] == _stored_record(12)["samples"]


def _stored_record(index: int) -> dict[str, Any]:
    path = ROOT / "docs/measurements/spitzer_declare_data_seed5600_3000.jsonl.gz"
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            record: dict[str, Any] = json.loads(line)
            if record["index"] == index:
                return record
    raise AssertionError(f"deal {index} is not in {path}")


def _synthetic(path: Path, n: int, seed: int) -> None:
    """Samples whose real gain is 3 + 2 × (the estimate's advantage), exactly."""
    rng = random.Random(seed)
    with path.open("w") as f:
        for i in range(n):
            hand = sum(1 << c for c in rng.sample(range(32), 8))
            passing = rng.uniform(-3, 5)
            estimates = {"pass": {"util": passing, "win": 0.5, "points": 60.0, "worlds": 16}}
            labels = {"pass": 0.0}
            for kind in ("zola", "schneider"):
                advantage = rng.uniform(-3, 6)
                estimates[kind] = {
                    "util": passing + advantage,
                    "win": rng.random(),
                    "points": rng.uniform(0, 120),
                    "worlds": 16,
                }
                labels[kind] = 3 + 2 * advantage
            sample = {"seat": i % 4, "hand": hand, "estimates": estimates, "labels": labels}
            f.write(json.dumps({"index": i, "samples": [sample]}) + "\n")
        f.write('{"index": 99')  # a stopped run's last line is skipped


def test_training_recovers_a_known_gain_and_writes_a_model_the_program_reads(
    tmp_path: Path,
) -> None:
    train = load_build_script("train_spitzer_declare")
    data = tmp_path / "data.jsonl"
    _synthetic(data, 150, seed=1)
    out = tmp_path / "model.json"
    report = tmp_path / "report.json"
    argv = ["--data", str(data), "--out", str(out), "--report", str(report)]
    assert train.main(argv) == 0
    model = dm.load_declare_model(out)
    passing = dm.Estimate(1.0, 0.5, 60.0)
    gain = model.advantage("zola", dm.Estimate(3.0, 0.4, 70.0), passing, 0xFF, 1)
    assert gain == pytest.approx(7.0, abs=0.05)
    summary = json.loads(report.read_text())
    assert summary["zola"]["samples"] == 150
    # Declaring wherever the gain is positive beats the old margin rule on these data.
    assert summary["zola"]["model_minus_margin_rule"][0] > 0


def test_training_on_too_little_data_says_so(tmp_path: Path) -> None:
    train = load_build_script("train_spitzer_declare")
    data = tmp_path / "data.jsonl"
    _synthetic(data, 20, seed=2)
    with pytest.raises(SystemExit, match="only 20 samples; generate more data first"):
        train.main(["--data", str(data), "--out", str(tmp_path / "m.json")])
