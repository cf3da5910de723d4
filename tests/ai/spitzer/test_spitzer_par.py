"""Spitzer par: the strong level's score from the player's seat, the same cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support.spitzer_statistics_helpers import deal

from skat_desktop.ai.levels import make_player, par_function
from skat_desktop.ai.spitzer.par import spitzer_par
from skat_desktop.engine.spitzer.api import SpitzerDealRecord, SpitzerSession
from skat_desktop.engine.spitzer.scoring import Contract
from skat_desktop.engine.spitzer.statistics import SpitzerGameRecord, summarize_spitzer
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore

LEVELS = ["random", "easy", "easy", "easy"]
"""Table player 0 plays at random: the strong level does better from the same seat."""


def first_deal(seed: int) -> SpitzerDealRecord:
    session = SpitzerSession(["You", "Anna", "Bernd", "Clara"], seed)
    players = [make_player("spitzer", LEVELS[p], seed + p) for p in range(4)]
    game = session.game
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        session.apply(players[session.player_at(seat)].choose(game.view(seat)), seat)
    return session.current


def test_strong_in_the_seat_scores_more_than_random_play_and_always_the_same() -> None:
    record = first_deal(3)
    par = spitzer_par(None, record, LEVELS)
    assert par > record.scores[0] == 0
    assert spitzer_par(None, first_deal(3), LEVELS) == par


def test_the_registry_offers_spitzer_par() -> None:
    record = first_deal(6)
    par = par_function("spitzer")
    assert par is not None
    assert par(None, record, LEVELS, "easy", None) == spitzer_par(None, record, LEVELS, "easy")


def test_an_unfinished_spitzer_deal_has_no_par() -> None:
    session = SpitzerSession(["You", "Anna", "Bernd", "Clara"], 1)
    with pytest.raises(ValueError):
        spitzer_par(None, session.current, LEVELS)


def test_spitzer_statistics_keep_par_and_read_files_without_it(tmp_path: Path) -> None:
    plain = deal(0, 3, Contract.PARTNERS, None, (0, 2), 3)
    old = plain.to_json()
    del old["par"]  # as written before par existed
    record = SpitzerGameRecord("a1", "", ("You", "Anna", "Bernd", "Clara"))
    path = tmp_path / "spitzer_statistics.json"
    store = SpitzerStatisticsStore(path)
    store.games = [record]
    store.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"][0]["deals"] = [old]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = SpitzerStatisticsStore.open(path)
    assert loaded.load_error is None and loaded.games[0].deals[0].par is None
    session = SpitzerSession(["You", "Anna", "Bernd", "Clara"], 0xA1)
    assert loaded.record_par(session, 0, 1)
    assert loaded.flush()
    again = SpitzerStatisticsStore.open(path)
    assert again.games[0].deals[0].par == 1
    figures = summarize_spitzer(again.games).player("You")
    assert figures is not None
    assert figures.par_deals == 1 and figures.average_against_par == 3 - 1
