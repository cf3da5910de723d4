"""The learning aids' settings: defaults, a round trip through the INI file, bad values."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from skat_desktop.model.settings import AppSettings


def test_defaults_bidding_aid_off_table_aids_on_no_tournament(data_dir: Path) -> None:
    s = AppSettings()
    assert (s.bidding_aid, s.points_aid, s.trumps_aid, s.tournament) == (False, True, True, False)


def test_the_aids_round_trip_through_the_ini_file(data_dir: Path) -> None:
    s = AppSettings()
    s.bidding_aid, s.points_aid, s.trumps_aid, s.tournament = True, False, False, True
    again = AppSettings()
    assert (again.bidding_aid, again.points_aid, again.trumps_aid, again.tournament) == (
        True,
        False,
        False,
        True,
    )


def test_a_hand_edited_value_reads_as_off_not_as_an_error(data_dir: Path) -> None:
    raw = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    raw.setValue("aids/tournament", "maybe")
    raw.setValue("aids/card_points", "yes")
    raw.sync()
    s = AppSettings()
    assert s.tournament is False and s.points_aid is True
