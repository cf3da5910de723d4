"""The Spitzer score sheet: one row per deal, each player's score and running total.

Spitzer scores only go up (a lost game scores for the other side), so the
sheet shows per deal what each player scored and, beside it, the total that
the race to 42 is about. The summary line names the leader, the winner at the
end and the settlement when a stake was agreed. A double-click on a deal's
row, or "Review this deal" in its context menu, emits ``review_requested``
with that row's :class:`SpitzerDealRecord` (the window opens the review).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QFontMetrics
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
from skat_desktop.engine.api import SpitzerDealRecord, SpitzerSession

from ..felt_style import ACCENT
from ..review_sheet import ReviewableSheet
from . import texts
from .result import end_text, list_separator


FULL_ROLE = Qt.ItemDataRole.UserRole + 1
"""A deal cell's whole text: the deal's score and the running total."""
SHORT_ROLE = Qt.ItemDataRole.UserRole + 2
"""A deal cell's compact text: the deal's score alone."""
CELL_PADDING = 7
"""Pixels each side of a cell's text (the style sheet's header padding and its border)."""


def header_label(name: str, metrics: QFontMetrics, width: int) -> str:
    """``name`` as a header of ``width`` pixels: whole, elided, or at least its start.

    Four players' columns in the smallest window leave no room for "Ann…":
    Qt then elides a name to a lone "…", which names nobody. The longest start
    of the name that fits (one letter at the least) still tells the columns
    apart; the whole name is in the header's tooltip.
    """
    # elidedText wants a pixel more than the text's advance.
    elided = metrics.elidedText(name, Qt.TextElideMode.ElideRight, width + 1)
    if elided == name or len(elided) > 2:
        return elided
    start = name[:1]
    for end in range(2, len(name) + 1):
        if metrics.horizontalAdvance(name[:end]) > width:
            break
        start = name[:end]
    return start


class SpitzerScoreSheet(ReviewableSheet):
    """Read-only list of a Spitzer game, and the hint list below it.

    ``review_requested`` carries the :class:`SpitzerDealRecord` of the deal.
    """

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
        self._connect_reviews()
        self.table.viewport().installEventFilter(self)
        self._rows: list[SpitzerDealRecord] = []
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.hint_title = QLabel(self)
        layout.addWidget(self.hint_title)
        self.hints = QListWidget(self)
        self.hints.setObjectName("SpitzerHints")
        layout.addWidget(self.hints, 2)
        self._session: SpitzerSession | None = None
        self._practice = False
        self.compact = False
        """Deal rows show only each deal's score (the running total in the
        tooltip): set when the sheet is too narrow for "+6 = 21" in all four
        players' columns, as in a window of 800 × 600."""

    def set_session(self, session: SpitzerSession | None, practice: bool = False) -> None:
        """Show ``session``; ``practice``: a deal played again while the game waits."""
        self._session = session
        self._practice = practice
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
            self._rows = []
            self.table.setRowCount(0)
            return
        headers = ["#", QCoreApplication.translate("Spitzer", "Game"), *session.names]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        done = [r for r in session.records if r.result is not None]
        self._rows = done
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
                item = self._put(row, 2 + player, cell)
                item.setToolTip(cell)
                item.setData(FULL_ROLE, cell)
                item.setData(SHORT_ROLE, f"{score:+d}" if score else "·")
        last = len(done)
        self._put(last, 0, "Σ")
        self._put(last, 1, QCoreApplication.translate("Spitzer", "Total"), left=True)
        for player in range(4):
            self._put(last, 2 + player, str(session.totals[player]), bold=True)
        self._fit()
        if self._practice:  # no race to 42 here: say what the deal is and that the game waits
            self.summary.setText(
                QCoreApplication.translate(
                    "Spitzer", "Practice deal: your game waits, unchanged, until you go back."
                )
            )
            return
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

    def _fit(self) -> None:
        """Size the columns to the sheet's width.

        Every player's column stays in view: first the deal rows drop the
        running total ("+6" instead of "+6 = 21", the whole cell in the
        tooltip), then long names are elided in the header (whole in its
        tooltip); the game's name takes the rest and is elided.
        """
        table = self.table
        session = self._session
        if session is None or table.columnCount() < 3:
            return
        header = table.horizontalHeader()
        cell = table.fontMetrics()
        bold = header.font()
        bold.setBold(True)  # the style sheet's header weight
        head = QFontMetrics(bold)
        pad = 2 * CELL_PADDING
        players = range(2, table.columnCount())

        def widest(col: int, role: int) -> int:
            best = 0
            for row in range(table.rowCount()):
                item = table.item(row, col)
                if item is not None:
                    text = item.data(role)
                    best = max(
                        best, cell.horizontalAdvance(text if isinstance(text, str) else item.text())
                    )
            return best

        number = max(widest(0, FULL_ROLE), head.horizontalAdvance("#")) + pad
        names = [session.names[c - 2] for c in players]
        spare = table.viewport().width() - 2 - number - cell.horizontalAdvance("Zo…") - pad
        full = [
            max(widest(c, FULL_ROLE), head.horizontalAdvance(n)) + pad
            for c, n in zip(players, names, strict=True)
        ]
        self.compact = sum(full) > spare
        role = SHORT_ROLE if self.compact else FULL_ROLE
        for row in range(table.rowCount()):
            for col in players:
                item = table.item(row, col)
                text = item.data(role) if item is not None else None
                if item is not None and isinstance(text, str) and item.text() != text:
                    item.setText(text)
        floors = [widest(c, role) + pad for c in players]
        wants = [
            max(f, head.horizontalAdvance(n) + pad) for f, n in zip(floors, names, strict=True)
        ]
        cap = max(wants)
        while (
            cap > max(floors)
            and sum(max(f, min(w, cap)) for f, w in zip(floors, wants, strict=True)) > spare
        ):
            cap -= 1
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(0, number)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for col, floor, want, name in zip(players, floors, wants, names, strict=True):
            width = max(floor, min(want, cap))
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(col, width)
            item = table.horizontalHeaderItem(col)
            if item is not None:
                item.setText(header_label(name, head, width - pad))
                item.setToolTip(name)
        game = table.horizontalHeaderItem(1)
        if game is not None:
            title = QCoreApplication.translate("Spitzer", "Game")
            room = table.viewport().width() - sum(header.sectionSize(c) for c in (0, *players))
            game.setText(head.elidedText(title, Qt.TextElideMode.ElideRight, room - pad + 1))
            game.setToolTip(title)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The table's own viewport, not the sheet: it changes size when the
        # sheet is first shown, when a scroll bar comes or goes, and a fit
        # made while the sheet was hidden (0 px wide) elided every name.
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)

    def record_at(self, row: int) -> SpitzerDealRecord | None:
        """The finished deal shown in ``row`` (None for the totals row)."""
        return self._rows[row] if 0 <= row < len(self._rows) else None

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
