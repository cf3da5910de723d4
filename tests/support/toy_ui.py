"""The toy game's own table pieces: its input, its table view and its registrations.

With :mod:`.toy_game` this is everything the toy game brings: the program's
model, controller and card table take it through the registries alone
(:func:`register_toy`), as they take Skat and Spitzer.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from skat_desktop.ai import levels as ai_levels
from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine import games as engine_games
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import CardSet
from skat_desktop.model.table_model import TableModel
from skat_desktop.ui import game_pieces
from skat_desktop.ui.table.layout import TableLayout
from skat_desktop.ui.table.snapshot import ShownHand, TableSnapshot
from skat_desktop.ui.table.turn_cue import TurnCue
from skat_desktop.ui.table_view_base import TableViewBase

from .toy_game import SEATS, TOY, ToyState


class ToyInput:
    """Toy has no panel and no selection: cards are played, and that is all."""

    def panel_for(self, view: Any, to_move: bool) -> None:
        return None

    def plays_cards(self, view: Any) -> bool:
        return True

    def selection_phase(self, view: Any) -> bool:
        return False

    def selection_size(self) -> int:
        return 0

    def selectable(self, view: Any) -> frozenset[int]:
        return frozenset()

    def selection_action(self, cards: frozenset[int]) -> None:
        return None

    def hand_order(self, model: Any) -> tuple[int, ...]:
        view = model.human_view() if model.has_session else None
        return tuple(int(c) for c in CardSet(view.hand)) if view is not None else ()

    def refusal_text(self, reason: object, view: Any) -> str:
        return f"Toy says no: {reason}"


class ToyDecor:
    """No plates and no info box: only the turn cue and a toast text."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._cue = TurnCue()
        scene.addItem(self._cue)
        self._toast = ""

    def plate_height(self) -> float:
        return 0.0

    def info_rect(self) -> QRectF:
        return QRectF()

    def plate(self, player: int) -> None:
        return None

    def turn_cue(self) -> TurnCue:
        return self._cue

    def toast_text(self) -> str:
        return self._toast

    def set_font_px(self, px: float) -> None:
        return None

    def set_thinking(self, player: int, thinking: bool) -> None:
        return None

    def show_message(self, text: str, msecs: int, layout: TableLayout, ch: float) -> None:
        self._toast = text


def toy_snapshot(state: ToyState, seat_players: tuple[int, ...]) -> TableSnapshot:
    """The toy deal as piles per table position (the viewer, player 0, at the bottom)."""
    position = dict(enumerate(seat_players))
    hands = [ShownHand((), False)] * SEATS
    for seat, mask in enumerate(state.hands):
        hands[position[seat]] = ShownHand(tuple(int(c) for c in CardSet(mask)), position[seat] == 0)
    trick = tuple(
        (position[(state.leader + i) % SEATS], int(card)) for i, card in enumerate(state.trick)
    )
    return TableSnapshot(
        positions=SEATS,
        viewer=0,
        dealer=position[SEATS - 1],
        hands=tuple(hands),
        skat=(),
        skat_in_middle=False,
        skat_owner=None,
        skat_shown=False,
        tricks=(),  # a taken trick leaves the table
        trick=trick,
        deal_packets=tuple((position[seat], count) for seat, count in TOY.deal_packets),
    )


class ToyTableView(TableViewBase[TableModel[Any, Any], ToyDecor]):
    """The toy's card table: the shared view, the toy's snapshot and decor."""

    _hand_cards = 4

    def _make_decor(self, scene: QGraphicsScene) -> ToyDecor:
        return ToyDecor(scene)

    def _positions(self) -> int:
        return SEATS

    def _snapshot(self) -> TableSnapshot | None:
        model = self._model
        if model is None or not model.has_session:
            return None
        seat_players = tuple(model.player_at_seat(s) for s in range(SEATS))
        return toy_snapshot(model.state(), seat_players)

    def refresh(self, animated: bool = True) -> None:
        self._animator.run([lambda: self._apply_targets(animated)])

    def animate(self, events: object) -> None:
        """Every event of the toy moves cards; the state says where they go."""
        self.refresh(animated=True)

    def _update_decorations(self) -> None:
        return None

    def _felt_gradient(self) -> tuple[QColor, QColor, QColor]:
        return QColor(90, 60, 120), QColor(70, 40, 100), QColor(30, 10, 50)


def _toy_hint(view: Any, level: str) -> list[Any]:
    """The toy's computers play at random at every level; a hint lists the playable cards."""
    return [action for action in view.legal if isinstance(action, Play)]


def register_toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Put the toy game into the engine's, the AI's and the UI's registries (for one test)."""
    monkeypatch.setattr(engine_games, "GAMES", (*engine_games.GAMES, TOY))
    toy_ai = ai_levels.AiGame(lambda level, seed: RandomPlayer(seed), _toy_hint)
    monkeypatch.setitem(ai_levels.AI_GAMES, TOY.name, toy_ai)
    from .toy_page import ToyListOptions, ToyPage

    toy_ui = game_pieces.UiGame(
        ToyInput(),
        ToyPage,
        lambda: "Toy",
        lambda: "Toy (three players, four tricks)",
        list_options=lambda parent: ToyListOptions(),
    )
    monkeypatch.setitem(game_pieces.UI_GAMES, TOY.name, toy_ui)
