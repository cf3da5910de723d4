"""The program around the table, reached from the window's menus: settings
applied field by field, the window layout kept across starts, help, About and
statistics, names and lists, status messages, focus and confirmations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from support.spitzer_page import spitzer_mode
from support.ui_helpers import ready, start, to_play_phase

from skat_desktop.engine.api import GameResult, GameType, Reason, ResultKind, RuleSet
from skat_desktop.model.settings import AnimationSpeed, data_dir
from skat_desktop.model.settings_keys import ThinkTime, table_colour_hex
from skat_desktop.ui.about_dialog import AboutDialog
from skat_desktop.ui.help_dialog import HelpDialog
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.result_panel import headline_text
from skat_desktop.ui.settings_dialog import SettingsDialog
from skat_desktop.ui.statistics_dialog import StatisticsDialog


def _wait_ready(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: ready(win), timeout=20000)


def _select(combo, data: str) -> None:  # type: ignore[no-untyped-def]
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def _answer(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Answer the next question box with ``button`` once it is shown."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        asked.append(box.text())
        found = box.button(button)
        assert found is not None
        found.click()

    QTimer.singleShot(20, click)


# ------------------------------------------------------------------ settings


def test_settings_menu_opens_the_dialog_and_each_field_takes_effect(
    qtbot, window: MainWindow
) -> None:
    assert window.menus.act_settings.shortcut() == QKeySequence(
        QKeySequence.StandardKey.Preferences
    )
    window.menus.act_settings.trigger()
    dialog = window.app_actions.settings_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    decks = [d.id for d in window.renderer.decks()]
    other = next(d for d in decks if d != window.renderer.deck_id())
    _select(dialog.deck, other)
    _select(dialog.card_back, decks[0])
    _select(dialog.table_colour, "blue")
    _select(dialog.think_time, ThinkTime.LONG.value)
    dialog.confirm_card.setChecked(True)
    dialog.show_win_chances.setChecked(False)
    changed = dialog.apply()
    assert set(changed) == {
        "deck",
        "card_back",
        "table_colour",
        "think_time",
        "confirm_card",
        "show_win_chances",
    }
    assert window.renderer.deck_id() == other and window.settings.deck == other
    assert window.menus.deck_actions[other].isChecked()
    assert window.renderer.back_deck_id() == decks[0]
    assert window.table.felt_colour() == QColor(table_colour_hex("blue"))
    assert window.model.move_delay_ms == 1500
    assert window.controller.confirm_play is not None
    assert not window.hints.shows_win_chances()
    dialog.confirm_card.setChecked(False)
    dialog.show_win_chances.setChecked(True)
    _select(dialog.animation_speed, AnimationSpeed.FAST.value)
    _select(dialog.language, "de")
    dialog.apply()
    assert window.controller.confirm_play is None and window.hints.shows_win_chances()
    assert window.table.speed() == AnimationSpeed.FAST.factor
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Spiel", timeout=3000)
    window.set_speed(AnimationSpeed.OFF)
    window.set_language("en")
    dialog.close()


def test_stored_settings_are_applied_at_start(qtbot, window: MainWindow) -> None:
    settings = window.settings
    settings.table_colour = "red"
    settings.show_win_chances = False
    settings.think_time = ThinkTime.SHORT
    window.close()
    second = MainWindow(settings, window.languages)
    qtbot.addWidget(second)
    assert second.table.felt_colour() == QColor(table_colour_hex("red"))
    assert not second.hints.shows_win_chances()
    assert second.model.move_delay_ms == 250
    second.close()


def test_window_layout_is_saved_at_close_and_restored_at_start(qtbot, window: MainWindow) -> None:
    window.resize(700, 540)  # the offscreen screen is 800 × 600
    window.splitter.setSizes([300, 90])
    sizes = window.splitter.sizes()
    window.close()
    settings = window.settings
    assert not settings.window_geometry.isEmpty() and not settings.splitter_state.isEmpty()
    second = MainWindow(settings, window.languages)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (700, 540)
    second.show()
    qtbot.waitExposed(second)
    restored = second.splitter.sizes()
    assert abs(restored[0] / sum(restored) - sizes[0] / sum(sizes)) < 0.05, (restored, sizes)
    second.dock.hide()  # a closed score sheet stays closed at the next start
    second.close()
    third = MainWindow(settings, window.languages)
    qtbot.addWidget(third)
    assert third.dock.isHidden()
    third.close()


# ------------------------------------------------------------------ help, About, statistics


def test_help_shortcuts_and_about_open_from_the_help_menu(qtbot, window: MainWindow) -> None:
    assert QKeySequence(Qt.Key.Key_F1) in window.menus.act_help.shortcuts()
    window.menus.act_help.trigger()
    help_dialog = window.app_actions.help_dialog
    assert isinstance(help_dialog, HelpDialog) and help_dialog.page() == "rules"
    window.menus.act_shortcuts.trigger()
    assert window.app_actions.help_dialog is help_dialog  # one help window
    assert help_dialog.page() == "shortcuts"
    help_dialog.close()
    window.menus.act_about.trigger()
    about = window.app_actions.about_dialog
    assert isinstance(about, AboutDialog) and about.isVisible()
    assert "Skat Desktop" in about.text.text()
    about.close()


def test_statistics_dialog_shows_the_store_for_the_player(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    window.menus.act_statistics.trigger()
    dialog = window.app_actions.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.store is window.app_actions.statistics is window.model.statistics
    assert dialog.store.path == data_dir() / "statistics.json"
    dialog.close()


# --------------------------------------------- names, lists, messages, focus


def test_default_player_name_follows_the_language_until_one_is_set(
    qtbot, window: MainWindow
) -> None:
    window.settings.player_name = ""
    start(window, RuleSet(), 8)
    assert window.model.session.names[0] == "You"
    window.set_language("ja")
    qtbot.waitUntil(lambda: window.model.session.names[0] == "あなた", timeout=3000)
    assert window.score.table.horizontalHeaderItem(4).text() == "あなた"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.model.session.names[0] == "You", timeout=3000)
    window.settings.player_name = "Ken"
    start(window, RuleSet(), 8)
    window.set_language("de")
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Spiel", timeout=3000)
    assert window.model.session.names[0] == "Ken"
    window.set_language("en")


def test_new_list_dialog_stores_the_names_every_time(qtbot, window: MainWindow) -> None:
    window.settings.player_name = "Ken"
    window.settings.computer_names = ["Otto", "", ""]

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "NewSessionDialog":
            QTimer.singleShot(20, fill)
            return
        assert dialog.name_edits[0].text() == "Otto"  # type: ignore[attr-defined]
        dialog.name.setText("")  # type: ignore[attr-defined]
        dialog.name_edits[1].setText("Paula")  # type: ignore[attr-defined]
        dialog.accept()  # type: ignore[attr-defined]

    QTimer.singleShot(20, fill)
    window.new_session_dialog()
    assert window.settings.player_name == ""  # emptied: the default again
    assert window.settings.computer_names[:2] == ["Otto", "Paula"]
    assert window.model.session.names == ("You", "Otto", "Paula")


def test_new_and_open_ask_before_replacing_a_running_list(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 5)
    _wait_ready(qtbot, window)
    assert window.model.session.current.actions  # the computers bid: a running list
    session = window.model.session
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.No, asked)
    window.new_session_dialog()  # "No": the new-list dialog never opens
    assert asked and window.model.session is session
    _answer(QMessageBox.StandardButton.No, asked)
    window.open_dialog()
    assert len(asked) == 2 and window.model.session is session
    _answer(QMessageBox.StandardButton.Yes, asked)
    assert window.app_actions.confirm_replace()


def test_a_second_copy_does_not_write_the_same_autosave(qtbot, window: MainWindow) -> None:
    assert not window.app_actions.second_copy and window.model.autosave_enabled
    second = MainWindow(window.settings, window.languages)
    qtbot.addWidget(second)
    assert second.app_actions.second_copy
    assert not second.model.autosave_enabled
    assert "already running" in second.statusBar().currentMessage()
    assert second.last_error
    second.close()
    third = MainWindow(window.settings, window.languages)  # the first one still runs
    qtbot.addWidget(third)
    assert third.app_actions.second_copy
    third.close()


def test_status_messages_expire(qtbot, window: MainWindow) -> None:
    window.status.message_ms = 150
    window.status.set_key("saved")
    assert window.statusBar().currentMessage() == "Saved."
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "" and window.status.key == "",
        timeout=2000,
    )
    window.retranslate()  # a language switch later does not bring it back
    assert window.statusBar().currentMessage() == ""


def test_a_won_null_result_does_not_speak_of_card_points() -> None:
    result = GameResult(ResultKind.GAME, Reason.WON, declarer=0, game=GameType.NULL)
    text = headline_text(result, ["Ann", "Ben", "Cid"])
    assert "card points" not in text and "Null" in text and "Ann" in text
    grand = GameResult(ResultKind.GAME, Reason.WON, declarer=0, game=GameType.GRAND)
    assert "card points" in headline_text(grand, ["Ann", "Ben", "Cid"])


def test_focus_returns_to_the_table_when_the_last_trick_closes(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    window.last_trick.show()
    window.last_trick.setFocus()
    qtbot.waitUntil(window.last_trick.hasFocus, timeout=2000)
    QTest.keyClick(window.last_trick, Qt.Key.Key_Escape)
    assert not window.last_trick.isVisible()
    qtbot.waitUntil(window.table.hasFocus, timeout=2000)


@pytest.mark.parametrize("answer", [False, True])
def test_confirm_card_asks_before_a_clicked_card_is_played(
    qtbot, window: MainWindow, answer: bool
) -> None:
    asked: list[int] = []

    def ask(parent: object, title: str, question: str) -> bool:
        asked.append(len(question))
        return answer

    window.settings.confirm_card = True
    window.app_actions.apply_settings(["confirm_card"])
    window.app_actions.ask = ask
    start(window, RuleSet(), 8)
    to_play_phase(qtbot, window)
    view = window.model.human_view()
    assert view is not None
    card = next(int(a.card) for a in view.legal if hasattr(a, "card"))
    before = len(window.model.game.history)
    window.controller.click_card(card)
    assert asked
    assert (len(window.model.game.history) > before) is answer


def test_a_running_spitzer_game_is_asked_about_too(qtbot, window: MainWindow) -> None:
    """Bug: only the Skat list was asked about, so a new Spitzer game replaced
    an unfinished one (and its autosave) without a word."""
    from support.spitzer_ui_helpers import start_spitzer

    start_spitzer(window, 5)
    mode = spitzer_mode(window)
    assert mode.model.play_human(mode.model.human_legal()[0])  # the human declares first
    game = mode.model.session
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.No, asked)
    window.new_session_dialog()  # Spitzer on the table: asked before the dialog opens
    assert asked == [
        "The running Spitzer game is not finished. It stays in the automatic save only "
        "until the new game replaces it. Go on?"
    ]
    assert mode.model.session is game
    # With the Skat table shown, choosing Spitzer in the dialog asks about the Spitzer game.
    window.show_page(window.first_page())

    def choose_spitzer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "NewSessionDialog":
            QTimer.singleShot(20, choose_spitzer)
            return
        box = dialog.game_box  # type: ignore[attr-defined]
        box.setCurrentIndex(box.findData("spitzer"))
        _answer(QMessageBox.StandardButton.No, asked)
        dialog.accept()  # type: ignore[attr-defined]

    QTimer.singleShot(20, choose_spitzer)
    window.new_session_dialog()
    assert len(asked) == 2 and "Spitzer" in asked[1]
    assert mode.model.session is game


def test_the_list_waiting_behind_a_practice_deal_is_asked_about(qtbot, window: MainWindow) -> None:
    """Bug: during a practice deal a new list replaced the waiting, unfinished
    list (and its autosave) without asking."""
    from skat_desktop.ai.review_replay import replay_setup

    start(window, RuleSet(), 5)
    _wait_ready(qtbot, window)
    model = window.model
    session = model.session
    assert session.current.actions
    model.play_practice_deal(
        replay_setup(session.rules, session.current, 0).new_session(model.session.names)
    )
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.No, asked)
    assert not window.app_actions.confirm_replace()
    assert asked and model.list_session is session
