"""What every game's result panel shares: frame, scrolling body, buttons.

Each panel shows, over the table when a deal ends, a title and a headline,
then the dealt hands beside the facts of the deal, then "Review the deal" and
the main button (Enter). Hands and facts stand side by side where the panel is
wide enough, else the facts first and the hands below them: on a small window
the panel then scrolls down to the hands instead of cutting the facts off at
its right edge, and the score is still the first thing in view. What the hands
and the facts hold differs by game (:mod:`.result_panel` for Skat, and each other game's);
the frame around them lives here once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from . import par_texts
from .card_theme import CardRenderer


class ResultPanelBase(QFrame):
    """The end-of-deal panel's frame; a subclass fills :attr:`_hands` and :attr:`_details`.

    ``next_deal`` asks for the next deal (the main button or Enter),
    ``review_requested`` for the review of the deal just finished. After a
    practice deal (a reviewed deal played again) the main button leads back
    to the list instead and emits ``back_to_list``.
    """

    next_deal = Signal()
    back_to_list = Signal()
    review_requested = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResultPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._renderer = renderer
        self.practice = False
        """The deal shown was a practice deal: the main button leads back to the list."""
        self._par: par_texts.ParState | None = None
        """The par line's state; None: no par line."""
        self._par_labels: tuple[QLabel, QLabel] | None = None
        """The par line as drawn, updated in place when the par arrives."""
        outer = QVBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("ResultTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        self.headline = QLabel(self)
        self.headline.setObjectName("ResultHeadline")
        self.headline.setWordWrap(True)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.headline)
        body = QWidget(self)
        self._body_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)
        self._body_layout.setContentsMargins(0, 0, 0, 0)
        self._hands = QGridLayout()
        self._hands.setColumnStretch(2, 1)  # names and cards together at the left
        self._hands_box = QWidget(body)
        self._hands_box.setLayout(self._hands)
        self._body_layout.addWidget(self._hands_box)
        self._details = QGridLayout()
        self._details.setHorizontalSpacing(12)
        self._details.setColumnStretch(1, 1)  # values beside their labels on a wide panel
        self._details_box = QWidget(body)
        self._details_box.setLayout(self._details)
        self._body_layout.addWidget(self._details_box, 1)
        scroll = QScrollArea(self)
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setObjectName("ResultScroll")
        scroll.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)
        outer.addWidget(scroll, 1)
        self._scroll = scroll
        self._add_below_body(outer)
        # Review left, the main button (Enter) right.
        row = QHBoxLayout()
        row.addStretch(1)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewDeal")
        self.review_button.clicked.connect(self.review_requested)
        row.addWidget(self.review_button)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("nextDeal")
        self.next_button.setProperty("primary", True)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self).activated.connect(self.next_button.click)
        self.next_button.clicked.connect(self._on_next)
        row.addWidget(self.next_button)
        row.addStretch(1)
        outer.addLayout(row)

    # ------------------------------------------------------------ hooks
    # ------------------------------------------------------------------ par
    def set_par(self, par: int | None, pending: bool, level: str | None) -> None:
        """The deal's par (:mod:`skat_desktop.ai.par`): drawn with the next result,
        or at once in the line already drawn (it arrived)."""
        self._par = (par, pending, level)
        self._update_par_line()

    def hide_par(self) -> None:
        """No par line (a practice deal)."""
        self._par = None
        self._update_par_line()

    def _update_par_line(self) -> None:
        labels, scores = self._par_labels, self._current_scores()
        if labels is None or not scores:
            return
        for label in labels:
            label.setVisible(self._par is not None)
        if self._par is not None:
            texts_now = par_texts.par_row(scores[0], self._par)
            for label, text in zip(labels, texts_now, strict=True):
                label.setText(text)

    def _current_scores(self) -> tuple[int, ...]:
        """The current deal's list entries by table player (empty: none shown yet)."""
        raise NotImplementedError

    def _add_below_body(self, outer: QVBoxLayout) -> None:
        """Widgets between the hands and facts and the buttons (none by default)."""

    def _on_next(self) -> None:
        if self.practice:
            self.back_to_list.emit()
        else:
            self.next_deal.emit()

    # ------------------------------------------------------------ arrangement
    def preferred_width(self) -> int:
        """The width at which the hands and the facts fit side by side."""
        margins = self._outer.contentsMargins()
        inner = (
            self._hands_box.sizeHint().width()
            + self._body_layout.spacing()
            + self._details_box.sizeHint().width()
        )
        return inner + margins.left() + margins.right() + 16  # the scroll bar and frame

    def stacked(self) -> bool:
        """True when the facts stand above the hands (a narrow panel): the score
        is what the player looks for first, the hands can scroll."""
        return self._body_layout.direction() is QBoxLayout.Direction.BottomToTop

    def _arrange(self) -> None:
        direction = (
            QBoxLayout.Direction.LeftToRight
            if self.width() >= self.preferred_width()
            else QBoxLayout.Direction.BottomToTop
        )
        if self._body_layout.direction() is not direction:
            self._body_layout.setDirection(direction)
            # Lay out now, not at the next turn of the event loop: a grab of
            # the window right after the deal (the docs' screenshots) showed
            # the old arrangement.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()
