"""The statistics dialog: one player's figures across lists, with a small chart.

It only reads a :class:`StatisticsStore` (and resets it on request); the
figures come from :meth:`StatisticsStore.summary`, so what the dialog shows
is exactly what the tests check in the store. The chart is painted with
``QPainter`` on the table's felt colours rather than pulling in a charting
library for one bar chart.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import GameLine, PlayerSummary, Summary
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.resources_path import resources_dir

from . import texts

STATISTICS_STYLE = """
#StatisticsDialog { background: #faf7ec; }
#StatisticsDialog QLabel { color: #222; background: transparent; }
#StatisticsDialog #StatsTitle { font-size: 20px; font-weight: bold; color: #204a30; }
#StatisticsDialog #StatsLabel { color: #555; }
#StatisticsDialog #StatsValue { font-weight: bold; color: #1b1b1b; }
#StatisticsDialog #StatsNote { color: #6b5a30; }
#StatisticsDialog #StatsWarning {
    color: #8a2a10; background: #fde9c8; border: 1px solid #d9a34a;
    border-radius: 6px; padding: 6px;
}
#StatisticsDialog #StatsBox {
    background: #fffdf5; border: 1px solid #d8cfae; border-radius: 10px;
}
#StatisticsDialog QPushButton {
    color: #1b1b1b; background: #ece6d6; border: 1px solid #8a826c;
    border-radius: 7px; padding: 6px 16px;
}
#StatisticsDialog QPushButton:hover { background: #fff8e6; }
#StatisticsDialog QPushButton[primary="true"] {
    background: #f6cf62; border-color: #a07d1c; font-weight: bold;
}
#StatisticsDialog QPushButton[primary="true"]:hover { background: #ffe08a; }
#StatisticsDialog QComboBox {
    background: #ffffff; color: #1b1b1b; border: 1px solid #b9a56a;
    border-radius: 6px; padding: 3px 8px;
}
#StatisticsDialog QComboBox::drop-down { border: none; width: 20px; }
#StatisticsDialog QComboBox::down-arrow { image: url("{arrow}"); width: 10px; height: 6px; }
#StatisticsDialog QComboBox QAbstractItemView {
    background: #ffffff; color: #1b1b1b; selection-background-color: #f6cf62;
}
#StatisticsDialog QCheckBox { color: #222; }
"""

_FIGURES: tuple[str, ...] = (
    "deals",
    "declared",
    "won",
    "lists",
    "average",
    "seeger_fabian",
    "ramsch",
    "ramsch_lost",
    "durchmarsch",
    "ramsch_points",
)


def _figure_label(key: str) -> str:
    return {
        "deals": QCoreApplication.translate("Statistics", "Deals played"),
        "declared": QCoreApplication.translate("Statistics", "Games as declarer"),
        "won": QCoreApplication.translate("Statistics", "Games won"),
        "lists": QCoreApplication.translate("Statistics", "Finished lists"),
        "average": QCoreApplication.translate("Statistics", "Average points per list"),
        "seeger_fabian": QCoreApplication.translate(
            "Statistics", "Average Seeger-Fabian points per list"
        ),
        "ramsch": QCoreApplication.translate("Statistics", "Ramsch deals"),
        "ramsch_lost": QCoreApplication.translate("Statistics", "Ramsch lost"),
        "durchmarsch": QCoreApplication.translate("Statistics", "Durchmarsch"),
        "ramsch_points": QCoreApplication.translate("Statistics", "Average Ramsch card points"),
    }[key]


def _number(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:+.1f}" if value != int(value) else f"{int(value):+d}"


def _percent(rate: float | None) -> str:
    return "–" if rate is None else f"{rate * 100:.0f}%"


def figure_values(player: PlayerSummary) -> dict[str, str]:
    """The texts shown beside each figure's label (also read by the tests)."""
    return {
        "deals": str(player.deals),
        "declared": str(player.declared),
        "won": f"{player.won} ({_percent(player.win_rate)})",
        "lists": str(player.lists_finished),
        "average": _number(player.average_score),
        "seeger_fabian": _number(player.average_seeger_fabian),
        "ramsch": str(player.ramsch_played),
        "ramsch_lost": str(player.ramsch_lost),
        "durchmarsch": str(player.ramsch_durchmarsch),
        "ramsch_points": (
            "–" if player.average_ramsch_points is None else f"{player.average_ramsch_points:.1f}"
        ),
    }


