"""The panel after each deal: every hand and the skat, and why it ended so.

It spells out the whole calculation — matadors, each multiplier level, base
value, Kontra/Re/Bock doubling, card points — from the engine's
``GameResult``, and says in one plain sentence why the game was won, lost or
overbid, because a beginner learns scoring from exactly this screen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import (
    CardSet,
    Game,
    GameResult,
    GameType,
    Reason,
    ResultKind,
    Session,
    sort_key,
)

from . import texts
from .card_theme import CardRenderer, element_id


def result_card_height(table_card_height: float) -> int:
    """Card height in the result panels: large enough to read every hand
    (never under 60 pixels), small enough that four or five rows fit."""
    return int(max(60, min(92, table_card_height * 0.66)))


class CardRow(QWidget):
    """A row of overlapping face-up cards, drawn with the current deck."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self.cards: list[int] = []
        self._height = 64

    def set_cards(self, cards: list[int], height: int) -> None:
        self.cards = cards
        self._height = height
        self.updateGeometry()
        self.update()

    def _step(self) -> float:
        # Enough of each card shows for its rank and suit to be read at a glance.
        return self._height * self._renderer.aspect_ratio() * 0.46

    def sizeHint(self) -> QSize:
        cw = self._height * self._renderer.aspect_ratio()
        n = max(1, len(self.cards))
        return QSize(int(cw + self._step() * (n - 1)) + 2, self._height + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        cw = self._height * self._renderer.aspect_ratio()
        size = QSize(round(cw), self._height)
        dpr = self.devicePixelRatioF()
        for i, card in enumerate(self.cards):
            pixmap = self._renderer.pixmap(element_id(card), size, dpr)
            painter.drawPixmap(
                QRectF(i * self._step(), 0, size.width(), size.height()),
                pixmap,
                QRectF(pixmap.rect()),
            )
        painter.end()


def headline_text(result: GameResult, names: list[str]) -> str:
    """The result's sentence; a won Null game speaks of tricks, never card points."""
    if result.game is GameType.NULL and result.reason is Reason.WON:
        declarer = names[result.declarer] if result.declarer is not None else ""
        return QCoreApplication.translate(
            "Result", "{declarer} won the Null game without taking a trick."
        ).format(declarer=declarer)
    return texts.result_headline(result, names)


class ResultPanel(QFrame):
    """Shown over the table when a deal ends; ``next_deal`` asks for the next one.

    ``review_requested`` opens the review of the deal just finished. After a
    practice deal (a reviewed deal played again) the main button says "Back to
    the list" and emits ``back_to_list`` instead of ``next_deal``.
    """

    next_deal = Signal()
    back_to_list = Signal()
    review_requested = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResultPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._renderer = renderer
        outer = QVBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("ResultTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.title)
        self.headline = QLabel(self)
        self.headline.setObjectName("ResultHeadline")
        self.headline.setWordWrap(True)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.headline)
        body = QWidget(self)
        # Side by side where the panel is wide enough, else the calculation
        # first and the hands below it: on a small window the panel then
        # scrolls down to the hands instead of cutting the formulas off at its
        # right edge, and the score is still the first thing in view.
        body_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)
        self._body_layout = body_layout
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(18)
        self._hands = QGridLayout()
        self._hands.setHorizontalSpacing(10)
        self._hands.setVerticalSpacing(6)
        self._hands.setColumnStretch(2, 1)  # names and cards together at the left
        hands_box = QWidget(body)
        hands_box.setLayout(self._hands)
        body_layout.addWidget(hands_box)
        self._hands_box = hands_box
        self._details = QGridLayout()
        self._details.setHorizontalSpacing(12)
        self._details.setVerticalSpacing(3)
        self._details.setColumnStretch(1, 1)  # values beside their labels on a wide panel
        details_box = QWidget(body)
        details_box.setLayout(self._details)
        body_layout.addWidget(details_box, 1)
        self._details_box = details_box
        scroll = QScrollArea(self)
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setObjectName("ResultScroll")
        scroll.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)
        outer.addWidget(scroll, 1)
        self._scroll = scroll
        row = QHBoxLayout()
        row.addStretch(1)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewDeal")
        self.review_button.clicked.connect(self.review_requested)
        row.addWidget(self.review_button)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("nextDeal")
        self.next_button.setProperty("primary", True)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(self.next_button.click)
        self.next_button.clicked.connect(self._on_next)
        row.addWidget(self.next_button)
        row.addStretch(1)
        outer.addLayout(row)
        self._session: Session | None = None
        self._game: Game | None = None
        self._card_height = 60
        self.practice = False
        """The deal shown was a practice deal: the button leads back to the list."""

    def show_result(self, session: Session, card_height: int, practice: bool = False) -> None:
        self._session = session
        self._game = session.game
        self._card_height = card_height
        self.practice = practice
        self.retranslate()

    def preferred_width(self) -> int:
        """The width at which the hands and the unbroken formulas fit side by side."""
        margins = self._outer.contentsMargins()
        inner = (
            self._hands_box.sizeHint().width()
            + self._body_layout.spacing()
            + self._details_box.sizeHint().width()
        )
        return inner + margins.left() + margins.right() + 16  # the scroll bar and frame

    def stacked(self) -> bool:
        """True when the calculation stands above the hands (a narrow panel):
        the score is what the player looks for first, the hands can scroll."""
        return self._body_layout.direction() is QBoxLayout.Direction.BottomToTop

    def _arrange(self) -> None:
        direction = (
            QBoxLayout.Direction.LeftToRight
            if self.width() >= self.preferred_width()
            else QBoxLayout.Direction.BottomToTop
        )
        if self._body_layout.direction() is not direction:
            self._body_layout.setDirection(direction)
            # Lay out now, not at the next turn of the event loop: a grab of
            # the window right after the deal (the docs' screenshots) showed
            # the old arrangement.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _on_next(self) -> None:
        if self.practice:
            self.back_to_list.emit()
        else:
            self.next_deal.emit()

    def _clear(self, layout: QGridLayout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def retranslate(self) -> None:
        session, game = self._session, self._game
        if session is None or game is None or game.result is None:
            return
        result = game.result
        seat_names = [session.names[session.player_at(s)] for s in range(3)]
        self.title.setText(self._title(result, seat_names))
        self.headline.setText(headline_text(result, seat_names))
        if self.practice:
            self.next_button.setText(QCoreApplication.translate("Result", "Back to the list"))
        elif session.finished:
            self.next_button.setText(QCoreApplication.translate("Result", "Show the final list"))
        else:
            self.next_button.setText(QCoreApplication.translate("Result", "Next deal (Enter)"))
        self.review_button.setText(QCoreApplication.translate("Result", "Review the deal"))
        self.review_button.setVisible(result.kind is not ResultKind.REDEAL)
        self._fill_hands(session, game, result)
        self._fill_details(session, game, result, seat_names)
        self._hands.setRowStretch(self._hands.rowCount(), 1)
        self._details.setRowStretch(self._details.rowCount(), 1)
        self._arrange()

    def _title(self, result: GameResult, names: list[str]) -> str:
        if result.kind is ResultKind.GAME:
            assert result.declarer is not None
            session = self._session
            if session is not None and session.player_at(result.declarer) == 0:
                return (
                    QCoreApplication.translate("Result", "You win!")
                    if result.won
                    else QCoreApplication.translate("Result", "You lose.")
                )
            who = names[result.declarer]
            return (
                QCoreApplication.translate("Result", "{name} wins")
                if result.won
                else QCoreApplication.translate("Result", "{name} loses")
            ).format(name=who)
        if result.kind is ResultKind.RAMSCH:
            return texts.game_name(GameType.RAMSCH)
        if result.kind is ResultKind.REDEAL:
            return QCoreApplication.translate("Result", "Deal again")
        return QCoreApplication.translate("Result", "Passed in")

    def _fill_hands(self, session: Session, game: Game, result: GameResult) -> None:
        self._clear(self._hands)
        kind = int(result.game) if result.game is not None else GameType.GRAND
        h = self._card_height
        row = 0
        for seat in range(3):
            player = session.player_at(seat)
            role = texts.role_letter(seat)
            label = QLabel(f"{session.names[player]} ({role})", self)
            label.setObjectName("ResultName")
            self._hands.addWidget(label, row, 0)
            cards = sorted(CardSet(game.deal.hands[seat]), key=lambda c: sort_key(kind, c))
            cr = CardRow(self._renderer, self)
            cr.set_cards(list(cards), h)
            self._hands.addWidget(cr, row, 1)
            row += 1
        label = QLabel(QCoreApplication.translate("Result", "Skat"), self)
        label.setObjectName("ResultName")
        self._hands.addWidget(label, row, 0)
        cr = CardRow(self._renderer, self)
        cr.set_cards(list(CardSet(game.deal.skat)), h)
        self._hands.addWidget(cr, row, 1)
        if game.picked_up and game.discards:
            row += 1
            label = QLabel(QCoreApplication.translate("Result", "Put away"), self)
            label.setObjectName("ResultName")
            self._hands.addWidget(label, row, 0)
            cr = CardRow(self._renderer, self)
            cr.set_cards(list(CardSet(game.discards)), h)
            self._hands.addWidget(cr, row, 1)

    def _add(self, row: int, label: str, value: str, wrap: bool = True) -> int:
        """One line of the calculation; ``wrap=False`` for a formula, which
        must read as one piece ("With 4 + Game = 5"): a lone "5" on a line
        of its own looked like a separate figure."""
        a = QLabel(label, self)
        a.setObjectName("DetailLabel")
        b = QLabel(value, self)
        b.setObjectName("DetailValue")
        b.setWordWrap(wrap)
        self._details.addWidget(a, row, 0, Qt.AlignmentFlag.AlignTop)
        self._details.addWidget(b, row, 1)
        return row + 1

    def _fill_details(
        self, session: Session, game: Game, result: GameResult, names: list[str]
    ) -> None:
        self._clear(self._details)
        row = 0
        if result.kind is ResultKind.GAME and result.game is not None:
            from skat_desktop.engine.api import Contract

            contract = Contract(
                result.game,
                result.hand,
                result.schneider_announced,
                result.schwarz_announced,
                result.ouvert,
            )
            row = self._add(
                row, QCoreApplication.translate("Result", "Game"), texts.contract_name(contract)
            )
            row = self._add(row, QCoreApplication.translate("Result", "Bid"), str(result.bid))
            if result.game is not GameType.NULL:
                mats = result.matadors
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Matadors"),
                    texts.level_step(result.levels[0][0], abs(mats))
                    if result.levels
                    else str(mats),
                )
                steps = " + ".join(texts.level_step(level, n) for level, n in result.levels)
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Multiplier"),
                    f"{steps} = {result.multiplier}",
                    wrap=False,
                )
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Value"),
                    QCoreApplication.translate("Result", "{base} × {mult} = {value}").format(
                        base=result.base_value,
                        mult=result.multiplier,
                        value=result.base_value * result.multiplier,
                    ),
                    wrap=False,
                )
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Card points"),
                    QCoreApplication.translate("Result", "{points} of 120").format(
                        points=result.card_points
                    ),
                )
            else:
                row = self._add(
                    row, QCoreApplication.translate("Result", "Value"), str(result.base_value)
                )
            if result.overbid:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Overbid"),
                    QCoreApplication.translate("Result", "scored as {value}").format(
                        value=result.game_value
                    ),
                )
            marks = []
            if result.kontra:
                marks.append(QCoreApplication.translate("Table", "Kontra"))
            if result.re:
                marks.append(QCoreApplication.translate("Table", "Re"))
            if result.bock:
                marks.append(QCoreApplication.translate("Table", "Bock"))
            if marks:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Doubled"),
                    " · ".join(marks) + f"  ×{result.factor}",
                    wrap=False,
                )
            row = self._add(
                row, QCoreApplication.translate("Result", "Score"), f"{result.value:+d}"
            )
        elif result.kind is ResultKind.RAMSCH:
            for seat in range(3):
                row = self._add(
                    row,
                    names[seat],
                    QCoreApplication.translate(
                        "Result", "{points} card points, {tricks} tricks"
                    ).format(points=result.ramsch_points[seat], tricks=result.ramsch_tricks[seat]),
                )
            if result.jungfrau:
                row = self._add(
                    row, QCoreApplication.translate("Result", "Jungfrau"), f"×{2**result.jungfrau}"
                )
            if result.pushes:
                row = self._add(
                    row, QCoreApplication.translate("Result", "Pushed"), f"×{2**result.pushes}"
                )
        record = session.current
        if record.scores:
            entries = ", ".join(
                f"{session.names[p]} {record.scores[p]:+d}"
                for p in range(session.n)
                if record.scores[p]
            )
            if entries:
                row = self._add(row, QCoreApplication.translate("Result", "List"), entries)
