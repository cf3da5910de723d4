"""The auction evaluator of the search levels: bidding and the pick-up/hand choice.

For a ten-card hand, candidate contracts (pruned by the rules of thumb) are
solved once per deal over sampled skats and opponent hands (:class:`BidEval`);
every later question of the auction — hold at 23?
bid 24? pick up or play hand? — is answered from those solved worlds at the
bid in question.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import JACKS_MASK, RANK_POINTS
from skat_desktop.engine.skat import scoring
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import AllPass
from skat_desktop.engine.skat.scoring import Contract
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from . import hand_estimates as est
from . import solver
from .easy import ramsch_danger
from .positions import mats_key, solve_category
from .sampling import World
from .scored import Scored
from .search_config import LevelConfig
from .world_runner import run_capped

if TYPE_CHECKING:
    from .search_player import SearchPlayer


@dataclasses.dataclass
class BidEval:
    """Simulated outcomes of candidate contracts for a ten-card hand.

    ``pick_cats[w][g]`` is the outcome category of game ``g`` in world ``w`` when
    the skat is picked up and the heuristic discard made; ``pick_values`` the
    game's plain value with that world's skat; ``pick_pref`` the rule-of-thumb
    score the declarer would use to choose among games after seeing the skat.
    ``hand_cats[c][w]`` the category of hand contract ``c`` in world ``w``.
    """

    view: GameView
    pick_cats: list[dict[int, int]]
    pick_values: list[dict[int, int]]
    pick_pref: list[dict[int, float]]
    hand_cats: dict[Contract, list[int]]
    hand_keys: dict[Contract, list[int]]
    """Per hand contract and world: matador stand-in of the ten cards plus that skat."""
    guaranteed: dict[Contract, int]
    max_value: int
    cfg: LevelConfig
    """The level whose double-dummy optimism turns categories into utilities."""
    worlds: Sequence[World] = ()

    @classmethod
    def build(
        cls,
        view: GameView,
        worlds: Sequence[World],
        cfg: LevelConfig,
        *,
        hand_allowed: bool,
        games: Sequence[int] | None = None,
        pickup: bool = True,
    ) -> BidEval:
        rules, me, hand10 = view.rules, view.seat, view.hand
        unknown = view.unknown_mask
        options = est.bidding_options(rules, hand10, me, unknown)
        # Candidate games by the rules of thumb.
        pre = sorted(
            (
                (cfg.candidate_score(rules, o.win, o.value, False), int(o.contract.game))
                for o in options
                if not o.contract.hand and not o.contract.ouvert
            ),
            reverse=True,
        )
        if games is None:
            chosen = [g for _, g in pre[: cfg.game_candidates]]
            if GameType.GRAND not in chosen and (hand10 & JACKS_MASK).bit_count() >= 2:
                chosen.append(GameType.GRAND)
        else:
            chosen = list(games)
        hand_contracts: list[Contract] = []
        if hand_allowed:
            for g in chosen:
                # Hand games only where the rules of thumb give them a chance.
                if est.win_estimate(g, hand10, me, pre=False, skat_points=7) < 0.3:
                    continue
                hand_contracts.append(ev.contract_for(g, hand=True))
                if g != GameType.NULL:
                    hand_contracts.append(ev.contract_for(g, hand=True, schneider=True))
                else:
                    hand_contracts.append(ev.contract_for(g, hand=True, ouvert=True))
        hand_games = sorted({int(c.game) for c in hand_contracts})

        def one(
            world: World,
        ) -> tuple[dict[int, int], dict[int, int], dict[int, float], dict[int, int]]:
            skat = world[3]
            cats: dict[int, int] = {}
            values: dict[int, int] = {}
            prefs: dict[int, float] = {}
            if pickup:
                hand12 = hand10 | skat
                for g in chosen:
                    a, b = est.best_discards(g, hand12, 1)[0]
                    hands = [world[0], world[1], world[2]]
                    hands[me] = hand12 & ~((1 << a) | (1 << b))
                    cats[g] = solve_category(
                        g, (hands[0], hands[1], hands[2]), me, (1 << a) | (1 << b), False
                    )
                    values[g] = scoring.contract_value(rules, ev.contract_for(g), hand12)
                    prefs[g] = est.win_estimate(
                        g,
                        hands[me],
                        me,
                        pre=False,
                        skat_points=RANK_POINTS[a & 7] + RANK_POINTS[b & 7],
                    )
            hand_cat: dict[int, int] = {}
            hands = [world[0], world[1], world[2]]
            hands[me] = hand10
            for g in hand_games:
                hand_cat[g] = solve_category(g, (hands[0], hands[1], hands[2]), me, skat, True)
            return cats, values, prefs, hand_cat

        hand_cats: dict[Contract, list[int]] = {c: [] for c in hand_contracts}
        hvals: dict[Contract, list[int]] = {c: [] for c in hand_contracts}
        pick_cats: list[dict[int, int]] = []
        pick_values: list[dict[int, int]] = []
        pick_pref: list[dict[int, float]] = []
        done = run_capped(
            one, worlds, cfg.bid_nodes, sure=max(1, len(worlds) // 2), query_nodes=cfg.query_nodes
        )
        worlds = [world for world, _ in done]
        for world, (cats, values, prefs, hand_cat) in done:
            pick_cats.append(cats)
            pick_values.append(values)
            pick_pref.append(prefs)
            for c in hand_contracts:
                hand_cats[c].append(hand_cat[int(c.game)])
                hvals[c].append(mats_key(int(c.game), hand10 | world[3]))
        guaranteed = {c: ev.guaranteed_value(rules, c, hand10, unknown) for c in hand_contracts}
        max_value = max([o.value for o in options] + [18])
        # A pick-up game can only be worth what its 12 cards allow; bound by the options.
        return cls(
            view,
            pick_cats,
            pick_values,
            pick_pref,
            hand_cats,
            hvals,
            guaranteed,
            max_value,
            cfg,
            tuple(worlds),
        )

    def pickup_value(self, bid: int) -> tuple[float, float, int]:
        """(utility, win chance, worlds) of picking up at ``bid``."""
        rules, me = self.view.rules, self.view.seat
        total = wins = 0.0
        n = 0
        for cats, values, prefs in zip(
            self.pick_cats, self.pick_values, self.pick_pref, strict=True
        ):
            if not cats:
                continue
            n += 1
            ok = [g for g in cats if values[g] >= bid]
            if not ok:
                # Nothing reaches the bid: lost as an overbid game.
                g = max(cats, key=lambda x: values[x])
                table = ev.outcome_table(
                    rules, ev.contract_for(g), me, bid, 0, 1, False, False, self.view.bock
                )
                total += table.lost_utility
                continue
            g = max(ok, key=lambda x: est.expected_gain(rules, prefs[x], values[x]))
            table = _table_for_value(self.view, ev.contract_for(g), bid, values[g])
            u, w = table.adjusted(cats[g], self.cfg.optimism(GameType(g)))
            total += u
            wins += w
        if not n:
            return float("-inf"), 0.0, 0
        return total / n, wins / n, n

    def hand_values(self, bid: int) -> dict[A.Declare, tuple[float, float]]:
        out: dict[A.Declare, tuple[float, float]] = {}
        rules, me = self.view.rules, self.view.seat
        for c, cats in self.hand_cats.items():
            if not cats or self.guaranteed[c] < bid:
                continue
            total = wins = 0.0
            for cat, mkey in zip(cats, self.hand_keys[c], strict=True):
                table = ev.outcome_table(rules, c, me, bid, mkey, 1, False, False, self.view.bock)
                u, w = table.adjusted(cat, self.cfg.optimism(c.game))
                total += u
                wins += w
            k = len(cats)
            out[A.Declare(c.game, c.schneider, c.schwarz, c.ouvert)] = (total / k, wins / k)
        return out

    def best(self, bid: int, prior_worlds: float = 0.0) -> tuple[float, float, str]:
        """Best expected (utility, win chance, label) of playing at ``bid``.

        With ``prior_worlds`` > 0 the simulated estimate is shrunk towards the
        rules-of-thumb estimate as if that were worth so many extra worlds: a
        bid decision from a dozen solved worlds is noisy, and the fitted
        estimate is a good prior.
        """
        best_u, best_w, n = self.pickup_value(bid)
        label = "pickup"
        for decl, (u, w) in self.hand_values(bid).items():
            if u > best_u:
                best_u, best_w, label = u, w, f"{decl.game.code}_hand"
        if prior_worlds > 0 and n and best_u > float("-inf"):
            view = self.view
            p = min(1.0, est.best_win_at(view.rules, view.hand, view.seat, bid) + est.PLAY_EDGE)
            prior_u = est.expected_gain(view.rules, p, bid)
            best_u = est.shrink(best_u, n, prior_u, prior_worlds)
            best_w = est.shrink(best_w, n, p, prior_worlds)
        return best_u, best_w, label


def _table_for_value(view: GameView, contract: Contract, bid: int, value: int) -> ev.OutcomeTable:
    """Outcome table of a pick-up game whose plain value is ``value``."""
    rules = view.rules
    if contract.game is GameType.NULL:
        key = 0
    else:
        base = scoring.contract_base_value(rules, contract)
        mult = max(1, value // base)
        # Rebuild a 12-card stand-in with (mult - 1) matadors "with".
        seq = ev._sequence(int(contract.game))
        n = min(len(seq), mult - 1)
        key = sum(1 << c for c in seq[:n])
    return ev.outcome_table(rules, contract, view.seat, bid, key, 1, False, False, view.bock)


def bid_eval(player: SearchPlayer, view: GameView) -> BidEval:
    """The solved worlds of this hand, built once per deal and reused."""
    key = (view.hand, view.seat, view.rules)
    cached = player.bid_cache
    if cached is not None and cached[0] == key:
        return cached[1]
    worlds = player.sample(view, player.cfg.bid_worlds)
    ev_ = BidEval.build(view, worlds, player.cfg, hand_allowed=True)
    player.bid_cache = (key, ev_)
    return ev_


def pass_utility(view: GameView) -> float:
    """Expected list score of passing.

    0 where the pass may end the auction with every seat passed (the deal is
    thrown in); a Ramsch's expected score where all passing means a Ramsch.
    """
    if view.rules.all_pass is AllPass.RAMSCH:
        return -8.0 * (ramsch_danger(view.hand) - 2.5)
    return 0.0


def bid_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    """Pass and the next bid (or hold), best first.

    A bid's utility is the simulated expected score less the level's
    ``bid_margin``: the level's own estimate, which a hint shows and ranks by.
    Both levels' margin is negative because duplicate matches showed that the
    simulation underrates the games it bids on.
    """
    be = bid_eval(player, view)
    pass_u = pass_utility(view)
    out: list[Scored] = []
    raised = False
    for action in view.legal:
        if isinstance(action, A.Pass):
            out.append(Scored(action, pass_u, 0.0, "pass_weak"))
            continue
        if isinstance(action, A.Bid):
            if raised:
                continue  # only the smallest raise: bid step by step
            raised = True
        value = (
            view.auction_value
            if isinstance(action, A.Hold)
            else (action.value if isinstance(action, A.Bid) else 0)
        )
        util, win, _ = be.best(value, player.cfg.prior_worlds)
        if util == float("-inf"):
            continue
        util -= player.cfg.bid_margin
        reason = "highest_expected_score" if util > pass_u else "avoid_overbid"
        out.append(Scored(action, util, win, reason))
    out.sort(key=lambda s: -s.utility)
    return out


def skat_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    # The auction already simulated pick-up and hand games for this hand.
    be = bid_eval(player, view)
    worlds = be.worlds
    out: list[Scored] = []
    util, win, _ = be.pickup_value(view.bid)
    out.append(Scored(A.PICK_UP, util, win, "pick_up_skat"))
    for decl, (u, w) in be.hand_values(view.bid).items():
        if decl in view.legal:
            out.append(Scored(decl, u, w, "hand_game_pays"))
    out.extend(schwarz_options(view, be, worlds))
    out.sort(key=lambda s: -s.utility)
    return out


def schwarz_options(view: GameView, be: BidEval, worlds: Sequence[World]) -> list[Scored]:
    """Schwarz announced and Ouvert, for hands that take every trick.

    Only tried when the Schneider hand game already makes 90 in nearly
    every world; then each world is asked whether the declarer takes all
    tricks. Ouvert shows the hand, which is exactly what the double-dummy
    solver assumes, so its verdict is trusted there.
    """
    out: list[Scored] = []
    me = view.seat
    for c, cats in be.hand_cats.items():
        if not c.schneider or c.schwarz or not cats:
            continue
        if sum(cat >= ev.CAT_SCHNEIDER for cat in cats) < 0.9 * len(cats):
            continue
        g = int(c.game)
        all_tricks = 0
        for world in worlds:
            hands = [world[0], world[1], world[2]]
            hands[me] = view.hand
            pos = solver.Position(g, (hands[0], hands[1], hands[2]), me, 0, ())
            all_tricks += solver.takes_all_tricks(pos)
        p = all_tricks / max(1, len(worlds))
        for ouvert in (False, True):
            contract = ev.contract_for(g, hand=True, schwarz=True, ouvert=ouvert)
            decl = A.Declare(contract.game, True, True, ouvert)
            if decl not in view.legal:
                continue
            if ev.guaranteed_value(view.rules, contract, view.hand, view.unknown_mask) < view.bid:
                continue
            table = ev.outcome_table(
                view.rules,
                contract,
                me,
                view.bid,
                mats_key(g, view.hand),
                1,
                False,
                False,
                view.bock,
            )
            # Ouvert: the defenders see our cards, so no optimism at all.
            u = (
                p * table.by_category[ev.CAT_SCHWARZ]
                + (1 - p) * table.by_category[ev.CAT_SCHNEIDER]
            )
            out.append(Scored(decl, u, p, "hand_game_pays"))
    return out
