"""A Spitzer deal as the table draws it: the same :class:`TableSnapshot` as Skat.

Four positions (table players, the person at the screen is 0 and sits at the
bottom), no skat, trumps sorted to the left of the viewer's hand (the engine's
Spitzer display order). Other hands lie closed until the deal is over. Once
this function has run, the piles, the arrangement and the animations are the
Skat table's own code.
"""

from __future__ import annotations

from skat_desktop.engine.api import SPITZER_DEAL_PACKETS as DEAL_PACKETS
from skat_desktop.engine.api import CardSet, SpitzerSession
from skat_desktop.engine.api import spitzer_sort_key as sort_key

from ..table.snapshot import ShownHand, ShownTrick, TableSnapshot


def spitzer_snapshot(session: SpitzerSession, viewer: int = 0) -> TableSnapshot:
    """The running deal of ``session`` seen from table player ``viewer``."""
    game = session.game
    seats = session.current.seats
    position_of = {seat: player for seat, player in enumerate(seats)}
    hands = []
    for player in range(4):
        seat = session.seat_of(player)
        cards = sorted((int(c) for c in CardSet(game.hands[seat])), key=sort_key)
        hands.append(ShownHand(tuple(cards), player == viewer or game.finished))
    tricks = tuple(
        ShownTrick(
            position_of[t.winner],
            tuple((position_of[s], int(c)) for s, c in zip(t.seats(), t.cards, strict=True)),
        )
        for t in game.tricks
    )
    trick = tuple(
        (position_of[(game.trick_leader + i) % 4], int(card)) for i, card in enumerate(game.trick)
    )
    return TableSnapshot(
        positions=4,
        viewer=viewer,
        dealer=session.current.dealer,
        hands=tuple(hands),
        skat=(),
        skat_in_middle=False,
        skat_owner=None,
        skat_shown=False,
        tricks=tricks,
        trick=trick,
        deal_packets=tuple((position_of[seat], count) for seat, count in DEAL_PACKETS),
    )
