"""The statistics dialog shows the store's figures, resets it, reports damage."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox
from support.statistics_helpers import known_store

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.ui.statistics_dialog import StatisticsDialog


@pytest.fixture(name="dialog")
def dialog_fixture(qtbot, tmp_path: Path) -> StatisticsDialog:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(known_store(tmp_path / "statistics.json"), player="You")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def shown(dialog: StatisticsDialog) -> dict[str, str]:
    return {key: label.text() for key, label in dialog.values.items()}


def test_dialog_shows_the_known_figures(dialog: StatisticsDialog) -> None:
    assert dialog.player_box.currentText() == "You"
    values = shown(dialog)
    assert values["deals"] == "10"
    assert values["declared"] == "5"
    assert values["won"] == "4 (80%)"
    assert values["lists"] == "2"
    assert values["average"] == "+51.5"
    assert values["seeger_fabian"] == "+146.5"
    assert values["ramsch"] == "1" and values["ramsch_lost"] == "0"
    assert values["ramsch_points"] == "40.0"
    chart = {line.game: (line.played, line.won) for line in dialog.chart.lines}
    assert chart[GameType.SPADES] == (1, 0) and chart[GameType.GRAND] == (1, 1)
    assert "Practice lists (not counted): 1" in dialog.note.text()
    assert not dialog.warning.isVisible()


def test_other_player_and_practice_lists(dialog: StatisticsDialog) -> None:
    dialog.player_box.setCurrentText("Anna")
    assert shown(dialog)["won"] == "2 (100%)"
    dialog.player_box.setCurrentText("You")
    dialog.practice.setChecked(True)
    assert dialog.player_box.currentText() == "You"  # the choice survives a refresh
    assert shown(dialog)["declared"] == "7"
    assert shown(dialog)["won"] == "4 (57%)"
    assert "Practice lists (included): 1" in dialog.note.text()


def test_reset_asks_then_empties_store_and_file(
    dialog: StatisticsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: answers.pop(0))
    dialog.reset_button.click()  # cancelled: nothing changes
    assert shown(dialog)["deals"] == "10"
    dialog.reset_button.click()
    assert dialog.player_box.count() == 0
    assert dialog.empty.isVisible()
    assert set(shown(dialog).values()) == {"–"}
    assert StatisticsStore.open(dialog.store.path).lists == []


def test_damaged_file_is_reported_in_the_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "statistics.json"
    path.write_text("{garbage", encoding="utf-8")
    store = StatisticsStore.open(path)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.warning.isVisible()
    assert store.damaged_copy is not None
    assert store.damaged_copy.name in dialog.warning.text()
    assert dialog.empty.isVisible()


def test_a_file_read_from_its_earlier_copy_says_so_in_the_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "statistics.json"
    StatisticsStore.open(path).save()
    StatisticsStore.open(path).save()  # a good statistics.json.bak
    path.write_text("{garbage", encoding="utf-8")
    store = StatisticsStore.open(path)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert store.restored_from is not None and store.damaged_copy is not None
    text = dialog.warning.text()
    assert store.damaged_copy.name in text and "statistics.json.bak" in text
    assert "start afresh" not in text


class _Marker(QTranslator):
    """Translates every Statistics string to a marked form, to see retranslation."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"«{source}»" if context == "Statistics" else ""

    def isEmpty(self) -> bool:
        return False


def test_dialog_retranslates_on_language_change(qtbot, dialog: StatisticsDialog) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert app is not None
    marker = _Marker()
    app.installTranslator(marker)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "«Statistics»", timeout=2000)
        assert dialog.labels["deals"].text() == "«Deals played»"
        assert dialog.note.text().startswith("«Lists: 2» · «Deals: 10»")
    finally:
        app.removeTranslator(marker)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics", timeout=2000)


def test_a_warning_that_appears_later_grows_the_dialog_to_fit(dialog: StatisticsDialog) -> None:
    """A save that fails while the dialog is open: its warning wraps over
    several lines, and the dialog grows rather than squeezing the figures."""
    layout = dialog.layout()
    assert layout is not None
    before = dialog.height()
    dialog.store.save_error = "disk full; " * 150  # more than the chart's room
    dialog.practice.setChecked(True)  # any refresh shows the notes anew
    assert dialog.warning.isVisible()
    assert dialog.height() > before
    assert dialog.height() >= layout.heightForWidth(dialog.width())
