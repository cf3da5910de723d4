"""The Spitzer score sheet: one row per deal, each player's score and running total.

Spitzer scores only go up (a lost game scores for the other side), so the
sheet shows per deal what each player scored and, beside it, the total that
the race to 42 is about. The summary line names the leader, the winner at the
end and the settlement when a stake was agreed. A double-click on a deal's
row, or "Review this deal" in its context menu, emits ``review_requested``
with that row's :class:`SpitzerDealRecord` (the window opens the review).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.spitzer.api import (
    SPITZER_GAME_TARGET as GAME_TARGET,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerDealRecord,
    SpitzerSession,
)

from .. import par_texts
from ..felt_style import ACCENT
from ..review_sheet import ReviewableSheet
from ..sheet_fit import Measure, Step, cell_padding, choose, header_padding, header_text, needs
from . import texts
from .result import end_text, list_separator

FULL_ROLE = Qt.ItemDataRole.UserRole + 1
"""A deal cell's whole text: the deal's score and the running total."""
SHORT_ROLE = Qt.ItemDataRole.UserRole + 2
"""A deal cell's compact text: the deal's score alone."""
GAME_COLUMN = 1
FIRST_PLAYER_COLUMN = 2
RANKS = (2, 1, 0, 0, 0, 0)
"""Which headers get their whole word back first: players, game, number."""


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
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setMinimumSectionSize(16)  # "#" needs no more
        # As narrow as the Skat sheet's headers: four names beside the game.
        self.table.setStyleSheet("QHeaderView::section { padding: 2px 3px; }")
        layout.addWidget(self.table, 3)
        self._connect_reviews()
        self.table.viewport().installEventFilter(self)
        self._rows: list[SpitzerDealRecord] = []
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self._session: SpitzerSession | None = None
        self._practice = False
        self.compact = False
        """Deal rows show only each deal's score (the running total in the
        tooltip): set when the sheet is too narrow for "+6 = 21" in all four
        players' columns, as in a window of 800 × 600."""
        self._labels: list[tuple[str, str | None]] = []
        """Each column's whole header and its short form (the same where there
        is none; None for a player's name, cut to its first letters instead)."""
        self.par_source: Callable[[], Mapping[int, int]] | None = None
        """The game's known pars by row in its records (None: the sheet shows no par)."""

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
        session = self._session
        if session is None:
            self._rows = []
            self._labels = []
            self.table.setRowCount(0)
            return
        self._labels = [
            ("#", "#"),
            (
                QCoreApplication.translate("Spitzer", "Game"),
                QCoreApplication.translate("Spitzer", "Game", "short column header"),
            ),
            *((name, None) for name in session.names),
        ]
        headers = [full for full, _short in self._labels]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for column, text in enumerate(headers):
            header_item = self.table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(text)  # the header may show its short form
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
        names, total = list_separator().join(leaders), max(session.totals)
        text = ending or QCoreApplication.translate(
            "Spitzer", "Game to {target}. Leading: {names} ({total})."
        ).format(target=GAME_TARGET, names=names, total=total)
        if self.par_source is not None:
            rows = [i for i, r in enumerate(session.records) if r.result is not None]
            own = [session.records[i].scores[0] for i in rows]
            text += "\n" + par_texts.sheet_line(own, self.par_source(), rows)
        self.summary.setText(text)

    def _steps(self, head_pad: int, cell_pad: int) -> Iterator[tuple[Step, bool]]:
        """Ways of showing the game, least loss first, each with whether its
        deal rows are compact.

        Every player's column stays in view: first the deal rows drop the
        running total ("+6" instead of "+6 = 21", the whole cell in the
        tooltip), then the deal's number goes, then the game's name (then
        the number's column shows "Σ" and the game is in the review).
        """
        measure = Measure(
            self._labels,
            elastic=(GAME_COLUMN,),
            ranks=RANKS,
            head_pad=head_pad,
            cell_pad=cell_pad,
        )
        font = self.table.font()

        def role(key: int) -> Callable[[QTableWidgetItem], str]:
            def text(item: QTableWidgetItem) -> str:
                value = item.data(key)
                return value if isinstance(value, str) else item.text()

            return text

        full = needs(self.table, measure, font, role(FULL_ROLE))
        compact = needs(self.table, measure, font, role(SHORT_ROLE))
        yield Step(full, frozenset(), whole_headers=True), False
        yield Step(full, frozenset()), False
        for hidden in ((), (0,), (GAME_COLUMN,), (0, GAME_COLUMN)):
            yield Step(compact, frozenset(hidden)), True

    def _fit(self) -> None:
        """Choose the columns, their widths and header texts for the viewport's width.

        Headers are whole, or short with the whole word in the tooltip
        (players' names cut to their first letters and "…", never to one);
        the game's column takes what is left, and no strip stays empty.
        """
        table = self.table
        if self._session is None or table.columnCount() != len(self._labels):
            return
        header = table.horizontalHeader()
        head_pad = header_padding(header)
        cell_pad = cell_padding(table, range(FIRST_PLAYER_COLUMN, table.columnCount()))
        steps = list(self._steps(head_pad, cell_pad))
        step, widths = choose((s for s, _ in steps), table.viewport().width(), GAME_COLUMN)
        self.compact = next(compact for s, compact in steps if s is step)
        role = SHORT_ROLE if self.compact else FULL_ROLE
        for row in range(table.rowCount()):
            for col in range(FIRST_PLAYER_COLUMN, table.columnCount()):
                item = table.item(row, col)
                text = item.data(role) if item is not None else None
                if item is not None and isinstance(text, str) and item.text() != text:
                    item.setText(text)
        for column, ((full, short), need) in enumerate(zip(self._labels, step.needs, strict=True)):
            hidden = column in step.hidden
            table.setColumnHidden(column, hidden)
            if hidden:
                continue
            header.resizeSection(column, widths[column])
            item = table.horizontalHeaderItem(column)
            text = header_text(full, short, widths[column], need, head_pad, header)
            if item is not None and item.text() != text:
                item.setText(text)

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

    def retranslate(self) -> None:
        self.refresh()
