"""Fixtures for the UI tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from skat_desktop.model import settings as S
from skat_desktop.ui import card_names
from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def french_card_names() -> Iterator[None]:
    """Card names follow the deck through module state: French again after each test."""
    yield
    card_names.set_german_suits(False)


@pytest.fixture(name="window")
def window_fixture(qtbot, tmp_path: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A main window with animations off, data in ``tmp_path``, English."""
    S.set_data_dir(tmp_path)
    from skat_desktop.app import create_window

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = create_window(app, "en", resume=False)
    win.set_speed(S.AnimationSpeed.OFF)
    win.model.move_delay_ms = 0
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    yield win
    win.model.shutdown()
    win.languages.set_language("en")
    S.set_data_dir(None)


@pytest.fixture(name="data_dir")
def data_dir_fixture(tmp_path: Path) -> Iterator[Path]:
    """Settings and saves in ``tmp_path`` for one test, then back."""
    S.set_data_dir(tmp_path)
    yield tmp_path
    S.set_data_dir(None)


@pytest.fixture(name="languages")
def languages_fixture(qapp: QApplication) -> Iterator[LanguageManager]:
    """A language manager; English again after the test."""
    manager = LanguageManager()
    yield manager
    manager.set_language("en")
