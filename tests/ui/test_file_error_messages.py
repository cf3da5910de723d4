"""A list that cannot be opened or saved is explained in the player's language.

The engine's reasons are English; the message box must lead with a translated
sentence and keep the technical reason underneath, and nothing on the table
may change.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from support.ui_helpers import start

from skat_desktop.engine.api import RecordError, RuleSet
from skat_desktop.ui.file_errors import open_error_text, save_error_text
from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.main_window import MainWindow


def _boxes(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible()]


def test_a_damaged_file_is_explained_in_japanese(qtbot, window: MainWindow, tmp_path: Path) -> None:
    start(window, RuleSet(), 5)
    history = list(window.model.game.history)
    bad = tmp_path / "kaputt.skat.json"
    bad.write_text("{not json", encoding="utf-8")
    window.set_language("ja")
    try:
        assert not window.open_from(bad)
        headline, detail = window.last_error.split("\n", 1)
        assert "kaputt.skat.json" in headline and "壊れている" in headline
        assert "1 行目" in detail  # the reader's reason stays, in the player's language
        box = _boxes(window)[-1]
        assert box.text() == headline and box.informativeText() == detail
        box.close()
    finally:
        window.set_language("en")
    assert list(window.model.game.history) == history


def test_saving_onto_a_folder_says_so_and_keeps_the_list(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, RuleSet(), 5)
    folder = tmp_path / "lists"
    folder.mkdir()
    assert not window.save_to(folder)
    assert window.last_error.startswith("“lists” is a folder")
    assert "unchanged" in window.last_error
    for box in _boxes(window):
        box.close()


@pytest.mark.parametrize(
    ("exc", "words"),
    [
        (FileNotFoundError(2, "No such file"), "does not exist"),
        (PermissionError(13, "Permission denied"), "not allowed to read"),
        (IsADirectoryError(21, "Is a directory"), "is a folder"),
        (OSError(5, "I/O error"), "could not be read"),
        (RecordError("x is not a Skat Desktop file"), "damaged"),
        (ValueError("bad value"), "damaged"),
    ],
)
def test_each_kind_of_open_failure_has_its_own_sentence(exc: Exception, words: str) -> None:
    assert words in open_error_text("/some/where/list.json", exc)
    assert "list.json" in open_error_text("/some/where/list.json", exc)


@pytest.mark.parametrize(
    ("exc", "words"),
    [
        (PermissionError(13, "Permission denied"), "not allowed to write"),
        (OSError(28, "No space left on device"), "could not be written"),
        (RecordError("cannot encode"), "could not be saved"),
    ],
)
def test_each_kind_of_save_failure_has_its_own_sentence(exc: Exception, words: str) -> None:
    text = save_error_text("list.json", exc)
    assert words in text and "unchanged" in text


def test_every_sentence_is_translated(languages: LanguageManager) -> None:
    """Each headline differs from the English one in Japanese and German."""
    failures = [
        FileNotFoundError(2, "x"),
        PermissionError(13, "x"),
        IsADirectoryError(21, "x"),
        OSError(5, "x"),
        RecordError("x"),
    ]
    english = [open_error_text("a", e) for e in failures] + [
        save_error_text("a", e) for e in failures[1:]
    ]
    for code in ("ja", "de"):
        languages.set_language(code)
        local = [open_error_text("a", e) for e in failures] + [
            save_error_text("a", e) for e in failures[1:]
        ]
        assert all(t != e for t, e in zip(local, english, strict=True)), code


def test_the_open_detail_names_the_file_not_its_folder_and_speaks_japanese(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, RuleSet(), 5)
    bad = tmp_path / "kaputt.skat.json"
    bad.write_text('{"format": "skat-desktop-list",\n  "version": ', encoding="utf-8")
    window.set_language("ja")
    try:
        assert not window.open_from(bad)
        _, detail = window.last_error.split("\n", 1)
        assert str(tmp_path) not in detail
        assert "行目" in detail  # the reader's line number, in the player's language
        for box in _boxes(window):
            box.close()
    finally:
        window.set_language("en")
