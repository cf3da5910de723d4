"""Byte damage to the Spitzer save and both statistics files.

Whatever bytes a damaged disk leaves, reading gives the program's own error
(:class:`RecordError` for the save, a set-aside file and a ``load_error`` for
the statistics), never ``ValueError``, ``RecursionError`` or anything else;
and what does load can be written back. The default run is quick;
``SKAT_FULL=1 pytest -m slow`` runs many more examples.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from support.byte_damage import HOSTILE_KINDS, byte_edits, damage
from support.scale import count
from support.spitzer_statistics_helpers import play_game

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine.api import RecordError, encode_list, find_game
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import Session
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.model.table_model import read_list_file

QUICK = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
SLOW = settings(QUICK, max_examples=count(100, 5000))


def _spitzer_save() -> bytes:
    session = play_game(4)
    return encode_list(find_game("spitzer"), session, ["human", "easy", "easy", "easy"])


def _skat_statistics(folder: Path) -> bytes:
    store = StatisticsStore(folder / "skat-source.json")
    session = Session(RuleSet(list_length=3), ("Ann", "Bo", "Cy"), 5)
    for deal in range(3):
        game = session.game
        players = [RandomPlayer(deal * 3 + seat) for seat in range(3)]
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            session.apply(players[seat].choose(game.view(seat)), seat)
        store.record_deal(session)
        if deal < 2:
            session.next_deal()
            game = session.game
    store.flush()
    return store.path.read_bytes()


def _spitzer_statistics(folder: Path) -> bytes:
    store = SpitzerStatisticsStore(folder / "spitzer-source.json")
    play_game(3, store)
    store.flush()
    return store.path.read_bytes()


@pytest.fixture(scope="module", name="originals")
def originals_fixture(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    folder = tmp_path_factory.mktemp("sources")
    return {
        "spitzer": _spitzer_save(),
        "statistics": _skat_statistics(folder),
        "spitzer_statistics": _spitzer_statistics(folder),
    }


def _check_spitzer(folder: Path, data: bytes) -> None:
    path = folder / "autosave.spitzer.json"
    path.write_bytes(data)
    try:
        session, _ = read_list_file(find_game("spitzer"), path)
    except RecordError as exc:
        assert str(exc)
        return
    session.to_dict()
    json.dumps(session.to_dict(), ensure_ascii=False).encode("utf-8")  # it can be saved again


def _check_store(
    folder: Path, kind: type[StatisticsStore | SpitzerStatisticsStore], data: bytes
) -> None:
    path = folder / f"{random.random()}.json"
    path.write_bytes(data)
    store = kind(path)
    store.load()  # never raises
    if store.load_error is None:
        store._encode().encode("utf-8")  # what loaded can be written back
    else:
        assert store.damaged_copy is not None and store.damaged_copy.exists()
        assert not path.exists()


def _run(
    originals: dict[str, bytes], folder: Path, which: str, edits: list[tuple[str, int, bytes]]
) -> None:
    damaged = damage(originals[which], edits)
    if which == "spitzer":
        _check_spitzer(folder, damaged)
    elif which == "statistics":
        _check_store(folder, StatisticsStore, damaged)
    else:
        _check_store(folder, SpitzerStatisticsStore, damaged)


@pytest.mark.parametrize("which", ["spitzer", "statistics", "spitzer_statistics"])
@QUICK
@given(edits=byte_edits(HOSTILE_KINDS))
def test_byte_damage_gives_the_programs_own_error(
    originals: dict[str, bytes], tmp_path: Path, which: str, edits: list[tuple[str, int, bytes]]
) -> None:
    _run(originals, tmp_path, which, edits)


@pytest.mark.slow
@pytest.mark.parametrize("which", ["spitzer", "statistics", "spitzer_statistics"])
@SLOW
@given(edits=byte_edits(HOSTILE_KINDS))
def test_byte_damage_many_examples(
    originals: dict[str, bytes], tmp_path: Path, which: str, edits: list[tuple[str, int, bytes]]
) -> None:
    _run(originals, tmp_path, which, edits)
