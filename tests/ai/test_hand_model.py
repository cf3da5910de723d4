"""Skat's learned hand estimate (:mod:`skat_desktop.ai.hand_model`): its inputs,
its file, and how the auction falls back to the rules of thumb without it."""

from __future__ import annotations

import dataclasses
import json
import logging
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai import hand_model as hm
from skat_desktop.ai.core_check import CoreCheckError
from skat_desktop.ai.evaluation import ACE, EIGHT, JACK, KING, NINE, QUEEN, SEVEN, TEN, card
from skat_desktop.ai.levels import AI_GAMES
from skat_desktop.ai.search_config import NORMAL, STRONG
from skat_desktop.engine.skat.game_types import GameType

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


def test_the_shipped_model_loads_and_ranks_a_strong_hand_above_a_weak_one() -> None:
    model = hm.load_hand_model()
    strong = model.win(GameType.HEARTS, STRONG_HEARTS, 0, pickup=True)
    weak = model.win(GameType.HEARTS, WEAK, 0, pickup=True)
    assert strong > 0.8 > 0.1 > weak
    assert model.win(GameType.HEARTS, STRONG_HEARTS, 0, pickup=False) > 0.5
    assert model.win(GameType.NULL, STRONG_HEARTS, 0, pickup=True) < 0.05


def test_the_self_test_checks_the_model_through_the_registry() -> None:
    [check] = AI_GAMES["skat"].model_checks
    assert check.run().endswith("skat_hand.json")


def test_a_missing_model_fails_the_self_tests_check_with_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hm, "model_path", lambda name: tmp_path / name)
    [check] = AI_GAMES["skat"].model_checks
    with pytest.raises(CoreCheckError, match="hand model cannot be used: cannot read"):
        check.run()


def _valid() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(hm.model_path(hm.FILE_NAME).read_text(encoding="utf-8"))
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


def test_a_level_set_to_the_model_asks_it_and_others_ask_the_rules_of_thumb() -> None:
    model = hm.shipped_hand_model()
    assert model is not None
    for base in (NORMAL, STRONG):
        for learned in (False, True):
            cfg = dataclasses.replace(base, learned_hand=learned)
            win = cfg.hand_win()(GameType.HEARTS, STRONG_HEARTS, 2, False)
            if learned:
                assert win == model.win(GameType.HEARTS, STRONG_HEARTS, 2, pickup=False)
            else:
                assert win == est.thumb_win(GameType.HEARTS, STRONG_HEARTS, 2, False)


def test_a_damaged_installed_model_is_logged_and_the_rules_of_thumb_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / hm.FILE_NAME).write_text('{"format": 1}', encoding="utf-8")
    monkeypatch.setattr(hm, "model_path", lambda name: tmp_path / name)
    hm.shipped_hand_model.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert hm.shipped_hand_model() is None
        assert "Skat hand model not used" in caplog.text
        assert dataclasses.replace(NORMAL, learned_hand=True).hand_win() is est.thumb_win
    finally:
        hm.shipped_hand_model.cache_clear()
