"""Name plates, the game-info box and the toast: the table's painted text.

They are painted items rather than widgets so they scale with the table and
sit under the cards' animations without layout fights. Every text they show is
handed in already translated by the table, which re-sets it after a language
switch, so these classes hold no strings of their own.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, round(px)))
    font.setBold(bold)
    return font


class PlayerPlate(QGraphicsObject):
    """A player's name, role, level, speech bubble and thinking dots."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.detail = ""
        self.bubble = ""
        self.badges: list[str] = []
        self.active = False
        self.declarer = False
        self.sitting_out = False
        self._thinking = False
        self._dots = 0
        self._px = 13.0
        self._align_right = False
        self._max_name = 0.0
        self._max_bubble = 0.0
        self._below: tuple[float, float, float] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(350)
        self._timer.timeout.connect(self._tick)
        self.setZValue(500)

    def set_font_px(self, px: float) -> None:
        self.prepareGeometryChange()
        self._px = px

    def set_align_right(self, right: bool) -> None:
        self._align_right = right

    def set_limits(self, name_px: float, bubble_px: float) -> None:
        """Elide the name beyond ``name_px`` and keep the bubble within ``bubble_px``
        (0: no limit), so two plates with long names and a game badge between them
        do not overlap. The bubble takes a second line before anything is elided.
        The bubble goes beside the plate again."""
        self.prepareGeometryChange()
        self._max_name, self._max_bubble = name_px, bubble_px
        self._below = None
        self.update()

    def name_limit(self) -> float:
        return self._max_name

    def set_bubble_below(self, left: float, right: float, anchor: float) -> None:
        """Draw the bubble under the plate, within ``left``…``right`` (plate
        coordinates), up to two lines: where the gap beside the plate is too
        narrow for a long badge ("Call the ace of spades, Schneider"). ``anchor``
        says which point of the bubble lines up with the same point of the
        plate: 0 left edges, 0.5 centres, 1 right edges."""
        self.prepareGeometryChange()
        self._below = (left, right, anchor)
        self.update()

    def bubble_fits(self, width: float, lines: int = 2) -> bool:
        """Whether the bubble's whole text fits in ``width`` pixels on ``lines`` lines."""
        text = self._bubble_source()
        if not text:
            return True
        return _wrap(text, _font(self._px, True), width - self._px * 1.2, lines)[1]

    def chrome_width(self) -> float:
        """What the box adds to its name: the padding and room for the thinking dots."""
        return self._px * 1.4 + QFontMetricsF(_font(self._px * 1.1, True)).horizontalAdvance(
            "   ●●●"
        )

    def natural_bubble_width(self) -> float:
        """The bubble's width with nothing elided (0 without a bubble)."""
        text = self._bubble_source()
        if not text:
            return 0.0
        return QFontMetricsF(_font(self._px, True)).horizontalAdvance(text) + self._px * 1.2

    def _bubble_source(self) -> str:
        return "  ".join(([self.bubble] if self.bubble else []) + self.badges)

    def _shown_detail(self) -> str:
        if self._max_name <= 0:
            return self.detail
        metrics = QFontMetricsF(_font(self._px * 0.9))
        return metrics.elidedText(self.detail, Qt.TextElideMode.ElideRight, self._max_name)

    def _shown_name(self) -> str:
        if self._max_name <= 0:
            return self.name
        metrics = QFontMetricsF(_font(self._px * 1.1, True))
        return metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, self._max_name)

    def set_content(
        self,
        name: str,
        detail: str,
        bubble: str,
        badges: list[str],
        active: bool,
        declarer: bool,
        sitting_out: bool,
    ) -> None:
        self.prepareGeometryChange()
        self.name, self.detail, self.bubble = name, detail, bubble
        self.badges, self.active, self.declarer = badges, active, declarer
        self.sitting_out = sitting_out
        self.update()

    def set_thinking(self, thinking: bool) -> None:
        if thinking == self._thinking:
            return
        self._thinking = thinking
        if thinking:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def thinking(self) -> bool:
        return self._thinking

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.update()

    def _box_size(self) -> tuple[float, float]:
        big = QFontMetricsF(_font(self._px * 1.1, True))
        small = QFontMetricsF(_font(self._px * 0.9))
        width = (
            max(
                big.horizontalAdvance(self._shown_name() + "   ●●●"),
                small.horizontalAdvance(self._shown_detail()),
            )
            + self._px * 1.4
        )
        height = big.height() + small.height() + self._px * 0.8
        return width, height

    def plate_size(self) -> tuple[float, float]:
        """Width and height of the plate itself (without the bubble)."""
        return self._box_size()

    def _bubble(self) -> tuple[list[str], QRectF]:
        """The bubble's lines and its rectangle in plate coordinates (none: no text)."""
        text = self._bubble_source()
        if not text:
            return [], QRectF()
        font = _font(self._px, True)
        metrics = QFontMetricsF(font)
        pad = self._px * 1.2
        w, h = self._box_size()
        if self._below is not None:
            left, right, anchor = self._below
            lines = _wrap(text, font, right - left - pad, 2)[0]
        elif self._max_bubble > 0 and metrics.horizontalAdvance(text) + pad > self._max_bubble:
            lines = _wrap(text, font, self._max_bubble - pad, 2)[0]
        else:
            lines = [text]
        bw = max(metrics.horizontalAdvance(line) for line in lines) + pad
        bh = metrics.height() * len(lines) + self._px * 0.5
        if self._below is not None:
            x = anchor * (w - bw)
            x = max(left, min(x, right - bw))
            return lines, QRectF(x, h + self._px * 0.3, bw, bh)
        x = -bw - self._px * 0.5 if self._align_right else w + self._px * 0.5
        return lines, QRectF(x, (h - bh) / 2, bw, bh)

    def bubble_lines(self) -> list[str]:
        """The bubble's text as drawn, line by line (tests read it)."""
        return self._bubble()[0]

    def drawn_rects(self) -> list[QRectF]:
        """The plate's box and, if shown, its bubble, in scene coordinates."""
        w, h = self._box_size()
        rects = [QRectF(0, 0, w, h)]
        lines, bubble = self._bubble()
        if lines:
            rects.append(bubble)
        return [self.mapRectToScene(r) for r in rects]

    def boundingRect(self) -> QRectF:
        w, h = self._box_size()
        rect = QRectF(0, 0, w, h)
        lines, bubble = self._bubble()
        if lines:
            rect = rect.united(bubble)
        return rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._box_size()
        rect = QRectF(0, 0, w, h)
        radius = self._px * 0.6
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if self.active:
            grad.setColorAt(0, QColor(255, 246, 214, 240))
            grad.setColorAt(1, QColor(238, 214, 150, 240))
        else:
            grad.setColorAt(0, QColor(22, 40, 32, 200))
            grad.setColorAt(1, QColor(10, 26, 20, 200))
        painter.setBrush(grad)
        border = QColor(255, 205, 80) if self.declarer else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 2.0 if self.declarer else 1.0))
        painter.drawRoundedRect(rect, radius, radius)
        fg = QColor(30, 30, 30) if self.active else QColor(245, 245, 240)
        sub = QColor(70, 60, 40) if self.active else QColor(190, 210, 195)
        big = _font(self._px * 1.1, True)
        small = _font(self._px * 0.9)
        big_m = QFontMetricsF(big)
        pad = self._px * 0.7
        painter.setFont(big)
        painter.setPen(fg)
        name_rect = QRectF(pad, pad * 0.55, w - 2 * pad, big_m.height())
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self._shown_name(),
        )
        if self._thinking:
            dots = "●" * (self._dots + 1)
            painter.setPen(QColor(200, 120, 20) if self.active else QColor(255, 210, 90))
            painter.drawText(
                name_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, dots
            )
        painter.setFont(small)
        painter.setPen(sub)
        painter.drawText(
            QRectF(
                pad, pad * 0.55 + big_m.height(), w - 2 * pad, QFontMetricsF(small).height() + 2
            ),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self._shown_detail(),
        )
        lines, brect = self._bubble()
        if lines:
            radius = min(brect.height() / 2, self._px * 0.9)
            painter.setPen(QPen(QColor(60, 60, 60, 120), 1))
            painter.setBrush(QColor(255, 255, 255, 235))
            painter.drawRoundedRect(brect, radius, radius)
            font = _font(self._px, True)
            painter.setFont(font)
            painter.setPen(
                QColor(150, 30, 30) if self.badges and not self.bubble else QColor(25, 25, 25)
            )
            line_h = QFontMetricsF(font).height()
            top = brect.top() + self._px * 0.25
            for i, line in enumerate(lines):
                painter.drawText(
                    QRectF(brect.left(), top + i * line_h, brect.width(), line_h),
                    Qt.AlignmentFlag.AlignCenter,
                    line,
                )


