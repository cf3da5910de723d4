"""RULES.md §3: the auction, including every all-pass variant."""

from __future__ import annotations

import pytest
from support.engine_helpers import F, M, R, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.errors import IllegalBidError, NotYourTurnError, WrongPhaseError
from skat_desktop.engine.skat.bidding import BID_VALUES, next_bid
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import OFFICIAL, AllPass, RuleSet
from skat_desktop.engine.skat.scoring import Reason, ResultKind

EXPECTED_VALUES = [
    int(v)
    for v in """
18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 63 66 70 72 77 80 81 84 88
90 96 99 100 108 110 117 120 121 126 130 132 135 140 143 144 150 153 154 156 160 162
165 168 170 176 180 187 192 198 204 216 240 264""".split()
]


def fresh(rules: RuleSet = OFFICIAL) -> Game:
    return Game.from_seed(rules, 2024)


def test_the_63_legal_bids() -> None:
    assert list(BID_VALUES) == EXPECTED_VALUES
    assert len(BID_VALUES) == 63
    assert next_bid(0) == 18 and next_bid(18) == 20 and next_bid(264) is None


def test_middlehand_opens_with_any_game_value_or_passes() -> None:
    game = fresh()
    assert game.phase is Phase.BIDDING and game.to_move == M
    assert game.legal_actions() == [A.Bid(v) for v in EXPECTED_VALUES] + [A.PASS]
    for bad in (17, 19, 21, 25, 265, 0, -18):
        with pytest.raises(IllegalBidError):
            game.apply(A.Bid(bad))
    assert game.history == ()


def test_forehand_answers_yes_or_pass_then_middlehand_raises_with_jumps() -> None:
    game = fresh()
    run(game, "18")
    assert game.to_move == F
    assert game.legal_actions() == [A.HOLD, A.PASS]
    with pytest.raises(IllegalBidError):
        game.apply(A.Bid(20))  # F answers, he does not bid
    run(game, "hold")
    assert game.to_move == M
    run(game, "48")  # a jump from 18 to 48
    assert game.auction.value == 48
    run(game, "hold pass")  # F holds 48, M gives up
    # Rearhand now bids to the survivor, Forehand.
    assert game.to_move == R and game.auction.listener == F


def test_rearhand_first_bid_must_exceed_the_value_held() -> None:
    game = fresh()
    run(game, "20 hold pass")  # F holds 20
    assert game.to_move == R
    assert A.Bid(20) not in game.legal_actions()
    assert A.Bid(18) not in game.legal_actions()
    with pytest.raises(IllegalBidError):
        game.apply(A.Bid(20))
    run(game, "22")
    assert game.to_move == F


def test_middlehand_wins_the_first_duel_then_rearhand_bids_to_middlehand() -> None:
    game = fresh()
    run(game, "18 pass")  # F passes to M's 18
    assert game.to_move == R and game.auction.listener == M
    run(game, "20 hold 22 pass")  # R 20, M yes, R 22, M passes
    assert game.phase is Phase.SKAT and game.declarer == R and game.bid == 22


def test_if_middlehand_passes_without_a_bid_rearhand_bids_to_forehand() -> None:
    game = fresh()
    run(game, "pass")
    assert game.to_move == R and game.auction.listener == F
    run(game, "18 hold pass")
    assert game.declarer == F and game.bid == 18


def test_declarer_plays_at_the_last_value_bid_or_held() -> None:
    game = fresh()
    run(game, "18 hold 20 hold 23 pass 24 hold 27 hold pass")
    # M 18..23 against F; F passes at 23; R 24, M yes, R 27, M yes, R passes.
    assert game.declarer == M and game.bid == 27
    assert game.phase is Phase.SKAT and game.to_move == M


def test_forehands_lone_18_after_two_passes() -> None:
    game = fresh()
    run(game, "pass pass")
    assert game.to_move == F
    assert game.legal_actions() == [A.Bid(18), A.PASS]
    for bad in (20, 22, 264):
        with pytest.raises(IllegalBidError):
            game.apply(A.Bid(bad))
    with pytest.raises(IllegalBidError):
        game.apply(A.HOLD)
    run(game, "18")
    assert game.declarer == F and game.bid == 18 and game.phase is Phase.SKAT


def test_bids_and_holds_cannot_be_taken_back() -> None:
    game = fresh()
    run(game, "30")
    assert all(not (isinstance(a, A.Bid)) for a in game.legal_actions(M))
    run(game, "hold")
    # M cannot go back below or to the value already said.
    for low in (18, 27, 30):
        with pytest.raises(IllegalBidError):
            game.apply(A.Bid(low))
    run(game, "pass")
    # A player who passed never speaks again in this auction.
    with pytest.raises(NotYourTurnError):
        game.apply(A.Bid(33), M)
    run(game, "pass")  # R passes: F keeps 30
    assert game.declarer == F and game.bid == 30
    with pytest.raises(WrongPhaseError):
        game.apply(A.Bid(33))
    with pytest.raises(NotYourTurnError):
        game.apply(A.PASS, R)


def test_out_of_turn_bids_are_refused() -> None:
    game = fresh()
    with pytest.raises(NotYourTurnError):
        game.apply(A.Bid(18), F)
    with pytest.raises(NotYourTurnError):
        game.apply(A.Bid(18), R)
    with pytest.raises(NotYourTurnError):
        game.apply(A.PASS, 3)


def test_the_bidder_at_264_can_only_pass() -> None:
    game = fresh()
    run(game, "264 hold")
    assert game.legal_actions() == [A.PASS]


def test_all_pass_passed_in_scores_zero() -> None:
    game = fresh(OFFICIAL)
    run(game, "pass pass pass")
    assert game.finished and game.result is not None
    assert game.result.kind is ResultKind.PASSED_IN
    assert game.result.reason is Reason.PASSED_IN
    assert game.result.entries == (0, 0, 0)


def test_all_pass_ramsch_starts_a_ramsch_with_forehand_leading() -> None:
    game = fresh(OFFICIAL.replace(all_pass=AllPass.RAMSCH))
    run(game, "pass pass pass")
    assert game.ramsch and game.phase is Phase.PLAY and game.to_move == F
    assert game.declarer is None


def test_all_pass_redeal() -> None:
    game = fresh(OFFICIAL.replace(all_pass=AllPass.REDEAL))
    run(game, "pass pass pass")
    assert game.finished and game.result is not None
    assert game.result.kind is ResultKind.REDEAL
    assert game.result.entries == (0, 0, 0)
