"""New-list dialog: preset, players, opponents' levels, list length, every option.

The option editors are generated from the ``RuleSet`` dataclass fields, so an
option the engine gains later shows up here without another hand-made form;
choosing a preset fills them in, and any single option may then be changed.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.rules import PRESETS, BockTrigger, RuleError, RuleSet
from skat_desktop.model.settings import LEVELS

from . import texts


_SKIP = {"players", "list_length"}


class NewSessionDialog(QDialog):
    """Collects rules, players and levels for a new list."""

    def __init__(
        self,
        preset: str = "official",
        players: int = 3,
        levels: list[str] | None = None,
        name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewSessionDialog")
        self.setMinimumWidth(520)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self._form = form
        self.preset = QComboBox(self)
        for key in PRESETS:
            self.preset.addItem(key, key)
        form.addRow("", self.preset)
        self.players = QComboBox(self)
        self.players.addItem("3", 3)
        self.players.addItem("4", 4)
        form.addRow("", self.players)
        self.name = QLineEdit(self)
        self.name.setText(name)
        form.addRow("", self.name)
        self.level_boxes: list[QComboBox] = []
        levels_row = QHBoxLayout()
        for _ in range(3):
            box = QComboBox(self)
            for level in LEVELS:
                box.addItem(level, level)
            box.setCurrentIndex(box.findData("normal"))
            levels_row.addWidget(box)
            self.level_boxes.append(box)
        form.addRow("", levels_row)
        self.list_length = QSpinBox(self)
        self.list_length.setRange(0, 480)
        form.addRow("", self.list_length)
        self.options_box = QGroupBox(self)
        options_form = QFormLayout(self.options_box)
        self._editors: dict[str, QWidget] = {}
        self._labels: dict[str, QLabel] = {}
        self._trigger_boxes: dict[BockTrigger, QCheckBox] = {}
        for field in dataclasses.fields(RuleSet):
            if field.name in _SKIP:
                continue
            editor = self._make_editor(field.name, getattr(RuleSet(), field.name))
            label = QLabel(self)
            self._labels[field.name] = label
            options_form.addRow(label, editor)
            self._editors[field.name] = editor
        scroll = QScrollArea(self)
        scroll.setWidget(self.options_box)
        scroll.setWidgetResizable(True)
        scroll.setMinimumHeight(280)
        outer.addWidget(scroll, 1)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b02020;")
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.preset.currentIndexChanged.connect(self._load_preset)
        self.players.currentIndexChanged.connect(self._players_changed)
        index = self.preset.findData(preset)
        self.preset.setCurrentIndex(max(0, index))
        self.players.setCurrentIndex(1 if players == 4 else 0)
        for box, level in zip(self.level_boxes, levels or [], strict=False):
            i = box.findData(level)
            if i >= 0:
                box.setCurrentIndex(i)
        self._load_preset()
        self._players_changed()
        self.retranslate()

    def _make_editor(self, name: str, default: Any) -> QWidget:
        if name == "bock_triggers":
            box = QWidget(self)
            layout = QVBoxLayout(box)
            layout.setContentsMargins(0, 0, 0, 0)
            for trigger in BockTrigger:
                check = QCheckBox(box)
                layout.addWidget(check)
                self._trigger_boxes[trigger] = check
            return box
        if isinstance(default, bool):
            return QCheckBox(self)
        if isinstance(default, enum.Enum):
            combo = QComboBox(self)
            for member in type(default):
                combo.addItem(member.value, member.value)
            return combo
        if name == "grand_ouvert_base":
            combo = QComboBox(self)
            combo.addItem("24", 24)
            combo.addItem("36", 36)
            return combo
        if name == "matador_cap":
            spin = QSpinBox(self)
            spin.setRange(0, 11)
            return spin
        return QLabel(str(default), self)

    def _set_editor(self, name: str, value: Any) -> None:
        editor = self._editors.get(name)
        if name == "bock_triggers":
            for trigger, check in self._trigger_boxes.items():
                check.setChecked(trigger in value)
        elif isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            data = value.value if isinstance(value, enum.Enum) else value
            editor.setCurrentIndex(max(0, editor.findData(data)))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))

    def _editor_value(self, name: str) -> Any:
        editor = self._editors.get(name)
        if name == "bock_triggers":
            return frozenset(t for t, c in self._trigger_boxes.items() if c.isChecked())
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, QSpinBox):
            return editor.value() or None
        return getattr(RuleSet(), name)

    def _load_preset(self) -> None:
        rules = PRESETS[str(self.preset.currentData())]
        for field in dataclasses.fields(RuleSet):
            if field.name not in _SKIP:
                self._set_editor(field.name, getattr(rules, field.name))
        self._players_changed()

    def _players_changed(self) -> None:
        n = int(self.players.currentData() or 3)
        self.level_boxes[2].setVisible(n == 4)
        self.list_length.setSingleStep(n)
        self.list_length.setValue(36 if n == 3 else 48)

    def rules(self) -> RuleSet:
        values = {
            f.name: self._editor_value(f.name)
            for f in dataclasses.fields(RuleSet)
            if f.name not in _SKIP
        }
        n = int(self.players.currentData() or 3)
        length = self.list_length.value() or None
        return RuleSet(players=n, list_length=length, **values)

    def levels(self) -> list[str]:
        n = int(self.players.currentData() or 3)
        return ["human"] + [str(b.currentData()) for b in self.level_boxes[: n - 1]]

    def player_name(self) -> str:
        return self.name.text().strip()

    def _accept(self) -> None:
        try:
            self.rules()
        except RuleError as exc:
            self.error.setText(str(exc))
            return
        self.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NewSession", "New list"))
        labels = [
            QCoreApplication.translate("NewSession", "Rules"),
            QCoreApplication.translate("NewSession", "Players"),
            QCoreApplication.translate("NewSession", "Your name"),
            QCoreApplication.translate("NewSession", "Opponents"),
            QCoreApplication.translate("NewSession", "List length (0 = open)"),
        ]
        for row, text in enumerate(labels):
            item = self._form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                widget.setText(text)
        for i in range(self.preset.count()):
            self.preset.setItemText(i, texts.preset_name(str(self.preset.itemData(i))))
        for box in self.level_boxes:
            for i in range(box.count()):
                box.setItemText(i, texts.level_name(str(box.itemData(i))))
        self.options_box.setTitle(QCoreApplication.translate("NewSession", "Options (change any)"))
        for name, label in self._labels.items():
            label.setText(texts.rule_option_name(name))
            editor = self._editors[name]
            if isinstance(editor, QComboBox) and name != "grand_ouvert_base":
                for i in range(editor.count()):
                    editor.setItemText(i, texts.rule_value_name(str(editor.itemData(i))))
        for trigger, check in self._trigger_boxes.items():
            check.setText(texts.rule_value_name(trigger.value))
        self.list_length.setSpecialValueText(texts.rule_value_name("open"))
        matador = self._editors.get("matador_cap")
        if isinstance(matador, QSpinBox):
            matador.setSpecialValueText(texts.rule_value_name("none"))
        self.name.setPlaceholderText(QCoreApplication.translate("NewSession", "You"))
