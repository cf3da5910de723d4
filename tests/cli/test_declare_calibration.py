"""build_scripts/research/declare_calibration.py:
a level's predicted win chances beside its games."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.ai.search_config import NORMAL
from skat_desktop.engine.skat.game_types import GameType


@pytest.fixture(scope="module", name="calibration")
def calibration_fixture() -> ModuleType:
    return load_build_script("declare_calibration")


def _write(path: Path, records: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_a_declared_deal_records_the_prediction_and_the_outcome(calibration: ModuleType) -> None:
    record = calibration.play_deal("normal", 5, 2)
    assert record["kind"] == "game"
    # normal picks a Grand here since it ranks games by expected score (seed 2064).
    assert record["game"] == "grand" and record["how"] == "pickup"
    assert 0.0 <= record["predicted"] <= 1.0
    assert isinstance(record["won"], bool)
    assert record["optimism"] == NORMAL.optimism(GameType.GRAND)  # the level's own share


def test_the_report_reads_back_the_optimism_the_outcomes_imply(
    calibration: ModuleType, tmp_path: Path
) -> None:
    """Predicted 0.74 at optimism 0.35 means 60 % of the worlds were solved as
    wins; 80 % won at the table means half the solved losses were won."""
    games = [
        {
            "index": i,
            "kind": "game",
            "game": "suit",
            "how": "pickup",
            "predicted": 0.74,
            "optimism": 0.35,
            "won": i < 8,
        }
        for i in range(10)
    ]
    passed = {"index": 10, "kind": "passed"}
    out = calibration.report([_write(tmp_path / "a.jsonl", [*games, passed])])
    assert out["deals"] == 11
    suit = out["suit"]
    assert suit["games"] == 10 and suit["won"] == 0.8 and suit["predicted_win"] == 0.74
    assert suit["implied_optimism"] == pytest.approx(0.5)
    assert out["suit pickup"]["games"] == 10
    assert "grand" not in out


def test_the_report_refuses_a_deal_twice(calibration: ModuleType, tmp_path: Path) -> None:
    first = _write(tmp_path / "a.jsonl", [{"index": 3, "kind": "passed"}])
    second = _write(tmp_path / "b.jsonl", [{"index": 3, "kind": "passed"}])
    with pytest.raises(ValueError, match="deal 3 twice"):
        calibration.report([first, second])
