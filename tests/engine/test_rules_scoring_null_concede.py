"""RULES.md §8: Null values, lost games and concessions.

Null games won and lost (with the Null overbid options), concessions under
each concession-scoring option, and games that end early.  The worked cases
are real deals played through ``Game.apply`` with fixed play lines, so each
case is golden data.
"""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, auction_script, new_game, run
from support.scoring_deals import CLUBS_61
from support.scoring_helpers import KONTRA, result_of

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import CLASSIC_1997, OFFICIAL, ConcedeScoring, NullOverbid
from skat_desktop.engine.skat.scoring import Contract, Reason, null_value, overbid_value

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
    from skat_desktop.engine.skat.game import Deal, Game
    from skat_desktop.engine.skat.game_types import GameType
    from skat_desktop.engine.skat.rules import OFFICIAL

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
