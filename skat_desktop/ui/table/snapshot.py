"""What the table draws, per position, from the engine's :class:`TableState`.

The table is drawn per *position* (table player 0 is the person at the screen,
at the bottom), not per game seat: in a four-player list the dealer sits out
with an empty hand, and a four-player game seats all four. :func:`table_snapshot`
turns the engine's frozen snapshot into this one; everything after it
(:mod:`.arrange`, :mod:`.layout`) works on positions and does not know the
game's rules. Which hands lie open and where the skat lies are the engine's
answers (``open_hand``, ``skat_owner``, ``skat_shown``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from skat_desktop.engine.api import DEAL_PACKETS, CardSet, TableState, sort_key

if TYPE_CHECKING:
    from skat_desktop.model.table_model import SkatModel


@dataclasses.dataclass(frozen=True)
class ShownHand:
    cards: tuple[int, ...]
    """In the engine's display order (trumps first, then suits high to low)."""
    open: bool
    """Lies face up: the viewer's own, an ouvert declarer's, all after the deal."""


@dataclasses.dataclass(frozen=True)
class ShownTrick:
    winner: int
    """Position that took the trick."""
    cards: tuple[tuple[int, int], ...]
    """(position, card) in play order."""


@dataclasses.dataclass(frozen=True)
class TableSnapshot:
    positions: int
    viewer: int
    dealer: int
    hands: tuple[ShownHand, ...]
    """Per position; empty for one who sits out."""
    skat: tuple[int, ...]
    skat_in_middle: bool
    skat_owner: int | None
    """Position of the declarer whose skat lies under his tricks."""
    skat_shown: bool
    """The skat may lie face up (the deal is over)."""
    tricks: tuple[ShownTrick, ...]
    trick: tuple[tuple[int, int], ...]
    """(position, card) of the running trick, in play order."""
    deal_packets: tuple[tuple[int, int], ...]
    """(position, count) in dealing order; position −1 is the skat."""


EMPTY_HAND = ShownHand((), False)


def snapshot_of(model: SkatModel) -> TableSnapshot | None:
    """The table as the person at the screen sees it now (None without a session)."""
    if not model.has_session:
        return None
    return table_snapshot(model.state(), model.table_size())


def table_snapshot(state: TableState, positions: int, viewer: int = 0) -> TableSnapshot:
    """``state`` at a table of ``positions`` players, seen from table player ``viewer``."""
    position_of = dict(enumerate(state.seat_players))
    seat_of = {p: seat for seat, p in position_of.items()}
    viewer_seat = seat_of.get(viewer)
    kind = state.game_type
    hands = [EMPTY_HAND] * positions
    for seat, mask in enumerate(state.hands):
        cards = sorted((int(c) for c in CardSet(mask)), key=lambda c: sort_key(kind, c))
        shown = (
            seat == viewer_seat
            or state.finished
            or (state.open_hand is not None and seat == state.declarer)
        )
        hands[position_of[seat]] = ShownHand(tuple(cards), shown)
    tricks = tuple(
        ShownTrick(
            position_of[t.winner],
            tuple((position_of[(t.leader + i) % 3], int(c)) for i, c in enumerate(t.cards)),
        )
        for t in state.tricks
    )
    trick = tuple(
        (position_of[(state.trick_leader + i) % 3], int(c)) for i, c in enumerate(state.trick)
    )
    owner = state.skat_owner
    return TableSnapshot(
        positions=positions,
        viewer=viewer,
        dealer=state.dealer if state.dealer is not None else positions - 1,
        hands=tuple(hands),
        skat=tuple(int(c) for c in CardSet(state.skat)),
        skat_in_middle=bool(state.skat) and owner is None,
        skat_owner=position_of[owner] if owner is not None else None,
        skat_shown=state.skat_shown,
        tricks=tricks,
        trick=trick,
        deal_packets=tuple(
            (position_of[seat] if seat >= 0 else -1, count) for seat, count in DEAL_PACKETS
        ),
    )
