"""Shortcuts of the window's actions, pressed as a person presses them.

F1 once opened nothing: the help action was bound to both
``QKeySequence.HelpContents`` (F1 on Linux) and ``Key_F1``, and Qt answered
every press with "Ambiguous shortcut overload: F1". The tests then only
triggered the action, so they never saw it. Menu items also showed their
shortcut twice ("Hint (H)   H"): once in the text, once in the menu's own
shortcut column.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from skat_desktop.ui.main_window import MainWindow


def _switch(window: MainWindow, language: str) -> None:
    """Switch the running window's language, as the Language menu does."""
    window.set_language(language)
    QApplication.processEvents()


def _press(
    qtbot: QtBot,
    window: MainWindow,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key pressed on the shown, active window (shortcuts need an active window)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    QTest.keyClick(window, key, modifier)


def _menu_actions(window: MainWindow) -> list[QAction]:
    """Every item of every menu and submenu of the menu bar."""
    found: list[QAction] = []
    menus = [a.menu() for a in window.menuBar().actions()]
    while menus:
        menu = menus.pop()
        if not isinstance(menu, QMenu):
            continue
        for act in menu.actions():
            if act.isSeparator():
                continue
            if isinstance(act.menu(), QMenu):
                menus.append(act.menu())
            else:
                found.append(act)
    return found


def test_f1_on_the_window_opens_the_help(qtbot: QtBot, window: MainWindow) -> None:
    assert window.app_actions.help_dialog is None
    _press(qtbot, window, Qt.Key.Key_F1)
    dialog = window.app_actions.help_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()


def test_every_shortcut_of_the_window_means_one_thing(window: MainWindow) -> None:
    """No key is bound twice, so Qt never calls a press ambiguous and drops it.

    The panels' one-key shortcuts (Y, B, P, …) live only while their panel is
    shown (one at a time), so among themselves they may repeat; none of them
    may take a key an action of the window uses.
    """
    owner: dict[str, str] = {}
    for act in window.findChildren(QAction):
        for key in act.shortcuts():
            text = key.toString(QKeySequence.SequenceFormat.PortableText)
            assert text not in owner, f"{text}: {owner.get(text)!r} and {act.text()!r}"
            owner[text] = act.text()
    assert "F1" in owner and "Ctrl+Z" in owner
    for shortcut in window.findChildren(QShortcut):
        text = shortcut.key().toString(QKeySequence.SequenceFormat.PortableText)
        assert text not in owner, f"{text}: {owner[text]!r} and a panel's key"


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_no_menu_item_spells_out_its_own_shortcut(window: MainWindow, language: str) -> None:
    """The menu's shortcut column shows the key; the text does not repeat it."""
    _switch(window, language)
    try:
        items = _menu_actions(window)
        assert any(a.shortcuts() for a in items)
        for act in items:
            for key in act.shortcuts():
                for form in (
                    QKeySequence.SequenceFormat.PortableText,
                    QKeySequence.SequenceFormat.NativeText,
                ):
                    shown = key.toString(form).lower()
                    text = act.text().lower()
                    # A lone key is spelled "(H)", "(F1)": the words "Hint" and
                    # "help" may hold an H or the Help key's name.
                    spelled = shown if "+" in shown else f"({shown})"
                    assert spelled not in text, (act.text(), shown)
    finally:
        _switch(window, "en")


def test_japanese_items_keep_their_access_keys(window: MainWindow) -> None:
    """Dropping the shortcut keeps the Japanese ``(&U)`` access-key convention."""
    _switch(window, "ja")
    try:
        assert window.menus.act_undo.text().endswith("(&U)")
        assert window.menus.act_help.text().endswith("(&H)")
    finally:
        _switch(window, "en")
