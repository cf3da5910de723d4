"""Spitzer's own part of reading the player's input (see :mod:`..game_pieces`).

One panel, the declarations: it is shown while the person at the screen must
declare (any legal action other than a card). Cards are played otherwise;
there is no selection of cards to put away. The hand's order is the Spitzer
table's (trumps to the left), and refusals read as Spitzer's reasons.
"""

from __future__ import annotations

import enum
from typing import Any

from skat_desktop.engine.api import (
    Play,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerPhase as Phase,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerView,
)

from . import texts
from .snapshot import spitzer_snapshot


class SpitzerPanel(enum.Enum):
    """Spitzer's decision panel."""

    DECLARE = "declare"


class SpitzerInput:
    """Spitzer's declaration panel, its hand order and its refusal sentences."""

    def panel_for(self, view: SpitzerView, to_move: bool) -> SpitzerPanel | None:
        declaring = to_move and any(not isinstance(a, Play) for a in view.legal)
        return SpitzerPanel.DECLARE if declaring else None

    def plays_cards(self, view: SpitzerView) -> bool:
        return view.phase is Phase.PLAY

    def selection_phase(self, view: SpitzerView) -> bool:
        return False

    def selection_size(self) -> int:
        return 0

    def selectable(self, view: SpitzerView) -> frozenset[int]:
        return frozenset()

    def selection_action(self, cards: frozenset[int]) -> None:
        return None

    def hand_order(self, model: Any) -> tuple[int, ...]:
        if not model.has_session:
            return ()
        snap = spitzer_snapshot(model.state())
        return snap.hands[snap.viewer].cards

    def refusal_text(self, reason: object, view: SpitzerView) -> str:
        return texts.illegal_text(reason)
