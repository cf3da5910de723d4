"""The UI registry: what is each game's own in how the player's input is read.

:class:`~.controller.TableController` drives every game the same way (the idle
gate, card clicks, drags, keys, the practice hint). What differs between games
enters through one small :class:`GameInput` per game, found by the game's
registry name (``model.description.name``, :func:`find_ui_game`): which panel
the window shows for a decision, whether clicks pick cards (Skat's two to put
away) instead of playing them, the hand's display order for the arrow keys, and
how the engine's refusal reads. As the engine has ``GAMES``/``find_game``, the
UI has :data:`UI_GAMES`/:func:`find_ui_game`; nothing else branches on a name.
"""

from __future__ import annotations

import enum
from typing import Any, Protocol

from skat_desktop.engine.api import UnknownGameError

from .skat_input import SkatInput
from .spitzer.input import SpitzerInput


class GameInput(Protocol):
    """What one game's table adds to the shared controller."""

    def panel_for(self, view: Any, to_move: bool) -> enum.Enum | None:
        """The decision panel the window shows now (None: the hand alone)."""
        ...

    def plays_cards(self, view: Any) -> bool:
        """Cards are being played (a click or a drag means: play it)."""
        ...

    def selection_phase(self, view: Any) -> bool:
        """Clicks pick cards for a selection (Skat's two to put away)."""
        ...

    def selection_size(self) -> int:
        """How many cards a selection holds (0: the game has none)."""
        ...

    def selectable(self, view: Any) -> frozenset[int]:
        """The cards a selection may contain now (the rest are drawn greyed)."""
        ...

    def selection_action(self, cards: frozenset[int]) -> Any:
        """The action that puts the selected cards away (None: not a whole selection)."""
        ...

    def hand_order(self, model: Any) -> tuple[int, ...]:
        """The human's hand from left to right, as the table lays it out."""
        ...

    def refusal_text(self, reason: object, view: Any) -> str:
        """The engine's reason an action is refused now, as a sentence."""
        ...


UI_GAMES: dict[str, GameInput] = {
    "skat": SkatInput(),
    "spitzer": SpitzerInput(),
}
"""Each registered game's input pieces, by the engine registry's name."""


def find_ui_game(name: str) -> GameInput:
    """The input pieces of the game called ``name``."""
    try:
        return UI_GAMES[name]
    except KeyError:
        known = ", ".join(UI_GAMES)
        raise UnknownGameError(f"no table for game {name!r}; the tables are: {known}") from None
