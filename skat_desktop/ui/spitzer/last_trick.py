"""The last trick of four, on request (the L key or the menu), until the next card.

The same look as Skat's panel (:data:`~..felt_style.LAST_TRICK_STYLE`), with four
columns: the cards in play order under the names of who played them, and who
took the trick with how many card points.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from skat_desktop.engine.api import SpitzerTrick

from ..card_theme import CardRenderer
from ..felt_style import LAST_TRICK_STYLE
from ..result_panel import CardRow


class SpitzerLastTrickPanel(QFrame):
    """Overlay with one finished Spitzer trick."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LastTrickPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(LAST_TRICK_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        self.title = QLabel(self)
        self.title.setObjectName("LastTrickTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        layout.addLayout(grid)
        self.winner_label = QLabel(self)
        self.winner_label.setObjectName("LastTrickWinner")
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.winner_label)
        self.rows: list[CardRow] = []
        self.name_labels: list[QLabel] = []
        for i in range(4):
            row = CardRow(renderer, self)
            name = QLabel(self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(row, 0, i, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(name, 1, i)
            self.rows.append(row)
            self.name_labels.append(name)
        self.trick: SpitzerTrick | None = None
        self._names: list[str] = []
        self.hide()

    def show_trick(self, trick: SpitzerTrick, names: Sequence[str], card_height: int) -> None:
        """``names[seat]`` is the name of the player in that game seat."""
        self.trick = trick
        self._names = list(names)
        for i, (seat, card) in enumerate(zip(trick.seats(), trick.cards, strict=True)):
            self.rows[i].set_cards([int(card)], card_height)
            self.name_labels[i].setText(self._names[seat])
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()
        self.setFocus()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("LastTrick", "Last trick"))
        if self.trick is not None:
            self.winner_label.setText(
                QCoreApplication.translate("LastTrick", "{name} took it: {points} points").format(
                    name=self._names[self.trick.winner], points=self.trick.points
                )
            )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_L, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.hide()
            event.accept()
            return
        super().keyPressEvent(event)
