"""Side panel listing the hint engine's ranked options with their win chances.

The suggestion itself is marked on the table by the main window; this panel
explains it: every candidate the engine looked at, how often it wins and what
it scores on average, and the engine's own one-line reason. Every game shows
its hints here: each turns its options into :class:`HintRow` s, so the table
reads the same in all of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from skat_desktop.ai.hints import HintOption, Reason
from skat_desktop.engine.api import actions as A

from . import texts
from .felt_style import ACCENT, SUGGESTED

WIN_COLUMN = 1
"""The hint table's win-chance column."""

NO_CHANCE = "—"
"""The win column of an option that plays no game (a pass in the auction)."""


@dataclass(frozen=True)
class HintRow:
    """One candidate as the hint table shows it, already in the player's words."""

    label: str
    win_chance: float | None
    """0–1; None where the search did not evaluate the option (left blank)."""
    score: float | None
    """Expected score, shown signed; None where not evaluated."""
    card_points: float | None = None
    """Ramsch play: the card points expected at the end, shown instead of a score."""
    reason: str = ""
    no_game: bool = False
    """The option plays no game (an auction pass): no chance of winning one."""


def option_label(option: HintOption, hand: bool) -> str:
    action = option.action
    if isinstance(action, A.Declare):
        return texts.declare_name(action, hand)
    return texts.action_text(action)


def auction_pass(option: HintOption, options: list[HintOption]) -> bool:
    """A pass in the auction, not one that declines Kontra or Re.

    It plays no game, so the search's "win chance" of 0 for it is no chance at
    all; passing on Kontra still leaves a game to win or lose.
    """
    if not isinstance(option.action, A.Pass):
        return False
    return option.reason is Reason.PASS_WEAK or any(
        isinstance(o.action, A.Bid | A.Hold) for o in options
    )


def skat_rows(options: list[HintOption], hand: bool) -> list[HintRow]:
    """Skat's hint options as table rows."""
    return [
        HintRow(
            option_label(option, hand),
            option.win_chance,
            option.expected_score,
            option.card_points,
            texts.hint_reason(option.reason, option.detail),
            no_game=auction_pass(option, options),
        )
        for option in options
    ]


class HintPanel(QWidget):
    """Ranked hint options; empty with a short explanation until asked.

    Skat gives its options to :meth:`set_options`; another game gives
    :meth:`show_rows` a function that words its options, called again on
    each language switch, and may name the win column its own way
    (:meth:`win_column`).
    """

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
        self._rows: Callable[[], list[HintRow]] = list
        self._show_chances = True
        self._state = "idle"
        self.retranslate()

    def set_show_win_chances(self, on: bool) -> None:
        """Show or hide the win-chance column (a setting: some players find it a spoiler)."""
        self._show_chances = on
        self.tree.setColumnHidden(WIN_COLUMN, not on)

    def shows_win_chances(self) -> bool:
        return not self.tree.isColumnHidden(WIN_COLUMN)

    def _show(self, state: str, rows: Callable[[], list[HintRow]] = list) -> None:
        self._state = state
        self.options = []
        self._rows = rows
        self._forget()
        self.retranslate()

    def _forget(self) -> None:
        """Drop a game's own options when the table is cleared (subclasses keep some)."""

    @property
    def state(self) -> str:
        """What the panel shows, read-only: "idle", "busy", "ready" or why none ("error")."""
        return self._state

    def set_busy(self) -> None:
        self._show("busy")

    def set_unavailable(self, why: str) -> None:
        self._show(why)

    def clear(self) -> None:
        self._show("idle")

    def set_options(self, options: list[HintOption], hand: bool) -> None:
        """Skat's ranked options, best first; ``hand``: declarations are Hand games."""
        self._show("ready", lambda: skat_rows(options, hand))
        self.options = options

    def show_rows(self, rows: Callable[[], list[HintRow]]) -> None:
        """Another game's options, best first, worded by ``rows`` at each retranslate."""
        self._show("ready", rows)

    def win_column(self) -> tuple[str, str]:
        """The win column's header and tooltip (Skat: the chance to win the game)."""
        return (
            QCoreApplication.translate("HintPanel", "Wins"),
            QCoreApplication.translate(
                "HintPanel", "How often this choice wins the game, in the deals the search tried"
            ),
        )

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewords the table at once (every game's alike)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(QCoreApplication.translate("HintPanel", "Hint"))
        rows = self._rows()
        # In Ramsch play the search minimises card points, so the table says so
        # instead of calling them a score or a win.
        ramsch = any(row.card_points is not None for row in rows)
        if ramsch:
            win_header = QCoreApplication.translate("HintPanel", "≤ 40")
            win_tip = QCoreApplication.translate(
                "HintPanel", "Chance to end with at most 40 card points"
            )
            score_header = QCoreApplication.translate("HintPanel", "Card points")
            score_tip = QCoreApplication.translate(
                "HintPanel", "Card points you are expected to end with (fewer is better)"
            )
        else:
            win_header, win_tip = self.win_column()
            score_header = QCoreApplication.translate("HintPanel", "Score")
            score_tip = QCoreApplication.translate(
                "HintPanel",
                "What this choice is expected to score, compared with the other players",
            )
        self.tree.setHeaderLabels(
            [QCoreApplication.translate("HintPanel", "Option"), win_header, score_header]
        )
        self.tree.headerItem().setToolTip(WIN_COLUMN, win_tip)
        self.tree.headerItem().setToolTip(2, score_tip)
        self.status.setText(self._status_text(rows))
        self.tree.clear()
        for i, row in enumerate(rows):
            self.tree.addTopLevelItem(self._item(row, bold=i == 0))
        for col in range(3):
            self.tree.resizeColumnToContents(col)
        self.tree.setColumnHidden(WIN_COLUMN, not self._show_chances)

    def _status_text(self, rows: list[HintRow]) -> str:
        status = {
            "idle": QCoreApplication.translate(
                "HintPanel", "Press H or the Hint button for a suggestion."
            ),
            "busy": QCoreApplication.translate("HintPanel", "Thinking about your options…"),
            "error": QCoreApplication.translate("HintPanel", "The hint could not be computed."),
            "ready": QCoreApplication.translate("HintPanel", "Suggested: {option}"),
        }.get(self._state, "")
        if self._state != "ready":
            return status
        if not rows:
            return QCoreApplication.translate("HintPanel", "No suggestion for this decision.")
        status = status.format(option=rows[0].label)
        return status + "\n" + rows[0].reason if rows[0].reason else status

    def _item(self, row: HintRow, bold: bool) -> QTreeWidgetItem:
        if row.no_game:
            chance = NO_CHANCE
        elif row.win_chance is not None:
            # "80%" as in the statistics, in every language.
            chance = f"{row.win_chance * 100:.0f}%"
        else:
            chance = ""
        if row.card_points is not None:
            score = texts.decimal(row.card_points)
        elif row.score is not None:
            score = texts.decimal(row.score, signed=True)
        else:
            score = ""
        item = QTreeWidgetItem([row.label, chance, score])
        item.setToolTip(0, row.reason)
        if row.no_game:
            item.setToolTip(
                WIN_COLUMN,
                QCoreApplication.translate(
                    "HintPanel",
                    "A pass plays no game of your own, so there is no game to win. "
                    "Its score is what passing is expected to bring you.",
                ),
            )
        if bold:
            font = QFont(self.font())
            font.setBold(True)
            for col in range(3):
                item.setFont(col, font)
                item.setBackground(col, QBrush(SUGGESTED))
                item.setForeground(col, QBrush(ACCENT))
        return item
