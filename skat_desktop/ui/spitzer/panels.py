"""The Spitzer declaration panel: exactly the engine's legal declarations, named.

One button per action in ``view.legal`` (pass, each callable ace or "first
trick", with and without Schneider, the three Zolas, Schneider), so the panel
cannot offer what the rules forbid; the engine still checks everything. The
trump order is written under the title: a player new to Spitzer decides with
it in view. ``action_chosen`` carries the action; the panel never touches the
model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from skat_desktop.engine.spitzer.api import (
    BIG_QUEEN,
    LITTLE_QUEEN,
    SpitzerAction,
    SpitzerView,
)

from ..hint_panel import HintPanel, HintRow
from . import texts

if TYPE_CHECKING:
    # The search is loaded with the first hint, in the worker (ai.levels.hint_options).
    from skat_desktop.ai.spitzer.hints import SpitzerHintOption


COMPACT_FONT_SCALE = 0.9
"""The buttons' font in a small window (Japanese labels such as
クラブのエースを指名、シュナイダー宣言 are the longest)."""


class SpitzerDeclarePanel(QFrame):
    """Pass or declare, one button per legal action."""

    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 14)
        layout.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("PromptTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(360)
        layout.addWidget(self.title)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.legend)
        self._grid = QGridLayout()
        self._grid.setSpacing(6)
        layout.addLayout(self._grid)
        self.buttons: dict[SpitzerAction, QPushButton] = {}
        self.columns = 3
        self.view: SpitzerView | None = None
        self._hint: SpitzerAction | None = None

    def set_view(self, view: SpitzerView) -> None:
        """Offer the legal declarations of ``view`` (the human's turn in the round)."""
        self.view = view
        for button in self.buttons.values():
            self._grid.removeWidget(button)
            button.hide()  # deleteLater waits for the event loop
            button.deleteLater()
        self.buttons = {}
        for i, action in enumerate(view.legal):
            button = QPushButton(self)
            button.setObjectName("spitzerAction")
            button.setProperty("primary", i == 0)
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self.buttons[action] = button
        self._lay_out()
        self.retranslate()

    def set_columns(self, columns: int) -> None:
        """Buttons per row (fewer when the table is narrow or the words are long)."""
        if columns != self.columns:
            self.columns = columns
            self._lay_out()

    def texts_fit(self) -> bool:
        """Every button shows its whole label at its current width."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        # The size hint, not the font metrics: the style sheet's font and
        # padding are what the button paints with.
        return all(b.sizeHint().width() <= b.width() for b in self.buttons.values())

    def set_compact(self, compact: bool) -> None:
        """Narrow side padding on the buttons (a small window squeezes two
        columns of "Call the ace of clubs, Schneider" into the table)."""
        font = QFont(self.font())
        if compact:
            font.setPointSizeF(font.pointSizeF() * COMPACT_FONT_SCALE)
        for button in self.buttons.values():
            button.setFont(font)
            if bool(button.property("compact")) != compact:
                button.setProperty("compact", compact)
                button.style().unpolish(button)
                button.style().polish(button)

    def _lay_out(self) -> None:
        for button in self.buttons.values():
            self._grid.removeWidget(button)
        for i, button in enumerate(self.buttons.values()):
            self._grid.addWidget(button, i // self.columns, i % self.columns)

    def mark_hint(self, action: SpitzerAction | None) -> None:
        self._hint = action
        for act, button in self.buttons.items():
            # "hint" is the property the prompt panels' style sheet draws
            # (ui/panels.py PANEL_STYLE), as on the Skat panels.
            button.setProperty("hint", act == action)
            button.style().unpolish(button)
            button.style().polish(button)

    def retranslate(self) -> None:
        view = self.view
        both = view is not None and bool(
            view.hand >> BIG_QUEEN & 1 and view.hand >> LITTLE_QUEEN & 1
        )
        if both:
            title = texts.both_queens_title()
        else:
            title = QCoreApplication.translate("Spitzer", "Your declaration")
        self.title.setText(title)
        self.legend.setText(texts.trump_order_text())
        self.legend.setToolTip(texts.trump_legend())
        for action, button in self.buttons.items():
            button.setText(texts.action_text(action))
            button.setToolTip(texts.action_tip(action))


def hint_rows(options: list[SpitzerHintOption]) -> list[HintRow]:
    """Spitzer's hint options as rows of the hint table, in the current language.

    The chance is that the player's side scores (a Spitzer deal is won by a
    side, not by one player); a declaration's row says what it means.
    """
    return [
        HintRow(
            texts.action_text(option.action),
            option.win_chance,
            option.expected_score,
            reason=texts.action_tip(option.action),
        )
        for option in options
    ]


class SpitzerHintPanel(HintPanel):
    """The hint table for Spitzer; ``spitzer_options`` holds the options shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.spitzer_options: list[SpitzerHintOption] = []
        super().__init__(parent)

    def set_spitzer_options(self, options: list[SpitzerHintOption]) -> None:
        self.show_rows(lambda: hint_rows(options))
        self.spitzer_options = options

    def _forget(self) -> None:
        self.spitzer_options = []

    def win_column(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("Spitzer", "Side scores"),
            QCoreApplication.translate(
                "Spitzer",
                "How often your side scores with this choice, in the deals the search tried",
            ),
        )
