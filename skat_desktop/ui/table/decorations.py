"""Decorations: what the table says besides its cards.

Name plates (role, dealer, level, the last word in the auction, the
declarer's game and Kontra/Re badges, the thinking dots), the trick counts
under the piles, the game-info box and the toast. They are kept apart from the
piles: a pile knows where its cards lie, a decoration is placed beside a pile
(:class:`~.layout.TableLayout` gives the spots) and says what the players have
declared. All texts go through Qt's translation here and are set again after
a language switch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from skat_desktop.engine.api import GameType, Phase, TableState

from .. import texts
from ..plates import InfoBox, PileLabel, PlayerPlate, Toast
from .layout import TableLayout
from .piles import Align, Side
from .turn_cue import TurnCue, arrange_own_row, keep_toast_clear, turn_text

if TYPE_CHECKING:
    from skat_desktop.model.table_model import SkatModel


class Decorations:
    """The plates, pile labels, info box and toast of one scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._plates: dict[int, PlayerPlate] = {}
        self._labels: dict[int, PileLabel] = {}
        self._font_px = 13.0
        self.info = InfoBox()
        scene.addItem(self.info)
        self.toast = Toast()
        self.toast.setVisible(False)
        scene.addItem(self.toast)
        self.cue = TurnCue()
        scene.addItem(self.cue)
        self.extra_info: Callable[[], list[tuple[str, str]]] | None = None
        """More lines for the info box (the table aids), asked on every update."""

    # ------------------------------------------------------------------ queries
    def plate(self, player: int) -> PlayerPlate | None:
        return self._plates.get(player)

    def plate_height(self) -> float:
        """Height of a plate in pixels at the current font size."""
        plate = next(iter(self._plates.values()), None)
        if plate is None:
            return self._font_px * 3.4
        return plate.plate_size()[1]

    def info_rect(self) -> QRectF:
        return self.info.mapRectToScene(self.info.boundingRect())

    def toast_text(self) -> str:
        return self.toast.text if self.toast.isVisible() else ""

    def turn_cue(self) -> TurnCue:
        return self.cue

    # ------------------------------------------------------------------ updates
    def set_font_px(self, px: float) -> None:
        self._font_px = px
        for plate in self._plates.values():
            plate.set_font_px(px)
        self.info.set_font_px(px * 0.95)

    def ensure_plates(self, players: int) -> bool:
        """One plate and pile label per position; True if they were rebuilt."""
        if len(self._plates) == players:
            return False
        self.rebuild(players)
        return True

    def rebuild(self, players: int) -> None:
        for item in [*self._plates.values(), *self._labels.values()]:
            self._scene.removeItem(item)
        self._plates.clear()
        self._labels.clear()
        for player in range(players):
            plate = PlayerPlate()
            plate.set_font_px(self._font_px)
            self._scene.addItem(plate)
            self._plates[player] = plate
            label = PileLabel()
            self._scene.addItem(label)
            self._labels[player] = label

    def set_thinking(self, player: int, thinking: bool) -> None:
        plate = self._plates.get(player)
        if plate is not None:
            plate.set_thinking(thinking)

    def show_message(self, text: str, msecs: int, layout: TableLayout, ch: float) -> None:
        point = QPointF(layout.toast.x * ch, layout.toast.y * ch)
        self.toast.show_text(text, self._font_px * 1.05, point, msecs)
        keep_toast_clear(self.toast, self.cue, self._font_px)

    def update(
        self,
        model: SkatModel,
        state: TableState,
        layout: TableLayout,
        ch: float,
        taken: tuple[int, ...],
    ) -> None:
        """Plates, pile counts and the info box for ``state`` (names and levels
        from the model)."""
        names = model.player_names()
        seat_of = {player: seat for seat, player in enumerate(state.seat_players)}
        px = self._font_px
        last_said = _last_said(state)
        for player, plate in self._plates.items():
            seat = seat_of.get(player)
            parts: list[str] = []
            if seat is not None:
                parts.append(texts.role_name(seat))
            if player == state.dealer:
                parts.append(QCoreApplication.translate("Table", "Dealer"))
                if seat is None:
                    parts.append(QCoreApplication.translate("Table", "sits out"))
            if player != 0:
                parts.append(texts.level_name(model.actual_level(player)))
            bubble = last_said.get(seat, "") if seat is not None else ""
            is_declarer = seat is not None and seat == state.declarer and not state.ramsch
            badges = _badges(state, seat, is_declarer)
            active = seat is not None and state.to_move == seat and not state.finished
            plate.set_content(
                names[player],
                " · ".join(parts),
                bubble,
                badges,
                active,
                is_declarer,
                seat is None,
            )
            plate.set_align_right(layout.sides[player] is Side.RIGHT)
            plate.set_thinking(model.thinking_player == player)
        self._fit_side_plates(layout, ch)
        own = self._plates.get(0)
        if own is not None:
            own.set_limits(0.0, 0.0)
        for player, plate in self._plates.items():
            spot = layout.plates[player]
            pw = plate.plate_size()[0]
            x = spot.x * ch
            if spot.align is Align.END:
                x -= pw
            elif spot.align is Align.CENTER:
                x -= pw / 2
            plate.setPos(x, spot.y * ch)
            label = self._labels[player]
            count = taken[player] if player < len(taken) else 0
            if count:
                label.set_text(
                    QCoreApplication.translate("Table", "{n} tricks").format(n=count)
                    if count != 1
                    else QCoreApplication.translate("Table", "1 trick"),
                    px * 0.8,
                )
                pile = layout.taken[player]
                frame = layout.frame
                label.place_under(
                    pile.x * ch,
                    (pile.y + pile.scale / 2) * ch + 3,
                    frame.margin * ch,
                    (frame.width - frame.margin) * ch,
                )
                label.setVisible(True)
            else:
                label.setVisible(False)
        self._show_turn(state, seat_of.get(0), layout, ch)
        lines = info_lines(model, state)
        if self.extra_info is not None:
            lines += self.extra_info()
        self.info.set_lines(lines)
        info_h = self.info.boundingRect().height()
        c = layout.center
        left = next((t for t, s in zip(layout.taken, layout.sides, strict=True) if s is Side.LEFT))
        y = (left.y + left.scale / 2) * ch + px * 2
        y = min(y, c.bottom * ch - info_h)
        self.info.setPos(layout.frame.margin * ch, max(c.top * ch, y))

    def _show_turn(
        self, state: TableState, seat: int | None, layout: TableLayout, ch: float
    ) -> None:
        """The "your turn" cue beside the player's plate while the player is to move."""
        plate = self._plates.get(0)
        mine = seat is not None and state.to_move == seat and not state.finished
        text = ""
        if mine:
            play = state.phase is Phase.PLAY
            text = turn_text(not state.trick, play, state.phase is Phase.BIDDING)
        self.cue.set_text(text, self._font_px)
        if plate is None:
            self.cue.setVisible(False)
            return
        pile = layout.taken[0]
        right = (pile.x - layout.frame.card_width * pile.scale / 2 - layout.frame.gap) * ch
        arrange_own_row(plate, self.cue, right, self._font_px)
        keep_toast_clear(self.toast, self.cue, self._font_px)

    def _fit_side_plates(self, layout: TableLayout, ch: float) -> None:
        """Keep the two opponents' plates, and the bubble or game badge between
        them, apart: long names are elided first, then the badge."""
        pair = [p for p in self._plates if layout.sides[p] in (Side.LEFT, Side.RIGHT)]
        for player in pair:
            self._plates[player].set_limits(0.0, 0.0)
        if len(pair) != 2:
            return
        px = self._font_px
        plates = [self._plates[p] for p in pair]
        row = (layout.frame.width - 2 * layout.frame.margin) * ch - px * 1.5
        bubbles = [p.natural_bubble_width() for p in plates]
        gaps = [px * 0.5 if b else 0.0 for b in bubbles]
        boxes = [p.plate_size()[0] for p in plates]
        if sum(boxes) + sum(bubbles) + sum(gaps) <= row:
            return
        # The badges may take up to 45 % of the row; the names share the rest.
        badge_room = min(sum(bubbles), row * 0.45)
        caps = [b * badge_room / sum(bubbles) if b else 0.0 for b in bubbles]
        box_room = (row - badge_room - sum(gaps)) / 2
        for plate, cap in zip(plates, caps, strict=True):
            plate.set_limits(max(box_room - plate.chrome_width(), px * 3), cap)


