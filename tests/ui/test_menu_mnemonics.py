"""Alt-key mnemonics of the menu bar: one letter per menu, in every language.

Two top-level menus with the same mnemonic make Alt+letter open only one of
them (German once had "&Spiel" and "&Spielen" side by side).
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMenu

from skat_desktop.ui.main_window import MainWindow


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` (``&&`` is a literal ampersand), lower-cased."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def _switch(window: MainWindow, language: str) -> None:
    """Install ``language`` and let the windows re-set their texts (LanguageChange is posted)."""
    window.set_language(language)
    QApplication.processEvents()


def test_mnemonic_reads_the_letter_after_a_single_ampersand() -> None:
    assert mnemonic("&Spiel") == "s"
    assert mnemonic("Ö&ffnen…") == "f"
    assert mnemonic("Tom && Jerry") is None
    assert mnemonic("A && &B") == "b"


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_top_level_menus_have_distinct_mnemonics(window: MainWindow, language: str) -> None:
    _switch(window, language)
    try:
        titles = [a.text() for a in window.menuBar().actions() if a.text()]
        if language == "de":
            assert "&Spiel" in titles  # the translation is really in place
        letters = [mnemonic(t) for t in titles]
        assert None not in letters, titles
        assert len(set(letters)) == len(letters), titles
    finally:
        _switch(window, "en")


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_items_of_each_menu_have_distinct_mnemonics(window: MainWindow, language: str) -> None:
    _switch(window, language)
    try:
        for top in window.menuBar().actions():
            menu = top.menu()
            if not isinstance(menu, QMenu):
                continue
            items = [a.text() for a in menu.actions() if a.text() and not a.isSeparator()]
            letters = [m for m in (mnemonic(t) for t in items) if m is not None]
            assert len(set(letters)) == len(letters), (top.text(), items)
    finally:
        _switch(window, "en")
