"""The settings behind the file dialogs and the undo question,
and the list of the program's own files that a save may not overwrite."""

from __future__ import annotations

from pathlib import Path

from skat_desktop.engine.api import find_game
from skat_desktop.model.settings import (
    PROGRAM_FILES,
    AppSettings,
    autosave_path,
    documents_dir,
    is_program_file,
)
from skat_desktop.model.spitzer.statistics import spitzer_statistics_path
from skat_desktop.model.statistics import statistics_path
from skat_desktop.model.table_model import autosave_path_for


def test_the_undo_question_and_the_last_folder_are_kept(data_dir: Path) -> None:
    fresh = AppSettings()
    assert fresh.ask_undo_practice is True
    assert fresh.last_folder == ""
    assert fresh.file_folder() == documents_dir()
    fresh.ask_undo_practice = False
    fresh.last_folder = str(data_dir)
    again = AppSettings()  # read back from the INI file
    assert again.ask_undo_practice is False
    assert again.file_folder() == data_dir


def test_a_folder_that_is_gone_falls_back_to_the_documents(data_dir: Path) -> None:
    settings = AppSettings()
    settings.last_folder = str(data_dir / "removed since")
    assert settings.file_folder() == documents_dir()


def test_every_file_the_program_keeps_is_its_own(data_dir: Path) -> None:
    """The list is written out by hand; each module's own path must be in it."""
    paths = (
        autosave_path(),
        autosave_path_for(find_game("spitzer")),
        statistics_path(),
        spitzer_statistics_path(),
        data_dir / "settings.ini",
    )
    assert {p.name for p in paths} == set(PROGRAM_FILES)
    for path in paths:
        assert is_program_file(path)
        assert is_program_file(path.with_name(path.name + ".bak"))
    assert not is_program_file(data_dir / "sunday.skat.json")
    assert not is_program_file(data_dir / "elsewhere" / "statistics.json")


def test_hints_and_par_come_from_strong_unless_the_player_chose(data_dir: Path) -> None:
    """Only the Hint strength menu wrote the key: a stored "normal" was the player's choice."""
    assert AppSettings().hint_level == "strong"
    (data_dir / "settings.ini").write_text("[play]\nhint_level=normal\n", encoding="utf-8")
    assert AppSettings().hint_level == "normal"