def _last_said(state: TableState) -> dict[int, str]:
    """Each seat's last word in the auction, while it matters."""
    passed_in = state.finished and state.contract is None and not state.ramsch
    if state.phase is not Phase.BIDDING and not passed_in:
        return {}
    return {seat: texts.action_text(word) for seat, word in enumerate(state.bids) if word}


def _badges(state: TableState, seat: int | None, is_declarer: bool) -> list[str]:
    badges: list[str] = []
    if is_declarer and state.contract is not None:
        badges.append(texts.contract_name(state.contract))
    elif is_declarer and state.phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE):
        badges.append(QCoreApplication.translate("Table", "Declarer {bid}").format(bid=state.bid))
    if seat is not None and state.kontra_by == seat:
        badges.append(QCoreApplication.translate("Table", "Kontra"))
    if is_declarer and state.re:
        badges.append(QCoreApplication.translate("Table", "Re"))
    return badges


def info_lines(model: SkatModel, state: TableState) -> list[tuple[str, str]]:
    """The info box: deal number, game or Ramsch, bid, declarer, marks."""
    names = model.player_names()
    lines: list[tuple[str, str]] = []
    length = model.rules.list_length
    number = model.current_record().number
    lines.append(
        (
            QCoreApplication.translate("Table", "Deal"),
            f"{number} / {length}" if length else str(number),
        )
    )
    if state.ramsch:
        lines.append(
            (QCoreApplication.translate("Table", "Game"), texts.game_name(GameType.RAMSCH))
        )
        if state.pushes:
            lines.append((QCoreApplication.translate("Table", "Pushed"), f"×{2**state.pushes}"))
    else:
        if state.auction_value:
            lines.append((QCoreApplication.translate("Table", "Bid"), str(state.auction_value)))
        if state.contract is not None:
            lines.append(
                (QCoreApplication.translate("Table", "Game"), texts.contract_name(state.contract))
            )
        if state.declarer is not None:
            declarer = names[state.seat_players[state.declarer]]
            lines.append((QCoreApplication.translate("Table", "Declarer"), declarer))
    marks: list[str] = []
    if state.kontra_by is not None:
        marks.append(QCoreApplication.translate("Table", "Kontra"))
    if state.re:
        marks.append(QCoreApplication.translate("Table", "Re"))
    if state.bock:
        marks.append(QCoreApplication.translate("Table", "Bock"))
    if marks:
        lines.append((QCoreApplication.translate("Table", "Marks"), " · ".join(marks)))
    return lines
