"""The last trick, shown on request over the table.

The Skat rules let a player look at the last trick until the next card is
played, and a player who missed what the computer just did needs exactly that.
The overlay shows the three cards in playing order under each player's name
and who took them for how many points; a click, Escape or the next card on the
table closes it. The panel itself is shared with the other games
(:mod:`.last_trick_base`); Skat's has three columns set a little closer.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from skat_desktop.engine.api import Trick

from .card_theme import CardRenderer
from .last_trick_base import LastTrickPanelBase


class LastTrickPanel(LastTrickPanelBase[Trick]):
    """Overlay with one finished Skat trick (see the module doc)."""

    SEATS = 3

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(renderer, parent)
        self._layout.setSpacing(6)
        self._grid.setVerticalSpacing(2)
