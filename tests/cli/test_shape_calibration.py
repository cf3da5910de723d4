"""build_scripts/research/shape_calibration.py:
the declarer's shape features, true against sampled."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.cli.match import match_rules
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import PRESETS


@pytest.fixture(scope="module", name="cal")
def cal_fixture() -> ModuleType:
    return load_build_script("shape_calibration")


@pytest.fixture(scope="module", name="counts")
def counts_fixture(cal: ModuleType) -> tuple[object, object]:
    return cal.tally(match_rules(PRESETS["official"]), "normal", 4101, range(8), 4)


def test_each_trump_game_counts_once_per_defender_on_both_sides(
    cal: ModuleType, counts: tuple[dict[str, object], dict[str, object]]
) -> None:
    true, sampled = counts
    for name in cal.NAMES:
        n_true = sum(true[name].values())
        assert n_true > 0 and n_true % 2 == 0
        assert sum(sampled[name].values()) == pytest.approx(n_true)


def test_the_report_gives_shares_and_ratios_and_pools_its_counts(
    cal: ModuleType, counts: tuple[object, object], tmp_path: Path
) -> None:
    out = cal.report(*counts)
    for name in cal.NAMES:
        rows = out[name]
        assert sum(r["true"] for r in rows.values()) == pytest.approx(1.0, abs=1e-3)
        assert sum(r["sampled"] for r in rows.values()) == pytest.approx(1.0, abs=1e-3)
        for r in rows.values():
            assert (r["log_ratio"] > 0) == (r["true"] > r["sampled"]) or r["true"] == r["sampled"]
    path = tmp_path / "a.json"
    path.write_text(json.dumps(out), encoding="utf-8")
    true, sampled = cal.merged([path, path])
    assert sum(true["excess"].values()) == 2 * sum(counts[0]["excess"].values())  # type: ignore[index]
    again = cal.report(true, sampled)
    assert again["hands"] == 2 * out["hands"]
    assert {k: v["true"] for k, v in again["kept"].items()} == {
        k: v["true"] for k, v in out["kept"].items()
    }


def test_a_file_that_is_not_a_report_is_refused(cal: ModuleType, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"excess": 1}', encoding="utf-8")
    with pytest.raises(ValueError, match="not a shape_calibration report"):
        cal.merged([bad])


@pytest.mark.parametrize("bad", [["--kept", "-1"], ["--shape", "-0.5"], ["--worlds", "0"]])
def test_a_negative_weight_or_no_worlds_is_refused(
    cal: ModuleType,
    bad: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr("sys.argv", ["shape_calibration.py", "--range", "0:1", *bad])
    with pytest.raises(SystemExit) as stop:
        cal.main()
    assert stop.value.code == 2
    assert "--kept numbers from 0" in capsys.readouterr().err


def test_the_diagnostic_features_count_voids_the_longest_plain_suit_and_trumps(
    cal: ModuleType,
) -> None:
    def card(suit: int, rank: int) -> int:
        return 1 << (suit * 8 + rank)

    diamonds, hearts, spades, clubs = 0, 1, 2, 3
    seven, eight, nine, ten, jack, queen, king, ace = range(8)
    # Hearts trumps: two jacks and three hearts; four clubs, one diamond, no spades.
    hand = card(clubs, jack) | card(spades, jack)
    hand |= card(hearts, ace) | card(hearts, ten) | card(hearts, king)
    hand |= card(clubs, ace) | card(clubs, seven) | card(clubs, eight) | card(clubs, nine)
    hand |= card(diamonds, queen)
    assert cal.more_features(int(GameType.HEARTS), hand) == (1, 4, 5)
    # In a Grand the hearts are a plain suit too (three), the jacks the only trumps.
    assert cal.more_features(int(GameType.GRAND), hand) == (1, 4, 2)
    # A long suit counts as the bound.
    six_clubs = hand | card(clubs, ten) | card(clubs, queen) | card(clubs, king)
    assert cal.more_features(int(GameType.HEARTS), six_clubs)[1] == cal.LONGEST_RANGE[1]


D, H, S, C = 0, 1, 2, 3
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)


def mask(*cards: tuple[int, int]) -> int:
    return sum(1 << (suit * 8 + rank) for suit, rank in cards)


def test_voids_counts_the_plain_suits_without_a_card_up_to_two(cal: ModuleType) -> None:
    # Hearts trumps with two jacks and three hearts; clubs and one diamond, no spades.
    hand = mask((C, JACK), (S, JACK), (H, ACE), (H, TEN), (H, KING), (D, QUEEN))
    hand |= mask((C, ACE), (C, SEVEN), (C, EIGHT), (C, NINE))
    assert cal.voids(GameType.HEARTS, hand) == 1
    assert cal.voids(GameType.GRAND, hand) == 1  # hearts are a plain suit in a Grand
    # Diamonds laid away too: spades and diamonds void.
    no_diamonds = hand & ~mask((D, QUEEN)) | mask((H, SEVEN))
    assert cal.voids(GameType.HEARTS, no_diamonds) == 2
    # Clubs trumps: hearts, spades and diamonds void, counted as the bound.
    clubs_only = mask((C, JACK), (S, JACK), (C, ACE), (C, SEVEN), (C, EIGHT), (C, NINE))
    assert cal.voids(GameType.CLUBS, clubs_only) == cal.VOIDS_MAX


def test_plain_lengths_leave_out_the_trump_suit_and_the_jacks(cal: ModuleType) -> None:
    hand = mask((C, JACK), (S, JACK), (H, ACE), (H, TEN), (H, KING), (D, QUEEN))
    hand |= mask((C, ACE), (C, SEVEN), (C, EIGHT), (C, NINE))
    # Hearts trumps: diamonds, spades, clubs in the engine's suit order.
    assert cal.plain_lengths(GameType.HEARTS, hand) == (1, 0, 4)
    # A Grand: every suit is plain, the jacks are not in any of them.
    assert cal.plain_lengths(GameType.GRAND, hand) == (1, 3, 0, 4)
