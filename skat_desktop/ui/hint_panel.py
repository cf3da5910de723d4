"""Side panel listing the hint engine's ranked options with their win chances.

The suggestion itself is marked on the table by the main window; this panel
explains it: every candidate the engine looked at, how often it wins and what
it scores on average, and the engine's own one-line reason.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from skat_desktop.engine.api import actions as A
from skat_desktop.model.players import HintOption

from . import texts
from .felt_style import ACCENT, SUGGESTED


WIN_COLUMN = 1
"""The hint table's win-chance column."""


def option_label(option: HintOption, hand: bool) -> str:
    action = option.action
    if isinstance(action, A.Declare):
        return texts.declare_name(action, hand)
    return texts.action_text(action)


class HintPanel(QWidget):
    """Ranked hint options; empty with a short explanation until asked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("HintTree")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(3)
        self.tree.setWordWrap(True)
        layout.addWidget(self.tree, 1)
        self.options: list[HintOption] = []
        self._show_chances = True
        self._hand = False
        self._state = "idle"
        self.retranslate()

    def set_show_win_chances(self, on: bool) -> None:
        """Show or hide the win-chance column (a setting: some players find it a spoiler)."""
        self._show_chances = on
        self.tree.setColumnHidden(WIN_COLUMN, not on)

    def shows_win_chances(self) -> bool:
        return not self.tree.isColumnHidden(WIN_COLUMN)

    def set_busy(self) -> None:
        self._state = "busy"
        self.options = []
        self.retranslate()

    def set_unavailable(self, why: str) -> None:
        self._state = why
        self.options = []
        self.retranslate()

    def clear(self) -> None:
        self._state = "idle"
        self.options = []
        self.retranslate()

    def set_options(self, options: list[HintOption], hand: bool) -> None:
        self._state = "ready"
        self.options = options
        self._hand = hand
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(QCoreApplication.translate("HintPanel", "Hint"))
        # In Ramsch play the search minimises card points, so the table says so
        # instead of calling them a score or a win.
        ramsch = any(o.card_points is not None for o in self.options)
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("HintPanel", "Option"),
                QCoreApplication.translate("HintPanel", "≤ 40")
                if ramsch
                else QCoreApplication.translate("HintPanel", "Wins"),
                QCoreApplication.translate("HintPanel", "Card points")
                if ramsch
                else QCoreApplication.translate("HintPanel", "Score"),
            ]
        )
        if ramsch:
            self.tree.headerItem().setToolTip(
                WIN_COLUMN,
                QCoreApplication.translate(
                    "HintPanel", "Chance to end with at most 40 card points"
                ),
            )
            self.tree.headerItem().setToolTip(
                2,
                QCoreApplication.translate(
                    "HintPanel", "Card points you are expected to end with (fewer is better)"
                ),
            )
        else:
            self.tree.headerItem().setToolTip(WIN_COLUMN, "")
            self.tree.headerItem().setToolTip(2, "")
        status = {
            "idle": QCoreApplication.translate(
                "HintPanel", "Press H or the Hint button for a suggestion."
            ),
            "busy": QCoreApplication.translate("HintPanel", "Thinking about your options…"),
            "error": QCoreApplication.translate("HintPanel", "The hint could not be computed."),
            "ready": QCoreApplication.translate("HintPanel", "Suggested: {option}"),
        }.get(self._state, "")
        if self._state == "ready" and self.options:
            status = status.format(option=option_label(self.options[0], self._hand))
            reason = texts.hint_reason(self.options[0].reason, self.options[0].detail)
            if reason:
                status += "\n" + reason
        elif self._state == "ready":
            status = QCoreApplication.translate("HintPanel", "No suggestion for this decision.")
        self.status.setText(status)
        self.tree.clear()
        for i, option in enumerate(self.options):
            # "80%" as in the statistics and the Spitzer hints, in every language.
            chance = f"{option.win_chance * 100:.0f}%" if option.win_chance is not None else ""
            if option.card_points is not None:
                score = texts.decimal(option.card_points)
            elif option.expected_score is not None:
                score = texts.decimal(option.expected_score, signed=True)
            else:
                score = ""
            item = QTreeWidgetItem([option_label(option, self._hand), chance, score])
            item.setToolTip(0, texts.hint_reason(option.reason, option.detail))
            if i == 0:
                font = QFont(self.font())
                font.setBold(True)
                for col in range(3):
                    item.setFont(col, font)
                    item.setBackground(col, QBrush(SUGGESTED))
                    item.setForeground(col, QBrush(ACCENT))
            self.tree.addTopLevelItem(item)
        for col in range(3):
            self.tree.resizeColumnToContents(col)
        self.tree.setColumnHidden(WIN_COLUMN, not self._show_chances)
