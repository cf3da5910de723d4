"""The settings dialog: deck, card back, table colour, speed, language, play aids.

The dialog edits a :class:`SettingsValues` snapshot, never the main window:
*OK* and *Apply* write the snapshot to :class:`AppSettings` and emit
``settings_applied`` with the names of the fields that changed, and the window
reacts to those names as :class:`SettingsValues` describes. Keeping the
dialog ignorant of the window means it can be opened, tested and
screenshotted on its own, and the window stays the one place that knows how
a change is carried out (re-rendering cards, re-timing animations, swapping
translators).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.model.settings import LEVELS as HINT_LEVELS
from skat_desktop.model.settings import AnimationSpeed, AppSettings
from skat_desktop.model.settings_keys import TABLE_COLOURS, ThinkTime, table_colour_hex

from . import texts
from .aid_settings_box import AidSettingsBox
from .card_theme import DeckInfo, discover_decks
from .i18n import LANGUAGES


@dataclasses.dataclass(frozen=True)
class SettingsValues:
    """One snapshot of every choice the dialog offers.

    How the main window applies each field when it is named in
    ``settings_applied``:

    - ``deck``: ``renderer.set_deck(deck)`` and repaint the table and panels;
    - ``card_back``: ``renderer.set_back_deck(card_back or None)``;
    - ``table_colour``: repaint the felt with ``table_colour_hex(table_colour)``;
    - ``animation_speed``: ``apply_speed(speed)`` (table animations);
    - ``think_time``: ``model.move_delay_ms = think_time.delay_ms(speed.factor)``;
    - ``language``: ``languages.set_language(language or system_language())``;
    - ``confirm_card``: ask before a clicked card is played;
    - ``auto_single_card``: play the only legal card by itself;
    - ``show_win_chances``: show or hide the hint table's win-chance column;
    - ``ask_undo_practice``: ask before the first undo turns a list into practice
      (read when the question would be asked; the way back from "don't ask again");
    - ``hint_level``: ``set_hint_level(hint_level)`` (hints and par; the menu's too);
    - ``bidding_aid``, ``points_aid``, ``trumps_aid``, ``tournament``: the learning
      aids; the window's ``aids.apply_settings()`` reads them again.
    """

    deck: str
    card_back: str
    table_colour: str
    animation_speed: AnimationSpeed
    think_time: ThinkTime
    language: str
    confirm_card: bool
    auto_single_card: bool
    show_win_chances: bool
    ask_undo_practice: bool
    bidding_aid: bool = False
    points_aid: bool = True
    trumps_aid: bool = True
    tournament: bool = False
    hint_level: str = "strong"

    @classmethod
    def from_settings(cls, settings: AppSettings) -> SettingsValues:
        return cls(
            deck=settings.deck,
            card_back=settings.card_back,
            table_colour=settings.table_colour,
            animation_speed=settings.animation_speed,
            think_time=settings.think_time,
            language=settings.language,
            confirm_card=settings.confirm_card,
            auto_single_card=settings.auto_single_card,
            show_win_chances=settings.show_win_chances,
            ask_undo_practice=settings.ask_undo_practice,
            bidding_aid=settings.bidding_aid,
            points_aid=settings.points_aid,
            trumps_aid=settings.trumps_aid,
            tournament=settings.tournament,
            hint_level=settings.hint_level,
        )

    def write_to(self, settings: AppSettings) -> None:
        settings.deck = self.deck
        settings.card_back = self.card_back
        settings.table_colour = self.table_colour
        settings.animation_speed = self.animation_speed
        settings.think_time = self.think_time
        settings.language = self.language
        settings.confirm_card = self.confirm_card
        settings.auto_single_card = self.auto_single_card
        settings.show_win_chances = self.show_win_chances
        settings.ask_undo_practice = self.ask_undo_practice
        settings.bidding_aid = self.bidding_aid
        settings.points_aid = self.points_aid
        settings.trumps_aid = self.trumps_aid
        settings.tournament = self.tournament
        settings.hint_level = self.hint_level

    def changed_fields(self, other: SettingsValues) -> list[str]:
        """Names of the fields whose value differs in ``other``, in field order."""
        return [
            f.name
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(other, f.name)
        ]


DEFAULTS = SettingsValues(
    deck="french4",
    card_back="",
    table_colour="green",
    animation_speed=AnimationSpeed.NORMAL,
    think_time=ThinkTime.AUTO,
    language="",
    confirm_card=False,
    auto_single_card=False,
    show_win_chances=True,
    ask_undo_practice=True,
    hint_level="strong",
)
"""What *Restore defaults* shows (the same defaults AppSettings falls back to)."""


class SettingsDialog(QDialog):
    """Edits the program's settings; emits ``settings_applied`` on OK/Apply."""

    settings_applied = Signal(list)
    """``list[str]``: names of the :class:`SettingsValues` fields that changed."""

    def __init__(
        self,
        settings: AppSettings,
        decks: Sequence[DeckInfo] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self._settings = settings
        self._decks = list(decks) if decks is not None else discover_decks()
        outer = QVBoxLayout(self)

        self.table_box = QGroupBox(self)
        table_form = QFormLayout(self.table_box)
        self.deck = QComboBox(self)
        self.card_back = QComboBox(self)
        self.card_back.addItem("", "")
        for deck in self._decks:
            # Named in retranslate(), in the language picked in the app.
            self.deck.addItem("", deck.id)
            self.card_back.addItem("", deck.id)
        self.table_colour = QComboBox(self)
        for colour_id, hex_value in TABLE_COLOURS:
            swatch = QPixmap(16, 16)
            swatch.fill(QColor(hex_value))
            self.table_colour.addItem(QIcon(swatch), "", colour_id)
        self.animation_speed = QComboBox(self)
        for speed in AnimationSpeed:
            self.animation_speed.addItem("", speed.value)
        self.labels: dict[str, QLabel] = {}
        for name, editor in (
            ("deck", self.deck),
            ("card_back", self.card_back),
            ("table_colour", self.table_colour),
            ("animation_speed", self.animation_speed),
        ):
            label = QLabel(self)
            label.setBuddy(editor)
            self.labels[name] = label
            table_form.addRow(label, editor)
        outer.addWidget(self.table_box)

        self.play_box = QGroupBox(self)
        play_form = QFormLayout(self.play_box)
        self.think_time = QComboBox(self)
        for choice in ThinkTime:
            self.think_time.addItem("", choice.value)
        label = QLabel(self)
        label.setBuddy(self.think_time)
        self.labels["think_time"] = label
        play_form.addRow(label, self.think_time)
        self.hint_level = QComboBox(self)
        for level in HINT_LEVELS:
            self.hint_level.addItem(texts.level_name(level), level)
        label = QLabel(self)
        label.setBuddy(self.hint_level)
        self.labels["hint_level"] = label
        play_form.addRow(label, self.hint_level)
        self.confirm_card = QCheckBox(self)
        self.auto_single_card = QCheckBox(self)
        self.show_win_chances = QCheckBox(self)
        self.ask_undo_practice = QCheckBox(self)
        for check in (
            self.confirm_card,
            self.auto_single_card,
            self.show_win_chances,
            self.ask_undo_practice,
        ):
            play_form.addRow(check)
        outer.addWidget(self.play_box)
        self.aids = AidSettingsBox(self)
        outer.addWidget(self.aids)

        self.language_box = QGroupBox(self)
        language_form = QFormLayout(self.language_box)
        self.language = QComboBox(self)
        self.language.addItem("", "")
        for code, own_name in LANGUAGES:
            self.language.addItem(own_name, code)
        label = QLabel(self)
        label.setBuddy(self.language)
        self.labels["language"] = label
        language_form.addRow(label, self.language)
        outer.addWidget(self.language_box)
        outer.addStretch(1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        self._button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        self._button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_values(DEFAULTS)
        )
        outer.addWidget(self.buttons)

        self.set_values(SettingsValues.from_settings(settings))
        self.retranslate()

    def _button(self, which: QDialogButtonBox.StandardButton) -> QPushButton:
        button = self.buttons.button(which)
        assert button is not None  # created in __init__
        return button

    # ------------------------------------------------------------------ values
    def set_values(self, values: SettingsValues) -> None:
        """Show ``values`` in the editors (nothing is written yet)."""
        _select(self.deck, values.deck)
        _select(self.card_back, values.card_back)
        _select(self.table_colour, values.table_colour)
        _select(self.animation_speed, values.animation_speed.value)
        _select(self.think_time, values.think_time.value)
        _select(self.language, values.language)
        self.confirm_card.setChecked(values.confirm_card)
        self.auto_single_card.setChecked(values.auto_single_card)
        self.show_win_chances.setChecked(values.show_win_chances)
        self.ask_undo_practice.setChecked(values.ask_undo_practice)
        self.aids.set_values(
            values.bidding_aid, values.points_aid, values.trumps_aid, values.tournament
        )
        _select(self.hint_level, values.hint_level)

    def values(self) -> SettingsValues:
        """The choices as the editors show them now."""
        return SettingsValues(
            deck=str(self.deck.currentData() or self._settings.deck),
            card_back=str(self.card_back.currentData() or ""),
            table_colour=str(self.table_colour.currentData()),
            animation_speed=AnimationSpeed(str(self.animation_speed.currentData())),
            think_time=ThinkTime(str(self.think_time.currentData())),
            language=str(self.language.currentData() or ""),
            confirm_card=self.confirm_card.isChecked(),
            auto_single_card=self.auto_single_card.isChecked(),
            show_win_chances=self.show_win_chances.isChecked(),
            ask_undo_practice=self.ask_undo_practice.isChecked(),
            bidding_aid=self.aids.bidding_aid.isChecked(),
            points_aid=self.aids.points_aid.isChecked(),
            trumps_aid=self.aids.trumps_aid.isChecked(),
            tournament=self.aids.tournament.isChecked(),
            hint_level=str(self.hint_level.currentData() or "strong"),
        )

    def apply(self) -> list[str]:
        """Write the editors' values; emit and return the changed field names."""
        before = SettingsValues.from_settings(self._settings)
        after = self.values()
        changed = before.changed_fields(after)
        if changed:
            after.write_to(self._settings)
            self.settings_applied.emit(changed)
        return changed

    def _ok(self) -> None:
        self.apply()
        self.accept()

    # ------------------------------------------------------------------ text
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Settings", "Settings"))
        self.table_box.setTitle(QCoreApplication.translate("Settings", "Table and cards"))
        self.play_box.setTitle(QCoreApplication.translate("Settings", "Play"))
        self.language_box.setTitle(QCoreApplication.translate("Settings", "Language"))
        self.aids.retranslate()
        captions = {
            "deck": QCoreApplication.translate("Settings", "Card deck:"),
            "card_back": QCoreApplication.translate("Settings", "Card back:"),
            "table_colour": QCoreApplication.translate("Settings", "Table colour:"),
            "animation_speed": QCoreApplication.translate("Settings", "Animation speed:"),
            "think_time": QCoreApplication.translate("Settings", "Computers' think time:"),
            "hint_level": QCoreApplication.translate("Settings", "Hints and par from:"),
            "language": QCoreApplication.translate("Settings", "Language:"),
        }
        for name, label in self.labels.items():
            label.setText(captions[name])
            label.setMinimumWidth(0)
        # One caption width for all three groups, so their fields line up.
        width = max(label.sizeHint().width() for label in self.labels.values())
        for label in self.labels.values():
            label.setMinimumWidth(width)
        self.card_back.setItemText(0, QCoreApplication.translate("Settings", "The deck's own back"))
        for deck in self._decks:
            self.deck.setItemText(self.deck.findData(deck.id), deck.display_name())
            self.card_back.setItemText(self.card_back.findData(deck.id), deck.display_name())
        colour_names = {
            "green": QCoreApplication.translate("Settings", "Green felt"),
            "blue": QCoreApplication.translate("Settings", "Blue"),
            "red": QCoreApplication.translate("Settings", "Wine red"),
            "brown": QCoreApplication.translate("Settings", "Wood brown"),
            "grey": QCoreApplication.translate("Settings", "Slate grey"),
        }
        for i in range(self.table_colour.count()):
            self.table_colour.setItemText(i, colour_names[str(self.table_colour.itemData(i))])
        speed_names = {
            "off": QCoreApplication.translate("Settings", "Off (no animation)"),
            "fast": QCoreApplication.translate("Settings", "Fast"),
            "normal": QCoreApplication.translate("Settings", "Normal"),
            "slow": QCoreApplication.translate("Settings", "Slow"),
        }
        for i in range(self.animation_speed.count()):
            self.animation_speed.setItemText(i, speed_names[str(self.animation_speed.itemData(i))])
        think_names = {
            "auto": QCoreApplication.translate("Settings", "Follow the animation speed"),
            "short": QCoreApplication.translate("Settings", "Short (¼ second)"),
            "normal": QCoreApplication.translate("Settings", "Normal (⅔ second)"),
            "long": QCoreApplication.translate("Settings", "Long (1½ seconds)"),
        }
        for i in range(self.think_time.count()):
            self.think_time.setItemText(i, think_names[str(self.think_time.itemData(i))])
        self.language.setItemText(0, QCoreApplication.translate("Settings", "System language"))
        for i in range(self.hint_level.count()):
            self.hint_level.setItemText(i, texts.level_name(str(self.hint_level.itemData(i))))
        self.confirm_card.setText(
            QCoreApplication.translate("Settings", "Ask before playing a card")
        )
        self.auto_single_card.setText(
            QCoreApplication.translate("Settings", "Play a single legal card automatically")
        )
        self.show_win_chances.setText(
            QCoreApplication.translate("Settings", "Show the win chance in hints")
        )
        self.ask_undo_practice.setText(
            QCoreApplication.translate("Settings", "Ask before undo makes a list practice")
        )
        tips = {
            self.deck: QCoreApplication.translate(
                "Settings", "The picture of the cards: French or German suits."
            ),
            self.card_back: QCoreApplication.translate(
                "Settings", "Draw the backs of the cards from another deck."
            ),
            self.table_colour: QCoreApplication.translate(
                "Settings", "The colour of the cloth on the table."
            ),
            self.animation_speed: QCoreApplication.translate(
                "Settings", "How fast cards are dealt and moved."
            ),
            self.think_time: QCoreApplication.translate(
                "Settings",
                "The shortest time a computer player takes before its card is shown,"
                " so you can follow the play.",
            ),
            self.language: QCoreApplication.translate(
                "Settings", "The language of menus, messages and help."
            ),
            self.confirm_card: QCoreApplication.translate(
                "Settings",
                "A click on a card first asks whether to play it, against slips of the mouse.",
            ),
            self.auto_single_card: QCoreApplication.translate(
                "Settings",
                "When only one card may be played, it is played without waiting for you.",
            ),
            self.show_win_chances: QCoreApplication.translate(
                "Settings",
                "The hint table shows how often each choice wins, beside its expected score.",
            ),
            self.hint_level: QCoreApplication.translate(
                "Settings",
                "The computer player whose advice the hints give and whose result par is;"
                " a weaker one answers faster.",
            ),
            self.ask_undo_practice: QCoreApplication.translate(
                "Settings",
                "A list in which a move was taken back counts as practice, not in your"
                " statistics; the first undo of a list asks before it does that.",
            ),
        }
        for widget, tip in tips.items():
            widget.setToolTip(tip)
            label_for = next((lb for lb in self.labels.values() if lb.buddy() is widget), None)
            if label_for is not None:
                label_for.setToolTip(tip)
        self._button(QDialogButtonBox.StandardButton.RestoreDefaults).setToolTip(
            QCoreApplication.translate(
                "Settings", "Show the default settings; nothing changes until OK or Apply."
            )
        )


def _select(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)


__all__ = ["DEFAULTS", "SettingsDialog", "SettingsValues", "table_colour_hex"]
