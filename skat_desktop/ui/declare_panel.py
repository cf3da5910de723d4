"""The declaring panel: pick up the skat or announce a game, with each game's value.

Kept apart from the other decision panels (:mod:`.panels`) because it is the
largest: a button per game with the value it is worth, the hand-game
announcements and the overbid warning.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from skat_desktop.engine.api import (
    ALL_MASK,
    Action,
    Contract,
    GameType,
    GameView,
    Phase,
    value_bounds,
)
from skat_desktop.engine.api import actions as A

from . import texts
from .declare_stakes import stakes_text
from .panels import PromptPanel


def potential_value(view: GameView, action: A.Declare, hand: bool) -> tuple[int, bool]:
    """The value this declaration is worth with what the declarer knows.

    After picking up, the twelve cards are known and matadors are exact. In a
    hand game the skat is unknown, so the value is the smallest over every
    skat the two unseen cards could be: the game is worth *at least* that.
    Schneider and Schwarz made in play can only add to it. The numbers come
    from the engine's :func:`value_bounds`, as the computer players' do.
    """
    contract = Contract(action.game, hand, action.schneider, action.schwarz, action.ouvert)
    if action.game is GameType.NULL:
        return value_bounds(view.rules, contract, view.hand).low, False
    if not hand:
        cards12 = view.hand | (view.known_discards or 0)
        return value_bounds(view.rules, contract, cards12).low, False
    return value_bounds(view.rules, contract, view.hand, ALL_MASK & ~view.hand).low, True


_GAMES: tuple[GameType, ...] = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
    GameType.NULL,
)


class DeclarePanel(PromptPanel):
    """Pick up the skat or announce a game; shows each game's value.

    Used for the SKAT phase (pick up, or a hand game with announcements), the
    DECLARE phase after picking up, and the Schieberamsch escape to Grand Hand.
    """

    content_grew = Signal()
    """The panel needs more room than it was placed with (the window places it again)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        top = QHBoxLayout()
        self._layout.addLayout(top)
        self.pick_up = self._button("pickUp", top, primary=True)
        self.pick_up.clicked.connect(lambda: self.action_chosen.emit(A.PICK_UP))
        self.push = self._button("push", top)
        self.push.clicked.connect(lambda: self.action_chosen.emit(A.PUSH))
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.subtitle)
        grid = QGridLayout()
        grid.setSpacing(6)
        self._layout.addLayout(grid)
        self.games: dict[GameType, QPushButton] = {}
        for i, game in enumerate(_GAMES):
            button = QPushButton(self)
            button.setObjectName(f"game_{game.code}")
            button.setProperty("gameButton", True)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, g=game: self._choose(g))
            grid.addWidget(button, 0, i)
            self.games[game] = button
        self._grid = grid
        self._columns = len(_GAMES)
        opts = QHBoxLayout()
        self._layout.addLayout(opts)
        self.schneider = QCheckBox(self)
        self.schwarz = QCheckBox(self)
        self.ouvert = QCheckBox(self)
        for box in (self.schneider, self.schwarz, self.ouvert):
            box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            opts.addWidget(box)
            box.toggled.connect(self._flags_changed)
        self.stakes = QLabel(self)
        """What the pointed-at game wins and loses (the bidding aid's part here)."""
        self.stakes.setObjectName("Stakes")
        self.stakes.setWordWrap(True)
        self.stakes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stakes.hide()
        self._layout.addWidget(self.stakes)
        self._pointed: GameType | None = None
        self.show_stakes = False
        """Set by the aids (:mod:`.aids_wiring`): show :attr:`stakes` on pointing."""
        for button in self.games.values():
            button.installEventFilter(self)
        self.warning = QLabel(self)
        self.warning.setObjectName("Warning")
        self.warning.setWordWrap(True)
        self.warning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.warning)
        self._confirm: A.Declare | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        pointed = event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn)
        if pointed and self.show_stakes and isinstance(watched, QPushButton):
            game = next((g for g, b in self.games.items() if b is watched), None)
            if game is not None:
                self.point_at(game)
        return super().eventFilter(watched, event)

    def point_at(self, game: GameType | None) -> None:
        """Show what ``game`` (as the boxes announce it) wins and loses."""
        self._pointed = game
        self._show_stakes()

    def _show_stakes(self) -> None:
        """While the aid is on the line is always there, its room kept (two lines), so
        pointing at a game never makes the panel grow under the pointer."""
        view, game = self.view, self._pointed
        if view is None or not self.show_stakes:
            self.stakes.hide()
            return
        action = self.declaration(game) if game is not None else None
        if action is None or action not in view.legal:
            text = QCoreApplication.translate(
                "Declare", "Point at a game to see what it wins and loses."
            )
        else:
            text = stakes_text(view, action, self._hand())
        self.stakes.setMinimumHeight(2 * self.stakes.fontMetrics().lineSpacing())
        self.stakes.setText(text)
        was_hidden = self.stakes.isHidden()
        self.stakes.show()
        if was_hidden or self.sizeHint().height() > self.height():
            self.content_grew.emit()  # a longer text than the room kept: placed again

    def set_view(self, view: GameView, names: list[str]) -> None:
        self._pointed = None  # a new decision: nothing pointed at yet
        super().set_view(view, names)

    def set_columns(self, columns: int) -> None:
        """Six game buttons in a row, or in two rows of three on a narrow table."""
        if columns == self._columns:
            return
        self._columns = columns
        for i, game in enumerate(_GAMES):
            button = self.games[game]
            self._grid.removeWidget(button)
            self._grid.addWidget(button, i // columns, i % columns)

    def _hand(self) -> bool:
        return self.view is not None and self.view.phase in (Phase.SKAT, Phase.PUSH)

    def _flags_changed(self, checked: bool = False) -> None:
        sender = self.sender()
        for box in (self.schneider, self.schwarz, self.ouvert):
            box.blockSignals(True)
        # Ouvert implies Schwarz announced, which implies Schneider announced
        # (suit and Grand); unticking a lower one unticks the higher ones.
        if sender is self.ouvert and self.ouvert.isChecked() and self.schwarz.isVisible():
            self.schwarz.setChecked(True)
            self.schneider.setChecked(True)
        if sender is self.schwarz and self.schwarz.isChecked():
            self.schneider.setChecked(True)
        if sender is self.schneider and not self.schneider.isChecked():
            self.schwarz.setChecked(False)
            if self.schwarz.isVisible():
                self.ouvert.setChecked(False)
        if sender is self.schwarz and not self.schwarz.isChecked() and self._hand():
            self.ouvert.setChecked(False)
        for box in (self.schneider, self.schwarz, self.ouvert):
            box.blockSignals(False)
        self._confirm = None
        self.retranslate()

    def declaration(self, game: GameType) -> A.Declare:
        if game is GameType.NULL:
            return A.Declare(game, ouvert=self.ouvert.isChecked())
        return A.Declare(
            game, self.schneider.isChecked(), self.schwarz.isChecked(), self.ouvert.isChecked()
        )

    def _choose(self, game: GameType) -> None:
        view = self.view
        if view is None:
            return
        action = self.declaration(game)
        if action not in view.legal:
            return
        value, _at_least = potential_value(view, action, self._hand())
        if value < view.bid and self._confirm != action:
            self._confirm = action
            self.retranslate()
            return
        self._confirm = None
        self.action_chosen.emit(action)

    def retranslate(self) -> None:
        view = self.view
        if view is None:
            return
        hand = self._hand()
        legal = [a for a in view.legal if isinstance(a, A.Declare)]
        phase = view.phase
        self.pick_up.setVisible(A.PICK_UP in view.legal)
        self.push.setVisible(A.PUSH in view.legal)
        self.pick_up.setText(QCoreApplication.translate("Declare", "Pick up the skat"))
        self.push.setText(QCoreApplication.translate("Declare", "Push the skat"))
        if phase is Phase.SKAT:
            self.title.setText(
                QCoreApplication.translate("Declare", "You are the declarer at {bid}.").format(
                    bid=view.bid
                )
            )
            self.subtitle.setText(QCoreApplication.translate("Declare", "…or play a hand game:"))
        elif phase is Phase.PUSH:
            self.title.setText(
                QCoreApplication.translate(
                    "Declare", "Schieberamsch: push the skat on, pick it up, or play Grand Hand."
                )
            )
            self.subtitle.setText("")
        else:
            self.title.setText(
                QCoreApplication.translate("Declare", "Announce your game (bid {bid}).").format(
                    bid=view.bid
                )
            )
            self.subtitle.setText("")
        self.subtitle.setVisible(bool(self.subtitle.text()))
        any_flag = {
            "schneider": any(a.schneider for a in legal),
            "schwarz": any(a.schwarz for a in legal),
            "ouvert": any(a.ouvert for a in legal),
        }
        self.schneider.setText(QCoreApplication.translate("Declare", "Schneider announced"))
        self.schwarz.setText(QCoreApplication.translate("Declare", "Schwarz announced"))
        self.ouvert.setText(QCoreApplication.translate("Declare", "Ouvert"))
        self.schneider.setVisible(any_flag["schneider"])
        self.schwarz.setVisible(any_flag["schwarz"])
        self.ouvert.setVisible(any_flag["ouvert"])
        warning = ""
        for game, button in self.games.items():
            action = self.declaration(game)
            ok = action in legal
            button.setVisible(any(a.game is game for a in legal))
            button.setEnabled(ok)
            name = texts.game_name(game)
            symbol = texts.suit_symbol(game)
            label = f"{symbol} {name}".strip()
            if ok:
                value, at_least = potential_value(view, action, hand)
                shown = (
                    QCoreApplication.translate("Declare", "at least {value}").format(value=value)
                    if at_least
                    else str(value)
                )
                if value < view.bid and view.bid:
                    shown += " ⚠"
                button.setText(f"{label}\n{shown}")
                button.setProperty("overbid", value < view.bid)
            else:
                button.setText(f"{label}\n–")
                button.setProperty("overbid", False)
            button.style().unpolish(button)
            button.style().polish(button)
        if self._confirm is not None:
            value, _ = potential_value(view, self._confirm, hand)
            warning = QCoreApplication.translate(
                "Declare",
                "Overbid! {game} is worth {value}, less than your bid of {bid}. "
                "Click it again to announce it anyway.",
            ).format(game=texts.declare_name(self._confirm, hand), value=value, bid=view.bid)
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))
        self._show_stakes()

    def buttons_for(self, action: Action) -> list[QAbstractButton]:
        if isinstance(action, A.PickUpSkat):
            return [self.pick_up]
        if isinstance(action, A.PushSkat):
            return [self.push]
        if isinstance(action, A.Declare):
            for box, flag in (
                (self.schneider, action.schneider),
                (self.schwarz, action.schwarz),
                (self.ouvert, action.ouvert),
            ):
                box.blockSignals(True)
                box.setChecked(flag)
                box.blockSignals(False)
            self.retranslate()
            return [self.games[action.game]]
        return []
