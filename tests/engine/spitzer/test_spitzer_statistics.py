"""Spitzer statistics as pure data: entries from real deals, figures, strict reading."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from support.spitzer_statistics_helpers import NAMES, known_games, play_game

from skat_desktop.engine import api
from skat_desktop.engine.spitzer import Contract, SpitzerSession
from skat_desktop.engine.spitzer import api as spitzer_api
from skat_desktop.engine.spitzer.statistics import (
    SPITZER_CONTRACTS,
    SpitzerDealEntry,
    SpitzerGameRecord,
    game_key,
    spitzer_deal_entry,
    summarize_spitzer,
)


def test_entries_of_a_real_game_follow_the_session() -> None:
    session = play_game(5)
    assert session.finished
    entries = [spitzer_deal_entry(session, r) for r in session.records]
    assert all(e is not None for e in entries)
    for index, (record, entry) in enumerate(zip(session.records, entries, strict=True)):
        assert entry is not None and record.result is not None
        assert entry.index == index
        assert entry.players == record.seats
        assert entry.contract is record.result.contract
        assert entry.won == (record.result.value > 0)
        assert entry.scores == record.scores
        assert set(entry.side) == {record.seats[s] for s in record.result.side}
        if record.result.declarer is None:
            assert entry.declarer is None
        else:
            assert entry.declarer == record.seats[record.result.declarer]
        # An entry written and read back is the same entry (the file's round trip).
        assert SpitzerDealEntry.from_json(entry.to_json()) == entry


def test_summary_of_real_games_adds_up_to_the_session_totals() -> None:
    games: list[SpitzerGameRecord] = []
    sessions = [play_game(seed) for seed in (1, 2)]
    for session in sessions:
        deals = [spitzer_deal_entry(session, r) for r in session.records]
        games.append(
            SpitzerGameRecord(
                game_key(session),
                "",
                NAMES,
                finished=True,
                winner=session.winner,
                deals=[d for d in deals if d is not None],
            )
        )
    summary = summarize_spitzer(games)
    assert summary.games == 2 and summary.deals == sum(len(s.records) for s in sessions)
    for player, name in enumerate(NAMES):
        figures = summary.player(name)
        assert figures is not None
        assert figures.deals == summary.deals  # four players: everyone sits in every deal
        assert figures.average_points is not None
        total = sum(s.totals[player] for s in sessions)
        assert figures.average_points * figures.deals == pytest.approx(total)
        assert figures.games_finished == 2
        assert figures.games_won == sum(s.winner == player for s in sessions)
        assert figures.declaring == sum(line.played for line in figures.contracts)


def test_an_unfinished_deal_has_no_entry() -> None:
    session = SpitzerSession(NAMES, 3)
    assert spitzer_deal_entry(session, session.current) is None


def test_figures_of_the_constructed_example() -> None:
    """The numbers worked out by hand in ``known_games``' docstring."""
    summary = summarize_spitzer(known_games())
    assert (summary.games, summary.practice_games, summary.deals) == (2, 1, 8)
    you = summary.player("You")
    assert you is not None
    assert (you.deals, you.declaring, you.declaring_won) == (8, 6, 4)
    lines = {line.contract: (line.played, line.won) for line in you.contracts}
    assert lines == {
        Contract.PARTNERS: (3, 2),
        Contract.PARTNERS_SCHNEIDER: (0, 0),
        Contract.SNEAKER: (0, 0),
        Contract.ZOLA: (2, 1),
        Contract.ZOLA_SCHNEIDER: (1, 1),
        Contract.ZOLA_SCHNEIDER_SCHWARZ: (0, 0),
    }
    assert [line.contract for line in you.contracts] == list(SPITZER_CONTRACTS)
    assert (you.alone, you.alone_won) == (3, 2)
    assert you.average_points == pytest.approx(75 / 8)
    assert (you.games_finished, you.games_won) == (1, 1)
    anna = summary.player("Anna")
    assert anna is not None
    assert (anna.declaring, anna.declaring_won, anna.alone) == (2, 1, 0)
    assert anna.average_points == pytest.approx(21 / 8)
    assert (anna.games_finished, anna.games_won) == (1, 0)
    bernd = summary.player("Bernd")
    assert bernd is not None
    assert (bernd.declaring, bernd.declaring_won, bernd.alone, bernd.alone_won) == (2, 2, 1, 1)


