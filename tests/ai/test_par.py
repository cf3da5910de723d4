"""Par: the strong level's result from the player's seat, replayed with the same cards."""

from __future__ import annotations

import dataclasses

import pytest

from skat_desktop.ai.levels import AI_GAMES, make_player, par_function
from skat_desktop.ai.par import ParCancelled, par_seed, skat_par
from skat_desktop.engine.skat.rules import RuleSet, Scoring
from skat_desktop.engine.skat.scoring import ResultKind
from skat_desktop.engine.skat.session import DealRecord, Session

SF = RuleSet(scoring=Scoring.SEEGER_FABIAN, list_length=3)
LEVELS = ["random", "easy", "easy"]
"""Table player 0 plays at random: a bad line that the strong level beats."""


def first_deal(seed: int, rules: RuleSet = SF, levels: list[str] = LEVELS) -> DealRecord:
    """The first deal of a seeded list, played to its end by ``levels`` (player 0 first)."""
    session = Session(rules, ["You", "Anna", "Bernd", "Cleo"][: rules.players], seed, 2)
    players = [make_player("skat", levels[p], seed + p) for p in range(rules.players)]
    game = session.game
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        session.apply(players[session.player_at(seat)].choose(game.view(seat)), seat)
    return session.current


@pytest.fixture(scope="module", name="lost")
def lost_fixture() -> tuple[DealRecord, int]:
    """A deal the random player declared and lost, and its par (worked out once)."""
    record = first_deal(2)
    return record, skat_par(SF, record, LEVELS)


def test_strong_in_the_seat_does_better_than_a_random_declarer(
    lost: tuple[DealRecord, int],
) -> None:
    record, par = lost
    assert record.result is not None and record.declarer_player == 0
    assert record.scores[0] < 0, "the random player lost its game"
    assert par > record.scores[0]


def test_par_is_the_same_every_time_it_is_worked_out(lost: tuple[DealRecord, int]) -> None:
    record, par = lost
    assert skat_par(SF, first_deal(2), LEVELS) == par
    assert record.scores == first_deal(2).scores


def test_par_is_scored_with_the_lists_own_scoring(lost: tuple[DealRecord, int]) -> None:
    """The same play under plain scoring: no Seeger-Fabian 50 for the winner."""
    record, par_sf = lost
    plain = dataclasses.replace(SF, scoring=Scoring.PLAIN)
    par_plain = skat_par(plain, record, LEVELS)
    assert par_sf != par_plain
    assert abs(par_sf - par_plain) in (0, 40, 50)


def test_a_passed_in_deal_has_the_players_own_result_as_par() -> None:
    record = first_deal(7)
    assert record.result is not None and record.result.kind is ResultKind.PASSED_IN
    assert skat_par(SF, record, LEVELS) == record.scores[0] == 0


def test_sitting_out_at_four_par_is_the_players_own_result() -> None:
    four = RuleSet(players=4, scoring=Scoring.SEEGER_FABIAN, list_length=4)
    # Dealer 2 deals; at four the dealer sits out: make player 0 the dealer.
    session = Session(four, ["You", "Anna", "Bernd", "Cleo"], 3, first_dealer=0)
    players = [make_player("skat", "easy", p) for p in range(4)]
    game = session.game
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        session.apply(players[session.player_at(seat)].choose(game.view(seat)), seat)
    record = session.current
    assert 0 not in record.seats
    assert skat_par(four, record, ["easy"] * 4) == record.scores[0]


def test_an_unfinished_deal_has_no_par() -> None:
    session = Session(SF, ["You", "Anna", "Bernd"], 1)
    with pytest.raises(ValueError):
        skat_par(SF, session.current, LEVELS)


def test_par_stops_when_told_and_computes_nothing(lost: tuple[DealRecord, int]) -> None:
    record, _par = lost
    with pytest.raises(ParCancelled):
        skat_par(SF, record, LEVELS, cancelled=lambda: True)


def test_the_registrys_par_passes_the_level_on(lost: tuple[DealRecord, int]) -> None:
    record, _par = lost
    par = par_function("skat")
    assert par is not None
    assert par(SF, record, LEVELS, "easy", None) == skat_par(SF, record, LEVELS, level="easy")


def test_the_registry_offers_par_for_both_games() -> None:
    assert par_function("skat") is not None
    assert AI_GAMES["spitzer"].par is not None
    assert par_seed(5, 0) != par_seed(5, 1) and par_seed(5, 0) == par_seed(5, 0)
