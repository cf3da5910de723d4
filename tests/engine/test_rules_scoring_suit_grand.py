"""RULES.md §7: results of suit and Grand games, played as real deals.

The worked cases are real deals played through ``Game.apply``; the play lines
are fixed (found once by search) so each case is golden data: matadors,
levels, overbids, Kontra, Re and Bock, Schneider and Schwarz, and which cards
count for the declarer.
"""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, auction_script, mask, new_game, run
from support.scoring_deals import (
    CLUBS_60_PLAY,
    CLUBS_61,
    CLUBS_61_PLAY,
    GRAND_OUVERT,
    GRAND_OUVERT_PLAY,
)
from support.scoring_helpers import KONTRA, result_of

from skat_desktop.engine.skat.rules import CLASSIC_1997, OFFICIAL, LostScoresTo, RuleSet
from skat_desktop.engine.skat.scoring import GameResult, Level, PlayOutcome, Reason

# ---------------------------------------------------------------- worked deals

HEARTS_95 = dict(  # F: Hearts with 3 (CJ SJ HJ, no DJ)
    f="CJ SJ HJ HA HT HK HQ H9 H8 DK",
    m="DJ DA CA CT CK CQ C9 C8 SA ST",
    r="H7 DT SK SQ S9 S8 DQ D9 D8 D7",
    skat="C7 S7",
)
# F draws the trumps, the defenders discard onto them, and win only the last
# trick: DK DA DT = 25 points. F has 120 − 25 = 95.
HEARTS_95_PLAY = (
    "CJ DJ H7  SJ CA SK  HJ CT SQ  HA CK S9  HT CQ S8  HK C9 DQ"
    "  HQ C8 D9  H9 SA D8  H8 ST D7  DK DA DT"
)


def test_hearts_hand_bid_40_with_3_and_95_points_is_plus_60() -> None:
    game = run(new_game(OFFICIAL, **HEARTS_95), auction_script(F, 40) + " declare:hearts")
    run(game, HEARTS_95_PLAY)
    res = result_of(game)
    assert res.card_points == 95 and res.won and res.schneider and not res.schwarz
    assert res.matadors == 3
    # with 3, game, hand, Schneider = 6 × 10
    assert res.levels == ((Level.WITH, 3), (Level.GAME, 1), (Level.HAND, 1), (Level.SCHNEIDER, 1))
    assert res.value == 60 and res.entries == (60, 0, 0)


CLUBS_58 = dict(  # F: Clubs with 2 (CJ SJ; HJ with M); the skat is H7 D8
    f="CJ SJ CA CT CK CQ C9 S7 D7 H8",
    m="HJ C8 HA HT SA ST DA DT H9 S8",
    r="DJ C7 HK HQ SK SQ DK DQ D9 S9",
    skat="H7 D8",
)
CLUBS_58_PLAY = (
    "S7 SA SQ  DA DK D7  HJ C7 CA  C8 DJ CK  HQ H8 HA  H9 HK CQ"
    "  SJ HT SK  C9 S8 S9  CJ ST DQ  CT DT D9"
)


def clubs_58(rules: RuleSet, hand: bool) -> GameResult:
    how = "declare:clubs" if hand else "pickup discard:H7.D8 declare:clubs"
    game = run(new_game(rules, **CLUBS_58), auction_script(F, 18) + " " + how)
    return result_of(run(game, CLUBS_58_PLAY))


def test_clubs_with_2_after_pick_up_58_points_is_minus_72() -> None:
    res = clubs_58(OFFICIAL, hand=False)
    assert res.card_points == 58 and not res.won and not res.overbid
    assert res.reason is Reason.LOST_POINTS
    assert res.matadors == 2 and res.multiplier == 3 and res.game_value == 36
    assert res.value == -72 and res.entries == (-72, 0, 0)


def test_clubs_with_2_hand_58_points_official_and_1997() -> None:
    official = clubs_58(OFFICIAL, hand=True)
    assert official.card_points == 58 and official.game_value == 48
    assert official.value == -96  # lost hand game doubled (official)
    assert clubs_58(CLASSIC_1997, hand=True).value == -48  # 1997: once
    assert clubs_58(CLASSIC_1997, hand=False).value == -72  # picked up: doubled


def test_lost_scores_to_the_defenders() -> None:
    res = clubs_58(OFFICIAL.replace(lost_scores_to=LostScoresTo.DEFENDERS), hand=False)
    assert res.value == -72 and res.entries == (0, 72, 72)


