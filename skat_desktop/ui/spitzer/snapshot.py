"""A Spitzer deal as the table draws it: the same :class:`TableSnapshot` as Skat.

Four positions (table players, the person at the screen is 0 and sits at the
bottom), no skat, trumps sorted to the left of the viewer's hand (the engine's
Spitzer display order). Other hands lie closed until the deal is over. Once
this function has run, the piles, the arrangement and the animations are the
Skat table's own code.
"""

from __future__ import annotations

from skat_desktop.engine.api import (
    CardSet,
)
from skat_desktop.engine.spitzer.api import (
    SPITZER_DEAL_PACKETS as DEAL_PACKETS,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerPhase as Phase,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerState,
)
from skat_desktop.engine.spitzer.api import (
    spitzer_sort_key as sort_key,
)

from ..table.snapshot import ShownHand, ShownTrick, TableSnapshot


def spitzer_snapshot(state: SpitzerState, viewer: int = 0) -> TableSnapshot:
    """The deal in ``state`` seen from table player ``viewer``."""
    position_of = dict(enumerate(state.seat_players))
    seat_of = {player: seat for seat, player in position_of.items()}
    finished = state.phase is Phase.FINISHED
    hands = []
    for player in range(4):
        mask = state.hands[seat_of[player]]
        cards = sorted((int(c) for c in CardSet(mask)), key=sort_key)
        hands.append(ShownHand(tuple(cards), player == viewer or finished))
    tricks = tuple(
        ShownTrick(
            position_of[t.winner],
            tuple((position_of[s], int(c)) for s, c in zip(t.seats(), t.cards, strict=True)),
        )
        for t in state.tricks
    )
    trick = tuple(
        (position_of[(state.trick_leader + i) % 4], int(card)) for i, card in enumerate(state.trick)
    )
    return TableSnapshot(
        positions=4,
        viewer=viewer,
        dealer=position_of[state.dealer],
        hands=tuple(hands),
        skat=(),
        skat_in_middle=False,
        skat_owner=None,
        skat_shown=False,
        tricks=tricks,
        trick=trick,
        deal_packets=tuple((position_of[seat], count) for seat, count in DEAL_PACKETS),
    )
