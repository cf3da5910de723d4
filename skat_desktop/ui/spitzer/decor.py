"""What the Spitzer table says besides its cards: plates, pile counts, info box, toast.

A plate shows the player's name, dealer and level, the word said in the
declaration round, and the side a player is on once the cards have shown it
(only what the whole table knows: the engine's public knowledge). The info
box names the deal, the contract once public, the called ace, and the trump
order, so nobody has to remember that the seven of diamonds is the second
highest trump.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from skat_desktop.engine.spitzer.api import (
    SPITZER_GAME_TARGET as GAME_TARGET,
)
from skat_desktop.engine.spitzer.api import (
    TRUMP_ORDER,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerPhase as Phase,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerSide as Side,
)

from .. import card_names
from ..plates import InfoBox, PileLabel, PlayerPlate, Toast
from ..table.layout import TableLayout
from ..table.piles import Align
from ..table.piles import Side as PileSide
from ..table.turn_cue import TurnCue, arrange_own_row, keep_toast_clear, turn_text
from ..texts import card_text, level_name
from . import texts

if TYPE_CHECKING:
    from skat_desktop.ui.spitzer.model import SpitzerModel


class SpitzerDecor:
    """Four plates and pile labels, the info box and the toast of one scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._font_px = 13.0
        self.plates: dict[int, PlayerPlate] = {}
        self.labels: dict[int, PileLabel] = {}
        for player in range(4):
            plate = PlayerPlate()
            scene.addItem(plate)
            self.plates[player] = plate
            label = PileLabel()
            scene.addItem(label)
            self.labels[player] = label
        self.info = InfoBox()
        scene.addItem(self.info)
        self.toast = Toast()
        self.toast.setVisible(False)
        scene.addItem(self.toast)
        self.cue = TurnCue()
        scene.addItem(self.cue)

    def turn_cue(self) -> TurnCue:
        return self.cue

    def _fit_bubbles(self, layout: TableLayout, ch: float) -> None:
        """Fit the words and badges beside the three opponents' plates whole:
        "Queens" beside "Queens", or "Call the ace of spades, Schneider" on a
        small table, must neither run into the next plate nor be cut.

        A bubble lies right of its plate, or left of it on the right-hand
        side; each gap between two plates is shared by the bubbles that point
        into it, in proportion to their full widths. A bubble too long for its
        share takes a second line; too long for that, it goes under its plate,
        over the player's own closed hand, as wide as the space up to the next
        player's cards; only where even that is too little is it elided."""
        px = self._font_px
        top = sorted((p for p in self.plates if p != 0), key=lambda p: self.plates[p].pos().x())
        right_edge = (layout.frame.width - layout.frame.margin) * ch
        edges = [self.plates[p].pos().x() for p in top[1:]] + [right_edge]
        lefts = [layout.frame.margin * ch] + [
            self.plates[p].pos().x() + self.plates[p].plate_size()[0] for p in top[:-1]
        ]
        below: list[int] = []
        for i, player in enumerate(top):
            plate = self.plates[player]
            want = plate.natural_bubble_width()
            if not want:
                continue
            x = plate.pos().x()
            pw = plate.plate_size()[0]
            if layout.sides[player] is PileSide.RIGHT:
                start, end = lefts[i], x
                rival = top[i - 1] if i > 0 else None
                shares_with = (
                    rival
                    if rival is not None and (layout.sides[rival] is not PileSide.RIGHT)
                    else None
                )
            else:
                start, end = x + pw, edges[i]
                rival = top[i + 1] if i + 1 < len(top) else None
                shares_with = (
                    rival if rival is not None and (layout.sides[rival] is PileSide.RIGHT) else None
                )
            room = end - start - px * 1.5
            other = (
                self.plates[shares_with].natural_bubble_width() if shares_with is not None else 0.0
            )
            if other:
                room = (room - px * 0.5) * want / (want + other)
            if want + px <= room:
                continue
            if plate.bubble_fits(room - px):
                plate.set_limits(0.0, room - px)
            else:
                below.append(player)
        placed: list[QRectF] = []
        for player in below:
            placed.append(self._bubble_under(player, layout, ch, placed))

    def _bubble_under(
        self, player: int, layout: TableLayout, ch: float, placed: list[QRectF]
    ) -> QRectF:
        """Put ``player``'s bubble under the plate, between the nearest things in
        its way (other players' cards, won tricks, plates, bubbles already placed
        under theirs); return where it went, in scene coordinates."""
        px = self._font_px
        plate = self.plates[player]
        x, y = plate.pos().x(), plate.pos().y()
        pw, ph = plate.plate_size()
        band_top = y + ph
        band = QRectF(0, band_top, layout.frame.width * ch, px * 4)
        obstacles = [*placed, *self._cards_and_piles(player, layout, ch)]
        for other, rival in self.plates.items():
            if other != player:
                obstacles.extend(rival.drawn_rects())
        centre = x + pw / 2
        left = layout.frame.margin * ch
        right = (layout.frame.width - layout.frame.margin) * ch
        for rect in obstacles:
            if not rect.intersects(band):
                continue
            if rect.right() <= centre:
                left = max(left, rect.right() + px * 0.5)
            elif rect.left() >= centre:
                right = min(right, rect.left() - px * 0.5)
        side = layout.sides[player]
        anchor = 1.0 if side is PileSide.RIGHT else 0.5 if side is PileSide.TOP else 0.0
        plate.set_bubble_below(left - x, right - x, anchor)
        return plate.drawn_rects()[-1]

    def _cards_and_piles(self, player: int, layout: TableLayout, ch: float) -> list[QRectF]:
        """The other players' closed hands and every won-tricks pile, in scene pixels."""
        rects: list[QRectF] = []
        cw = layout.frame.card_width
        for position, hand in enumerate(layout.hands):
            if position == player:
                continue
            for spot in hand.slots(8, False):
                w = cw * spot.scale * ch
                rects.append(
                    QRectF(spot.x * ch - w / 2, (spot.y - spot.scale / 2) * ch, w, spot.scale * ch)
                )
        for pile in layout.taken:
            w = cw * pile.scale * ch
            rects.append(
                QRectF(pile.x * ch - w / 2, (pile.y - pile.scale / 2) * ch, w, pile.scale * ch)
            )
        return rects

    def plate(self, player: int) -> PlayerPlate | None:
        return self.plates.get(player)

    def plate_height(self) -> float:
        return self.plates[0].plate_size()[1]

    def info_rect(self) -> QRectF:
        return self.info.mapRectToScene(self.info.boundingRect())

    def toast_text(self) -> str:
        return self.toast.text if self.toast.isVisible() else ""

    def set_font_px(self, px: float) -> None:
        self._font_px = px
        for plate in self.plates.values():
            plate.set_font_px(px)
        self.info.set_font_px(px * 0.95)

    def set_thinking(self, player: int, thinking: bool) -> None:
        self.plates[player].set_thinking(thinking)

    def show_message(self, text: str, msecs: int, layout: TableLayout, ch: float) -> None:
        point = QPointF(layout.toast.x * ch, layout.toast.y * ch)
        self.toast.show_text(text, self._font_px * 1.05, point, msecs)
        keep_toast_clear(self.toast, self.cue, self._font_px)

    def update(
        self, model: SpitzerModel, layout: TableLayout, ch: float, taken: tuple[int, ...]
    ) -> None:
        state = model.state()
        names = model.player_names()
        seat_of = {player: seat for seat, player in enumerate(state.seat_players)}
        finished = state.phase is Phase.FINISHED
        px = self._font_px
        said = dict(state.declarations)
        revealed = state.revealed
        for player, plate in self.plates.items():
            seat = seat_of[player]
            parts: list[str] = []
            if player == state.seat_players[state.dealer]:
                parts.append(QCoreApplication.translate("Table", "Dealer"))
            if player != 0:
                parts.append(level_name(model.actual_level(player)))
            bubble = ""
            if seat in said and state.phase is Phase.DECLARE:
                bubble = texts.action_text(said[seat])
            badges: list[str] = []
            side = revealed[seat]
            if side is Side.DECLARING:
                if state.declarer is None:
                    badges.append(texts.both_queens_badge())
                elif seat == state.declarer and state.declaration is not None:
                    badges.append(texts.action_text(state.declaration))
                else:
                    badges.append(QCoreApplication.translate("Spitzer", "Partner"))
            is_declarer = side is Side.DECLARING
            active = state.to_move == seat and not finished
            plate.set_content(
                names[player], " · ".join(parts), bubble, badges, active, is_declarer, False
            )
            plate.set_limits(0.0, 0.0)
            spot = layout.plates[player]
            plate.set_align_right(layout.sides[player] is PileSide.RIGHT)
            pw = plate.plate_size()[0]
            x = spot.x * ch
            if spot.align is Align.END:
                x -= pw
            elif spot.align is Align.CENTER:
                x -= pw / 2
            plate.setPos(x, spot.y * ch)
            plate.set_thinking(model.thinking_player == player)
            label = self.labels[player]
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
        self._fit_bubbles(layout, ch)
        mine = state.to_move == seat_of[0] and not finished
        play = state.phase is Phase.PLAY
        self.cue.set_text(turn_text(not state.trick, play, False) if mine else "", px)
        pile = layout.taken[0]
        right = (pile.x - layout.frame.card_width * pile.scale / 2 - layout.frame.gap) * ch
        arrange_own_row(self.plates[0], self.cue, right, px)
        keep_toast_clear(self.toast, self.cue, px)
        self.info.set_lines(info_lines(model))
        info_h = self.info.boundingRect().height()
        c = layout.center
        left = layout.taken[1]
        y = (left.y + left.scale / 2) * ch + px * 2
        y = min(y, c.bottom * ch - info_h)
        self.info.setPos(layout.frame.margin * ch, max(c.top * ch, y))


