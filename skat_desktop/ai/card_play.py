"""Card play of the search levels: every legal card scored over sampled worlds.

Each world is played out perfectly by the solver after each candidate card,
and the card with the best expected list score wins. Cards that cannot differ
(neighbours in their suit's order with the same points) are searched once.
The solver is asked only the threshold questions the score depends on
(:func:`.positions.outcome_category`). Ramsch play lives in :mod:`.ramsch`;
Kontra and claims in :mod:`.kontra_claims`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import RANK_POINTS, Card, mask_points
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.tricks import FOLLOW, POWER
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from . import kontra_claims, ramsch, solver
from .positions import PlaySituation, after, double_factor, outcome_category, played_by
from .sampling import World
from .scored import Scored
from .search_config import TIE_TOLERANCE
from .world_runner import halving

if TYPE_CHECKING:
    from .search_player import SearchPlayer


def equivalent_groups(kind: int, hand: int, legal: int, gone: int) -> list[list[int]]:
    """Legal cards grouped when playing one or the other cannot matter.

    Two cards of one hand are equivalent when they sit next to each other in
    their suit's order with nothing but gone (played) or own cards between them
    and carry the same card points (Null ignores points).
    """
    power = POWER[kind]
    groups: list[list[int]] = []
    seen = 0
    for c in sorted(ev.bits(legal), key=lambda x: (FOLLOW[kind][x], power[x])):
        if seen >> c & 1:
            continue
        follow = FOLLOW[kind][c]
        order = sorted(ev.bits(follow), key=lambda x: power[x])
        i = order.index(c)
        group = [c]
        seen |= 1 << c
        j = i + 1
        while j < len(order):
            x = order[j]
            if gone >> x & 1:
                j += 1
                continue
            if not hand >> x & 1:
                break
            if kind != GameType.NULL and RANK_POINTS[x & 7] != RANK_POINTS[c & 7]:
                break
            if legal >> x & 1:
                group.append(x)
                seen |= 1 << x
            j += 1
        groups.append(group)
    return groups


def play_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    """Every legal card (or a claim, concession or Kontra first), best first."""
    plays = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
    out: list[Scored] = []
    game = view.game
    assert game is not None
    if view.seat == view.declarer and not view.ramsch:
        extra = kontra_claims.declarer_extras(player, view)
        if extra is not None:
            return [extra]
    if A.KONTRA in view.legal:
        kon = kontra_claims.kontra_options(player, view)
        if kon and kon[0].action == A.KONTRA:
            return [kon[0]]
    if len(plays) == 1:
        # Not searched: no expected score to report (the hint leaves it blank).
        return [Scored.unmeasured(A.Play(Card(plays[0])), "only_card")]
    if view.ramsch:
        opening = ramsch.opening_card(player, view)
        if opening is not None:
            return [opening]
    scores = card_scores(player, view, plays)
    # Ties are common (every card wins, or every card loses, in all worlds);
    # then the rule of thumb decides, which keeps a safety margin the
    # double-dummy solver does not see (trumps pulled, points taken early).
    best_u = max(u for u, _ in scores.values())
    tolerance = TIE_TOLERANCE
    preferred = player.easy.card(view)
    tie = preferred in scores and scores[preferred][0] >= best_u - tolerance
    for c, (u, w) in scores.items():
        bonus = 1 if tie and c == preferred else 0
        out.append(Scored(A.Play(Card(c)), u, w, "rule_of_thumb" if bonus else ""))
    out.sort(key=lambda s: (-s.utility - (tolerance if s.reason else 0.0), -s.win))
    # The search ranks a defender's cards by minus the declarer's utility (the
    # tie tolerance and the halving margins are tuned to that scale); what the
    # defender scores is half of it (:func:`.kontra_claims.seat_share`).
    scale = 0.5 if not view.ramsch and view.seat != view.declarer else 1.0
    return [
        dataclasses.replace(
            s, utility=s.utility * scale, reason=s.reason or card_reason(view, card_of(s), i)
        )
        for i, s in enumerate(out)
    ]


def card_scores(
    player: SearchPlayer, view: GameView, plays: Sequence[int], n_worlds: int | None = None
) -> dict[int, tuple[float, float]]:
    """Expected utility and win chance (for this seat) of each legal card."""
    game = view.game
    assert game is not None
    kind = int(game)
    declarer = view.seat if view.ramsch else view.declarer
    assert declarer is not None
    ctx = PlaySituation(view, kind, declarer, view.contract, double_factor(view), played_by(view))
    cfg = player.cfg
    legal = sum(1 << c for c in plays)
    groups = equivalent_groups(kind, view.hand, legal, view.played_mask)
    tricks_left = view.hand.bit_count()
    declaring = view.seat == declarer and not view.ramsch
    base = cfg.card_worlds(defending=not declaring and not view.ramsch)
    n = n_worlds or base
    if tricks_left <= 7:
        n = max(n, base + 10 * (8 - tricks_left))
    worlds = player.sample(view, n)
    moves = [g[0] for g in groups]
    # Schneider questions only once the position is cheap to solve: early on
    # they double the cost of the decisions that are already the slowest.
    schneider = cfg.schneider and len(view.tricks) >= cfg.schneider_from_trick
    stats = halving(
        moves,
        worlds,
        lambda w, ms: world_moves(ctx, w, ms, schneider),
        keep=cfg.keep_moves,
        first=cfg.play_first(declaring),
        budget_s=cfg.play_budget_s,
        min_worlds=min(n, base),
        max_nodes=cfg.play_nodes,
        query_nodes=cfg.query_nodes,
    )
    player.last_worlds = max(st.n for st in stats.values())
    out: dict[int, tuple[float, float]] = {}
    for g in groups:
        st = stats[g[0]]
        for c in g:
            out[c] = (st.utility, st.win)
    return out


def world_moves(
    ctx: PlaySituation, world: World, moves: Sequence[int], schneider: bool
) -> dict[int, tuple[float, float]]:
    """Utility and win (0/1) for the mover of each move in one world."""
    view = ctx.view
    kind = ctx.kind
    me = ctx.me
    hands = (world[0], world[1], world[2])
    leader, trick = view.trick_leader, view.trick
    out: dict[int, tuple[float, float]] = {}
    if kind == GameType.RAMSCH:
        return ramsch.world_moves(view, world, moves)
    decl = ctx.declarer
    sign = 1.0 if me == decl else -1.0
    table = ctx.table(world)
    if kind == GameType.NULL:
        for c in moves:
            h, ld, t, w, _ = after(kind, hands, leader, trick, me, c)
            if w == decl:
                ok = False
            elif not (h[0] | h[1] | h[2]) and not t:
                ok = True
            else:
                ok = solver.reaches(solver.Position(kind, h, decl, ld, t), 0)
            u = table.by_category[1 if ok else 0]
            won = ok if me == decl else not ok
            out[c] = (sign * u, 1.0 if won else 0.0)
        return out
    banked0 = view.won_points[decl] + mask_points(world[3])
    contract = ctx.contract
    assert contract is not None
    def_tricks = sum(view.won_tricks[s] for s in range(3) if s != decl)
    for c in moves:
        h, ld, t, w, pts = after(kind, hands, leader, trick, me, c)
        banked = banked0 + (pts if w == decl else 0)
        dt = def_tricks + (1 if w >= 0 and w != decl else 0)
        remaining = h[0] | h[1] | h[2]
        if not remaining and not t:
            cat = ev.category(
                banked, all_tricks=dt == 0, no_tricks=view.won_tricks[decl] + (w == decl) == 0
            )
        else:
            pos = solver.Position(kind, h, decl, ld, t)
            cat = outcome_category(
                pos,
                banked,
                contract,
                dt,
                mask_points(remaining) + sum(RANK_POINTS[x & 7] for x in t),
                schneider,
            )
        u = table.by_category[cat]
        won = table.win(cat)
        out[c] = (sign * u, 1.0 if won == (me == decl) else 0.0)
    return out


def card_of(s: Scored) -> int:
    assert isinstance(s.action, A.Play)
    return int(s.action.card)


def card_reason(view: GameView, c: int, rank: int) -> str:
    """A short code the UI translates, describing the card's purpose."""
    game = view.game
    if rank > 0:
        return "lower_expected_score"
    if game is None:
        return "highest_expected_score"
    kind = int(game)
    if game is GameType.RAMSCH:
        return "avoid_points"
    if game is GameType.NULL:
        return "duck_under" if view.seat == view.declarer else "force_declarer"
    trumps = ev.trump_mask(kind)
    if not view.trick:
        if trumps >> c & 1 and view.seat == view.declarer:
            return "safe_trump_lead"
        if c & 7 == ev.ACE:
            return "cash_ace"
        return "highest_expected_score"
    if view.declarer is not None and view.seat != view.declarer and RANK_POINTS[c & 7] >= 10:
        lead = view.trick[0]
        follows = bool(FOLLOW[kind][lead] >> c & 1)
        if not follows or len(view.trick) == 2:
            return "smear_points"
    return "highest_expected_score"
