"""The cards as dealt, the dealing order, and a completed trick.

Kept apart from the game's state machine because records, the AI's sampled
worlds and the table's dealing animation need these without a running game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Final

from ..cards import Card, CardSet


@dataclasses.dataclass(frozen=True)
class Deal:
    """The cards as dealt: three hands and the skat, plus the seed if random."""

    hands: tuple[int, int, int]
    skat: int
    seed: int | None = None

    def __post_init__(self) -> None:
        masks = (*self.hands, self.skat)
        if [m.bit_count() for m in masks] != [10, 10, 10, 2]:
            raise ValueError("a deal needs 10 cards per hand and 2 in the skat")
        if masks[0] | masks[1] | masks[2] | masks[3] != (1 << 32) - 1:
            raise ValueError("a deal must contain each of the 32 cards once")

    @classmethod
    def from_seed(cls, seed: int) -> Deal:
        """Shuffle with ``seed`` and deal in packets of 3, skat 2, then 4 and 3."""
        order = list(range(32))
        random.Random(seed).shuffle(order)
        hands, skat = _deal_packets(order)
        return cls(hands, skat, seed)

    @classmethod
    def from_order(cls, order: Sequence[int]) -> Deal:
        """ISS order: ten cards each for F, M, R, then the two skat cards."""
        hands = tuple(sum(1 << c for c in order[i * 10 : (i + 1) * 10]) for i in range(3))
        skat = (1 << order[30]) | (1 << order[31])
        return cls((hands[0], hands[1], hands[2]), skat)

    def order(self) -> list[Card]:
        """Cards in ISS order (each hand ascending), as records write them."""
        out: list[Card] = []
        for mask in (*self.hands, self.skat):
            out.extend(CardSet(mask))
        return out


DEAL_PACKETS: Final = (
    (0, 3),
    (1, 3),
    (2, 3),
    (-1, 2),
    (0, 4),
    (1, 4),
    (2, 4),
    (0, 3),
    (1, 3),
    (2, 3),
)
"""(seat, count) in dealing order; seat −1 is the skat. The table animates this."""


def _deal_packets(order: Sequence[int]) -> tuple[tuple[int, int, int], int]:
    hands = [0, 0, 0]
    skat = 0
    pos = 0
    for seat, count in DEAL_PACKETS:
        for card in order[pos : pos + count]:
            if seat < 0:
                skat |= 1 << card
            else:
                hands[seat] |= 1 << card
        pos += count
    return (hands[0], hands[1], hands[2]), skat


@dataclasses.dataclass(frozen=True)
class Trick:
    """A completed trick: ``cards`` in play order, the first led by ``leader``."""

    leader: int
    cards: tuple[Card, Card, Card]
    winner: int

    @property
    def points(self) -> int:
        return sum(c.points for c in self.cards)