def info_lines(model: SpitzerModel) -> list[tuple[str, str]]:
    """Deal number, totals' target, the contract and called ace once public, the trumps."""
    state = model.state()
    names = model.player_names()
    lines = [
        (QCoreApplication.translate("Table", "Deal"), str(model.current_record().number)),
        (QCoreApplication.translate("Spitzer", "Game to"), str(GAME_TARGET)),
    ]
    contract = state.contract
    if contract is not None:
        lines.append((QCoreApplication.translate("Table", "Game"), texts.contract_name(contract)))
    if state.declarer is not None:
        name = names[state.seat_players[state.declarer]]
        lines.append((QCoreApplication.translate("Table", "Declarer"), name))
    if state.called_ace is not None:
        lines.append(
            (QCoreApplication.translate("Spitzer", "Called"), card_text(int(state.called_ace)))
        )
    if card_names.german_suits():
        # Written-out German-deck names: the short pieces, two named trumps a line.
        pieces = texts.german_trumps()
        rows = [" ".join(pieces[:2]), *pieces[2:]]
    else:
        order = [card_text(int(c)) for c in TRUMP_ORDER]
        rows = [" ".join(order[:5]), " ".join(order[5:9]), " ".join(order[9:])]
    title = QCoreApplication.translate("Spitzer", "Trumps")
    lines.extend((title if i == 0 else "", row) for i, row in enumerate(rows))
    return lines