class GameChart(QWidget):
    """Declarer games by type: games played (cream) and won (gold), win rate on top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsChart")
        self.lines: tuple[GameLine, ...] = ()
        self.setMinimumSize(QSize(440, 210))

    def set_lines(self, lines: tuple[GameLine, ...]) -> None:
        self.lines = lines
        self.update()

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
        title = QRectF(14, 6, w - 28, 24)
        painter.drawText(
            title,
            Qt.AlignmentFlag.AlignLeft,
            QCoreApplication.translate("Statistics", "Declarer games by type"),
        )
        self._legend(painter, w)
        font.setBold(False)
        painter.setFont(font)

        lines = self.lines
        if not lines:
            return
        top, bottom = 52.0, h - 30.0
        highest = max([line.played for line in lines] + [1])
        slot = (w - 28) / len(lines)
        bar_w = min(44.0, slot * 0.55)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawLine(QPointF(14, bottom), QPointF(w - 14, bottom))
        for i, line in enumerate(lines):
            x = 14 + slot * i + (slot - bar_w) / 2
            played_h = (bottom - top) * line.played / highest
            won_h = (bottom - top) * line.won / highest
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(236, 230, 214, 210))
            painter.drawRoundedRect(QRectF(x, bottom - played_h, bar_w, played_h), 3, 3)
            painter.setBrush(QColor(246, 207, 98))
            painter.drawRoundedRect(QRectF(x + 4, bottom - won_h, bar_w - 8, won_h), 2, 2)
            painter.setPen(QColor(255, 240, 200))
            label = f"{line.won}/{line.played}"
            if line.win_rate is not None:
                label += f"  {_percent(line.win_rate)}"
            painter.drawText(
                QRectF(14 + slot * i, bottom - played_h - 20, slot, 18),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                label,
            )
            painter.setPen(QColor(243, 239, 226))
            painter.drawText(
                QRectF(14 + slot * i, bottom + 4, slot, 22),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                texts.game_name(line.game),
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


class StatisticsDialog(QDialog):
    """Figures of one player (chosen in a box), practice lists on request, reset."""

    def __init__(
        self, store: StatisticsStore, player: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        arrow = (resources_dir() / "icons" / "down-arrow.svg").as_posix()
        self.setStyleSheet(STATISTICS_STYLE.replace("{arrow}", arrow))
        self.store = store
        self._wanted = player
        self.summary: Summary = store.summary()

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("StatsTitle")
        outer.addWidget(self.title)
        self.warning = QLabel(self)
        self.warning.setObjectName("StatsWarning")
        self.warning.setWordWrap(True)
        self.warning.hide()
        outer.addWidget(self.warning)

        chooser = QHBoxLayout()
        self.player_label = QLabel(self)
        self.player_box = QComboBox(self)
        self.player_box.setMinimumWidth(160)
        self.practice = QCheckBox(self)
        chooser.addWidget(self.player_label)
        chooser.addWidget(self.player_box)
        chooser.addStretch(1)
        chooser.addWidget(self.practice)
        outer.addLayout(chooser)

        box = QWidget(self)
        box.setObjectName("StatsBox")
        box.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        grid = QGridLayout(box)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(14)
        self.labels: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for i, key in enumerate(_FIGURES):
            label, value = QLabel(box), QLabel(box)
            label.setObjectName("StatsLabel")
            value.setObjectName("StatsValue")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row, col = i % 5, (i // 5) * 2
            grid.addWidget(label, row, col)
            grid.addWidget(value, row, col + 1)
            self.labels[key], self.values[key] = label, value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setColumnMinimumWidth(2, 150)
        outer.addWidget(box)

        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.empty)
        self.chart = GameChart(self)
        outer.addWidget(self.chart, 1)
        self.note = QLabel(self)
        self.note.setObjectName("StatsNote")
        self.note.setWordWrap(True)
        outer.addWidget(self.note)

        buttons = QHBoxLayout()
        self.reset_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.close_button.setProperty("primary", True)
        self.close_button.setDefault(True)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        outer.addLayout(buttons)

        self.player_box.currentIndexChanged.connect(self._show_player)
        self.practice.toggled.connect(self.refresh)
        self.reset_button.clicked.connect(self._confirm_reset)
        self.close_button.clicked.connect(self.accept)
        self.retranslate()
        self.refresh()
        self.resize(620, 600)

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        """Recompute the figures from the store and show them."""
        current = self.player_box.currentText() or self._wanted
        self.summary = self.store.summary(self.practice.isChecked())
        names = [p.name for p in self.summary.players]
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItems(names)
        if current in names:
            self.player_box.setCurrentIndex(names.index(current))
        self.player_box.blockSignals(False)
        self._show_player()
        self._show_notes()

    def current_player(self) -> PlayerSummary | None:
        return self.summary.player(self.player_box.currentText())

    def _show_player(self) -> None:
        player = self.current_player()
        has = player is not None
        self.empty.setVisible(not has)
        self.player_box.setEnabled(has)
        values = figure_values(player) if player is not None else {}
        for key, label in self.values.items():
            label.setText(values.get(key, "–"))
        self.chart.set_lines(player.games if player is not None else ())

    def _show_notes(self) -> None:
        s = self.summary
        parts = [
            QCoreApplication.translate("Statistics", "Lists: {lists}").format(lists=s.lists),
            QCoreApplication.translate("Statistics", "Deals: {deals}").format(deals=s.deals),
        ]
        if s.practice_lists:
            practice = (
                QCoreApplication.translate("Statistics", "Practice lists (included): {n}")
                if self.practice.isChecked()
                else QCoreApplication.translate("Statistics", "Practice lists (not counted): {n}")
            )
            parts.append(practice.format(n=s.practice_lists))
        self.note.setText(" · ".join(parts))
        problems: list[str] = []
        if self.store.load_error is not None:
            kept = self.store.damaged_copy
            problems.append(
                QCoreApplication.translate(
                    "Statistics",
                    "The statistics file was damaged and has been kept as {file}. "
                    "Statistics start afresh.",
                ).format(file=kept.name if kept is not None else self.store.path.name)
            )
        if self.store.save_error is not None:
            problems.append(
                QCoreApplication.translate(
                    "Statistics", "The statistics could not be saved: {reason}"
                ).format(reason=self.store.save_error)
            )
        self.warning.setText("\n".join(problems))
        self.warning.setVisible(bool(problems))

    # ------------------------------------------------------------------ reset
    def _confirm_reset(self) -> None:
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("Statistics", "Reset statistics?"),
            QCoreApplication.translate(
                "Statistics", "Every recorded list and deal will be deleted. This cannot be undone."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.reset_statistics()

    def reset_statistics(self) -> None:
        """Empty the store (and its file) and show the empty figures."""
        self.store.reset()
        self.refresh()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        self.title.setText(QCoreApplication.translate("Statistics", "Statistics"))
        self.player_label.setText(QCoreApplication.translate("Statistics", "Player"))
        self.practice.setText(QCoreApplication.translate("Statistics", "Include practice lists"))
        self.practice.setToolTip(
            QCoreApplication.translate("Statistics", "Lists in which a move was taken back")
        )
        for key, label in self.labels.items():
            label.setText(_figure_label(key))
        self.empty.setText(QCoreApplication.translate("Statistics", "No finished deals yet."))
        self.reset_button.setText(QCoreApplication.translate("Statistics", "Reset statistics…"))
        self.close_button.setText(QCoreApplication.translate("Statistics", "Close"))
        self._show_notes()
        self.chart.update()
