"""Start-up when the autosave and its backup are both damaged, as a player meets it.

Two faults a player met: the message said a new list was started but
the window then showed an old Spitzer game the player had replaced earlier;
and the message led with full paths and "invalid JSON at line 136, column 15"
where a player needs plain words (the detail belongs below, in the player's
language where it can be).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from support.save_helpers import moves, played
from support.spitzer_page import spitzer_mode

from skat_desktop.app import ResumeOutcome, create_window, resume_list
from skat_desktop.engine.api import find_game
from skat_desktop.engine.records.atomic import backup_path
from skat_desktop.engine.records.savefile import save_session
from skat_desktop.model.settings import autosave_path
from skat_desktop.model.table_model import TableModel, autosave_path_for
from skat_desktop.ui.main_window import MainWindow

LONG_AGO = 1_700_000_000.0
"""A fixed mtime (November 2023) so which file is newer never depends on timing."""


def _window(qtbot, language: str) -> MainWindow:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_window(app, language, resume=False)
    window.model.autosave_enabled = False
    spitzer_mode(window).model.autosave_enabled = False
    qtbot.addWidget(window)
    return window


@pytest.fixture(name="window")
def window_fixture(qtbot, data_folder: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = _window(qtbot, "en")
    yield win
    win.model.shutdown()
    spitzer_mode(win).shutdown()


def _spitzer_game_saved_at(when: float) -> Path:
    """An unfinished Spitzer game in its own autosave, as playing one leaves it."""
    model = TableModel(find_game("spitzer"))
    model.autosave_enabled = False
    try:
        model.new_session(
            None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4
        )
        path = autosave_path_for(find_game("spitzer"))
        model.save(path)
    finally:
        model.shutdown()
    os.utime(path, (when, when))
    return path


def _skat_list_cut_short_at(when: float) -> Path:
    """A Skat list saved twice (so a ``.bak`` exists), then both files cut short."""
    path = autosave_path()
    save_session(played(40), path)
    save_session(played(41), path)
    for damaged in (path, backup_path(path)):
        text = damaged.read_text(encoding="utf-8")
        damaged.write_text(text[: len(text) // 2], encoding="utf-8")
        os.utime(damaged, (when, when))
    return path


def _start(window: MainWindow, answer: bool = True) -> tuple[ResumeOutcome, list[tuple[str, str]]]:
    asked: list[tuple[str, str]] = []

    def ask(_window: MainWindow, question: str, detail: str) -> bool:
        asked.append((question, detail))
        return answer

    return resume_list(window, ask), asked


def _notice_box(window: MainWindow) -> QMessageBox:
    boxes = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QMessageBox) and w.isVisible() and w.parentWidget() is window
    ]
    assert len(boxes) == 1, boxes
    return boxes[0]


def test_an_older_spitzer_game_does_not_come_back_when_nothing_loads(
    window: MainWindow,
) -> None:
    spitzer = _spitzer_game_saved_at(LONG_AGO)
    _skat_list_cut_short_at(LONG_AGO + 3600)  # the Skat list replaced the game later
    outcome, asked = _start(window)
    assert asked == []
    assert not spitzer_mode(window).active, "the replaced Spitzer game is on the table"
    assert window.model.has_session and moves(window.model.session) == 0
    assert "a new list was started" in outcome.message
    assert spitzer.exists()  # left alone: it is not damaged, only older


def test_declining_the_backup_does_not_bring_back_an_older_spitzer_game(
    window: MainWindow,
) -> None:
    _spitzer_game_saved_at(LONG_AGO)
    path = autosave_path()
    save_session(played(40), path)
    save_session(played(41), path)
    path.write_text(path.read_text(encoding="utf-8")[:500], encoding="utf-8")
    for saved in (path, backup_path(path)):
        os.utime(saved, (LONG_AGO + 3600, LONG_AGO + 3600))
    outcome, asked = _start(window, answer=False)
    assert len(asked) == 1 and outcome.kept is not None
    assert not spitzer_mode(window).active
    assert window.model.has_session and moves(window.model.session) == 0
    assert "A new list was started" in outcome.message


def test_a_newer_spitzer_game_goes_on_and_the_message_says_so(window: MainWindow) -> None:
    _skat_list_cut_short_at(LONG_AGO)
    _spitzer_game_saved_at(LONG_AGO + 3600)  # played after the Skat list
    outcome, _ = _start(window)
    assert spitzer_mode(window).active
    assert "new list" not in outcome.message
    assert "Spitzer" in outcome.message and "Skat" in outcome.message


def test_the_message_leads_with_plain_words_and_puts_the_detail_below(
    window: MainWindow, data_folder: Path
) -> None:
    _skat_list_cut_short_at(LONG_AGO)
    outcome, _ = _start(window)
    box = _notice_box(window)
    headline, detail = box.text(), box.informativeText()
    assert headline == outcome.message and detail == outcome.detail
    for technical in (str(data_folder), "JSON", "column", ".json", "damaged-"):
        assert technical not in headline, technical
    assert "autosave.skat.json" in detail and "autosave.skat.json.bak" in detail
    assert "line " in detail  # where the file is cut, for anyone who reports it
    assert detail.count(str(data_folder)) == 1  # the folder once, then file names
    for _, new in outcome.set_aside:
        assert new.name in detail
    box.close()


def test_the_offer_of_the_backup_leads_with_plain_words(window: MainWindow) -> None:
    path = autosave_path()
    save_session(played(40), path)
    save_session(played(41), path)
    path.write_text(path.read_text(encoding="utf-8")[:500], encoding="utf-8")
    outcome, asked = _start(window)
    ((question, detail),) = asked
    assert outcome.resumed_from == backup_path(path)
    for technical in (str(path.parent), "JSON", "column", "damaged-"):
        assert technical not in question, technical
    assert "Resume" in question
    assert "autosave.skat.json" in detail and "line " in detail


def test_in_japanese_the_detail_is_japanese_where_it_can_be(
    qtbot,  # type: ignore[no-untyped-def]
    data_folder: Path,
) -> None:
    window = _window(qtbot, "ja")
    try:
        _skat_list_cut_short_at(LONG_AGO)
        outcome, _ = _start(window)
        assert "新しい得点表" in outcome.message
        assert "行目" in outcome.detail and "invalid JSON" not in outcome.detail
        _notice_box(window).close()
    finally:
        window.languages.set_language("en")
        window.model.shutdown()
        spitzer_mode(window).shutdown()