GRAND_75 = dict(  # M: Grand without 1 (SJ but no CJ; CJ with F)
    f="CJ SA HJ HT HA CQ HK DJ H9 C7",
    m="SJ CA CT CK DA S9 C8 S7 D9 DK",
    r="C9 D8 DT S8 SK HQ DQ ST SQ H8",
    skat="D7 H7",
)
GRAND_75_PLAY = (
    "HT CK HQ  CQ CA C9  DA DQ HK  S7 SQ SA  HJ SJ DT  D9 D8 H9"
    "  DK ST C7  C8 SK HA  CT S8 DJ  CJ S9 H8"
)


def test_grand_after_pick_up_bid_60_without_1_75_points_is_overbid_minus_144() -> None:
    game = run(
        new_game(OFFICIAL, **GRAND_75),
        auction_script(M, 60) + " pickup discard:D7.H7 declare:grand",
    )
    res = result_of(run(game, GRAND_75_PLAY))
    assert res.declarer == M and res.card_points == 75 and res.matadors == -1
    assert res.multiplier == 2  # without 1, game: 48 < 60
    assert res.overbid and not res.won and res.reason is Reason.OVERBID
    assert res.game_value == 72  # smallest multiple of 24 reaching 60
    assert res.value == -144 and res.entries == (0, -144, 0)


@pytest.mark.parametrize(
    ("doubling", "play", "points", "value"),
    [
        ("pass", CLUBS_61_PLAY, 61, 24),
        ("kontra pass", CLUBS_61_PLAY, 61, 48),
        ("kontra re", CLUBS_61_PLAY, 61, 96),
        ("pass", CLUBS_60_PLAY, 60, -48),
        ("kontra pass", CLUBS_60_PLAY, 60, -96),
        ("kontra re", CLUBS_60_PLAY, 60, -192),
    ],
)
def test_clubs_with_1_61_and_60_points_with_kontra_and_re(
    doubling: str, play: str, points: int, value: int
) -> None:
    game = run(
        new_game(KONTRA, **CLUBS_61),
        auction_script(F, 18) + " pickup discard:D7.H7 declare:clubs " + doubling,
    )
    res = result_of(run(game, play))
    assert res.card_points == points and res.matadors == 1 and res.multiplier == 2
    assert res.won is (points == 61)
    assert res.kontra is ("kontra" in doubling) and res.re is ("re" in doubling.split())
    assert res.value == value and res.entries == (value, 0, 0)


def test_bock_doubles_too() -> None:
    game = run(
        new_game(KONTRA, **CLUBS_61, bock=True),
        auction_script(F, 18) + " pickup discard:D7.H7 declare:clubs kontra pass",
    )
    res = result_of(run(game, CLUBS_61_PLAY))
    assert res.bock and res.factor == 4 and res.value == 96


DIAMONDS_89 = dict(  # F: Diamonds without 1 (SJ HJ; CJ with M)
    f="SJ HJ DA DT DK D9 HA CK ST CT",
    m="CJ CA S7 SQ H8 HT DQ SA H9 D8",
    r="DJ C9 S8 HQ SK D7 C8 S9 HK CQ",
    skat="C7 H7",
)
DIAMONDS_89_PLAY = (
    "SJ D8 DJ  DA DQ D7  DK CJ C8  SA SK ST  H8 HQ HA  HJ HT C9"
    "  D9 CA S8  CK SQ CQ  DT H9 HK  CT S7 S9"
)
DIAMONDS_90_PLAY = (
    "ST SQ S9  CT CA C8  DQ D7 D9  CJ DJ HJ  H8 HK HA  SJ D8 HQ"
    "  DK HT CQ  DT H9 SK  CK SA C9  DA S7 S8"
)


@pytest.mark.parametrize(
    ("play", "points", "value"),
    [
        (DIAMONDS_89_PLAY, 89, -54),
        (DIAMONDS_90_PLAY, 90, 27),
    ],
)
def test_diamonds_without_1_bid_22(play: str, points: int, value: int) -> None:
    """89: without 1, game = 18 < 22, overbid, lost at 27 (3 × 9) doubled.
    90: Schneider lifts it to 27 ≥ 22: won."""
    game = run(
        new_game(OFFICIAL, **DIAMONDS_89),
        auction_script(F, 22) + " pickup discard:C7.H7 declare:diamonds",
    )
    res = result_of(run(game, play))
    assert res.card_points == points and res.matadors == -1
    assert res.overbid is (points == 89) and res.schneider is (points == 90)
    assert res.value == value


