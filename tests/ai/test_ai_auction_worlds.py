"""The auction's worlds are drawn at the seat's first auction decision and
serve the whole auction."""

from __future__ import annotations

import dataclasses

from support.engine_helpers import clubs_hand_view

from skat_desktop.ai import auction
from skat_desktop.ai.search_config import STRONG
from skat_desktop.ai.search_player import SearchPlayer

SMALL = dataclasses.replace(STRONG, bid_worlds=4)
"""Few worlds: these tests ask when worlds are drawn, not what they say."""


def test_the_first_worlds_serve_the_whole_auction() -> None:
    player = SearchPlayer("strong", seed=5, config=SMALL)
    first = auction.bid_eval(player, clubs_hand_view("18"))
    assert auction.bid_eval(player, clubs_hand_view("18 hold 20")) is first
    assert auction.bid_eval(player, clubs_hand_view("18 hold pass pass")) is first