def _split_in_two(text: str, metrics: QFontMetricsF, width: float) -> list[str] | None:
    """``text`` as two lines of ``width`` broken at a space or after Japanese
    punctuation ("、", "・"), the lines as even as they can be; None if no such
    break fits ("シュナイ/ダー" in the middle of a word reads badly)."""
    best: tuple[float, list[str]] | None = None
    for i, char in enumerate(text):
        if char not in " 、・，":
            continue
        lines = [text[: i + 1].strip(), text[i + 1 :].strip()]
        if not all(lines):
            continue
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        if widest <= width and (best is None or widest < best[0]):
            best = (widest, lines)
    return best[1] if best is not None else None


def _wrap(text: str, font: QFont, width: float, max_lines: int) -> tuple[list[str], bool]:
    """``text`` broken into at most ``max_lines`` lines of ``width`` pixels, between
    words or, in Japanese, between characters (Qt's line breaking); the last line
    is elided when the rest does not fit. Also says whether the text is whole."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return [text], True
    if max_lines >= 2:
        pair = _split_in_two(text, metrics, width)
        if pair is not None:
            return pair, True
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(width, 1.0))
        starts.append(line.textStart())
    layout.endLayout()
    starts = starts[:max_lines]
    ends = [*starts[1:], len(text)]
    lines = [text[a:b].strip() for a, b in zip(starts, ends, strict=True)]
    shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]
    return shown, shown == lines and all(
        metrics.horizontalAdvance(line) <= width + 0.01 for line in lines
    )


class InfoBox(QGraphicsObject):
    """The game so far: bid, game, Kontra/Re/Bock marks, list position."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lines: list[tuple[str, str]] = []
        self._px = 13.0
        self.setZValue(400)

    def set_font_px(self, px: float) -> None:
        self.prepareGeometryChange()
        self._px = px

    def set_lines(self, lines: list[tuple[str, str]]) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        self.update()

    def _metrics(self) -> tuple[float, float, float]:
        fm_b = QFontMetricsF(_font(self._px, True))
        fm = QFontMetricsF(_font(self._px))
        label_w = max([fm.horizontalAdvance(a) for a, _ in self.lines] + [0.0])
        value_w = max([fm_b.horizontalAdvance(b) for _, b in self.lines] + [0.0])
        return label_w, value_w, fm_b.height() * 1.15

    def boundingRect(self) -> QRectF:
        label_w, value_w, line_h = self._metrics()
        if not self.lines:
            return QRectF()
        return QRectF(
            0, 0, label_w + value_w + self._px * 2.2, line_h * len(self.lines) + self._px * 1.0
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        painter.setBrush(QColor(0, 0, 0, 85))
        painter.drawRoundedRect(rect, self._px * 0.6, self._px * 0.6)
        label_w, value_w, line_h = self._metrics()
        x0 = self._px * 0.7
        y = self._px * 0.5
        for label, value in self.lines:
            painter.setFont(_font(self._px))
            painter.setPen(QColor(190, 215, 200))
            painter.drawText(
                QRectF(x0, y, label_w, line_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            painter.setFont(_font(self._px, True))
            painter.setPen(QColor(255, 240, 200))
            painter.drawText(
                QRectF(x0 + label_w + self._px * 0.8, y, value_w, line_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                value,
            )
            y += line_h


class PileLabel(QGraphicsObject):
    """Small count under a won-tricks pile."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._px = 12.0
        self.setZValue(450)

    def set_text(self, text: str, px: float) -> None:
        self.prepareGeometryChange()
        self.text, self._px = text, px
        self.update()

    def boundingRect(self) -> QRectF:
        if not self.text:
            return QRectF()
        fm = QFontMetricsF(_font(self._px, True))
        w = fm.horizontalAdvance(self.text) + self._px
        return QRectF(-w / 2, 0, w, fm.height() + 4)

    def place_under(self, x: float, y: float, left: float, right: float) -> None:
        """Centre the label under a pile at ``x``, but keep it between ``left``
        and ``right`` (the table's margins): a pile near the edge has a label
        wider than itself ("トリック 4"), which would otherwise touch or cross
        the window's edge."""
        half = self.boundingRect().width() / 2
        x = max(left + half, min(x, right - half))
        self.setPos(x, y)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(_font(self._px, True))
        painter.setPen(QColor(240, 240, 230))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class Toast(QGraphicsObject):
    """A short message over the table (why a card is illegal, who won the trick)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._px = 14.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.setZValue(2000)

    def show_text(self, text: str, px: float, center: QPointF, msecs: int = 2600) -> None:
        self.prepareGeometryChange()
        self.text, self._px = text, px
        self.setPos(center)
        self.setVisible(True)
        self.update()
        self._timer.start(msecs)

    def clear(self) -> None:
        self.prepareGeometryChange()
        self.text = ""
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        if not self.text:
            return QRectF()
        fm = QFontMetricsF(_font(self._px, True))
        w = fm.horizontalAdvance(self.text) + self._px * 2
        h = fm.height() + self._px
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 210, 90), 1.5))
        painter.setBrush(QColor(30, 20, 10, 225))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(_font(self._px, True))
        painter.setPen(QColor(255, 245, 225))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
