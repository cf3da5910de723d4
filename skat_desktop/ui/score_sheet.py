"""The Skatliste: one row per deal with running totals, beside the table.

Rows are rebuilt from ``session.records`` (the engine's list) after every
deal rather than appended, so a loaded session, a language switch and the
live game all show the same thing. For the 1997 settlement scoring the
balances (n × own − total) are shown under the totals.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import (
    Contract,
    DealRecord,
    GameResult,
    GameType,
    ResultKind,
    Scoring,
    Session,
)

from . import texts
from .felt_style import ACCENT, NEGATIVE
from .review_sheet import ReviewableSheet

FIRST_PLAYER_COLUMN = 4
"""Columns before the players' running totals: #, declarer, game, value."""
GAME_COLUMN = 2
MAX_GAME_WIDTH = 150
"""Pixels; a longer game name is elided with its full text in the tooltip."""
ELASTIC_TEXT_COLUMNS = (1, GAME_COLUMN)
"""Declarer and game: elided first when the sheet is narrow (then the marks)."""
VALUE_COLUMN = 3
COMFORT_CHARS = 5
"""Letters a declarer's or game's name keeps while the value column's header
(German "Spielwert", wider than any value under it) can still give way."""
FONT_SCALES = (1.0, 0.9)
"""The sheet's font sizes (of its normal size) for a narrow dock."""
CELL_PADDING = 12
"""Pixels a cell adds to its text (item padding and the style's margins)."""


def short_game(result: GameResult) -> str:
    """Compact game name for a list row."""
    if result.kind is ResultKind.PASSED_IN:
        return QCoreApplication.translate("ScoreSheet", "Passed in")
    if result.kind is ResultKind.REDEAL:
        return QCoreApplication.translate("ScoreSheet", "Redeal")
    if result.kind is ResultKind.RAMSCH:
        if result.durchmarsch is not None:
            return QCoreApplication.translate("ScoreSheet", "Durchmarsch")
        return texts.game_name(GameType.RAMSCH)
    assert result.game is not None
    contract = Contract(
        result.game,
        result.hand,
        result.schneider_announced,
        result.schwarz_announced,
        result.ouvert,
    )
    return texts.contract_name(contract)


