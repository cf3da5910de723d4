"""A deliberately naive reference for the double-dummy solver tests.

Card rules, a plain minimax and random endgames written straight from the
rules, sharing no code with the solver, so agreement with it is real evidence:
the value tests compare every core against ``brute_value`` and the table
tests build their positions with ``random_endgame``.
"""

from __future__ import annotations

import random

from skat_desktop.ai.solver import GAME_NULL, GAME_RAMSCH, Position

POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
JACK = 4
# Strength of non-trump ranks outside Null: 7 8 9 Q K T A.
PLAIN_STRENGTH = {0: 0, 1: 1, 2: 2, 5: 3, 6: 4, 3: 5, 7: 6}


# ----------------------------------------------------------- reference rules


def is_trump(game: int, card: int) -> bool:
    suit, rank = divmod(card, 8)
    if game == GAME_NULL:
        return False
    return rank == JACK or suit == game


def follow_class(game: int, card: int) -> int:
    """4 for "trumps", else the suit."""
    return 4 if is_trump(game, card) else card // 8


def strength(game: int, card: int) -> int:
    suit, rank = divmod(card, 8)
    if game == GAME_NULL:
        return rank  # 7 8 9 T J Q K A is the natural index order
    if rank == JACK:
        return 200 + suit
    if is_trump(game, card):
        return 100 + PLAIN_STRENGTH[rank]
    return PLAIN_STRENGTH[rank]


def ref_legal(game: int, hand: list[int], trick: list[int]) -> list[int]:
    if not trick:
        return hand
    led = follow_class(game, trick[0])
    same = [c for c in hand if follow_class(game, c) == led]
    return same or hand


def ref_winner(game: int, leader: int, trick: list[int]) -> int:
    trumps = [c for c in trick if is_trump(game, c)]
    if trumps:
        best = max(trumps, key=lambda c: strength(game, c))
    else:
        led = follow_class(game, trick[0])
        best = max(
            (c for c in trick if follow_class(game, c) == led), key=lambda c: strength(game, c)
        )
    return (leader + trick.index(best)) % 3


def cards_of(mask: int) -> list[int]:
    return [c for c in range(32) if (mask >> c) & 1]


def brute_value(pos: Position, schwarz: bool = False) -> int:
    """Plain minimax straight from the rules: no pruning, no ordering, no card merging.

    Values of trick-start positions are memoised (they do not depend on the
    past), only to keep the test fast.  ``schwarz``: value 1 if the declarer's
    opponents can win a trick.
    """
    game, decl = pos.game, pos.declarer
    hands = [cards_of(h) for h in pos.hands]
    memo: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int], int] = {}

    def maximises(seat: int) -> bool:
        if schwarz or game in (GAME_NULL, GAME_RAMSCH):
            return seat != decl
        return seat == decl

    def rec(leader: int, trick: list[int]) -> int:
        if len(trick) == 3:
            winner = ref_winner(game, leader, trick)
            rest_empty = not any(hands)
            if schwarz:
                return 1 if winner != decl else (0 if rest_empty else rec(winner, []))
            if game == GAME_NULL:
                return 1 if winner == decl else (0 if rest_empty else rec(winner, []))
            gain = sum(POINTS[c & 7] for c in trick) if winner == decl else 0
            return gain if rest_empty else gain + rec(winner, [])
        if not trick:
            if not any(hands):
                return 0
            key = (tuple(hands[0]), tuple(hands[1]), tuple(hands[2]), leader)
            if key not in memo:
                memo[key] = rec_trick(leader)
            return memo[key]
        return rec_trick(leader, trick)

    def rec_trick(leader: int, trick: list[int] | None = None) -> int:
        trick = trick or []
        seat = (leader + len(trick)) % 3
        values = []
        for card in ref_legal(game, hands[seat], trick):
            hands[seat].remove(card)
            values.append(rec(leader, [*trick, card]))
            hands[seat].append(card)
            hands[seat].sort()
        return max(values) if maximises(seat) else min(values)

    return rec(pos.leader, list(pos.trick))


def random_endgame(
    rng: random.Random, max_tricks: int, game: int | None = None, min_tricks: int = 1
) -> Position:
    """Random cards, k tricks to go, 0-2 cards already on the table."""
    if game is None:
        game = rng.randrange(7)
    k = rng.randint(min_tricks, max_tricks)
    deck = list(range(32))
    rng.shuffle(deck)
    leader = rng.randrange(3)
    tn = rng.randrange(3)
    hands = [0, 0, 0]
    at = 0
    for i in range(3):
        seat = (leader + i) % 3
        n = k - 1 if i < tn else k
        hands[seat] = sum(1 << c for c in deck[at : at + n])
        at += n
    trick = tuple(deck[at : at + tn])
    return Position(game, (hands[0], hands[1], hands[2]), rng.randrange(3), leader, trick)


def play(pos: Position, card: int) -> tuple[Position | None, int]:
    """Position after ``card`` plus the value already settled by it.

    Returns ``(None, settled)`` when the game is decided (Null trick won by the
    declarer, or the last trick played).
    """
    seat = (pos.leader + len(pos.trick)) % 3
    hands = list(pos.hands)
    hands[seat] &= ~(1 << card)
    trick = [*pos.trick, card]
    if len(trick) < 3:
        return Position(
            pos.game, (hands[0], hands[1], hands[2]), pos.declarer, pos.leader, tuple(trick)
        ), 0
    winner = ref_winner(pos.game, pos.leader, trick)
    if pos.game == GAME_NULL:
        if winner == pos.declarer:
            return None, 1
        settled = 0
    else:
        settled = sum(POINTS[c & 7] for c in trick) if winner == pos.declarer else 0
    if not any(hands):
        return None, settled
    return Position(pos.game, (hands[0], hands[1], hands[2]), pos.declarer, winner), settled


def total_points(pos: Position) -> int:
    return sum(POINTS[c & 7] for h in pos.hands for c in cards_of(h)) + sum(
        POINTS[c & 7] for c in pos.trick
    )
