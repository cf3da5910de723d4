"""The statistics name the player whose lists are all practice.

After an undo the running list counts as practice; the statistics then
showed an empty Player box, as if nothing had been recorded: the box was
filled only from the counted (non-practice) lists. Now every player in the
store is listed, and the page says why a practice-only player has no figures.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from support.statistics_helpers import NAMES, game
from support.ui_helpers import ready, start

from skat_desktop.engine.api import RuleSet
from skat_desktop.engine.api import actions as A
from skat_desktop.engine.skat.statistics import ListRecord
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.statistics_dialog import StatisticsDialog


def _take_back_the_first_decision(qtbot: QtBot, window: MainWindow) -> None:
    """Pass, then Ctrl+Z, agreeing that the list becomes practice."""
    qtbot.waitUntil(lambda: ready(window), timeout=20000)
    model = window.model
    legal = model.human_legal()
    assert model.play_human(A.PASS if A.PASS in legal else legal[0])
    qtbot.waitUntil(lambda: ready(window) and window.menus.act_undo.isEnabled(), timeout=20000)

    def agree() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, agree)
            return
        button = box.button(QMessageBox.StandardButton.Ok)
        assert button is not None
        button.click()

    QTimer.singleShot(20, agree)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.undo_used


def test_after_an_undo_the_statistics_name_the_player_and_say_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, RuleSet(), 5)
    _take_back_the_first_decision(qtbot, window)
    window.menus.act_statistics.trigger()
    dialog = window.app_actions.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.player_box.currentText() == "You"
    assert dialog.player_box.isEnabled()
    assert dialog.empty.isVisible()
    assert "Only practice lists so far for You" in dialog.empty.text()
    assert "Include practice lists" in dialog.empty.text()
    window.set_language("de")  # switched live: the open dialog says it in German
    QApplication.processEvents()
    assert "„Übungslisten einbeziehen“" in dialog.empty.text()
    window.set_language("en")
    QApplication.processEvents()
    dialog.practice.setChecked(True)  # the practice list has no finished deal yet
    assert dialog.empty.text() == "No finished deals yet."
    dialog.close()


def test_a_practice_only_player_shows_figures_when_practice_is_included(
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    store = StatisticsStore.open(tmp_path / "statistics.json")
    store.lists = [
        ListRecord(
            "p",
            "2026-11-03T10:00:00+00:00",
            NAMES,
            practice=True,
            deals=[game(0, 0, 0, "grand", 48)],
        )
    ]
    dialog = StatisticsDialog(store, player="You")
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.player_box.itemText(i) for i in range(dialog.player_box.count())] == list(NAMES)
    assert dialog.player_box.currentText() == "You"
    assert dialog.values["deals"].text() == "–"
    assert "Only practice lists so far for You" in dialog.empty.text()
    dialog.practice.setChecked(True)
    assert dialog.player_box.currentText() == "You"
    assert dialog.values["deals"].text() == "1" and not dialog.empty.isVisible()
