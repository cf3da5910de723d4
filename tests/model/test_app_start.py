"""Start-up with a damaged autosave, and the dialog for an unexpected error."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from support.save_helpers import loads_as, moves, played

from skat_desktop.app import ResumeOutcome, install_error_reporter, resume_list
from skat_desktop.engine.records.atomic import backup_path
from skat_desktop.engine.records.savefile import save_session
from skat_desktop.logs import LOG_NAME
from skat_desktop.model.settings import autosave_path
from skat_desktop.ui.main_window import MainWindow

OLD = moves(played(40))


@pytest.fixture(name="bare_window")
def bare_window_fixture(qtbot, data_folder: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    from skat_desktop.app import create_window

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = create_window(app, "en", resume=False)
    win.model.autosave_enabled = False
    qtbot.addWidget(win)
    yield win
    win.model.shutdown()


def _damaged_autosave_with_good_backup() -> Path:
    path = autosave_path()
    save_session(played(40), path)
    save_session(played(41), path)
    path.write_text("[" * 100_000)  # hostile: deeper than JSON can go
    return path


def _resume(window: MainWindow, answer: bool) -> tuple[ResumeOutcome, list[str]]:
    questions: list[str] = []

    def ask(_window: MainWindow, question: str, detail: str) -> bool:
        questions.append(f"{question}\n{detail}")
        return answer

    return resume_list(window, ask), questions


def test_hostile_autosave_offers_the_backup_and_resumes_it(bare_window: MainWindow) -> None:
    path = _damaged_autosave_with_good_backup()
    outcome, questions = _resume(bare_window, True)
    assert len(questions) == 1
    assert "autosave.skat.json.bak" in questions[0] and "nested too deeply" in questions[0]
    assert outcome.resumed_from == backup_path(path)
    assert moves(bare_window.model.session) == OLD
    ((old, new),) = outcome.set_aside
    assert old == path and new.name.startswith("autosave.skat.json.damaged-")
    assert new.read_text().startswith("[[[")  # the damaged file is kept
    assert new.name in questions[0] and str(new.parent) in questions[0]


def test_declining_keeps_the_copy_aside_and_starts_a_new_list(bare_window: MainWindow) -> None:
    _damaged_autosave_with_good_backup()
    outcome, _ = _resume(bare_window, False)
    assert outcome.resumed_from is None
    assert outcome.kept is not None and loads_as(outcome.kept) == OLD
    assert str(outcome.kept) in outcome.detail
    assert moves(bare_window.model.session) == 0


def test_nothing_loads_starts_anyway_and_says_where_the_files_went(
    bare_window: MainWindow,
) -> None:
    path = autosave_path()
    path.write_text('{"format": "skat-desktop-session", "version": ' + "9" * 5000 + "}")
    backup_path(path).write_bytes(b"\x00" * 64)
    outcome, questions = _resume(bare_window, True)
    assert questions == []
    assert outcome.resumed_from is None and bare_window.model.has_session
    assert len(outcome.set_aside) == 2
    for _, new in outcome.set_aside:
        assert new.exists() and new.name in outcome.detail
    assert "5000 digits" in outcome.detail


def test_good_autosave_is_resumed_without_asking(bare_window: MainWindow) -> None:
    save_session(played(40), autosave_path())
    outcome, questions = _resume(bare_window, False)
    assert questions == [] and outcome.message == ""
    assert outcome.resumed_from == autosave_path()
    assert moves(bare_window.model.session) == OLD


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_is_logged_and_shown_with_the_log_path(
    qtbot,
    data_folder: Path,  # type: ignore[no-untyped-def]
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    previous = sys.excepthook
    reporter = install_error_reporter(app)
    try:

        def broken_slot() -> None:
            raise ValueError("a bug in a slot")

        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: reporter.box is not None, timeout=5000)
        assert reporter.box is not None
        log_path = data_folder / "logs" / LOG_NAME
        assert str(log_path) in reporter.box.text()
        assert "a bug in a slot" in reporter.box.text()
        for handler in logging.getLogger().handlers:
            handler.flush()
        logged = log_path.read_text(encoding="utf-8")
        assert "ValueError: a bug in a slot" in logged and "Traceback" in logged
        # A second error while the dialog is open is logged, not stacked.
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: reporter.count == 2, timeout=5000)
        first = reporter.box
        qtbot.wait(50)
        assert reporter.box is first
        reporter.box.close()
    finally:
        sys.excepthook = previous
        reporter.deleteLater()


@pytest.mark.parametrize(
    "content",
    [
        "[" * 100_000,
        '{"format": "skat-desktop-session", "version": 1, "seed": ' + "1" * 5000 + "}",
        "HOSTILE_RULES",
    ],
    ids=["nested", "digits", "rule-types"],
)
def test_opening_a_hostile_file_leaves_the_running_list_alone(
    bare_window: MainWindow, tmp_path: Path, content: str
) -> None:
    good = tmp_path / "good.json"
    save_session(played(40), good)
    assert bare_window.open_from(good)
    hostile = tmp_path / "hostile.json"
    if content == "HOSTILE_RULES":
        content = good.read_text().replace('"list_length": 36', '"list_length": 36.0')
    hostile.write_text(content)
    assert not bare_window.open_from(hostile)
    assert bare_window.last_error
    assert moves(bare_window.model.session) == OLD
