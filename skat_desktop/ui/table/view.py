"""The card table widget: a ``QGraphicsView`` that draws piles from the game.

The table is ``show_state(state)`` + ``animate(events, state)``: every change reads the
engine's frozen :class:`TableState` (per position: :func:`.table_snapshot`),
asks :func:`.arrange` where each card belongs in the current
:class:`~.layout.TableLayout`, and hands the moves to the :class:`.Animator`,
whose one ``animations_finished`` signal gates the next step of the game.
Special moments (dealing packet by packet, the full trick staying in view
before it slides to its winner) are stages of the animator. Resizing lays the
piles out again in card units and puts every card in its place.

The view does not interpret input: it reports clicks, drops and keys, and
shows what the :class:`~skat_desktop.ui.controller.TableController` decided
(interactive, dimmed, lifted and focused cards).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from skat_desktop.engine.api import (
    BidMade,
    DealStarted,
    Event,
    Held,
    KontraDeclined,
    KontraSaid,
    Passed,
    ReDeclined,
    ReSaid,
    SkatPushed,
    TableState,
    TrickWon,
)

from ..card_item import CardItem
from ..card_theme import CardRenderer
from ..plates import PlayerPlate
from .animator import Animator, Stage, Target
from .arrange import Dealing, Moment, arrange, deal_delays
from .decorations import Decorations
from .layout import TableLayout, card_height_px, font_px, frame_from_pixels, layout_table
from .piles import Spot
from .snapshot import TableSnapshot, table_snapshot

if TYPE_CHECKING:
    from skat_desktop.model.table_model import TableModel

_SAID = (BidMade, Held, Passed, KontraSaid, KontraDeclined, ReSaid, ReDeclined, SkatPushed)
"""Events that are a player's word: a computer's stays readable a moment."""

KeyHandler = Callable[[int], bool]
"""Gets a key code; returns True when it used the key."""


class TableView(QGraphicsView):
    """The green table with cards, plates and an overlay host for panels."""

    card_clicked = Signal(int)
    card_dropped = Signal(int, float)
    """A drag ended: (card, how far it was lifted towards the middle, in card heights)."""
    animations_finished = Signal()
    geometry_changed = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableView")
        self._renderer = renderer
        self._felt = QColor(28, 98, 58)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # 440 high: the skat/declaration prompt then fits between the
        # opponents and the player's own name plate (at 360 it covered it).
        self.setMinimumSize(480, 440)
        self._model: TableModel | None = None
        self._state: TableState | None = None
        """The state last drawn: resizes and redraws use it until the next change."""
        self._animator = Animator(self)
        self._animator.animations_finished.connect(self.animations_finished)
        self._cards: dict[int, CardItem] = {}
        for card in range(32):
            item = CardItem(card, renderer)
            item.clicked.connect(self.card_clicked)
            item.dropped.connect(self._on_dropped)
            item.setVisible(False)
            self._scene.addItem(item)
            self._cards[card] = item
        self._decor = Decorations(self._scene)
        self._shuffle: dict[int, float] = {c: random.random() for c in range(32)}
        self._moment = Moment()
        self._lifted: Callable[[], frozenset[int]] = frozenset
        self._key_handler: KeyHandler | None = None
        self._taken: tuple[int, ...] = ()
        self._ch = 90.0
        self._font_px = 13.0
        self._layout: TableLayout = self._compute_layout()
        renderer.deck_changed.connect(self._on_deck_changed)

    # ------------------------------------------------------------------ setup
    def set_model(self, model: TableModel) -> None:
        self._model = model

    def set_lift_source(self, lifted: Callable[[], frozenset[int]]) -> None:
        """Where the cards to draw raised come from (the controller's selection)."""
        self._lifted = lifted

    def set_key_handler(self, handler: KeyHandler | None) -> None:
        self._key_handler = handler

    def set_speed(self, factor: float) -> None:
        """Animation speed factor; 0 turns animations off (tests use that)."""
        self._animator.set_speed(factor)

    def speed(self) -> float:
        return self._animator.speed()

    def animating(self) -> bool:
        return self._animator.animating()

    def renderer(self) -> CardRenderer:
        return self._renderer

    def card_item(self, card: int) -> CardItem:
        return self._cards[card]

    def plate(self, player: int) -> PlayerPlate | None:
        return self._decor.plate(player)

    def info_rect(self) -> QRectF:
        """Where the game-info box is, in viewport pixels (scene = viewport)."""
        return self._decor.info_rect()

    def own_plate_rect(self) -> QRectF | None:
        """The human's name plate in viewport pixels (None while it is hidden)."""
        plate = self._decor.plate(0)
        if plate is None or not plate.isVisible():
            return None
        return plate.sceneBoundingRect()

    def info_lines(self) -> list[tuple[str, str]]:
        return list(self._decor.info.lines)

    def toast_text(self) -> str:
        return self._decor.toast_text()

    # ------------------------------------------------------------------ geometry
    def table_layout(self) -> TableLayout:
        """The piles in card units (multiply by :meth:`card_height` for pixels)."""
        return self._layout

    def card_height(self) -> float:
        """A full-size card's height in pixels."""
        return self._ch

    def margin(self) -> float:
        return self._layout.frame.margin * self._ch

    def center_rect(self) -> QRectF:
        """The free middle of the table, where the trick and the panels go."""
        c, ch = self._layout.center, self._ch
        return QRectF(c.x * ch, c.y * ch, c.width * ch, c.height * ch)

    def prompt_anchor(self) -> QPointF:
        """Where the centre of a decision panel should be."""
        state = self._state
        in_middle = state is not None and bool(state.skat) and state.skat_owner is None
        point = self._layout.prompt_anchor(in_middle)
        return QPointF(point.x * self._ch, point.y * self._ch)

    def hand_top(self) -> float:
        return self._layout.hand_top * self._ch

    def _positions(self) -> int:
        if self._model is not None and self._model.has_session:
            return self._model.session.n
        return 3

    def _compute_layout(self) -> TableLayout:
        vp = self.viewport().size()
        w, h = float(vp.width()), float(vp.height())
        aspect = self._renderer.aspect_ratio()
        self._ch = card_height_px(w, h, aspect)
        self._font_px = font_px(self._ch)
        self._decor.set_font_px(self._font_px)
        frame = frame_from_pixels(w, h, self._ch, aspect, self._decor.plate_height())
        self._scene.setSceneRect(QRectF(0, 0, frame.width * self._ch, frame.height * self._ch))
        return layout_table(frame, self._positions(), viewer=0)

    def _relayout(self) -> None:
        self._layout = self._compute_layout()

    # ------------------------------------------------------------------ drawing cards
    def _snapshot(self) -> TableSnapshot | None:
        if self._state is None:
            return None
        return table_snapshot(self._state, self._positions())

    def _target(self, spot: Spot) -> Target:
        ch = self._ch
        return Target(
            QPointF(spot.x * ch, spot.y * ch), spot.rotation, spot.scale, spot.z, spot.face_up
        )

    def _apply_targets(
        self, animated: bool, delays: dict[int, int] | None = None, duration: float = 330.0
    ) -> None:
        """Send every card to where it belongs now (animated or at once)."""
        snap = self._snapshot()
        if snap is None:
            return
        moment = Moment(self._moment.dealing, self._moment.hold_last, self._lifted())
        arrangement = arrange(snap, self._layout, moment, self._shuffle)
        self._taken = arrangement.taken
        size = QSizeF(self._layout.frame.card_width * self._ch, self._ch)
        for card, item in self._cards.items():
            spot = arrangement.spots.get(card)
            if spot is None:
                item.setVisible(False)
                self._animator.forget(item)
                continue
            item.set_size(size)
            was_visible = item.isVisible()
            item.setVisible(True)
            target = self._target(spot)
            if animated and was_visible:
                delay = delays.get(card, 0) if delays else 0
                self._animator.move(item, target, duration, delay)
            else:
                self._animator.place(item, target)
        self._update_decorations()

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

    def show_session(self) -> None:
        """A new or loaded session: one plate per position (its deal comes as an event)."""
        self._decor.rebuild(self._positions())
        self._relayout()

    def start_deal(self, state: TableState) -> None:
        """Animate the deal: the deck, then the packets in dealing order, then sorting."""
        self._shuffle = {c: random.random() for c in range(32)}
        self._moment = Moment()
        if self.speed() <= 0 or state.actions:
            self.show_state(state, animated=False)
            return
        self._state = state

        def deck() -> None:
            self._moment = Moment(Dealing.DECK)
            self._apply_targets(False)

        def dealt() -> None:
            self._moment = Moment(Dealing.DEALT)
            snap = self._snapshot()
            delays = deal_delays(snap, self._shuffle) if snap is not None else None
            self._apply_targets(True, delays, duration=260)

        def sorted_hand() -> None:
            self._moment = Moment()
            self._apply_targets(True, duration=300)

        self._animator.run([deck, dealt, 120, sorted_hand])

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

            def show_full() -> None:
                self._moment = Moment(hold_last=True)
                self._apply_targets(True)

            def collect() -> None:
                self._moment = Moment()
                self._apply_targets(True, duration=380)
                self._announce_trick_winner(won, state)

            self._animator.run([show_full, 750, collect])
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
        if player == 0:
            text = QCoreApplication.translate("Table", "You take the trick ({points})")
        else:
            text = QCoreApplication.translate("Table", "{name} takes the trick ({points})")
        self.show_message(
            text.format(name=self._model.session.names[player], points=won.points), 1200
        )

    # ------------------------------------------------------------------ what the controller shows
    def set_hint_cards(self, cards: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_hinted(card in cards)

    def set_interactive_hand(self, cards: set[int], dimmed: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_interactive(card in cards)
            item.set_dimmed(card in dimmed)

    def set_focus_card(self, focus: int | None) -> None:
        for card, item in self._cards.items():
            item.set_focused(card == focus)

    def set_thinking(self, player: int, thinking: bool) -> None:
        self._decor.set_thinking(player, thinking)

    def show_message(self, text: str, msecs: int = 2600) -> None:
        self._decor.show_message(text, msecs, self._layout, self._ch)

    # ------------------------------------------------------------------ decorations
    def retranslate(self) -> None:
        self._update_decorations()

    def _update_decorations(self) -> None:
        model = self._model
        if model is None or not model.has_session or self._state is None:
            return
        if self._decor.ensure_plates(model.session.n):
            self._relayout()
        self._decor.update(model, self._state, self._layout, self._ch, self._taken)
        self.geometry_changed.emit()

    # ------------------------------------------------------------------ painting & events
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        ch = self._ch
        frame = self._layout.frame
        w, h = frame.width * ch, frame.height * ch
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0.0, self._felt.lighter(150))
        grad.setColorAt(0.55, self._felt)
        grad.setColorAt(1.0, self._felt.darker(190))
        painter.fillRect(rect, QBrush(grad))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 22), max(1.5, ch * 0.015)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        felt = self._layout.felt
        if felt.width > 0:
            r = QRectF(felt.x * ch, felt.y * ch, felt.width * ch, felt.height * ch)
            painter.drawRoundedRect(r, ch * 0.3, ch * 0.3)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()
        self.resetCachedContent()
        interrupted = self._animator.snap()
        self._apply_targets(False)
        if interrupted:
            self._animator.pump()

    def _on_deck_changed(self, deck_id: str) -> None:
        self._relayout()
        self._animator.snap()
        self._apply_targets(False)
        for item in self._cards.values():
            item.update()
        self.viewport().update()

    def _on_dropped(self, card: int, pos: QPointF) -> None:
        item = self._cards[card]
        origin = item.drag_origin()
        if origin is not None:
            self.card_dropped.emit(card, (origin.y() - pos.y()) / self._ch)
        final = self._animator.final(item)
        if final is not None and item.pos() != final.pos:
            # Not played (or refused): let the next refresh put it back.
            QTimer.singleShot(0, lambda: self.refresh(animated=True))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._key_handler is not None and self._key_handler(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
