"""One card on the table: a QGraphicsObject so its properties can be animated.

Position, rotation and the turn-over (``flip``) are Qt properties, which lets
the table animate any card with ``QPropertyAnimation``. The item's origin is
the card's centre, so rotating and turning over happen around the middle as
they do with a real card. The picture comes from the shared
:class:`CardRenderer` at the paint device's pixel ratio, so cards stay sharp
on high-DPI screens and a deck switch only needs an ``update()``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .card_theme import BACK_ID, CardRenderer, element_id

_QUANTS: tuple[float, ...] = (0.45, 0.65, 0.8, 1.0, 1.25, 1.5, 2.0)
SKAT_MARK = QColor(150, 90, 255)
"""The frame of the cards just picked up from the skat."""


class CardItem(QGraphicsObject):
    """A card that can lie face up or down, be dimmed, lifted, selected or hinted."""

    clicked = Signal(int)
    dropped = Signal(int, QPointF)
    """A drag ended: (card, scene position of the card's centre)."""

    def __init__(
        self, card: int, renderer: CardRenderer, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.card = card
        self._renderer = renderer
        self._size = QSizeF(60, 90)
        self._face_up = False
        self._flip = 0.0
        self._flip_target_face = False
        self._dimmed = False
        self._hinted = False
        self._focused = False
        self._hover = False
        self._interactive = False
        self._picked = False
        self._from_skat = False
        self._press: QPointF | None = None
        self._drag_origin: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------------ geometry
    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def set_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)

    def _lift(self) -> float:
        return self._size.height() * 0.12

    def boundingRect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        lift = self._lift()
        return QRectF(-w / 2 - 3, -h / 2 - lift - 3, w + 8, h + lift + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        w, h = self._size.width(), self._size.height()
        path.addRect(QRectF(-w / 2, -h / 2, w, h))
        return path

    # ------------------------------------------------------------------ state
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        """Turn over at once (no animation); see the ``flip`` property for that."""
        self._flip = 0.0
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def begin_flip(self, to_face_up: bool) -> None:
        """Prepare a turn-over; animating ``flip`` 0→1 then shows the other side."""
        self._flip_target_face = to_face_up
        self._flip = 0.0

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5 and self._face_up != self._flip_target_face:
            self._face_up = self._flip_target_face
        if value >= 1.0:
            self._flip = 0.0
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def dimmed(self) -> bool:
        return self._dimmed

    def set_hinted(self, hinted: bool) -> None:
        if hinted != self._hinted:
            self._hinted = hinted
            self.update()

    def hinted(self) -> bool:
        return self._hinted

    def focused(self) -> bool:
        """Whether the keyboard focus is drawn on this card (read-only)."""
        return self._focused

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    def set_picked(self, picked: bool) -> None:
        """Picked to put away: the card already stands raised, so hovering or the
        keyboard focus does not lift it further (up into the name plate)."""
        if picked != self._picked:
            self._picked = picked
            self.update()

    def set_from_skat(self, from_skat: bool) -> None:
        """Mark a card just picked up from the skat, so the player can tell the
        two new cards apart in the twelve while choosing what to put away."""
        if from_skat != self._from_skat:
            self._from_skat = from_skat
            self.update()

    def from_skat(self) -> bool:
        return self._from_skat

    def set_interactive(self, interactive: bool) -> None:
        """Only the human's own hand reacts to the mouse."""
        if interactive == self._interactive:
            return
        self._interactive = interactive
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton
        )
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
        )
        if not interactive:
            self._hover = False
            self.update()

    def interactive(self) -> bool:
        return self._interactive

    # ------------------------------------------------------------------ painting
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._size.width(), self._size.height()
        lift = (
            self._lift()
            if (self._hover or self._focused)
            and self._interactive
            and not self._dimmed
            and not self._dragging
            and not self._picked
            else 0.0
        )
        sx = abs(1.0 - 2.0 * self._flip) if self._flip > 0 else 1.0
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        world = painter.worldTransform()
        on_screen = math.hypot(world.m11(), world.m12())
        # Render at one of a few sizes at or above the on-screen size: sharp,
        # yet a moving, shrinking card does not rasterise the SVG every frame.
        quant = next((q for q in _QUANTS if q >= on_screen - 0.01), 1.0)
        painter.translate(0, -lift)
        painter.scale(max(sx, 0.02), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.06
        # A soft shadow under the card, cheaper than a QGraphicsEffect per card.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(rect.translated(2.0, 3.0), radius, radius)
        dpr = 1.0
        device = painter.device()
        if device is not None:
            dpr = device.devicePixelRatioF()
        element = element_id(self.card) if self._face_up else BACK_ID
        size = QSize(max(1, round(w * quant)), max(1, round(h * quant)))
        pixmap = self._renderer.pixmap(element, size, dpr)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self._dimmed:
            painter.setBrush(QColor(20, 30, 25, 110))
            painter.drawRoundedRect(rect, radius, radius)
        if self._from_skat:
            # A violet wash and frame: apart from the hint's gold and the focus's blue.
            painter.setBrush(QColor(150, 90, 255, 34))
            painter.setPen(QPen(SKAT_MARK, max(2.5, w * 0.045)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self._hinted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 200, 40), max(2.5, w * 0.045)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        elif self._focused and self._interactive:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(120, 200, 255), max(2.0, w * 0.035)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.restore()

    # ------------------------------------------------------------------ mouse
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._interactive:
            self._hover = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover:
            self._hover = False
            self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._drag_origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._drag_origin is None or self._dimmed:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < QApplication.startDragDistance():
            return
        if not self._dragging:
            self._dragging = True
            self.setZValue(self.zValue() + 100)
        self.setPos(self._drag_origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        dragging = self._dragging
        self._press = None
        self._dragging = False
        if dragging:
            self.setZValue(self.zValue() - 100)
            self.dropped.emit(self.card, self.pos())
        else:
            self.clicked.emit(self.card)

    def drag_origin(self) -> QPointF | None:
        return self._drag_origin
