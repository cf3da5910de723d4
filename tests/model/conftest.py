"""Fixtures for the model tests: a throw-away data folder for settings and saves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(name="data_folder")
def data_folder_fixture(tmp_path: Path) -> Iterator[Path]:
    """Settings, autosave and log file in ``tmp_path`` for one test."""
    from skat_desktop.logs import close_log_file
    from skat_desktop.model import settings as S

    folder = tmp_path / "data"
    S.set_data_dir(folder)
    yield folder
    close_log_file()
    S.set_data_dir(None)
