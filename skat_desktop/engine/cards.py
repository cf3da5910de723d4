"""Cards, suits, ranks and card sets.

A card is a small int 0–31: ``suit * 8 + rank`` with suits in ascending value
order (Diamonds 0, Hearts 1, Spades 2, Clubs 3) and ranks in ISS order
(7 8 9 T J Q K A = 0–7). Hands are bit sets over those ints, so the rules, the
solver (Python and C) and the records all share one encoding and a hand can be
passed to C as a plain integer.

>>> Card.parse("cj")
Card.parse('CJ')
>>> str(CardSet.parse("CJ.SJ"))
'SJ.CJ'
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import Final


class CardParseError(ValueError):
    """A text code does not name a card (e.g. ``XZ`` or ``C1``)."""


class Suit(enum.IntEnum):
    DIAMONDS = 0
    HEARTS = 1
    SPADES = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "DHSC"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        index = "DHSC".find(text.strip().upper())
        if index < 0 or len(text.strip()) != 1:
            raise CardParseError(f"not a suit letter: {text!r}")
        return cls(index)


class Rank(enum.IntEnum):
    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        return "789TJQKA"[self]


RANK_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 11)
"""Card points by rank index (7 8 9 T J Q K A)."""

ALL_MASK: Final = (1 << 32) - 1
JACKS_MASK: Final = sum(1 << (s * 8 + Rank.JACK) for s in range(4))


def suit_mask(suit: int) -> int:
    """All eight cards of a suit, jacks included."""
    return 0xFF << (suit * 8)


class Card(int):
    """One card; an int subclass so it is cheap and usable as a bit index."""

    __slots__ = ()

    def __new__(cls, value: int) -> Card:
        if not 0 <= value < 32:
            raise CardParseError(f"card index out of range: {value}")
        return super().__new__(cls, value)

    @classmethod
    def of(cls, suit: int, rank: int) -> Card:
        return cls(suit * 8 + rank)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse an ISS code such as ``CJ``, ``ht`` or ``D7``."""
        code = text.strip().upper()
        if len(code) == 3 and code[1:] == "10":
            code = code[0] + "T"
        if len(code) != 2 or code[0] not in "DHSC" or code[1] not in "789TJQKA":
            raise CardParseError(f"not a card: {text!r}")
        return cls("DHSC".index(code[0]) * 8 + "789TJQKA".index(code[1]))

    @property
    def suit(self) -> Suit:
        return Suit(self >> 3)

    @property
    def rank(self) -> Rank:
        return Rank(self & 7)

    @property
    def points(self) -> int:
        return RANK_POINTS[self & 7]

    @property
    def is_jack(self) -> bool:
        return (self & 7) == Rank.JACK

    @property
    def bit(self) -> int:
        return 1 << int(self)

    def __str__(self) -> str:
        return "DHSC"[self >> 3] + "789TJQKA"[self & 7]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


ALL_CARDS: Final = tuple(Card(i) for i in range(32))


def played_mask(tricks: Iterable[Iterable[int]], trick: Iterable[int]) -> int:
    """The cards of the taken ``tricks`` and of the running ``trick``, as one mask."""
    mask = 0
    for cards in (*tricks, trick):
        for card in cards:
            mask |= 1 << card
    return mask


def mask_points(mask: int) -> int:
    """Card points of every card in a bit set."""
    total = 0
    for rank, value in enumerate(RANK_POINTS):
        if value:
            total += value * ((mask >> rank) & 0x01010101).bit_count()
    return total


class CardSet:
    """An immutable set of cards stored as a 32-bit mask.

    Iteration is in card-index order; equality and hashing use the mask, so a
    ``CardSet`` can be compared with another or used as a dict key.
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[int] | int = 0) -> None:
        if isinstance(cards, int):
            mask = cards
        else:
            mask = 0
            for card in cards:
                mask |= 1 << int(card)
        if mask < 0 or mask > ALL_MASK:
            raise ValueError(f"card mask out of range: {mask:#x}")
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Parse cards separated by dots, commas or spaces (``CJ.SJ.HA``)."""
        parts = [p for p in text.replace(",", ".").replace(" ", ".").split(".") if p]
        cards = [Card.parse(p) for p in parts]
        result = cls(cards)
        if len(result) != len(cards):
            raise CardParseError(f"a card appears twice in {text!r}")
        return result

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        while mask:
            low = mask & -mask
            yield Card(low.bit_length() - 1)
            mask ^= low

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 32 and bool(self.mask >> card & 1)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __bool__(self) -> bool:
        return self.mask != 0

    def add(self, card: int) -> CardSet:
        return CardSet(self.mask | (1 << int(card)))

    def remove(self, card: int) -> CardSet:
        return CardSet(self.mask & ~(1 << int(card)))

    @property
    def points(self) -> int:
        return mask_points(self.mask)

    def __str__(self) -> str:
        return ".".join(str(c) for c in self)

    def __repr__(self) -> str:
        return f"CardSet.parse({str(self)!r})"


def parse_cards(text: str) -> list[Card]:
    """Parse an ordered list of cards (order matters in deals)."""
    parts = [p for p in text.replace(",", ".").replace(" ", ".").split(".") if p]
    return [Card.parse(p) for p in parts]
