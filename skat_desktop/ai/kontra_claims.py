"""Kontra, Re, conceding, claims and answers to claims for the search levels.

All of them ask the same question of the sampled worlds: how does the
contract end from here with perfect play? The declarer claims only when every
world gives him every trick, and concedes only a game he loses in (nearly)
every world when conceding costs less than playing it out.

Each option carries the deciding seat's expected list score (what the hint
table shows): the declarer's utility for the declarer, :func:`seat_share` of
it for a defender; the order of the options is decided separately, by the
rules below, and does not depend on those reported numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import RANK_POINTS, mask_points
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from . import solver
from .easy import pending_offer
from .inference import knowledge
from .positions import PlaySituation, double_factor, mats_key, outcome_category, played_by
from .sampling import World, enumerate_worlds
from .scored import Scored
from .world_runner import run_worlds

if TYPE_CHECKING:
    from .search_player import SearchPlayer


PLAY_ON_WORLDS = 16
"""Worlds solved to price refusing a claim that can be beaten."""


def seat_share(declarer_utility: float, seat: int, declarer: int) -> float:
    """``seat``'s list score relative to the table, from the declarer's.

    Both defenders always get the same entry d (every scoring system treats
    them alike), so with the declarer's entry e the declarer's utility is
    u = e − d and a defender's d − (e + d)/2 = −u/2: half the declarer's
    number, with the opposite sign.
    """
    return declarer_utility if seat == declarer else -declarer_utility / 2


def claim_category(view: GameView, world: World, declarer: int) -> int:
    """The outcome category when a claim is accepted in ``world``.

    The declarer takes every remaining trick (Null: none, so he has won).
    """
    if view.game is GameType.NULL:
        return 1
    remaining = world[0] | world[1] | world[2]
    points = view.won_points[declarer] + mask_points(world[3]) + mask_points(remaining)
    def_tricks = sum(view.won_tricks[s] for s in range(3) if s != declarer)
    return ev.category(points, all_tricks=def_tricks == 0)


def _situation(view: GameView) -> PlaySituation:
    game = view.game
    assert game is not None and view.declarer is not None
    return PlaySituation(
        view, int(game), view.declarer, view.contract, double_factor(view), played_by(view)
    )


def claim_utility(view: GameView, worlds: list[World]) -> float:
    """The declarer's mean utility over ``worlds`` if a claim is accepted."""
    ctx = _situation(view)
    total = sum(ctx.table(w).by_category[claim_category(view, w, ctx.declarer)] for w in worlds)
    return total / max(1, len(worlds))


def declarer_extras(player: SearchPlayer, view: GameView) -> Scored | None:
    """Claim when every world is won outright; concede a hopeless game early."""
    claimed = any(s == view.seat and isinstance(a, A.Claim) for s, a in view.history)
    if A.CLAIM in view.legal and not claimed and view.game is not GameType.NULL:
        worlds = safe_claim_worlds(player, view)
        if worlds is not None:
            # Once per game: if the defenders refuse, we simply play on.
            return Scored(A.CLAIM, claim_utility(view, worlds), 1.0, "claim_rest")
    if A.CONCEDE in view.legal and not view.tricks and not view.trick:
        conc = concede_if_hopeless(player, view)
        if conc is not None:
            return conc
    return None


def safe_claim_worlds(player: SearchPlayer, view: GameView) -> list[World] | None:
    """The sampled worlds if the declarer takes every trick in each, else None."""
    game = view.game
    assert game is not None and view.declarer is not None
    worlds = player.sample(view, 16)
    for world in worlds:
        pos = solver.Position(
            int(game), (world[0], world[1], world[2]), view.declarer, view.trick_leader, ()
        )
        if not solver.takes_all_tricks(pos):
            return None
    return worlds


