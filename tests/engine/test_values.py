"""Game values in one place: ``contract_value``, ``multiplier``, ``value_bounds``.

The multiplier's fast sum must equal the levels the result panel lists; the
value of a won game must equal what ``score_game`` scores; the bounds for an
unknown skat must equal a brute force over every skat.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skat_desktop.engine.cards import ALL_MASK, CardSet
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import CLASSIC_1997, OFFICIAL, RuleSet
from skat_desktop.engine.skat.scoring import (
    Contract,
    PlayOutcome,
    contract_base_value,
    contract_value,
    matadors,
    multiplier,
    score_game,
    suit_levels,
    trump_sequence,
    value_bounds,
)

TRUMP_GAMES = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
    GameType.GRAND,
)
RULES = (OFFICIAL, CLASSIC_1997, OFFICIAL.replace(matador_cap=4))


def contracts(game: GameType) -> list[Contract]:
    out = [Contract(game), Contract(game, hand=True)]
    if game is GameType.NULL:
        return [*out, Contract(game, ouvert=True), Contract(game, hand=True, ouvert=True)]
    return [
        *out,
        Contract(game, True, True),
        Contract(game, True, True, True),
        Contract(game, True, True, True, True),
    ]


def test_multiplier_is_the_sum_of_the_levels() -> None:
    for rules in RULES:
        for game in TRUMP_GAMES:
            for contract in contracts(game):
                for mats in range(-11, 12):
                    for schneider in (False, True):
                        for schwarz in (False, True):
                            levels = suit_levels(rules, contract, mats, schneider, schwarz)
                            assert multiplier(rules, contract, mats, schneider, schwarz) == sum(
                                n for _, n in levels
                            )


def test_matadors_follow_the_trump_sequence() -> None:
    rng = random.Random(7)
    for _ in range(500):
        game = rng.choice(TRUMP_GAMES)
        cards = sum(1 << c for c in rng.sample(range(32), 12))
        sequence = trump_sequence(game)
        holding = bool(cards >> sequence[0] & 1)
        run = 0
        while run < len(sequence) and bool(cards >> sequence[run] & 1) == holding:
            run += 1
        assert matadors(game, cards) == (run if holding else -run)
        assert matadors(game, cards, 4) == (min(run, 4) if holding else -min(run, 4))
    assert matadors(GameType.NULL, ALL_MASK) == 0


@given(seed=st.integers(0, 2**32))
def test_contract_value_is_what_a_won_game_scores(seed: int) -> None:
    rng = random.Random(seed)
    rules: RuleSet = rng.choice(RULES)
    game = rng.choice((*TRUMP_GAMES, GameType.NULL))
    contract = rng.choice(contracts(game))
    cards12 = sum(1 << c for c in rng.sample(range(32), 12))
    value = contract_value(rules, contract, cards12)
    if contract.schwarz:
        outcome = PlayOutcome(card_points=120, declarer_tricks=10, defender_tricks=0)
    elif game is GameType.NULL:
        outcome = PlayOutcome(card_points=0, declarer_tricks=0, defender_tricks=10)
    else:  # won, no Schneider made unless announced
        points = 90 if contract.schneider else 61
        outcome = PlayOutcome(card_points=points, declarer_tricks=9, defender_tricks=1)
    result = score_game(rules, contract, 0, 18, cards12, outcome)
    assert result.won and result.game_value == value
    assert value_bounds(rules, contract, cards12) == (value, value)
    if game is GameType.NULL:
        assert value == contract_base_value(rules, contract)


def brute_force(rules: RuleSet, contract: Contract, hand: int, unknown: int) -> tuple[int, int]:
    values = [
        contract_value(rules, contract, hand | (1 << a) | (1 << b))
        for a, b in combinations(list(CardSet(unknown)), 2)
    ]
    return min(values), max(values)


@given(seed=st.integers(0, 2**32))
def test_value_bounds_equal_a_brute_force_over_every_skat(seed: int) -> None:
    rng = random.Random(seed)
    rules = rng.choice(RULES)
    game = rng.choice(TRUMP_GAMES)
    contract = rng.choice(contracts(game))
    order = list(range(32))
    rng.shuffle(order)
    hand = sum(1 << c for c in order[:10])
    # The two skat cards come from the 22 unseen, or from fewer (the AI knows more).
    unknown = sum(1 << c for c in order[10 : 10 + rng.choice((2, 3, 5, 22))])
    assert value_bounds(rules, contract, hand, unknown) == brute_force(
        rules, contract, hand, unknown
    )


@pytest.mark.parametrize(
    ("game", "hand", "low", "high"),
    [
        # Without CJ: "without 1" at worst, with 7 if CJ and DJ lie in the skat.
        (GameType.CLUBS, "SJ HJ CA CT CK C7 SA ST HA D7", 36, 108),
        # With 4 in Grand whatever the skat: 24 × (4 + 1 + 1).
        (GameType.GRAND, "CJ SJ HJ DJ CA CT SA ST HA D7", 144, 144),
    ],
)
def test_hand_game_bounds(game: GameType, hand: str, low: int, high: int) -> None:
    cards = CardSet.parse(hand).mask
    bounds = value_bounds(OFFICIAL, Contract(game, hand=True), cards, ALL_MASK & ~cards)
    assert (bounds.low, bounds.high) == (low, high)
