"""One controller drives every registered game the same way (issue 54, point 3).

The same :class:`TableController` reads clicks, keys and drags for Skat and
Spitzer: an illegal card earns the engine's reason and changes nothing, Right
then Enter plays the first playable card of the hand as it lies, a drag plays
only beyond :data:`DRAG_TO_PLAY`, a non-card decision shows the game's panel,
the gate lets the computers move and says when the result is due, and practice
mode asks one hint per decision. No test here branches on the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from skat_desktop.engine.api import GAMES, PLAYS, GameDescription, Play, find_game
from skat_desktop.model.table_model import TableModel
from skat_desktop.model.table_model_base import TableModelBase
from skat_desktop.ui.controller import DRAG_TO_PLAY, NO_PROMPT, TableController
from skat_desktop.ui.game_pieces import UI_GAMES, find_ui_game

GAME_NAMES = [game.name for game in GAMES]


def _levels(game: GameDescription) -> list[str]:
    return ["human", *["random"] * (game.seats - 1)]


def _names(game: GameDescription) -> list[str]:
    return ["me", "a", "b", "c"][: game.seats]


@pytest.fixture(name="table", params=GAME_NAMES)
def table_fixture(qtbot, request) -> Iterator[tuple[TableModelBase[Any], TableController]]:  # type: ignore[no-untyped-def]
    model: TableModelBase[Any] = TableModel(find_game(request.param))
    model.autosave_enabled = False
    model.move_delay_ms = 0
    assert model.description.name == request.param
    controller = TableController(model)
    yield model, controller
    model.shutdown()


def _human_view(session: Any) -> Any:
    seat = session.seat_of(0)
    return session.game.view(seat) if seat is not None else None


def _session_where(game: GameDescription, wanted: Callable[[Any], bool]) -> Any:
    """A list of ``game`` (random play through the engine) stopped where ``wanted(view)``."""
    for seed in range(300):
        session = game.new_list(_names(game), seed, game.seats - 1, None)
        rng = random.Random(seed)
        while not session.game.finished:
            view = _human_view(session)
            if view is not None and session.game.to_move == view.seat and wanted(view):
                return session
            session.apply(rng.choice(list(session.game.legal_actions())))
    raise AssertionError("no such position in the seeds tried")


def _hand(view: Any) -> list[int]:
    return [c for c in range(32) if view.hand >> c & 1]


def _playable(view: Any) -> set[int]:
    return {int(a.card) for a in view.legal if isinstance(a, Play)}


def _card_turn_with_an_illegal_card(view: Any) -> bool:
    only_cards = bool(view.legal) and all(isinstance(a, Play) for a in view.legal)
    return only_cards and len(_playable(view)) < len(_hand(view))


def _at_card_turn(model: TableModelBase[Any], controller: TableController) -> Any:
    session = _session_where(model.description, _card_turn_with_an_illegal_card)
    model.set_session(session, _levels(model.description))
    controller.on_idle()
    return model.human_view()


def test_every_registered_game_has_its_input_pieces() -> None:
    assert set(UI_GAMES) == set(GAME_NAMES)
    for name in GAME_NAMES:
        assert find_ui_game(find_game(name).name) is UI_GAMES[name]


def test_an_illegal_card_shows_the_engines_reason_and_changes_nothing(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    view = _at_card_turn(model, controller)
    illegal = next(c for c in _hand(view) if c not in _playable(view))
    prompt = controller.prompt()
    assert prompt.to_move and illegal in prompt.dimmed
    assert not (_playable(view) & prompt.dimmed), "the playable cards are live"
    refusal = model.refusal(PLAYS[illegal])
    assert refusal is not None
    said: list[str] = []
    controller.message.connect(said.append)
    before = model.position()
    controller.click_card(illegal)
    assert model.position() == before
    assert said == [controller.pieces().refusal_text(refusal.reason, view)] and said[0]
    assert controller.prompt() == prompt and controller.selection() == frozenset()


def test_right_then_enter_plays_the_first_playable_card(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    view = _at_card_turn(model, controller)
    order = controller.pieces().hand_order(model)
    assert sorted(order) == _hand(view), "the hand order holds the whole hand"
    first = next(c for c in order if c in _playable(view))
    focused: list[object] = []
    controller.focus_changed.connect(focused.append)
    assert controller.handle_key(Qt.Key.Key_Right)
    assert controller.focused_card() == first and focused == [first]
    assert controller.handle_key(Qt.Key.Key_Return)
    assert model.game.history[-1] == (view.seat, Play(first))  # type: ignore[arg-type]
    assert controller.focused_card() is None and focused[-1] is None
    assert controller.prompt() == NO_PROMPT, "the table animates before the next prompt"


def test_a_drag_plays_only_beyond_the_threshold(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    view = _at_card_turn(model, controller)
    card = min(_playable(view))
    before = model.position()
    controller.drop_card(card, DRAG_TO_PLAY - 0.05)
    assert model.position() == before
    controller.drop_card(card, DRAG_TO_PLAY + 0.05)
    assert model.game.history[-1] == (view.seat, Play(card))  # type: ignore[arg-type]


def test_a_decision_shows_the_games_panel_and_a_choice_goes_to_the_engine(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    game = model.description
    session = _session_where(game, lambda v: not any(isinstance(a, Play) for a in v.legal))
    model.set_session(session, _levels(game))
    controller.on_idle()
    prompt = controller.prompt()
    assert prompt.to_move and prompt.panel is not None
    assert prompt.panel is controller.pieces().panel_for(prompt.view, True)
    before = model.position()
    card = _hand(prompt.view)[0]
    controller.drop_card(card, 1.0)
    assert model.position() == before, "a card dragged during a decision is not played"
    assert controller.decision_pending()
    action = prompt.view.legal[0]
    assert controller.choose(action)
    assert model.game.history[-1] == (prompt.view.seat, action)


def test_the_gate_lets_the_computers_move_then_shows_the_result(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    game = model.description
    shown: list[None] = []
    controller.result_due.connect(lambda: shown.append(None))
    session = game.new_list(_names(game), 5, game.seats - 1, None)
    model.set_session(session, _levels(game))
    rng = random.Random(5)
    for _ in range(200):
        if model.game.finished:
            break
        before = model.position()
        controller.on_idle()
        if model.human_to_move():
            assert controller.decision_pending()
            model.play_human(rng.choice(model.human_legal()))
        else:
            assert controller.prompt().to_move is False
            qtbot.waitUntil(lambda b=before: model.position() != b, timeout=5000)
    assert model.game.finished and not shown
    controller.on_idle()
    assert shown == [None] and controller.prompt() == NO_PROMPT
    before = model.position()
    controller.click_card(0)
    assert model.position() == before, "cards do nothing after the deal"


def test_practice_mode_asks_one_hint_per_decision(qtbot, table, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    model, controller = table
    asked: list[object] = []
    monkeypatch.setattr(model, "request_hint", lambda: asked.append(model.position()) or True)
    started: list[None] = []
    controller.hint_started.connect(lambda: started.append(None))
    _at_card_turn(model, controller)
    assert not asked, "no hint outside practice mode"
    controller.set_practice(True)
    assert len(asked) == 1 and len(started) == 1
    controller.on_idle()  # a mere redraw: the same decision
    assert len(asked) == 1
    model.play_human(model.human_legal()[0])
    for _ in range(10):  # the computers' cards, up to the human's next decision
        before = model.position()
        controller.on_idle()
        if model.game.finished or model.human_to_move():
            break
        qtbot.waitUntil(lambda b=before: model.position() != b, timeout=5000)
    if controller.decision_pending():
        assert len(asked) == 2 and asked[1] == model.position(), "a new decision, a new hint"


def test_the_controller_names_no_game() -> None:
    """The controller's core imports no game's own engine names and no game's UI
    module, and never spells a game's name: what differs comes from the registry."""
    import ast
    from pathlib import Path

    import skat_desktop.ui.controller as controller_module

    source = Path(controller_module.__file__).read_text(encoding="utf-8")
    tree = ast.parse(source)
    imported: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = ("." * node.level) + (node.module or "")
            imported.setdefault(module, set()).update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                imported.setdefault(alias.name, set())
    assert imported.get("skat_desktop.engine.api", set()) <= {"PLAYS", "Play"}
    assert not [m for m in imported if "skat_input" in m or "spitzer" in m or "table.view" in m]
    spelled = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value.lower() in {name.lower() for name in GAME_NAMES}
    ]
    assert not spelled, f"controller.py branches on a game's name: {spelled}"
