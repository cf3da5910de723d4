"""What every game's review dialog shares: layout, keys, stepping, analysis.

Each dialog steps through a finished deal with all hands open, list the deal's
steps with the rows that hold a marked card, explain the marks and run the
double-dummy analysis in the global thread pool. Only the board, the texts
and a few extras differ (a partnership game's note on sides), so those are
the hooks a subclass fills in; everything else lives here once, "Play this
deal again" included: the dialog only emits :attr:`ReviewDialogBase.replay_requested`
with the chosen game seat, since starting a game belongs to the window and
the model.

The analysis job holds only the review, never the dialog: closing the dialog
while it runs is safe, the late answer goes nowhere.
"""

from __future__ import annotations

import contextlib
import logging
import traceback
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

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
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .card_theme import CardRenderer

log = logging.getLogger(__name__)

MARKED = QColor(255, 176, 112)


class _AnalysisSignals(QObject):
    done = Signal(object)
    """The review's analysis, or None when it failed (logged)."""


class _AnalysisJob(QRunnable):
    """Runs the review's ``analyse()`` off the GUI thread (the solvers free the GIL)."""

    def __init__(self, review: Any, signals: _AnalysisSignals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._review = review
        self._signals = signals

    def run(self) -> None:
        result: object
        try:
            result = self._review.analyse()
        except Exception:
            log.error("deal analysis failed:\n%s", traceback.format_exc())
            result = None
        # The dialog may be gone; the signals object is not (see start_analysis).
        with contextlib.suppress(RuntimeError):
            self._signals.done.emit(result)


ReviewT = TypeVar("ReviewT", bound=Any)
"""The deal review a dialog shows (its game's ``DealReview``)."""


class ReviewDialogBase(QDialog, Generic[ReviewT]):
    """Step through a finished deal; marks and "could I have won?" once analysed.

    ``review`` is a Skat :class:`~skat_desktop.ai.review.DealReview` or
    another game's review: each offers the same stepping, groups and
    marks, which is all this class uses; a subclass names its own type.
    """

    analysis_finished = Signal()
    replay_requested = Signal(int)
    """Game seat the player wants to take when the deal is played again."""

    SEATS = 3
    SIDE_WIDTH = 330
    SIZE = (1240, 720)
    ANALYSIS_TYPE: type = object
    """The class of a finished analysis (anything else means it failed)."""

    def __init__(
        self,
        review: ReviewT,
        names: Sequence[str],
        renderer: CardRenderer,
        seat: int | None = None,
        number: int | None = None,
        parent: QWidget | None = None,
        *,
        analyse: bool = True,
    ) -> None:
        n = self.SEATS
        if len(names) != n:
            raise ValueError(f"the review needs a name for each of the {n} seats, not {len(names)}")
        if seat is not None and seat not in range(n):
            raise ValueError(f"seat must be 0..{n - 1} or None, not {seat}")
        super().__init__(parent)
        self.setObjectName("ReviewDialog")
        self.review: ReviewT = review
        self.names = list(names)
        self.seat = seat
        """Game seat of the person reviewing (drawn at the bottom, marks first), or None."""
        self.number = number
        self.analysis_failed = False
        self._syncing = False
        self._build(renderer)
        self.retranslate()
        if analyse:
            self.start_analysis()

    # ------------------------------------------------------------ hooks
    def _make_board(self, renderer: CardRenderer) -> QWidget:
        raise NotImplementedError

    def _add_side_extras(self, side: QVBoxLayout) -> None:
        """Widgets below the explanation (none by default)."""

    def _seat_label(self, seat: int) -> str:
        """The seat chooser's entry for game seat ``seat`` (whose cards, which role)."""
        raise NotImplementedError

    def _deal_seed(self) -> int | None:
        """The seed the deal was shuffled from; without one it cannot be dealt again."""
        raise NotImplementedError

    def _style(self) -> str:
        return REVIEW_STYLE

    def _retranslate_texts(self) -> None:
        """Window title, headline and the subclass's own widgets."""
        raise NotImplementedError

    def _group_text(self, group: Any) -> str:
        raise NotImplementedError

    def _mark_line(self, mark: Any) -> str:
        raise NotImplementedError

    def _step_text(self) -> str:
        raise NotImplementedError

    def _summary_text(self) -> str:
        raise NotImplementedError

    def _refresh_extras(self) -> None:
        """Texts of the subclass's own widgets for the current step."""

    def _set_board(self, bottom: int) -> None:
        self.board.set_review(self.review, self.names, bottom)  # type: ignore[attr-defined]

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
        self.board = self._make_board(renderer)
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
        self._add_side_extras(side)
        side_box = QWidget(self)
        side_box.setLayout(side)
        side_box.setFixedWidth(self.SIDE_WIDTH)
        body.addWidget(side_box)
        outer.addLayout(body, 1)
        outer.addLayout(self._build_nav())
        self.setStyleSheet(self._style())
        self.resize(*self.SIZE)

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
        self.seat_choice = QComboBox(self)
        self.seat_choice.setObjectName("ReviewSeat")
        self.seat_choice.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        nav.addWidget(self.seat_choice)
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("ReviewReplay")
        self.replay_button.setProperty("primary", True)
        self.replay_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.replay_button.clicked.connect(self._on_replay)
        nav.addWidget(self.replay_button)
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
        self._retranslate_texts()
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
        self._retranslate_replay()
        self._fill_steps()
        self.refresh()

    def _retranslate_replay(self) -> None:
        self.replay_button.setText(QCoreApplication.translate("Review", "Play this deal again"))
        current = self.seat_choice.currentIndex()
        self.seat_choice.clear()
        for seat in range(self.SEATS):
            self.seat_choice.addItem(self._seat_label(seat), seat)
        self.seat_choice.setCurrentIndex(
            current if current >= 0 else (self.seat if self.seat is not None else 0)
        )
        self.seat_choice.setToolTip(
            QCoreApplication.translate("Review", "The seat you take when the deal is played again")
        )
        can_replay = self._deal_seed() is not None
        self.replay_button.setEnabled(can_replay)
        self.seat_choice.setEnabled(can_replay)

    def _on_replay(self) -> None:
        seat = self.seat_choice.currentData()
        if isinstance(seat, int):
            self.replay_requested.emit(seat)

    def _fill_steps(self) -> None:
        self._syncing = True
        self.steps.clear()
        bold = QFont(self.font())
        bold.setBold(True)
        for index, group in enumerate(self.review.groups):
            marks = self.review.marks_in_group(index)
            text = self._group_text(group)
            item = QListWidgetItem(("⚠ " + text) if marks else text)
            if marks:
                item.setForeground(MARKED)
                item.setToolTip("\n".join(self._mark_line(m) for m in marks))
                if self.seat is not None and any(m.seat == self.seat for m in marks):
                    item.setFont(bold)
            self.steps.addItem(item)
        self._syncing = False
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Give each row the height of its wrapped text.

        The view's own size hint wraps at a slightly different width than it
        paints with once the style sheet's padding applies, which cut off the
        last line of long Japanese rows.
        """
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

    def _ordered(self, marks: list[Any]) -> list[Any]:
        """The reviewing player's marks first."""
        if self.seat is None:
            return marks
        return [m for m in marks if m.seat == self.seat] + [m for m in marks if m.seat != self.seat]

    def refresh(self) -> None:
        """Redraw the board, the row selection and the texts for the current step."""
        review = self.review
        self._set_board(self.seat if self.seat is not None else 0)
        self._syncing = True
        group = review.current.group
        if not review.at_end and review.marks_at(review.index + 1):
            group = review.steps[review.index + 1].group
        self.steps.setCurrentRow(group)
        self._syncing = False
        self.position.setText(self._step_text())
        self.first_button.setEnabled(not review.at_start)
        self.back_button.setEnabled(not review.at_start)
        self.forward_button.setEnabled(not review.at_end)
        self.last_button.setEnabled(not review.at_end)
        self.summary.setText(self._summary_text())
        self.explanation.setText(self._explanation(group))
        self._refresh_extras()

    def _explanation(self, group: int) -> str:
        review = self.review
        if review.analysis is None:
            return ""
        marks = self._ordered(review.marks_in_group(group))
        if marks:
            return "\n".join(self._mark_line(m) for m in marks)
        if review.marks():
            return QCoreApplication.translate(
                "Review",
                "Rows marked ⚠ hold a card that changed the outcome: select one to see "
                "what would have happened instead.",
            )
        return ""

    # ------------------------------------------------------------ analysis
    def start_analysis(self) -> None:
        """Analyse in the global thread pool; the marks appear when it returns.

        The job reports through its own signals object, owned by the application
        rather than the dialog and deleted on the GUI thread once it has spoken:
        a dialog closed (and deleted) while the solver runs must not take the
        object the worker thread is about to emit on with it (that crashed).
        """
        signals = _AnalysisSignals(QCoreApplication.instance())
        signals.done.connect(self._on_analysis)
        signals.done.connect(signals.deleteLater)
        QThreadPool.globalInstance().start(_AnalysisJob(self.review, signals))

    def set_analysis(self, analysis: Any) -> None:
        """Show an analysis computed elsewhere (or by :meth:`start_analysis`)."""
        self.review.set_analysis(analysis)
        self.analysis_failed = False
        self._fill_steps()
        self.refresh()
        self.analysis_finished.emit()

    def _on_analysis(self, analysis: object) -> None:
        if isinstance(analysis, self.ANALYSIS_TYPE):
            self.set_analysis(analysis)
            return
        self.analysis_failed = True
        self.refresh()
        self.analysis_finished.emit()


REVIEW_STYLE = """
#ReviewDialog { background: #143524; }
#ReviewDialog QLabel { color: #f3efe2; background: transparent; }
#ReviewDialog #ReviewTitle { font-size: 16px; font-weight: bold; color: #ffe8a0; }
#ReviewDialog #ReviewQuestion { font-weight: bold; color: #ffe8a0; }
#ReviewDialog #ReviewExplanation {
    color: #ffd9b8; background: rgba(8, 26, 18, 200);
    border: 1px solid rgba(255, 255, 255, 50); border-radius: 8px; padding: 6px;
}
#ReviewDialog QListWidget {
    color: #f3efe2; background: rgba(8, 26, 18, 222);
    border: 1px solid rgba(255, 255, 255, 70); border-radius: 8px; padding: 4px;
}
#ReviewDialog QListWidget::item { padding: 3px 0px; border-radius: 4px; }
#ReviewDialog QScrollBar:vertical, #ReviewDialog QScrollBar:horizontal {
    background: #0f2b1e; border: none; width: 10px; height: 10px; margin: 0px;
}
#ReviewDialog QScrollBar::handle:vertical, #ReviewDialog QScrollBar::handle:horizontal {
    background: #3d6b52; border-radius: 4px; min-height: 24px; min-width: 24px;
}
#ReviewDialog QScrollBar::add-line, #ReviewDialog QScrollBar::sub-line { width: 0px; height: 0px; }
#ReviewDialog QScrollBar::add-page, #ReviewDialog QScrollBar::sub-page { background: transparent; }
#ReviewDialog QListWidget::item:selected { background: #2f6b47; color: #ffffff; }
#ReviewDialog QPushButton {
    color: #1b1b1b; background: #ece6d6; border: 1px solid #8a826c;
    border-radius: 7px; padding: 6px 12px;
}
#ReviewDialog QPushButton:hover { background: #fff8e6; }
#ReviewDialog QPushButton:disabled { color: #777; background: #9d988a; }
#ReviewDialog QPushButton[primary="true"] {
    background: #f6cf62; border-color: #a07d1c; font-weight: bold;
}
#ReviewDialog QPushButton[primary="true"]:hover { background: #ffe08a; }
#ReviewDialog QPushButton[primary="true"]:disabled {
    color: #6b6b6b; background: #9d988a; border-color: #8a826c;
}
#ReviewDialog QComboBox {
    background: #ece6d6; color: #1b1b1b; border: 1px solid #8a826c;
    border-radius: 6px; padding: 4px 8px;
}
#ReviewDialog QComboBox QAbstractItemView {
    background: #ffffff; color: #1b1b1b; selection-background-color: #f6cf62;
}
"""
