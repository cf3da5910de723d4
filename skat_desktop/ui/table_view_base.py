"""What every game's table view shares: the felt, the cards and their moves.

Both tables are a ``QGraphicsView`` over a scene of the 32 :class:`CardItem`\\ s.
Every change reads a :class:`~.table.snapshot.TableSnapshot` of the game,
asks :func:`~.table.arrange.arrange` where each card belongs in the current
:class:`~.table.layout.TableLayout` (card units), and hands the moves to the
:class:`~.table.animator.Animator`, whose one ``animations_finished`` signal
gates the next step of the game. Dealing packet by packet and the full trick
staying in view before it slides to its winner are stages of the animator,
the same for both games. Resizing lays the piles out again and puts every
card in its place.

:class:`TableViewBase` holds that once. A game's view adds how it reads its
game (:meth:`TableViewBase._snapshot`), its plates and info box (the
decorations), how many places the table has, its felt colours and what it
animates for each change. The view interprets no input: it reports clicks,
drops and keys.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from skat_desktop.model.table_model import TableModel

from .card_item import CardItem
from .card_theme import CardRenderer
from .plates import PlayerPlate
from .table.animator import Animator, Target
from .table.arrange import Dealing, Moment, arrange, deal_delays
from .table.layout import TableLayout, card_height_px, font_px, frame_from_pixels, layout_table
from .table.piles import Side, Spot
from .table.snapshot import TableSnapshot
from .table.turn_cue import TurnCue

KeyHandler = Callable[[int], bool]
"""Gets a key code; returns True when it used the key."""


class Decor(Protocol):
    """The plates, info box and toast of a table, as the shared view drives them."""

    def plate_height(self) -> float: ...
    def info_rect(self) -> QRectF: ...
    def plate(self, player: int) -> PlayerPlate | None: ...
    def turn_cue(self) -> TurnCue: ...
    def toast_text(self) -> str: ...
    def set_font_px(self, px: float) -> None: ...
    def set_thinking(self, player: int, thinking: bool) -> None: ...
    def show_message(self, text: str, msecs: int, layout: TableLayout, ch: float) -> None: ...


ModelT = TypeVar("ModelT", bound=TableModel[Any, Any])
DecorT = TypeVar("DecorT", bound=Decor)


class TableViewBase(QGraphicsView, Generic[ModelT, DecorT]):
    """The table with cards, plates and an overlay host for panels."""

    card_clicked = Signal(int)
    card_dropped = Signal(int, float)
    """A drag ended: (card, how far it was lifted towards the middle, in card heights)."""
    animations_finished = Signal()
    geometry_changed = Signal()

    _hand_cards: ClassVar[int] = 10
    """Cards in a full hand: how wide the hands are laid out."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self._model: ModelT | None = None
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
        self._decor: DecorT = self._make_decor(self._scene)
        self._shuffle: dict[int, float] = {c: random.random() for c in range(32)}
        self._moment = Moment()
        self._lifted: Callable[[], frozenset[int]] = frozenset
        self._key_handler: KeyHandler | None = None
        self._taken: tuple[int, ...] = ()
        self._ch = 90.0
        self._font_px = 13.0
        self._layout: TableLayout = self._compute_layout()
        renderer.deck_changed.connect(self._on_deck_changed)

    def _make_decor(self, scene: QGraphicsScene) -> DecorT:
        """This game's plates and info box in ``scene``."""
        raise NotImplementedError

    # ------------------------------------------------------------------ setup
    def set_model(self, model: ModelT) -> None:
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

    def card_item(self, card: int) -> CardItem:
        return self._cards[card]

    def turn_cue(self) -> TurnCue:
        """The "your turn" cue beside the player's plate (hidden on others' turns)."""
        return self._decor.turn_cue()

    def opponents_bottom(self) -> float:
        """The lowest edge of the other players' plates and their badges, in
        viewport pixels (0 without plates): panels over the table start below it."""
        bottom = 0.0
        for player, side in enumerate(self._layout.sides):
            plate = self._decor.plate(player)
            if side is Side.BOTTOM or plate is None or not plate.isVisible():
                continue
            for rect in plate.drawn_rects():
                bottom = max(bottom, float(self.mapFromScene(rect.bottomLeft()).y()))
        return bottom

    def plate_item(self, player: int) -> PlayerPlate | None:
        """The name plate of table player ``player`` (None before a session)."""
        return self._decor.plate(player)

    def info_rect(self) -> QRectF:
        """Where the game-info box is, in viewport pixels (scene = viewport)."""
        return self._decor.info_rect()

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
        point = self._layout.prompt_anchor(self._skat_in_middle())
        return QPointF(point.x * self._ch, point.y * self._ch)

    def _skat_in_middle(self) -> bool:
        """A skat lies in the middle of the table, so a panel goes above it (default: no)."""
        return False

    def hand_top(self) -> float:
        return self._layout.hand_top * self._ch

    def _positions(self) -> int:
        """How many places the table has."""
        raise NotImplementedError

    def _compute_layout(self) -> TableLayout:
        vp = self.viewport().size()
        w, h = float(vp.width()), float(vp.height())
        aspect = self._renderer.aspect_ratio()
        self._ch = card_height_px(w, h, aspect)
        self._font_px = font_px(self._ch)
        self._decor.set_font_px(self._font_px)
        frame = frame_from_pixels(
            w, h, self._ch, aspect, self._decor.plate_height(), hand_cards=self._hand_cards
        )
        self._scene.setSceneRect(QRectF(0, 0, frame.width * self._ch, frame.height * self._ch))
        return layout_table(frame, self._positions(), viewer=0)

    def _relayout(self) -> None:
        self._layout = self._compute_layout()

    # ------------------------------------------------------------------ drawing cards
    def _snapshot(self) -> TableSnapshot | None:
        """The game as piles of cards (None: nothing to draw yet)."""
        raise NotImplementedError

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
        lifted = self._lifted()
        marked = self._skat_marks() if self._moment.dealing is None else frozenset()
        moment = Moment(self._moment.dealing, self._moment.hold_last, lifted, marked)
        arrangement = arrange(snap, self._layout, moment, self._shuffle)
        self._taken = arrangement.taken
        size = QSizeF(self._layout.frame.card_width * self._ch, self._ch)
        for card, item in self._cards.items():
            item.set_picked(card in lifted)
            item.set_from_skat(card in marked)
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
        """Draw the current state again (the lifted cards changed, a drag was let go)."""
        raise NotImplementedError

    def _skat_marks(self) -> frozenset[int]:
        """Cards of the player's hand to mark as just taken from the skat (none by default)."""
        return frozenset()

    def _new_deal(self) -> None:
        """A fresh deal: new slight offsets for the cards, nothing held in the middle."""
        self._shuffle = {c: random.random() for c in range(32)}
        self._moment = Moment()

    def _deal_out(self) -> None:
        """Animate the deal: the deck, then the packets in dealing order, then the sorted hands."""

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

    def _gather_trick(self, announce: Callable[[], None]) -> None:
        """The completed trick stays in the middle a moment, then slides to its winner."""

        def show_full() -> None:
            self._moment = Moment(hold_last=True)
            self._apply_targets(True)

        def collect() -> None:
            self._moment = Moment()
            self._apply_targets(True, duration=380)
            announce()

        self._animator.run([show_full, 750, collect])

    def _say_trick_winner(self, player: int, name: str, points: int) -> None:
        if player == 0:
            text = QCoreApplication.translate("Table", "You take the trick ({points})")
        else:
            text = QCoreApplication.translate("Table", "{name} takes the trick ({points})")
        self.show_message(text.format(name=name, points=points), 1200)

    # ------------------------------------------------------------------ what the controller shows
    def set_hint_cards(self, cards: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_hinted(card in cards)

    def set_interactive_hand(self, cards: set[int], dimmed: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_interactive(card in cards)
            item.set_dimmed(card in dimmed)

    def set_focus_card(self, focus: int | None) -> None:
        """Draw the keyboard focus on ``focus`` (None: on no card)."""
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
        """Plates and info box for the current state; ``geometry_changed`` when drawn."""
        raise NotImplementedError

    # ------------------------------------------------------------------ painting & events
    def _felt_gradient(self) -> tuple[QColor, QColor, QColor]:
        """The felt's colours from the middle out: centre, body, rim."""
        raise NotImplementedError

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        ch = self._ch
        frame = self._layout.frame
        w, h = frame.width * ch, frame.height * ch
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        centre, body, rim = self._felt_gradient()
        grad.setColorAt(0.0, centre)
        grad.setColorAt(0.55, body)
        grad.setColorAt(1.0, rim)
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
