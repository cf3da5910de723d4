"""Search effort of the ``normal`` and ``strong`` levels.

``strong`` differs from ``normal`` in effort (more worlds, three games and
discards simulated instead of two, Schneider questions in card play,
full-strength inference, its defenders reading the declarer's shape).
``strong`` bids even when a game is expected to score up to 8 list points
less than passing, ``normal`` up to 16; ``normal`` picks its two games by
their expected score, so that a Grand is not left out for two safer suit
games, and counts half of a trump game's double-dummy losses as wins
(``strong`` 0.35), as its own screens showed to pay. With only the pure-Python
solver twin available, both scale their worlds down
(:meth:`LevelConfig.for_python_core`) to stay responsive.

How each value was screened, with its numbers and deal files:
docs/measurements/README.md, "The settings one by one".
"""

from __future__ import annotations

import dataclasses

from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet

from .declarer_shape import ShapeWeights
from .hand_estimates import OUVERT_AFTER_PICKUP, PLAY_EDGE, expected_gain


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
    """Expected list points a bid must clear over passing; negative because
    the simulation underrates the games it bids on."""
    play_budget_s: float
    """Soft time budget of a card decision, after ``play_worlds`` were used."""
    keep_moves: int = 3
    """Cards kept after the first batch of worlds (successive halving)."""
    first_batch: int = 8
    """Worlds every legal card is evaluated in before the weaker ones are dropped."""
    declarer_first_batch: int = 0
    """``first_batch`` of the declarer's card decisions (0: ``first_batch``);
    see :meth:`play_first`. A declarer's wrong card costs a game, so
    ``strong``'s tries every card in all its 32 worlds."""
    defence_play_worlds: int = 0
    """``play_worlds`` of a defender's card decisions (0: ``play_worlds``); see
    :meth:`card_worlds`. ``strong``'s 20 keep its defenders, who deal 16
    candidates per world for ``shape_evidence``, as quick as with 32 worlds."""
    decl_budget_s: float = 1.0
    """Soft time budget of the discard/declaration simulation."""
    decl_first: int = 4
    """Worlds every (discard, game) candidate is solved in before the weaker are dropped."""
    decl_keep: int = 3
    """(Discard, game) candidates kept after that first batch."""
    dd_optimism: float = 0.35
    """Share of double-dummy losses counted as wins when bidding and declaring
    (the solver's defenders see every card, real ones do not)."""
    null_optimism: float = 0.35
    """``dd_optimism`` for Null games (see :meth:`optimism`), kept apart so
    that it can be tuned apart: ``normal`` reads half of a trump game's
    double-dummy losses as wins, yet a Null's still as 0.35."""
    prior_worlds: float = 8.0
    """Weight (in worlds) of the rules-of-thumb estimate when bidding: it
    steadies the few solved worlds of the auction."""
    decl_prior_worlds: float = 0.0
    """``prior_worlds`` of the discard and the declaration after a pick-up
    (0: the solved worlds alone); see :func:`.declaring.plan_after_pickup`.
    The declaration drops six of nine candidates after four worlds, and the
    prior keeps a few worlds' luck from dropping the right one."""
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
    ``strong`` reads it (with ``defence_oversample`` 16, so that the
    weighting has candidates to choose from); ``normal`` leaves it out."""
    shape_kept: float = 1.0
    """Weight of the discard habit within ``shape_evidence``
    (:func:`.declarer_shape.log_weight`): 1 weighs it as calibrated."""
    defence_oversample: int = 0
    """``oversample`` of a defender's sampling once the game is declared (0:
    the level's own ``oversample``); see :meth:`sampler`."""
    schneider_from_trick: int = 2
    """Card play asks the Schneider questions from this many played tricks on."""
    rank_by_gain: bool = False
    """Choose the games to simulate (``game_candidates``) by their rules-of-thumb
    expected score rather than their win chance: a Grand won 75 % of the time
    is worth more than a suit game won 85 % (:meth:`candidate_score`).
    ``normal`` sets it; ``strong``, which simulates three games, gained
    nothing measurable from it."""
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
        defenders would find anyway.
        """
        if game is GameType.NULL:
            return self.null_optimism
        return self.dd_optimism

    def candidate_score(self, rules: RuleSet, win: float, value: int, ouvert: bool) -> float:
        """How a game with rules-of-thumb chance ``win`` and value ``value``
        ranks among the candidates to simulate: by that chance, or with
        :attr:`rank_by_gain` by the expected score (an Ouvert's chance
        lowered as its prior lowers it)."""
        if not self.rank_by_gain:
            return win
        if ouvert:
            win = win**OUVERT_AFTER_PICKUP
        return expected_gain(rules, min(1.0, win + PLAY_EDGE), value)

    def sampler(self, defending: bool) -> tuple[int, float]:
        """(oversample, inference strength) of a seat's sampled worlds.

        A defender in a declared game may deal more candidates per world kept
        than everyone else (``defence_oversample``): the declarer's bid, game
        and pick-up say much about one hand, and with too few candidates per
        world kept the weighting cannot follow them.
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
    bid_margin=-16.0,
    play_budget_s=0.3,
    keep_moves=3,
    first_batch=10,
    decl_budget_s=0.5,
    play_nodes=6_000_000,
    decl_nodes=8_000_000,
    bid_nodes=7_000_000,
    query_nodes=2_000_000,
    rank_by_gain=True,
    dd_optimism=0.5,
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
