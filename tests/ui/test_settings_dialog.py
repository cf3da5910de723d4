"""The settings dialog: captions, tooltips, applying, and the window layout helpers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QSplitter,
    QTextEdit,
)

from skat_desktop.model.settings import AnimationSpeed, AppSettings
from skat_desktop.model.settings_keys import ThinkTime
from skat_desktop.ui.card_theme import CardRenderer, discover_decks
from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.settings_dialog import DEFAULTS, SettingsDialog, SettingsValues
from skat_desktop.ui.window_layout import restore_layout, save_layout


@pytest.mark.parametrize("code", ["en", "ja", "de"])
def test_opens_with_a_caption_and_tooltip_on_every_field(
    qtbot, data_dir: Path, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle()
    for name, label in dialog.labels.items():
        assert label.text(), name
        assert label.buddy() is not None and label.buddy().toolTip(), name
    for check in dialog.findChildren(QCheckBox):
        assert check.text() and check.toolTip()
    for combo in dialog.findChildren(QComboBox):
        assert combo.toolTip()
        assert all(combo.itemText(i) for i in range(combo.count()))
    if code == "ja":
        english = {"Card deck:", "Table colour:", "Ask before playing a card", "Settings"}
        shown = {lb.text() for lb in dialog.findChildren(QLabel)}
        shown |= {c.text() for c in dialog.findChildren(QCheckBox)} | {dialog.windowTitle()}
        assert not english & shown


def test_offers_every_deck_speed_and_language(qtbot, data_dir: Path) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    decks = {d.id for d in discover_decks()}
    assert {dialog.deck.itemData(i) for i in range(dialog.deck.count())} == decks
    backs = {dialog.card_back.itemData(i) for i in range(dialog.card_back.count())}
    assert backs == decks | {""}
    speeds = {dialog.animation_speed.itemData(i) for i in range(dialog.animation_speed.count())}
    assert speeds == {s.value for s in AnimationSpeed}
    languages = {dialog.language.itemData(i) for i in range(dialog.language.count())}
    assert languages == {"", "en", "ja", "de"}


def test_apply_writes_the_settings_and_names_what_changed(qtbot, data_dir: Path) -> None:
    settings = AppSettings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.table_colour.setCurrentIndex(dialog.table_colour.findData("red"))
    dialog.think_time.setCurrentIndex(dialog.think_time.findData("long"))
    dialog.auto_single_card.setChecked(True)
    with qtbot.waitSignal(dialog.settings_applied) as blocker:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert blocker.args == [["table_colour", "think_time", "auto_single_card"]]
    again = AppSettings()
    assert again.table_colour == "red"
    assert again.think_time is ThinkTime.LONG
    assert again.auto_single_card is True
    # Nothing changed since: Apply again emits nothing and returns no names.
    assert dialog.apply() == []


def test_cancel_changes_nothing(qtbot, data_dir: Path) -> None:
    settings = AppSettings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.confirm_card.setChecked(True)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.reject()
    assert SettingsValues.from_settings(AppSettings()) == SettingsValues.from_settings(settings)
    assert AppSettings().confirm_card is False and AppSettings().language == ""


def test_ok_applies_and_restore_defaults_only_shows_them(qtbot, data_dir: Path) -> None:
    settings = AppSettings()
    settings.show_win_chances = False
    settings.animation_speed = AnimationSpeed.SLOW
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.values().animation_speed is AnimationSpeed.SLOW
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.values() == DEFAULTS
    assert AppSettings().animation_speed is AnimationSpeed.SLOW  # not written yet
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert SettingsValues.from_settings(AppSettings()) == DEFAULTS


def test_window_layout_round_trips(qtbot, data_dir: Path) -> None:
    def build() -> tuple[QMainWindow, QSplitter, QDockWidget]:
        window = QMainWindow()
        window.setCentralWidget(QTextEdit())
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(QTextEdit())
        splitter.addWidget(QTextEdit())
        dock = QDockWidget()
        dock.setObjectName("ScoreDock")
        dock.setWidget(splitter)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        qtbot.addWidget(window)
        return window, splitter, dock

    window, splitter, dock = build()
    window.resize(620, 430)  # inside the offscreen screen (800 × 600)
    window.show()
    splitter.setSizes([100, 300])
    qtbot.wait(10)
    sizes = splitter.sizes()
    save_layout(AppSettings(), window, splitter, dock)

    fresh, fresh_splitter, fresh_dock = build()
    assert restore_layout(AppSettings(), fresh, fresh_splitter, fresh_dock)
    fresh.show()
    qtbot.wait(10)
    assert fresh.size() == window.size()
    assert fresh_splitter.sizes() == sizes
    assert not fresh_dock.isHidden()

    fresh_dock.hide()
    save_layout(AppSettings(), fresh, fresh_splitter, fresh_dock)
    third, third_splitter, third_dock = build()
    restore_layout(AppSettings(), third, third_splitter, third_dock)
    third.show()
    assert third_dock.isHidden()


def test_restore_without_saved_layout_keeps_the_window(qtbot, data_dir: Path) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(700, 500)
    assert restore_layout(AppSettings(), window) is False
    assert (window.width(), window.height()) == (700, 500)


def test_card_back_from_another_deck(qapp) -> None:
    from PySide6.QtCore import QSize

    renderer = CardRenderer(deck_id="french4")
    size = QSize(60, 90)
    own = renderer.back_pixmap(size).toImage()
    assert renderer.set_back_deck("german")
    other = renderer.back_pixmap(size).toImage()
    german = CardRenderer(deck_id="german").back_pixmap(size).toImage()
    assert other == german and other != own
    # The faces still come from the chosen deck.
    assert renderer.card_pixmap(31, size).toImage() == (
        CardRenderer(deck_id="french4").card_pixmap(31, size).toImage()
    )
    assert not renderer.set_back_deck("no-such-deck")
    assert renderer.back_deck_id() == "german"
    assert renderer.set_back_deck(None)
    assert renderer.back_pixmap(size).toImage() == own
