"""The Skatliste: one row per deal with running totals, beside the table.

Rows are rebuilt from ``session.records`` (the engine's list) after every
deal rather than appended, so a loaded session, a language switch and the
live game all show the same thing. For the 1997 settlement scoring the
balances (n × own − total) are shown under the totals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QFont
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

from . import par_texts, texts
from .felt_style import ACCENT, NEGATIVE
from .review_sheet import ReviewableSheet
from .sheet_fit import (
    Measure,
    Need,
    Step,
    cell_padding,
    choose,
    header_padding,
    header_text,
    needs,
)

FIRST_PLAYER_COLUMN = 4
"""Columns before the players' running totals: #, declarer, game, value."""
GAME_COLUMN = 2
VALUE_COLUMN = 3
MAX_GAME_WIDTH = 110
"""Pixels the game column asks for before the others' texts are whole; a longer
game name is elided with its full text in the tooltip (the game column then
gets whatever width is left over)."""
FONT_SCALES = (1.0, 0.9)
"""The sheet's font sizes (of its normal size) for a narrow dock."""
RANKS = {FIRST_PLAYER_COLUMN - 1: 1, GAME_COLUMN: 2, 1: 3, -1: 4, 0: 5}
"""Which headers get their whole word back first: players (0), value, game,
declarer, marks (-1: the last column), the deal's number."""


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
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setMinimumSectionSize(16)  # "#" needs no more
        layout.addWidget(self.table, 1)
        self._connect_reviews()
        self.table.viewport().installEventFilter(self)
        self._rows: list[DealRecord] = []
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("ScoreSummary")
        layout.addWidget(self.summary)
        self._session: Session | None = None
        self._practice = False
        self._labels: list[tuple[str, str | None]] = []
        """Each column's whole header and its short form (the same where there
        is none; None for a player's name, cut to its first letters instead)."""
        self._base_pt = small.pointSizeF()
        """The cells' normal font size (the headers' stays as it is)."""
        self._scale = 1.0
        self._head_pad = 12
        self._cell_pad = 10
        self.par_source: Callable[[], Mapping[int, int]] | None = None
        """The list's known pars by row in its records (None: the sheet shows no par)."""

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
            self._labels = []
            self.table.clear()
            self.summary.setText("")
            return
        names = list(session.names)
        number = QCoreApplication.translate("ScoreSheet", "#")
        game = QCoreApplication.translate("ScoreSheet", "Game")
        remarks = QCoreApplication.translate("ScoreSheet", "Marks")
        self._labels = [
            (number, number),
            (
                QCoreApplication.translate("ScoreSheet", "Declarer"),
                QCoreApplication.translate("ScoreSheet", "Decl.", "short column header"),
            ),
            (game, game),
            (
                QCoreApplication.translate("ScoreSheet", "Value"),
                QCoreApplication.translate("ScoreSheet", "Val.", "short column header"),
            ),
            *((name, None) for name in names),
            (remarks, remarks),
        ]
        headers = [full for full, _short in self._labels]
        rows = [r for r in session.records if r.result is not None]
        self._rows = rows
        self.table.clear()
        self.table.clearSpans()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for column, text in enumerate(headers):
            header_item = self.table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(text)  # the header may show its short form
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
        if self.par_source is not None:
            text += "\n" + self._par_line(session)
        self.summary.setText(text)

    def _par_line(self, session: Session) -> str:
        """The player's total against par over the list's finished deals."""
        assert self.par_source is not None
        finished = [
            (row, record.scores[0])
            for row, record in enumerate(session.records)
            if record.result is not None
            and record.result.kind is not ResultKind.REDEAL
            and record.scores
        ]
        rows = [row for row, _ in finished]
        own = [score for _, score in finished]
        return par_texts.sheet_line(own, self.par_source(), rows)

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
        """Fit the columns to the sheet (see :mod:`.sheet_fit`).

        The sheet never asks the window for width: a minimum width here would
        push the table below its own minimum at 800×600 (or the window off
        the screen), and the dock would jump as names and totals grow. The
        window gives the dock a width of its own; the columns are fitted into
        it whenever the table's viewport changes size.
        """
        self._fit_columns()

    def _steps(self) -> Iterator[Step]:
        """Ways of showing the list, least loss first.

        Everything with whole headers; then without the columns that are
        still empty (a fresh list); then, each at the normal and a slightly
        smaller font, without the marks (Bock, Kontra: a long header for a
        few words), the deal's number (the summary counts the deals), the
        declarer (the bold entry in a player's column says who scored), the
        game's value and at last the game: the players' totals are what a
        list is for.
        """
        columns = self.table.columnCount()
        marks = columns - 1
        empty = frozenset(
            c
            for c in (1, GAME_COLUMN, marks)
            if all(
                not (item := self.table.item(row, c)) or not item.text()
                for row in range(len(self._rows))
            )
        )
        measured: dict[float, tuple[Need, ...]] = {}  # the smaller font only if needed

        def needs_at(scale: float) -> tuple[Need, ...]:
            if scale not in measured:
                measured[scale] = self._needs(scale)
            return measured[scale]

        yield Step(needs_at(1.0), frozenset(), whole_headers=True)
        hidden = empty
        for more in ((), (marks,), (0,), (1,), (VALUE_COLUMN,), (GAME_COLUMN,)):
            hidden = hidden | frozenset(more)
            for scale in FONT_SCALES:
                yield Step(needs_at(scale), hidden, scale=scale)

    def _needs(self, scale: float) -> tuple[Need, ...]:
        """What each column needs with the font at ``scale``: numbers whole,
        names, games and marks at least a few letters, headers whole or short."""
        columns = self.table.columnCount()
        last = columns - 1
        measure = Measure(
            self._labels,
            elastic=(1, GAME_COLUMN, last),
            ranks=[RANKS.get(c, 0) for c in range(last)] + [RANKS[-1]],
            head_pad=self._head_pad,
            cell_pad=self._cell_pad,
            caps={GAME_COLUMN: MAX_GAME_WIDTH},
        )
        cell = QFont(self.table.font())
        cell.setPointSizeF(self._base_pt * scale)
        cell.setBold(False)
        return needs(self.table, measure, cell)

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

    def _fit_columns(self) -> None:
        """Choose the columns, their widths and header texts for the viewport's width.

        Headers are whole, or their short form with the whole word in the
        tooltip (players' names cut to their first letters and "…"); a
        column that cannot show that much is hidden rather than shown as
        "ソ…". Only if even the players' columns do not fit does the sheet
        scroll sideways.
        """
        table = self.table
        if not self._labels or table.columnCount() != len(self._labels):
            return
        header = table.horizontalHeader()
        self._head_pad = header_padding(header)
        players = range(FIRST_PLAYER_COLUMN, table.columnCount() - 1)
        self._cell_pad = cell_padding(table, players)
        step, widths = choose(self._steps(), table.viewport().width(), GAME_COLUMN)
        if step.scale != self._scale:
            self._apply_scale(step.scale)
        for column, ((full, short), need) in enumerate(zip(self._labels, step.needs, strict=True)):
            hidden = column in step.hidden
            table.setColumnHidden(column, hidden)
            if hidden:
                continue
            header.resizeSection(column, widths[column])
            text = header_text(full, short, widths[column], need, self._head_pad, header)
            item = table.horizontalHeaderItem(column)
            if item is not None and item.text() != text:
                item.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The table's own viewport, not the sheet: it changes size when the
        # dock is restored or resized, when the sheet is first shown and when
        # a scroll bar comes or goes; a fit made at another width (while
        # hidden, before the window's state was restored) is done again.
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)
