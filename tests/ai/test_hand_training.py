"""The learned hand model's data and training scripts (``build_scripts/research/``)."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

import pytest
from support.build_script_loader import ROOT, load_build_script

from skat_desktop.ai import evaluation as ev
from skat_desktop.engine.cards import JACKS_MASK, suit_mask
from skat_desktop.engine.skat.game_types import GameType

STORED = ROOT / "docs/measurements/skat_hand_data_seed5601_80000.jsonl.gz"
hm = load_build_script("skat_hand_model")


def _stored_record(index: int) -> dict[str, Any]:
    with gzip.open(STORED, "rt", encoding="utf-8") as f:
        for line in f:
            record: dict[str, Any] = json.loads(line)
            if record["index"] == index:
                return record
    raise AssertionError(f"deal {index} is not in {STORED}")


def test_a_deal_is_labelled_as_the_stored_data_was() -> None:
    data = load_build_script("skat_hand_data")
    for index in (0, 7, 4321):
        record = data.labels_of_deal(5601, index)
        assert record == _stored_record(index)
        hands, skat, seat = data.deal_of(5601, index)
        assert record["hand"] == hands[seat] and seat == index % 3
        assert skat.bit_count() == 2 and not skat & (hands[0] | hands[1] | hands[2])
        assert len(record["pickup"]) == len(record["hand_game"]) == len(hm.GAMES)


def test_a_solved_category_is_a_win_by_the_game_s_own_rule() -> None:
    data = load_build_script("skat_hand_data")
    assert data.won(GameType.NULL, 1) == 1 and data.won(GameType.NULL, 0) == 0
    assert data.won(GameType.CLUBS, ev.CAT_WON) == 1
    assert data.won(GameType.GRAND, ev.CAT_SCHNEIDER) == 1
    assert data.won(GameType.HEARTS, ev.CAT_LOST) == 0


def test_a_hand_with_every_jack_and_the_trump_suit_wins_its_suit_game() -> None:
    """Deals where the labelled seat holds all four jacks and three more clubs:
    the solver says clubs is won after the pick-up, and Null lost."""
    data = load_build_script("skat_hand_data")
    found = 0
    for index in range(20000):
        hands, _, seat = data.deal_of(1, index)
        hand = hands[seat]
        clubs = hand & suit_mask(3) & ~JACKS_MASK
        if hand & JACKS_MASK == JACKS_MASK and clubs.bit_count() >= 3:
            record = data.labels_of_deal(1, index)
            assert record["pickup"][hm.GAMES.index(GameType.CLUBS)] == 1
            assert record["pickup"][hm.GAMES.index(GameType.NULL)] == 0
            assert record["hand_game"][hm.GAMES.index(GameType.NULL)] == 0
            found += 1
            if found == 3:
                return
    raise AssertionError(f"{found} such deals in the first 20,000")


def _synthetic(path: Path, n: int, seed: int) -> None:
    """Deals whose every game is won exactly when the hand holds the club jack."""
    rng = random.Random(seed)
    club_jack = 1 << ev.card(3, ev.JACK)
    with path.open("w") as f:
        for i in range(n):
            hand = sum(1 << c for c in rng.sample(range(32), 10))
            won = int(bool(hand & club_jack))
            labels = [won] * len(hm.GAMES)
            record = {"index": i, "seat": i % 3, "hand": hand, "pickup": labels}
            f.write(json.dumps({**record, "hand_game": labels}) + "\n")
        f.write('{"index": 99')  # a stopped run's last line is skipped


def test_training_learns_a_known_rule_and_writes_a_model_that_loads(
    tmp_path: Path,
) -> None:
    train = load_build_script("train_skat_hand")
    data = tmp_path / "data.jsonl"
    _synthetic(data, 600, seed=1)
    out = tmp_path / "model.json"
    argv = [str(data), "--out", str(out), "--hidden", "4", "--epochs", "40", "--batch", "32"]
    assert train.main(argv) == 0
    model = hm.load_hand_model(out)
    club_jack = 1 << ev.card(3, ev.JACK)
    rng = random.Random(2)
    for _ in range(50):
        hand = sum(1 << c for c in rng.sample(range(32), 10))
        for game in hm.GAMES:
            p = model.win(game, hand, 1, pickup=True)
            if game == GameType.NULL:
                continue  # a Null's inputs put the jacks among their suits
            assert (p > 0.5) == bool(hand & club_jack)


def test_training_refuses_too_little_data(tmp_path: Path) -> None:
    train = load_build_script("train_skat_hand")
    data = tmp_path / "data.jsonl"
    _synthetic(data, 20, seed=1)
    with pytest.raises(SystemExit):
        train.main([str(data), "--out", str(tmp_path / "m.json")])
