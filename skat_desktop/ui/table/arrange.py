"""Which card lies in which pile: a pure function of a snapshot and a layout.

The table never keeps its own idea of the game: after every change it asks
:func:`arrange` where each of the 32 cards belongs now and moves the cards
there. The few moments that are not a game state (the squared deck before the
deal, the dealt hands before they are sorted, a full trick left in view before
it slides to its winner, the cards the player has lifted) are the
:class:`Moment` passed in. Opponents' closed hands are ordered by a per-deal
shuffle, not their real order, so the spot a card is played from reveals
nothing.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping

from .layout import TableLayout
from .piles import Spot
from .snapshot import TableSnapshot

MARK_RAISE = 0.4
"""A marked card rises this share of a picked card's lift: visibly, yet lower."""


class Dealing(enum.Enum):
    """The stages of the deal animation (``None`` when not dealing)."""

    DECK = "deck"
    DEALT = "dealt"


@dataclasses.dataclass(frozen=True)
class Moment:
    """What the table shows besides the game state."""

    dealing: Dealing | None = None
    hold_last: bool = False
    """The trick just completed stays in the middle (before it is collected)."""
    lifted: frozenset[int] = frozenset()
    """Cards of the viewer's hand drawn raised (the discard selection)."""
    marked: frozenset[int] = frozenset()
    """Cards of the viewer's hand drawn a little raised: the two just taken from the skat."""


@dataclasses.dataclass(frozen=True)
class Arrangement:
    spots: dict[int, Spot]
    """Card → where it lies; cards not listed are not on the table."""
    taken: tuple[int, ...]
    """Tricks in each position's pile, as drawn (the held trick not yet counted)."""


def hand_order(snapshot: TableSnapshot, position: int, shuffle: Mapping[int, float]) -> list[int]:
    """A hand's cards left to right: sorted when seen, shuffled when closed."""
    hand = snapshot.hands[position]
    if hand.open or position == snapshot.viewer:
        return list(hand.cards)
    return sorted(hand.cards, key=lambda c: shuffle[c])


def arrange(
    snapshot: TableSnapshot,
    layout: TableLayout,
    moment: Moment,
    shuffle: Mapping[int, float],
) -> Arrangement:
    """Where every card belongs now, in card units."""
    spots: dict[int, Spot] = {}
    taken = [0] * snapshot.positions
    if moment.dealing is Dealing.DECK:
        deck = layout.decks[snapshot.dealer]
        for i, card in enumerate(sorted(range(32), key=lambda c: shuffle[c])):
            spots[card] = deck.spot(i)
        return Arrangement(spots, tuple(taken))
    dealing = moment.dealing is Dealing.DEALT
    for position, hand in enumerate(snapshot.hands):
        row = layout.hands[position]
        face = hand.open and not dealing
        cards = hand_order(snapshot, position, shuffle)
        for spot, card in zip(row.slots(len(cards), face), cards, strict=True):
            if card in moment.lifted and position == snapshot.viewer:
                spot = dataclasses.replace(spot, y=spot.y - row.lift)
            elif card in moment.marked and position == snapshot.viewer:
                spot = dataclasses.replace(spot, y=spot.y - row.lift * MARK_RAISE)
            spots[card] = spot
    if snapshot.skat_in_middle:
        for i, card in enumerate(snapshot.skat):
            spots[card] = layout.skat.spot(i, snapshot.skat_shown and not dealing)
    elif snapshot.skat_owner is not None:
        for i, card in enumerate(snapshot.skat):
            spots[card] = layout.taken[snapshot.skat_owner].skat_spot(i)
    tricks = list(snapshot.tricks)
    held = tricks.pop() if moment.hold_last and tricks else None
    for trick in tricks:
        pile = layout.taken[trick.winner]
        for j, (_, card) in enumerate(trick.cards):
            spots[card] = pile.trick_spot(taken[trick.winner], j)
        taken[trick.winner] += 1
    current = held.cards if held is not None else snapshot.trick
    for i, (position, card) in enumerate(current):
        spots[card] = layout.trick.spot(layout.sides[position], i)
    return Arrangement(spots, tuple(taken))


def deal_delays(snapshot: TableSnapshot, shuffle: Mapping[int, float]) -> dict[int, int]:
    """Delay (ms) per card so the packets fly out in the dealing order."""
    order: dict[int, list[int]] = {
        p: hand_order(snapshot, p, shuffle) for p in range(snapshot.positions)
    }
    order[-1] = list(snapshot.skat)
    taken = dict.fromkeys(order, 0)
    delays: dict[int, int] = {}
    t = 0
    for position, count in snapshot.deal_packets:
        packet = order[position][taken[position] : taken[position] + count]
        taken[position] += count
        for j, card in enumerate(packet):
            delays[card] = t + j * 25
        t += 150
    return delays
