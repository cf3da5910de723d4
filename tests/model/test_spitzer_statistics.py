"""Spitzer statistics: the store's file, and the Spitzer model recording real deals."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.spitzer_statistics_helpers import NAMES, known_spitzer_store, play_game

from skat_desktop.engine.api import find_game
from skat_desktop.engine.spitzer import SpitzerSession
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore, spitzer_statistics_path
from skat_desktop.model.statistics import StatisticsError, StatisticsStore, statistics_path
from skat_desktop.model.statistics_file import StatisticsFile
from skat_desktop.model.table_model import TableModel


def test_recorded_games_round_trip_and_write_atomically(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "spitzer_statistics.json"
    store = SpitzerStatisticsStore.open(path)
    session = play_game(4, store)
    (game,) = store.games
    assert game.finished and game.winner == session.winner and not game.practice
    assert [d.index for d in game.deals] == list(range(len(session.records)))
    again = SpitzerStatisticsStore.open(path)
    assert again.load_error is None and again.games == store.games
    assert again.summary() == store.summary()
    # no temporary file left; the earlier copy, if the writes did not all coalesce
    assert {p.name for p in path.parent.iterdir()} <= {path.name, path.name + ".bak"}
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "skat-desktop-spitzer-statistics" and data["version"] == 1
    assert isinstance(data["games"], list)


def test_recording_a_deal_twice_changes_nothing(tmp_path: Path) -> None:
    store = SpitzerStatisticsStore.open(tmp_path / "s.json")
    session = SpitzerSession(NAMES, 3)
    assert not store.record_deal(session)  # not over yet: nothing to record
    assert store.games == []
    play_game(3, store)  # the same seed: the same game, deal by deal
    before = [g.to_json() for g in store.games]
    session = play_game(3)
    for record in session.records:
        assert store.record_deal(session, record)
    assert [g.to_json() for g in store.games] == before


def test_practice_games_are_marked_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    store = SpitzerStatisticsStore.open(path)
    first = play_game(1, store)
    play_game(2, store)
    store.mark_practice(first)
    assert store.is_practice(first)
    assert store.summary().games == 1 and store.summary().practice_games == 1
    assert store.summary(include_practice=True).games == 2
    assert SpitzerStatisticsStore.open(path).is_practice(first)  # saved at once


def test_known_store_summary(tmp_path: Path) -> None:
    store = known_spitzer_store(tmp_path / "s.json")
    you = SpitzerStatisticsStore.open(store.path).summary().player("You")
    assert you is not None and (you.deals, you.declaring_won) == (8, 4)


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        '{"format": "skat-desktop-statistics", "version": 1, "lists": []}',
        '{"format": "skat-desktop-spitzer-statistics", "version": 99, "games": []}',
        '{"format": "skat-desktop-spitzer-statistics", "version": 1, "lists": []}',
        '{"format": "skat-desktop-spitzer-statistics", "version": 1, "games": [{"names": 3}]}',
        '{"format": "skat-desktop-spitzer-statistics", "version": 1, "games": [{"key": "a",'
        ' "names": ["a", "b", "c", "d"], "deals": [{"index": 0, "players": [0, 1, 2, 3],'
        ' "contract": "zola", "declarer": 0, "side": [0, 1], "won": true,'
        ' "scores": [0, 0, 0, 0]}]}]}',
        b"\xff\xfe not text",
    ],
)
def test_damaged_file_is_kept_aside_and_the_store_starts_fresh(
    tmp_path: Path, content: str | bytes
) -> None:
    path = tmp_path / "spitzer_statistics.json"
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    path.write_bytes(raw)
    store = SpitzerStatisticsStore.open(path)
    assert store.games == []
    assert store.load_error is not None and "damaged" in store.load_error
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("spitzer_statistics.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert store.damaged_copy == kept[0] and kept[0].name in store.load_error
    play_game(6, store)  # recording works again and writes a good file
    assert SpitzerStatisticsStore.open(path).load_error is None


def test_write_failure_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    store = SpitzerStatisticsStore(blocker / "s.json")  # a folder that cannot exist
    with pytest.raises(StatisticsError):
        store.save()
    play_game(9, store)
    assert store.flush()  # the write runs on its own thread
    assert store.games and store.save_error is not None


def test_reset_empties_only_the_spitzer_file(tmp_path: Path) -> None:
    skat = StatisticsStore.open(tmp_path / "statistics.json")
    skat.lists = []
    skat.save()
    skat_text = skat.path.read_text(encoding="utf-8")
    store = SpitzerStatisticsStore.open(tmp_path / "spitzer_statistics.json")
    play_game(8, store)
    store.reset()
    assert SpitzerStatisticsStore.open(store.path).games == []
    assert skat.path.read_text(encoding="utf-8") == skat_text


def test_both_stores_share_one_file_base_and_keep_their_own_files(data_dir: Path) -> None:
    assert issubclass(StatisticsStore, StatisticsFile)
    assert issubclass(SpitzerStatisticsStore, StatisticsFile)
    assert spitzer_statistics_path() == data_dir / "spitzer_statistics.json"
    assert spitzer_statistics_path().parent == statistics_path().parent
    assert spitzer_statistics_path() != statistics_path()


def test_an_old_skat_statistics_file_is_left_alone_by_spitzer(tmp_path: Path) -> None:
    """Spitzer never writes into statistics.json, so older versions keep reading it."""
    skat = StatisticsStore.open(tmp_path / "statistics.json")
    skat.save()
    before = skat.path.read_bytes()
    play_game(2, SpitzerStatisticsStore.open(tmp_path / "spitzer_statistics.json"))
    assert skat.path.read_bytes() == before
    assert StatisticsStore.open(skat.path).load_error is None


# ------------------------------------------------------------------ the model


@pytest.fixture(name="model")
def model_fixture(qtbot, data_dir: Path) -> Iterator[TableModel]:  # type: ignore[no-untyped-def]
    model = TableModel(find_game("spitzer"))
    model.move_delay_ms = 0
    model.statistics = SpitzerStatisticsStore.open(data_dir / "spitzer_statistics.json")
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4)
    yield model
    model.shutdown()


def finish_deal(qtbot, model: TableModel, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    for _ in range(400):
        if model.game.finished:
            return
        if model.human_to_move():
            model.play_human(rng.choice(model.human_legal()))
        else:
            model.proceed()
            qtbot.wait(2)
    raise AssertionError("the deal did not end")


def test_the_model_records_each_finished_deal(qtbot, model: TableModel) -> None:  # type: ignore[no-untyped-def]
    store = model.statistics
    assert store is not None
    rng = random.Random(1)
    finish_deal(qtbot, model, rng)
    assert len(store.games) == 1 and [d.index for d in store.games[0].deals] == [0]
    model.next_deal()
    finish_deal(qtbot, model, rng)
    (game,) = SpitzerStatisticsStore.open(store.path).games  # saved at once
    assert [d.index for d in game.deals] == [0, 1] and not game.practice
    assert game.names == ("me", "a", "b", "c")
    assert [d.scores for d in game.deals] == [r.scores for r in model.session.records]


def test_undo_makes_the_game_practice(qtbot, model: TableModel) -> None:  # type: ignore[no-untyped-def]
    store = model.statistics
    assert store is not None
    rng = random.Random(2)
    finish_deal(qtbot, model, rng)
    assert not store.is_practice(model.session)
    assert model.undo()  # the finished deal's last human move goes back
    assert model.undo_used and store.is_practice(model.session)
    finish_deal(qtbot, model, rng)
    assert store.games[0].practice and len(store.games[0].deals) == 1
    assert store.summary().games == 0 and store.summary(include_practice=True).games == 1
    # A game resumed later stays practice.
    session = model.session
    model.set_session(session, model.levels)
    assert model.undo_used


def test_a_model_without_a_store_records_nothing(qtbot, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    model = TableModel(find_game("spitzer"))
    model.move_delay_ms = 0
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=5)
    finish_deal(qtbot, model, random.Random(3))
    model.shutdown()
    assert not (data_dir / "spitzer_statistics.json").exists()


def test_spitzer_statistics_modules_are_qt_free() -> None:
    import subprocess
    import sys

    code = (
        "import sys, skat_desktop.model.spitzer.statistics, skat_desktop.engine.spitzer.statistics;"
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
