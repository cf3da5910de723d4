"""Trick rules per game kind: trumps, following suit and who wins a trick.

Everything is precomputed per game kind into masks and power tables so the
rules cost a few integer operations: the random-deal benchmark, the hint
search and the AI's world sampling all call these millions of times.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import JACKS_MASK, suit_mask
from .game_types import GameType

# Non-trump order inside a suit (A T K Q 9 8 7), by rank index 7 8 9 T J Q K A.
_SUIT_POWER: Final = (0, 1, 2, 5, -1, 3, 4, 6)
_NULL_POWER: Final = (0, 1, 2, 3, 4, 5, 6, 7)
_JACK_POWER: Final = (100, 101, 102, 103)  # D H S C jacks


def _trump_mask(kind: int) -> int:
    if kind <= GameType.CLUBS:
        return JACKS_MASK | suit_mask(kind)
    if kind in (GameType.GRAND, GameType.RAMSCH):
        return JACKS_MASK
    return 0


def _power_table(kind: int) -> tuple[int, ...]:
    """Higher is stronger; trumps are offset above every plain card."""
    trumps = _trump_mask(kind)
    table = []
    for card in range(32):
        suit, rank = divmod(card, 8)
        if kind == GameType.NULL:
            table.append(_NULL_POWER[rank])
        elif rank == 4:
            table.append(_JACK_POWER[suit])
        elif trumps >> card & 1:
            table.append(50 + _SUIT_POWER[rank])
        else:
            table.append(_SUIT_POWER[rank])
    return tuple(table)


TRUMPS: Final = tuple(_trump_mask(k) for k in range(7))
POWER: Final = tuple(_power_table(k) for k in range(7))


def _follow_masks(kind: int) -> tuple[int, ...]:
    trumps = TRUMPS[kind]
    out = []
    for card in range(32):
        if trumps >> card & 1:
            out.append(trumps)
        else:
            out.append(suit_mask(card >> 3) & ~trumps)
    return tuple(out)


FOLLOW: Final = tuple(_follow_masks(k) for k in range(7))
"""FOLLOW[kind][lead] = the cards that count as following ``lead``."""


def legal_mask(kind: int, hand: int, trick: Sequence[int]) -> int:
    """Cards of ``hand`` that may be played to ``trick`` (cards so far, in order)."""
    if not trick:
        return hand
    follow = FOLLOW[kind][trick[0]] & hand
    return follow or hand


def winning_index(kind: int, trick: Sequence[int]) -> int:
    """Index (0–2) within the trick of the card that wins it."""
    power = POWER[kind]
    trumps = TRUMPS[kind]
    lead_set = FOLLOW[kind][trick[0]]
    best = 0
    best_card = trick[0]
    best_trump = bool(trumps >> best_card & 1)
    for i in (1, 2):
        card = trick[i]
        if trumps >> card & 1:
            if not best_trump or power[card] > power[best_card]:
                best, best_card, best_trump = i, card, True
        elif not best_trump and lead_set >> card & 1 and power[card] > power[best_card]:
            best, best_card = i, card
    return best


def sort_key(kind: int | None, card: int) -> tuple[int, int]:
    """Order for showing a hand: trumps first, then suits C S H D, high to low."""
    if kind is None:
        kind = GameType.GRAND
    suit = card >> 3
    if TRUMPS[kind] >> card & 1:
        return (0, -POWER[kind][card])
    group = {3: 1, 2: 2, 1: 3, 0: 4}[suit]
    return (group, -POWER[kind][card])
