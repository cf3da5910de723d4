"""The card table: a QGraphicsView whose scene is laid out from the game state.

The table never keeps its own idea of the game. Every change runs the same
steps: compute where each of the 32 cards belongs now (:meth:`_targets`,
in card-size units of the current window), then move the cards there, with
animations or at once. Special moments (dealing packet by packet, the full
trick staying visible before it slides to its winner) are a short list of
*stages*; a single ``animations_finished`` signal fires after the last stage,
and the main window waits for it before the next computer move, as KDE's
card games do. Resizing simply recomputes the targets at the new size.

Opponents' face-down cards are ordered by a per-deal shuffle, not by their
real order, so the spot a card is played from reveals nothing.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
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

from skat_desktop.engine.cards import CardSet
from skat_desktop.engine.game import DEAL_PACKETS, Game, Phase
from skat_desktop.engine.game_types import GameType
from skat_desktop.engine.tricks import sort_key

from . import texts
from .card_item import CardItem
from .card_theme import CardRenderer
from .plates import InfoBox, PileLabel, PlayerPlate, Toast

if TYPE_CHECKING:
    from skat_desktop.model.table_model import TableModel

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
Stage = Callable[[], None] | int


@dataclasses.dataclass(frozen=True)
class Target:
    """Where one card should be and how it should look."""

    pos: QPointF
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0
    face_up: bool = False


@dataclasses.dataclass
class Metrics:
    """The table's measures in pixels, derived from the window and the deck."""

    width: float = 800.0
    height: float = 600.0
    cw: float = 60.0
    ch: float = 90.0
    margin: float = 10.0
    gap: float = 6.0
    font_px: float = 13.0
    opp_scale: float = 0.62
    pile_scale: float = 0.42
    center: QRectF = dataclasses.field(default_factory=QRectF)


