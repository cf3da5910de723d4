"""Spitzer's "play this deal again": the one-deal game and the model's practice deal."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from skat_desktop.ai.spitzer.review_replay import (
    SpitzerReplaySetup,
    spitzer_replay_setup,
)
from skat_desktop.engine.api import find_game
from skat_desktop.engine.errors import WrongPhaseError
from skat_desktop.engine.spitzer import SpitzerDeal, SpitzerRules
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore
from skat_desktop.model.table_model import TableModel, read_list_file

NAMES = ["me", "a", "b", "c"]
LEVELS = ["human", "random", "random", "random"]


@pytest.fixture(name="model")
def model_fixture(qtbot, data_dir: Path) -> TableModel:  # type: ignore[no-untyped-def]
    model = TableModel(find_game("spitzer"))
    model.move_delay_ms = 0
    model.statistics = SpitzerStatisticsStore.open(data_dir / "spitzer_statistics.json")
    model.autosave_file = data_dir / "autosave.spitzer.json"
    model.new_session(SpitzerRules(5), NAMES, LEVELS, seed=4)
    yield model
    model.shutdown()


def _finish_deal(qtbot, model: TableModel, seed: int = 1) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(300):
        if model.game.finished:
            return
        if model.human_to_move():
            assert model.play_human(rng.choice(model.human_legal()))
        else:
            model.proceed()
            qtbot.wait(2)
    qtbot.waitUntil(lambda: model.game.finished, timeout=10000)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_replay_seats_the_player_where_asked_with_the_same_cards(seat: int) -> None:
    setup = SpitzerReplaySetup(SpitzerRules(), deal_seed=123456, seat=seat)
    game = setup.new_session(NAMES)
    assert game.seat_of(0) == seat
    assert game.current.seed == 123456
    assert game.game.deal.hands == SpitzerDeal.from_seed(123456).hands


def test_a_seat_outside_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="seat must be 0, 1, 2 or 3"):
        SpitzerReplaySetup(SpitzerRules(), 1, seat=4)


def test_practice_deal_puts_the_game_aside_and_resume_brings_it_back(
    qtbot,  # type: ignore[no-untyped-def]
    model: TableModel,
) -> None:
    _finish_deal(qtbot, model)
    game = model.session
    record = game.current
    store = model.statistics
    assert store is not None and model.autosave_file is not None
    deals_before = sum(len(item.deals) for item in store.games)
    assert model.flush_autosave()
    saved_at = model.autosave_file.stat().st_mtime_ns
    setup = spitzer_replay_setup(game.rules, record, seat=2)
    model.play_practice_deal(setup.new_session(game.names))
    assert model.in_practice_deal and not model.autosave_enabled
    assert model.session is not game and model.human_seat() == 2
    assert model.game.deal.hands == SpitzerDeal.from_seed(record.seed).hands
    assert model.levels == LEVELS
    _finish_deal(qtbot, model, seed=2)
    practice = model.session
    assert practice.finished and practice.winner is None
    assert practice.settlement() is None  # a stake, but no game to settle
    with pytest.raises(WrongPhaseError):
        practice.next_deal()
    assert sum(len(item.deals) for item in store.games) == deals_before  # not recorded
    assert model.flush_autosave()
    assert model.autosave_file.stat().st_mtime_ns == saved_at  # nor autosaved
    assert model.resume_list()
    assert model.session is game and not model.in_practice_deal and model.autosave_enabled
    assert not model.resume_list()


def test_save_during_a_practice_deal_writes_the_game_that_waits(
    model: TableModel, tmp_path: Path
) -> None:
    game = model.session
    model.play_practice_deal(spitzer_replay_setup(game.rules, game.current, 1).new_session(NAMES))
    path = tmp_path / "saved.spitzer.json"
    model.save(path)
    loaded, levels = read_list_file(find_game("spitzer"), path)
    assert loaded.seed == game.seed and loaded.rules.spitzer_stake == 5
    assert levels == LEVELS
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == game.seed


def test_undo_in_a_practice_deal_leaves_the_game_as_it_was(
    qtbot,  # type: ignore[no-untyped-def]
    model: TableModel,
) -> None:
    game = model.session
    store = model.statistics
    assert store is not None
    model.play_practice_deal(spitzer_replay_setup(game.rules, game.current, 0).new_session(NAMES))
    assert model.human_to_move()  # seat 0 declares first
    assert model.play_human(model.human_legal()[0])
    assert model.undo() and model.undo_used
    assert model.resume_list()
    assert not model.undo_used and not store.is_practice(game)


def test_a_new_game_during_a_practice_deal_forgets_the_waiting_one(model: TableModel) -> None:
    game = model.session
    model.play_practice_deal(spitzer_replay_setup(game.rules, game.current, 3).new_session(NAMES))
    model.new_session(None, NAMES, LEVELS, seed=77)
    assert not model.in_practice_deal and model.autosave_enabled
    assert model.list_session is model.session and model.session.seed == 77