def concede_if_hopeless(player: SearchPlayer, view: GameView) -> Scored | None:
    status = contract_status3(player, view, max(4, player.cfg.declare_worlds // 2))
    if status is None:
        return None
    win, util, conc = status
    if win < 0.03 and conc > util + 5:
        return Scored(A.CONCEDE, conc, 0.0, "hopeless_concede")
    return None


def contract_status3(
    player: SearchPlayer, view: GameView, n: int
) -> tuple[float, float, float] | None:
    """Win chance, utility and the utility of conceding, for the declarer."""
    full = contract_outlook(player, view, n)
    return None if full is None else (full[0], full[1], full[2])


def play_on_category(ctx: PlaySituation, world: World, schneider: bool) -> int:
    """Outcome category of the contract in ``world`` with perfect play from here."""
    view = ctx.view
    hands = (world[0], world[1], world[2])
    pos = solver.Position(ctx.kind, hands, ctx.declarer, view.trick_leader, view.trick)
    if ctx.kind == GameType.NULL:
        return 1 if solver.reaches(pos, 0) else 0
    assert ctx.contract is not None
    banked = view.won_points[ctx.declarer] + mask_points(world[3])
    in_play = mask_points(hands[0] | hands[1] | hands[2]) + sum(
        RANK_POINTS[x & 7] for x in view.trick
    )
    def_tricks = sum(view.won_tricks[s] for s in range(3) if s != ctx.declarer)
    return outcome_category(pos, banked, ctx.contract, def_tricks, in_play, schneider)


def contract_outlook(
    player: SearchPlayer, view: GameView, n: int
) -> tuple[float, float, float, float] | None:
    """For the declarer: win chance, utility, utility of conceding, and the
    utility after one more doubling (Kontra, or Re after a Kontra)."""
    game = view.game
    if game is None or view.declarer is None or view.ramsch or view.contract is None:
        return None
    declarer = view.declarer
    contract = view.contract
    ctx = _situation(view)
    worlds = player.sample(view, n)

    def one(world: World) -> tuple[float, float, float, float]:
        table = ctx.table(world)
        cat = play_on_category(ctx, world, player.cfg.schneider)
        conc = ev.concede_utility(
            view.rules, contract, declarer, view.bid, ctx.cards12(world), ctx.factor
        )
        doubled = ev.outcome_table(
            view.rules,
            contract,
            declarer,
            view.bid,
            mats_key(ctx.kind, ctx.cards12(world)),
            ctx.factor * 2,
            True,
            view.kontra_by is not None,
            view.bock,
        )
        return float(table.win(cat)), table.by_category[cat], conc, doubled.by_category[cat]

    results = run_worlds(one, worlds)
    k = max(1, len(results))
    return (
        sum(r[0] for r in results) / k,
        sum(r[1] for r in results) / k,
        sum(r[2] for r in results) / k,
        sum(r[3] for r in results) / k,
    )


def kontra_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    status = contract_outlook(player, view, max(8, player.cfg.declare_worlds // 2))
    if status is None or view.declarer is None:
        return [Scored.unmeasured(A.PASS, "no_kontra")]
    win, util, _, doubled = status
    declarer = view.declarer
    # Kontra doubles the declarer's result (and he may double again with Re):
    # said only against a game he very likely loses.
    k = Scored(A.KONTRA, seat_share(doubled, view.seat, declarer), 1 - win, "kontra_declarer_weak")
    p = Scored(A.PASS, seat_share(util, view.seat, declarer), 1 - win, "no_kontra")
    opts = [k, p] if win < 0.3 and util < 0 else [p, k]
    return [o for o in opts if o.action in view.legal] or [p]


def re_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    status = contract_outlook(player, view, max(8, player.cfg.declare_worlds // 2))
    if status is None:
        return [Scored.unmeasured(A.PASS, "no_re")]
    win, util, _, doubled = status
    opts = [Scored(A.RE, doubled, win, "re_confident"), Scored(A.PASS, util, win, "no_re")]
    if not (win > 0.8 and util > 0):
        opts.reverse()
    conc = None
    if A.CONCEDE in view.legal and not view.tricks:
        conc = concede_if_hopeless(player, view)
    if conc is not None:
        opts.insert(0, conc)
    return [o for o in opts if o.action in view.legal]


def response_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    """Accept or refuse the declarer's concession or claim (scores for this defender)."""
    pending = pending_offer(view)
    game = view.game
    declarer = view.declarer
    if game is None or declarer is None:
        return [Scored.unmeasured(A.REJECT, "reject")]
    if isinstance(pending, A.Concede):
        status = contract_status3(player, view, max(8, player.cfg.play_worlds // 3))
        if status is None:
            return [Scored(A.ACCEPT, 0.0, 1.0, "accept_concession")]
        win, util, conc = status
        # Accept unless playing on is clearly worth more to us (a likely
        # Schneider against a declarer who cannot win anyway).
        accept = Scored(A.ACCEPT, seat_share(conc, view.seat, declarer), 1.0, "accept_concession")
        play_on = Scored(A.REJECT, seat_share(util, view.seat, declarer), 1.0 - win, "play_on")
        if win == 0.0 and -util > -conc + 10:
            return [play_on, accept]
        return [accept, play_on]
    # A claim: accept only if in every world no defence takes a trick
    # (Null: the declarer can avoid every trick).
    kind = int(game)
    ok = True
    worlds = enumerate_worlds(knowledge(view), 256)
    if worlds is None:
        worlds = player.sample(view, max(32, player.cfg.play_worlds))
    for world in worlds:
        pos = solver.Position(
            kind, (world[0], world[1], world[2]), declarer, view.trick_leader, view.trick
        )
        holds = solver.reaches(pos, 0) if kind == GameType.NULL else solver.takes_all_tricks(pos)
        if not holds:
            ok = False
            break
    claimed = lambda w: claim_category(view, w, declarer)  # noqa: E731
    if ok:
        # Perfect play gives the declarer what he claims: refusing changes nothing.
        accept_u, accept_w = claim_outlook(view, worlds, claimed)
        return [
            Scored(A.ACCEPT, accept_u, accept_w, "claim_cannot_be_beaten"),
            Scored(A.REJECT, accept_u, accept_w, "reject"),
        ]
    # Both prices come from a spread of at most 16 worlds, where playing on is
    # solved: the answer is already decided, they only price it (quickly).
    ctx = _situation(view)
    spread = worlds[:: max(1, len(worlds) // PLAY_ON_WORLDS)][:PLAY_ON_WORLDS]
    accept_u, accept_w = claim_outlook(view, spread, claimed)
    reject_u, reject_w = claim_outlook(
        view, spread, lambda w: play_on_category(ctx, w, player.cfg.schneider)
    )
    return [
        Scored(A.REJECT, reject_u, reject_w, "claim_can_be_beaten"),
        Scored(A.ACCEPT, accept_u, accept_w, "accept"),
    ]


def claim_outlook(
    view: GameView, worlds: list[World], category: Callable[[World], int]
) -> tuple[float, float]:
    """A defender's expected list score and win chance when each world ends in
    ``category(world)``."""
    ctx = _situation(view)

    def one(world: World) -> tuple[float, float]:
        table = ctx.table(world)
        cat = category(world)
        return table.by_category[cat], 0.0 if table.win(cat) else 1.0

    results = run_worlds(one, worlds)
    k = max(1, len(results))
    util = sum(r[0] for r in results) / k
    return seat_share(util, view.seat, ctx.declarer), sum(r[1] for r in results) / k