class TableView(QGraphicsView):
    """The green table with cards, plates and an overlay host for panels."""

    card_clicked = Signal(int)
    card_dropped = Signal(int)
    """The human dragged a card towards the middle: play it."""
    animations_finished = Signal()
    geometry_changed = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableView")
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
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self._model: TableModel | None = None
        self._speed = 1.0
        self.m = Metrics()
        self._cards: dict[int, CardItem] = {}
        for card in range(32):
            item = CardItem(card, renderer)
            item.clicked.connect(self.card_clicked)
            item.dropped.connect(self._on_dropped)
            item.setVisible(False)
            self._scene.addItem(item)
            self._cards[card] = item
        self._plates: dict[int, PlayerPlate] = {}
        self._pile_labels: dict[int, PileLabel] = {}
        self._info = InfoBox()
        self._scene.addItem(self._info)
        self._toast = Toast()
        self._toast.setVisible(False)
        self._scene.addItem(self._toast)
        self._shuffle: dict[int, float] = {c: random.random() for c in range(32)}
        self._hold_last = False
        self._deal_stage: str | None = None
        self._selected: set[int] = set()
        self._hinted: set[int] = set()
        self._focus: int | None = None
        self._running: set[QAbstractAnimation] = set()
        self._stages: deque[Stage] = deque()
        self._gate_pending = False
        self._finals: dict[int, Target] = {}
        self._thinking: int | None = None
        self._visible_setup = False
        renderer.deck_changed.connect(self._on_deck_changed)

    # ------------------------------------------------------------------ setup
    def set_model(self, model: TableModel) -> None:
        self._model = model

    def set_speed(self, factor: float) -> None:
        """Animation speed factor; 0 turns animations off (tests use that)."""
        self._speed = max(0.0, factor)

    def speed(self) -> float:
        return self._speed

    def renderer(self) -> CardRenderer:
        return self._renderer

    def card_item(self, card: int) -> CardItem:
        return self._cards[card]

    def plate(self, player: int) -> PlayerPlate | None:
        return self._plates.get(player)

    def info_rect(self) -> QRectF:
        """Where the game-info box is, in viewport pixels (scene = viewport)."""
        return self._info.mapRectToScene(self._info.boundingRect())

    def info_lines(self) -> list[tuple[str, str]]:
        return list(self._info.lines)

    def toast_text(self) -> str:
        return self._toast.text if self._toast.isVisible() else ""

    # ------------------------------------------------------------------ geometry
    def _players(self) -> int:
        if self._model is not None and self._model.has_session:
            return self._model.session.n
        return 3

    def screen_of(self, player: int) -> str:
        if self._players() == 4:
            return (BOTTOM, LEFT, TOP, RIGHT)[player]
        return (BOTTOM, LEFT, RIGHT)[player]

    def _compute_metrics(self) -> None:
        vp = self.viewport().size()
        w, h = float(max(vp.width(), 200)), float(max(vp.height(), 150))
        aspect = self._renderer.aspect_ratio()
        ch = min(h / 5.75, (w / 8.6) / aspect, 230.0)
        ch = max(ch, 48.0)
        cw = ch * aspect
        m = self.m
        m.width, m.height, m.ch, m.cw = w, h, ch, cw
        m.margin = max(8.0, ch * 0.1)
        m.gap = max(4.0, ch * 0.07)
        m.font_px = max(11.0, min(ch * 0.115, 18.0))
        for plate in self._plates.values():
            plate.set_font_px(m.font_px)
        self._info.set_font_px(m.font_px * 0.95)
        plate_h = self._plate_height()
        top = m.margin + plate_h + m.gap + ch * m.opp_scale + m.gap * 2
        bottom = h - m.margin - ch * 1.12 - m.gap * 3 - plate_h
        m.center = QRectF(0, top, w, max(bottom - top, ch * 1.2))
        self._scene.setSceneRect(QRectF(0, 0, w, h))

    def _plate_height(self) -> float:
        plate = next(iter(self._plates.values()), None)
        if plate is None:
            return self.m.font_px * 3.4
        return plate.plate_size()[1]

    def center_rect(self) -> QRectF:
        """The free middle of the table, where the trick and the panels go."""
        return QRectF(self.m.center)

    def prompt_anchor(self) -> QPointF:
        """Where the centre of a decision panel should be."""
        c = self.m.center
        if self._skat_in_middle():
            skat_bottom = c.top() + self.m.gap + self.m.ch * 0.78
            return QPointF(c.center().x(), (skat_bottom + c.bottom()) / 2)
        return c.center()

    def hand_top(self) -> float:
        return self.m.height - self.m.margin - self.m.ch * 1.12

    def _skat_in_middle(self) -> bool:
        if self._model is None or not self._model.has_session:
            return False
        game = self._model.game
        if not game.skat:
            return False
        if game.phase is Phase.FINISHED or game.ramsch or game.declarer is None:
            return True
        # The declarer's skat (picked up and put away, or a hand game's) is his.
        return not game.picked_up and game.contract is None

    # ------------------------------------------------------------------ targets
    def _hand_slots(self, screen: str, count: int, face_up: bool) -> list[tuple[QPointF, float]]:
        """Centre points (and rotation) of a hand of ``count`` cards."""
        m = self.m
        if count <= 0:
            return []
        if screen == BOTTOM:
            avail = m.width - 2 * m.margin - m.cw
            step = min(m.cw * 0.58, avail / max(1, count - 1))
            y = m.height - m.margin - m.ch * 0.62
            x0 = m.width / 2 - step * (count - 1) / 2
            out = []
            for i in range(count):
                off = i - (count - 1) / 2
                out.append((QPointF(x0 + i * step, y + abs(off) ** 2 * m.ch * 0.006), off * 1.1))
            return out
        scale = m.opp_scale
        ocw, och = m.cw * scale, m.ch * scale
        step = ocw * (0.36 if face_up else 0.24)
        y = m.margin + self._plate_height() + m.gap + och / 2
        if screen == LEFT:
            x0 = m.margin + ocw / 2
        elif screen == RIGHT:
            x0 = m.width - m.margin - ocw / 2 - step * (count - 1)
        else:
            x0 = m.width / 2 - step * (count - 1) / 2
        return [(QPointF(x0 + i * step, y), 0.0) for i in range(count)]

    def _pile_point(self, screen: str) -> QPointF:
        m = self.m
        ps = m.pile_scale
        pcw, pch = m.cw * ps, m.ch * ps
        if screen == BOTTOM:
            hand_w = m.cw * 0.58 * 9 + m.cw
            x = min(m.width / 2 + hand_w / 2 - pcw / 2, m.width - m.margin - pcw / 2)
            y = self.hand_top() - m.gap * 2 - self._plate_height() / 2
            return QPointF(x, y)
        och = m.ch * m.opp_scale
        y = m.margin + self._plate_height() + m.gap + och + m.gap * 1.5 + pch / 2
        if screen == LEFT:
            return QPointF(m.margin + pcw / 2 + 2, y)
        if screen == RIGHT:
            return QPointF(m.width - m.margin - pcw / 2 - 2, y)
        ocw = m.cw * m.opp_scale
        return QPointF(
            m.width / 2 + ocw * 0.24 * 4.5 + ocw / 2 + m.gap * 2 + pcw / 2,
            m.margin + self._plate_height() + m.gap + och / 2,
        )

    def _trick_slot(self, screen: str) -> tuple[QPointF, float]:
        c = self.m.center.center()
        cw, ch = self.m.cw, self.m.ch
        if screen == BOTTOM:
            return QPointF(c.x() + cw * 0.05, c.y() + ch * 0.2), 3.0
        if screen == LEFT:
            return QPointF(c.x() - cw * 0.62, c.y() - ch * 0.04), -10.0
        if screen == RIGHT:
            return QPointF(c.x() + cw * 0.62, c.y() - ch * 0.02), 9.0
        return QPointF(c.x() - cw * 0.05, c.y() - ch * 0.26), -4.0

    def _deck_point(self, game_dealer_player: int) -> QPointF:
        screen = self.screen_of(game_dealer_player)
        m = self.m
        if screen == BOTTOM:
            return QPointF(m.width / 2, self.hand_top() - m.ch * 0.3)
        slots = self._hand_slots(screen, 1, False)
        return slots[0][0] if slots else QPointF(m.width / 2, m.height / 2)

    def _sort_kind(self, game: Game) -> int | None:
        if game.ramsch:
            return GameType.RAMSCH
        if game.contract is not None:
            return int(game.contract.game)
        return None

    def _targets(self) -> dict[int, Target]:
        """Where every card belongs now, given the game and the display stage."""
        out: dict[int, Target] = {}
        model = self._model
        if model is None or not model.has_session:
            return out
        session = model.session
        game = session.game
        m = self.m
        finished = game.phase is Phase.FINISHED
        human_seat = model.human_seat()
        kind = self._sort_kind(game)
        ouvert_open = (
            game.contract is not None
            and game.contract.ouvert
            and game.declarer is not None
            and game.phase not in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE)
        )
        if self._deal_stage == "deck":
            origin = self._deck_point(session.current.dealer)
            for i, card in enumerate(sorted(range(32), key=lambda c: self._shuffle[c])):
                out[card] = Target(
                    QPointF(origin.x() - i * 0.15, origin.y() - i * 0.3),
                    0.0,
                    m.opp_scale,
                    600 + i,
                    False,
                )
            return out
        dealing = self._deal_stage == "dealt"
        # Hands.
        for seat in range(3):
            player = session.player_at(seat)
            screen = self.screen_of(player)
            cards = list(CardSet(game.hands[seat]))
            face = (
                seat == human_seat or finished or (ouvert_open and seat == game.declarer)
            ) and not dealing
            if face or (seat == human_seat):
                cards.sort(key=lambda c: sort_key(kind, c))
            else:
                cards.sort(key=lambda c: self._shuffle[c])
            scale = 1.0 if screen == BOTTOM else m.opp_scale
            for i, ((pos, rot), card) in enumerate(
                zip(self._hand_slots(screen, len(cards), face), cards, strict=True)
            ):
                if card in self._selected and screen == BOTTOM:
                    pos = QPointF(pos.x(), pos.y() - m.ch * 0.22)
                out[card] = Target(pos, rot, scale, 10 + i, face)
        # Skat.
        skat_cards = list(CardSet(game.skat))
        in_middle = self._skat_in_middle()
        c = m.center
        if skat_cards and in_middle:
            for i, card in enumerate(skat_cards):
                x = c.center().x() + (i - 0.5) * m.cw * 0.62
                y = c.top() + m.gap + m.ch * 0.39
                out[card] = Target(
                    QPointF(x, y), (i - 0.5) * 8, 0.78, 100 + i, finished and not dealing
                )
        # Completed tricks and the current trick.
        tricks = list(game.tricks)
        held = tricks[-1] if self._hold_last and tricks else None
        if held is not None:
            tricks = tricks[:-1]
        pile_counts: dict[int, int] = {}
        declarer_player = session.player_at(game.declarer) if game.declarer is not None else None
        if skat_cards and not in_middle and declarer_player is not None:
            base = self._pile_point(self.screen_of(declarer_player))
            for i, card in enumerate(skat_cards):
                out[card] = Target(
                    QPointF(base.x() - 3 + i * 2, base.y() + 3), 0.0, m.pile_scale, 40 + i, False
                )
        for trick in tricks:
            player = session.player_at(trick.winner)
            k = pile_counts.get(player, 0)
            pile_counts[player] = k + 1
            base = self._pile_point(self.screen_of(player))
            for j, card in enumerate(trick.cards):
                offset = k * max(1.0, m.ch * 0.012)
                out[card] = Target(
                    QPointF(base.x() + offset + j * 0.6, base.y() - offset),
                    (j - 1) * 2.5,
                    m.pile_scale,
                    50 + k * 3 + j,
                    False,
                )
        current: list[tuple[int, int]] = []
        if held is not None:
            current = [((held.leader + i) % 3, card) for i, card in enumerate(held.cards)]
        elif game.trick:
            current = [((game.trick_leader + i) % 3, card) for i, card in enumerate(game.trick)]
        for i, (seat, card) in enumerate(current):
            pos, rot = self._trick_slot(self.screen_of(session.player_at(seat)))
            out[card] = Target(pos, rot, 1.0, 200 + i, True)
        self._pile_counts = pile_counts
        return out

    # ------------------------------------------------------------------ animation core
    def _duration(self, base_ms: float) -> int:
        return int(base_ms * self._speed)

    def animating(self) -> bool:
        return bool(self._running) or bool(self._stages) or self._gate_pending

    def _apply_targets(
        self, animated: bool, delays: dict[int, int] | None = None, duration: float = 330.0
    ) -> None:
        targets = self._targets()
        self._finals = targets
        ms = self._duration(duration)
        for card, item in self._cards.items():
            target = targets.get(card)
            if target is None:
                item.setVisible(False)
                continue
            item.set_size(QSizeF(self.m.cw, self.m.ch))
            was_visible = item.isVisible()
            item.setVisible(True)
            delay = self._duration(delays.get(card, 0)) if delays else 0
            moved = (
                not _close(item.pos(), target.pos)
                or abs(item.rotation() - target.rotation) > 0.01
                or abs(item.scale() - target.scale) > 0.001
            )
            flips = item.face_up() != target.face_up
            if not animated or ms <= 0 or not was_visible or not (moved or flips):
                item.setPos(target.pos)
                item.setRotation(target.rotation)
                item.setScale(target.scale)
                item.setZValue(target.z)
                item.set_face_up(target.face_up)
                continue
            item.setZValue(target.z + (300 if moved else 0))
            group = QParallelAnimationGroup()
            for prop, end in (
                (b"pos", target.pos),
                (b"rotation", target.rotation),
                (b"scale", target.scale),
            ):
                anim = QPropertyAnimation(item, prop, group)
                anim.setDuration(ms)
                anim.setEndValue(end)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
            if flips:
                item.begin_flip(target.face_up)
                flip = QPropertyAnimation(item, b"flip", group)
                flip.setDuration(max(ms, self._duration(260)))
                flip.setStartValue(0.0)
                flip.setEndValue(1.0)
                group.addAnimation(flip)
            seq = QSequentialAnimationGroup(self)
            if delay > 0:
                seq.addPause(delay)
            seq.addAnimation(group)
            z_final = target.z
            seq.finished.connect(lambda it=item, z=z_final: it.setZValue(z))
            self._track(seq)
        self._update_decorations()

    def _track(self, anim: QAbstractAnimation) -> None:
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self._anim_done(a))
        anim.start()

    def _anim_done(self, anim: QAbstractAnimation) -> None:
        if anim in self._running:
            self._running.discard(anim)
            anim.deleteLater()
            if not self._running:
                self._pump()

    def _snap(self) -> None:
        """Stop every running animation and put the cards where they were going."""
        running = list(self._running)
        self._running.clear()
        for anim in running:
            anim.stop()
            anim.deleteLater()
        for card, target in self._finals.items():
            item = self._cards[card]
            item.setPos(target.pos)
            item.setRotation(target.rotation)
            item.setScale(target.scale)
            item.setZValue(target.z)
            item.set_face_up(target.face_up)

    def _run(self, stages: list[Stage]) -> None:
        self._snap()
        self._stages = deque(stages)
        self._pump()

    def _pump(self) -> None:
        while not self._running and self._stages:
            stage = self._stages.popleft()
            if isinstance(stage, int):
                ms = self._duration(stage)
                if ms > 0:
                    self._track(QPauseAnimation(ms, self))
            else:
                stage()
        if not self._running and not self._stages and not self._gate_pending:
            self._gate_pending = True
            QTimer.singleShot(0, self._emit_finished)

    def _emit_finished(self) -> None:
        self._gate_pending = False
        if not self._running and not self._stages:
            self.animations_finished.emit()

    # ------------------------------------------------------------------ public updates
    def refresh(self, animated: bool = True) -> None:
        """Move everything to the current state in one stage."""
        self._run([lambda: self._apply_targets(animated)])

    def show_session(self) -> None:
        """A new or loaded session: rebuild the plates and deal the current deal."""
        self._rebuild_plates()
        self._compute_metrics()
        self.start_deal()

    def start_deal(self) -> None:
        """Animate the deal: packets of 3-2-4-3 to F, M, R (skat after the first round)."""
        self._shuffle = {c: random.random() for c in range(32)}
        self._selected.clear()
        self._hinted.clear()
        self._hold_last = False
        self._focus = None
        model = self._model
        if model is None or not model.has_session or self._speed <= 0 or model.game.history:
            self._deal_stage = None
            self.refresh(animated=False)
            return

        def deck() -> None:
            self._deal_stage = "deck"
            self._apply_targets(False)

        def dealt() -> None:
            self._deal_stage = "dealt"
            self._apply_targets(True, self._deal_delays(), duration=260)

        def sorted_hand() -> None:
            self._deal_stage = None
            self._apply_targets(True, duration=300)

        self._run([deck, dealt, 120, sorted_hand])

    def _deal_delays(self) -> dict[int, int]:
        """Delay per card so the packets fly out in the order of DEAL_PACKETS."""
        model = self._model
        assert model is not None
        game = model.game
        human_seat = model.human_seat()
        kind = self._sort_kind(game)
        order: dict[int, list[int]] = {}
        for seat in range(3):
            hand = [int(c) for c in CardSet(game.hands[seat])]
            if seat == human_seat:
                hand.sort(key=lambda c: sort_key(kind, c))
            else:
                hand.sort(key=lambda c: self._shuffle[c])
            order[seat] = hand
        order[-1] = [int(c) for c in CardSet(game.skat)]
        taken = {seat: 0 for seat in order}
        delays: dict[int, int] = {}
        t = 0
        for seat, count in DEAL_PACKETS:
            packet = order[seat][taken[seat] : taken[seat] + count]
            taken[seat] += count
            for j, card in enumerate(packet):
                delays[card] = t + j * 25
            t += 150
        return delays

    def on_action(self, seat: int, action: object) -> None:
        """Animate the action just applied (the model already changed)."""
        from skat_desktop.engine import actions as A

        model = self._model
        if model is None:
            return
        game = model.game
        self._selected.clear()
        self._hinted.clear()
        self._deal_stage = None
        trick_done = isinstance(action, A.Play) and not game.trick and bool(game.tricks)
        if trick_done:

            def show_full() -> None:
                self._hold_last = True
                self._apply_targets(True)

            def collect() -> None:
                self._hold_last = False
                self._apply_targets(True, duration=380)
                self._announce_trick_winner()

            self._run([show_full, 750, collect])
        else:
            self._hold_last = False
            stages: list[Stage] = [lambda: self._apply_targets(True)]
            if (
                isinstance(action, (A.Bid, A.Hold, A.Pass, A.Kontra, A.Re, A.PushSkat))
                and model.session.player_at(seat) != 0
            ):
                stages.append(350)
            self._run(stages)

    def _announce_trick_winner(self) -> None:
        model = self._model
        if model is None or not model.game.tricks:
            return
        trick = model.game.tricks[-1]
        player = model.session.player_at(trick.winner)
        name = model.session.names[player]
        if player == 0:
            text = QCoreApplication.translate("Table", "You take the trick ({points})")
        else:
            text = QCoreApplication.translate("Table", "{name} takes the trick ({points})")
        text = text.format(name=name, points=trick.points)
        if model.game.phase is not Phase.FINISHED:
            self.show_message(text, 1200)

    def set_selected(self, cards: set[int]) -> None:
        self._selected = set(cards)
        self.refresh(animated=True)

    def selected(self) -> set[int]:
        return set(self._selected)

    def set_hint_cards(self, cards: set[int]) -> None:
        self._hinted = set(cards)
        for card, item in self._cards.items():
            item.set_hinted(card in self._hinted)

    def set_thinking(self, player: int, thinking: bool) -> None:
        plate = self._plates.get(player)
        if plate is not None:
            plate.set_thinking(thinking)

    def show_message(self, text: str, msecs: int = 2600) -> None:
        m = self.m
        point = QPointF(m.width / 2, self.hand_top() - m.gap * 2 - self._plate_height() * 1.6)
        self._toast.show_text(text, m.font_px * 1.05, point, msecs)

    # ------------------------------------------------------------------ decorations
    def _rebuild_plates(self) -> None:
        for plate in self._plates.values():
            self._scene.removeItem(plate)
        for label in self._pile_labels.values():
            self._scene.removeItem(label)
        self._plates.clear()
        self._pile_labels.clear()
        for player in range(self._players()):
            plate = PlayerPlate()
            plate.set_font_px(self.m.font_px)
            self._scene.addItem(plate)
            self._plates[player] = plate
            label = PileLabel()
            self._scene.addItem(label)
            self._pile_labels[player] = label

    def retranslate(self) -> None:
        self._update_decorations()

    def _update_decorations(self) -> None:
        """Plates, pile counts and the info box from the current state."""
        from skat_desktop.engine import actions as A

        model = self._model
        if model is None or not model.has_session:
            return
        if len(self._plates) != model.session.n:
            self._rebuild_plates()
            self._compute_metrics()
        session = model.session
        game = session.game
        m = self.m
        dealer = session.current.dealer
        finished = game.phase is Phase.FINISHED
        last_said: dict[int, str] = {}
        if game.phase is Phase.BIDDING or (finished and game.contract is None and not game.ramsch):
            for actor, action in game.history:
                if isinstance(action, (A.Bid, A.Hold, A.Pass)):
                    last_said[actor] = texts.action_text(action)
        pile_counts = getattr(self, "_pile_counts", {})
        for player, plate in self._plates.items():
            seat = session.seat_of(player)
            screen = self.screen_of(player)
            name = session.names[player]
            parts: list[str] = []
            if seat is not None:
                parts.append(texts.role_name(seat))
            if player == dealer:
                parts.append(QCoreApplication.translate("Table", "Dealer"))
                if seat is None:
                    parts.append(QCoreApplication.translate("Table", "sits out"))
            if player != 0:
                parts.append(texts.level_name(model.actual_level(player)))
            detail = " · ".join(parts)
            bubble = last_said.get(seat, "") if seat is not None else ""
            badges: list[str] = []
            is_declarer = seat is not None and seat == game.declarer and not game.ramsch
            if is_declarer and game.contract is not None:
                badges.append(texts.contract_name(game.contract))
            elif is_declarer and game.phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE):
                badges.append(
                    QCoreApplication.translate("Table", "Declarer {bid}").format(bid=game.bid)
                )
            if seat is not None and game.kontra_by == seat:
                badges.append(QCoreApplication.translate("Table", "Kontra"))
            if is_declarer and game.re:
                badges.append(QCoreApplication.translate("Table", "Re"))
            active = seat is not None and game.to_move == seat and not finished
            plate.set_content(name, detail, bubble, badges, active, is_declarer, seat is None)
            plate.set_align_right(screen == RIGHT)
            pw, ph = plate.plate_size()
            if screen == BOTTOM:
                hand_w = m.cw * 0.58 * 9 + m.cw
                x = max(m.margin, m.width / 2 - hand_w / 2)
                plate.setPos(x, self.hand_top() - m.gap * 2 - ph)
            elif screen == LEFT:
                plate.setPos(m.margin, m.margin)
            elif screen == RIGHT:
                plate.setPos(m.width - m.margin - pw, m.margin)
            else:
                plate.setPos(m.width / 2 - pw / 2, m.margin)
            plate.set_thinking(model.thinking_player == player)
            label = self._pile_labels[player]
            count = pile_counts.get(player, 0)
            if count:
                label.set_text(
                    QCoreApplication.translate("Table", "{n} tricks").format(n=count)
                    if count != 1
                    else QCoreApplication.translate("Table", "1 trick"),
                    m.font_px * 0.8,
                )
                p = self._pile_point(screen)
                label.setPos(p.x(), p.y() + m.ch * m.pile_scale / 2 + 3)
                label.setVisible(True)
            else:
                label.setVisible(False)
        self._info.set_lines(self._info_content())
        info_h = self._info.boundingRect().height()
        c = m.center
        y = self._pile_point(LEFT).y() + m.ch * m.pile_scale / 2 + m.font_px * 2
        y = min(y, c.bottom() - info_h)
        self._info.setPos(m.margin, max(c.top(), y))
        self.geometry_changed.emit()

    def _info_content(self) -> list[tuple[str, str]]:
        model = self._model
        assert model is not None
        session = model.session
        game = session.game
        lines: list[tuple[str, str]] = []
        length = session.rules.list_length
        number = session.current.number
        lines.append(
            (
                QCoreApplication.translate("Table", "Deal"),
                f"{number} / {length}" if length else str(number),
            )
        )
        if game.ramsch:
            lines.append(
                (QCoreApplication.translate("Table", "Game"), texts.game_name(GameType.RAMSCH))
            )
            if game.pushes:
                lines.append((QCoreApplication.translate("Table", "Pushed"), f"×{2**game.pushes}"))
        else:
            if game.auction.value:
                lines.append((QCoreApplication.translate("Table", "Bid"), str(game.auction.value)))
            if game.contract is not None:
                lines.append(
                    (
                        QCoreApplication.translate("Table", "Game"),
                        texts.contract_name(game.contract),
                    )
                )
            if game.declarer is not None:
                lines.append(
                    (
                        QCoreApplication.translate("Table", "Declarer"),
                        session.names[session.player_at(game.declarer)],
                    )
                )
        marks: list[str] = []
        if game.kontra:
            marks.append(QCoreApplication.translate("Table", "Kontra"))
        if game.re:
            marks.append(QCoreApplication.translate("Table", "Re"))
        if game.bock:
            marks.append(QCoreApplication.translate("Table", "Bock"))
        if marks:
            lines.append((QCoreApplication.translate("Table", "Marks"), " · ".join(marks)))
        return lines

    # ------------------------------------------------------------------ painting & events
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        w, h = self.m.width, self.m.height
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(46, 128, 78))
        grad.setColorAt(0.55, QColor(28, 98, 58))
        grad.setColorAt(1.0, QColor(10, 52, 30))
        painter.fillRect(rect, QBrush(grad))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 22), max(1.5, self.m.ch * 0.015)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c = self.m.center
        if c.width() > 0:
            r = QRectF(
                c.center().x() - self.m.cw * 1.75,
                c.center().y() - self.m.ch * 0.95,
                self.m.cw * 3.5,
                self.m.ch * 1.9,
            )
            painter.drawRoundedRect(r, self.m.ch * 0.3, self.m.ch * 0.3)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._compute_metrics()
        self.resetCachedContent()
        interrupted = bool(self._running)
        self._snap()
        self._apply_targets(False)
        if interrupted:
            self._pump()

    def _on_deck_changed(self, deck_id: str) -> None:
        self._compute_metrics()
        self._snap()
        self._apply_targets(False)
        for item in self._cards.values():
            item.update()
        self.viewport().update()

    def _on_dropped(self, card: int, pos: QPointF) -> None:
        item = self._cards[card]
        origin = item.drag_origin()
        if origin is not None and origin.y() - pos.y() > self.m.ch * 0.45:
            self.card_dropped.emit(card)
        final = self._finals.get(card)
        if final is not None and self._cards[card].pos() != final.pos:
            # Not played (or refused): let the next refresh put it back.
            QTimer.singleShot(0, lambda: self.refresh(animated=True))

    def hand_cards(self) -> list[int]:
        """The human's hand in display order (left to right)."""
        model = self._model
        if model is None or not model.has_session:
            return []
        seat = model.human_seat()
        if seat is None:
            return []
        cards = [c for c in CardSet(model.game.hands[seat])]
        return sorted(cards, key=lambda c: self._cards[c].pos().x())

    def set_interactive_hand(self, cards: set[int], dimmed: set[int]) -> None:
        for card, item in self._cards.items():
            item.set_interactive(card in cards)
            item.set_dimmed(card in dimmed)
        if self._focus is not None and self._focus not in cards:
            self._focus = None
            self._update_focus()

    def _update_focus(self) -> None:
        for card, item in self._cards.items():
            item.set_focused(card == self._focus)

    def focused_card(self) -> int | None:
        return self._focus

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        hand = [c for c in self.hand_cards() if self._cards[c].interactive()]
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            active = [c for c in hand if not self._cards[c].dimmed()] or hand
            if self._focus not in active:
                self._focus = active[0] if key == Qt.Key.Key_Right else active[-1]
            else:
                assert self._focus is not None
                i = active.index(self._focus)
                i = (i + (1 if key == Qt.Key.Key_Right else -1)) % len(active)
                self._focus = active[i]
            self._update_focus()
            event.accept()
            return
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and self._focus is not None
            and self._focus in hand
        ):
            self.card_clicked.emit(self._focus)
            event.accept()
            return
        super().keyPressEvent(event)


def _close(a: QPointF, b: QPointF) -> bool:
    return math.hypot(a.x() - b.x(), a.y() - b.y()) < 0.5
