"""Spitzer's card order (RULES.md §13): trumps, fail suits, trick winners, legal cards.

Spitzer uses Skat's 32 cards and the same :class:`~skat_desktop.engine.cards.Card`
ints, but groups them differently: 14 trumps (every diamond, every queen, every
jack) and three *fail* suits (clubs, spades, hearts) of six cards each. Everything
here is a table indexed by card so the rules, the AI's world sampling and the
four-hand solver (Python and C) share one encoding and pay a few integer
operations per card.

A card's *group* is its suit in Spitzer terms: :attr:`Group.TRUMP` (0, the index
of diamonds, since every diamond is a trump) or the fail suit's own
:class:`~skat_desktop.engine.cards.Suit` value (hearts 1, spades 2, clubs 3).
Its *rank* orders it inside its group, higher is stronger: trumps 13 (CQ) down to
0 (D8), fail cards 5 (A) down to 0 (7).

>>> from skat_desktop.engine.cards import Card
>>> group_of(Card.parse("HQ")), rank_of(Card.parse("HQ"))
(<Group.TRUMP: 0>, 10)
>>> group_of(Card.parse("HA")), rank_of(Card.parse("HA")), card_points(Card.parse("HA"))
(<Group.HEARTS: 1>, 5, 11)
>>> str(Card(TRUMP_ORDER[1]))
'D7'
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Final

from ..cards import RANK_POINTS, Card, Rank, Suit


class Group(enum.IntEnum):
    """A card's suit in Spitzer terms: the trumps or one of the three fail suits."""

    TRUMP = 0
    HEARTS = 1
    SPADES = 2
    CLUBS = 3

    @property
    def suit(self) -> Suit | None:
        """The French suit of a fail group; None for the trumps."""
        return None if self is Group.TRUMP else Suit(int(self))


TRUMP_ORDER: Final[tuple[Card, ...]] = tuple(
    Card.parse(code) for code in "CQ D7 SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8".split()
)
"""The 14 trumps, highest first: Big Queen, Spitzer, Little Queen, ..., D8."""

FAIL_RANK_ORDER: Final = (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
"""Ranks of a fail suit, highest first."""

FAIL_SUITS: Final = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS)
"""The three suits that have fail cards, in the order a hand is shown."""

BIG_QUEEN: Final = Card.parse("CQ")
SPITZER: Final = Card.parse("D7")
LITTLE_QUEEN: Final = Card.parse("SQ")

TRUMPS_MASK: Final = sum(1 << c for c in TRUMP_ORDER)


def _tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    group = [0] * 32
    rank = [0] * 32
    for index, card in enumerate(TRUMP_ORDER):
        group[card] = Group.TRUMP
        rank[card] = len(TRUMP_ORDER) - 1 - index
    for suit in FAIL_SUITS:
        for index, fail_rank in enumerate(FAIL_RANK_ORDER):
            card = Card.of(suit, fail_rank)
            group[card] = int(suit)
            rank[card] = len(FAIL_RANK_ORDER) - 1 - index
    return tuple(group), tuple(rank)


GROUP, RANK = _tables()
"""GROUP[card]: the card's :class:`Group` value; RANK[card]: its order inside it."""

POINTS: Final = tuple(RANK_POINTS[c & 7] for c in range(32))
"""Card points, as in Skat (A 11, 10 10, K 4, Q 3, J 2): 120 in all."""

GROUP_MASK: Final = tuple(sum(1 << c for c in range(32) if GROUP[c] == g) for g in range(4))
"""GROUP_MASK[group]: every card of that group (trumps: 14 cards, fail suits: 6)."""

ACES: Final = {suit: Card.of(suit, Rank.ACE) for suit in FAIL_SUITS}
"""The three fail aces, the cards a partner call can name."""


def group_of(card: int) -> Group:
    """The card's suit in Spitzer terms (trump, or its fail suit)."""
    return Group(GROUP[card])


def rank_of(card: int) -> int:
    """Trick-taking order inside the card's group; higher beats lower."""
    return RANK[card]


def card_points(card: int) -> int:
    return POINTS[card]


def is_trump(card: int) -> bool:
    return bool(TRUMPS_MASK >> card & 1)


def strength(card: int) -> int:
    """One number per card: trumps (100 + rank) above fail cards (rank).

    Two cards of different fail suits compare by this number only for display;
    in a trick a fail card off the led suit never wins (see :func:`winning_index`).
    """
    return RANK[card] + (100 if GROUP[card] == Group.TRUMP else 0)


def legal_mask(hand: int, lead: int | None, duty_ace: int | None = None) -> int:
    """Cards of ``hand`` that may be played to a trick led with ``lead``.

    ``lead`` is None when this seat leads (any card may be led). Otherwise the
    seat follows the led group; if void, plays a trump if it has one; otherwise
    any card. ``duty_ace`` is the called ace while its duties hold (it is in this
    hand and its holder has not led its suit with another card): it must be
    played when its suit is led, and it may not be thrown on another suit unless
    it is the last card in hand.

    >>> from skat_desktop.engine.cards import CardSet
    >>> hand = CardSet.parse("HA.H7.SA.D8").mask
    >>> str(CardSet(legal_mask(hand, Card.parse("HK"))))
    'H7.HA'
    >>> str(CardSet(legal_mask(hand, Card.parse("HK"), duty_ace=Card.parse("HA"))))
    'HA'
    >>> str(CardSet(legal_mask(hand, Card.parse("CK"))))
    'D8'
    """
    if lead is None:
        return hand
    legal = GROUP_MASK[GROUP[lead]] & hand
    if not legal:
        legal = (hand & TRUMPS_MASK) or hand
    if duty_ace is not None and hand >> duty_ace & 1:
        bit = 1 << duty_ace
        if GROUP[lead] == GROUP[duty_ace]:
            return bit
        legal = (legal & ~bit) or legal
    return legal


def winning_index(trick: Sequence[int]) -> int:
    """Index within ``trick`` (cards in play order) of the card that wins it.

    The highest trump wins; without a trump, the highest card of the led suit.

    >>> winning_index([Card.parse(c) for c in ("HA", "HT", "D8", "SA")])
    2
    """
    best = 0
    best_card = trick[0]
    for index in range(1, len(trick)):
        card = trick[index]
        if GROUP[card] == GROUP[best_card]:
            if RANK[card] > RANK[best_card]:
                best, best_card = index, card
        elif GROUP[card] == Group.TRUMP:
            best, best_card = index, card
    return best


def sort_key(card: int) -> tuple[int, int]:
    """Order for showing a Spitzer hand: trumps high to low, then clubs, spades, hearts."""
    group = GROUP[card]
    place = 0 if group == Group.TRUMP else 4 - group
    return (place, -RANK[card])
