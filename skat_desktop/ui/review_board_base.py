"""What every game's review board shares: felt, fans, frames and marks.

Both boards paint one step of a finished deal with every hand face up on the
table's felt. A hand is a fan of cards; before a card that changed the outcome
is played it is framed red in its hand and the cards that would have kept the
result green, and once played it stays framed red in the trick. Where the
seats sit, how large the cards are and what the texts say differ, so those
are the hooks a subclass fills in (:mod:`.review_widgets` for Skat, and each
other game's board); everything else lives here once.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .card_theme import CardRenderer, element_id

TEXT = QColor(243, 239, 226)
DIM = QColor(200, 214, 200)
BAD = QColor(255, 96, 80)
GOOD = QColor(120, 230, 120)
OVERLAP = 0.36
"""Visible part of a card under its right neighbour, as a share of its width."""
OWN_SCALE = 1.2
"""The reviewing player's hand (at the bottom) is drawn this much larger."""


class MarkedCard(Protocol):
    """A marked card as both reviews describe it: who played which card."""

    @property
    def seat(self) -> int: ...

    @property
    def card(self) -> int: ...


M = TypeVar("M", bound=MarkedCard)
M_co = TypeVar("M_co", covariant=True)


class MarkedReview(Protocol[M_co]):
    """What the shared board reads of a review: the current step and its marks."""

    @property
    def index(self) -> int: ...

    def marks_at(self, step: int) -> Sequence[M_co]: ...


R = TypeVar("R", bound="MarkedReview[Any]")


class ReviewBoardBase(QWidget, Generic[R, M]):
    """Paints the current step of a review ``R`` whose marked cards are ``M``.

    A subclass sets :attr:`SEATS`, :attr:`MINIMUM` and :attr:`HINT` and paints
    the hands and the trick in :meth:`_paint_table` with :meth:`_paint_fan`
    and :meth:`_paint_trick_cards`.
    """

    SEATS = 3
    MINIMUM = QSize(560, 360)
    HINT = QSize(760, 480)

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._review: R | None = None
        self._names: list[str] = [""] * self.SEATS
        self._bottom = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(self.MINIMUM)
        renderer.deck_changed.connect(self.update)

    def set_review(self, review: R, names: list[str], bottom_seat: int) -> None:
        """Show ``review``; ``bottom_seat`` is drawn at the bottom (the player)."""
        self._review = review
        self._names = names
        self._bottom = bottom_seat
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.HINT)

    # ------------------------------------------------------------ highlights
    def coming_mark(self) -> M | None:
        """The marked card that is played at the next step, if any."""
        return self._mark_at(1)

    def played_mark(self) -> M | None:
        """The marked card played at the current step, if any."""
        return self._mark_at(0)

    def _mark_at(self, ahead: int) -> M | None:
        review = self._review
        if review is None:
            return None
        marks: Sequence[M] = review.marks_at(review.index + ahead)
        return marks[0] if marks else None

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._paint_felt(painter)
        if self._review is not None:
            self._paint_table(painter, self._review)
        painter.end()

    def _paint_table(self, painter: QPainter, review: R) -> None:
        """Hands, trick and texts over the felt (the subclass's seating)."""
        raise NotImplementedError

    def _paint_felt(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, QColor(46, 128, 78))
        grad.setColorAt(0.55, QColor(28, 98, 58))
        grad.setColorAt(1.0, QColor(10, 52, 30))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, 12, 12)

    def _paint_fan(
        self,
        painter: QPainter,
        cards: Iterable[int],
        origin: QPointF,
        cw: float,
        ch: float,
        bad: Collection[int],
        good: Collection[int],
    ) -> None:
        """A hand fanned left to right from ``origin``, ``bad`` framed red, ``good`` green."""
        frames: list[tuple[QRectF, QColor]] = []
        for i, card in enumerate(cards):
            rect = QRectF(origin.x() + i * cw * OVERLAP, origin.y(), cw, ch)
            self._draw_card(painter, card, rect)
            if card in bad:
                frames.append((rect, BAD))
            elif card in good:
                frames.append((rect, GOOD))
        # Frames go over the fan, so a card half covered by its neighbour
        # still shows its whole outline.
        for rect, colour in frames:
            self._frame(painter, rect, colour)

    def _paint_trick_cards(
        self,
        painter: QPainter,
        trick: Iterable[tuple[int, int]],
        slots: Mapping[int, QPointF],
        cw: float,
        ch: float,
    ) -> None:
        """The trick's cards, each at its seat's slot; the marked one just played framed red."""
        played = self.played_mark()
        for seat, card in trick:
            rect = QRectF(slots[seat], QSize(round(cw), round(ch)).toSizeF())
            self._draw_card(painter, int(card), rect)
            if played is not None and played.card == card:
                self._frame(painter, rect, BAD)

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
