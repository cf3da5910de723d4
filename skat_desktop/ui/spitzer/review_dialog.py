"""Review of a finished Spitzer deal: step through it with all hands open.

The Skat review's dialog in Spitzer's terms (same look, keys Home, Left,
Right, End, the same "could you have won?" line): it opens at once on the
replayed steps and starts the double-dummy analysis in the global thread pool
(a few hundredths of a second per deal with the C solver). When it returns,
the rows holding a card that moved the result into another score-table column
are marked ⚠ and explained. The job holds only the review, never the dialog:
closing the dialog while it runs is safe, the late answer goes nowhere.
"""

from __future__ import annotations

import contextlib
import logging
import traceback
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.ai.spitzer.review import (
    SpitzerCardAnalysis,
    SpitzerDealReview,
    SpitzerReviewAnalysis,
    SpitzerSummary,
)
from skat_desktop.engine.api import SpitzerDealRecord, SpitzerSession

from ..card_theme import CardRenderer
from ..review_dialog import MARKED, REVIEW_STYLE
from . import review_texts
from .review_board import SpitzerReviewBoard

log = logging.getLogger(__name__)

NOTE_STYLE = "#ReviewDialog #SpitzerReviewNote { color: #c8d6c8; font-size: 11px; }"


class _AnalysisSignals(QObject):
    done = Signal(object)
    """SpitzerReviewAnalysis, or None when the analysis failed (logged)."""


