"""The player is told, once and in plain words, when saving fails, and when it works again.

Issue 53: failed autosaves were only logged; a full disk or a read-only data
folder at start-up was called "Skat Desktop is already running" and autosave
stayed off for the session. Root ignores file permissions, so the failures are
injected where the system would raise them: in the atomic writer's ``os`` and
in the lock file.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from support.spitzer_page import spitzer_mode

from skat_desktop.engine.records import atomic
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.model import settings
from skat_desktop.ui import instance_lock
from skat_desktop.ui.main_window import MainWindow


class BrokenOs:
    """``os`` as a module sees it on a disk that refuses writes with ``code``."""

    def __init__(self, code: int) -> None:
        self.code = code

    def __getattr__(self, name: str) -> object:
        return getattr(os, name)

    def _fail(self, *_args: object, **_kwargs: object) -> int:
        raise OSError(self.code, os.strerror(self.code))

    write = _fail
    open = _fail


class RefusedLock:
    """A lock file that cannot be written (QLockFile's PermissionError)."""

    LockError = instance_lock.QLockFile.LockError

    def __init__(self, _path: str) -> None:
        pass

    def setStaleLockTime(self, _ms: int) -> None:
        pass

    def tryLock(self, _timeout: int) -> bool:
        return False

    def error(self) -> instance_lock.QLockFile.LockError:
        return instance_lock.QLockFile.LockError.PermissionError


def _autosave_now(window: MainWindow) -> None:
    window.model._autosave()  # what every move does
    assert window.model.flush_autosave()


def test_a_full_disk_during_play_is_said_once_and_saving_resumes(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.start_new_session(RuleSet(), ["human", "random", "random"], seed=5)
    _autosave_now(window)
    path = window.model.autosave_file or settings.autosave_path()
    old = path.read_bytes()
    label = window.status.save_label
    assert label.isHidden()
    monkeypatch.setattr(atomic, "os", BrokenOs(errno.ENOSPC))
    _autosave_now(window)
    qtbot.waitUntil(lambda: not label.isHidden())
    text = label.text()
    assert "the disk is full" in text and "keeps trying" in text and "intact" in text
    assert "already running" not in text
    for _ in range(3):  # every move keeps trying; the message is not repeated
        _autosave_now(window)
    qtbot.wait(20)
    assert label.text() == text and list(window.status.save_problems) == [str(path)]
    assert path.read_bytes() == old  # the last saved copy is intact
    monkeypatch.undo()
    _autosave_now(window)  # space is back: the next move saves
    qtbot.waitUntil(label.isHidden)
    assert window.statusBar().currentMessage() == "Saving works again."
    assert path.read_bytes() != old


@pytest.mark.parametrize(
    ("code", "words"),
    [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "the data folder is read-only")],
)
def test_an_unwritable_data_folder_at_start_is_named_as_such(
    qtbot, data_dir: Path, monkeypatch: pytest.MonkeyPatch, code: int, words: str
) -> None:  # type: ignore[no-untyped-def]
    from skat_desktop.app import create_window

    monkeypatch.setattr(instance_lock, "QLockFile", RefusedLock)
    monkeypatch.setattr(instance_lock, "os", BrokenOs(code))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_window(app, "en", resume=False)
    qtbot.addWidget(window)
    actions = window.app_actions
    assert not actions.second_copy and actions.folder_problem
    assert not window.model.read_only and not spitzer_mode(window).model.read_only
    assert not actions.statistics.read_only
    assert words in window.last_error and "already running" not in window.last_error
    assert words in window.status.save_label.text()
    assert "already running" not in window.statusBar().currentMessage()
    monkeypatch.undo()  # space is back, the folder writable again
    actions.retry_lock()
    assert actions.instance_lock is not None and not actions.folder_problem
    assert window.status.save_label.isHidden()
    assert window.statusBar().currentMessage() == "Saving works again."
    window.close()


def test_a_second_copy_writes_nothing_to_the_shared_files(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    second = MainWindow(window.settings, window.languages)
    qtbot.addWidget(second)
    actions = second.app_actions
    assert actions.second_copy and "already running" in second.statusBar().currentMessage()
    assert second.model.read_only and spitzer_mode(second).model.read_only
    assert actions.statistics.read_only and actions.statistics_stores["spitzer"].read_only
    before = sorted(p.name for p in Path(window.app_actions.statistics.path).parent.iterdir())
    second.start_new_session(RuleSet(), ["human", "random", "random"], seed=9)
    assert second.model.flush_autosave()
    actions.statistics.reset()
    actions.statistics.flush()
    after = sorted(p.name for p in Path(window.app_actions.statistics.path).parent.iterdir())
    assert after == before
    second.close()
