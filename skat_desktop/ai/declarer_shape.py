"""What a declarer's choice of trumps and his discards say about his lengths.

Told the declarer's lengths, ``strong``'s defenders win about half of what
they win told every card. The soft evidence of :class:`.inference.Likelihood` already
reads his trumps from his bid and game, but nothing in it says which plain
suits are long or short. Two regularities of declarers' hands do:

* **the trump suit is his longest**: a declarer whose other suit is longer
  than his trump suit (jacks aside) would mostly have named that suit;
* **a discard voids a suit**: a declarer who lays away a plain suit's card
  after picking up the skat usually clears the suit, or keeps a guard or
  a lone ace, not three more of it.

:func:`features` reads both from a world's hand for the declarer; the
weights that turn them into a likelihood factor are the ratio of how often
each feature value occurs in the declarers' true hands to how often it
occurs in the defenders' sampled worlds (:data:`EXCESS_LOG`,
:data:`KEPT_LOG`). The measurements behind both: docs/measurements/README.md.
:class:`ShapeWeights` says how much of each a level's defenders read.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from skat_desktop.engine.cards import JACKS_MASK, suit_mask
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.tricks import TRUMPS

EXCESS_RANGE: Final = (-4, 3)
"""Bounds of :func:`features`' first value (further out counts as the bound)."""
KEPT_MAX: Final = 3
"""Bound of :func:`features`' second value."""
NO_DISCARD: Final = -1
"""The second value of a hand game, or of a pick-up that laid away trumps only."""


def features(game: int, hand: int, skat: int, picked_up: bool) -> tuple[int, int] | None:
    """(excess, kept) of a declarer's 10-card ``hand`` (before any card is
    played) and the ``skat`` he laid away, in a trump game (None in Null).

    ``excess``: the longest other suit's plain cards minus the trump suit's
    (jacks not counted; the skat counted when he picked it up, since he
    chose the game with twelve cards); 0 in a Grand. ``kept``: his plain
    cards left in the suits he laid a plain card of away
    (:data:`NO_DISCARD` where he laid none away).
    """
    if game == GameType.NULL or game > GameType.GRAND:
        return None
    trumps = TRUMPS[game]
    excess = 0
    if game < GameType.GRAND:
        twelve = hand | skat if picked_up else hand
        own = (twelve & suit_mask(game) & ~JACKS_MASK).bit_count()
        other = max((twelve & suit_mask(s) & ~trumps).bit_count() for s in range(4) if s != game)
        excess = max(EXCESS_RANGE[0], min(EXCESS_RANGE[1], other - own))
    kept = NO_DISCARD
    if picked_up:
        laid = [s for s in range(4) if skat & suit_mask(s) & ~trumps]
        if laid:
            kept = min(KEPT_MAX, sum((hand & suit_mask(s) & ~trumps).bit_count() for s in laid))
    return excess, kept


FLOOR: Final = -3.0
"""The lowest log-weight (a factor of 0.05), as :class:`.inference.Likelihood`
bounds its factors: no habit is so sure that it rules a world out."""
EXCESS_LOG: Final[dict[int, float]] = {
    -4: 1.04,
    -3: 0.93,
    -2: 0.62,
    -1: 0.62,
    0: 0.09,
    1: -0.53,
    2: FLOOR,
    3: FLOOR,
}
"""Log-weight of each excess value (``shape_calibration.py --seed 4101
--range 0:300``); a measured value below :data:`FLOOR` counts as it."""
KEPT_LOG: Final[dict[int, float]] = {-1: -0.07, 0: 1.83, 1: 0.52, 2: -0.59, 3: -1.21}
"""Log-weight of each kept value, from the same run."""


def log_weight(game: int, hand: int, skat: int, picked_up: bool, kept_weight: float = 1.0) -> float:
    """The log-likelihood factor of a world giving the declarer ``hand`` and
    ``skat`` (0 in Null), the discard habit's term times ``kept_weight``.

    The weights are the ratio of true to sampled frequencies, but a sampler
    that keeps one world of a few candidates moves the worlds only part of
    the way towards them; a weight on one habit lets a level push further
    where the calibration shows it falls short (``LevelConfig.shape_kept``).
    """
    f = features(game, hand, skat, picked_up)
    if f is None:
        return 0.0
    return EXCESS_LOG.get(f[0], 0.0) + kept_weight * KEPT_LOG.get(f[1], 0.0)


@dataclasses.dataclass(frozen=True)
class ShapeWeights:
    """How much a defender's worlds read of the declarer's habits.

    One record instead of a weight per habit passed through every layer from
    the level's settings (``LevelConfig.shape_weights``) to the likelihood:
    the sampler needs only to hand it on.
    """

    evidence: float = 0.0
    """Weight of the whole factor; 0 leaves the shape out."""
    kept: float = 1.0
    """Weight of the discard habit within it (:data:`KEPT_LOG`)."""

    @property
    def active(self) -> bool:
        return self.evidence > 0

    def log_weight(self, game: int, hand: int, skat: int, picked_up: bool) -> float:
        """The factor's log for a world giving the declarer ``hand`` and
        ``skat`` (0 in Null or when the weights leave it out)."""
        if not self.active or game == GameType.NULL or game > GameType.GRAND:
            return 0.0
        return self.evidence * log_weight(game, hand, skat, picked_up, self.kept)


NO_SHAPE: Final = ShapeWeights()
"""Weights that leave the declarer's shape out."""
