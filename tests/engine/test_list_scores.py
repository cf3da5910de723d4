"""RULES.md §11: one deal's list points under each scoring system, from the one
engine function every caller (session, statistics, match, AI) uses."""

from __future__ import annotations

import pytest
from support.engine_helpers import mask

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.list_scores import declarer_game_points, list_points
from skat_desktop.engine.skat.result import Reason
from skat_desktop.engine.skat.rules import OFFICIAL, LostScoresTo, Scoring
from skat_desktop.engine.skat.scoring import (
    Contract,
    GameResult,
    PlayOutcome,
    ResultKind,
    score_game,
)

PLAIN, SF, SETTLEMENT = Scoring.PLAIN, Scoring.SEEGER_FABIAN, Scoring.SETTLEMENT


def diamonds_18(won: bool, lost_scores_to: LostScoresTo = LostScoresTo.DECLARER) -> GameResult:
    """Diamonds with 1 after pick-up, Middlehand declaring: 2 × 9 = 18; won with
    70, lost with 50 (−36 on the list)."""
    rules = OFFICIAL.replace(lost_scores_to=lost_scores_to)
    outcome = PlayOutcome(70 if won else 50, 7 if won else 3, 3 if won else 7)
    res = score_game(rules, Contract(GameType.DIAMONDS), 1, 18, mask("CJ D7"), outcome)
    assert res.game_value == 18 and res.won is won and res.declarer == 1
    return res


RAMSCH = GameResult(
    ResultKind.RAMSCH, Reason.RAMSCH, entries=(0, -61, 0), ramsch_points=(30, 61, 29), losers=(1,)
)
PASSED_IN = GameResult(ResultKind.PASSED_IN, Reason.PASSED_IN)


def test_seeger_fabian_won_game_scores_value_plus_50() -> None:
    assert list_points(SF, 3, (2, 0, 1), diamonds_18(True)) == (68, 0, 0)


def test_seeger_fabian_lost_game_at_three_pays_each_other_player_40() -> None:
    assert list_points(SF, 3, (2, 0, 1), diamonds_18(False)) == (-86, 40, 40)


def test_seeger_fabian_lost_game_at_four_pays_30_also_to_the_dealer() -> None:
    """The dealer sits out (player 0) and still gets the +30 of a lost game."""
    assert list_points(SF, 4, (1, 2, 3), diamonds_18(False)) == (30, 30, -86, 30)
    assert list_points(SF, 4, (1, 2, 3), diamonds_18(True)) == (0, 0, 68, 0)


def test_seeger_fabian_ignores_where_plain_lost_scores_go() -> None:
    """Seeger-Fabian is its own system: the declarer's −value −50 either way."""
    result = diamonds_18(False, LostScoresTo.DEFENDERS)
    assert list_points(PLAIN, 3, (0, 1, 2), result) == (36, 0, 36)
    assert list_points(SF, 3, (0, 1, 2), result) == (40, -86, 40)


@pytest.mark.parametrize("scoring", [PLAIN, SETTLEMENT])
def test_plain_and_settlement_deals_are_the_plain_entries(scoring: Scoring) -> None:
    """Settlement differs only in the final balance, not in the deal entries."""
    assert list_points(scoring, 3, (2, 0, 1), diamonds_18(True)) == (18, 0, 0)
    assert list_points(scoring, 3, (2, 0, 1), diamonds_18(False)) == (-36, 0, 0)
    assert list_points(scoring, 4, (1, 2, 3), diamonds_18(False)) == (0, 0, -36, 0)


@pytest.mark.parametrize("scoring", [PLAIN, SF, SETTLEMENT])
def test_ramsch_scores_its_entries_under_every_system(scoring: Scoring) -> None:
    """§9: the Ramsch loser's negative entry is a list entry; §11's Seeger-Fabian
    bonus and the +40/+30 belong to declarer games only."""
    assert list_points(scoring, 3, (1, 2, 0), RAMSCH) == (0, 0, -61)
    assert list_points(scoring, 4, (1, 2, 3), RAMSCH) == (0, 0, -61, 0)


@pytest.mark.parametrize("scoring", [PLAIN, SF, SETTLEMENT])
def test_a_passed_in_deal_scores_nothing(scoring: Scoring) -> None:
    assert list_points(scoring, 3, (0, 1, 2), PASSED_IN) == (0, 0, 0)


def test_declarer_game_points_are_the_declarers_and_each_other_players() -> None:
    """What the AI prices a won or lost game at, before any card is played."""
    assert declarer_game_points(SF, 3, 18, won=True) == (68, 0)
    assert declarer_game_points(SF, 3, -36, won=False) == (-86, 40)
    assert declarer_game_points(SF, 4, -36, won=False) == (-86, 30)
    assert declarer_game_points(PLAIN, 3, -36, won=False) == (-36, 0)
    assert declarer_game_points(SETTLEMENT, 4, 18, won=True) == (18, 0)


def test_players_other_than_three_or_four_are_refused() -> None:
    with pytest.raises(ValueError, match="3 or 4 players"):
        list_points(SF, 5, (0, 1, 2), PASSED_IN)
