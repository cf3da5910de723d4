"""``skat-desktop FILE`` as the desktop runs it on a double-click: the window opens it.

Each test runs the real command line (``main([FILE])``); its event loop runs
until the window shows what the test waits for. A saved list
is on the table; ISS records open in the review; a damaged file leaves the
new list alone and says so in plain words, the detail below.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from support.save_helpers import moves, played
from support.spitzer_page import spitzer_mode

from skat_desktop.cli import main
from skat_desktop.engine.records.savefile import save_session
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.review_dialog import ReviewDialog

ISS_RECORDS = Path(__file__).resolve().parent.parent / "data" / "iss_own.txt"


def _window() -> MainWindow | None:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    visible = [w for w in found if w.isVisible()]
    return visible[0] if visible else None


def _run(
    monkeypatch: pytest.MonkeyPatch,
    argv: list[str],
    done: Callable[[MainWindow], bool],
    seconds: float = 20,
) -> int:
    """``main(argv)``, its event loop running until ``done(window)`` holds.

    The loop is a local one instead of ``QApplication.exec``: after a real
    ``exec`` with a window in this process, later tests' zero-delay timers
    never fire (the table's animation gate stays shut), so the loop is all
    that differs from the program.
    """

    def loop(_app: QApplication) -> int:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            QApplication.processEvents()
            window = _window()
            if window is not None and done(window):
                break
            time.sleep(0.01)
        return 0

    monkeypatch.setattr(QApplication, "exec", loop)
    try:
        return main(argv)
    finally:
        window = _window()
        if window is not None:
            for child in window.findChildren(QWidget):
                if child.isWindow() and child.isVisible():
                    child.close()
            window.close()


@pytest.fixture(autouse=True)
def keep_excepthook(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's application is the one run_app finds; run_app installs its
    error dialog as sys.excepthook, and pytest's comes back after."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)


def test_a_saved_list_is_on_the_table(
    monkeypatch: pytest.MonkeyPatch, data_folder: Path, tmp_path: Path
) -> None:
    path = tmp_path / "club evening.skat.json"
    save_session(played(40), path)
    seen: dict[str, int] = {}

    def opened(window: MainWindow) -> bool:
        if window.model.has_session and moves(window.model.session) == 40:
            seen["moves"] = 40
            return True
        return False

    assert _run(monkeypatch, [str(path)], opened) == 0
    assert seen == {"moves": 40}


def test_iss_records_open_in_the_review(monkeypatch: pytest.MonkeyPatch, data_folder: Path) -> None:
    seen: list[ReviewDialog] = []

    def reviewed(window: MainWindow) -> bool:
        dialogs = [d for d in window.findChildren(ReviewDialog) if d.isVisible()]
        seen.extend(dialogs)
        return bool(dialogs)

    assert _run(monkeypatch, [str(ISS_RECORDS)], reviewed) == 0
    assert seen and seen[0].names == ["anna", "bert", "carl"]


def test_a_damaged_file_says_so_in_plain_words_and_changes_nothing(
    monkeypatch: pytest.MonkeyPatch, data_folder: Path, tmp_path: Path
) -> None:
    path = tmp_path / "cut.skat.json"
    save_session(played(40), path)
    path.write_text(path.read_text(encoding="utf-8")[:300], encoding="utf-8")
    seen: dict[str, str | int] = {}

    def refused(window: MainWindow) -> bool:
        boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
        if not boxes:
            return False
        seen["text"], seen["detail"] = boxes[0].text(), boxes[0].informativeText()
        seen["moves"] = moves(window.model.session)
        return True

    assert _run(monkeypatch, [str(path)], refused) == 0
    assert "cut.skat.json" in str(seen["text"]) and str(tmp_path) not in str(seen["text"])
    assert "line" in str(seen["detail"])
    assert seen["moves"] == 0


def test_the_windowed_program_says_a_missing_file_does_not_exist(
    qtbot,  # type: ignore[no-untyped-def]
    data_folder: Path,
    tmp_path: Path,
) -> None:
    """``skat-desktop-gui FILE`` (the bundle's windowed program) has no stderr to
    print to: a file deleted after the double-click is a dialog, and the list stays."""
    from skat_desktop.app import create_window, open_start_file

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_window(app, "en", resume=False)
    qtbot.addWidget(window)
    try:
        window.start_default_session()
        before = window.model.session
        assert open_start_file(window, tmp_path / "gone.skat.json") is None
        assert window.last_error.startswith("The file “gone.skat.json” does not exist.")
        assert window.model.session is before
        assert open_start_file(window, Path("x" * 5000)) is None  # too long a name: no traceback
    finally:
        for box in window.findChildren(QMessageBox):
            box.close()
        window.model.shutdown()
        spitzer_mode(window).shutdown()
