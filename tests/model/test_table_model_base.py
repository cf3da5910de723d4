"""The flow both table models share (TableModelBase), checked once per game.

A failing or wrong computer must not stop the game, the thinking indicator
must go on and off, a computer is asked once per position, a failed hint is
reported and a failed autosave is only logged: the Skat and the Spitzer model
run these through the same code, so each test runs with both.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from support.model_helpers import computer_plays, play_first_legal

from skat_desktop.engine import actions as A
from skat_desktop.engine.api import find_game
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.spitzer import Play, SpitzerSession
from skat_desktop.model.table_model import TableModel
from skat_desktop.model.table_model_base import TableModelBase


def _skat() -> TableModel:
    model = TableModel(find_game("skat"))
    model.set_session(
        Session(OFFICIAL, ("You", "B", "C"), seed=11, first_dealer=1), ["human", "random", "random"]
    )
    return model


def _spitzer() -> TableModel:
    model = TableModel(find_game("spitzer"))
    model.set_session(
        SpitzerSession(["me", "a", "b", "c"], 4, first_dealer=3),
        ["human", "random", "random", "random"],
    )
    return model


GAMES: dict[str, Callable[[], TableModelBase[Any]]] = {"skat": _skat, "spitzer": _spitzer}

ILLEGAL: dict[str, object] = {
    "skat": A.Bid(19),  # not a game value
    "spitzer": Play(Card.parse("CJ")),  # no card is played before the declarations end
}


@pytest.fixture(name="game", params=sorted(GAMES))
def game_fixture(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(name="model")
def model_fixture(qtbot: Any, data_dir: Path, game: str) -> Iterator[TableModelBase[Any]]:
    model = GAMES[game]()
    model.autosave_enabled = False
    model.move_delay_ms = 0
    yield model
    model.shutdown()


def _until_computer(model: TableModelBase[Any]) -> int:
    """The human plays first legal actions until a computer is to move; its table player."""
    while model.human_to_move():
        assert model.play_human(model.human_legal()[0])
    assert not model.game.finished
    return model.session.player_at(model.game.to_move)


def _until_human(qtbot: Any, model: TableModelBase[Any]) -> None:
    """The computers play first legal actions until the human is to move."""
    while not model.human_to_move():
        computer_plays(qtbot, model)
    assert not model.game.finished


class _Counting:
    """Plays the first legal action and counts how often it was asked."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: Any) -> Any:
        self.calls += 1
        return view.legal[0]


class _Broken:
    def choose(self, view: Any) -> Any:
        raise RuntimeError("this computer is broken")


class _Answers:
    def __init__(self, answer: object) -> None:
        self.answer = answer

    def choose(self, view: Any) -> Any:
        return self.answer


def _seat_everyone(model: TableModelBase[Any], make: Callable[[], object]) -> None:
    for player in range(1, len(model.session.names)):
        model.set_computer(player, make(), "random")


@pytest.mark.parametrize("fault", ["raises", "illegal answer"])
def test_a_failing_or_wrong_computer_makes_a_random_legal_move(
    qtbot: Any, model: Any, game: str, fault: str
) -> None:
    _until_computer(model)
    wrong = ILLEGAL[game]
    _seat_everyone(model, _Broken if fault == "raises" else lambda: _Answers(wrong))
    messages: list[str] = []
    model.status_message.connect(messages.append)
    before = len(model.game.history)
    model.proceed()
    qtbot.waitUntil(lambda: len(model.game.history) == before + 1, timeout=5000)
    assert messages == ["computer_error"]
    assert model.game.history[-1][1] != wrong
    assert model.thinking_player is None


def test_a_computer_is_asked_once_per_position_and_shown_thinking(qtbot: Any, model: Any) -> None:
    player = _until_computer(model)
    computer = _Counting()
    model.set_computer(player, computer, "random")
    thinking: list[tuple[int, bool]] = []
    model.thinking_changed.connect(lambda who, on: thinking.append((who, on)))
    before = len(model.game.history)
    model.proceed()
    model.proceed()  # the same position again: no second question
    assert model.thinking_player == player
    qtbot.waitUntil(lambda: len(model.game.history) == before + 1, timeout=5000)
    assert computer.calls == 1
    assert thinking == [(player, True), (player, False)]
    assert model.thinking_player is None


def test_a_failed_hint_is_reported(qtbot: Any, model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _until_human(qtbot, model)

    def broken(game: str, view: Any, level: str) -> list[Any]:
        raise RuntimeError("no hint today")

    monkeypatch.setattr("skat_desktop.model.table_model.hint_options", broken)
    with qtbot.waitSignal(model.hint_failed, timeout=5000) as blocker:
        assert model.request_hint()
    assert blocker.args == ["error"]


def test_a_failed_autosave_is_logged_and_the_game_goes_on(
    qtbot: Any, model: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _until_human(qtbot, model)
    model.autosave_enabled = True
    model.autosave_file = tmp_path  # a folder: no file can be written there
    before = len(model.game.history)
    with caplog.at_level(logging.WARNING):
        assert model.play_human(model.human_legal()[0])
        assert model.flush_autosave()
    assert len(model.game.history) == before + 1
    assert "autosave failed" in caplog.text


def test_a_model_that_was_shut_down_writes_no_more_autosaves(
    qtbot: Any, model: Any, tmp_path: Path
) -> None:
    """Its window is closed and the folder's lock let go: another copy may own the file now."""
    _until_human(qtbot, model)
    model.autosave_enabled = True
    model.autosave_file = tmp_path / "list.json"
    model.shutdown()
    assert model.play_human(model.human_legal()[0])
    assert model.flush_autosave()
    assert not model.autosave_file.exists()


class _Recorder:
    """A statistics store that only remembers what it was told."""

    def __init__(self) -> None:
        self.told: list[str] = []

    def record_deal(self, session: Any, /, *, practice: bool = False) -> None:
        self.told.append("record_deal")

    def mark_practice(self, session: Any, /) -> None:
        self.told.append("mark_practice")

    def is_practice(self, session: Any, /) -> bool:
        return False


def test_a_model_that_was_shut_down_records_nothing_in_the_statistics(
    qtbot: Any, model: Any
) -> None:
    """Its window let go of the data folder: the statistics file may be another copy's now."""
    _until_human(qtbot, model)
    assert model.play_human(model.human_legal()[0])
    recorder = _Recorder()
    model.statistics = recorder
    model.shutdown()
    assert model.undo()  # an undo marks the list as practice
    while not model.game.finished:
        play_first_legal(qtbot, model)  # the deal's end records it
    assert recorder.told == []
