"""The tuning script's variant options: bidding settings are screened, card-play
settings are played in every deal, and bad values are refused."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from types import ModuleType

import pytest

from skat_desktop.ai.search_config import STRONG

from support.build_script_loader import load_build_script


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return load_build_script("bid_margin_match")


def _args(script: ModuleType, **given: str) -> argparse.Namespace:
    values = {option: "" for option in script.VARIED}
    values.update(given)
    return argparse.Namespace(**values)


def test_bidding_variants_are_screened(script: ModuleType) -> None:
    variants, unscreened = script.variants_of(_args(script, margins="0,-12"), STRONG)
    assert sorted(variants) == ["m-12", "m0"]
    assert variants["m-12"].bid_margin == -12 and variants["m-12"].play_worlds == STRONG.play_worlds
    assert unscreened == set()


def test_card_play_variants_are_played_in_every_deal(script: ModuleType) -> None:
    args = _args(script, play_evidence="1", priors="16")
    variants, unscreened = script.variants_of(args, STRONG)
    assert variants["e1"].play_evidence == 1.0 and STRONG.play_evidence == 0.0
    assert unscreened == {"e1"}


def test_a_value_that_is_no_number_is_refused(script: ModuleType) -> None:
    with pytest.raises(ValueError):
        script.variants_of(_args(script, margins="bold"), STRONG)


def test_report_counts_screened_deals_as_zero(script: ModuleType, tmp_path: Path) -> None:
    table = {"who": ["a", "b", "b"], "points": [10, 0, 0]}
    lines = [
        '{"index": 0, "differs": false, "seconds": 1.0}',
        '{"index": 1, "differs": true, "seconds": 2.0, "tables": ' + _tables(table) + "}",
    ]
    path = tmp_path / "x_e1.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = script.report([path])
    assert out["deals"] == 2 and out["played"] == 1 and out["seconds"] == 3
    assert out["diff"]["sf_per_deal"] == pytest.approx(script.deal_difference(_record(table)) / 2)


def _tables(table: dict[str, object]) -> str:
    return json.dumps([table] * 6)


def _record(table: dict[str, object]) -> dict[str, object]:
    return {"index": 1, "tables": [table] * 6}
