"""Kontra, Re, conceding, claims and answers to claims for the search levels.

All of them ask the same question of the sampled worlds: how does the
contract end from here with perfect play? The declarer claims only when every
world gives him every trick, and concedes only a game he loses in (nearly)
every world when conceding costs less than playing it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import RANK_POINTS, mask_points
from skat_desktop.engine.game_types import GameType
from skat_desktop.engine.view import GameView

from . import evaluation as ev
from . import solver
from .easy import pending_offer
from .inference import knowledge
from .positions import PlaySituation, double_factor, outcome_category, played_by
from .sampling import World, enumerate_worlds
from .search_config import Scored
from .world_runner import run_worlds

if TYPE_CHECKING:
    from .search_player import SearchPlayer


def declarer_extras(player: SearchPlayer, view: GameView) -> Scored | None:
    """Claim when every world is won outright; concede a hopeless game early."""
    claimed = any(s == view.seat and isinstance(a, A.Claim) for s, a in view.history)
    if (
        A.CLAIM in view.legal
        and not claimed
        and view.game is not GameType.NULL
        and claim_safe(player, view)
    ):
        # Once per game: if the defenders refuse, we simply play on.
        return Scored(A.CLAIM, 0.0, 1.0, "claim_rest")
    if A.CONCEDE in view.legal and not view.tricks and not view.trick:
        conc = concede_if_hopeless(player, view)
        if conc is not None:
            return conc
    return None


def claim_safe(player: SearchPlayer, view: GameView) -> bool:
    game = view.game
    assert game is not None and view.declarer is not None
    for world in player.sample(view, 16):
        pos = solver.Position(
            int(game), (world[0], world[1], world[2]), view.declarer, view.trick_leader, ()
        )
        if not solver.takes_all_tricks(pos):
            return False
    return True


def concede_if_hopeless(player: SearchPlayer, view: GameView) -> Scored | None:
    status = contract_status3(player, view, max(4, player.cfg.declare_worlds // 2))
    if status is None:
        return None
    win, util, conc = status
    if win < 0.03 and conc > util + 5:
        return Scored(A.CONCEDE, conc, 0.0, "hopeless_concede")
    return None


def contract_status(player: SearchPlayer, view: GameView, n: int) -> tuple[float, float] | None:
    """(declarer win chance, declarer utility) of the contract from here."""
    full = contract_status3(player, view, n)
    return None if full is None else (full[0], full[1])


def contract_status3(
    player: SearchPlayer, view: GameView, n: int
) -> tuple[float, float, float] | None:
    """Win chance, utility and the utility of conceding, for the declarer."""
    game = view.game
    if game is None or view.declarer is None or view.ramsch or view.contract is None:
        return None
    kind = int(game)
    declarer = view.declarer
    contract = view.contract
    ctx = PlaySituation(view, kind, declarer, contract, double_factor(view), played_by(view))
    worlds = player.sample(view, n)
    def_tricks = sum(view.won_tricks[s] for s in range(3) if s != declarer)

    def one(world: World) -> tuple[float, float, float]:
        hands = (world[0], world[1], world[2])
        table = ctx.table(world)
        pos = solver.Position(kind, hands, declarer, view.trick_leader, view.trick)
        if kind == GameType.NULL:
            cat = 1 if solver.reaches(pos, 0) else 0
        else:
            banked = view.won_points[declarer] + mask_points(world[3])
            in_play = mask_points(hands[0] | hands[1] | hands[2]) + sum(
                RANK_POINTS[x & 7] for x in view.trick
            )
            cat = outcome_category(pos, banked, contract, def_tricks, in_play, player.cfg.schneider)
        conc = ev.concede_utility(
            view.rules, contract, declarer, view.bid, ctx.cards12(world), ctx.factor
        )
        return float(table.win(cat)), table.by_category[cat], conc

    results = run_worlds(one, worlds)
    k = max(1, len(results))
    return (
        sum(r[0] for r in results) / k,
        sum(r[1] for r in results) / k,
        sum(r[2] for r in results) / k,
    )


def kontra_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    status = contract_status(player, view, max(8, player.cfg.declare_worlds // 2))
    if status is None:
        return [Scored(A.PASS, 0.0, 0.5, "no_kontra")]
    win, util = status
    # Kontra doubles the declarer's result; he may double again with Re.
    kontra_gain = -util * (1.0 if win < 0.3 else 0.5)
    k = Scored(A.KONTRA, kontra_gain, 1 - win, "kontra_declarer_weak")
    p = Scored(A.PASS, 0.0, 1 - win, "no_kontra")
    opts = [k, p] if win < 0.3 and util < 0 else [p, k]
    return [o for o in opts if o.action in view.legal] or [p]


def re_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    status = contract_status(player, view, max(8, player.cfg.declare_worlds // 2))
    if status is None:
        return [Scored(A.PASS, 0.0, 0.5, "no_re")]
    win, util = status
    opts = [Scored(A.RE, util, win, "re_confident"), Scored(A.PASS, 0.0, win, "no_re")]
    if not (win > 0.8 and util > 0):
        opts.reverse()
    conc = None
    if A.CONCEDE in view.legal and not view.tricks:
        conc = concede_if_hopeless(player, view)
    if conc is not None:
        opts.insert(0, conc)
    return [o for o in opts if o.action in view.legal]


def response_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    pending = pending_offer(view)
    game = view.game
    if game is None or view.declarer is None:
        return [Scored(A.REJECT, 0.0, 0.5, "reject")]
    if isinstance(pending, A.Concede):
        status = contract_status3(player, view, max(8, player.cfg.play_worlds // 3))
        if status is None:
            return [Scored(A.ACCEPT, 0.0, 1.0, "accept_concession")]
        win, util, conc = status
        # Accept unless playing on is clearly worth more to us (a likely
        # Schneider against a declarer who cannot win anyway).
        accept = Scored(A.ACCEPT, -conc, 1.0, "accept_concession")
        play_on = Scored(A.REJECT, -util, 1.0 - win, "play_on")
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
            kind, (world[0], world[1], world[2]), view.declarer, view.trick_leader, view.trick
        )
        holds = solver.reaches(pos, 0) if kind == GameType.NULL else solver.takes_all_tricks(pos)
        if not holds:
            ok = False
            break
    if ok:
        return [
            Scored(A.ACCEPT, 0.0, 0.0, "claim_cannot_be_beaten"),
            Scored(A.REJECT, 0.0, 0.0, "reject"),
        ]
    return [
        Scored(A.REJECT, 0.0, 0.5, "claim_can_be_beaten"),
        Scored(A.ACCEPT, 0.0, 0.0, "accept"),
    ]
