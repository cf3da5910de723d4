"""A third game plays through the program's one model, one controller and the card table.

The toy game (``tests/support/toy_game.py``, ``toy_ui.py`` and ``toy_page.py``)
touches nothing but its own files and the registries: the engine's ``GAMES``, the
AI's ``AI_GAMES`` and the UI's ``UI_GAMES``. Here it plays whole lists offscreen, once
on a bare table and once in the main window: the cards are clicked on the table with
the mouse, the computers answer through the model's worker, the
controller's gate moves the game on, an illegal card is refused with the game's
own reason, and the list is saved and opened again through the one envelope.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from support.toy_game import SEATS
from support.toy_page import ToyPage
from support.toy_ui import ToyTableView, register_toy

from skat_desktop.app import create_window
from skat_desktop.engine.api import PLAYS, CardSet, find_game
from skat_desktop.model import settings as S
from skat_desktop.model.table_model import TableModel
from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.controller import TableController
from skat_desktop.ui.new_session_dialog import NewSessionDialog

WAIT_MS = 10_000


def _click(qtbot: Any, view: ToyTableView, card: int) -> None:
    """Click the visible part of ``card`` in the hand, as a player does."""
    item = view.card_item(card)
    center = item.pos()
    width = item.size().width() * item.scale()
    point = view.mapFromScene(center.x() - width * 0.3, center.y() + item.size().height() * 0.2)
    assert view.itemAt(point) is item, f"clicking {card} would hit another item"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def test_a_third_game_plays_a_whole_list_through_the_seam(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    register_toy(monkeypatch)
    game = find_game("toy")
    model: TableModel[Any, Any] = TableModel(game)
    model.autosave_enabled = False
    model.move_delay_ms = 0
    controller = TableController(model)
    view = ToyTableView(CardRenderer(deck_id="french4"))
    qtbot.addWidget(view)
    view.set_model(model)
    view.set_speed(0)
    model.events.connect(view.animate)
    view.animations_finished.connect(controller.on_idle)
    view.card_clicked.connect(controller.click_card)
    controller.prompt_changed.connect(
        lambda prompt: view.set_interactive_hand(set(prompt.interactive), set(prompt.dimmed))
    )
    messages: list[str] = []
    controller.message.connect(messages.append)
    finished: list[bool] = []
    controller.result_due.connect(lambda: finished.append(True))
    view.resize(1000, 760)
    view.show()
    model.new_session(None, ["me", "left", "right"], ["human", "random", "random"], seed=5)

    refused = 0
    for deal in range(2):
        while not model.game.finished:
            qtbot.waitUntil(
                lambda: model.game.finished or controller.prompt().to_move, timeout=WAIT_MS
            )
            if model.game.finished:
                break
            view_ = model.human_view()
            legal = {int(a.card) for a in view_.legal}
            wrong = [c for c in CardSet(view_.hand) if int(c) not in legal]
            before = model.state()
            if wrong and refused < 3:
                _click(qtbot, view, int(wrong[0]))
                assert messages[-1] == "Toy says no: must_follow"
                assert model.state() == before
                refused += 1
            played = len(model.game.history)
            _click(qtbot, view, min(legal))
            qtbot.waitUntil(lambda n=played: len(model.game.history) > n, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: bool(finished), timeout=WAIT_MS)
        finished.clear()
        if deal == 0:
            assert model.next_deal()
    assert model.session.finished
    assert sum(model.session.totals) == 2 * 4  # two deals of four tricks
    assert refused >= 1
    assert all(seat != 0 or PLAYS[int(a.card)] == a for seat, a in model.game.history)

    path = tmp_path / f"list{game.file_suffix}"
    model.save(path)
    model.flush_autosave()
    session, levels = model.read_file(path)
    assert levels == ["human", "random", "random"]
    assert game.list_to_dict(session) == game.list_to_dict(model.session)
    assert len(session.names) == SEATS
    model.shutdown()


def _choose_toy_and_accept(qtbot: Any, seen: dict[str, bool]) -> None:
    """In the modal new-list dialog: pick the toy, look at the rows, press OK."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, NewSessionDialog):
        QTimer.singleShot(20, lambda: _choose_toy_and_accept(qtbot, seen))
        return
    box = dialog.game_box
    box.setCurrentIndex(box.findData("toy"))
    seen["title"] = box.currentText() == "Toy (three players, four tricks)"
    seen["no_skat_options"] = not dialog.preset.isVisible() and not dialog.options_box.isVisible()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_third_game_plays_through_the_main_window(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Chosen in the new-list dialog, played with the mouse on the window's table,
    the next deal started from its own dock, saved and opened again through the
    window's file commands, and undone through the window's undo."""
    register_toy(monkeypatch)
    S.set_data_dir(tmp_path)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_window(app, "en", resume=False)
    try:
        window.set_speed(S.AnimationSpeed.OFF)
        window.resize(1200, 800)
        qtbot.addWidget(window)
        window.show()
        page = window.page_for("toy")
        assert isinstance(page, ToyPage)
        assert window.page() is not page

        seen: dict[str, bool] = {}
        QTimer.singleShot(20, lambda: _choose_toy_and_accept(qtbot, seen))
        window.new_session_dialog()
        assert seen == {"title": True, "no_skat_options": True}
        assert window.page() is page
        assert window.central.currentWidget() is page.view
        assert window.dock_pages.currentWidget() is page.dock
        model = page.model
        model.move_delay_ms = 0
        assert model.player_names()[0] == window.settings.own_name()

        for deal in range(2):
            while not model.deal_over():
                qtbot.waitUntil(
                    lambda: model.deal_over() or page.controller.prompt().to_move,
                    timeout=WAIT_MS,
                )
                if model.deal_over():
                    break
                legal = sorted(int(a.card) for a in model.human_legal())
                played = model.deal_actions()
                _click(qtbot, page.view, legal[0])
                qtbot.waitUntil(lambda n=played: model.deal_actions() > n, timeout=WAIT_MS)
            if deal == 0:
                qtbot.waitUntil(page.next_button.isEnabled, timeout=WAIT_MS)
                qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
                qtbot.waitUntil(lambda: model.deal_actions() < 12, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: model.list_over(), timeout=WAIT_MS)
        assert sum(model.list_copy().totals) == 2 * 4
        assert page.score.text().startswith(window.settings.own_name())

        path = tmp_path / "club.toy.json"
        assert window.save_to(path)
        assert window.windowTitle().startswith("club.toy.json")
        window.show_page(window.first_page())
        assert window.open_from(path)
        assert window.page() is page
        assert sum(model.list_copy().totals) == 2 * 4

        asked: list[str] = []

        def agree(parent: Any, text: str) -> tuple[bool, bool]:
            asked.append(text)
            return True, True

        window.app_actions.ask_practice = agree
        assert window.app_actions.undo()
        assert asked == ["Undo makes this toy list practice."]
        assert window.status.key == "undone"
        assert window.statusBar().currentMessage() == "Toy move taken back."
    finally:
        for each in window.pages().values():
            each.shutdown()
        S.set_data_dir(None)
