"""The table controller without a window: clicks, keys, drags, the discard
selection and the idle gate, driven straight through a :class:`TableModel`."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.api import find_game
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.tricks import TRUMPS
from skat_desktop.engine.skat.view import GameView
from skat_desktop.model.table_model import TableModel
from skat_desktop.ui.controller import NO_PROMPT, Prompt, TableController
from skat_desktop.ui.skat_input import PanelKind

LEVELS = ["human", "random", "random"]


class Passer:
    """Passes whenever it may, else plays its first legal action."""

    level = "normal"

    def choose(self, view: GameView) -> Action:
        legal = list(view.legal)
        for preferred in (A.PASS, A.ACCEPT):
            if preferred in legal:
                return preferred
        return legal[0]


@pytest.fixture(name="table")
def table_fixture(qtbot) -> tuple[TableModel, TableController]:  # type: ignore[no-untyped-def]
    model = TableModel(find_game("skat"))
    model.autosave_enabled = False
    model.move_delay_ms = 0
    controller = TableController(model)
    yield model, controller
    model.shutdown()


def run_gate(qtbot, model: TableModel, controller: TableController) -> None:  # type: ignore[no-untyped-def]
    """Open the gate as the table would after each animation, until the human decides."""
    for _ in range(60):
        if model.game.finished or model.human_to_move():
            controller.on_idle()
            return
        before = model.position()
        controller.on_idle()
        qtbot.waitUntil(lambda b=before: model.position() != b, timeout=5000)
    raise AssertionError("the computers never let the human decide")


def session_where(wanted: Callable[[Session, int], bool], seeds: int = 400) -> Session:
    """A session (official rules) stopped where ``wanted(session, human_seat)`` first holds."""
    rules = RuleSet()
    for seed in range(seeds):
        session = Session(rules, ["me", "a", "b"], seed, first_dealer=2)
        players = [RandomPlayer(seed * 3 + s) for s in range(3)]
        while not session.game.finished:
            seat = session.seat_of(0)
            if seat is not None and wanted(session, seat):
                return session
            to_move = session.game.to_move
            assert to_move is not None
            session.apply(players[to_move].choose(session.game.view(to_move)), to_move)
    raise AssertionError("no such position in the seeds tried")


def illegal_cards(session: Session, seat: int) -> list[int]:
    game = session.game
    legal = {int(a.card) for a in game.legal_actions(seat) if isinstance(a, A.Play)}
    return [c for c in range(32) if game.hands[seat] >> c & 1 and c not in legal]


def must_follow(trump_led: bool) -> Callable[[Session, int], bool]:
    def wanted(session: Session, seat: int) -> bool:
        game = session.game
        if game.phase is not Phase.PLAY or game.to_move != seat or not game.trick:
            return False
        led = bool(TRUMPS[game.trump_kind()] >> game.trick[0] & 1)
        return led == trump_led and bool(illegal_cards(session, seat))

    return wanted


def test_discard_selection_is_held_once_and_played(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    model.new_session(RuleSet(), ["me", "a", "b"], LEVELS, seed=8)
    model.set_computer(1, Passer(), "normal")
    model.set_computer(2, Passer(), "normal")
    run_gate(qtbot, model, controller)
    assert controller.prompt().panel is PanelKind.BIDDING
    model.play_human(next(a for a in model.human_legal() if isinstance(a, A.Bid)))
    run_gate(qtbot, model, controller)
    assert model.game.phase is Phase.SKAT and controller.prompt().panel is PanelKind.DECLARE
    model.play_human(A.PICK_UP)
    run_gate(qtbot, model, controller)
    prompt = controller.prompt()
    assert prompt.panel is PanelKind.DISCARD and len(prompt.interactive) == 12
    changes: list[None] = []
    controller.selection_changed.connect(lambda: changes.append(None))
    a, b, c = sorted(prompt.interactive)[:3]
    controller.click_card(a)
    assert controller.selection() == {a} and controller.selection_action() is None
    controller.click_card(b)
    assert controller.selection() == {a, b}
    assert controller.selection_action() == A.Discard((Card(a), Card(b)))
    controller.click_card(c)  # a third card starts a new pick
    assert controller.selection() == {c}
    controller.click_card(c)
    assert controller.selection() == frozenset()
    assert len(changes) == 4
    assert not controller.confirm_selection(), "nothing to put away yet"
    controller.click_card(a)
    controller.click_card(b)
    assert controller.confirm_selection()
    assert model.game.phase is Phase.DECLARE
    assert controller.selection() == frozenset(), "the selection goes with the action"
    assert controller.prompt() == NO_PROMPT


@pytest.mark.parametrize("trump_led", [False, True])
def test_illegal_card_is_dimmed_and_explained_by_the_engine(
    qtbot,
    table,
    trump_led: bool,  # type: ignore[no-untyped-def]
) -> None:
    model, controller = table
    session = session_where(must_follow(trump_led))
    model.set_session(session, LEVELS)
    controller.on_idle()
    seat = model.human_seat()
    assert seat is not None
    illegal = illegal_cards(session, seat)
    prompt = controller.prompt()
    assert prompt.to_move and prompt.panel in (None, PanelKind.TOOLS)
    assert prompt.dimmed == frozenset(illegal)
    said: list[str] = []
    controller.message.connect(said.append)
    before = model.position()
    controller.click_card(illegal[0])
    assert model.position() == before, "nothing was played"
    assert said and "follow suit" in said[0]
    if trump_led:
        assert "trump was led" in said[0]
    else:
        suit = ("Diamonds", "Hearts", "Spades", "Clubs")[session.game.trick[0] >> 3]
        assert suit in said[0]


def _play_position(qtbot, model: TableModel, controller: TableController) -> Prompt:  # type: ignore[no-untyped-def]
    def wanted(session: Session, seat: int) -> bool:
        game = session.game
        return game.phase is Phase.PLAY and game.to_move == seat and len(game.trick) == 1

    model.set_session(session_where(wanted), LEVELS)
    controller.on_idle()
    return controller.prompt()


def test_keys_move_the_focus_over_playable_cards_and_enter_plays(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    prompt = _play_position(qtbot, model, controller)
    seat = model.human_seat()
    assert seat is not None
    playable = [
        c
        for c in sorted(prompt.interactive, key=lambda c: _display_index(model, c))
        if c not in prompt.dimmed
    ]
    assert controller.focused_card() is None
    assert controller.handle_key(Qt.Key.Key_Right)
    assert controller.focused_card() == playable[0]
    for card in playable[1:]:
        controller.handle_key(Qt.Key.Key_Right)
        assert controller.focused_card() == card
    controller.handle_key(Qt.Key.Key_Right)
    assert controller.focused_card() == playable[0], "the focus wraps around"
    controller.handle_key(Qt.Key.Key_Left)
    assert controller.focused_card() == playable[-1]
    assert not controller.handle_key(Qt.Key.Key_X), "other keys are left to the window"
    focus = controller.focused_card()
    assert controller.handle_key(Qt.Key.Key_Return)
    assert model.game.history[-1] == (seat, A.Play(Card(focus)))  # type: ignore[arg-type]
    assert controller.focused_card() is None


def _display_index(model: TableModel, card: int) -> int:
    from skat_desktop.ui.table.snapshot import snapshot_of

    snap = snapshot_of(model)
    assert snap is not None
    return snap.hands[snap.viewer].cards.index(card)


def test_a_drag_plays_only_when_lifted_towards_the_middle(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    prompt = _play_position(qtbot, model, controller)
    card = next(c for c in sorted(prompt.interactive) if c not in prompt.dimmed)
    before = model.position()
    controller.drop_card(card, 0.2)
    assert model.position() == before
    controller.drop_card(card, 0.8)
    assert model.game.history[-1][1] == A.Play(Card(card))


def test_the_gate_shows_the_result_when_the_deal_is_over(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    session = Session(RuleSet(), ["me", "a", "b"], 3, first_dealer=2)
    players = [RandomPlayer(s) for s in range(3)]
    while not session.game.finished:
        seat = session.game.to_move
        assert seat is not None
        session.apply(players[seat].choose(session.game.view(seat)), seat)
    model.set_session(session, LEVELS)
    shown: list[None] = []
    controller.result_due.connect(lambda: shown.append(None))
    controller.on_idle()
    assert shown == [None]
    assert controller.prompt() == NO_PROMPT
    before = model.position()
    controller.click_card(0)
    assert model.position() == before, "cards do nothing after the deal"
