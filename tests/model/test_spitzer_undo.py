"""TableModel.undo: the human's last move and the computers' replies go back."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from support.model_helpers import GatedComputer

from skat_desktop.engine.api import find_game
from skat_desktop.engine.spitzer import Pass
from skat_desktop.model.table_model import TableModel, autosave_path_for, read_list_file


@pytest.fixture(name="model")
def model_fixture(qtbot, data_dir: Path) -> TableModel:  # type: ignore[no-untyped-def]
    model = TableModel(find_game("spitzer"))
    model.move_delay_ms = 0
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4)
    yield model
    model.shutdown()


def _until_human(qtbot, model: TableModel) -> None:  # type: ignore[no-untyped-def]
    for _ in range(50):
        if model.human_to_move() or model.game.finished:
            return
        model.proceed()
        qtbot.wait(5)
    raise AssertionError("the computers never came back to the human")


def test_nothing_to_undo_before_the_human_acted(model: TableModel) -> None:
    assert model.human_to_move()
    assert not model.can_undo() and not model.undo()


def test_undo_takes_back_the_humans_move_and_the_replies(qtbot, model: TableModel) -> None:
    rng = random.Random(2)
    model.play_human(rng.choice(model.human_legal()))
    _until_human(qtbot, model)
    kept = list(model.session.current.actions)
    human = model.human_seat()
    model.play_human(rng.choice(model.human_legal()))
    _until_human(qtbot, model)
    assert len(model.session.current.actions) > len(kept) + 1  # computers replied
    undone: list[bool] = []
    model.undone.connect(lambda: undone.append(True))
    assert model.undo()
    assert undone == [True]
    assert list(model.session.current.actions) == kept
    assert model.human_to_move() and model.game.to_move == human
    # The autosave holds the state after the undo.
    assert model.flush_autosave()
    session, _levels = read_list_file(find_game("spitzer"), autosave_path_for(find_game("spitzer")))
    assert session.to_dict() == model.session.to_dict()
    assert model.undo()  # and the first move too
    assert not model.session.current.actions and not model.can_undo()


def test_undo_drops_a_pending_computer_answer(qtbot, model: TableModel) -> None:
    model.play_human(Pass())
    stale = model.position()
    computer = GatedComputer(Pass())  # asked now, it thinks until released
    model.set_computer(model.session.player_at(model.game.to_move), computer, "random")
    model.proceed()
    assert computer.asked.wait(10)
    model.undo()
    # The answer to the question asked before the undo arrives late: dropped,
    # although the deal may reach the same action count again.
    model.play_human(Pass())
    assert model.position().actions == stale.actions
    before = list(model.game.history)
    computer.release(qtbot)
    assert list(model.game.history) == before


def test_undo_after_the_last_card_takes_the_deal_out_of_the_totals(
    qtbot, model: TableModel
) -> None:
    rng = random.Random(5)
    while not model.game.finished:
        if model.human_to_move():
            model.play_human(rng.choice(model.human_legal()))
        else:
            model.proceed()
            qtbot.wait(5)
    assert sum(abs(t) for t in model.session.totals) > 0
    assert model.undo()
    assert not model.game.finished and model.human_to_move()
    assert model.session.totals == [0, 0, 0, 0]
    assert model.session.current.result is None
