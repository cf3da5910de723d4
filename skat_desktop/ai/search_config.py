"""Search effort of the ``normal`` and ``strong`` levels, and the option record.

``strong`` differs from ``normal`` in effort (more worlds, more candidate
discards, Schneider questions in card play, full-strength inference) and in
bidding: it bids even when a game is expected to score up to 8 list points
less than passing, where ``normal`` wants 8 more (see ``STRONG.bid_margin``). With
only the pure-Python solver twin available, both scale their worlds down
(:meth:`LevelConfig.for_python_core`) to stay responsive.
"""

from __future__ import annotations

import dataclasses

from skat_desktop.engine.skat.game_types import GameType

from .declarer_shape import ShapeWeights


@dataclasses.dataclass(frozen=True)
class LevelConfig:
    """Search effort of one level (worlds per decision kind and so on)."""

    name: str
    play_worlds: int
    """Worlds per card decision (at least; late in the deal more, they are cheap)."""
    bid_worlds: int
    """Worlds for the auction (simulated once per deal, then reused)."""
    declare_worlds: int
    """Worlds for pick-up/hand, the discard and the declaration."""
    discard_candidates: int
    """Discards per game (best by rules of thumb) that are simulated."""
    game_candidates: int
    """Games (best by rules of thumb) that are simulated."""
    oversample: int
    """Candidate worlds dealt per world kept (weighted by inference)."""
    inference: float
    """Strength of the soft evidence (0: only hard facts such as voids)."""
    schneider: bool
    """Ask the solver the Schneider questions (90/31), not only 61."""
    bid_margin: float
    """Expected list points a bid must clear over passing."""
    play_budget_s: float
    """Soft time budget of a card decision, after ``play_worlds`` were used."""
    keep_moves: int = 3
    """Cards kept after the first batch of worlds (successive halving)."""
    first_batch: int = 8
    """Worlds every legal card is evaluated in before the weaker ones are dropped."""
    declarer_first_batch: int = 0
    """``first_batch`` of the declarer's card decisions (0: ``first_batch``);
    see :meth:`play_first`.

    32 for ``strong`` (its 32 worlds; late in the deal, when it samples
    more, the first 32): dropping all but the best three cards after 10
    worlds often drops the card that more worlds would rank first, and a
    declarer's wrong card costs a game. Screened with the paired card plays
    of ``oracle_match.py`` (seed 2041, 712 deals): +3.96 [1.06, 6.86] points
    per deal for the declarer, who won 556 games instead of 543
    (docs/measurements/skat_strong_declarer_fb32_seed2041_712.jsonl). The same
    for the defenders, 1,464 deals: +0.16 [-0.28, 0.61] per seat, no gain
    (..._defence_fb32_seed2041_1464.jsonl)."""
    defence_play_worlds: int = 0
    """``play_worlds`` of a defender's card decisions (0: ``play_worlds``); see
    :meth:`card_worlds`. ``strong`` sets 20 with its ``shape_evidence`` (see
    there), which keeps its defenders' card decisions as quick as with 32
    worlds and 4 candidates each."""
    decl_budget_s: float = 1.0
    """Soft time budget of the discard/declaration simulation."""
    decl_first: int = 4
    """Worlds every (discard, game) candidate is solved in before the weaker are dropped."""
    decl_keep: int = 3
    """(Discard, game) candidates kept after that first batch.

    Twice ``strong``'s auction and declaration effort (worlds, ``decl_first``,
    node caps and budget) was screened against ``strong`` over 183 deals (seed
    2026): -1.01 [-3.57, 1.56] points per deal, no measured gain
    (docs/measurements/skat_strong_effort_x2_vs_strong_183.jsonl)."""
    dd_optimism: float = 0.35
    """Share of double-dummy losses counted as wins when bidding and declaring.

    0.5 for ``strong`` was screened against 0.35 over 300 deals (seed 2026):
    +0.41 [-2.04, 2.86] points per deal, no measured gain
    (docs/measurements/skat_strong_bid_o0.5_vs_m-8_300.jsonl)."""
    null_optimism: float = 0.35
    """``dd_optimism`` for Null games (see :meth:`optimism`).

    As high as for trump games in both levels: ``strong`` wins only about 60 %
    of its Nulls, yet a screened duplicate match over 600 deals (seed 2026,
    deals 1,454 to 2,053) found no gain in reading them more cautiously: 0 gave
    +0.10 [-0.73, 0.92] points per deal, 0.15 gave +0.34 [-0.50, 1.18]
    (docs/measurements/skat_strong_bid_n*_vs_m-8_600.jsonl)."""
    prior_worlds: float = 8.0
    """Weight (in worlds) of the rules-of-thumb estimate when bidding.

    16 for ``strong`` was screened against 8 over 627 deals (seed 2026):
    +0.05 [-0.51, 0.61] points per deal, no measured gain
    (docs/measurements/skat_strong_bid_p16_vs_m-8_*.jsonl). 0 (the solved
    worlds alone) over 2,005 deals: -0.66 [-1.15, -0.17], a measured loss
    (docs/measurements/skat_strong_bid_p0_vs_m-8_*.jsonl)."""
    decl_prior_worlds: float = 0.0
    """``prior_worlds`` of the discard and the declaration after a pick-up
    (0: the solved worlds alone); see :func:`.declaring.plan_after_pickup`.

    The declaration drops six of nine (discard, game) candidates after four
    worlds; `strong`'s 8 screened at +0.52 [0.02, 1.01] over 0 (seed 2058)."""
    play_nodes: int = 0
    """Solver nodes after which a card decision starts no further batch of
    worlds, even short of ``play_worlds`` (0: no cap). Cuts the rare card
    decisions whose worlds are hard to solve (see :func:`.world_runner.halving`)."""
    decl_nodes: int = 0
    """The same cap for the discard/declaration simulation."""
    bid_nodes: int = 0
    """The same cap for the auction's simulation (at least half its worlds)."""
    query_nodes: int = 0
    """Solver nodes one query may search before its world is left out of the
    decision (0: no limit; the decision's first world is always kept). Bounds
    the rare world that alone takes a hundred times the usual work, which the
    caps above, checked between worlds, cannot stop once it has started."""
    shape_evidence: float = 0.0
    """Weight of what the declarer's trump suit and discards say about his
    lengths in a defender's worlds (:mod:`.declarer_shape`; 0: left out).

    Told the declarer's lengths alone, ``strong``'s defenders gained about
    half of what being told every card gains them (see the measurements
    README, seed 2050). ``strong`` uses 1, with ``defence_oversample`` 16
    and ``defence_play_worlds`` 20 (its settings below say what the screen
    measured); ``normal`` leaves it out."""
    shape_kept: float = 1.0
    """Weight of the discard habit within ``shape_evidence``
    (:func:`.declarer_shape.log_weight`): 1 weighs it as calibrated.

    With 16 candidates per world kept, weight 1 moves the worlds only part
    of the way: ``shape_calibration.py --seed 4101 --range 300:400`` (deals
    the weights were not taken from) found the declarer kept none of a
    discarded suit in 32 % of the true hands and 21 % of the worlds, three
    or more in 9 % and 17 %; with ``shape_kept`` 1.6, 29 % and 9 % of the
    worlds (30 % and 10 % of the true hands, the declarers' play differing a
    little from run to run). The trump-suit habit is about right at 1.

    Both levels keep 1: 1.6 for ``strong``'s defenders, screened with the
    paired card plays of ``oracle_match.py`` (seed 2054, 2,000 deals), gave
    -0.14 [-0.52, 0.24] points per defender seat and deal, no gain
    (docs/measurements/skat_strong_defence_kept16_seed2054_*.jsonl)."""
    defence_oversample: int = 0
    """``oversample`` of a defender's sampling once the game is declared (0:
    the level's own ``oversample``); see :meth:`sampler`."""
    schneider_from_trick: int = 2
    """Card play asks the Schneider questions from this many played tricks on."""
    search_from_trick: int = 0
    """Decisions before this many played tricks follow the rules of thumb.

    0 with the C core. The Python twin needs seconds for one trick-1 world, so
    without the C core the auction, the declaration and the opening tricks
    are played by rule and the search starts when the hands are short enough
    to solve within the same time bounds."""

    def optimism(self, game: GameType) -> float:
        """Share of a game's double-dummy losses counted as wins.

        Null has its own share so that it can be tuned apart: a trump game's
        double-dummy loss often rests on defenders who see through the
        declarer's cards, while a Null's may need only the one hole the
        defenders would find anyway. Screens found no gain in counting fewer
        (see ``null_optimism``), so both shares are 0.35 for now.
        """
        if game is GameType.NULL:
            return self.null_optimism
        return self.dd_optimism

    def sampler(self, defending: bool) -> tuple[int, float]:
        """(oversample, inference strength) of a seat's sampled worlds.

        A defender in a declared game may deal more candidates per world kept
        than everyone else (``defence_oversample``): the
        declarer's bid, game and pick-up say much about one hand, and with too
        few candidate worlds per world kept the weighting cannot follow them
        (``build_scripts/inference_check.py``: at ``strong``'s 4 and 1 the
        defenders' worlds give the declarer 0.8 trumps too few at the first
        trick), while the declarer's worlds hardly change with the setting.
        """
        if not defending:
            return self.oversample, self.inference
        return self.defence_oversample or self.oversample, self.inference

    def shape_weights(self) -> ShapeWeights:
        """What a defender's worlds read of the declarer's habits
        (``shape_evidence``, ``shape_kept``)."""
        return ShapeWeights(self.shape_evidence, self.shape_kept)

    def play_first(self, declaring: bool) -> int:
        """Worlds every legal card is tried in before the weaker are dropped:
        the declarer's own (``declarer_first_batch``) where the level sets one,
        since his card decisions gained from more than the defenders' did."""
        if declaring and self.declarer_first_batch:
            return self.declarer_first_batch
        return self.first_batch

    def card_worlds(self, defending: bool) -> int:
        """Worlds of a card decision (at least; late in the deal more): a
        defender's own (``defence_play_worlds``) where the level sets one."""
        if defending and self.defence_play_worlds:
            return self.defence_play_worlds
        return self.play_worlds

    def scaled(self, factor: int) -> LevelConfig:
        return dataclasses.replace(
            self,
            play_worlds=max(6, self.play_worlds // factor),
            bid_worlds=max(4, self.bid_worlds // factor),
            declare_worlds=max(4, self.declare_worlds // factor),
            discard_candidates=max(1, self.discard_candidates // 2),
            game_candidates=max(2, self.game_candidates - 1),
            first_batch=max(4, self.first_batch // factor),
            declarer_first_batch=(
                max(4, self.declarer_first_batch // factor) if self.declarer_first_batch else 0
            ),
            defence_play_worlds=(
                max(6, self.defence_play_worlds // factor) if self.defence_play_worlds else 0
            ),
        )

    def for_python_core(self) -> LevelConfig:
        """Fewer worlds, and rules of thumb until the hands are short (see
        ``search_from_trick``): the bounds of the C core kept by the Python twin."""
        return dataclasses.replace(self.scaled(PYTHON_SCALE), search_from_trick=PYTHON_SEARCH_FROM)


NORMAL = LevelConfig(
    "normal",
    play_worlds=20,
    bid_worlds=10,
    declare_worlds=14,
    discard_candidates=2,
    game_candidates=2,
    oversample=2,
    inference=0.7,
    schneider=False,
    bid_margin=8.0,
    play_budget_s=0.3,
    keep_moves=3,
    first_batch=10,
    decl_budget_s=0.5,
    play_nodes=6_000_000,
    decl_nodes=8_000_000,
    bid_nodes=7_000_000,
    query_nodes=2_000_000,
)
STRONG = LevelConfig(
    "strong",
    # Why each value is what it is, with the screen behind it and its file:
    # docs/measurements/README.md, "Why strong is set as it is".
    play_worlds=32,
    bid_worlds=20,
    declare_worlds=30,
    discard_candidates=3,
    game_candidates=3,
    oversample=4,
    inference=1.0,
    schneider=True,
    bid_margin=-8.0,
    play_budget_s=0.7,
    keep_moves=3,
    first_batch=10,
    declarer_first_batch=32,
    decl_budget_s=0.7,
    decl_prior_worlds=8.0,
    play_nodes=10_000_000,
    decl_nodes=18_000_000,
    bid_nodes=20_000_000,
    query_nodes=3_000_000,
    shape_evidence=1.0,
    defence_oversample=16,
    defence_play_worlds=20,
)
CONFIGS = {"normal": NORMAL, "strong": STRONG}
TIE_TOLERANCE = 1.0
"""Expected-utility difference (list points) below which card options count as tied."""
PYTHON_SCALE = 4
"""Without the C core the solver is ~50–100× slower: worlds are divided by this."""
RAMSCH_SEARCH_FROM = 3
"""Ramsch card play is searched once this many tricks are played (rules before)."""
PYTHON_SEARCH_FROM = 4
"""Without the C core, the search starts after this many tricks (6 cards left)."""
