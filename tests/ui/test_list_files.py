"""Where Save as… and Open… start, the list's name in the title, and the
program's own files kept safe.

Save as… used to open in the program's data folder, beside
``autosave.skat.json`` and ``statistics.json``, where a player could overwrite
them by accident, and the window title never named the list's file. The file
dialogs are replaced by stand-ins that record where they were asked to start;
no real dialog opens.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot
from support.spitzer_ui_helpers import start_spitzer
from support.ui_helpers import start

from skat_desktop.app import create_window
from skat_desktop.engine.api import RuleSet
from skat_desktop.model.settings import AppSettings, autosave_path, data_dir, documents_dir
from skat_desktop.model.statistics import statistics_path
from skat_desktop.ui.main_window import MainWindow


class FileDialogs:
    """Stand-ins for QFileDialog's static calls: they answer ``answer`` and keep the start."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answer = ""
        self.starts: list[str] = []
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._ask)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._ask)

    def _ask(self, _parent: QWidget, _title: str, start: str, _filter: str) -> tuple[str, str]:
        self.starts.append(start)
        return self.answer, ""


@pytest.fixture(name="dialogs")
def dialogs_fixture(monkeypatch: pytest.MonkeyPatch) -> FileDialogs:
    return FileDialogs(monkeypatch)


def _press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """Ctrl+``key`` on the shown, active window (as the Game menu's shortcuts are used)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    QTest.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)


def test_save_as_starts_in_the_documents_not_beside_the_autosave(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs
) -> None:
    start(window, RuleSet(), 5)
    _press(qtbot, window, Qt.Key.Key_S)
    assert len(dialogs.starts) == 1
    chosen = Path(dialogs.starts[0])
    assert chosen.parent == documents_dir() != data_dir()
    assert chosen.name == "list.skat.json"
    window.app_actions.ask = lambda *_: True  # replacing the running list: yes
    _press(qtbot, window, Qt.Key.Key_O)
    assert Path(dialogs.starts[1]) == documents_dir()


def test_the_last_folder_used_is_remembered(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs, tmp_path: Path
) -> None:
    folder = tmp_path / "my lists"
    folder.mkdir()
    start(window, RuleSet(), 5)
    dialogs.answer = str(folder / "sunday.skat.json")
    _press(qtbot, window, Qt.Key.Key_S)
    assert (folder / "sunday.skat.json").is_file()
    assert AppSettings().last_folder == str(folder)  # stored for the next start
    _press(qtbot, window, Qt.Key.Key_S)  # the list's own file is offered again
    assert Path(dialogs.starts[-1]) == folder / "sunday.skat.json"
    start(window, RuleSet(), 6)
    dialogs.answer = ""
    _press(qtbot, window, Qt.Key.Key_S)  # a new list: the folder, with the default name
    assert Path(dialogs.starts[-1]) == folder / "list.skat.json"
    window.app_actions.ask = lambda *_: True
    _press(qtbot, window, Qt.Key.Key_O)
    assert Path(dialogs.starts[-1]) == folder


def test_the_title_names_the_lists_file(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs, tmp_path: Path
) -> None:
    assert window.windowTitle() == "Skat Desktop"
    start(window, RuleSet(), 5)
    saved = tmp_path / "sunday.skat.json"
    dialogs.answer = str(saved)
    _press(qtbot, window, Qt.Key.Key_S)
    assert window.windowTitle() == "sunday.skat.json — Skat Desktop"
    window.set_language("ja")  # switched live: the name stays
    QApplication.processEvents()
    assert window.windowTitle().startswith("sunday.skat.json — ")
    window.set_language("en")
    QApplication.processEvents()
    start(window, RuleSet(), 6)  # a new list has no file yet
    assert window.windowTitle() == "Skat Desktop"
    window.app_actions.ask = lambda *_: True
    _press(qtbot, window, Qt.Key.Key_O)  # opening the saved list names it again
    assert window.windowTitle() == "sunday.skat.json — Skat Desktop"
    start_spitzer(window, 5)  # a Spitzer game is another list
    assert window.windowTitle() == "Skat Desktop"


def test_a_resumed_autosave_has_no_file_name(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs, tmp_path: Path
) -> None:
    start(window, RuleSet(), 5)
    dialogs.answer = str(tmp_path / "sunday.skat.json")
    _press(qtbot, window, Qt.Key.Key_S)
    window.model.flush_autosave()
    window.close()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    again = create_window(app, "en", resume=True)
    qtbot.addWidget(again)
    assert again.model.has_session and again.model.session.seed == 5
    assert again.windowTitle() == "Skat Desktop"
    again.model.shutdown()


@pytest.mark.parametrize("own", ["autosave", "statistics"])
def test_saving_over_the_programs_own_files_is_refused(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs, own: str
) -> None:
    start(window, RuleSet(), 5)
    window.model.flush_autosave()
    target = autosave_path() if own == "autosave" else statistics_path()
    before = target.read_bytes() if target.exists() else None
    dialogs.answer = str(target)
    _press(qtbot, window, Qt.Key.Key_S)
    assert "Skat Desktop's own files" in window.last_error
    assert target.name in window.last_error
    assert (target.read_bytes() if target.exists() else None) == before
    assert window.windowTitle() == "Skat Desktop"


def test_a_name_typed_without_an_ending_is_saved_as_a_skat_list(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs, tmp_path: Path
) -> None:
    """Typed "club night" in the real dialog once made a file the desktop could not open."""
    start(window, RuleSet(), 5)
    dialogs.answer = str(tmp_path / "club night")
    _press(qtbot, window, Qt.Key.Key_S)
    assert (tmp_path / "club night.skat.json").is_file()
    assert not (tmp_path / "club night").exists()
    assert window.windowTitle().startswith("club night.skat.json")


def test_the_added_ending_never_replaces_a_file_unasked(
    qtbot: QtBot, window: MainWindow, dialogs: FileDialogs, tmp_path: Path
) -> None:
    start(window, RuleSet(), 5)
    earlier = tmp_path / "club.skat.json"
    earlier.write_text("an earlier list", encoding="utf-8")
    asked: list[str] = []

    def refuse(_parent: object, _title: str, question: str) -> bool:
        asked.append(question)
        return False

    window.app_actions.ask = refuse
    dialogs.answer = str(tmp_path / "club")
    _press(qtbot, window, Qt.Key.Key_S)
    assert len(asked) == 1 and "club.skat.json" in asked[0]
    assert earlier.read_text(encoding="utf-8") == "an earlier list"
