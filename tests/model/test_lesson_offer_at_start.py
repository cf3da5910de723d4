"""The very first start offers the lessons once; the next start does not ask again.

The program is started as the desktop starts it (``main([])``, with a local
event loop as in :mod:`test_open_from_command_line`), with the offer switched
on for this test (the suite switches it off for every other start).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from skat_desktop.cli import main
from skat_desktop.model.settings import AppSettings
from skat_desktop.ui.main_window import MainWindow


def _offer() -> QMessageBox | None:
    for widget in QApplication.topLevelWidgets():
        shown = isinstance(widget, QMessageBox) and widget.isVisible()
        if shown and widget.objectName() == "LessonOffer":
            return widget
    return None


def _start(monkeypatch: pytest.MonkeyPatch, seconds: float = 3.0) -> bool:
    """Start the program; whether the offer came up within ``seconds``."""
    seen: list[bool] = []

    def loop(_app: QApplication) -> int:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not seen:
            QApplication.processEvents()
            box = _offer()
            if box is not None:
                seen.append(True)
                box.button(QMessageBox.StandardButton.No).click()  # "Not now"
            time.sleep(0.01)
        return 0

    monkeypatch.setattr(QApplication, "exec", loop)
    try:
        main([])
    finally:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) or widget.isVisible():
                widget.close()
    return bool(seen)


@pytest.fixture(autouse=True)
def keep_excepthook(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)


def test_the_first_start_offers_the_lessons_and_the_second_does_not(
    monkeypatch: pytest.MonkeyPatch, data_folder: Path
) -> None:
    monkeypatch.setenv("SKAT_DESKTOP_LESSON_OFFER", "1")
    assert _start(monkeypatch)
    assert AppSettings().lessons_offered
    assert not _start(monkeypatch, seconds=1.0)


def test_the_suite_starts_the_program_without_the_offer(
    monkeypatch: pytest.MonkeyPatch, data_folder: Path
) -> None:
    assert not _start(monkeypatch, seconds=1.0)
