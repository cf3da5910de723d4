"""What the table draws, read from the game in one place.

The table is drawn per *position* (table player 0 is the person at the screen,
at the bottom), not per game seat: in a four-player list the dealer sits out
with an empty hand, and Spitzer will seat all four. :func:`snapshot_of` is the
only function that reads the running game's attributes for the card scene;
everything after it (:mod:`.arrange`, :mod:`.layout`) works on this frozen
value and does not know the game's rules.

Which hands lie open: the viewer's own, an ouvert declarer's once the game is
declared, and all of them after the deal; where the skat lies follows the
deal's stage.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from skat_desktop.engine.cards import CardSet
from skat_desktop.engine.game import DEAL_PACKETS, Game, Phase
from skat_desktop.engine.game_types import GameType
from skat_desktop.engine.session import Session
from skat_desktop.engine.tricks import sort_key

if TYPE_CHECKING:
    from skat_desktop.model.table_model import TableModel


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
    finished: bool
    tricks: tuple[ShownTrick, ...]
    trick: tuple[tuple[int, int], ...]
    """(position, card) of the running trick, in play order."""
    deal_packets: tuple[tuple[int, int], ...]
    """(position, count) in dealing order; position −1 is the skat."""


EMPTY_HAND = ShownHand((), False)


def sort_kind(game: Game) -> int | None:
    """The game type a hand is sorted for (Grand order before a contract)."""
    if game.ramsch:
        return GameType.RAMSCH
    if game.contract is not None:
        return int(game.contract.game)
    return None


def skat_in_middle(game: Game) -> bool:
    """The skat lies in the middle until a declarer makes it his."""
    if not game.skat:
        return False
    if game.phase is Phase.FINISHED or game.ramsch or game.declarer is None:
        return True
    return not game.picked_up and game.contract is None


def snapshot_of(model: TableModel) -> TableSnapshot | None:
    """The table as the person at the screen sees it now (None without a session)."""
    return session_snapshot(model.session) if model.has_session else None


def session_snapshot(session: Session, viewer: int = 0) -> TableSnapshot:
    """The running deal of ``session`` seen from table player ``viewer``."""
    game = session.game
    n = session.n
    seat_of = [session.seat_of(p) for p in range(n)]
    position_of = {seat: p for p, seat in enumerate(seat_of) if seat is not None}
    human_seat = seat_of[viewer]
    ouvert_open = (
        game.contract is not None
        and game.contract.ouvert
        and game.declarer is not None
        and game.phase not in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE)
    )
    kind = sort_kind(game)
    hands = []
    for seat in seat_of:
        if seat is None:
            hands.append(EMPTY_HAND)
            continue
        cards = sorted((int(c) for c in CardSet(game.hands[seat])), key=lambda c: sort_key(kind, c))
        shown = seat == human_seat or game.finished or (ouvert_open and seat == game.declarer)
        hands.append(ShownHand(tuple(cards), shown))
    tricks = tuple(
        ShownTrick(
            position_of[t.winner],
            tuple((position_of[(t.leader + i) % 3], int(card)) for i, card in enumerate(t.cards)),
        )
        for t in game.tricks
    )
    trick = tuple(
        (position_of[(game.trick_leader + i) % 3], int(card)) for i, card in enumerate(game.trick)
    )
    return TableSnapshot(
        positions=n,
        viewer=viewer,
        dealer=session.current.dealer,
        hands=tuple(hands),
        skat=tuple(int(c) for c in CardSet(game.skat)),
        skat_in_middle=skat_in_middle(game),
        skat_owner=position_of[game.declarer] if game.declarer is not None else None,
        finished=game.finished,
        tricks=tricks,
        trick=trick,
        deal_packets=tuple(
            (position_of[seat] if seat >= 0 else -1, count) for seat, count in DEAL_PACKETS
        ),
    )
