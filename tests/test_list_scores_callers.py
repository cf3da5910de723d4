"""One place per rule: the session, the statistics, ``skat-desktop match`` and
the AI all score a deal as :func:`list_points` does (RULES.md §11)."""

from __future__ import annotations

import pytest

from skat_desktop.ai import evaluation as ev
from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai.easy import EasyPlayer
from skat_desktop.cli.match import sf_points
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.list_scores import list_points
from skat_desktop.engine.skat.rules import OFFICIAL, AllPass, RuleSet, Scoring
from skat_desktop.engine.skat.scoring import ResultKind
from skat_desktop.engine.skat.session import DealRecord, Session
from skat_desktop.engine.skat.statistics import deal_entry

SF = Scoring.SEEGER_FABIAN


def played_session(rules: RuleSet, seed: int, deals: int) -> Session:
    """Easy play; every third deal everyone passes (passed in or Ramsch)."""
    names = ("Ann", "Ben", "Cid", "Dora")[: rules.players]
    session = Session(rules, names, seed)
    for deal in range(deals):
        players = [EasyPlayer(seed * 100 + deal * 3 + s) for s in range(3)]
        game = session.game
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            passing = deal % 3 == 0 and A.PASS in view.legal
            session.apply(A.PASS if passing else players[seat].choose(view), seat)
        if deal + 1 < deals:
            session.next_deal()
    return session


def scored(session: Session) -> list[DealRecord]:
    return [r for r in session.records if r.result is not None]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("scoring", list(Scoring))
def test_session_and_statistics_write_the_functions_points(players: int, scoring: Scoring) -> None:
    rules = OFFICIAL.replace(
        players=players, list_length=None, scoring=scoring, all_pass=AllPass.RAMSCH
    )
    session = played_session(rules, 7 + players, 24)
    kinds = set()
    for record in scored(session):
        result = record.result
        assert result is not None
        kinds.add((result.kind, result.won))
        assert record.scores == list_points(scoring, players, record.seats, result)
        entry = deal_entry(session, record)
        if entry is not None:
            assert entry.seeger_fabian == list_points(SF, players, record.seats, result)
    assert {(ResultKind.RAMSCH, False), (ResultKind.GAME, True), (ResultKind.GAME, False)} <= kinds


def test_match_and_ai_price_a_deal_as_the_function_does() -> None:
    rules = OFFICIAL.replace(list_length=None, scoring=SF, all_pass=AllPass.RAMSCH)
    session = played_session(rules, 3, 12)
    priced = 0
    for record in scored(session):
        result = record.result
        assert result is not None
        points = list_points(SF, 3, (0, 1, 2), result)
        assert sf_points(result) == points
        for seat in range(3):
            others = sum(points) - points[seat]
            assert ev.seat_utility(rules, result, seat) == points[seat] - others / 2
        plain_value = result.game_value * (1 if result.won else -2)
        if result.kind is ResultKind.GAME and result.value == plain_value:
            win = 1.0 if result.won else 0.0
            gain = est.expected_gain(rules, win, result.game_value)
            assert gain == ev.declarer_utility(rules, result)
            priced += 1
    assert priced >= 3
