"""Breaking card-play ties by double-dummy card points.

Often every candidate card gives the same expected list score: every card
wins the game in every sampled world, or every card loses it. The score then
says nothing, and the rules of thumb choose. This module offers another
judge for those ties: the card after which the declarer's side takes the
most card points (a defender: the fewest) when the rest is played out
double-dummy, averaged over the decision's worlds. A won game played for the
larger margin leaves more room for a later misjudged card; a lost game's
defenders who hold the declarer to fewer points leave the declarer less room
to recover from a wrong guess. Duplicate matches against the rules of thumb,
for every seat's ties and for the declarer's suit games alone, found no
measured gain, so both levels leave it off; it stays as an option for the
screens (``LevelConfig.tie_points_worlds`` and ``tie_points_declarer_suits``,
``build_scripts/bid_margin_match.py --tie-points`` and ``--tie-points-declarer``).
"""

from __future__ import annotations

from collections.abc import Sequence

from skat_desktop.engine.cards import mask_points
from skat_desktop.engine.skat.game_types import GameType

from . import solver
from .positions import PlaySituation, after
from .sampling import World
from .world_runner import run_worlds


def declarer_points(ctx: PlaySituation, world: World, c: int, max_nodes: int) -> int | None:
    """The declarer's card points at the end when the mover plays ``c`` in
    ``world`` and everyone then plays double-dummy; None past ``max_nodes``."""
    view = ctx.view
    kind, decl = ctx.kind, ctx.declarer
    hands = (world[0], world[1], world[2])
    h, leader, trick, winner, pts = after(kind, hands, view.trick_leader, view.trick, ctx.me, c)
    banked = view.won_points[decl] + mask_points(world[3]) + (pts if winner == decl else 0)
    if not (h[0] | h[1] | h[2]) and not trick:
        return banked
    try:
        value, _ = solver.solve_with_stats(
            solver.Position(kind, h, decl, leader, trick), max_nodes=max_nodes
        )
    except solver.SearchLimitReached:
        return None
    return banked + value


def points_choice(
    ctx: PlaySituation, worlds: Sequence[World], cards: Sequence[int], max_nodes: int
) -> int | None:
    """The card of ``cards`` best for the mover's side by mean double-dummy card
    points over ``worlds``; None where that cannot judge (Null, Ramsch, fewer
    than two cards, or a world past the node limit)."""
    if len(cards) < 2 or not worlds or ctx.kind > GameType.GRAND:
        return None

    def one(world: World) -> list[int | None]:
        return [declarer_points(ctx, world, c, max_nodes) for c in cards]

    rows = run_worlds(one, worlds)
    totals = [0] * len(cards)
    for row in rows:
        for i, value in enumerate(row):
            if value is None:
                return None
            totals[i] += value
    sign = 1 if ctx.me == ctx.declarer else -1
    best = max(range(len(cards)), key=lambda i: (sign * totals[i], -i))
    return cards[best]
