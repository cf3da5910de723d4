"""New-list dialog: preset, players, the computers' names and levels, every option.

The option editors are generated from the ``RuleSet`` dataclass fields, so an
option the engine gains later shows up here without another hand-made form;
choosing a preset fills them in, and any single option may then be changed.
Every field has a caption and every rule option a tooltip explaining it
(:mod:`rule_tips`), in the current language. These are the first game's
(Skat's) options; a game with options of its own brings its rows through the UI
registry (:attr:`~.game_pieces.UiGame.list_options`), shown in their place.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import PRESETS, BockTrigger, RuleError, RuleSet, find_game
from skat_desktop.model.settings import LEVELS
from skat_desktop.model.settings_keys import MAX_NAME_LENGTH, is_default_player_name

from . import rule_tips, texts
from .game_pieces import UI_GAMES, ListOptions, find_ui_game
from .window_layout import fit_within, keep_inside, room

_SKIP = {"players", "list_length"}

DEFAULT_COMPUTER_NAMES: tuple[str, ...] = ("Anna", "Bernd", "Clara")
"""The computers' names when none were given (the same as the main window's)."""


class NewSessionDialog(QDialog):
    """Collects rules, players and levels for a new list."""

    def __init__(
        self,
        preset: str = "official",
        players: int = 3,
        levels: list[str] | None = None,
        name: str = "",
        parent: QWidget | None = None,
        computer_names: list[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewSessionDialog")
        outer = QVBoxLayout(self)
        # Everything but the buttons scrolls as one page: the dialog is as
        # large as what the chosen game shows, and no larger than the window
        # it belongs to (see :meth:`_fit_size`).
        self.body = QWidget(self)
        self.body.setObjectName("NewSessionBody")
        body = self._body_layout = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        body.addLayout(form)
        self._form = form
        self.captions: dict[str, QLabel] = {}
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("gameChooser")
        for game_name in UI_GAMES:  # every game with a table, in menu order
            self.game_box.addItem(find_game(game_name).title, game_name)
        self._add_row(form, "game", self.game_box)
        self.game_options: dict[str, ListOptions] = {}
        """The rows of each game that has options of its own, by the game's name."""
        for game_name, ui_game in UI_GAMES.items():
            make = ui_game.list_options
            if make is not None:
                self.game_options[game_name] = options = make(self)
                for caption, editor in options.rows():
                    form.addRow(caption, editor)
        self.preset = QComboBox(self)
        for key in PRESETS:
            self.preset.addItem(key, key)
        self._add_row(form, "preset", self.preset)
        self.players = QComboBox(self)
        self.players.addItem("3", 3)
        self.players.addItem("4", 4)
        self._add_row(form, "players", self.players)
        self.name = QLineEdit(self)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setText("" if is_default_player_name(name) else name)
        self._add_row(form, "name", self.name)
        self.list_length = QSpinBox(self)
        self.list_length.setRange(0, 480)
        self._add_row(form, "list_length", self.list_length)

        self.computers_box = QGroupBox(self)
        computers_form = QFormLayout(self.computers_box)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        self.computer_captions: list[QLabel] = []
        given = list(computer_names or [])
        for i in range(3):
            edit = QLineEdit(self)
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setText(given[i] if i < len(given) and given[i].strip() else "")
            edit.setPlaceholderText(DEFAULT_COMPUTER_NAMES[i])
            box = QComboBox(self)
            for level in LEVELS:
                box.addItem(level, level)
            box.setCurrentIndex(box.findData("normal"))
            row = QHBoxLayout()
            row.addWidget(edit, 3)
            row.addWidget(box, 2)
            caption = QLabel(self)
            caption.setBuddy(edit)
            computers_form.addRow(caption, row)
            self.name_edits.append(edit)
            self.level_boxes.append(box)
            self.computer_captions.append(caption)
        body.addWidget(self.computers_box)

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
            label.setBuddy(editor)
            self._labels[field.name] = label
            options_form.addRow(label, editor)
            self._editors[field.name] = editor
        body.addWidget(self.options_box)
        body.addStretch(1)  # a dialog made taller by hand keeps its rows together
        scroll = QScrollArea(self)
        scroll.setObjectName("NewSessionScroll")
        scroll.setWidget(self.body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(scroll, 1)
        self.page = scroll
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b02020;")
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.error.setWordWrap(True)
        self.error.hide()  # a line of its own only when there is something to say
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
        for name in ("kontra", "concede", "all_pass", "bock", "ramsch_after_bock", "schieberamsch"):
            editor = self._editors[name]
            if isinstance(editor, QCheckBox):
                editor.toggled.connect(self._update_enabled)
            elif isinstance(editor, QComboBox):
                editor.currentIndexChanged.connect(self._update_enabled)
        self._update_enabled()
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        self.retranslate()
        self._fit_size()

    def game(self) -> str:
        """The chosen game's registry name (``"skat"``, …)."""
        return str(self.game_box.currentData())

    def table_size(self) -> int:
        """How many play at the chosen game's table (the players box where it may vary)."""
        sizes = find_game(self.game()).table_sizes
        if len(sizes) == 1:
            return sizes[0]
        return int(self.players.currentData() or sizes[0])

    def _game_changed(self) -> None:
        """Show only what applies: a game's own rows, or the rule options and table size."""
        own = self.game_options.get(self.game())
        for key, editor in (
            ("preset", self.preset),
            ("players", self.players),
            ("list_length", self.list_length),
        ):
            self.captions[key].setVisible(own is None)
            editor.setVisible(own is None)
        for options in self.game_options.values():
            for row_caption, row_editor in options.rows():
                row_caption.setVisible(options is own)
                row_editor.setVisible(options is own)
        self.options_box.setVisible(own is None)
        self._show_computers()

    def _show_computers(self) -> None:
        """The computers' rows at this table size, then the dialog's new size."""
        four = self.table_size() == 4
        for widget in (self.level_boxes[2], self.name_edits[2], self.computer_captions[2]):
            widget.setVisible(four)
        if hasattr(self, "page"):  # not while the dialog is being built
            self._fit_size()

    def _fit_size(self) -> None:
        """Fit now and once more when the rows just shown have their sizes."""
        self._fit_now()
        QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        """As large as the chosen game's rows, within its window (see
        :func:`.window_layout.fit_within`), about the same centre.

        Switching to a game with few options hides most rows: the dialog
        shrinks instead of leaving them as empty space; switching back to Skat
        grows it only as far as the window allows, and the page scrolls.
        """
        layout = self.layout()
        if layout is None:
            return
        self._body_layout.invalidate()  # rows just shown bring their own sizes
        content = self._body_layout.sizeHint()
        margins = layout.contentsMargins()
        width = content.width() + margins.left() + margins.right()
        height = content.height() + margins.top() + margins.bottom()
        for widget in (self.error, self.buttons):
            if not widget.isHidden():
                height += layout.spacing() + widget.sizeHint().height()
        if height > room(self).height():  # the page scrolls: its bar beside the rows
            width += self.page.verticalScrollBar().sizeHint().width()
        centre = self.frameGeometry().center()
        fit_within(self, QSize(width, height))
        if self.isVisible():
            self.move(self.pos() + centre - self.frameGeometry().center())
            keep_inside(self)

    def _update_enabled(self) -> None:
        """Grey out options that cannot matter under the other choices.

        Their values are kept (and still go into the rules), so switching the
        governing option back restores them as they were.
        """
        values = {name: self._editor_value(name) for name in self._editors}
        ramsch = values["all_pass"] == "ramsch" or bool(values["ramsch_after_bock"])
        active = {
            "kontra_timing": bool(values["kontra"]),
            "kontra_needs_bid": bool(values["kontra"]),
            "concede_scoring": bool(values["concede"]),
            "ramsch_skat_to": ramsch,
            "ramsch_ties": ramsch,
            "jungfrau": ramsch,
            "durchmarsch": ramsch,
            "schieberamsch": ramsch,
            "schieberamsch_jacks": ramsch and bool(values["schieberamsch"]),
            "grand_hand_escape": ramsch and bool(values["schieberamsch"]),
            "bock_triggers": bool(values["bock"]),
        }
        for name, on in active.items():
            if name in self._editors:
                self._editors[name].setEnabled(on)
                self._labels[name].setEnabled(on)

    def option_editor(self, name: str) -> QWidget:
        """The widget that edits rule option ``name`` (its label is the widget's buddy)."""
        return self._editors[name]

    def option_enabled(self, name: str) -> bool:
        """Whether the editor of rule option ``name`` can be changed now."""
        return self._editors[name].isEnabled()

    def _add_row(self, form: QFormLayout, key: str, editor: QWidget) -> None:
        caption = QLabel(self)
        caption.setBuddy(editor)
        self.captions[key] = caption
        form.addRow(caption, editor)

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
        self.preset.setToolTip(rule_tips.preset_tip(str(self.preset.currentData())))
        self._players_changed()

    def _players_changed(self) -> None:
        n = int(self.players.currentData() or 3)
        self.list_length.setSingleStep(n)
        self.list_length.setValue(36 if n == 3 else 48)
        self._show_computers()

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
        n = self.table_size()
        return ["human"] + [str(b.currentData()) for b in self.level_boxes[: n - 1]]

    def player_name(self) -> str:
        """The name typed in; "" when it was left empty or is a default name.

        An empty answer lets the caller show the default in the current
        language ("You", "あなた", "Du") instead of freezing one language's.
        """
        text = self.name.text().strip()
        return "" if is_default_player_name(text) else text

    def computer_names(self) -> list[str]:
        """The computers' names at this table size (defaults where left empty)."""
        n = self.table_size()
        return [
            edit.text().strip() or DEFAULT_COMPUTER_NAMES[i]
            for i, edit in enumerate(self.name_edits[: n - 1])
        ]

    def _accept(self) -> None:
        if self.game() in self.game_options:  # no rule options to check
            self.accept()
            return
        try:
            self.rules()
        except RuleError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        self.accept()

    def showEvent(self, event: QShowEvent) -> None:
        """Fit again once shown (the style's last word on sizes), about the
        centre where Qt placed the dialog on its window."""
        super().showEvent(event)
        self._fit_size()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_size()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("NewSession", "New list"))
        captions = {
            "game": QCoreApplication.translate("NewSession", "Game:"),
            "preset": QCoreApplication.translate("NewSession", "Rules:"),
            "players": QCoreApplication.translate("NewSession", "Players:"),
            "name": QCoreApplication.translate("NewSession", "Your name:"),
            "list_length": QCoreApplication.translate("NewSession", "Deals in the list:"),
        }
        for key, caption in self.captions.items():
            caption.setText(captions[key])
        self.captions["preset"].setToolTip(
            QCoreApplication.translate(
                "NewSession", "Choose a set of rules; any option can be changed."
            )
        )
        for i in range(self.game_box.count()):
            game = find_ui_game(str(self.game_box.itemData(i)))
            self.game_box.setItemText(i, game.chooser_title())
        for options in self.game_options.values():
            options.retranslate()
        self.captions["players"].setToolTip(rule_tips.option_tip("players"))
        self.players.setToolTip(rule_tips.option_tip("players"))
        self.captions["list_length"].setToolTip(rule_tips.option_tip("list_length"))
        self.list_length.setToolTip(rule_tips.option_tip("list_length"))
        name_tip = QCoreApplication.translate(
            "NewSession", 'Your name on the score sheet; leave it empty to be called "You".'
        )
        self.captions["name"].setToolTip(name_tip)
        self.name.setToolTip(name_tip)
        self.players.setItemText(0, QCoreApplication.translate("NewSession", "3 players"))
        self.players.setItemText(
            1, QCoreApplication.translate("NewSession", "4 players (the dealer sits out)")
        )
        for i in range(self.preset.count()):
            key = str(self.preset.itemData(i))
            self.preset.setItemText(i, texts.preset_name(key))
            self.preset.setItemData(i, rule_tips.preset_tip(key), Qt.ItemDataRole.ToolTipRole)
        self.preset.setToolTip(rule_tips.preset_tip(str(self.preset.currentData())))
        self.computers_box.setTitle(
            QCoreApplication.translate("NewSession", "Computer players: name and level")
        )
        level_tip = QCoreApplication.translate(
            "NewSession",
            "Easy plays simple rules of thumb; Normal and Strong search the possible"
            " card distributions, Strong for longer.",
        )
        for i, (caption, edit, box) in enumerate(
            zip(self.computer_captions, self.name_edits, self.level_boxes, strict=True)
        ):
            caption.setText(
                QCoreApplication.translate("NewSession", "Computer {n}:").format(n=i + 1)
            )
            edit.setToolTip(
                QCoreApplication.translate("NewSession", "The computer's name on the score sheet.")
            )
            box.setToolTip(level_tip)
            for j in range(box.count()):
                box.setItemText(j, texts.level_name(str(box.itemData(j))))
        self.options_box.setTitle(QCoreApplication.translate("NewSession", "Options (change any)"))
        for name, label in self._labels.items():
            label.setText(_caption(texts.rule_option_name(name)))
            tip = rule_tips.option_tip(name)
            label.setToolTip(tip)
            editor = self._editors[name]
            editor.setToolTip(tip)
            if isinstance(editor, QComboBox) and name != "grand_ouvert_base":
                for i in range(editor.count()):
                    editor.setItemText(i, texts.rule_value_name(str(editor.itemData(i))))
        for trigger, check in self._trigger_boxes.items():
            check.setText(texts.rule_value_name(trigger.value))
            check.setToolTip(rule_tips.trigger_tip(trigger.value))
        self.list_length.setSpecialValueText(texts.rule_value_name("open"))
        matador = self._editors.get("matador_cap")
        if isinstance(matador, QSpinBox):
            matador.setSpecialValueText(texts.rule_value_name("none"))
        self.name.setPlaceholderText(QCoreApplication.translate("NewSession", "You"))


def _caption(name: str) -> str:
    """A form caption from an option name: "Name:" (per language), never "A: b:"."""
    if ":" in name or "：" in name:
        return name
    return QCoreApplication.translate("NewSession", "{label}:").format(label=name)
