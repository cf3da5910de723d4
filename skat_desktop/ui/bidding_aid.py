"""The bidding aid: what the hand's games are worth, shown in the bidding panel.

A newcomer does not know what to bid: a bid is a game value, and the value
depends on jacks ("with/without n"), the game level and the base value. The aid
lists the hand's sensible games with that sum worked out ("with 2 · 3 × 12 =
36"), the Hand value, the computers' estimate of the chance to win each, and
the bid the player is about to make against them: a game that cannot reach it
is greyed, one whose value reaches it is marked. The rows come from
:func:`~skat_desktop.ai.bidding_aid.aid_rows` (engine values, the computers'
rules of thumb); this widget only lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from skat_desktop.ai.bidding_aid import AidRow, aid_rows
from skat_desktop.engine.api import GameType, GameView, Level, null_worths
from skat_desktop.engine.api import actions as A

from . import texts

BIDDING_AID_STYLE = """
#BiddingAid { background: rgba(255, 255, 255, 14); border: 1px solid rgba(255, 255, 255, 40);
    border-radius: 8px; }
#BiddingAid QLabel[reaches="true"] { color: #ffe08a; font-weight: bold; }
#BiddingAid QLabel[short="true"] { color: #7f8f86; }
#BiddingAid #AidBid { color: #1b1b1b; background: #f6cf62; border-radius: 6px;
    padding: 1px 8px; font-weight: bold; }
#BiddingAid #AidNote { color: #bcd3c4; font-size: 11px; }
"""

_COLUMNS = 5


def next_bid(view: GameView) -> int | None:
    """The value the player is about to say: "yes" to the bid, or the next bid."""
    if A.HOLD in view.legal:
        return view.auction_value
    bids = [a.value for a in view.legal if isinstance(a, A.Bid)]
    return min(bids) if bids else None


class BiddingAid(QFrame):
    """The hand's candidate games as a small table under the bidding buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BiddingAid")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.setSpacing(2)
        top = QGridLayout()
        self.heading = QLabel(self)
        self.heading.setObjectName("AidTitle")
        self.bid_label = QLabel(self)
        self.bid_label.setObjectName("AidBid")
        top.addWidget(self.heading, 0, 0)
        top.addWidget(self.bid_label, 0, 1, Qt.AlignmentFlag.AlignRight)
        outer.addLayout(top)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(1)
        outer.addLayout(self._grid)
        self.note = QLabel(self)
        self.note.setObjectName("AidNote")
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
        self.view: GameView | None = None
        self.rows: tuple[AidRow, ...] = ()
        self.cells: list[list[QLabel]] = []
        """One row of labels per game (the tests read them)."""
        self.max_rows: int | None = None
        """Show only the likeliest games (a short table has room for fewer)."""
        self.note_in_tooltip = False
        """The note on a jack in the skat is in the tooltip: the panel had no room."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_view(self, view: GameView) -> None:
        """Price the hand in ``view`` (the rows are cached per hand)."""
        self.view = view
        self.rows = aid_rows(view.rules, view.hand, view.seat, view.unknown_mask)
        self.max_rows = None
        self.note_in_tooltip = False
        self.retranslate()

    def shown_rows(self) -> tuple[AidRow, ...]:
        return self.rows[: self.max_rows] if self.max_rows is not None else self.rows

    def show_all_rows(self) -> None:
        self.max_rows = None
        self.note_in_tooltip = False
        self.retranslate()

    def drop_row(self) -> bool:
        """Show one game fewer (the least likely); with two left, move the note
        on a jack in the skat into the tooltip (a longer language wraps it onto
        a second line). False when there is nothing left to take away."""
        shown = len(self.shown_rows())
        if shown > 2:
            self.max_rows = shown - 1
        elif self.note.isVisible() and not self.note_in_tooltip:
            self.note_in_tooltip = True
        else:
            return False
        self.retranslate()
        return True

    def _clear(self) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.cells = []

    def _label(self, text: str, row: int, column: int, **props: bool) -> QLabel:
        label = QLabel(text, self)
        for name, value in props.items():
            label.setProperty(name, value)
        align = Qt.AlignmentFlag.AlignLeft if column < 2 else Qt.AlignmentFlag.AlignRight
        self._grid.addWidget(label, row, column, align | Qt.AlignmentFlag.AlignVCenter)
        label.show()  # now, not queued: the panel is measured right after
        return label

    def retranslate(self) -> None:
        view = self.view
        if view is None:
            return
        self._clear()
        bid = next_bid(view)
        self.heading.setText(QCoreApplication.translate("BiddingAid", "What your hand is worth"))
        self.bid_label.setText(
            QCoreApplication.translate("BiddingAid", "Your bid: {value}").format(value=bid)
            if bid
            else ""
        )
        self.bid_label.setVisible(bool(bid))
        at_worst: list[str] = []
        for i, row in enumerate(self.shown_rows()):
            cells = self._row(row, bid or 0, i)
            self.cells.append(cells)
            worth = row.worth
            if worth is not None and worth.lowest < worth.value:
                at_worst.append(f"{_game_label(row.game)} {worth.lowest}")
        note = ""
        if at_worst:
            note = QCoreApplication.translate(
                "BiddingAid", "*A jack in the skat can lower it: at worst {games}."
            ).format(games=", ".join(at_worst))
        self.note.setText(note)
        self.note.setVisible(bool(note) and not self.note_in_tooltip)
        self.setToolTip(
            (f"{note}\n\n" if note and self.note_in_tooltip else "")
            + QCoreApplication.translate(
                "BiddingAid",
                "Each game: the matadors (the top trumps you hold, “with”, or lack,"
                " “without”, in a row), game level × base value if you pick up the skat,"
                " its value as a hand game (Schneider and Schwarz add one level each), and"
                " the computers' estimate of the chance to win it.",
            )
        )

    def _row(self, row: AidRow, bid: int, line: int) -> list[QLabel]:
        worth = row.worth
        hand_value = null_worths()[1] if worth is None else worth.hand_value
        short = row.best_value < bid
        reaches = row.value >= bid
        hand_reaches = not reaches and hand_value >= bid
        if worth is None:
            jacks = "–"
            value = str(row.value)
        else:
            level = Level.WITH if worth.matadors > 0 else Level.WITHOUT
            jacks = texts.level_step(level, abs(worth.matadors))
            value = QCoreApplication.translate("BiddingAid", "{count} × {base} = {value}").format(
                count=worth.multiplier, base=worth.base, value=worth.value
            )
            if worth.lowest < worth.value:
                value += "*"
        chance = f"{min(99, round(row.chance * 100))} %"
        hand = QCoreApplication.translate("BiddingAid", "Hand {value}").format(value=hand_value)
        texts_ = (_game_label(row.game), jacks, value, hand, chance)
        cells: list[QLabel] = []
        for column, text in enumerate(texts_):
            mark = (column == 2 and reaches) or (column == 3 and hand_reaches)
            cells.append(self._label(text, line, column, short=short, reaches=mark))
        return cells


def _game_label(game: GameType) -> str:
    return f"{texts.suit_symbol(game)} {texts.game_name(game)}".strip()
