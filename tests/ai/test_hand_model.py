"""Skat's learned hand estimate (``build_scripts/research/skat_hand_model.py``):
its inputs and its file. Research: no level uses it (its screen found nothing)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.build_script_loader import ROOT, load_build_script

from skat_desktop.ai.evaluation import ACE, EIGHT, JACK, KING, NINE, QUEEN, SEVEN, TEN, card
from skat_desktop.engine.skat.game_types import GameType

hm = load_build_script("skat_hand_model")
MODEL = ROOT / "docs/measurements/skat_hand_model_seed5601.json"
"""The model fitted on the stored data (the one the seed 2063 screen asked)."""

CLUBS, SPADES, HEARTS, DIAMONDS = 3, 2, 1, 0


def hand_of(*cards: tuple[int, int]) -> int:
    return sum(1 << card(s, r) for s, r in cards)


def swap_suits(hand: int, a: int, b: int) -> int:
    """``hand`` with suits ``a`` and ``b`` (jacks included) exchanged."""
    out = 0
    for c in range(32):
        if hand >> c & 1:
            s = c >> 3
            s = b if s == a else a if s == b else s
            out |= 1 << (s * 8 + (c & 7))
    return out


STRONG_HEARTS = hand_of(
    (CLUBS, JACK),
    (SPADES, JACK),
    (HEARTS, JACK),
    (HEARTS, ACE),
    (HEARTS, TEN),
    (HEARTS, KING),
    (HEARTS, NINE),
    (SPADES, ACE),
    (SPADES, TEN),
    (CLUBS, ACE),
)
WEAK = hand_of(
    (CLUBS, SEVEN),
    (CLUBS, EIGHT),
    (SPADES, NINE),
    (SPADES, QUEEN),
    (HEARTS, SEVEN),
    (HEARTS, KING),
    (HEARTS, EIGHT),
    (DIAMONDS, TEN),
    (DIAMONDS, NINE),
    (DIAMONDS, KING),
)


def test_a_suit_game_reads_the_same_inputs_whatever_its_trump_suit() -> None:
    """Hearts trump in one hand is spades trump in the hand with the two suits
    swapped (the jacks keep their own order): one network serves every suit."""
    # Swapping hearts and spades moves the jacks too; swap them back by hand.
    mirrored = swap_suits(STRONG_HEARTS, HEARTS, SPADES)
    jacks = (1 << card(HEARTS, JACK)) | (1 << card(SPADES, JACK))
    assert mirrored & jacks == jacks  # both were held: the swap left them as they were
    assert hm.active_inputs(GameType.SPADES, mirrored, 1) == hm.active_inputs(
        GameType.HEARTS, STRONG_HEARTS, 1
    )


def test_side_suits_are_read_longest_first_whatever_their_colour() -> None:
    """Exchanging two side suits (their jacks stay: they are trumps) changes
    nothing a suit game or a Grand reads; exchanging two whole suits changes
    nothing a Null reads."""
    hand = STRONG_HEARTS
    for a, b in ((SPADES, CLUBS), (SPADES, DIAMONDS), (CLUBS, DIAMONDS)):
        other = _swap_plain(hand, a, b)
        for game in (GameType.HEARTS, GameType.GRAND):
            assert hm.active_inputs(game, other, 0) == hm.active_inputs(game, hand, 0)
        null_other = swap_suits(hand, a, b)
        assert hm.active_inputs(GameType.NULL, null_other, 0) == hm.active_inputs(
            GameType.NULL, hand, 0
        )


def _swap_plain(hand: int, a: int, b: int) -> int:
    """``hand`` with the non-jack cards of suits ``a`` and ``b`` exchanged."""
    out = hand
    for rank in (ACE, TEN, KING, QUEEN, NINE, EIGHT, SEVEN):
        ca, cb = card(a, rank), card(b, rank)
        bit_a, bit_b = hand >> ca & 1, hand >> cb & 1
        out &= ~((1 << ca) | (1 << cb))
        out |= bit_a << cb | bit_b << ca
    return out


def test_the_inputs_are_ten_cards_and_the_seat() -> None:
    for game in hm.GAMES:
        for seat in range(3):
            active = hm.active_inputs(game, WEAK, seat)
            assert len(active) == 11
            assert active[-1] == 32 + seat
            assert all(0 <= i < 32 for i in active[:-1])
            assert len(set(active)) == 11


def test_the_stored_model_loads_and_ranks_a_strong_hand_above_a_weak_one() -> None:
    model = hm.load_hand_model(MODEL)
    strong = model.win(GameType.HEARTS, STRONG_HEARTS, 0, pickup=True)
    weak = model.win(GameType.HEARTS, WEAK, 0, pickup=True)
    assert strong > 0.8 > 0.1 > weak
    assert model.win(GameType.HEARTS, STRONG_HEARTS, 0, pickup=False) > 0.5
    assert model.win(GameType.NULL, STRONG_HEARTS, 0, pickup=True) < 0.05


def _valid() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(MODEL.read_text(encoding="utf-8"))
    return data


def _damaged(change: str) -> Any:
    data = _valid()
    net = data["nets"]["suit/pickup"]
    if change == "format":
        data["format"] = 99
    elif change == "inputs":
        data["inputs"] = 40
    elif change == "missing":
        del data["nets"]["null/hand"]
    elif change == "rows":
        net["rows"] = net["rows"][:-1]
    elif change == "row":
        net["rows"][3] = net["rows"][3][:-1]
    elif change == "nan":
        net["out"][0] = float("nan")
    elif change == "hidden":
        net["hidden"] = True
    elif change == "list":
        return [data]
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("format", "not a Skat hand model of format 1"),
        ("list", "not a Skat hand model of format 1"),
        ("inputs", "other inputs"),
        ("missing", "null/hand is missing"),
        ("rows", "suit/pickup: needs 35 rows"),
        ("row", "suit/pickup: a row must be a list of"),
        ("nan", "suit/pickup: the output weights is not a finite number"),
        ("hidden", "suit/pickup: the hidden size"),
    ],
)
def test_a_damaged_model_is_refused_with_what_is_wrong(change: str, message: str) -> None:
    with pytest.raises(hm.HandModelError, match=message):
        hm.parse_hand_model(_damaged(change))


def test_an_unreadable_model_file_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "skat_hand.json"
    path.write_bytes(b"\xff\xfe not json")
    with pytest.raises(hm.HandModelError, match=r"skat_hand\.json"):
        hm.load_hand_model(path)
    path.write_text("{", encoding="utf-8")
    with pytest.raises(hm.HandModelError, match="is not JSON"):
        hm.load_hand_model(path)
