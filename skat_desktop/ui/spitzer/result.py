"""The end of a Spitzer deal: contract, sides revealed, points, column, scores.

Everything comes from the engine's :class:`SpitzerResult` and the session's
deal record: who declared what (or nothing), the two sides as they really
were, the declaring side's card points and tricks, the score-table column and
its value, and what each player scored in this deal and has in total. At the
end of the game it names the winner and, with a stake, the settlement. The
dealt hands are shown as cards with the current deck.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import (
    CardSet,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerSession,
)
from skat_desktop.engine.spitzer.api import (
    spitzer_sort_key as sort_key,
)

from .. import par_texts
from ..card_theme import CardRenderer
from ..result_base import ResultPanelBase
from ..result_panel import CardRow
from . import texts


def list_separator() -> str:
    """Between names in a list: ", " in English and German, "、" in Japanese."""
    return QCoreApplication.translate("Spitzer", ", ")


def headline(session: SpitzerSession) -> str:
    """One sentence: which side won, with what."""
    record = session.current
    result = record.result
    if result is None:
        return ""
    names = [session.names[p] for p in sorted(record.seats[s] for s in result.side)]
    # Translatable joiners: Japanese writes 「Clara・あなた」 and lists with 「、」.
    side = QCoreApplication.translate("Spitzer", " & ").join(names)
    contract = texts.contract_name(result.contract)
    if result.won:
        return QCoreApplication.translate(
            "Spitzer", "{side} won ({contract}): {points} card points."
        ).format(side=side, contract=contract, points=result.side_points)
    return QCoreApplication.translate(
        "Spitzer", "{side} lost ({contract}): {points} card points."
    ).format(side=side, contract=contract, points=result.side_points)


def end_text(session: SpitzerSession) -> str:
    """The winner of the game and the settlement, or "" while the game goes on."""
    if not session.finished or session.winner is None:
        return ""
    text = QCoreApplication.translate("Spitzer", "{name} wins the game with {total}.").format(
        name=session.names[session.winner], total=session.totals[session.winner]
    )
    settlement = session.settlement()
    if settlement is not None:
        parts = [f"{session.names[p]} {amount:+d}" for p, amount in enumerate(settlement)]
        text += " " + QCoreApplication.translate("Spitzer", "Settlement: {parts}").format(
            parts=list_separator().join(parts)
        )
    return text


class SpitzerResultPanel(ResultPanelBase):
    """Shown over the table when a deal ends; ``next_deal`` asks for the next one,
    ``review_requested`` for the review of the deal just finished."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self._hands.setVerticalSpacing(4)
        self._session: SpitzerSession | None = None
        self._card_height = 56

    def _current_scores(self) -> tuple[int, ...]:
        session = self._session
        return tuple(session.current.scores) if session is not None else ()

    def _add_below_body(self, outer: QVBoxLayout) -> None:
        self.ending = QLabel(self)
        self.ending.setObjectName("ResultHeadline")
        self.ending.setWordWrap(True)
        self.ending.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.ending)

    def show_result(
        self, session: SpitzerSession, card_height: int, practice: bool = False
    ) -> None:
        self._session = session
        self._card_height = card_height
        self.practice = practice
        self.retranslate()

    def detail_rows(self) -> list[tuple[str, str]]:
        """The facts shown at the right (tests read them)."""
        return [(key, value) for key, value, _tip in self._rows()]

    def _rows(self) -> list[tuple[str, str, str]]:
        """The facts as (label, value, tooltip): the tooltip says what each number is."""
        session = self._session
        if session is None or session.current.result is None:
            return []
        record = session.current
        result = record.result
        assert result is not None

        def name(seat: int) -> str:
            return session.names[record.seats[seat]]

        declared = (
            QCoreApplication.translate("Spitzer", "{name}: {declaration}").format(
                name=name(result.declarer), declaration=texts.action_text(result.declaration)
            )
            if result.declarer is not None and result.declaration is not None
            else QCoreApplication.translate("Spitzer", "nothing declared")
        )
        # In table order (the player first), as the hands are listed: by seat
        # the order would change with every deal as the forehand moves on.
        side = sorted(result.side, key=lambda s: record.seats[s])
        opponents = sorted(
            (s for s in range(4) if s not in result.side), key=lambda s: record.seats[s]
        )
        rows = [
            (
                QCoreApplication.translate("Spitzer", "Contract"),
                texts.contract_name(result.contract),
                QCoreApplication.translate(
                    "Spitzer", "The game played, which sets the row of the score table."
                ),
            ),
            (
                QCoreApplication.translate("Spitzer", "Declaration"),
                declared,
                QCoreApplication.translate(
                    "Spitzer", "Who declared what in the declaration round."
                ),
            ),
            (
                QCoreApplication.translate("Spitzer", "Declaring side"),
                list_separator().join(name(s) for s in side),
                QCoreApplication.translate(
                    "Spitzer",
                    "The declarer and partner; when nothing was declared, the side with"
                    " the highest trump.",
                ),
            ),
            (
                QCoreApplication.translate("Spitzer", "Opponents"),
                list_separator().join(name(s) for s in opponents),
                QCoreApplication.translate("Spitzer", "The players against the declaring side."),
            ),
            (
                QCoreApplication.translate("Spitzer", "Card points"),
                f"{result.side_points} : {120 - result.side_points}",
                QCoreApplication.translate(
                    "Spitzer", "Card points of the declaring side : of the opponents."
                ),
            ),
            (
                QCoreApplication.translate("Spitzer", "Tricks"),
                f"{result.side_tricks} : {8 - result.side_tricks}",
                QCoreApplication.translate(
                    "Spitzer", "Tricks of the declaring side : of the opponents."
                ),
            ),
            (
                QCoreApplication.translate("Spitzer", "Column"),
                texts.column_name(result.column),
                QCoreApplication.translate(
                    "Spitzer",
                    "The column of the score table that the declaring side's card points fall in.",
                ),
            ),
            (
                QCoreApplication.translate("Spitzer", "Value"),
                f"{result.value:+d}",
                QCoreApplication.translate(
                    "Spitzer",
                    "The score table's value for this contract and column: when positive,"
                    " each member of the declaring side scores it; when negative, each"
                    " opponent does.",
                ),
            ),
        ]
        for player in range(4):
            rows.append(
                (
                    session.names[player],
                    QCoreApplication.translate("Spitzer", "{score} → {total}").format(
                        score=f"{record.scores[player]:+d}", total=record.totals[player]
                    ),
                    QCoreApplication.translate(
                        "Spitzer", "This player's score in this deal → total so far."
                    ),
                )
            )
        if self._par is not None:
            label, line = par_texts.par_row(record.scores[0], self._par)
            rows.append((label, line, par_texts.par_tip()))
        return rows

    def retranslate(self) -> None:
        if self.practice:
            self.next_button.setText(QCoreApplication.translate("Spitzer", "Back to the game"))
        elif self._session is not None and self._session.finished:
            self.next_button.setText(QCoreApplication.translate("Spitzer", "Close"))
        else:
            self.next_button.setText(QCoreApplication.translate("Result", "Next deal (Enter)"))
        self.review_button.setText(QCoreApplication.translate("Result", "Review the deal"))
        session = self._session
        if session is None or session.current.result is None:
            return
        self.title.setText(
            QCoreApplication.translate("Spitzer", "Deal {n}").format(n=session.current.number)
        )
        self.headline.setText(headline(session))
        self.ending.setText(end_text(session))
        self.ending.setVisible(bool(self.ending.text()))
        self._par_labels = None
        for grid in (self._hands, self._details):
            while grid.count():
                item = grid.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.hide()  # deleteLater waits for the event loop
                    widget.deleteLater()
        record = session.current
        hands = session.game.deal.hands
        for player in range(4):  # table order, the same every deal
            seat = record.seats.index(player)
            label = QLabel(session.names[player], self)
            label.setObjectName("ResultName")
            self._hands.addWidget(label, player, 0)
            row = CardRow(self._renderer, self)
            row.set_cards(
                sorted((int(c) for c in CardSet(hands[seat])), key=sort_key), self._card_height
            )
            self._hands.addWidget(row, player, 1)
        rows = self._rows()
        for i, (key, value, tip) in enumerate(rows):
            k = QLabel(key, self)
            k.setObjectName("DetailLabel")
            k.setToolTip(tip)
            v = QLabel(value, self)
            v.setObjectName("DetailValue")
            v.setToolTip(tip)
            self._details.addWidget(k, i, 0)
            self._details.addWidget(v, i, 1)
            if self._par is not None and i == len(rows) - 1:
                self._par_labels = (k, v)  # the par row comes last
        # Compact columns at the top: the free height goes below them, so the
        # facts read as one block instead of lines spread over the panel.
        for line in range(self._details.rowCount()):  # an earlier deal's stretch goes
            self._details.setRowStretch(line, 0)
        self._details.setRowStretch(len(rows), 1)
        self._hands.setRowStretch(4, 1)
        self._arrange()
