"""The model passes on the engine's events and snapshot: ``events`` + ``state()``."""

from __future__ import annotations

from typing import Any

import pytest
from support.model_helpers import computer_plays

from skat_desktop.engine import actions as A
from skat_desktop.engine.api import find_game
from skat_desktop.engine.errors import IllegalReason
from skat_desktop.engine.events import DealStarted
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.skat_events import AuctionWon, BidMade, Passed, PhaseChanged
from skat_desktop.engine.skat.table_state import TableState
from skat_desktop.model.table_model import HUMAN, TableModel


@pytest.fixture(name="model")
def model_fixture(qapp: Any) -> Any:
    model = TableModel(find_game("skat"))
    model.autosave_enabled = False
    # Dealer 1: the human (table player 0) sits at Middlehand and speaks first.
    session = Session(OFFICIAL, ("You", "B", "C"), seed=11, first_dealer=1)
    model.set_session(session, ["human", "random", "random"])
    yield model
    model.shutdown()


def test_each_applied_action_emits_its_events_once(qtbot: Any, model: TableModel) -> None:
    received: list[tuple[object, ...]] = []
    applied: list[tuple[int, object]] = []
    model.events.connect(received.append)
    model.action_applied.connect(lambda seat, action: applied.append((seat, action)))
    assert model.human_seat() == 1 and model.human_to_move()
    assert model.play_human(A.Bid(18))
    assert received == [(BidMade(1, 18),)]
    assert applied == [(1, A.Bid(18))]
    # The computers' moves go through the same path.
    computer_plays(qtbot, model, A.PASS)
    computer_plays(qtbot, model, A.PASS)
    assert received[1:] == [(Passed(0),), (Passed(2), AuctionWon(1, 18), PhaseChanged(Phase.SKAT))]


def test_state_is_the_sessions_snapshot(model: TableModel) -> None:
    state = model.state()
    assert isinstance(state, TableState)
    assert state == model.session.state()
    assert state.dealer == 1 and state.seat_players[1] == HUMAN
    assert state.phase is Phase.BIDDING and state.to_move == 1


def test_a_refused_action_gives_the_engines_reason_and_no_events(model: TableModel) -> None:
    refused: list[str] = []
    received: list[object] = []
    model.action_refused.connect(refused.append)
    model.events.connect(received.append)
    assert not model.play_human(A.Bid(19))
    assert refused == [IllegalReason.NOT_A_GAME_VALUE.value]
    assert not model.play_human(A.HOLD)
    assert refused[-1] == IllegalReason.NOTHING_TO_ANSWER.value
    assert received == [] and model.game.history == ()


def test_a_new_session_and_the_next_deal_announce_themselves(qtbot: Any) -> None:
    model = TableModel(find_game("skat"))
    model.autosave_enabled = False
    received: list[tuple[object, ...]] = []
    model.events.connect(received.append)
    session = Session(OFFICIAL, ("You", "B", "C"), seed=11, first_dealer=1)
    model.set_session(session, ["human", "random", "random"])
    assert received == [(DealStarted(1, 1, (2, 0, 1)),)]
    assert model.play_human(A.PASS)  # everyone passes (1, 2, 0): passed in
    computer_plays(qtbot, model, A.PASS)
    computer_plays(qtbot, model, A.PASS)
    assert model.game.finished
    assert model.next_deal()
    assert received[-1] == (DealStarted(2, 2, (0, 1, 2)),)
    model.shutdown()