class _AnalysisJob(QRunnable):
    """Runs :meth:`SpitzerDealReview.analyse` off the GUI thread (the C solver frees the GIL)."""

    def __init__(self, review: SpitzerDealReview, signals: _AnalysisSignals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._review = review
        self._signals = signals

    def run(self) -> None:
        result: SpitzerReviewAnalysis | None
        try:
            result = self._review.analyse()
        except Exception:
            log.error("Spitzer deal analysis failed:\n%s", traceback.format_exc())
            result = None
        # RuntimeError: the dialog (the signals' parent) was closed and deleted meanwhile.
        with contextlib.suppress(RuntimeError):
            self._signals.done.emit(result)


class SpitzerReviewDialog(QDialog):
    """Step through a finished Spitzer deal; marks and "could I have won?" once analysed."""

    analysis_finished = Signal()

    def __init__(
        self,
        review: SpitzerDealReview,
        names: Sequence[str],
        renderer: CardRenderer,
        seat: int | None = None,
        number: int | None = None,
        parent: QWidget | None = None,
        *,
        analyse: bool = True,
    ) -> None:
        if len(names) != 4:
            raise ValueError(f"the review needs a name for each of the 4 seats, not {len(names)}")
        if seat is not None and seat not in (0, 1, 2, 3):
            raise ValueError(f"seat must be 0..3 or None, not {seat}")
        super().__init__(parent)
        self.setObjectName("ReviewDialog")  # the Skat review's style sheet applies
        self.review = review
        self.names = list(names)
        self.seat = seat
        """Game seat of the person reviewing (drawn at the bottom, marks first), or None."""
        self.number = number
        self.analysis_failed = False
        self._syncing = False
        self._build(renderer)
        self._signals = _AnalysisSignals(self)
        self._signals.done.connect(self._on_analysis)
        self.retranslate()
        if analyse:
            self.start_analysis()

    @classmethod
    def for_record(
        cls,
        session: SpitzerSession,
        record: SpitzerDealRecord,
        renderer: CardRenderer,
        player: int = 0,
        parent: QWidget | None = None,
    ) -> SpitzerReviewDialog:
        """Review a score-sheet row; ``player`` is the table player reviewing (0: you)."""
        review = SpitzerDealReview.from_record(record)
        names = [session.names[p] for p in record.seats]
        seat = record.seats.index(player) if player in record.seats else None
        return cls(review, names, renderer, seat, record.number, parent)

    # ------------------------------------------------------------ layout
    def _build(self, renderer: CardRenderer) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 12, 14, 12)
        outer.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("ReviewTitle")
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        body = QHBoxLayout()
        body.setSpacing(12)
        self.board = SpitzerReviewBoard(renderer, self)
        body.addWidget(self.board, 1)
        side = QVBoxLayout()
        side.setSpacing(6)
        self.question = QLabel(self)
        self.question.setObjectName("ReviewQuestion")
        side.addWidget(self.question)
        self.summary = QLabel(self)
        self.summary.setObjectName("ReviewSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        side.addWidget(self.summary)
        self.steps = QListWidget(self)
        self.steps.setObjectName("ReviewSteps")
        self.steps.setWordWrap(True)
        self.steps.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.steps.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.steps.currentRowChanged.connect(self._on_row)
        self.steps.viewport().installEventFilter(self)
        side.addWidget(self.steps, 1)
        self.explanation = QLabel(self)
        self.explanation.setObjectName("ReviewExplanation")
        self.explanation.setWordWrap(True)
        self.explanation.setMinimumHeight(self.fontMetrics().height() * 4)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.explanation)
        self.note = QLabel(self)
        self.note.setObjectName("SpitzerReviewNote")
        self.note.setWordWrap(True)
        side.addWidget(self.note)
        side_box = QWidget(self)
        side_box.setLayout(side)
        side_box.setFixedWidth(340)
        body.addWidget(side_box)
        outer.addLayout(body, 1)
        outer.addLayout(self._build_nav())
        self.setStyleSheet(REVIEW_STYLE + NOTE_STYLE)
        self.resize(1280, 760)

    def _build_nav(self) -> QHBoxLayout:
        nav = QHBoxLayout()
        nav.setSpacing(6)
        self.first_button = self._nav_button("|◀", self.go_first, Qt.Key.Key_Home)
        self.back_button = self._nav_button("◀", self.go_back, Qt.Key.Key_Left)
        self.forward_button = self._nav_button("▶", self.go_forward, Qt.Key.Key_Right)
        self.last_button = self._nav_button("▶|", self.go_last, Qt.Key.Key_End)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            nav.addWidget(button)
        self.position = QLabel(self)
        self.position.setObjectName("ReviewPosition")
        nav.addWidget(self.position, 1)
        self.close_button = QPushButton(self)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.accept)
        nav.addWidget(self.close_button)
        return nav

    def _nav_button(self, symbol: str, slot: Callable[[], None], key: Qt.Key) -> QPushButton:
        button = QPushButton(symbol, self)
        button.setObjectName("ReviewNav")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setAutoRepeat(True)
        button.clicked.connect(slot)
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(slot)
        return button

    # ------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(
            QCoreApplication.translate("SpitzerReview", "Review of Spitzer deal {number}").format(
                number=self.number
            )
            if self.number is not None
            else QCoreApplication.translate("SpitzerReview", "Review of the Spitzer deal")
        )
        self.title.setText(review_texts.headline(self.review, self.names))
        self.question.setText(
            QCoreApplication.translate("Review", "Could you have won?")
            if self.seat is not None
            else QCoreApplication.translate("Review", "Which cards decided it?")
        )
        self.first_button.setToolTip(QCoreApplication.translate("Review", "First step (Home)"))
        self.back_button.setToolTip(QCoreApplication.translate("Review", "One step back (Left)"))
        self.forward_button.setToolTip(
            QCoreApplication.translate("Review", "One step forward (Right)")
        )
        self.last_button.setToolTip(QCoreApplication.translate("Review", "Last step (End)"))
        self.close_button.setText(QCoreApplication.translate("Review", "Close"))
        self._fill_steps()
        self.refresh()

    def _fill_steps(self) -> None:
        self._syncing = True
        self.steps.clear()
        bold = QFont(self.font())
        bold.setBold(True)
        for index, group in enumerate(self.review.groups):
            marks = self.review.marks_in_group(index)
            text = review_texts.group_text(group, self.names)
            item = QListWidgetItem(("⚠ " + text) if marks else text)
            if marks:
                item.setForeground(MARKED)
                item.setToolTip("\n".join(review_texts.mark_line(m, self.names) for m in marks))
                if self.seat is not None and any(m.seat == self.seat for m in marks):
                    item.setFont(bold)
            self.steps.addItem(item)
        self._syncing = False
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Each row as high as its wrapped text (see the Skat review's dialog)."""
        width = self.steps.viewport().width() - 16
        if width <= 0:
            return
        for row in range(self.steps.count()):
            item = self.steps.item(row)
            rect = QFontMetrics(item.font()).boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, item.text()
            )
            item.setSizeHint(QSize(width, rect.height() + 8))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.steps.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_rows()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ stepping
    def go_first(self) -> None:
        self.review.first()
        self.refresh()

    def go_back(self) -> None:
        self.review.back()
        self.refresh()

    def go_forward(self) -> None:
        self.review.forward()
        self.refresh()

    def go_last(self) -> None:
        self.review.last()
        self.refresh()

    def go_to(self, step: int) -> None:
        self.review.go(step)
        self.refresh()

    def _on_row(self, row: int) -> None:
        if self._syncing or not 0 <= row < len(self.review.groups):
            return
        marks = self._ordered(self.review.marks_in_group(row))
        # A marked row opens just before the card, with the better ones framed.
        self.go_to(marks[0].step - 1 if marks else self.review.groups[row].last)

    def _ordered(self, marks: list[SpitzerCardAnalysis]) -> list[SpitzerCardAnalysis]:
        if self.seat is None:
            return marks
        return [m for m in marks if m.seat == self.seat] + [m for m in marks if m.seat != self.seat]

    def refresh(self) -> None:
        """Redraw the board, the row selection and the texts for the current step."""
        review = self.review
        self.board.set_review(review, self.names, self.seat if self.seat is not None else 0)
        self._syncing = True
        group = review.current.group
        if not review.at_end and review.marks_at(review.index + 1):
            group = review.steps[review.index + 1].group
        self.steps.setCurrentRow(group)
        self._syncing = False
        self.position.setText(review_texts.step_text(review, self.names))
        self.first_button.setEnabled(not review.at_start)
        self.back_button.setEnabled(not review.at_start)
        self.forward_button.setEnabled(not review.at_end)
        self.last_button.setEnabled(not review.at_end)
        self.summary.setText(review_texts.summary_text(self._summary(), self.names))
        self.explanation.setText(self._explanation(group))
        self.note.setText(review_texts.note_text(review.analysis))

    def _summary(self) -> SpitzerSummary:
        if self.analysis_failed:
            return SpitzerSummary("failed")
        return self.review.summary(self.seat)

    def _explanation(self, group: int) -> str:
        review = self.review
        if review.analysis is None:
            return ""
        marks = self._ordered(review.marks_in_group(group))
        if marks:
            return "\n".join(review_texts.mark_line(m, self.names) for m in marks)
        if review.marks():
            return QCoreApplication.translate(
                "Review",
                "Rows marked ⚠ hold a card that changed the outcome: select one to see "
                "what would have happened instead.",
            )
        return ""

    # ------------------------------------------------------------ analysis
    def start_analysis(self) -> None:
        """Analyse in the global thread pool; the marks appear when it returns."""
        QThreadPool.globalInstance().start(_AnalysisJob(self.review, self._signals))

    def set_analysis(self, analysis: SpitzerReviewAnalysis) -> None:
        """Show an analysis computed elsewhere (or by :meth:`start_analysis`)."""
        self.review.set_analysis(analysis)
        self.analysis_failed = False
        self._fill_steps()
        self.refresh()
        self.analysis_finished.emit()

    def _on_analysis(self, analysis: object) -> None:
        if isinstance(analysis, SpitzerReviewAnalysis):
            self.set_analysis(analysis)
            return
        self.analysis_failed = True
        self.refresh()
        self.analysis_finished.emit()
