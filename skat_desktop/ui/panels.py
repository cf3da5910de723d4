"""Decision panels shown over the table: bidding, discard, Kontra/Re, play tools.

The declaring panel (pick up or announce a game) is in :mod:`.declare_panel`.

Each panel offers only what ``view.legal`` allows, so an illegal choice cannot
even be clicked; the engine still validates everything. Panels emit
``action_chosen`` and never touch the model themselves, which keeps them easy
to test and lets hints mark their buttons. All texts are set in
``retranslate()`` so a language switch updates an open panel at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import Action, GameView, Phase
from skat_desktop.engine.api import actions as A

from . import texts


class PromptPanel(QFrame):
    """Base: a rounded translucent box with a title and a row of buttons."""

    action_chosen = Signal(object)
    view_changed = Signal(object)
    """The panel shows a new decision (``GameView``): a section added with
    :meth:`add_section` updates itself before the panel is placed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 12, 16, 14)
        self._layout.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("PromptTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(300)
        self._layout.addWidget(self.title)
        self.view: GameView | None = None
        self.names: list[str] = []
        self._hint: Action | None = None

    def set_view(self, view: GameView, names: list[str]) -> None:
        self.view = view
        self.names = names
        self.retranslate()
        self.view_changed.emit(view)

    def add_section(self, widget: QWidget) -> None:
        """Put ``widget`` under the panel's buttons (an aid that belongs to the decision)."""
        self._layout.addWidget(widget)

    def retranslate(self) -> None:
        """Set every text; called after set_view and on language change."""

    def buttons_for(self, action: Action) -> list[QAbstractButton]:
        return []

    def mark_hint(self, action: Action | None) -> None:
        for button in self.findChildren(QAbstractButton):
            button.setProperty("hint", False)
            button.style().unpolish(button)
            button.style().polish(button)
        self._hint = action
        if action is None:
            return
        for button in self.buttons_for(action):
            button.setProperty("hint", True)
            button.style().unpolish(button)
            button.style().polish(button)

    def _button(self, name: str, row: QHBoxLayout, primary: bool = False) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setProperty("primary", primary)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        row.addWidget(button)
        return button

    def _key(self, button: QAbstractButton, key: Qt.Key) -> None:
        """A one-key shortcut for ``button`` while this panel is visible.

        A QShortcut rather than ``setShortcut``: ``QAbstractButton.setText``
        replaces the button's shortcut with the text's mnemonic, so a
        retranslated label would silently drop it.
        """
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(
            lambda: button.click() if button.isVisible() and button.isEnabled() else None
        )

    def _declarer_name(self) -> str:
        view = self.view
        if view is None or view.declarer is None or not self.names:
            return ""
        return self.names[view.declarer]


class BiddingPanel(PromptPanel):
    """Bid the next value (or a chosen higher one), say yes, or pass."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        row.setSpacing(8)
        self._layout.addLayout(row)
        self.yes = self._button("yes", row, primary=True)
        self.bid_next = self._button("bidNext", row, primary=True)
        self.higher = QComboBox(self)
        self.higher.setObjectName("higherBids")
        self.higher.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        row.addWidget(self.higher)
        self.bid_higher = self._button("bidHigher", row)
        self.pass_ = self._button("pass", row)
        self.yes.clicked.connect(lambda: self.action_chosen.emit(A.HOLD))
        self.pass_.clicked.connect(lambda: self.action_chosen.emit(A.PASS))
        self.bid_next.clicked.connect(self._bid_next)
        self.bid_higher.clicked.connect(self._bid_higher)
        self._key(self.yes, Qt.Key.Key_Y)
        self._key(self.bid_next, Qt.Key.Key_B)
        self._key(self.pass_, Qt.Key.Key_P)

    def set_view(self, view: GameView, names: list[str]) -> None:
        super().set_view(view, names)
        self.higher.setCurrentIndex(0)  # a new decision starts at the lowest raise

    def _bids(self) -> list[int]:
        if self.view is None:
            return []
        return [a.value for a in self.view.legal if isinstance(a, A.Bid)]

    def _bid_next(self) -> None:
        bids = self._bids()
        if bids:
            self.action_chosen.emit(A.Bid(bids[0]))

    def _bid_higher(self) -> None:
        value = self.higher.currentData()
        if isinstance(value, int):
            self.action_chosen.emit(A.Bid(value))

    def retranslate(self) -> None:
        view = self.view
        if view is None:
            return
        bids = self._bids()
        can_hold = A.HOLD in view.legal
        self.yes.setVisible(can_hold)
        self.bid_next.setVisible(bool(bids))
        self.higher.setVisible(len(bids) > 1)
        self.bid_higher.setVisible(len(bids) > 1)
        self.yes.setText(
            QCoreApplication.translate("Bidding", "Yes, {value} (Y)").format(
                value=view.auction_value
            )
        )
        self.pass_.setText(QCoreApplication.translate("Bidding", "Pass (P)"))
        self.bid_higher.setText(QCoreApplication.translate("Bidding", "Bid"))
        if bids:
            self.bid_next.setText(
                QCoreApplication.translate("Bidding", "Bid {value} (B)").format(value=bids[0])
            )
        current = self.higher.currentData()
        self.higher.blockSignals(True)
        self.higher.clear()
        for value in bids[1:]:
            self.higher.addItem(str(value), value)
        if isinstance(current, int) and current in bids[1:]:
            self.higher.setCurrentIndex(bids[1:].index(current))
        self.higher.blockSignals(False)
        bidder = self._last_bidder()
        if can_hold:
            self.title.setText(
                QCoreApplication.translate("Bidding", "{name} bids {value}. Do you hold?").format(
                    name=bidder, value=view.auction_value
                )
            )
        elif view.auction_value == 0 and bids == [18]:
            self.title.setText(
                QCoreApplication.translate("Bidding", "Everybody passed. Bid 18 or pass?")
            )
        elif view.auction_value:
            self.title.setText(
                QCoreApplication.translate("Bidding", "Your bid: more than {value}?").format(
                    value=view.auction_value
                )
            )
        else:
            self.title.setText(QCoreApplication.translate("Bidding", "Your bid?"))

    def _last_bidder(self) -> str:
        view = self.view
        if view is None:
            return ""
        for seat, action in reversed(view.history):
            if isinstance(action, A.Bid):
                return self.names[seat] if self.names else ""
        return ""

    def buttons_for(self, action: Action) -> list[QAbstractButton]:
        if isinstance(action, A.Hold):
            return [self.yes]
        if isinstance(action, A.Pass):
            return [self.pass_]
        if isinstance(action, A.Bid):
            bids = self._bids()
            if bids and action.value == bids[0]:
                return [self.bid_next]
            if action.value in bids[1:]:
                self.higher.setCurrentIndex(bids[1:].index(action.value))
                return [self.bid_higher]
        return []


class DiscardPanel(PromptPanel):
    """Put two cards away (declarer) or push two on (Schieberamsch).

    The cards are picked on the table; the selection is the controller's. The
    panel only shows whether it forms a discard the engine allows
    (:meth:`set_ready`) and asks for it to be made (``confirm_requested``).
    """

    confirm_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Says what the mark on the two new cards means (the table draws it).
        self.note = QLabel(self)
        self.note.setObjectName("DiscardNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self._layout.addWidget(self.note)
        row = QHBoxLayout()
        self._layout.addLayout(row)
        self.confirm = self._button("discard", row, primary=True)
        self.confirm.clicked.connect(self.confirm_requested)
        self._key(self.confirm, Qt.Key.Key_D)
        self._ready = False

    def set_ready(self, ready: bool) -> None:
        """Whether the picked cards are a legal discard (enables the button)."""
        self._ready = ready
        self.confirm.setEnabled(ready)

    def retranslate(self) -> None:
        view = self.view
        push = view is not None and view.phase is Phase.PUSH_DISCARD
        if push:
            self.title.setText(
                QCoreApplication.translate("Discard", "Choose two cards to push on.")
            )
            self.confirm.setText(QCoreApplication.translate("Discard", "Push these two (D)"))
        else:
            self.title.setText(
                QCoreApplication.translate("Discard", "Choose two cards to put away.")
            )
            self.confirm.setText(QCoreApplication.translate("Discard", "Discard these two (D)"))
        self.note.setText(
            QCoreApplication.translate(
                "Discard", "The two cards from the skat stand a little higher, framed in violet."
            )
        )
        self.confirm.setEnabled(self._ready)

    def buttons_for(self, action: Action) -> list[QAbstractButton]:
        return [self.confirm] if isinstance(action, A.Discard) else []


class ChoicePanel(PromptPanel):
    """Kontra/Re questions and answering a claim or a concession."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        self._layout.addLayout(row)
        self.yes = self._button("yesChoice", row, primary=True)
        self.no = self._button("noChoice", row)
        self.yes.clicked.connect(self._yes)
        self.no.clicked.connect(self._no)
        self._key(self.yes, Qt.Key.Key_Y)
        self._key(self.no, Qt.Key.Key_N)

    def _pair(self) -> tuple[Action, Action]:
        view = self.view
        if view is not None and view.phase is Phase.RE:
            return A.RE, A.PASS
        if view is not None and view.phase is Phase.RESPONSE:
            return A.ACCEPT, A.REJECT
        return A.KONTRA, A.PASS

    def _yes(self) -> None:
        self.action_chosen.emit(self._pair()[0])

    def _no(self) -> None:
        self.action_chosen.emit(self._pair()[1])

    def retranslate(self) -> None:
        view = self.view
        if view is None:
            return
        declarer = self._declarer_name()
        game = texts.contract_name(view.contract) if view.contract else ""
        if view.phase is Phase.RE:
            who = self.names[view.kontra_by] if view.kontra_by is not None else ""
            self.title.setText(
                QCoreApplication.translate("Choice", "{name} says Kontra. Answer with Re?").format(
                    name=who
                )
            )
            self.yes.setText(QCoreApplication.translate("Choice", "Re (Y)"))
            self.no.setText(QCoreApplication.translate("Choice", "No (N)"))
        elif view.phase is Phase.RESPONSE:
            last = next(
                (a for _, a in reversed(view.history) if isinstance(a, (A.Claim, A.Concede))), None
            )
            claim = isinstance(last, A.Claim)
            text = (
                QCoreApplication.translate("Choice", "{name} claims all remaining tricks. Accept?")
                if claim
                else QCoreApplication.translate("Choice", "{name} concedes the game. Accept?")
            )
            self.title.setText(text.format(name=declarer))
            self.yes.setText(QCoreApplication.translate("Choice", "Accept (Y)"))
            self.no.setText(QCoreApplication.translate("Choice", "Reject (N)"))
        else:
            self.title.setText(
                QCoreApplication.translate("Choice", "{name} plays {game}. Say Kontra?").format(
                    name=declarer, game=game
                )
            )
            self.yes.setText(QCoreApplication.translate("Choice", "Kontra (Y)"))
            self.no.setText(QCoreApplication.translate("Choice", "No (N)"))

    def buttons_for(self, action: Action) -> list[QAbstractButton]:
        yes, no = self._pair()
        if action == yes:
            return [self.yes]
        if action == no:
            return [self.no]
        return []


class PlayTools(PromptPanel):
    """During play: the declarer may claim the rest or concede; Kontra in play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title.setVisible(False)
        self.title.setMinimumWidth(0)
        self._layout.setContentsMargins(8, 6, 8, 6)
        row = QHBoxLayout()
        self._layout.addLayout(row)
        self.claim = self._button("claim", row)
        self.concede = self._button("concede", row)
        self.kontra = self._button("kontraPlay", row)
        self.claim.clicked.connect(lambda: self.action_chosen.emit(A.CLAIM))
        self.concede.clicked.connect(lambda: self.action_chosen.emit(A.CONCEDE))
        self.kontra.clicked.connect(lambda: self.action_chosen.emit(A.KONTRA))

    def retranslate(self) -> None:
        legal = self.view.legal if self.view is not None else ()
        self.claim.setText(QCoreApplication.translate("Play", "Claim the rest"))
        self.concede.setText(QCoreApplication.translate("Play", "Concede"))
        self.kontra.setText(QCoreApplication.translate("Play", "Kontra"))
        self.claim.setVisible(A.CLAIM in legal)
        self.concede.setVisible(A.CONCEDE in legal)
        self.kontra.setVisible(A.KONTRA in legal)

    def buttons_for(self, action: Action) -> list[QAbstractButton]:
        mapping: dict[Action, QAbstractButton] = {
            A.CLAIM: self.claim,
            A.CONCEDE: self.concede,
            A.KONTRA: self.kontra,
        }
        button = mapping.get(action)
        return [button] if button is not None else []


# A hinted button's thicker border (3 px instead of 1 px) is paid for with 2 px
# less padding on each side, so marking a hint never changes a button's size:
# the panel was sized before the hint arrived, and a larger button would have
# its label clipped.
PANEL_STYLE = """
#PromptPanel {
    background: rgba(8, 26, 18, 222);
    border: 1px solid rgba(255, 255, 255, 70);
    border-radius: 12px;
}
#PromptPanel QLabel { color: #f3efe2; background: transparent; }
#PromptPanel #PromptTitle { font-weight: bold; }
#PromptPanel #DiscardNote { color: #d9c8ff; }
#PromptPanel #Warning { color: #ffb070; font-weight: bold; }
#PromptPanel QCheckBox { color: #f3efe2; background: transparent; spacing: 6px; }
#PromptPanel QCheckBox::indicator {
    width: 14px; height: 14px; border: 1px solid #d8d2c0; border-radius: 3px;
    background: #1d3329;
}
#PromptPanel QCheckBox::indicator:checked { background: #f6cf62; border-color: #fff0b0; }
#PromptPanel QCheckBox::indicator:hover { border-color: #ffffff; }
#PromptPanel QPushButton {
    color: #1b1b1b; background: #ece6d6; border: 1px solid #8a826c;
    border-radius: 7px; padding: 6px 12px; min-height: 20px;
}
#PromptPanel QPushButton:hover { background: #fff8e6; }
#PromptPanel QPushButton:disabled { color: #777; background: #9d988a; }
#PromptPanel QPushButton[primary="true"] { background: #f6cf62; border-color: #a07d1c; }
#PromptPanel QPushButton[primary="true"]:hover { background: #ffe08a; }
#PromptPanel QPushButton[gameButton="true"] { padding: 6px 8px; min-width: 64px; }
#PromptPanel QPushButton[overbid="true"] { color: #9a2a10; }
#PromptPanel QPushButton[hint="true"] {
    border: 3px solid #ffc828; background: #fff3c0; padding: 4px 10px;
}
#PromptPanel QPushButton[gameButton="true"][hint="true"] { padding: 4px 6px; }
#PromptPanel QPushButton[compact="true"] { padding: 6px 3px; }
#PromptPanel QPushButton[compact="true"][hint="true"] { padding: 4px 1px; }
#PromptPanel QComboBox { background: #ece6d6; color: #1b1b1b; border-radius: 6px;
    padding: 4px 8px; }
"""
