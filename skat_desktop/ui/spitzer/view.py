"""The Spitzer card table: four hands of eight, the trick of four, won tricks.

It draws with the Skat table's own parts: the card items, the pure layout in
card units (:func:`~..table.layout.layout_table` with four positions and
eight-card hands), the arrangement (:func:`~..table.arrange.arrange`) and the
staged :class:`~..table.animator.Animator` with its one
``animations_finished`` gate. Only reading the game differs
(:func:`.snapshot.spitzer_snapshot`) and what the plates and the info box say
(:mod:`.decor`). The view interprets no input: it reports clicks and drops.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from skat_desktop.engine.api import Play
from skat_desktop.engine.api import SpitzerDeclared as Declared
from skat_desktop.engine.api import SpitzerPassed as Passed
from skat_desktop.model.spitzer_model import SpitzerModel

from ..card_item import CardItem
from ..card_theme import CardRenderer
from ..table.animator import Animator, Stage, Target
from ..table.arrange import Dealing, Moment, arrange, deal_delays
from ..table.layout import TableLayout, card_height_px, font_px, frame_from_pixels, layout_table
from ..table.piles import Spot
from ..table.snapshot import TableSnapshot
from .decor import SpitzerDecor
from .snapshot import spitzer_snapshot

HAND_CARDS = 8


class SpitzerTableView(QGraphicsView):
    """The green table for a Spitzer game; panels live on its viewport."""

    card_clicked = Signal(int)
    card_dropped = Signal(int, float)
    animations_finished = Signal()
    geometry_changed = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SpitzerTableView")
        self._renderer = renderer
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
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # 440 high: the skat/declaration prompt then fits between the
        # opponents and the player's own name plate (at 360 it covered it).
        self.setMinimumSize(480, 440)
        self._model: SpitzerModel | None = None
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
        self._decor = SpitzerDecor(self._scene)
        self._shuffle: dict[int, float] = {c: random.random() for c in range(32)}
        self._moment = Moment()
        self._taken: tuple[int, ...] = ()
        self._ch = 90.0
        self._layout: TableLayout = self._compute_layout()
        self._key_handler: Callable[[int], bool] | None = None
        renderer.deck_changed.connect(self._on_deck_changed)

    # ------------------------------------------------------------------ setup
    def set_model(self, model: SpitzerModel) -> None:
        self._model = model

    def set_key_handler(self, handler: Callable[[int], bool] | None) -> None:
        self._key_handler = handler

    def set_speed(self, factor: float) -> None:
        self._animator.set_speed(factor)

    def speed(self) -> float:
        return self._animator.speed()

    def animating(self) -> bool:
        return self._animator.animating()

    def card_item(self, card: int) -> CardItem:
        return self._cards[card]

    def decor(self) -> SpitzerDecor:
        return self._decor

    def toast_text(self) -> str:
        return self._decor.toast_text()

    # ------------------------------------------------------------------ geometry
    def table_layout(self) -> TableLayout:
        return self._layout

    def card_height(self) -> float:
        return self._ch

    def margin(self) -> float:
        return self._layout.frame.margin * self._ch

    def center_rect(self) -> QRectF:
        c, ch = self._layout.center, self._ch
        return QRectF(c.x * ch, c.y * ch, c.width * ch, c.height * ch)

    def prompt_anchor(self) -> QPointF:
        point = self._layout.prompt_anchor(False)
        return QPointF(point.x * self._ch, point.y * self._ch)

    def hand_top(self) -> float:
        return self._layout.hand_top * self._ch

    def info_rect(self) -> QRectF:
        return self._decor.info_rect()

    def _compute_layout(self) -> TableLayout:
        vp = self.viewport().size()
        w, h = float(vp.width()), float(vp.height())
        aspect = self._renderer.aspect_ratio()
        self._ch = card_height_px(w, h, aspect)
        self._decor.set_font_px(font_px(self._ch))
        frame = frame_from_pixels(
            w, h, self._ch, aspect, self._decor.plate_height(), hand_cards=HAND_CARDS
        )
        self._scene.setSceneRect(QRectF(0, 0, frame.width * self._ch, frame.height * self._ch))
        return layout_table(frame, 4, viewer=0)

    # ------------------------------------------------------------------ cards
    def _snapshot(self) -> TableSnapshot | None:
        model = self._model
        if model is None or not model.has_session:
            return None
        return spitzer_snapshot(model.session)

    def _target(self, spot: Spot) -> Target:
        ch = self._ch
        return Target(
            QPointF(spot.x * ch, spot.y * ch), spot.rotation, spot.scale, spot.z, spot.face_up
        )

    def _apply_targets(
        self, animated: bool, delays: dict[int, int] | None = None, duration: float = 330.0
    ) -> None:
        snap = self._snapshot()
        if snap is None:
            return
        arrangement = arrange(snap, self._layout, self._moment, self._shuffle)
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
        self._layout = self._compute_layout()
        self.start_deal()

    def start_deal(self) -> None:
        """Animate the deal: the deck, then the 3-2-3 packets, then the sorted hands."""
        self._shuffle = {c: random.random() for c in range(32)}
        self._moment = Moment()
        model = self._model
        if model is None or not model.has_session or self.speed() <= 0 or model.game.history:
            self.refresh(animated=False)
            return

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

    def animate(self, seat: int, action: object) -> None:
        """Animate the action just applied (the model already changed)."""
        model = self._model
        if model is None:
            return
        game = model.game
        self._moment = Moment()
        if isinstance(action, Play) and not game.trick and game.tricks:

            def show_full() -> None:
                self._moment = Moment(hold_last=True)
                self._apply_targets(True)

            def collect() -> None:
                self._moment = Moment()
                self._apply_targets(True, duration=380)
                self._announce_trick_winner()

            self._animator.run([show_full, 750, collect])
            return
        stages: list[Stage] = [lambda: self._apply_targets(True)]
        if not isinstance(action, Play) and model.session.player_at(seat) != 0:
            stages.append(450)  # a computer's declaration stays readable a moment
        self._animator.run(stages)

    def on_events(self, events: object) -> None:
        """Say the engine's declaration events out loud (the plates show them too)."""
        model = self._model
        if model is None or not isinstance(events, tuple):
            return
        for event in events:
            if isinstance(event, Declared):
                name = model.session.names[model.session.player_at(event.seat)]
                from .texts import action_text

                text = QCoreApplication.translate("Spitzer", "{name}: {declaration}").format(
                    name=name, declaration=action_text(event.declaration)
                )
                self.show_message(text, 2200)
            elif isinstance(event, Passed):
                continue

    def _announce_trick_winner(self) -> None:
        model = self._model
        if model is None or not model.game.tricks or model.game.finished:
            return
        trick = model.game.tricks[-1]
        player = model.session.player_at(trick.winner)
        if player == 0:
            text = QCoreApplication.translate("Table", "You take the trick ({points})")
        else:
            text = QCoreApplication.translate("Table", "{name} takes the trick ({points})")
        self.show_message(text.format(name=model.session.names[player], points=trick.points), 1200)

    # ------------------------------------------------------------------ what the pane shows
    def set_hint_cards(self, cards: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_hinted(card in cards)

    def set_interactive_hand(self, cards: set[int], dimmed: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_interactive(card in cards)
            item.set_dimmed(card in dimmed)

    def set_thinking(self, player: int, thinking: bool) -> None:
        self._decor.set_thinking(player, thinking)

    def show_message(self, text: str, msecs: int = 2600) -> None:
        self._decor.show_message(text, msecs, self._layout, self._ch)

    def retranslate(self) -> None:
        self._update_decorations()

    def _update_decorations(self) -> None:
        model = self._model
        if model is None or not model.has_session:
            return
        self._decor.update(model, self._layout, self._ch, self._taken)
        self.geometry_changed.emit()

    # ------------------------------------------------------------------ painting & events
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        ch = self._ch
        frame = self._layout.frame
        w, h = frame.width * ch, frame.height * ch
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(40, 110, 120))
        grad.setColorAt(0.55, QColor(24, 86, 98))
        grad.setColorAt(1.0, QColor(8, 44, 54))
        painter.fillRect(rect, QBrush(grad))
        painter.setPen(QPen(QColor(255, 255, 255, 22), max(1.5, ch * 0.015)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        felt = self._layout.felt
        r = QRectF(felt.x * ch, felt.y * ch, felt.width * ch, felt.height * ch)
        painter.drawRoundedRect(r, ch * 0.3, ch * 0.3)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout = self._compute_layout()
        self.resetCachedContent()
        interrupted = self._animator.snap()
        self._apply_targets(False)
        if interrupted:
            self._animator.pump()

    def _on_deck_changed(self, deck_id: str) -> None:
        self._layout = self._compute_layout()
        self._animator.snap()
        self._apply_targets(False)
        for item in self._cards.values():
            item.update()

    def _on_dropped(self, card: int, pos: QPointF) -> None:
        item = self._cards[card]
        origin = item.drag_origin()
        if origin is not None:
            self.card_dropped.emit(card, (origin.y() - pos.y()) / self._ch)
        final = self._animator.final(item)
        if final is not None and item.pos() != final.pos:
            QTimer.singleShot(0, lambda: self.refresh(animated=True))

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if self._key_handler is not None and self._key_handler(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
