"""The panel after each deal: every hand and the skat, and why it ended so.

It spells out the whole calculation — matadors, each multiplier level, base
value, Kontra/Re/Bock doubling, card points — from the engine's
``GameResult``, and says in one plain sentence why the game was won, lost or
overbid, because a beginner learns scoring from exactly this screen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
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

from . import par_texts, texts
from .card_theme import CardRenderer, element_id
from .result_base import ResultPanelBase


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


class ResultPanel(ResultPanelBase):
    """Shown over the table when a deal ends; ``next_deal`` asks for the next one.

    ``review_requested`` opens the review of the deal just finished; after a
    practice deal the main button says "Back to the list" (``back_to_list``).
    """

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self._body_layout.setSpacing(18)
        self._hands.setHorizontalSpacing(10)
        self._hands.setVerticalSpacing(6)
        self._details.setVerticalSpacing(3)
        self._session: Session | None = None
        self._game: Game | None = None
        self._card_height = 60

    def show_result(self, session: Session, card_height: int, practice: bool = False) -> None:
        self._session = session
        self._game = session.game
        self._card_height = card_height
        self.practice = practice
        self.retranslate()

    def _current_scores(self) -> tuple[int, ...]:
        session = self._session
        return tuple(session.current.scores) if session is not None else ()

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
        for grid in (self._hands, self._details):
            # A grid never forgets a row: the stretch an earlier deal put below
            # its fewer rows would open gaps between this deal's rows.
            for row in range(grid.rowCount()):
                grid.setRowStretch(row, 0)
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
            label.setToolTip(texts.role_name(seat))  # F, M, R stay letters: the name on hover
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

    def _add(self, row: int, label: str, value: str, tip: str, wrap: bool = True) -> int:
        """One line of the calculation; ``wrap=False`` for a formula, which
        must read as one piece ("With 4 + Game = 5"): a lone "5" on a line
        of its own looked like a separate figure. ``tip`` says what the
        number is, on the label and the value alike: a newcomer could not
        tell the game value, the declarer's score and the list entries apart."""
        a = QLabel(label, self)
        a.setObjectName("DetailLabel")
        a.setToolTip(tip)
        b = QLabel(value, self)
        b.setObjectName("DetailValue")
        b.setToolTip(tip)
        b.setWordWrap(wrap)
        self._details.addWidget(a, row, 0, Qt.AlignmentFlag.AlignTop)
        self._details.addWidget(b, row, 1)
        return row + 1

    def detail_labels(self) -> list[tuple[QLabel, QLabel]]:
        """The calculation's rows as (label, value) pairs, top to bottom (tests read them)."""
        rows = []
        for row in range(self._details.rowCount()):
            a, b = self._details.itemAtPosition(row, 0), self._details.itemAtPosition(row, 1)
            left = a.widget() if a is not None else None
            right = b.widget() if b is not None else None
            if isinstance(left, QLabel) and isinstance(right, QLabel):
                rows.append((left, right))
        return rows

    def _fill_details(
        self, session: Session, game: Game, result: GameResult, names: list[str]
    ) -> None:
        self._clear(self._details)
        self._par_labels = None
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
                row,
                QCoreApplication.translate("Result", "Game"),
                texts.contract_name(contract),
                QCoreApplication.translate("Result", "The game the declarer announced."),
            )
            row = self._add(
                row,
                QCoreApplication.translate("Result", "Bid"),
                str(result.bid),
                QCoreApplication.translate(
                    "Result", "The highest bid of the auction: the game value must reach it."
                ),
            )
            if result.game is not GameType.NULL:
                mats = result.matadors
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Matadors"),
                    texts.level_step(result.levels[0][0], abs(mats))
                    if result.levels
                    else str(mats),
                    QCoreApplication.translate(
                        "Result",
                        "The highest trumps in an unbroken run: how many the declarer held"
                        " (with) or lacked (without), counting the skat.",
                    ),
                )
                steps = " + ".join(texts.level_step(level, n) for level, n in result.levels)
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Multiplier"),
                    f"{steps} = {result.multiplier}",
                    QCoreApplication.translate(
                        "Result",
                        "How many times the base value counts: the matadors, one for the game,"
                        " and one for each of Hand, Schneider, Schwarz, their announcements"
                        " and Ouvert.",
                    ),
                    wrap=False,
                )
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Game value"),
                    QCoreApplication.translate("Result", "{base} × {mult} = {value}").format(
                        base=result.base_value,
                        mult=result.multiplier,
                        value=result.base_value * result.multiplier,
                    ),
                    QCoreApplication.translate(
                        "Result",
                        "The game's worth: base value × multiplier. Below the bid, the game is"
                        " overbid and lost.",
                    ),
                    wrap=False,
                )
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Card points"),
                    QCoreApplication.translate("Result", "{points} of 120").format(
                        points=result.card_points
                    ),
                    QCoreApplication.translate(
                        "Result",
                        "The card points in the declarer's tricks and the skat; 61 win unless"
                        " Schneider or Schwarz was announced.",
                    ),
                )
            else:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Game value"),
                    str(result.base_value),
                    QCoreApplication.translate(
                        "Result", "A Null game has a fixed value, without a multiplier."
                    ),
                )
            if result.overbid:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Overbid"),
                    QCoreApplication.translate("Result", "scored as {value}").format(
                        value=result.game_value
                    ),
                    QCoreApplication.translate(
                        "Result",
                        "The game value did not reach the bid: the game is lost and scored"
                        " at a value that reaches the bid.",
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
                    QCoreApplication.translate(
                        "Result", "Kontra, Re and a Bock round each double the score."
                    ),
                    wrap=False,
                )
            row = self._add(
                row,
                QCoreApplication.translate("Result", "Declarer's score"),
                f"{result.value:+d}",
                QCoreApplication.translate(
                    "Result",
                    "What the game counts for the declarer: the game value when won; when"
                    " lost, minus twice the game value (once in some rule sets).",
                ),
            )
        elif result.kind is ResultKind.RAMSCH:
            for seat in range(3):
                row = self._add(
                    row,
                    names[seat],
                    QCoreApplication.translate(
                        "Result", "{points} card points, {tricks} tricks"
                    ).format(points=result.ramsch_points[seat], tricks=result.ramsch_tricks[seat]),
                    QCoreApplication.translate(
                        "Result", "The card points and tricks this player took in the Ramsch."
                    ),
                )
            if result.jungfrau:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Jungfrau"),
                    f"×{2**result.jungfrau}",
                    QCoreApplication.translate(
                        "Result", "Players who took no trick (Jungfrau) double the loser's result."
                    ),
                )
            if result.pushes:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "Pushed"),
                    f"×{2**result.pushes}",
                    QCoreApplication.translate(
                        "Result", "Each push of the skat doubles the Ramsch's result."
                    ),
                )
        record = session.current
        if record.scores:
            entries = ", ".join(
                f"{session.names[p]} {record.scores[p]:+d}"
                for p in range(session.n)
                if record.scores[p]
            )
            if entries:
                row = self._add(
                    row,
                    QCoreApplication.translate("Result", "In the list"),
                    entries,
                    QCoreApplication.translate(
                        "Result",
                        "What this deal adds to each player's total in the score sheet,"
                        " under the list's scoring.",
                    ),
                )
        if self._par is not None and record.scores and result.kind is not ResultKind.REDEAL:
            label, line = par_texts.par_row(record.scores[0], self._par)
            row = self._add(row, label, line, par_texts.par_tip())
            self._par_labels = self.detail_labels()[-1]