class ScoreSheet(ReviewableSheet):
    """A read-only table widget showing the session's list.

    A double-click on a deal's row, or "Review this deal" in its context menu,
    emits ``review_requested`` with that row's :class:`DealRecord`.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheet")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel(self)
        self.heading.setObjectName("ScoreHeading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.heading.hide()  # the dock's title already says it
        self.table = QTableWidget(self)
        self.table.setObjectName("ScoreTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        small = self.table.font()
        small.setPointSizeF(max(7.5, small.pointSizeF() * 0.9))
        self.table.setFont(small)
        self.table.setStyleSheet(
            "QTableWidget::item { padding: 0px 2px; } QHeaderView::section { padding: 2px 3px; }"
        )
        # Compact rows: a list of 36 deals should fit without much scrolling.
        rows = self.table.verticalHeader()
        rows.setMinimumSectionSize(10)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.horizontalHeader().setStretchLastSection(False)
        # A narrow sheet elides long player names in the header too (tooltips
        # carry them whole).
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        layout.addWidget(self.table, 1)
        self._connect_reviews()
        self._rows: list[DealRecord] = []
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("ScoreSummary")
        layout.addWidget(self.summary)
        self._session: Session | None = None
        self._practice = False
        self._natural: list[int] = []
        """Each column's width with nothing elided (the game column capped)."""
        self._least_base: list[int] = []
        """Each column's least text width at the full font size."""
        self._base_pt = small.pointSizeF()
        self._scale = 1.0
        self._optional: list[int] = []
        """Columns hidden, in this order, while the least widths do not fit."""
        self._empty: list[int] = []
        """Declarer, game and marks columns with nothing in them yet."""

    @property
    def font_scale(self) -> float:
        """The font size in use, of the sheet's normal size (smaller in a narrow dock)."""
        return self._scale

    def record_at(self, row: int) -> DealRecord | None:
        """The finished deal shown in ``row`` (None for the totals and empty rows)."""
        if 0 <= row < len(self._rows) and self._rows[row].result is not None:
            return self._rows[row]
        return None

    def set_session(self, session: Session | None, practice: bool = False) -> None:
        """Show ``session``; ``practice``: a deal played again while the list waits."""
        self._session = session
        self._practice = practice
        self.refresh()

    def retranslate(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        session = self._session
        self.heading.setText(QCoreApplication.translate("ScoreSheet", "Score sheet"))
        if session is None:
            self._rows = []
            self.table.clear()
            self.summary.setText("")
            return
        names = list(session.names)
        headers = [
            QCoreApplication.translate("ScoreSheet", "#"),
            QCoreApplication.translate("ScoreSheet", "Declarer"),
            QCoreApplication.translate("ScoreSheet", "Game"),
            QCoreApplication.translate("ScoreSheet", "Value"),
            *names,
            QCoreApplication.translate("ScoreSheet", "Marks"),
        ]
        rows = [r for r in session.records if r.result is not None]
        self._rows = rows
        self.table.clear()
        self.table.clearSpans()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for column, text in enumerate(headers):
            header_item = self.table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(text)  # a long name is elided in a narrow sheet
        extra = 2 if session.rules.scoring is Scoring.SETTLEMENT else 1
        self.table.setRowCount(len(rows) + extra)
        for i, record in enumerate(rows):
            self._fill_row(i, record, session)
        totals_row = len(rows)
        bold = QFont(self.table.font())
        bold.setBold(True)
        label = QTableWidgetItem(QCoreApplication.translate("ScoreSheet", "Total"))
        label.setFont(bold)
        label.setForeground(QBrush(ACCENT))
        self.table.setItem(totals_row, 0, label)
        self.table.setSpan(totals_row, 0, 1, FIRST_PLAYER_COLUMN)
        for p in range(session.n):
            item = QTableWidgetItem(str(session.totals[p]))
            item.setFont(bold)
            item.setForeground(QBrush(NEGATIVE if session.totals[p] < 0 else ACCENT))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(totals_row, FIRST_PLAYER_COLUMN + p, item)
        if extra == 2:
            row = totals_row + 1
            label = QTableWidgetItem(QCoreApplication.translate("ScoreSheet", "Settlement"))
            label.setFont(bold)
            self.table.setItem(row, 0, label)
            self.table.setSpan(row, 0, 1, FIRST_PLAYER_COLUMN)
            for p, balance in enumerate(session.balances()):
                item = QTableWidgetItem(f"{balance:+d}")
                item.setFont(bold)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if balance < 0:
                    item.setForeground(QBrush(NEGATIVE))
                self.table.setItem(row, FIRST_PLAYER_COLUMN + p, item)
        self._fit_width()
        total_item = self.table.item(totals_row, 0)
        if rows and total_item is not None:
            self.table.scrollToItem(total_item)
        if self._practice:  # not "0 of 36 deals": the list itself waits
            self.summary.setText(
                QCoreApplication.translate(
                    "ScoreSheet", "Practice deal: your list waits, unchanged, until you go back."
                )
            )
            return
        length = session.rules.list_length
        done = len(session.completed)
        scoring = texts.rule_value_name(session.rules.scoring.value)
        text = (
            QCoreApplication.translate("ScoreSheet", "{done} of {length} deals · {scoring}").format(
                done=done, length=length, scoring=scoring
            )
            if length
            else QCoreApplication.translate("ScoreSheet", "{done} deals · {scoring}").format(
                done=done, scoring=scoring
            )
        )
        marks = session.queued_marks
        if marks:
            bock = marks.count("bock")
            ramsch = marks.count("ramsch")
            parts = []
            if bock:
                parts.append(
                    QCoreApplication.translate("ScoreSheet", "Bock deals ahead: {n}").format(n=bock)
                )
            if ramsch:
                parts.append(
                    QCoreApplication.translate("ScoreSheet", "Ramsch deals ahead: {n}").format(
                        n=ramsch
                    )
                )
            text += "\n" + " · ".join(parts)
        self.summary.setText(text)

    def _fill_row(self, i: int, record: DealRecord, session: Session) -> None:
        result = record.result
        assert result is not None
        names = session.names

        def put(col: int, text: str, right: bool = False) -> QTableWidgetItem:
            item = QTableWidgetItem(text)
            if right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(i, col, item)
            return item

        # The dealer is a detail of the row, not a column: the sheet must fit
        # beside the table on a 1280-pixel screen without scrolling sideways.
        number = put(0, str(record.number), right=True)
        number.setToolTip(
            QCoreApplication.translate("ScoreSheet", "Dealer: {name}").format(
                name=names[record.dealer]
            )
        )
        declarer = record.declarer_player
        put(1, names[declarer] if declarer is not None else "–").setToolTip(
            names[declarer] if declarer is not None else ""
        )
        game = short_game(result)
        put(GAME_COLUMN, game).setToolTip(game)
        if result.kind is ResultKind.GAME:
            item = put(3, f"{result.value:+d}", right=True)
            if result.value < 0:
                item.setForeground(QBrush(NEGATIVE))
        elif result.kind is ResultKind.RAMSCH:
            worst = min(record.scores) if record.scores else 0
            best = max(record.scores) if record.scores else 0
            put(3, f"{(worst or best):+d}", right=True)
        else:
            put(3, "0", right=True)
        for p in range(session.n):
            total = record.totals[p] if record.totals else 0
            score = record.scores[p] if record.scores else 0
            item = put(FIRST_PLAYER_COLUMN + p, str(total) if score else "·", right=True)
            if score:
                font = QFont(self.table.font())
                font.setBold(True)
                item.setFont(font)
                item.setToolTip(f"{score:+d}")
                if score < 0:
                    item.setForeground(QBrush(NEGATIVE))
        marks = []
        if record.bock:
            marks.append(QCoreApplication.translate("ScoreSheet", "Bock"))
        if record.forced_ramsch:
            marks.append(QCoreApplication.translate("ScoreSheet", "Ramsch round"))
        if result.kontra:
            marks.append(QCoreApplication.translate("ScoreSheet", "Kontra"))
        if result.re:
            marks.append(QCoreApplication.translate("ScoreSheet", "Re"))
        put(FIRST_PLAYER_COLUMN + session.n, " ".join(marks))

    def _fit_width(self) -> None:
        """Measure what each column needs, then fit the columns to the sheet.

        The sheet never asks the window for width: a minimum width here would
        push the table below its own minimum at 800×600 (or the window off
        the screen), and the dock would jump as names and totals grow. The
        window gives the dock a width of its own; the columns are fitted into
        it (:meth:`_fit_columns`).
        """
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        columns = self.table.columnCount()
        self._least_base = [self._least_width(c) for c in range(columns)]
        # Where the columns do not fit, the empty ones among declarer, game and
        # marks make way at once (they say nothing yet); where even the least
        # widths do not fit, the declarer column (the bold entry in a player's
        # column says who scored) and then the marks: the players' totals are
        # what a list is for.
        marks = columns - 1
        self._empty = [
            c
            for c in (1, GAME_COLUMN, marks)
            if all(
                not (item := self.table.item(row, c)) or not item.text()
                for row in range(len(self._rows))
            )
        ]
        self._optional = [1, marks]
        self._fit_columns(measure=True)

    def _least_width(self, column: int) -> int:
        """The text width ``column`` needs at least at the full font size (its
        cells add :data:`CELL_PADDING`): numbers whole, names and games a few
        letters."""
        base = QFont(self.table.font())
        base.setPointSizeF(self._base_pt)
        elastic = column in ELASTIC_TEXT_COLUMNS or column == self.table.columnCount() - 1
        bold = QFont(base)
        bold.setBold(True)
        widest = 0
        header = self.table.horizontalHeaderItem(column)
        if elastic and header is not None and header.text():
            widest = QFontMetrics(base).horizontalAdvance(header.text()[:1] + "…")
        for row in range(self.table.rowCount()):
            item = self.table.item(row, column)
            if item is not None and item.text() and self.table.columnSpan(row, column) == 1:
                metrics = QFontMetrics(bold if item.font().bold() else base)
                text = item.text()[:1] + "…" if elastic else item.text()
                widest = max(widest, metrics.horizontalAdvance(text))
        return widest

    def _available(self) -> int:
        return (
            self.table.width()
            - 2 * self.table.frameWidth()
            - self.table.verticalScrollBar().sizeHint().width()
        )

    def _layout_for(self, available: int, fits: bool) -> tuple[float, set[int]]:
        """Font scale and hidden columns: the first that fits, least loss first
        (``fits``: every column fits at its natural width)."""
        if fits:
            return 1.0, set()
        empty = set(self._empty)
        small = FONT_SCALES[-1]
        steps = [(1.0, 0), (small, 0), (1.0, 1), (small, 1), (1.0, 2), (small, 2)]
        for scale, k in steps:
            hidden = empty | set(self._optional[:k])
            shown = [c for c in range(len(self._least_base)) if c not in hidden]
            if sum(self._least_px(c, scale) for c in shown) <= available:
                return scale, hidden
        return small, empty | set(self._optional)

    def _least_px(self, column: int, scale: float) -> int:
        """Pixels ``column`` needs at least with the font at ``scale``."""
        header = self.table.horizontalHeader()
        text = math.ceil(self._least_base[column] * scale)
        return max(text + CELL_PADDING, header.minimumSectionSize())

    def _apply_scale(self, scale: float) -> None:
        self._scale = scale
        font = QFont(self.table.font())
        font.setPointSizeF(self._base_pt * scale)
        self.table.setFont(font)
        for row in range(self.table.rowCount()):
            for column in range(self.table.columnCount()):
                item = self.table.item(row, column)
                if item is not None:
                    own = QFont(font)
                    own.setBold(item.font().bold())
                    item.setFont(own)

    def _measure(self) -> None:
        """Each column's width with nothing elided, at the current font."""
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        natural = [header.sectionSize(c) for c in range(self.table.columnCount())]
        # Long announced games ("Diamonds Hand Schneider announced") are elided;
        # the full name is in the cell's tooltip.
        if len(natural) > GAME_COLUMN:
            natural[GAME_COLUMN] = min(natural[GAME_COLUMN], MAX_GAME_WIDTH)
        self._natural = natural

    def _fit_columns(self, measure: bool = False) -> None:
        """Share the sheet's width among the columns: names, games and marks give
        way first, elided with "…" (the tooltips have them whole); then the font
        gets a little smaller and the optional columns make way. Only if even
        that does not fit does the sheet scroll sideways."""
        if not self._least_base:
            return
        available = self._available()
        if measure:
            self._measure()
        scale, hidden = self._layout_for(
            available, self._scale == 1.0 and sum(self._natural) <= available
        )
        if scale != self._scale:
            self._apply_scale(scale)
            self._measure()
            if scale == 1.0 and sum(self._natural) <= available:
                hidden = set()
        header = self.table.horizontalHeader()
        natural = self._natural
        least = [min(n, self._least_px(c, scale)) for c, n in enumerate(natural)]
        shown = [c for c in range(len(natural)) if c not in hidden]
        widths = list(natural)
        # Names, games and marks give way first, down to a few letters; then
        # the value column's header (its numbers stay whole); then the names
        # down to "…"; then the headers of the other numbers.
        last = len(natural) - 1
        elastic = [c for c in shown if c in ELASTIC_TEXT_COLUMNS or c == last]
        comfort = header.fontMetrics().averageCharWidth() * COMFORT_CHARS + CELL_PADDING
        soft = [max(floor, min(n, comfort)) for floor, n in zip(least, natural, strict=True)]
        passes = (
            (elastic, soft),
            ([c for c in shown if c == VALUE_COLUMN], least),
            (elastic, least),
            ([c for c in shown if c not in elastic], least),
        )
        for group, floors in passes:
            excess = sum(widths[c] for c in shown) - available
            slack = {c: max(0, widths[c] - floors[c]) for c in group}
            total_slack = sum(slack.values())
            if excess <= 0 or total_slack <= 0:
                continue
            for column in group:
                cut = math.ceil(excess * slack[column] / total_slack)
                widths[column] -= min(slack[column], cut)
        # Last resort before scrolling sideways: the game column down to "…".
        over = sum(widths[c] for c in shown) - available
        if over > 0 and GAME_COLUMN in shown:
            floor = header.minimumSectionSize()
            widths[GAME_COLUMN] -= min(over, max(0, widths[GAME_COLUMN] - floor))
        for column, width in enumerate(widths):
            self.table.setColumnHidden(column, column in hidden)
            header.resizeSection(column, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()
