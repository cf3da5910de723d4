"""The card table widget: a ``QGraphicsView`` that draws piles from the game.

The table is ``show_state(state)`` + ``animate(events, state)``: every change reads the
engine's frozen :class:`TableState` (per position: :func:`.table_snapshot`);
placing the cards, the animator's stages (dealing packet by packet, the full
trick staying in view before it slides to its winner) and relayout on resize
are the shared :class:`~..table_view_base.TableViewBase`'s. This view adds
what is Skat's: three or four places, the skat in the middle, the felt colour
from the settings, the plates and info box of :mod:`.decorations`.

The view does not interpret input: it reports clicks, drops and keys, and
shows what the :class:`~skat_desktop.ui.controller.TableController` decided
(interactive, dimmed, lifted and focused cards).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from skat_desktop.engine.api import (
    BidMade,
    CardSet,
    DealStarted,
    Event,
    Held,
    KontraDeclined,
    KontraSaid,
    Passed,
    Phase,
    ReDeclined,
    ReSaid,
    SkatPushed,
    TableState,
    TrickWon,
)
from skat_desktop.model.table_model import SkatModel

from ..card_theme import CardRenderer
from ..plates import PlayerPlate
from ..table_view_base import TableViewBase
from .animator import Stage
from .arrange import Moment
from .decorations import Decorations
from .snapshot import TableSnapshot, table_snapshot

_SAID = (BidMade, Held, Passed, KontraSaid, KontraDeclined, ReSaid, ReDeclined, SkatPushed)
"""Events that are a player's word: a computer's stays readable a moment."""


class TableView(TableViewBase[SkatModel, Decorations]):
    """The green table with cards, plates and an overlay host for panels."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self._state: TableState | None = None
        """The state last drawn: resizes and redraws use it until the next change."""
        self.setObjectName("TableView")
        self._felt = QColor(28, 98, 58)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def _make_decor(self, scene: QGraphicsScene) -> Decorations:
        return Decorations(scene)

    # ------------------------------------------------------------------ setup
    def renderer(self) -> CardRenderer:
        return self._renderer

    def plate(self, player: int) -> PlayerPlate | None:
        return self._decor.plate(player)

    def own_plate_rect(self) -> QRectF | None:
        """The human's name plate in viewport pixels (None while it is hidden)."""
        plate = self._decor.plate(0)
        if plate is None or not plate.isVisible():
            return None
        return plate.sceneBoundingRect()

    def set_info_source(self, source: Callable[[], list[tuple[str, str]]] | None) -> None:
        """Lines the table aids add to the info box (None: none); redrawn at once."""
        self._decor.extra_info = source
        self._update_decorations()

    def info_lines(self) -> list[tuple[str, str]]:
        return list(self._decor.info.lines)

    # ------------------------------------------------------------------ geometry
    def _skat_in_middle(self) -> bool:
        state = self._state
        return state is not None and bool(state.skat) and state.skat_owner is None

    def _positions(self) -> int:
        if self._model is not None and self._model.has_session:
            return self._model.table_size()
        return 3

    # ------------------------------------------------------------------ drawing cards
    def _snapshot(self) -> TableSnapshot | None:
        if self._state is None:
            return None
        return table_snapshot(self._state, self._positions())

    def _skat_marks(self) -> frozenset[int]:
        """While the player chooses two cards to put away, the two that came
        from the skat (the engine's ``known_skat``: what the player saw)."""
        state, model = self._state, self._model
        if state is None or model is None or not model.has_session:
            return frozenset()
        if state.phase not in (Phase.DISCARD, Phase.PUSH_DISCARD) or not model.human_to_move():
            return frozenset()
        view = model.human_view()
        if view is None or not view.known_skat:
            return frozenset()
        return frozenset(int(c) for c in CardSet(view.known_skat & view.hand))

    def show_state(self, state: TableState, animated: bool = True) -> None:
        """Move everything to ``state`` in one stage."""
        self._state = state
        self._animator.run([lambda: self._apply_targets(animated)])

    def refresh(self, animated: bool = True) -> None:
        """Draw the last state again (the lifted cards changed, a drag was let go)."""
        if self._state is not None:
            self.show_state(self._state, animated)

    def felt_colour(self) -> QColor:
        return QColor(self._felt)

    def set_felt_colour(self, colour: str) -> None:
        """The table's felt (the middle of its gradient), e.g. ``#1c623a``."""
        wanted = QColor(colour)
        if wanted.isValid() and wanted != self._felt:
            self._felt = wanted
            self.resetCachedContent()
            self.viewport().update()

    def _felt_gradient(self) -> tuple[QColor, QColor, QColor]:
        return self._felt.lighter(150), self._felt, self._felt.darker(190)

    def show_session(self) -> None:
        """A new or loaded session: one plate per position (its deal comes as an event)."""
        self._decor.rebuild(self._positions())
        self._relayout()

    def start_deal(self, state: TableState) -> None:
        """Animate the deal: the deck, then the packets in dealing order, then sorting."""
        self._new_deal()
        if self.speed() <= 0 or state.actions:
            self.show_state(state, animated=False)
            return
        self._state = state
        self._deal_out()

    def animate(self, events: Sequence[Event], state: TableState) -> None:
        """Animate ``events``, which led to ``state``, as the engine reported them.

        A new deal is dealt packet by packet (unless it was resumed half-played);
        a completed trick stays in the middle for a moment before it slides to
        its winner's pile; a computer's word in the auction or on Kontra/Re
        stays readable a moment; anything else moves in one stage.
        """
        if any(isinstance(e, DealStarted) for e in events):
            self.start_deal(state)
            return
        self._state = state
        self._moment = Moment()
        won = next((e for e in events if isinstance(e, TrickWon)), None)
        if won is not None:
            self._gather_trick(lambda: self._announce_trick_winner(won, state))
            return
        stages: list[Stage] = [lambda: self._apply_targets(True)]
        seats = state.seat_players
        if any(isinstance(e, _SAID) and seats[e.seat] != 0 for e in events):
            stages.append(350)  # a computer's word stays readable a moment
        self._animator.run(stages)

    def _announce_trick_winner(self, won: TrickWon, state: TableState) -> None:
        if self._model is None or state.finished:
            return
        player = state.seat_players[won.winner]
        self._say_trick_winner(player, self._model.player_names()[player], won.points)

    # ------------------------------------------------------------------ decorations
    def _update_decorations(self) -> None:
        model = self._model
        if model is None or not model.has_session or self._state is None:
            return
        if self._decor.ensure_plates(model.table_size()):
            self._relayout()
        self._decor.update(model, self._state, self._layout, self._ch, self._taken)
        self.geometry_changed.emit()
