"""The win estimates by lookup table equal the weighted features they are
built from (:mod:`skat_desktop.ai.estimate_tables`)."""

from __future__ import annotations

import math
import random

import pytest

from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai.evaluation import sigmoid
from skat_desktop.engine.cards import JACKS_MASK, suit_mask
from skat_desktop.engine.skat.game_types import GameType

GAMES = [g for g in GameType if g is not GameType.RAMSCH]


def _direct(game: int, hand: int, seat: int, pre: bool, skat_points: int) -> float:
    """The model as written: bias plus each weighted feature."""
    w = est._weights(game, pre)
    f = est.features(game, hand, seat, skat_points)
    return sigmoid(w[0] + sum(a * b for a, b in zip(w[1:], f, strict=True)))


def _hands(rng: random.Random, n: int) -> list[int]:
    """Random hands of 10 and of 12 cards, and a few shorter ones (played-out seats)."""
    out = []
    for i in range(n):
        size = (10, 12, 7, 3)[i % 4]
        out.append(sum(1 << c for c in rng.sample(range(32), size)))
    return out


@pytest.mark.parametrize("game", GAMES, ids=[g.code for g in GAMES])
@pytest.mark.parametrize("pre", [True, False], ids=["pre", "post"])
def test_tables_equal_the_weighted_features(game: GameType, pre: bool) -> None:
    rng = random.Random(int(game) * 2 + pre)
    for hand in _hands(rng, 400):
        seat = rng.randrange(3)
        skat = rng.choice((0, 7, 21))
        got = est.win_estimate(game, hand, seat, pre=pre, skat_points=skat)
        assert math.isclose(got, _direct(game, hand, seat, pre, skat), rel_tol=1e-12, abs_tol=1e-15)


def test_long_trump_suits_and_the_worst_null_suit() -> None:
    """The two terms that are not sums over suits: seven trumps and more, and
    a Null hand whose one bad suit decides."""
    jacks_and_clubs = JACKS_MASK | suit_mask(3)
    for hand in (jacks_and_clubs, 0xFF << 24 | 0x3, 0x80 | 0x8000 | 0x800000 | 0x80000000):
        for game in (GameType.CLUBS, GameType.NULL, GameType.GRAND):
            for pre in (True, False):
                got = est.win_estimate(game, hand, 0, pre=pre, skat_points=10)
                assert math.isclose(
                    got, _direct(game, hand, 0, pre, 10), rel_tol=1e-12, abs_tol=1e-15
                )
