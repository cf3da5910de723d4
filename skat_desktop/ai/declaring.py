"""The discard and the declaration after a pick-up, simulated.

Candidate (discard, game) pairs — the best few discards per game by the rules
of thumb, for the games most likely won (and, where the level asks for it,
the one they value most) — are solved over sampled worlds and
compared by expected list score at the bid (successive halving spends the
solver time on the close ones). The discard decision plans the declaration
too; the declaration then follows the plan.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import RANK_POINTS, Card
from skat_desktop.engine.skat import scoring
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.scoring import Contract
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from . import hand_estimates as est
from .easy import fallback_declaration
from .inference import knowledge
from .positions import mats_key, solve_category
from .sampling import World
from .scored import Scored
from .world_runner import Stat, halving

if TYPE_CHECKING:
    from .search_player import SearchPlayer


def discard_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    plan = plan_after_pickup(player, view, view.hand)
    if not plan:
        pair, decl = fallback_declaration(view, view.hand)
        player.plan = (view.hand & ~((1 << pair[0]) | (1 << pair[1])), decl)
        return [Scored(A.Discard((Card(pair[0]), Card(pair[1]))), -100.0, 0.0, "avoid_overbid")]
    best = plan[0]
    pair, decl = best[0], best[1]
    player.plan = (view.hand & ~((1 << pair[0]) | (1 << pair[1])), decl)
    out: list[Scored] = []
    seen: set[tuple[int, int]] = set()
    for pair_i, decl_i, u, w in plan:
        if pair_i in seen:
            continue
        seen.add(pair_i)
        out.append(
            Scored(
                A.Discard((Card(pair_i[0]), Card(pair_i[1]))),
                u,
                w,
                f"discard_for_{decl_i.game.code}",
            )
        )
    return out


def declare_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    if player.plan is not None and player.plan[0] == view.hand:
        decl = player.plan[1]
        if decl in view.legal:
            return [Scored.unmeasured(decl, "highest_expected_score")]
    hand12 = view.hand | (view.known_discards or 0)
    disc = view.known_discards or 0
    plan = plan_after_pickup(player, view, hand12, fixed_discard=disc)
    out = [Scored(d, u, w, "highest_expected_score") for _, d, u, w in plan]
    if not out:
        _, decl = fallback_declaration(view, hand12)
        out = [Scored(decl, -100.0, 0.0, "avoid_overbid")]
    return out


def plan_after_pickup(
    player: SearchPlayer, view: GameView, hand12: int, fixed_discard: int = 0
) -> list[tuple[tuple[int, int], A.Declare, float, float]]:
    """Simulate (discard, game) candidates; best expected utility first."""
    rules, bid, me = view.rules, view.bid, view.seat
    cands: list[tuple[tuple[int, int], Contract, float]] = []
    per_game: list[tuple[float, int, bool]] = []
    for g in (*ev.TRUMP_GAMES, GameType.NULL):
        for ouvert in (False, True) if g == GameType.NULL else (False,):
            c = ev.contract_for(g, ouvert=ouvert)
            value = scoring.contract_value(rules, c, hand12)
            if value < bid:
                continue
            pairs: list[tuple[int, int]]
            if fixed_discard:
                lo, hi = ev.bits(fixed_discard)
                pairs = [(lo, hi)]
            else:
                pairs = est.best_discards(g, hand12, player.cfg.discard_candidates)
            best_p = 0.0
            for pair in pairs:
                a, b = pair[0], pair[1]
                rest = hand12 & ~((1 << a) | (1 << b))
                p = est.win_estimate(
                    g, rest, me, pre=False, skat_points=RANK_POINTS[a & 7] + RANK_POINTS[b & 7]
                )
                best_p = max(best_p, p)
                cands.append(((a, b), c, p))
            score = player.cfg.candidate_score(rules, best_p, value, ouvert)
            per_game.append((score, g, ouvert))
    if not cands:
        return []
    cfg = player.cfg

    @functools.cache
    def prior(key: tuple[tuple[int, int], Contract]) -> tuple[float, float]:
        """The rules-of-thumb (utility, win) of a (discard, game), worked out
        once however many settings read it, and only for those they read."""
        pair, c = key
        return est.declaration_prior(rules, c, hand12, pair, me)

    # Keep the most promising games only.
    per_game.sort(reverse=True)
    keep = {(g, o) for _, g, o in per_game[: cfg.game_candidates]}
    cands = [x for x in cands if (int(x[1].game), x[1].ouvert) in keep]
    know = knowledge(view)
    if fixed_discard == 0 and view.phase is Phase.DISCARD:
        # Our discard is not made yet: the two skat cards are ours, nothing is hidden there.
        know = dataclasses.replace(
            know, capacity=(know.capacity[0], know.capacity[1], know.capacity[2], 0)
        )
    worlds = player.sample(view, player.cfg.declare_worlds, know)
    keys = [(pair, c) for pair, c, _ in cands]
    tables = {
        c: ev.outcome_table(
            rules, c, me, bid, mats_key(int(c.game), hand12), 1, False, False, view.bock
        )
        for _, c in keys
    }
    schneider = cfg.schneider

    def evaluate(
        world: World, active: Sequence[tuple[tuple[int, int], Contract]]
    ) -> dict[tuple[tuple[int, int], Contract], tuple[float, float]]:
        res: dict[tuple[tuple[int, int], Contract], tuple[float, float]] = {}
        for pair, c in active:
            a, b = pair
            hands = [world[0], world[1], world[2]]
            hands[me] = hand12 & ~((1 << a) | (1 << b))
            cat = solve_category(
                int(c.game), (hands[0], hands[1], hands[2]), me, (1 << a) | (1 << b), schneider
            )
            table = tables[c]
            res[(pair, c)] = table.adjusted(cat, cfg.optimism(c.game))
        return res

    weight = cfg.decl_prior_worlds

    def shrunk(key: tuple[tuple[int, int], Contract], st: Stat) -> tuple[float, float]:
        """(utility, win) of ``key`` over its worlds, shrunk towards its prior."""
        if weight <= 0 or not st.n:
            return st.utility, st.win
        prior_u, prior_w = prior(key)
        return est.shrink(st.utility, st.n, prior_u, weight), est.shrink(
            st.win, st.n, prior_w, weight
        )

    stats = halving(
        keys,
        worlds,
        evaluate,
        rank=(lambda key, st: shrunk(key, st)[0]) if weight > 0 else None,
        keep=cfg.decl_keep,
        first=cfg.decl_first,
        budget_s=cfg.decl_budget_s,
        min_worlds=min(len(worlds), 8),
        max_nodes=cfg.decl_nodes,
        query_nodes=cfg.query_nodes,
    )
    results = [
        (pair, A.Declare(c.game, ouvert=c.ouvert), *shrunk((pair, c), stats[(pair, c)]))
        for pair, c in keys
    ]
    results.sort(key=lambda r: -r[2])
    return results
