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


@pytest.fixture(name="languages")
def languages_fixture(qapp: QApplication) -> Iterator[LanguageManager]:
    """A language manager; English again after the test."""
    manager = LanguageManager()
    yield manager
    manager.set_language("en")