@pytest.mark.parametrize(("rules", "value"), [(OFFICIAL, 216), (CLASSIC_1997, 288)])
def test_grand_hand_ouvert_with_2(rules: RuleSet, value: int) -> None:
    """Official: (2 + game, hand, Schneider, announced, Schwarz, announced,
    Ouvert) × 24 = 216. 1997 rules: base 36 and Ouvert not a level: 8 × 36."""
    game = run(new_game(rules, **GRAND_OUVERT), auction_script(F, 18) + " declare:grand:ouvert")
    res = result_of(run(game, GRAND_OUVERT_PLAY))
    assert res.won and res.schwarz and res.tricks == 10
    assert res.value == value


SCHWARZ_BROKEN = dict(  # F: Grand with 4; the defenders' only trick is S7 H7 S9
    f="CJ SJ HJ DJ CA CT CK CQ SA S7",
    m="C7 C8 C9 SQ S8 H7 H8 H9 D7 HK",
    r="S9 ST SK HA HT HQ DA DT DK DQ",
    skat="D8 D9",
)
SCHWARZ_BROKEN_PLAY = (
    "CJ SQ DT  SA S8 ST  CT C8 HA  CQ C7 HQ  HJ H8 DK  DJ C9 HT"
    "  SJ H9 DQ  CA D7 SK  CK HK DA  S7 H7 S9"
)


def test_schwarz_counts_tricks_not_points() -> None:
    """F takes all 120 points, but R wins a trick worth 0: Schneider, no Schwarz."""
    game = run(new_game(OFFICIAL, **SCHWARZ_BROKEN), auction_script(F, 18) + " declare:grand")
    res = result_of(run(game, SCHWARZ_BROKEN_PLAY))
    assert res.card_points == 120 and res.tricks == 9
    assert res.schneider and not res.schwarz
    assert res.value == (4 + 1 + 1 + 1) * 24


def test_discards_count_for_the_declarer() -> None:
    """CLUBS_61 with CA and CT put away: the 21 points count for F at the end."""
    game = run(
        new_game(OFFICIAL, **CLUBS_61),
        auction_script(F, 18) + " pickup discard:CA.CT declare:clubs",
    )
    assert game.skat == mask("CA CT")
    res = result_of(run(game, "concede"))
    assert res.card_points == 21
    assert res.matadors == 1  # matadors look at the twelve cards, discards included


def test_untouched_skat_counts_for_the_hand_declarer() -> None:
    deal = dict(CLUBS_61, f="CJ HJ CT CK C9 SA CQ HK HQ H7", skat="CA D7")
    res = result_of(
        run(new_game(OFFICIAL, **deal), auction_script(F, 18) + " declare:clubs concede")
    )
    assert res.card_points == 11


def test_matadors_count_the_skat_even_in_a_hand_game() -> None:
    """F holds every trump but CJ, which lies in the skat: with 11 in Clubs."""
    deal = dict(
        f="SJ HJ DJ CA CT CK CQ C9 C8 S7",
        m="SA ST SK SQ S9 S8 HA HT HK HQ",
        r="H9 H8 H7 DA DT DK DQ D9 D8 D7",
        skat="CJ C7",
    )
    res = result_of(
        run(new_game(OFFICIAL, **deal), auction_script(F, 18) + " declare:clubs concede")
    )
    assert res.matadors == 11 and res.game_value == (11 + 2) * 12
    capped = result_of(
        run(
            new_game(OFFICIAL.replace(matador_cap=4), **deal),
            auction_script(F, 18) + " declare:clubs concede",
        )
    )
    assert capped.matadors == 4 and capped.game_value == (4 + 2) * 12


def test_score_if_scores_an_outcome_as_the_finished_deal_does() -> None:
    """The lessons ask a declared game what an outcome would score: the answer is the
    finished deal's own result for the same outcome, Kontra included."""
    declared = run(new_game(KONTRA, **HEARTS_95), auction_script(F, 40) + " declare:hearts kontra")
    finished = run(declared.copy(), "pass " + HEARTS_95_PLAY)
    res = result_of(finished)
    outcome = PlayOutcome(res.card_points, res.tricks, 10 - res.tricks, True)
    asked = declared.score_if(outcome)
    assert asked.value == res.value and asked.levels == res.levels and asked.kontra
    with pytest.raises(ValueError, match="no declared game"):
        new_game(OFFICIAL, **HEARTS_95).score_if(outcome)
