"""The settings dialog's typed keys and the window layout, through QSettings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from skat_desktop.model.settings import AnimationSpeed, AppSettings
from skat_desktop.model.settings_keys import (
    TABLE_COLOURS,
    ThinkTime,
    is_default_player_name,
    table_colour_hex,
)
from skat_desktop.ui.i18n import LanguageManager


def test_defaults_of_a_fresh_settings_file(data_dir: Path) -> None:
    s = AppSettings()
    assert s.card_back == ""
    assert s.table_colour == "green"
    assert s.think_time is ThinkTime.AUTO
    assert (s.confirm_card, s.auto_single_card, s.show_win_chances) == (False, False, True)
    assert s.window_geometry.isEmpty() and s.window_state.isEmpty()
    assert s.splitter_state.isEmpty()
    assert s.sheet_visible is True


def test_every_key_round_trips_through_the_ini_file(data_dir: Path) -> None:
    s = AppSettings()
    s.card_back = "german"
    s.table_colour = "blue"
    s.think_time = ThinkTime.LONG
    s.confirm_card = True
    s.auto_single_card = True
    s.show_win_chances = False
    s.window_geometry = QByteArray(b"\x01\x02geometry")
    s.window_state = QByteArray(b"state\x00\xff")
    s.splitter_state = QByteArray(b"split")
    s.sheet_visible = False
    again = AppSettings()  # a new object reads the file written by the first
    assert again.card_back == "german"
    assert again.table_colour == "blue"
    assert again.think_time is ThinkTime.LONG
    assert again.confirm_card and again.auto_single_card
    assert again.show_win_chances is False
    assert again.window_geometry == QByteArray(b"\x01\x02geometry")
    assert again.window_state == QByteArray(b"state\x00\xff")
    assert again.splitter_state == QByteArray(b"split")
    assert again.sheet_visible is False
    assert (data_dir / "settings.ini").is_file()


def test_damaged_values_fall_back_to_defaults(data_dir: Path) -> None:
    raw = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    raw.setValue("table/colour", "purple")
    raw.setValue("play/think_time", "forever")
    raw.setValue("play/confirm_card", "maybe")
    raw.setValue("window/geometry", "not bytes")
    raw.sync()
    s = AppSettings()
    assert s.table_colour == "green"
    assert s.think_time is ThinkTime.AUTO
    assert s.confirm_card is False
    assert s.window_geometry.isEmpty()


def test_unknown_table_colour_is_refused_and_nothing_changes(data_dir: Path) -> None:
    s = AppSettings()
    s.table_colour = "red"
    with pytest.raises(ValueError, match="unknown table colour"):
        s.table_colour = "purple"
    assert AppSettings().table_colour == "red"


def test_table_colours_are_distinct_hex_colours() -> None:
    hexes = [h for _, h in TABLE_COLOURS]
    assert len(set(hexes)) == len(hexes)
    assert all(len(h) == 7 and h.startswith("#") for h in hexes)
    assert table_colour_hex("blue") == dict(TABLE_COLOURS)["blue"]
    assert table_colour_hex("nonsense") == dict(TABLE_COLOURS)["green"]


def test_think_time_auto_follows_the_animation_speed() -> None:
    assert ThinkTime.AUTO.delay_ms(AnimationSpeed.NORMAL.factor) == 650
    assert ThinkTime.AUTO.delay_ms(AnimationSpeed.OFF.factor) == 250
    assert ThinkTime.AUTO.delay_ms(AnimationSpeed.SLOW.factor) > 1000
    assert ThinkTime.SHORT.delay_ms(AnimationSpeed.SLOW.factor) == 250
    assert ThinkTime.LONG.delay_ms(AnimationSpeed.OFF.factor) == 1500


@pytest.mark.parametrize(("code", "expected"), [("en", "You"), ("ja", "あなた"), ("de", "Du")])
def test_default_player_name_follows_the_language(
    data_dir: Path, languages: LanguageManager, code: str, expected: str
) -> None:
    s = AppSettings()
    languages.set_language(code)
    assert s.own_name() == expected
    # A default stored by an older version is not a name the player chose.
    s.player_name = "You"
    assert s.own_name() == expected
    s.player_name = "Ken"
    assert s.own_name() == "Ken"


def test_default_names_are_recognised_in_every_language() -> None:
    for name in ("", "  ", "You", "あなた", "Du", " You "):
        assert is_default_player_name(name)
    assert not is_default_player_name("Yu")


def test_computer_names_round_trip_and_are_trimmed(data_dir: Path) -> None:
    s = AppSettings()
    assert s.computer_names == []
    s.computer_names = ["Otto, der Große", "", "  Paula  ", "ignored fourth"]
    assert AppSettings().computer_names == ["Otto, der Große", "", "Paula"]
    s.computer_names = ["Solo"]
    assert AppSettings().computer_names == ["Solo"]
    s.computer_names = ["x" * 40]
    assert AppSettings().computer_names == ["x" * 24]
