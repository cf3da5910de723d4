"""The Spitzer statistics name the player whose games are all practice.

The Spitzer page had the Skat page's fault: its Player box was filled only
from the counted (non-practice) games, so after an undo it was empty and
disabled, as if nothing had been recorded. Now every player in the store is
listed, and the page says why a practice-only player has no figures.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from support.spitzer_page import spitzer_mode
from support.spitzer_ui_helpers import ready, start_spitzer

from skat_desktop.engine.spitzer import Phase
from skat_desktop.engine.spitzer.statistics import SpitzerGameRecord
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.spitzer.statistics_panel import SpitzerStatisticsPanel
from skat_desktop.ui.statistics_dialog import StatisticsDialog

SPITZER_NAMES = ("You", "Anna", "Bernd", "Clara")


def _take_back_the_first_card(qtbot: QtBot, window: MainWindow) -> None:
    """Declare, play a card, then Ctrl+Z, agreeing that the game becomes practice."""
    model = spitzer_mode(window).model
    rng = random.Random(8)
    while model.game.phase is not Phase.PLAY or not model.human_to_move():
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        model.play_human(rng.choice(model.human_legal()))
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    model.play_human(model.human_legal()[0])
    qtbot.waitUntil(lambda: ready(window) and window.menus.act_undo.isEnabled(), timeout=10000)

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


def _names(page: SpitzerStatisticsPanel) -> list[str]:
    return [page.player_box.itemText(i) for i in range(page.player_box.count())]


def test_after_a_spitzer_undo_the_statistics_name_the_player_and_say_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    start_spitzer(window, 5)
    _take_back_the_first_card(qtbot, window)
    window.menus.act_statistics.trigger()
    dialog = window.app_actions.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.current_game() == "spitzer"
    page = dialog.game_pages.get("spitzer")
    assert page is not None
    assert page.player_box.currentText() == "You"
    assert page.player_box.isEnabled()
    assert page.empty.isVisible() and page.empty.wordWrap()
    assert "Only practice games so far for You" in page.empty.text()
    assert "Include practice games" in page.empty.text()
    window.set_language("de")  # switched live: the open page says it in German
    QApplication.processEvents()
    assert "Für You gibt es bisher nur Übungspartien" in page.empty.text()
    assert "„Übungspartien einbeziehen“" in page.empty.text()
    window.set_language("en")
    QApplication.processEvents()
    page.practice.setChecked(True)  # the practice game has no finished deal yet
    assert page.player_box.currentText() == "You"
    assert page.empty.text() == "No finished deals yet."
    dialog.close()


def test_a_practice_only_spitzer_player_is_listed_after_the_counted_ones(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = SpitzerStatisticsStore.open(tmp_path / "spitzer_statistics.json")
    store.games = [
        SpitzerGameRecord("a", "2026-11-03T10:00:00+00:00", SPITZER_NAMES, practice=True),
        SpitzerGameRecord("b", "2026-11-04T10:00:00+00:00", ("Dora", "Anna", "Bernd", "Clara")),
    ]
    page = SpitzerStatisticsPanel(store, player="You")
    qtbot.addWidget(page)
    page.show()
    # No game has a finished deal, so nobody is counted; all five are listed.
    assert _names(page) == ["You", "Anna", "Bernd", "Clara", "Dora"]
    assert page.player_box.currentText() == "You" and page.player_box.isEnabled()
    assert "Only practice games so far for You" in page.empty.text()
    page.player_box.setCurrentText("Dora")  # Dora played only in a counted game
    assert page.empty.text() == "No finished deals yet."
