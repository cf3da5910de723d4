"""The review's table: all three hands face up, the skat and the trick, on felt.

One painted widget rather than a grid of labels, so the hands keep the
table's look (felt, fanned cards) and the cards that matter can be outlined in
place: before a card that changed the outcome is played, it is framed red in
its hand and the cards that would have kept the result are framed green; once
played it stays framed red in the trick.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPainter,
)
from PySide6.QtWidgets import QWidget

from skat_desktop.ai.review import DealReview, Mark
from skat_desktop.engine.api import CardSet, GameType, sort_key

from . import review_texts, texts
from .card_theme import CardRenderer
from .review_board_base import BAD, DIM, GOOD, OVERLAP, OWN_SCALE, TEXT, ReviewBoardBase

__all__ = ["BAD", "DIM", "GOOD", "OVERLAP", "OWN_SCALE", "TEXT", "ReviewBoard"]


class ReviewBoard(ReviewBoardBase[DealReview, Mark]):
    """Paints the current step of a :class:`DealReview`."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self.setObjectName("ReviewBoard")
        self.seat_labels: dict[int, tuple[QRectF, str]] = {}
        """Seat → where its line was last painted and the text shown there."""

    def _metrics(self) -> tuple[float, float, float, float]:
        """Card width, card height, label height and margin for the widget size."""
        margin = 12.0
        label = float(self.fontMetrics().height() + 6)
        aspect = self._renderer.aspect_ratio()
        by_width = (self.width() / 2 - 2 * margin) / (1 + 11 * OVERLAP)
        by_height = (self.height() - 2 * label - 4 * margin) / (2.4 + OWN_SCALE) * aspect
        cw = max(20.0, min(by_width, by_height))
        return cw, cw / aspect, label, margin

    def _paint_table(self, painter: QPainter, review: DealReview) -> None:
        cw, ch, lh, m = self._metrics()
        w, h = float(self.width()), float(self.height())
        step = review.current
        sort_kind = review.kind if review.kind is not None else GameType.GRAND
        coming = self.coming_mark()
        seats = [(self._bottom + 1) % 3, (self._bottom + 2) % 3, self._bottom]
        hand_width = cw * (1 + 11 * OVERLAP)
        own_w, own_h = cw * OWN_SCALE, ch * OWN_SCALE
        own_width = own_w * (1 + 11 * OVERLAP)
        origins = [
            QPointF(m, m),
            QPointF(w - m - hand_width, m),
            QPointF((w - own_width) / 2, h - m - own_h - lh),
        ]
        sizes = [(cw, ch), (cw, ch), (own_w, own_h)]
        for seat, origin, (cw, ch) in zip(seats, origins, sizes, strict=True):
            painter.setPen(TEXT)
            font = self._bold_font(step.declarer == seat)
            painter.setFont(font)
            # The player's own line may run past its (centred) hand to the
            # right edge; what still does not fit ends in "…", never clipped
            # mid-word ("Tricks: 1 · Po").
            room = w - m - origin.x() if seat == self._bottom else w / 2 - 2 * m
            room = min(max(hand_width, room), w - m - origin.x())
            line = QFontMetricsF(font).elidedText(
                review_texts.seat_line(review, seat, self._names),
                Qt.TextElideMode.ElideRight,
                room,
            )
            rect = QRectF(origin.x(), origin.y(), room, lh)
            self.seat_labels[seat] = (rect, line)
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            cards = sorted(CardSet(step.hands[seat]), key=lambda c: sort_key(sort_kind, c))
            bad = {coming.card} if coming is not None and coming.seat == seat else set()
            good = set(coming.better) if coming is not None and coming.seat == seat else set()
            fan_origin = QPointF(origin.x(), origin.y() + lh)
            self._paint_fan(painter, cards, fan_origin, cw, ch, bad, good)
        cw, ch = sizes[0]
        self._paint_centre(painter, review, seats, cw, ch, lh, m)

    def _paint_centre(
        self,
        painter: QPainter,
        review: DealReview,
        seats: list[int],
        cw: float,
        ch: float,
        lh: float,
        m: float,
    ) -> None:
        w, h = float(self.width()), float(self.height())
        step = review.current
        top = m + lh + ch + m
        bottom = h - m - ch * OWN_SCALE - lh - m
        cy = (top + bottom) / 2
        cx = w / 2
        slots = {
            seats[0]: QPointF(cx - cw * 1.15, cy - ch * 0.72),
            seats[1]: QPointF(cx + cw * 0.15, cy - ch * 0.72),
            seats[2]: QPointF(cx - cw * 0.5, cy - ch * 0.28),
        }
        self._paint_trick_cards(painter, step.trick, slots, cw, ch)
        painter.setFont(self.font())
        painter.setPen(TEXT)
        if step.trick_winner is not None:
            painter.drawText(
                QRectF(cx + cw * 0.65, cy + ch * 0.72 - lh, w / 2 - cw - m, lh),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QCoreApplication.translate("Review", "→ {name}").format(
                    name=self._names[step.trick_winner]
                ),
            )
        # Skat on the right, the game on the left.
        skat_x = w - m - cw * (1 + OVERLAP) - cw * 0.3
        skat_rect = QRectF(skat_x, cy - ch / 2 + lh / 2, cw, ch)
        painter.setPen(DIM)
        painter.drawText(
            QRectF(skat_x - cw, skat_rect.top() - lh, cw * (3 + OVERLAP), lh),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            QCoreApplication.translate("Review", "Skat"),
        )
        for i, card in enumerate(CardSet(step.skat)):
            self._draw_card(painter, card, skat_rect.translated(i * cw * OVERLAP * 2, 0))
        painter.setPen(TEXT)
        info = self._game_info(review)
        painter.drawText(
            QRectF(m, cy - ch / 2, cx - cw * 1.2 - 2 * m, ch),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            info,
        )

    def _game_info(self, review: DealReview) -> str:
        step = review.current
        if review.kind == GameType.RAMSCH and step.contract is None:
            return texts.game_name(GameType.RAMSCH)
        if step.contract is None:
            if step.bid:
                return QCoreApplication.translate("Review", "Bid {bid}").format(bid=step.bid)
            return ""
        lines = [texts.contract_name(step.contract)]
        if step.bid:
            lines.append(QCoreApplication.translate("Review", "Bid {bid}").format(bid=step.bid))
        return "\n".join(lines)

    def _bold_font(self, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setBold(bold)
        return font
