"""Deck names follow the language picked in the app, not the system's.

The built-in decks carry ``Name[de]`` and ``Name[ja]`` in their
``index.desktop``; View → Card deck and the Settings dialog show the name in
the interface language and re-label at once when the player switches it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from skat_desktop.ui.card_theme import discover_decks
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.settings_dialog import SettingsDialog

NAMES = {
    "en": "French (four colours, tournament)",
    "de": "Französisch (vierfarbig, Turnierblatt)",
    "ja": "フレンチ（4色・トーナメント）",
}


def _menu_name(window: MainWindow) -> str:
    return window.menus.deck_actions["french4"].text()


def _combo_name(combo: QComboBox) -> str:
    return combo.itemText(combo.findData("french4"))


def test_the_deck_menu_follows_a_live_language_switch(qtbot, window: MainWindow) -> None:
    assert _menu_name(window) == NAMES["en"]
    for language in ("ja", "de", "en"):
        window.set_language(language)
        qtbot.waitUntil(lambda lang=language: _menu_name(window) == NAMES[lang], timeout=2000)


def test_an_open_settings_dialog_relabels_its_decks_on_a_language_switch(
    qtbot, window: MainWindow
) -> None:
    window.menus.act_settings.trigger()
    dialog = window.app_actions.settings_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    assert _combo_name(dialog.deck) == NAMES["en"]
    # The player picks Japanese in the dialog itself and presses Apply.
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: _combo_name(dialog.deck) == NAMES["ja"], timeout=2000)
    assert _combo_name(dialog.card_back) == NAMES["ja"]
    assert _menu_name(window) == NAMES["ja"]
    dialog.close()
    window.menus.act_settings.trigger()
    reopened = window.app_actions.settings_dialog
    assert reopened is not None and _combo_name(reopened.deck) == NAMES["ja"]
    reopened.close()


def test_an_installed_theme_without_translations_keeps_its_own_name(
    languages, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    theme = tmp_path / "mine"
    theme.mkdir()
    german = next(d for d in discover_decks(extra_dirs=[]) if d.id == "german")
    (theme / "deck.svg").write_bytes(german.svg.read_bytes())
    (theme / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Mine\nName[de_AT]=Meins\nSVG=deck.svg\n", encoding="utf-8"
    )
    deck = next(d for d in discover_decks([tmp_path]) if d.id == "kde:mine")
    languages.set_language("ja")
    assert deck.display_name() == "Mine"
    languages.set_language("de")
    assert deck.display_name() == "Mine"  # de_DE: no Name[de_DE] nor Name[de]
    assert deck.display_name("de_AT") == "Meins"
