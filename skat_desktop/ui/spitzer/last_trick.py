"""The last trick of four, on request (the L key or the menu), until the next card.

The same panel as Skat's (:mod:`..last_trick_base`, same look), with four
columns: the cards in play order under the names of who played them, and who
took the trick with how many card points.
"""

from __future__ import annotations

from skat_desktop.engine.spitzer.api import (
    SpitzerTrick,
)

from ..last_trick_base import LastTrickPanelBase


class SpitzerLastTrickPanel(LastTrickPanelBase[SpitzerTrick]):
    """Overlay with one finished Spitzer trick."""

    SEATS = 4
