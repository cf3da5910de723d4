"""The statistics dialog's bar chart: played (cream) and won (gold) per category.

Painted with ``QPainter`` on the table's felt colours rather than pulling in a
charting library for one bar chart. The Skat figures (declarer games by type)
and another game's figures (its contracts, say) use the same chart,
each through a small subclass that names its title and its bars; the names
are asked for at every paint, so a language switch renames them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget


@dataclasses.dataclass(frozen=True)
class Bar:
    """One category of the chart: its label, how often played and won."""

    label: str
    played: int
    won: int

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


def percent(rate: float | None) -> str:
    return "–" if rate is None else f"{rate * 100:.0f}%"


_WORD = re.compile(r"[^\s・]+[\s・]*|[\s・]+")
"""A word with the space or Japanese middle dot after it (where a label may break)."""

LABEL_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def wrap_label(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` broken into lines of whole words that fit ``width`` where they can.

    Qt breaks Japanese anywhere between two kana ("ゾラ・シュナイ / ダー"); packing
    whole words first keeps "ゾラ・ / シュナイダー" together. A single word wider
    than ``width`` is left to Qt's own wrapping.
    """
    lines: list[str] = []
    line = ""
    for word in _WORD.findall(text):
        if line and metrics.horizontalAdvance((line + word).rstrip()) > width:
            lines.append(line.rstrip())
            line = word
        else:
            line += word
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def label_font(font: QFont, labels: Sequence[str], width: int) -> QFont:
    """``font``, smaller where a label has a word wider than ``width``.

    Qt would otherwise break that word inside ("シュナイ / ダー", "パートナー /
    戦・"); down to 75 % of the size the word stays whole.
    """
    widest = max(
        (
            QFontMetrics(font).horizontalAdvance(word)
            for text in labels
            for word in _WORD.findall(text)
        ),
        default=0,
    )
    if widest <= width or widest == 0:
        return font
    smaller = QFont(font)
    size = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
    scaled = max(size * 0.75, size * width / widest)
    if font.pointSizeF() > 0:
        smaller.setPointSizeF(scaled)
    else:
        smaller.setPixelSize(max(1, int(scaled)))
    return smaller


class BarChart(QWidget):
    """Bars of played and won counts with the win rate on top; subclasses give the title."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsChart")
        self.setMinimumSize(QSize(440, 210))

    def title(self) -> str:
        raise NotImplementedError

    def bar_list(self) -> Sequence[Bar]:
        """The bars to paint, named in the current language (asked at every paint)."""
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        felt = QRadialGradient(QPointF(w / 2, h * 0.4), max(w, h) * 0.8)
        felt.setColorAt(0.0, QColor(46, 128, 78))
        felt.setColorAt(0.6, QColor(28, 98, 58))
        felt.setColorAt(1.0, QColor(10, 52, 30))
        painter.setPen(QPen(QColor(201, 166, 74), 2))
        painter.setBrush(felt)
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), 12, 12)

        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(243, 239, 226))
        painter.drawText(QRectF(14, 6, w - 28, 24), Qt.AlignmentFlag.AlignLeft, self.title())
        self._legend(painter, w)
        font.setBold(False)
        painter.setFont(font)

        bars = self.bar_list()
        if not bars:
            return
        slot = (w - 28) / len(bars)
        room = int(slot - 4)
        painter.setFont(label_font(font, [bar.label for bar in bars], room))
        metrics = painter.fontMetrics()
        labels = [wrap_label(metrics, bar.label, room) for bar in bars]
        needed = max(
            metrics.boundingRect(QRect(0, 0, room, 400), LABEL_FLAGS, t).height() for t in labels
        )
        label_h = max(22.0, needed + 4.0)
        top, bottom = 52.0, h - 8.0 - label_h
        highest = max([bar.played for bar in bars] + [1])
        bar_w = min(44.0, slot * 0.55)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawLine(QPointF(14, bottom), QPointF(w - 14, bottom))
        for i, (bar, text) in enumerate(zip(bars, labels, strict=True)):
            x = 14 + slot * i + (slot - bar_w) / 2
            played_h = (bottom - top) * bar.played / highest
            won_h = (bottom - top) * bar.won / highest
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(236, 230, 214, 210))
            painter.drawRoundedRect(QRectF(x, bottom - played_h, bar_w, played_h), 3, 3)
            painter.setBrush(QColor(246, 207, 98))
            painter.drawRoundedRect(QRectF(x + 4, bottom - won_h, bar_w - 8, won_h), 2, 2)
            painter.setPen(QColor(255, 240, 200))
            label = f"{bar.won}/{bar.played}"
            if bar.win_rate is not None:
                label += f"  {percent(bar.win_rate)}"
            painter.drawText(
                QRectF(14 + slot * i, bottom - played_h - 20, slot, 18),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                label,
            )
            painter.setPen(QColor(243, 239, 226))
            painter.drawText(
                QRectF(14 + slot * i + 2, bottom + 4, slot - 4, label_h),
                LABEL_FLAGS,
                text,
            )

    def _legend(self, painter: QPainter, w: float) -> None:
        metrics = painter.fontMetrics()
        x = w - 14
        for text, colour in (
            (QCoreApplication.translate("Statistics", "won"), QColor(246, 207, 98)),
            (QCoreApplication.translate("Statistics", "played"), QColor(236, 230, 214)),
        ):
            width = metrics.horizontalAdvance(text)
            x -= width
            painter.setPen(QColor(243, 239, 226))
            painter.drawText(QRectF(x, 8, width + 2, 20), Qt.AlignmentFlag.AlignLeft, text)
            x -= 18
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, 12, 12, 12), 2, 2)
            x -= 14
