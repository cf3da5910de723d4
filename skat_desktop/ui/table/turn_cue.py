"""The "your turn" cue beside the player's name plate.

A new player could not tell that they had to lead until they asked for a hint:
the plate only changed its colour. The cue says it in words ("Your lead — play
a card", "Your bid") while the player is to move, and is hidden otherwise. Both
tables place it with :func:`arrange_own_row`: on the plate's row, right of the
plate and its badge and left of the player's won-tricks pile; where that row
is too short even after the badge takes two lines, just above the plate. The
texts are the tables' (translated there); this item holds none of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..plates import PlayerPlate, Toast


class TurnCue(QGraphicsObject):
    """A bright pill that says what the player is to do now."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._px = 13.0
        self.setZValue(520)
        self.setVisible(False)

    def font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(9, round(self._px)))
        font.setBold(True)
        return font

    def set_text(self, text: str, px: float) -> None:
        """Show ``text`` (hide the cue when it is empty)."""
        self.prepareGeometryChange()
        self.text, self._px = text, px
        self.setVisible(bool(text))
        self.update()

    def size(self) -> tuple[float, float]:
        metrics = QFontMetricsF(self.font())
        return metrics.horizontalAdvance(
            self.text
        ) + self._px * 1.6, metrics.height() + self._px * 0.6

    def boundingRect(self) -> QRectF:
        if not self.text:
            return QRectF()
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def text_rect(self) -> QRectF:
        """Where the text is drawn, in scene coordinates (tests measure it)."""
        return self.mapRectToScene(
            self.boundingRect().adjusted(self._px * 0.8, 0, -self._px * 0.8, 0)
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor(255, 214, 90))
        grad.setColorAt(1, QColor(240, 170, 40))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor(120, 70, 0), 1.2))
        painter.drawRoundedRect(
            rect.adjusted(0.5, 0.5, -0.5, -0.5), rect.height() / 2, rect.height() / 2
        )
        painter.setFont(self.font())
        painter.setPen(QColor(45, 25, 0))
        painter.drawText(
            self.boundingRect().adjusted(self._px * 0.8, 0, -self._px * 0.8, 0),
            Qt.AlignmentFlag.AlignCenter,
            self.text,
        )


def turn_text(lead: bool, play: bool, bid: bool) -> str:
    """What the cue says: the lead and a card to play are named, a bid too."""
    if play and lead:
        return QCoreApplication.translate("Table", "Your lead — play a card")
    if play:
        return QCoreApplication.translate("Table", "Your turn — play a card")
    if bid:
        return QCoreApplication.translate("Table", "Your bid")
    return QCoreApplication.translate("Table", "Your turn")


def arrange_own_row(plate: PlayerPlate, cue: TurnCue, right: float, px: float) -> None:
    """Fit the player's ``plate`` badge and the ``cue`` on the plate's row, left of
    ``right`` (the won-tricks pile): a long badge takes two lines to leave the cue
    room; where even that is too little the cue goes just above the plate, and
    the badge alone keeps within the row. Call after the plate is placed."""
    gap = px * 0.6
    box_w, box_h = plate.plate_size()
    x0, y0 = plate.pos().x(), plate.pos().y()
    bubble_left = x0 + box_w + px * 0.5
    cue_w, cue_h = cue.size() if cue.text else (0.0, 0.0)
    bubble = plate.natural_bubble_width()
    if bubble:
        with_cue = right - bubble_left - (cue_w + gap if cue.text else 0.0)
        alone = right - bubble_left
        if bubble <= with_cue:
            pass
        elif cue.text and plate.bubble_fits(with_cue):
            plate.set_limits(plate.name_limit(), with_cue)
        elif bubble > alone:
            plate.set_limits(plate.name_limit(), alone)
    if not cue.text:
        return
    row_left = max(r.right() for r in plate.drawn_rects()) + gap
    if row_left + cue_w <= right:
        cue.setPos(row_left, y0 + (box_h - cue_h) / 2)
    else:
        cue.setPos(x0, y0 - cue_h - px * 0.4)


def keep_toast_clear(toast: Toast, cue: TurnCue, px: float) -> None:
    """Move a message up off the cue: on a short row the cue stands above the
    plate, where messages appear ("You: Call the ace of clubs")."""
    if not (toast.isVisible() and toast.text and cue.isVisible()):
        return
    message, mark = toast.sceneBoundingRect(), cue.sceneBoundingRect()
    if message.intersects(mark):
        toast.setPos(toast.pos().x(), toast.pos().y() - (message.bottom() - mark.top()) - px * 0.4)
