"""A Spitzer deal: four hands of eight, dealt 3-2-3 from the dealer's left, no skat.

Seats are numbered in playing order from the dealer's left: 0 leads first and
declares first, 3 is the dealer. A session maps them to the people at the table.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Final

from ..cards import ALL_MASK, Card, CardSet

SEATS: Final = 4
HAND_SIZE: Final = 8
DEALER: Final = 3
"""The dealer's seat; seat 0 (his left) declares and leads first."""

DEAL_PACKETS: Final = tuple((seat, count) for count in (3, 2, 3) for seat in range(SEATS))
"""(seat, count) in dealing order: 3 each, 2 each, 3 each. The table animates this."""


@dataclasses.dataclass(frozen=True)
class SpitzerDeal:
    """The cards as dealt: four hands (masks), plus the seed if shuffled."""

    hands: tuple[int, int, int, int]
    seed: int | None = None

    def __post_init__(self) -> None:
        if len(self.hands) != SEATS or any(m.bit_count() != HAND_SIZE for m in self.hands):
            raise ValueError("a Spitzer deal needs four hands of 8 cards")
        union = 0
        for mask in self.hands:
            if union & mask or not 0 <= mask <= ALL_MASK:
                raise ValueError("a Spitzer deal must contain each of the 32 cards once")
            union |= mask
        if union != ALL_MASK:
            raise ValueError("a Spitzer deal must contain each of the 32 cards once")

    @classmethod
    def from_seed(cls, seed: int) -> SpitzerDeal:
        """Shuffle with ``seed`` and deal the packets of :data:`DEAL_PACKETS`."""
        order = list(range(32))
        random.Random(seed).shuffle(order)
        deal = cls.from_order(order)
        return cls(deal.hands, seed)

    @classmethod
    def from_order(cls, order: Sequence[int]) -> SpitzerDeal:
        """Deal a card order (top of the pack first) in packets of 3, 2 and 3."""
        if sorted(order) != list(range(32)):
            raise ValueError("a card order must hold each of the 32 cards once")
        hands = [0, 0, 0, 0]
        position = 0
        for seat, count in DEAL_PACKETS:
            for card in order[position : position + count]:
                hands[seat] |= 1 << card
            position += count
        return cls((hands[0], hands[1], hands[2], hands[3]))

    @classmethod
    def parse(cls, *hands: str) -> SpitzerDeal:
        """Four hands as text, seat 0 first (``"CQ.SQ.HA..."``); handy in tests."""
        masks = [CardSet.parse(text).mask for text in hands]
        if len(masks) != SEATS:
            raise ValueError("give four hands")
        return cls((masks[0], masks[1], masks[2], masks[3]))

    def holder(self, card: int) -> int:
        """The seat that was dealt ``card``."""
        for seat, mask in enumerate(self.hands):
            if mask >> card & 1:
                return seat
        raise ValueError(f"{Card(card)} is not in the deal")  # unreachable for a valid deal
