"""The Spitzer score sheet: one row per deal, each player's score and running total.

Spitzer scores only go up (a lost game scores for the other side), so the
sheet shows per deal what each player scored and, beside it, the total that
the race to 42 is about. The summary line names the leader, the winner at the
end and the settlement when a stake was agreed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import SPITZER_GAME_TARGET as GAME_TARGET
from skat_desktop.engine.api import SpitzerSession

from ..felt_style import ACCENT
from . import texts
from .result import end_text, list_separator


class SpitzerScoreSheet(QWidget):
    """Read-only list of a Spitzer game, and the hint list below it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SpitzerScoreSheet")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.table = QTableWidget(self)
        self.table.setObjectName("SpitzerScoreTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        # The players' columns always fit; the game's name takes what is left
        # and is elided ("Zola Schneider Schwarz" would otherwise push the
        # fourth player out of sight), with the whole name in its tooltip.
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setWordWrap(False)
        layout.addWidget(self.table, 3)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.hint_title = QLabel(self)
        layout.addWidget(self.hint_title)
        self.hints = QListWidget(self)
        self.hints.setObjectName("SpitzerHints")
        layout.addWidget(self.hints, 2)
        self._session: SpitzerSession | None = None

    def set_session(self, session: SpitzerSession | None) -> None:
        self._session = session
        self.refresh()

    def totals_row(self) -> list[str]:
        """The last row's cells (tests compare them with the session's totals)."""
        last = self.table.rowCount() - 1
        cells = [self.table.item(last, c) for c in range(self.table.columnCount())]
        return [cell.text() if cell is not None else "" for cell in cells]

    def refresh(self) -> None:
        self.hint_title.setText(QCoreApplication.translate("Spitzer", "Hints"))
        session = self._session
        if session is None:
            self.table.setRowCount(0)
            return
        headers = ["#", QCoreApplication.translate("Spitzer", "Game"), *session.names]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        done = [r for r in session.records if r.result is not None]
        self.table.setRowCount(len(done) + 1)
        for row, record in enumerate(done):
            assert record.result is not None
            self._put(row, 0, str(record.number))
            name = texts.contract_name(record.result.contract)
            self._put(row, 1, name, left=True).setToolTip(name)
            for player in range(4):
                score = record.scores[player]
                cell = (
                    f"{score:+d} = {record.totals[player]}"
                    if score
                    else f"· {record.totals[player]}"
                )
                self._put(row, 2 + player, cell)
        last = len(done)
        self._put(last, 0, "Σ")
        self._put(last, 1, QCoreApplication.translate("Spitzer", "Total"), left=True)
        for player in range(4):
            self._put(last, 2 + player, str(session.totals[player]), bold=True)
        header = self.table.horizontalHeader()
        for col in range(len(headers)):
            mode = (
                QHeaderView.ResizeMode.Stretch
                if col == 1
                else QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(col, mode)
        leaders = [session.names[p] for p in session.leaders]
        ending = end_text(session)
        self.summary.setText(
            ending
            or QCoreApplication.translate(
                "Spitzer", "Game to {target}. Leading: {names} ({total})."
            ).format(
                target=GAME_TARGET, names=list_separator().join(leaders), total=max(session.totals)
            )
        )

    def _put(
        self, row: int, col: int, text: str, left: bool = False, bold: bool = False
    ) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
        item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setForeground(QBrush(ACCENT))
        self.table.setItem(row, col, item)
        return item

    def set_hints(self, lines: list[str]) -> None:
        self.hints.clear()
        self.hints.addItems(lines)

    def retranslate(self) -> None:
        self.refresh()
