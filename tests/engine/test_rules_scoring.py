"""RULES.md §7 (suit and Grand results) and §8 (Null, lost games, concessions).

The worked cases are real deals played through ``Game.apply``; the play lines
are fixed (found once by search) so each case is golden data.
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
from skat_desktop.engine.game import Game
from skat_desktop.engine.game_types import GameType
from skat_desktop.engine.rules import (
    CLASSIC_1997,
    CLUB,
    OFFICIAL,
    ConcedeScoring,
    LostScoresTo,
    NullOverbid,
    RuleSet,
    SkatGamesOnly,
)
from skat_desktop.engine.scoring import (
    Contract,
    GameResult,
    Level,
    PlayOutcome,
    Reason,
    base_value,
    matadors,
    null_value,
    overbid_value,
    score_game,
    trump_sequence,
)

KONTRA = OFFICIAL.replace(kontra=True)


def result_of(game: Game) -> GameResult:
    assert game.finished and game.result is not None
    return game.result


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


# ---------------------------------------------------------------- Null

NULL_DEAL = CLUBS_61


@pytest.mark.parametrize(
    ("how", "value"),
    [
        ("pickup discard:D7.H7 declare:null", 23),
        ("declare:null", 35),
        ("pickup discard:D7.H7 declare:null:ouvert", 46),
        ("declare:null:ouvert", 59),
    ],
)
def test_null_values_won_and_lost(how: str, value: int) -> None:
    lost = run(new_game(OFFICIAL, **NULL_DEAL), auction_script(F, 18) + " " + how + " CA C7 D8")
    res = result_of(lost)
    assert res.game is GameType.NULL and res.reason is Reason.NULL_TRICK
    assert res.game_value == value and res.value == -2 * value
    # Null values straight from the table
    hand, ouvert = "pickup" not in how, "ouvert" in how
    assert null_value(hand, ouvert) == value


def test_null_won() -> None:
    """M declares Null Hand with nothing above an eight; he ducks every trick."""
    deal = dict(
        f="CA CT CK CQ CJ SA ST SK SQ SJ",
        m="C7 C8 S7 S8 H7 H8 D7 D8 C9 S9",
        r="HA HT HK HQ HJ DA DT DK DQ DJ",
        skat="H9 D9",
    )
    game = run(new_game(OFFICIAL, **deal), auction_script(M, 18) + " declare:null")
    for _ in range(10):
        lead = game.legal_actions()[-1]  # F leads his highest-index card
        game.apply(lead)
        while game.phase.value == "play" and game.to_move != F:
            game.apply(game.legal_actions()[0])
    res = result_of(game)
    assert res.won and res.value == 35 and res.entries == (0, 35, 0)


def test_null_after_pick_up_bid_24_lost_is_minus_92() -> None:
    game = run(
        new_game(OFFICIAL, **NULL_DEAL),
        auction_script(F, 24) + " pickup discard:D7.H7 declare:null CA C7 D8",
    )
    res = result_of(game)
    assert res.overbid and res.game_value == 46 and res.value == -92


def test_null_with_kontra_and_re() -> None:
    game = run(
        new_game(KONTRA, **NULL_DEAL), auction_script(F, 18) + " declare:null kontra re CA C7 D8"
    )
    assert result_of(game).value == -35 * 2 * 4


@pytest.mark.parametrize(
    ("option", "hand", "ouvert", "bid", "value"),
    [
        (NullOverbid.NEXT_NULL_VALUE, False, False, 24, 46),
        (NullOverbid.NEXT_NULL_VALUE, False, False, 46, 46),
        (NullOverbid.NEXT_NULL_VALUE, False, False, 48, 69),  # none reaches: 3 × 23
        (NullOverbid.NEXT_NULL_VALUE, True, False, 36, 59),
        (NullOverbid.NEXT_NULL_VALUE, True, False, 60, 70),  # 2 × 35
        (NullOverbid.NEXT_NULL_VALUE, False, True, 48, 92),
        (NullOverbid.NEXT_NULL_VALUE, True, True, 60, 118),
        (NullOverbid.MULTIPLES, False, False, 24, 46),
        (NullOverbid.MULTIPLES, True, False, 36, 70),
        (NullOverbid.MULTIPLES, False, True, 48, 92),
        (NullOverbid.MULTIPLES, True, True, 60, 118),
    ],
)
def test_null_overbid(option: NullOverbid, hand: bool, ouvert: bool, bid: int, value: int) -> None:
    rules = OFFICIAL.replace(null_overbid=option)
    assert overbid_value(rules, Contract(GameType.NULL, hand, ouvert=ouvert), bid) == value


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


# ---------------------------------------------------------------- concessions


@pytest.mark.parametrize(
    ("option", "hand", "value"),
    [
        (ConcedeScoring.LOST_GAME, False, -48),  # Clubs with 1: 2 × 12, doubled
        (ConcedeScoring.LOST_GAME, True, -72),  # hand: 3 × 12, doubled
        (ConcedeScoring.GAME_VALUE_SINGLE, False, -24),
        (ConcedeScoring.GAME_VALUE_SINGLE, True, -36),
        (ConcedeScoring.BID_VALUE, False, -36),  # bid 18, doubled after pick-up
        (ConcedeScoring.BID_VALUE, True, -18),
    ],
)
def test_concede_scoring(option: ConcedeScoring, hand: bool, value: int) -> None:
    rules = OFFICIAL.replace(concede_scoring=option)
    how = "declare:clubs" if hand else "pickup discard:D7.H7 declare:clubs"
    game = run(new_game(rules, **CLUBS_61), auction_script(F, 18) + " " + how + " concede")
    res = result_of(game)
    assert res.conceded and res.reason is Reason.CONCEDED
    assert not res.schneider and not res.schwarz
    assert res.value == value


def test_concession_with_kontra_is_doubled() -> None:
    game = run(
        new_game(KONTRA, **CLUBS_61),
        auction_script(F, 18) + " pickup discard:D7.H7 declare:clubs kontra concede",
    )
    assert result_of(game).value == -96


def test_lost_doubled_applies_to_null_hand_under_1997() -> None:
    game = run(
        new_game(CLASSIC_1997, **NULL_DEAL), auction_script(F, 18) + " declare:null CA C7 D8"
    )
    assert result_of(game).value == -35
    game = run(
        new_game(CLASSIC_1997, **NULL_DEAL),
        auction_script(F, 18) + " pickup discard:D7.H7 declare:null CA C7 D8",
    )
    assert result_of(game).value == -46


def test_early_end_reports_no_schneider_or_schwarz() -> None:
    """An ouvert game stopped at the first defender trick was not played out.

    The announced levels already carry Schneider and Schwarz into the value, so
    only the reported flags change: like ISS (``s:0 z:0``), nothing was achieved.
    """
    from skat_desktop.engine import actions as A
    from skat_desktop.engine.cards import Card, parse_cards
    from skat_desktop.engine.game import Deal, Game
    from skat_desktop.engine.game_types import GameType
    from skat_desktop.engine.rules import OFFICIAL

    order = parse_cards(
        "H9.HT.C8.SA.D8.DQ.CQ.SJ.SQ.CK.S8.CT.C7.CA.C9.D7.CJ.H7.H8.HJ."
        "HA.HK.S9.DT.S7.DJ.DK.SK.D9.DA.HQ.ST"
    )
    game = Game(OFFICIAL, Deal.from_order(order))
    for action in (A.Bid(18), A.PASS, A.PASS, A.Declare(GameType.CLUBS, ouvert=True)):
        game.apply(action)
    for code in ("SA", "S8", "SK"):
        game.apply(A.Play(Card.parse(code)))
    result = game.result
    assert result is not None and not result.won
    assert len(game.tricks) == 1
    assert (result.schneider, result.schwarz) == (False, False)
    assert result.value == -192  # Clubs without 1, ouvert: 12 × 8 × 2
