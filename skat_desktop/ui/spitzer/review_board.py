"""The Spitzer review's table: all four hands face up and the trick, on felt.

Drawn like the Skat review's board (the shared :mod:`..review_board_base`: colours and
frames): the reviewing player's hand at the bottom, the three others across
the top in playing order as the Spitzer table seats them, the trick as a cross
in the middle, each card in front of its player. Names of the declaring side
(as it turned out) are gold. Before a card that changed the score is played it
is framed red in its hand and the cards that would have kept the score green;
once played it stays framed red in the trick.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

from skat_desktop.ai.spitzer.review import SpitzerCardAnalysis, SpitzerDealReview
from skat_desktop.engine.api import CardSet
from skat_desktop.engine.spitzer.api import (
    spitzer_sort_key as sort_key,
)

from ..card_theme import CardRenderer
from ..review_board_base import DIM, OVERLAP, OWN_SCALE, TEXT, ReviewBoardBase
from . import review_texts

GOLD = QColor(255, 232, 160)
"""Names on the declaring side."""
HAND = 8


class SpitzerReviewBoard(ReviewBoardBase[SpitzerDealReview, SpitzerCardAnalysis]):
    """Paints the current step of a :class:`SpitzerDealReview`."""

    SEATS = 4
    MINIMUM = QSize(620, 420)
    HINT = QSize(860, 600)

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self.setObjectName("SpitzerReviewBoard")

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
        bad = {coming.card} if mine and coming is not None else set()
        good = set(coming.best_cards) if mine and coming is not None else set()
        fan_origin = QPointF(origin.x(), origin.y() + lh)
        self._paint_fan(painter, cards, fan_origin, cw, ch, bad, good)

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
        self._paint_trick_cards(painter, step.trick, slots, cw, ch)
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
