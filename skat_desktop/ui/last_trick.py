"""The last trick, shown on request over the table.

The Skat rules let a player look at the last trick until the next card is
played, and a player who missed what the computer just did needs exactly that.
The overlay shows the three cards in playing order under each player's name
and who took them for how many points; a click, Escape or the next card on the
table closes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from skat_desktop.engine.api import Trick

from .card_theme import CardRenderer
from .felt_style import LAST_TRICK_STYLE
from .result_panel import CardRow


class LastTrickPanel(QFrame):
    """Overlay with one finished trick (see the module doc)."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LastTrickPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(LAST_TRICK_STYLE)
        self._renderer = renderer
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("LastTrickTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(2)
        layout.addLayout(self._grid)
        self.winner_label = QLabel(self)
        self.winner_label.setObjectName("LastTrickWinner")
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.winner_label)
        self.rows: list[CardRow] = []
        self.name_labels: list[QLabel] = []
        for i in range(3):
            row = CardRow(renderer, self)
            name = QLabel(self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._grid.addWidget(row, 0, i, Qt.AlignmentFlag.AlignHCenter)
            self._grid.addWidget(name, 1, i)
            self.rows.append(row)
            self.name_labels.append(name)
        self._trick: Trick | None = None
        self._names: list[str] = []
        self.hide()

    @property
    def trick(self) -> Trick | None:
        return self._trick

    def show_trick(self, trick: Trick, names: Sequence[str], card_height: int) -> None:
        """``names[seat]`` is the name of the player in that game seat."""
        self._trick = trick
        self._names = list(names)
        for i in range(3):
            seat = (trick.leader + i) % 3
            self.rows[i].set_cards([int(trick.cards[i])], card_height)
            self.name_labels[i].setText(self._names[seat])
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()
        self.setFocus()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("LastTrick", "Last trick"))
        if self._trick is None:
            return
        self.winner_label.setText(
            QCoreApplication.translate("LastTrick", "{name} took it: {points} points").format(
                name=self._names[self._trick.winner], points=self._trick.points
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
