"""Fixtures for the model tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from skat_desktop.model import settings as S
from skat_desktop.ui.i18n import LanguageManager


@pytest.fixture(name="data_dir")
def data_dir_fixture(tmp_path: Path) -> Iterator[Path]:
    """Settings and saves in ``tmp_path`` for one test, then back."""
    S.set_data_dir(tmp_path)
    yield tmp_path
    S.set_data_dir(None)


@pytest.fixture(name="data_folder")
def data_folder_fixture(tmp_path: Path) -> Iterator[Path]:
    """Settings, autosave and the log file in ``tmp_path/data``; the log file
    is closed afterwards so no later test writes into a removed folder."""
    from skat_desktop.logs import close_log_file

    folder = tmp_path / "data"
    S.set_data_dir(folder)
    yield folder
    close_log_file()
    S.set_data_dir(None)


@pytest.fixture(name="languages")
def languages_fixture(qapp: QApplication) -> Iterator[LanguageManager]:
    """A language manager; English again after the test."""
    manager = LanguageManager()
    yield manager
    manager.set_language("en")
