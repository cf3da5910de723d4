"""Ctrl+Z asks before it turns a list into practice.

Undo used to turn the list into practice silently: the player learned it
afterwards from the status bar, and the statistics then seemed empty. Now
the first undo of a list asks, once, with "Don't ask again"; cancelling
changes nothing. Skat and Spitzer both go through it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QMessageBox
from pytestqt.qtbot import QtBot
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import ready as spitzer_ready
from support.spitzer_ui_helpers import start_spitzer
from support.ui_helpers import ready, start

from skat_desktop.engine.api import RuleSet
from skat_desktop.engine.api import actions as A
from skat_desktop.engine.spitzer import Phase as SpitzerPhase
from skat_desktop.model.settings import AppSettings
from skat_desktop.ui.main_window import MainWindow


def _answer(button: QMessageBox.StandardButton, asked: list[str], tick: bool = False) -> None:
    """Answer the next question box with ``button`` (ticking "Don't ask again" first)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        asked.append(box.text())
        check = box.checkBox()
        assert isinstance(check, QCheckBox) and check.text() == "Don't ask again"
        check.setChecked(tick)
        found = box.button(button)
        assert found is not None
        found.click()

    QTimer.singleShot(20, click)


def _ctrl_z(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+Z pressed on the shown, active window."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _decide(qtbot: QtBot, window: MainWindow) -> Sequence[object]:
    """The human passes (or takes the first legal action); returns the history before."""
    qtbot.waitUntil(lambda: ready(window), timeout=20000)
    model = window.model
    before = list(model.game.history)
    legal = model.human_legal()
    assert model.play_human(A.PASS if A.PASS in legal else legal[0])
    qtbot.waitUntil(lambda: ready(window) and window.menus.act_undo.isEnabled(), timeout=20000)
    return before


def test_cancelling_the_question_takes_nothing_back(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), 5)
    _decide(qtbot, window)
    model = window.model
    after = list(model.game.history)
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.Cancel, asked, tick=True)
    _ctrl_z(qtbot, window)
    assert asked == ["Undo turns this list into practice: it will not count in your statistics."]
    assert list(model.game.history) == after
    assert not model.undo_used
    assert not window.app_actions.statistics.is_practice(model.session)
    assert window.settings.ask_undo_practice  # the tick counts only with "Take back"
    assert window.menus.act_undo.isEnabled()


def test_the_first_undo_of_a_list_asks_once(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), 5)
    before = _decide(qtbot, window)
    model = window.model
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.Ok, asked)
    _ctrl_z(qtbot, window)
    assert len(asked) == 1
    assert list(model.game.history) == before
    assert window.app_actions.statistics.is_practice(model.session)
    assert "practice" in window.statusBar().currentMessage()
    before = _decide(qtbot, window)
    _ctrl_z(qtbot, window)  # the list is practice already: no second question
    assert len(asked) == 1
    assert list(model.game.history) == before
    start(window, RuleSet(), 6)  # a new list asks again
    _decide(qtbot, window)
    _answer(QMessageBox.StandardButton.Cancel, asked)
    _ctrl_z(qtbot, window)
    assert len(asked) == 2


def test_dont_ask_again_is_kept_in_the_settings(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), 5)
    before = _decide(qtbot, window)
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.Ok, asked, tick=True)
    _ctrl_z(qtbot, window)
    assert len(asked) == 1 and list(window.model.game.history) == before
    assert not AppSettings().ask_undo_practice  # stored, as the next start reads it
    start(window, RuleSet(), 6)
    before = _decide(qtbot, window)
    _ctrl_z(qtbot, window)  # not asked, and taken back
    assert len(asked) == 1 and list(window.model.game.history) == before
    assert window.app_actions.statistics.is_practice(window.model.session)


def test_spitzer_undo_asks_before_the_game_becomes_practice(
    qtbot: QtBot, window: MainWindow
) -> None:
    start_spitzer(window, 5)
    model = spitzer_mode(window).model
    rng = random.Random(8)
    while model.game.phase is not SpitzerPhase.PLAY or not model.human_to_move():
        qtbot.waitUntil(lambda: spitzer_ready(window), timeout=10000)
        model.play_human(rng.choice(model.human_legal()))
    qtbot.waitUntil(lambda: spitzer_ready(window), timeout=10000)
    model.play_human(model.human_legal()[0])
    qtbot.waitUntil(
        lambda: spitzer_ready(window) and window.menus.act_undo.isEnabled(), timeout=10000
    )
    after = list(model.session.current.actions)
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.Cancel, asked)
    _ctrl_z(qtbot, window)
    assert asked == [
        "Undo turns this Spitzer game into practice: it will not count in your statistics."
    ]
    assert list(model.session.current.actions) == after and not model.undo_used
    _answer(QMessageBox.StandardButton.Ok, asked)
    _ctrl_z(qtbot, window)
    assert len(asked) == 2 and model.undo_used
    assert len(model.session.current.actions) < len(after)
    assert window.app_actions.statistics_stores["spitzer"].is_practice(model.session)


def test_the_settings_checkbox_brings_the_question_back(qtbot: QtBot, window: MainWindow) -> None:
    """After "Don't ask again", Settings… is the way back: its box shows and sets it."""
    start(window, RuleSet(), 5)
    _decide(qtbot, window)
    asked: list[str] = []
    _answer(QMessageBox.StandardButton.Ok, asked, tick=True)
    _ctrl_z(qtbot, window)
    assert len(asked) == 1
    dialog = window.app_actions.open_settings()
    assert not dialog.ask_undo_practice.isChecked()
    assert dialog.ask_undo_practice.text() == "Ask before undo makes a list practice"
    dialog.ask_undo_practice.click()
    assert dialog.apply() == ["ask_undo_practice"]
    dialog.close()
    start(window, RuleSet(), 6)
    _decide(qtbot, window)
    _answer(QMessageBox.StandardButton.Cancel, asked)
    _ctrl_z(qtbot, window)
    assert len(asked) == 2
