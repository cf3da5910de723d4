"""Skat's own part of reading the player's input (see :mod:`.game_pieces`).

The shared :class:`~.controller.TableController` asks these questions; the
answers are Skat's: a panel per phase (bidding, the skat and the game, the two
cards to put away, Kontra/Re), the play tools beside the hand (claim the rest,
concede, Kontra), and the discard: in ``DISCARD`` and ``PUSH_DISCARD`` a click
picks one of two cards instead of playing it.
"""

from __future__ import annotations

import enum
from typing import Any

from skat_desktop.engine.api import Action, Card, GameView, Phase
from skat_desktop.engine.api import actions as A

from . import texts
from .table.snapshot import snapshot_of

PLAY_TOOL_ACTIONS: tuple[Action, ...] = (A.CLAIM, A.CONCEDE, A.KONTRA)
"""Offered beside the hand during play (claim the rest, concede, Kontra)."""


class PanelKind(enum.Enum):
    """Which of Skat's decision panels the window shows."""

    BIDDING = "bidding"
    DECLARE = "declare"
    DISCARD = "discard"
    CHOICE = "choice"
    TOOLS = "tools"


_PANEL_OF_PHASE: dict[Phase, PanelKind] = {
    Phase.BIDDING: PanelKind.BIDDING,
    Phase.SKAT: PanelKind.DECLARE,
    Phase.DECLARE: PanelKind.DECLARE,
    Phase.PUSH: PanelKind.DECLARE,
    Phase.DISCARD: PanelKind.DISCARD,
    Phase.PUSH_DISCARD: PanelKind.DISCARD,
    Phase.KONTRA: PanelKind.CHOICE,
    Phase.RE: PanelKind.CHOICE,
    Phase.RESPONSE: PanelKind.CHOICE,
}

_SELECTION_PHASES = (Phase.DISCARD, Phase.PUSH_DISCARD)


class SkatInput:
    """Skat's panels, its discard selection and its refusal sentences."""

    def panel_for(self, view: GameView, to_move: bool) -> PanelKind | None:
        panel = _PANEL_OF_PHASE.get(view.phase) if to_move else None
        if panel is None and any(a in view.legal for a in PLAY_TOOL_ACTIONS):
            panel = PanelKind.TOOLS
        return panel

    def plays_cards(self, view: GameView) -> bool:
        return view.phase is Phase.PLAY

    def selection_phase(self, view: GameView) -> bool:
        return view.phase in _SELECTION_PHASES

    def selection_size(self) -> int:
        return 2

    def selectable(self, view: GameView) -> frozenset[int]:
        """Every card of a legal discard (a Ramsch push may not take jacks)."""
        return frozenset(int(c) for a in view.legal if isinstance(a, A.Discard) for c in a.cards)

    def selection_action(self, cards: frozenset[int]) -> A.Discard | None:
        if len(cards) != 2:
            return None
        a, b = sorted(cards)
        return A.Discard((Card(a), Card(b)))

    def hand_order(self, model: Any) -> tuple[int, ...]:
        snap = snapshot_of(model)
        return snap.hands[snap.viewer].cards if snap is not None else ()

    def refusal_text(self, reason: object, view: GameView) -> str:
        code = str(reason)
        if code == "must_follow" and view.trick:
            return texts.illegal_text(code, texts.suit_name_for_lead(int(view.trick[0]) >> 3))
        return texts.illegal_text(code)
