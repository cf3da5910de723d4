"""The new-list dialog: captions, tooltips, presets, computers' names and levels."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from skat_desktop.engine.skat.rules import PRESETS, BockTrigger, RuleSet
from skat_desktop.ui import rule_tips
from skat_desktop.ui.i18n import LanguageManager
from skat_desktop.ui.new_session_dialog import DEFAULT_COMPUTER_NAMES, NewSessionDialog


def _option_rows(dialog: NewSessionDialog) -> list[tuple[QLabel, QWidget]]:
    """The rule options as the player sees them: each row's caption and editor."""
    form = dialog.options_box.layout()
    assert isinstance(form, QFormLayout)
    rows = []
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        editor = form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
        assert isinstance(label, QLabel)
        rows.append((label, editor))
    return rows


def test_every_rule_option_has_an_explanation() -> None:
    fields = {f.name for f in dataclasses.fields(RuleSet)}
    assert fields <= set(rule_tips.OPTION_TIPS), fields - set(rule_tips.OPTION_TIPS)
    assert {t.value for t in BockTrigger} == set(rule_tips.TRIGGER_TIPS)
    assert set(PRESETS) == set(rule_tips.PRESET_TIPS)


@pytest.mark.parametrize("code", ["en", "ja", "de"])
def test_caption_and_tooltip_on_every_field(
    qtbot, data_dir: Path, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    dialog = NewSessionDialog("pub", 4)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle()
    for key, caption in dialog.captions.items():
        assert caption.text(), key
    for caption in dialog.computer_captions:
        assert caption.text()
    for label, editor in _option_rows(dialog):
        assert label.text(), editor
        assert label.toolTip() and editor.toolTip(), label.text()
    for check in dialog.option_editor("bock_triggers").findChildren(QCheckBox):
        assert check.text() and check.toolTip()
    for i in range(dialog.preset.count()):
        assert dialog.preset.itemData(i, 3)  # Qt.ToolTipRole
    for combo in dialog.findChildren(QComboBox):
        assert all(combo.itemText(i) for i in range(combo.count()))
    for box in dialog.findChildren(QGroupBox):
        assert box.title()
    if code == "ja":
        texts = {lb.text() for lb in dialog.findChildren(QLabel)}
        assert not {"Players:", "Computer 1:", "Deals in the list:"} & texts
        assert "Plain" not in rule_tips.option_tip("scoring")


def test_no_caption_ends_in_a_double_colon(qtbot, data_dir: Path) -> None:
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    for label in dialog.findChildren(QLabel):
        assert label.text().count(":") <= 1, label.text()


def test_computer_names_and_levels(qtbot, data_dir: Path) -> None:
    dialog = NewSessionDialog("official", 3, ["easy", "strong", "easy"], "", None, ["Otto", ""])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.computer_names() == ["Otto", DEFAULT_COMPUTER_NAMES[1]]
    assert dialog.levels() == ["human", "easy", "strong"]
    assert not dialog.name_edits[2].isVisible()
    dialog.players.setCurrentIndex(1)
    assert dialog.name_edits[2].isVisible() and dialog.computer_captions[2].isVisible()
    dialog.name_edits[2].setText("  Paula ")
    assert dialog.computer_names() == ["Otto", DEFAULT_COMPUTER_NAMES[1], "Paula"]
    assert dialog.levels() == ["human", "easy", "strong", "easy"]


def test_preset_tooltip_follows_the_choice(qtbot, data_dir: Path) -> None:
    dialog = NewSessionDialog("official")
    qtbot.addWidget(dialog)
    assert dialog.preset.toolTip() == rule_tips.preset_tip("official")
    dialog.preset.setCurrentIndex(dialog.preset.findData("club"))
    assert dialog.preset.toolTip() == rule_tips.preset_tip("club")
    assert dialog.rules() == PRESETS["club"]


@pytest.mark.parametrize(("code", "placeholder"), [("en", "You"), ("ja", "あなた"), ("de", "Du")])
def test_default_name_follows_the_language_until_one_is_set(
    qtbot, data_dir: Path, languages: LanguageManager, code: str, placeholder: str
) -> None:
    # A default saved by an older version ("You") is shown as the placeholder,
    # not frozen into the field in English.
    dialog = NewSessionDialog("official", 3, None, "You")
    qtbot.addWidget(dialog)
    languages.set_language(code)
    dialog.retranslate()
    assert dialog.name.text() == ""
    assert dialog.name.placeholderText() == placeholder
    assert dialog.player_name() == ""
    dialog.name.setText("あなた")  # typing a default is no name either
    assert dialog.player_name() == ""
    dialog.name.setText(" Ken ")
    assert dialog.player_name() == "Ken"


def test_checkbox_options_have_their_caption_beside_them(qtbot, data_dir: Path) -> None:
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    rows = _option_rows(dialog)
    assert any(isinstance(editor, QCheckBox) for _, editor in rows)
    for label, editor in rows:
        assert label.buddy() is editor


def test_options_that_cannot_matter_are_greyed_out_but_kept(qtbot, data_dir: Path) -> None:
    dialog = NewSessionDialog("official")
    qtbot.addWidget(dialog)
    assert not dialog.option_enabled("kontra_timing")  # no Kontra in the official rules
    assert not dialog.option_enabled("jungfrau")  # no Ramsch
    assert not dialog.option_enabled("bock_triggers")
    dialog.preset.setCurrentIndex(dialog.preset.findData("pub"))
    for name in ("kontra_timing", "jungfrau", "schieberamsch_jacks", "bock_triggers"):
        assert dialog.option_enabled(name), name
    kontra = dialog.option_editor("kontra")
    assert isinstance(kontra, QCheckBox)
    kontra.setChecked(False)
    assert not dialog.option_enabled("kontra_timing")
    # A greyed-out option keeps its value in the rules.
    assert dialog.rules() == PRESETS["pub"].replace(kontra=False)
    schieben = dialog.option_editor("schieberamsch")
    assert isinstance(schieben, QCheckBox)
    schieben.setChecked(False)
    assert not dialog.option_enabled("grand_hand_escape")
    assert dialog.option_enabled("jungfrau")
