"""RULES.md §7 and §8 arithmetic, checked on the scoring functions directly.

Trump sequences, matadors, base values and the levels of won and lost games
are computed here without playing a deal, so the edge cases (caps, announced
levels missed, the club-rule Schneider options) are cheap to cover one by one.
"""

from __future__ import annotations

import pytest
from support.engine_helpers import mask

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import CLASSIC_1997, CLUB, OFFICIAL, RuleSet, SkatGamesOnly
from skat_desktop.engine.skat.scoring import (
    Contract,
    GameResult,
    Level,
    PlayOutcome,
    Reason,
    base_value,
    matadors,
    score_game,
    trump_sequence,
)

# ---------------------------------------------------------------- pure scoring


def test_trump_sequences_for_matadors() -> None:
    assert [
        str(c) for c in trump_sequence(GameType.CLUBS)
    ] == "CJ SJ HJ DJ CA CT CK CQ C9 C8 C7".split()
    assert [str(c) for c in trump_sequence(GameType.HEARTS)][4:] == "HA HT HK HQ H9 H8 H7".split()
    assert [str(c) for c in trump_sequence(GameType.GRAND)] == "CJ SJ HJ DJ".split()


@pytest.mark.parametrize(
    ("game", "cards", "cap", "count"),
    [
        (GameType.CLUBS, "CJ SJ HJ DJ CA CT CK CQ C9 C8 C7 HA", None, 11),
        (GameType.CLUBS, "CJ SJ HJ DJ CA CT CK CQ C9 C8 C7 HA", 4, 4),
        (GameType.CLUBS, "HA HT HK HQ H9 H8 H7 SA ST SK SQ S9", None, -11),
        (GameType.CLUBS, "HA HT HK HQ H9 H8 H7 SA ST SK SQ S9", 4, -4),
        (GameType.HEARTS, "CJ SJ HA S7", None, 2),
        (GameType.HEARTS, "HJ HA S7", None, -2),
        (GameType.HEARTS, "CJ HJ HA", None, 1),
        (GameType.GRAND, "CJ SJ HJ DJ CA", None, 4),
        (GameType.GRAND, "DJ CA", None, -3),
        (GameType.GRAND, "CA CT", None, -4),
        (GameType.DIAMONDS, "SJ HJ DA", None, -1),
        (GameType.NULL, "CJ SJ", None, 0),
    ],
)
def test_matadors(game: GameType, cards: str, cap: int | None, count: int) -> None:
    assert matadors(game, mask(cards), cap) == count


def test_base_values() -> None:
    values = {
        g: base_value(OFFICIAL, g, False)
        for g in (
            GameType.DIAMONDS,
            GameType.HEARTS,
            GameType.SPADES,
            GameType.CLUBS,
            GameType.GRAND,
        )
    }
    assert list(values.values()) == [9, 10, 11, 12, 24]
    assert base_value(OFFICIAL, GameType.GRAND, True) == 24
    assert base_value(CLASSIC_1997, GameType.GRAND, True) == 36
    assert base_value(CLASSIC_1997, GameType.GRAND, False) == 24
    assert base_value(CLASSIC_1997, GameType.CLUBS, True) == 12


def score(
    rules: RuleSet,
    contract: Contract,
    points: int,
    *,
    bid: int = 18,
    cards: str = "CJ HA",
    defender_tricks: int = 3,
    declarer_tricks: int = 7,
    conceded: bool = False,
    factor: int = 1,
) -> GameResult:
    outcome = PlayOutcome(points, declarer_tricks, defender_tricks, conceded=conceded)
    return score_game(rules, contract, 0, bid, mask(cards), outcome, factor=factor)


def test_schneider_against_the_declarer_counts() -> None:
    res = score(OFFICIAL, Contract(GameType.CLUBS), 30)
    assert res.schneider and res.levels[-1] == (Level.SCHNEIDER, 1)
    assert res.value == -2 * (1 + 1 + 1) * 12
    schwarz = score(OFFICIAL, Contract(GameType.CLUBS), 0, declarer_tricks=0, defender_tricks=10)
    assert schwarz.schwarz and schwarz.value == -2 * 4 * 12


def test_announced_levels_count_when_missed() -> None:
    missed = score(OFFICIAL, Contract(GameType.CLUBS, hand=True, schneider=True), 80)
    assert not missed.won and missed.reason is Reason.SCHNEIDER_MISSED
    assert [lv for lv, _ in missed.levels] == [
        Level.WITH,
        Level.GAME,
        Level.HAND,
        Level.SCHNEIDER,
        Level.SCHNEIDER_ANNOUNCED,
    ]
    assert missed.value == -2 * 5 * 12
    made = score(OFFICIAL, Contract(GameType.CLUBS, hand=True, schneider=True), 95)
    assert made.won and made.value == 5 * 12


@pytest.mark.parametrize(
    ("rules", "value"),
    [
        (OFFICIAL, -2 * 4 * 12),  # with 1, game, hand, Schneider
        (OFFICIAL.replace(lost_schneider_counts=SkatGamesOnly.SKAT_GAMES_ONLY), -2 * 3 * 12),
        (CLUB, -1 * 3 * 12),  # both club options
    ],
)
def test_lost_schneider_counts_hand_game(rules: RuleSet, value: int) -> None:
    res = score(rules, Contract(GameType.CLUBS, hand=True), 25)
    assert res.value == value


def test_lost_schneider_counts_after_pick_up_under_club_rules() -> None:
    res = score(CLUB, Contract(GameType.CLUBS), 25)
    assert res.value == -2 * 3 * 12  # picked up: Schneider counts and loss doubled