def test_practice_games_count_only_when_asked() -> None:
    summary = summarize_spitzer(known_games(), include_practice=True)
    assert (summary.games, summary.practice_games, summary.deals) == (3, 1, 9)
    you = summary.player("You")
    assert you is not None
    assert (you.deals, you.declaring, you.declaring_won) == (9, 7, 4)
    assert (you.alone, you.alone_won) == (4, 2)
    assert you.contracts[-1].played == 1 and you.contracts[-1].won == 0
    assert you.average_points == pytest.approx(75 / 9)
    assert (you.games_finished, you.games_won) == (2, 1)


def test_game_round_trip() -> None:
    for game in known_games():
        assert SpitzerGameRecord.from_json(game.to_json()) == game


def _game_json() -> dict[str, Any]:
    return known_games()[0].to_json()


def _broken(change: str) -> dict[str, Any]:
    data = copy.deepcopy(_game_json())
    first = data["deals"][0]
    match change:
        case "names":
            data["names"] = ["a", "b", "c"]
        case "winner_unfinished":
            data["finished"] = False
        case "winner_range":
            data["winner"] = 4
        case "duplicate":
            data["deals"].append(copy.deepcopy(first))
        case "seats":
            first["players"] = [0, 0, 1, 2]
        case "contract":
            first["contract"] = "grand"
        case "declarer":
            first["declarer"] = 9
        case "side_alone":
            data["deals"][1]["side"] = [0, 1]
        case "declarer_off_side":
            data["deals"][1]["declarer"] = 2
        case "zola_undeclared":
            data["deals"][1]["declarer"] = None
        case "sneaker_declared":
            data["deals"][3]["declarer"] = 2
        case "won":
            first["won"] = "yes"
        case "scores":
            first["scores"] = [3, 0, -3, 0]
        case "bool_index":
            first["index"] = True
        case "missing":
            del first["side"]
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("names", "4 players"),
        ("winner_unfinished", "winner"),
        ("winner_range", "winner"),
        ("duplicate", "same deal twice"),
        ("seats", "not the four players"),
        ("contract", "unknown Spitzer contract"),
        ("declarer", "declarer 9"),
        ("side_alone", "side of one"),
        ("declarer_off_side", "not on the declaring side"),
        ("zola_undeclared", "without a declarer"),
        ("sneaker_declared", "never declared"),
        ("won", "true or false"),
        ("scores", "zero or more"),
        ("bool_index", "whole number"),
        ("missing", "side"),
    ],
)
def test_damaged_entries_are_refused_with_a_reason(change: str, reason: str) -> None:
    with pytest.raises((ValueError, KeyError)) as info:
        SpitzerGameRecord.from_json(_broken(change))
    assert reason in str(info.value)


def test_not_an_object_is_refused() -> None:
    with pytest.raises(ValueError, match="not an object"):
        SpitzerGameRecord.from_json([1, 2])
    with pytest.raises(ValueError, match="not an object"):
        SpitzerDealEntry.from_json("deal")


def test_names_are_public_through_spitzers_api_not_the_shared_one() -> None:
    for name in (
        "SPITZER_CONTRACTS",
        "ContractLine",
        "SpitzerDealEntry",
        "SpitzerGameRecord",
        "SpitzerPlayerSummary",
        "SpitzerSummary",
        "spitzer_deal_entry",
        "spitzer_game_key",
        "summarize_spitzer",
    ):
        assert name in spitzer_api.__all__
        assert name not in api.__all__
