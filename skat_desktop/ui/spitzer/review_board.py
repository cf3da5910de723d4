"""The Spitzer review's table: all four hands face up and the trick, on felt.

Drawn like the Skat review's board (:mod:`..review_widgets`, same colours and
frames): the reviewing player's hand at the bottom, the three others across
the top in playing order as the Spitzer table seats them, the trick as a cross
in the middle, each card in front of its player. Names of the declaring side
(as it turned out) are gold. Before a card that changed the score is played it
is framed red in its hand and the cards that would have kept the score green;
once played it stays framed red in the trick.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from skat_desktop.ai.spitzer.review import SpitzerCardAnalysis, SpitzerDealReview
from skat_desktop.engine.api import CardSet
from skat_desktop.engine.api import spitzer_sort_key as sort_key

from ..card_theme import CardRenderer, element_id
from ..review_widgets import BAD, DIM, GOOD, OVERLAP, OWN_SCALE, TEXT
from . import review_texts

GOLD = QColor(255, 232, 160)
"""Names on the declaring side."""
HAND = 8


class SpitzerReviewBoard(QWidget):
    """Paints the current step of a :class:`SpitzerDealReview`."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SpitzerReviewBoard")
        self._renderer = renderer
        self._review: SpitzerDealReview | None = None
        self._names: list[str] = ["", "", "", ""]
        self._bottom = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(620, 420)
        renderer.deck_changed.connect(self.update)

    def set_review(self, review: SpitzerDealReview, names: list[str], bottom_seat: int) -> None:
        """Show ``review``; ``bottom_seat`` is drawn at the bottom (the player)."""
        self._review = review
        self._names = names
        self._bottom = bottom_seat
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(860, 600)

    # ------------------------------------------------------------ highlights
    def coming_mark(self) -> SpitzerCardAnalysis | None:
        """The marked card that is played at the next step, if any."""
        review = self._review
        if review is None:
            return None
        marks = review.marks_at(review.index + 1)
        return marks[0] if marks else None

    def played_mark(self) -> SpitzerCardAnalysis | None:
        review = self._review
        if review is None:
            return None
        marks = review.marks_at(review.index)
        return marks[0] if marks else None

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect())
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, QColor(46, 128, 78))
        grad.setColorAt(0.55, QColor(28, 98, 58))
        grad.setColorAt(1.0, QColor(10, 52, 30))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, 12, 12)
        if self._review is not None:
            self._paint_table(painter, self._review)
        painter.end()

    def metrics(self) -> tuple[float, float, float, float]:
        """Card width, card height, label height (two lines) and margin."""
        margin = 12.0
        label = float(2 * self.fontMetrics().height() + 6)
        aspect = self._renderer.aspect_ratio()
        fan = 1 + (HAND - 1) * OVERLAP
        by_width = (self.width() - 4 * margin) / (3 * fan)
        by_height = (self.height() - 2 * label - 4 * margin) / (1.75 + 1 + OWN_SCALE) * aspect
        cw = max(20.0, min(by_width, by_height))
        return cw, cw / aspect, label, margin

    def _paint_table(self, painter: QPainter, review: SpitzerDealReview) -> None:
        cw, ch, lh, m = self.metrics()
        w, h = float(self.width()), float(self.height())
        fan = 1 + (HAND - 1) * OVERLAP
        b = self._bottom
        top = [(b + 1) % 4, (b + 2) % 4, (b + 3) % 4]
        gap = (w - 2 * m - 3 * cw * fan) / 2
        places = {seat: (QPointF(m + i * (cw * fan + gap), m), 1.0) for i, seat in enumerate(top)}
        own_w = cw * OWN_SCALE * fan
        places[b] = (QPointF((w - own_w) / 2, h - m - ch * OWN_SCALE - lh), OWN_SCALE)
        coming = self.coming_mark()
        for seat, (origin, scale) in places.items():
            self._paint_hand(painter, review, seat, origin, cw * scale, ch * scale, lh, coming)
        self._paint_trick(painter, review, top, cw, ch, lh, m)

    def _paint_hand(
        self,
        painter: QPainter,
        review: SpitzerDealReview,
        seat: int,
        origin: QPointF,
        cw: float,
        ch: float,
        lh: float,
        coming: SpitzerCardAnalysis | None,
    ) -> None:
        step = review.current
        width = cw * (1 + (HAND - 1) * OVERLAP)
        first, second = review_texts.seat_lines(review, seat, self._names)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(GOLD if seat in review.side else TEXT)
        half = lh / 2
        painter.drawText(
            QRectF(origin.x(), origin.y(), width, half),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(first, Qt.TextElideMode.ElideRight, int(width)),
        )
        painter.setFont(self.font())
        painter.setPen(DIM)
        painter.drawText(
            QRectF(origin.x(), origin.y() + half - 3, width, half),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            second,
        )
        cards = sorted((int(c) for c in CardSet(step.hands[seat])), key=sort_key)
        mine = coming is not None and coming.seat == seat
        frames: list[tuple[QRectF, QColor]] = []
        for i, card in enumerate(cards):
            rect = QRectF(origin.x() + i * cw * OVERLAP, origin.y() + lh, cw, ch)
            self._draw_card(painter, card, rect)
            if mine and coming is not None and card == coming.card:
                frames.append((rect, BAD))
            elif mine and coming is not None and card in coming.best_cards:
                frames.append((rect, GOOD))
        for rect, colour in frames:  # over the fan: a covered card shows its whole outline
            self._frame(painter, rect, colour)

    def _paint_trick(
        self,
        painter: QPainter,
        review: SpitzerDealReview,
        top: list[int],
        cw: float,
        ch: float,
        lh: float,
        m: float,
    ) -> None:
        w, h = float(self.width()), float(self.height())
        step = review.current
        upper = m + lh + ch
        lower = h - m - lh - ch * OWN_SCALE
        cx, cy = w / 2, (upper + lower) / 2
        slots = {
            top[0]: QPointF(cx - cw * 1.3, cy - ch * 0.5),
            top[1]: QPointF(cx - cw * 0.5, cy - ch * 0.86),
            top[2]: QPointF(cx + cw * 0.3, cy - ch * 0.5),
            self._bottom: QPointF(cx - cw * 0.5, cy - ch * 0.14),
        }
        played = self.played_mark()
        for seat, card in step.trick:
            rect = QRectF(slots[seat], QSize(round(cw), round(ch)).toSizeF())
            self._draw_card(painter, int(card), rect)
            if played is not None and played.card == card:
                self._frame(painter, rect, BAD)
        painter.setFont(self.font())
        painter.setPen(TEXT)
        if step.trick_winner is not None:
            painter.drawText(
                QRectF(cx + cw * 0.7, cy + ch * 0.5, w / 2 - cw - m, lh / 2),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                "→ " + self._names[step.trick_winner],
            )
        info_width = cx - cw * 1.4 - 2 * m
        painter.drawText(
            QRectF(m, upper + m, info_width, lower - upper - 2 * m),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            "\n".join(review_texts.info_lines(review, self._names)),
        )

    def _draw_card(self, painter: QPainter, card: int, rect: QRectF) -> None:
        size = QSize(round(rect.width()), round(rect.height()))
        pixmap = self._renderer.pixmap(element_id(card), size, self.devicePixelRatioF())
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def _frame(self, painter: QPainter, rect: QRectF, colour: QColor) -> None:
        painter.save()
        painter.setPen(QPen(colour, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)
        painter.restore()
