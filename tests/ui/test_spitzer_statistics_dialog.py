"""The statistics dialog's Spitzer page: switching games, the figures, reset, damage."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from support.spitzer_page import spitzer_mode
from support.spitzer_statistics_helpers import known_spitzer_store
from support.spitzer_ui_helpers import start_spitzer
from support.statistics_helpers import known_store

from skat_desktop.engine.spitzer.api import (
    SpitzerContract as Contract,
)
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.spitzer.statistics_panel import SpitzerStatisticsPanel
from skat_desktop.ui.statistics_dialog import StatisticsDialog


@pytest.fixture(name="dialog")
def dialog_fixture(qtbot, tmp_path: Path) -> StatisticsDialog:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(
        known_store(tmp_path / "statistics.json"),
        player="You",
        stores={"spitzer": known_spitzer_store(tmp_path / "spitzer_statistics.json")},
    )
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def panel(dialog: StatisticsDialog) -> SpitzerStatisticsPanel:
    assert dialog.game_pages.get("spitzer") is not None
    return dialog.game_pages.get("spitzer")


def shown(page: SpitzerStatisticsPanel) -> dict[str, str]:
    return {key: label.text() for key, label in page.values.items()}


def test_the_game_selector_switches_to_the_spitzer_figures(dialog: StatisticsDialog) -> None:
    assert dialog.current_game() == "skat" and dialog.game_box.isVisible()
    assert [dialog.game_box.itemText(i) for i in range(2)] == ["Skat", "Spitzer"]
    dialog.game_box.setCurrentIndex(1)
    page = panel(dialog)
    assert dialog.current_game() == "spitzer" and page.isVisible()
    assert not dialog.skat_page.isVisible()
    assert page.player_box.currentText() == "You"
    # The numbers worked out by hand in support.spitzer_statistics_helpers.known_games.
    assert shown(page) == {
        "deals": "8",
        "declaring": "6",
        "declaring_won": "4 (67%)",
        "alone": "3",
        "alone_won": "2 (67%)",
        "average": "9.4",
        "games": "1",
        "games_won": "1 (100%)",
        "against_par": "—",  # no par in these hand-made games
    }
    contracts = {key: label.text() for key, label in page.contract_values.items()}
    assert contracts == {
        "partners": "2/3 (67%)",
        "partners_schneider": "–",
        "sneaker": "–",
        "zola": "1/2 (50%)",
        "zola_schneider": "1/1 (100%)",
        "zola_schneider_schwarz": "–",
    }
    chart = {line.contract: (line.played, line.won) for line in page.chart.lines}
    assert chart[Contract.ZOLA] == (2, 1) and chart[Contract.PARTNERS] == (3, 2)
    assert [bar.label for bar in page.chart.bar_list()][:2] == [
        "Partners",
        "Partners, Schneider",
    ]
    assert "Games: 2" in page.note.text()
    assert "Practice games (not counted): 1" in page.note.text()
    dialog.game_box.setCurrentIndex(0)
    assert dialog.current_game() == "skat" and dialog.values["deals"].text() == "10"


def test_other_player_and_practice_games(dialog: StatisticsDialog) -> None:
    dialog.show_game("spitzer")
    page = panel(dialog)
    page.player_box.setCurrentText("Anna")
    assert shown(page)["declaring_won"] == "1 (50%)"
    assert shown(page)["average"] == "2.6"
    assert shown(page)["games_won"] == "0 (0%)"
    page.player_box.setCurrentText("You")
    page.practice.setChecked(True)
    assert page.player_box.currentText() == "You"  # the choice survives a refresh
    assert shown(page)["deals"] == "9"
    assert shown(page)["average"] == "8.3"
    assert shown(page)["games_won"] == "1 (50%)"
    assert page.contract_values["zola_schneider_schwarz"].text() == "0/1 (0%)"
    assert "Practice games (included): 1" in page.note.text()


def test_reset_asks_and_empties_only_the_shown_game(
    dialog: StatisticsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog.show_game("spitzer")
    page = panel(dialog)
    dialog.reset_button.click()  # cancelled: nothing changes
    assert shown(page)["deals"] == "8"
    dialog.reset_button.click()
    assert "Spitzer" in asked[0]
    assert page.player_box.count() == 0 and page.empty.isVisible()
    assert set(shown(page).values()) == {"–"}
    assert SpitzerStatisticsStore.open(page.store.path).games == []
    # The Skat statistics are untouched, in the dialog and in their file.
    assert len(StatisticsStore.open(dialog.store.path).lists) == 3
    dialog.show_game("skat")
    assert dialog.values["deals"].text() == "10"


def test_a_damaged_spitzer_file_is_reported_on_the_spitzer_page(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "spitzer_statistics.json"
    path.write_text("{garbage", encoding="utf-8")
    store = SpitzerStatisticsStore.open(path)
    dialog = StatisticsDialog(
        known_store(tmp_path / "statistics.json"), stores={"spitzer": store}, game="spitzer"
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.current_game() == "spitzer"
    assert dialog.warning.isVisible() and store.damaged_copy is not None
    assert store.damaged_copy.name in dialog.warning.text()
    assert "damaged" in dialog.warning.text()
    assert panel(dialog).empty.isVisible()
    dialog.show_game("skat")  # the Skat file is fine: no warning there
    assert not dialog.warning.isVisible()


def test_without_a_spitzer_store_there_is_no_game_selector(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(known_store(tmp_path / "statistics.json"), game="spitzer")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game_pages.get("spitzer") is None and not dialog.game_box.isVisible()
    assert dialog.current_game() == "skat"


def test_japanese_labels(qtbot, dialog: StatisticsDialog, languages: LanguageManager) -> None:  # type: ignore[no-untyped-def]
    """Checked as text, so no Japanese font is needed."""
    dialog.show_game("spitzer")
    languages.set_language("ja")
    page = panel(dialog)
    qtbot.waitUntil(lambda: dialog.game_box.itemText(1) == "スピッツァー", timeout=2000)
    assert dialog.current_game() == "spitzer"  # the choice survives the new names
    assert page.labels["declaring"].text() == "宣言側に立った回数"
    assert page.labels["alone"].text() == "単独（ゾラ・スニーカー）"
    assert page.contract_labels["zola"].text() == "ゾラ"
    assert page.practice.text() == "練習のゲームも含める"
    assert page.chart.title() == "宣言側の契約"
    languages.set_language("en")
    qtbot.waitUntil(
        lambda: page.labels["declaring"].text() == "Deals on the declaring side", timeout=2000
    )


def test_the_window_gives_spitzer_its_store_and_opens_on_spitzer(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
) -> None:
    actions = window.app_actions
    assert spitzer_mode(window).model.statistics is actions.statistics_stores["spitzer"]
    assert actions.statistics_stores["spitzer"].path.name == "spitzer_statistics.json"
    assert actions.statistics_stores["spitzer"].path.parent == actions.statistics.path.parent
    window.menus.act_statistics.trigger()
    dialog = actions.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.current_game() == "skat"
    dialog.close()
    qtbot.waitUntil(lambda: actions.statistics_dialog is None, timeout=3000)
    start_spitzer(window, 7)
    window.menus.act_statistics.trigger()
    dialog = actions.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.current_game() == "spitzer"
    assert (
        dialog.game_pages.get("spitzer") is not None
        and dialog.game_pages["spitzer"].store is actions.statistics_stores["spitzer"]
    )
    dialog.close()


def test_a_long_warning_leaves_the_chart_and_its_note_apart(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The dialog opens tall enough for what it shows: a wrapped warning above
    the Spitzer page once pushed the note under the chart over the chart."""
    path = tmp_path / "spitzer_statistics.json"
    known_spitzer_store(path).save()
    SpitzerStatisticsStore.open(path).save()  # a good .bak
    path.write_text("{garbage", encoding="utf-8")
    store = SpitzerStatisticsStore.open(path)
    store.save_error = "the disk said no " * 12  # a second, long problem
    dialog = StatisticsDialog(
        known_store(tmp_path / "statistics.json"), stores={"spitzer": store}, game="spitzer"
    )
    qtbot.addWidget(dialog)
    dialog.show()
    page = panel(dialog)
    assert dialog.warning.isVisible() and store.restored_from is not None
    chart_bottom = page.chart.mapTo(dialog, page.chart.rect().bottomLeft()).y()
    note_top = page.note.mapTo(dialog, page.note.rect().topLeft()).y()
    assert note_top > chart_bottom
