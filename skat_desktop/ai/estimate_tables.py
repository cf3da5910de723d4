"""The rules-of-thumb win estimates as lookup tables, one per suit.

The inference model weighs every candidate world by how well each hidden hand
fits what its player did (:mod:`.inference`), which asks
:func:`.hand_estimates.win_estimate` several times per candidate: hundreds of
thousands of calls per deal, and most of the sampling time. Its logistic models
are nearly *additive over the four suits*: each feature (aces, guarded tens,
voids, card points, jacks, trump length) is a sum of what each suit's eight
cards contribute. So the logit of a hand is a constant plus one table entry
per suit (the suit's 8 bits index 256 entries), plus the few terms that are not
sums: the seat, the skat's points, the squared trump length of suit games and
the worst Null suit.

The tables are not written by hand: :func:`build` derives every entry from
the feature function and weights of :mod:`.hand_estimates`, so the model lives
in one place, and a test checks the tables against it on random hands.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.tricks import TRUMPS

from .evaluation import bits

Features = Callable[[int, int, int, int], list[float]]
"""``features(game, hand, seat, skat_points)`` of :mod:`.hand_estimates`."""

SQUARED_TRUMPS = 15
"""Index of a suit game's feature that grows with the square of the trump count."""
WORST_NULL_SUIT = 2
"""Index of the Null feature that is the largest risk of any one suit."""


@dataclasses.dataclass(frozen=True)
class Tables:
    """The logit of one model (game, before or after the pick-up) by lookup."""

    base: float
    """Bias plus every additive feature of the empty hand, seat not Forehand, no skat points."""
    suits: tuple[tuple[float, ...], ...]
    """[suit][its 8 bits]: what the suit's cards add to the additive features."""
    forehand: float
    """Added when the seat is Forehand."""
    per_skat_point: float
    by_trumps: tuple[float, ...] | None
    """[trump count]: the squared trump term of a suit game (None elsewhere)."""
    worst: tuple[tuple[float, ...], ...] | None
    """[suit][its 8 bits]: the Null risk of the suit; the largest counts."""
    worst_weight: float
    trumps: int
    """The game's trump mask (for the trump count)."""

    def logit(self, hand: int, seat: int, skat_points: int) -> float:
        suits = self.suits
        x = (
            self.base
            + suits[0][hand & 255]
            + suits[1][hand >> 8 & 255]
            + suits[2][hand >> 16 & 255]
            + suits[3][hand >> 24 & 255]
        )
        if seat == 0:
            x += self.forehand
        if skat_points:
            x += self.per_skat_point * skat_points
        if self.by_trumps is not None:
            x += self.by_trumps[(hand & self.trumps).bit_count()]
        if self.worst is not None:
            w = self.worst
            x += self.worst_weight * max(
                w[0][hand & 255],
                w[1][hand >> 8 & 255],
                w[2][hand >> 16 & 255],
                w[3][hand >> 24 & 255],
            )
        return x


def build(
    game: int, weight_sets: Sequence[Sequence[float]], features: Features
) -> tuple[Tables, ...]:
    """The tables of each model in ``weight_sets`` over ``features`` for ``game``.

    Each suit's entry is the change its cards alone make to the weighted
    features of the empty hand; the seat and the skat points are read off the
    empty hand the same way. The terms that are not sums over suits are
    tabulated apart: by trump count for suit games, by suit (the largest
    counts) for the Null's worst suit. The models of one game (before and
    after the pick-up) share their features, so these are computed once.
    """
    is_suit = GameType(game).is_suit
    skip = SQUARED_TRUMPS if is_suit else WORST_NULL_SUIT if game == GameType.NULL else None
    empty_f = features(game, 0, 1, 0)
    forehand_f = features(game, 0, 0, 0)
    skat_f = features(game, 0, 1, 10)
    suit_f = [[features(game, p << 8 * s, 1, 0) for p in range(256)] for s in range(4)]
    trumps = TRUMPS[game] if game != GameType.NULL else 0
    order = bits(trumps)
    # The squared trump length, by trump count (only suit games weigh it).
    trump_f = [
        features(game, sum(1 << c for c in order[:n]), 1, 0)
        for n in (range(len(order) + 1) if is_suit else ())
    ]
    worst: tuple[tuple[float, ...], ...] | None = None
    if game == GameType.NULL:
        worst = tuple(tuple(f[WORST_NULL_SUIT] for f in row) for row in suit_f)

    def one(w: Sequence[float]) -> Tables:
        def weighted(f: list[float]) -> float:
            return sum(w[i + 1] * v for i, v in enumerate(f) if i != skip)

        empty = weighted(empty_f)
        suits = tuple(tuple(weighted(f) - empty for f in row) for row in suit_f)
        by_trumps = (
            tuple(w[SQUARED_TRUMPS + 1] * f[SQUARED_TRUMPS] for f in trump_f) if is_suit else None
        )
        return Tables(
            base=w[0] + empty,
            suits=suits,
            forehand=weighted(forehand_f) - empty,
            per_skat_point=(weighted(skat_f) - empty) / 10.0,
            by_trumps=by_trumps,
            worst=worst,
            worst_weight=w[WORST_NULL_SUIT + 1] if worst is not None else 0.0,
            trumps=trumps,
        )

    return tuple(one(w) for w in weight_sets)
