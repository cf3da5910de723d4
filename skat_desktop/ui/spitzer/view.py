"""The Spitzer card table: four hands of eight, the trick of four, won tricks.

It is the Skat table's view (:class:`~..table_view_base.TableViewBase`: the
card items, the pure layout in card units with four positions and eight-card
hands, the arrangement and the staged animator with its one
``animations_finished`` gate). Only reading the game differs
(:func:`.snapshot.spitzer_snapshot`), what the plates and the info box say
(:mod:`.decor`), the felt's colour and what each action animates. The view
interprets no input: it reports clicks and drops.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QWidget

from skat_desktop.engine.api import (
    Event,
    TrickWon,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerDeclared as Declared,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerPassed as Passed,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerPhase as Phase,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerState,
)
from skat_desktop.ui.spitzer.model import SpitzerModel

from ..card_theme import CardRenderer
from ..table.animator import Stage
from ..table.arrange import Moment
from ..table.snapshot import TableSnapshot
from ..table_view_base import TableViewBase
from .decor import SpitzerDecor
from .snapshot import spitzer_snapshot

HAND_CARDS = 8


class SpitzerTableView(TableViewBase[SpitzerModel, SpitzerDecor]):
    """The green table for a Spitzer game; panels live on its viewport."""

    _hand_cards: ClassVar[int] = HAND_CARDS

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self.setObjectName("SpitzerTableView")

    def _make_decor(self, scene: QGraphicsScene) -> SpitzerDecor:
        return SpitzerDecor(scene)

    # ------------------------------------------------------------------ setup
    def decor(self) -> SpitzerDecor:
        return self._decor

    def _positions(self) -> int:
        return 4

    # ------------------------------------------------------------------ cards
    def _snapshot(self) -> TableSnapshot | None:
        model = self._model
        if model is None or not model.has_session:
            return None
        return spitzer_snapshot(model.state())

    def refresh(self, animated: bool = True) -> None:
        self._animator.run([lambda: self._apply_targets(animated)])

    def redraw(self) -> None:
        """Send every card to its place in the current state (after an undo).

        Whatever was staged for the actions taken back (a trick being
        gathered, a card on its way) is dropped: the state alone decides.
        """
        self._moment = Moment()
        self.refresh(animated=True)

    def show_session(self) -> None:
        self._relayout()
        self.start_deal()

    def start_deal(self) -> None:
        """Animate the deal: the deck, then the 3-2-3 packets, then the sorted hands."""
        self._new_deal()
        model = self._model
        if model is None or not model.has_session or self.speed() <= 0 or model.deal_actions():
            self.refresh(animated=False)
            return
        self._deal_out()

    def animate(self, events: Sequence[Event], state: SpitzerState) -> None:
        """Animate what the engine says just happened, towards ``state``.

        As on Skat's table: a won trick is shown whole, then gathered to its
        winner; a computer's declaration stays readable a moment.
        """
        model = self._model
        if model is None:
            return
        self._moment = Moment()
        won = next((e for e in events if isinstance(e, TrickWon)), None)
        if won is not None:
            self._gather_trick(lambda: self._announce_trick_winner(won, state))
            return
        stages: list[Stage] = [lambda: self._apply_targets(True)]
        said = [e for e in events if isinstance(e, (Declared, Passed))]
        if any(model.player_at_seat(e.seat) != 0 for e in said):
            stages.append(450)
        self._animator.run(stages)

    def on_events(self, events: object) -> None:
        """Say the engine's declaration events out loud (the plates show them too)."""
        model = self._model
        if model is None or not isinstance(events, tuple):
            return
        for event in events:
            if isinstance(event, Declared):
                name = model.player_names()[model.player_at_seat(event.seat)]
                from .texts import action_text

                text = QCoreApplication.translate("Spitzer", "{name}: {declaration}").format(
                    name=name, declaration=action_text(event.declaration)
                )
                self.show_message(text, 2200)
            elif isinstance(event, Passed):
                continue

    def _announce_trick_winner(self, won: TrickWon, state: SpitzerState) -> None:
        model = self._model
        if model is None or state.phase is Phase.FINISHED:
            return
        player = model.player_at_seat(won.winner)
        self._say_trick_winner(player, model.player_names()[player], won.points)

    # ------------------------------------------------------------------ decorations
    def _update_decorations(self) -> None:
        model = self._model
        if model is None or not model.has_session:
            return
        self._decor.update(model, self._layout, self._ch, self._taken)
        self.geometry_changed.emit()

    def _felt_gradient(self) -> tuple[QColor, QColor, QColor]:
        return QColor(40, 110, 120), QColor(24, 86, 98), QColor(8, 44, 54)
