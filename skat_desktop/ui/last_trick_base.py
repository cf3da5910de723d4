"""The last-trick overlay every game shows (three cards in Skat, four at four seats).

Either table lets a player look at the last trick until the next card is
played: the cards in playing order, each over the name of who played it, and
who took the trick for how many card points; a click, Escape, L or Enter
closes it. Only the number of seats (and a little spacing) differ, so the
panel lives here once and each game's module (:mod:`.last_trick` for Skat)
names the game's trick type and seat count.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from .card_theme import CardRenderer
from .felt_style import LAST_TRICK_STYLE
from .result_panel import CardRow


class _Trick(Protocol):
    """A finished trick of either game."""

    @property
    def leader(self) -> int: ...

    @property
    def cards(self) -> Sequence[int]: ...

    @property
    def winner(self) -> int: ...

    @property
    def points(self) -> int: ...


TrickT = TypeVar("TrickT", bound=_Trick)


class LastTrickPanelBase(QFrame, Generic[TrickT]):
    """Overlay with one finished trick of :attr:`SEATS` cards (see the module doc)."""

    SEATS = 3

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LastTrickPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(LAST_TRICK_STYLE)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 10, 16, 12)
        self.title = QLabel(self)
        self.title.setObjectName("LastTrickTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(14)
        self._layout.addLayout(self._grid)
        self.winner_label = QLabel(self)
        self.winner_label.setObjectName("LastTrickWinner")
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.winner_label)
        self.rows: list[CardRow] = []
        self.name_labels: list[QLabel] = []
        for i in range(self.SEATS):
            row = CardRow(renderer, self)
            name = QLabel(self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._grid.addWidget(row, 0, i, Qt.AlignmentFlag.AlignHCenter)
            self._grid.addWidget(name, 1, i)
            self.rows.append(row)
            self.name_labels.append(name)
        self._trick: TrickT | None = None
        self._names: list[str] = []
        self.hide()

    @property
    def trick(self) -> TrickT | None:
        """The trick shown last (None before the first)."""
        return self._trick

    def show_trick(self, trick: TrickT, names: Sequence[str], card_height: int) -> None:
        """``names[seat]`` is the name of the player in that game seat."""
        self._trick = trick
        self._names = list(names)
        for i, card in enumerate(trick.cards):
            seat = (trick.leader + i) % self.SEATS
            self.rows[i].set_cards([int(card)], card_height)
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
