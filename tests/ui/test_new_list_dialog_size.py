"""The new-list dialog is as large as the chosen game's rows, within its window.

Switched to Spitzer, the dialog kept Skat's size: large empty areas where the
options had been. Switched back to Skat it grew past an 800×600 window. Now it
shrinks to what Spitzer shows, and Skat's options scroll inside a dialog no
larger than the window.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QMainWindow, QScrollArea, QWidget

from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.new_session_dialog import NewSessionDialog

SIZES = [(800, 600), (1600, 1000)]
EMPTY_PX = 24
"""Blank pixels allowed between the last row and the buttons (spacing, margins)."""


@pytest.fixture(name="main")
def main_fixture(qtbot) -> Iterator[QMainWindow]:  # type: ignore[no-untyped-def]
    win = QMainWindow()
    win.setCentralWidget(QWidget())
    qtbot.addWidget(win)
    win.move(0, 0)
    win.show()
    yield win


def scroll_area(dialog: NewSessionDialog) -> QScrollArea:
    area = dialog.findChild(QScrollArea)
    assert isinstance(area, QScrollArea)
    return area


def rect_in(dialog: NewSessionDialog, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def within_window(dialog: NewSessionDialog, main: QMainWindow) -> None:
    """The dialog's frame lies inside the window's and the screen's available area."""
    frame = dialog.frameGeometry()
    assert main.frameGeometry().contains(frame), (frame, main.frameGeometry())
    assert dialog.screen().availableGeometry().contains(frame)


def compact(dialog: NewSessionDialog) -> None:
    """No empty area: the buttons follow the last row, and nothing is cut."""
    last = dialog.options_box if dialog.options_box.isVisibleTo(dialog) else dialog.computers_box
    page = scroll_area(dialog)
    bar = page.verticalScrollBar()
    if bar.maximum() == 0:  # all rows shown: nothing blank below them
        gap = rect_in(dialog, dialog.buttons).top() - rect_in(dialog, last).bottom()
        assert gap <= EMPTY_PX, gap
    assert page.horizontalScrollBar().maximum() == 0
    for box in (dialog.computers_box, dialog.options_box):
        if box.isVisibleTo(dialog):
            assert box.width() >= box.sizeHint().width(), "a box is squeezed"


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_switching_the_game_fits_the_dialog_to_its_rows_and_window(
    qtbot,  # type: ignore[no-untyped-def]
    data_dir: Path,
    languages: LanguageManager,
    main: QMainWindow,
    lang: str,
    size: tuple[int, int],
) -> None:
    languages.set_language(lang)
    main.resize(*size)
    dialog = NewSessionDialog("official", 3, parent=main)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(20)
    within_window(dialog, main)
    compact(dialog)
    skat = dialog.size()
    for game, other in (("spitzer", "skat"), ("skat", "spitzer")):
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        qtbot.wait(20)
        within_window(dialog, main)
        compact(dialog)
        if game == "spitzer":  # Skat's options are gone: so is their room
            assert dialog.height() < skat.height()
            assert scroll_area(dialog).verticalScrollBar().maximum() == 0
        else:
            assert dialog.size() == skat, other
    # At 800×600 Skat's options scroll inside the dialog; every one is reachable.
    if size == (800, 600):
        assert scroll_area(dialog).verticalScrollBar().maximum() > 0


def test_a_dialog_opened_for_spitzer_grows_for_skat_within_the_window(
    qtbot,  # type: ignore[no-untyped-def]
    data_dir: Path,
    main: QMainWindow,
) -> None:
    """As the window opens it while Spitzer is played: Spitzer first, then Skat."""
    main.resize(800, 600)
    dialog = NewSessionDialog("official", 3, parent=main)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("spitzer"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(20)
    compact(dialog)
    small = dialog.height()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("skat"))
    qtbot.wait(20)
    assert dialog.height() > small
    within_window(dialog, main)
    compact(dialog)
    dialog.players.setCurrentIndex(1)  # a fourth player's row
    qtbot.wait(20)
    within_window(dialog, main)
    assert dialog.level_boxes[2].isVisibleTo(dialog)
