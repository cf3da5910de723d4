"""The model's undo, practice deal and statistics hook."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from support.model_helpers import GatedComputer, computer_plays

from skat_desktop.ai.review_replay import replay_setup
from skat_desktop.engine import actions as A
from skat_desktop.engine.api import find_game
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.session import Session
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.model.table_model import TableModel


def _model(tmp_path: Path) -> TableModel:
    model = TableModel(find_game("skat"))
    model.autosave_enabled = False
    model.statistics = StatisticsStore.open(tmp_path / "statistics.json")
    # Dealer 1: the human (table player 0) sits at Middlehand and speaks second.
    session = Session(OFFICIAL, ("You", "B", "C"), seed=11, first_dealer=1)
    model.set_session(session, ["human", "random", "random"])
    return model


@pytest.fixture(name="model")
def model_fixture(qapp: Any, tmp_path: Path) -> Any:
    model = _model(tmp_path)
    yield model
    model.shutdown()


def _pass_out(qtbot: Any, model: TableModel) -> None:
    """Everyone passes (the human at Middlehand first, then 2 and 0): passed in."""
    assert model.play_human(A.PASS)
    computer_plays(qtbot, model, A.PASS)
    computer_plays(qtbot, model, A.PASS)
    assert model.game.finished


def test_nothing_to_undo_before_the_human_acted(qtbot: Any, model: TableModel) -> None:
    assert not model.can_undo() and not model.undo()
    _pass_out(qtbot, model)
    assert model.can_undo()
    assert model.next_deal()  # the human's actions of an earlier deal stay
    assert not model.can_undo() and not model.undo()


def test_undo_takes_back_the_humans_decision_and_the_replies(qtbot: Any, model: TableModel) -> None:
    changed: list[bool] = []
    model.undone.connect(lambda: changed.append(True))
    assert model.play_human(A.Bid(18))
    computer_plays(qtbot, model, A.HOLD)
    assert model.play_human(A.Bid(20))
    computer_plays(qtbot, model, A.HOLD)  # the computer's reply
    assert model.undo()
    assert model.game.history == ((1, A.Bid(18)), (0, A.HOLD))
    assert model.session.current.actions == [(1, A.Bid(18)), (0, A.HOLD)]
    assert model.human_to_move()
    assert changed == [True]  # the table is drawn again from the state
    assert model.undo()  # and the first bid too
    assert not model.game.history and not model.can_undo()


def test_undo_cancels_a_pending_computer_answer(qtbot: Any, model: TableModel) -> None:
    model.move_delay_ms = 0
    model.play_human(A.Bid(18))
    stale = model.position()
    computer = GatedComputer(A.PASS)  # seat 0 is asked and thinks until released
    model.set_computer(model.session.player_at(0), computer, "random")
    model.proceed()
    assert computer.asked.wait(10)
    model.undo()  # while the computer thinks
    model.play_human(A.Bid(20))  # the same (deal, action count) position again
    assert model.position().actions == stale.actions
    assert model.position() != stale
    computer.release(qtbot)  # its answer to the old position arrives late
    assert model.game.history == ((1, A.Bid(20)),)  # the stale answer was dropped


def test_undo_marks_the_list_as_practice_in_the_statistics(qtbot: Any, model: TableModel) -> None:
    store = model.statistics
    assert store is not None
    assert not store.is_practice(model.session)
    model.play_human(A.PASS)
    model.undo()
    assert store.is_practice(model.session) and model.undo_used
    _pass_out(qtbot, model)
    assert [item.practice for item in store.lists] == [True]


def test_a_finished_deal_is_recorded_once_per_deal(
    qtbot: Any, model: TableModel, tmp_path: Path
) -> None:
    recorded: list[int] = []
    store = model.statistics
    assert store is not None
    original = store.record_deal

    def spy(session: Session, record: Any = None, *, practice: bool = False) -> bool:
        recorded.append(len(session.records))
        return original(session, record, practice=practice)

    store.record_deal = spy  # type: ignore[method-assign]
    _pass_out(qtbot, model)
    assert recorded == [1]
    reread = StatisticsStore.open(tmp_path / "statistics.json")
    assert [len(item.deals) for item in reread.lists] == [1]


def test_practice_deal_puts_the_list_aside_and_resume_brings_it_back(
    qtbot: Any, model: TableModel, tmp_path: Path
) -> None:
    model.autosave_enabled = True
    model.autosave_file = tmp_path / "autosave.skat.json"
    _pass_out(qtbot, model)
    assert model.flush_autosave()
    saved_at = model.autosave_file.stat().st_mtime_ns
    session = model.session
    record = session.current
    store = model.statistics
    assert store is not None
    deals_before = sum(len(item.deals) for item in store.lists)
    setup = replay_setup(session.rules, record, seat=2)
    model.play_practice_deal(setup.new_session(session.names))
    assert model.in_practice_deal and not model.autosave_enabled
    assert model.session is not session
    assert model.human_seat() == 2 and model.session.current.seed == record.seed
    assert model.session.game.deal == record_game_deal(session)
    computer_plays(qtbot, model, A.PASS)
    model.play_human(A.PASS)
    computer_plays(qtbot, model, A.PASS)
    assert model.game.finished and model.session.finished
    assert sum(len(item.deals) for item in store.lists) == deals_before  # not recorded
    assert model.flush_autosave()
    assert model.autosave_file.stat().st_mtime_ns == saved_at  # nor autosaved
    assert model.resume_list()
    assert model.session is session and not model.in_practice_deal and model.autosave_enabled
    assert not model.resume_list()


def record_game_deal(session: Session) -> Any:
    from skat_desktop.engine.skat.game import Deal

    return Deal.from_seed(session.current.seed)


def test_a_new_list_during_a_practice_deal_forgets_the_saved_one(
    qtbot: Any, model: TableModel, tmp_path: Path
) -> None:
    _pass_out(qtbot, model)
    model.autosave_enabled = True
    model.autosave_file = tmp_path / "autosave.skat.json"
    model.play_practice_deal(
        replay_setup(model.rules, model.session.current, seat=0).new_session(model.session.names)
    )
    assert not model.autosave_enabled
    model.new_session(OFFICIAL, ("You", "B", "C"), ["human", "random", "random"], seed=5)
    assert not model.in_practice_deal and model.autosave_enabled
    assert model.session.seed == 5


def test_save_during_a_practice_deal_writes_the_list_that_waits(
    qtbot: Any, model: TableModel, tmp_path: Path
) -> None:
    """Bug: "Save as…" in a practice deal wrote the one-deal replay, which
    could not be opened again ("deal 1 does not belong to this session")."""
    from skat_desktop.engine.records.savefile import load_session_with_meta

    _pass_out(qtbot, model)
    session = model.session
    model.play_practice_deal(
        replay_setup(model.rules, session.current, seat=1).new_session(model.session.names)
    )
    path = tmp_path / "during-practice.skat.json"
    model.save(path)
    loaded, meta = load_session_with_meta(path)
    assert loaded.seed == session.seed
    assert [r.seed for r in loaded.records] == [r.seed for r in session.records]
    assert meta["levels"] == ["human", "random", "random"]


def test_undo_in_a_practice_deal_does_not_make_the_list_practice(
    qtbot: Any, model: TableModel
) -> None:
    """Bug: a move taken back in a practice deal left ``undo_used`` set, so the
    list's later deals were recorded as practice."""
    _pass_out(qtbot, model)
    session = model.session
    store = model.statistics
    assert store is not None and not model.undo_used
    model.play_practice_deal(
        replay_setup(model.rules, session.current, seat=1).new_session(model.session.names)
    )
    assert model.play_human(A.PASS)  # Middlehand speaks first
    assert model.undo()
    assert model.undo_used
    assert model.resume_list()
    assert not model.undo_used and not store.is_practice(session)


def test_a_practised_list_stays_practice_after_a_practice_deal(
    qtbot: Any, model: TableModel
) -> None:
    _pass_out(qtbot, model)
    assert model.undo()  # the list is practice from now on
    _pass_out(qtbot, model)
    model.play_practice_deal(
        replay_setup(model.rules, model.session.current, seat=1).new_session(model.session.names)
    )
    assert not model.undo_used  # the practice deal starts clean
    assert model.resume_list() and model.undo_used
