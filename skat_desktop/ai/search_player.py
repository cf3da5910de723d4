"""The ``normal`` and ``strong`` levels: sampled worlds, double-dummy solving.

Every decision is made the same way: deal *worlds* (complete guesses of the
hidden cards) consistent with the view and weighted by inference
(:mod:`.sampling`, :mod:`.inference`), let the solver play each world out
perfectly, and pick the action with the best *expected list score* — the
session's own scoring applied to each world's outcome via
:class:`~.evaluation.OutcomeTable`. A card is thus chosen for what it does to
the chance of winning and to the Schneider levels and Kontra factors, not for
raw card points.

* Card play asks the solver threshold questions (can the declarer still reach
  61? 90? stay above 30?) — one null-window search each, far cheaper than an
  exact value — and only the questions the score depends on.
* Bidding, the pick-up/hand choice, the 66 discards and the declaration are
  simulated: candidate contracts (pruned by the rules of thumb) are solved over
  sampled skats and opponent hands and compared at the bid in question.
* Kontra/Re, conceding, claims and answers to claims use the same worlds.

``strong`` differs from ``normal`` only in effort: more worlds, more candidate
discards, Schneider questions in card play and full-strength inference. With
only the pure-Python solver twin available, both scale their worlds down (the
``scaled_for_python`` attribute says so) to stay responsive.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import logging
import os
import random
import time
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import JACKS_MASK, RANK_POINTS, Card, mask_points
from skat_desktop.engine.game import Phase
from skat_desktop.engine.game_types import GameType
from skat_desktop.engine.rules import AllPass, RuleSet
from skat_desktop.engine.scoring import Contract
from skat_desktop.engine.tricks import FOLLOW, POWER, winning_index
from skat_desktop.engine.view import GameView

from . import evaluation as ev
from . import solver
from .easy import EasyPlayer, fallback_declaration, pending_offer, ramsch_danger
from .inference import Knowledge, knowledge
from .sampling import World, enumerate_worlds, sample_worlds

_K = TypeVar("_K", bound=Hashable)
_R = TypeVar("_R")


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
    decl_budget_s: float = 1.0
    """Soft time budget of the discard/declaration simulation."""
    dd_optimism: float = 0.35
    """Share of double-dummy losses counted as wins when bidding and declaring."""
    prior_worlds: float = 8.0
    """Weight (in worlds) of the rules-of-thumb estimate when bidding."""
    schneider_from_trick: int = 2
    """Card play asks the Schneider questions from this many played tricks on."""
    search_from_trick: int = 0
    """Decisions before this many played tricks follow the rules of thumb.

    0 with the C core. The Python twin needs seconds for one trick-1 world, so
    without the C core the auction, the declaration and the opening tricks
    are played by rule and the search starts when the hands are short enough
    to solve within the same time bounds."""

    def scaled(self, factor: int) -> LevelConfig:
        return dataclasses.replace(
            self,
            play_worlds=max(6, self.play_worlds // factor),
            bid_worlds=max(4, self.bid_worlds // factor),
            declare_worlds=max(4, self.declare_worlds // factor),
            discard_candidates=max(1, self.discard_candidates // 2),
            game_candidates=max(2, self.game_candidates - 1),
            first_batch=max(4, self.first_batch // factor),
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
)
STRONG = LevelConfig(
    "strong",
    play_worlds=50,
    bid_worlds=20,
    declare_worlds=30,
    discard_candidates=3,
    game_candidates=3,
    oversample=4,
    inference=1.0,
    schneider=True,
    bid_margin=4.0,
    play_budget_s=0.7,
    keep_moves=4,
    first_batch=20,
    decl_budget_s=0.7,
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


@dataclasses.dataclass(frozen=True)
class Scored:
    """One option of a decision with its estimated value for the chooser."""

    action: Action
    utility: float
    """Expected list-score utility for the deciding seat (own minus the others' mean)."""
    win: float
    """Chance the deciding seat's side wins the game (Ramsch: not to be the loser)."""
    reason: str


_warned: set[str] = set()


def _log_python_scaling(level: str, cfg: LevelConfig) -> None:
    """Say once per level that worlds were cut because the C core is missing."""
    if level not in _warned:
        _warned.add(level)
        logging.getLogger(__name__).warning(
            "solver C core not available: %s plays the auction and the first %d tricks "
            "by rules of thumb and then searches %d worlds per card (scaled down %dx "
            "for the pure-Python solver)",
            level,
            cfg.search_from_trick,
            cfg.play_worlds,
            PYTHON_SCALE,
        )


# ---------------------------------------------------------------- game helpers


def _played_by(view: GameView) -> tuple[int, int, int]:
    played = [0, 0, 0]
    for trick in view.tricks:
        for i, c in enumerate(trick.cards):
            played[(trick.leader + i) % 3] |= 1 << c
    for i, x in enumerate(view.trick):
        played[(view.trick_leader + i) % 3] |= 1 << x
    return (played[0], played[1], played[2])


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


@dataclasses.dataclass
class _Play:
    """The card-play situation shared by all worlds of one decision."""

    view: GameView
    kind: int
    declarer: int
    contract: Contract | None
    factor: int
    cfg: LevelConfig
    played_by: tuple[int, int, int]

    @property
    def me(self) -> int:
        return self.view.seat

    def cards12(self, world: World) -> int:
        d = self.declarer
        return world[d] | self.played_by[d] | world[3]

    def table(self, world: World) -> ev.OutcomeTable:
        assert self.contract is not None
        view = self.view
        return ev.outcome_table(
            view.rules,
            self.contract,
            self.declarer,
            view.bid,
            _mats_key(self.kind, self.cards12(world)),
            self.factor,
            view.kontra_by is not None,
            view.re,
            view.bock,
        )


def _mats_key(kind: int, cards12: int) -> int:
    """A 12-card stand-in with the same matadors (keeps the table cache small)."""
    if kind > GameType.GRAND:
        return 0
    seq = ev._sequence(kind)
    mask = 0
    for c in seq:
        if cards12 >> c & 1:
            mask |= 1 << c
    return mask


def _factor(view: GameView) -> int:
    return (
        (2 if view.kontra_by is not None else 1) * (2 if view.re else 1) * (2 if view.bock else 1)
    )


def _after(
    kind: int, hands: tuple[int, int, int], leader: int, trick: tuple[int, ...], seat: int, c: int
) -> tuple[tuple[int, int, int], int, tuple[int, ...], int, int]:
    """Play ``c``: new hands, leader, trick, trick winner (−1: open) and its points."""
    h = list(hands)
    h[seat] &= ~(1 << c)
    t = (*trick, c)
    if len(t) == 3:
        w = (leader + winning_index(kind, t)) % 3
        return (h[0], h[1], h[2]), w, (), w, sum(RANK_POINTS[x & 7] for x in t)
    return (h[0], h[1], h[2]), leader, t, -1, 0


# ------------------------------------------------------------------ evaluation loop

_THREADS = max(1, min(2, os.cpu_count() or 1))
_POOL: concurrent.futures.ThreadPoolExecutor | None = None


def set_threads(n: int) -> None:
    """Solver threads per process (the C core releases the GIL while searching).

    Matches running one process per core set this to 1; the app uses two so a
    decision takes half the wall time on a dual-core machine.
    """
    global _THREADS, _POOL
    n = max(1, n)
    if n != _THREADS and _POOL is not None:
        _POOL.shutdown(wait=False)
        _POOL = None
    _THREADS = n


def _map(fn: Callable[[World], _R], worlds: Sequence[World]) -> list[_R]:
    global _POOL
    if _THREADS <= 1 or len(worlds) < 2 or solver.core_name() != "c":
        return [fn(w) for w in worlds]
    if _POOL is None:
        _POOL = concurrent.futures.ThreadPoolExecutor(_THREADS, thread_name_prefix="skat-ai")
    return list(_POOL.map(fn, worlds))


@dataclasses.dataclass
class Stat:
    """Running mean of one candidate over the worlds it was evaluated in."""

    total: float = 0.0
    wins: float = 0.0
    n: int = 0

    @property
    def utility(self) -> float:
        return self.total / self.n if self.n else float("-inf")

    @property
    def win(self) -> float:
        return self.wins / self.n if self.n else 0.0


def halving(
    candidates: Sequence[_K],
    worlds: Sequence[World],
    evaluate: Callable[[World, Sequence[_K]], dict[_K, tuple[float, float]]],
    *,
    keep: int,
    first: int,
    budget_s: float,
    min_worlds: int,
) -> dict[_K, Stat]:
    """Evaluate candidates over worlds, dropping the clearly worse ones early.

    All candidates see the first ``first`` worlds; then only the best ``keep``
    go on, in batches, through the remaining worlds. This is successive halving:
    the solver time goes to the close decisions. Batches stop once
    ``budget_s`` is spent and ``min_worlds`` worlds were used.
    """
    stats: dict[_K, Stat] = {c: Stat() for c in candidates}
    start = time.perf_counter()

    def run(batch: Sequence[World], active: Sequence[_K]) -> None:
        for res in _map(lambda w: evaluate(w, active), batch):
            for c, (u, win) in res.items():
                st = stats[c]
                st.total += u
                st.wins += win
                st.n += 1

    head = list(worlds[:first])
    run(head, list(candidates))
    work = len(head) * len(candidates)
    rest = list(worlds[len(head) :])
    if not rest:
        return stats
    active = sorted(candidates, key=lambda c: -stats[c].utility)[:keep]
    used = len(head)
    step = max(2, _THREADS * 2)
    i = 0
    while i < len(rest):
        batch = rest[i : i + step]
        if used >= min_worlds:
            # Predict the batch from the cost per candidate-world so far, so a
            # slow batch does not overshoot the budget (the budget is what a
            # player waits for, not an average).
            spent = time.perf_counter() - start
            per_world = spent / max(1, work)
            if spent + per_world * len(batch) * len(active) > budget_s:
                break
        run(batch, active)
        work += len(batch) * len(active)
        used += len(batch)
        i += step
    return stats


# ------------------------------------------------------------------ the player


class SearchPlayer:
    """Sampling + double-dummy search (``normal`` / ``strong``)."""

    def __init__(
        self, level: str = "strong", seed: int | None = None, config: LevelConfig | None = None
    ) -> None:
        cfg = config or CONFIGS[level]
        self.scaled_for_python = solver.core_name() != "c"
        if self.scaled_for_python:
            cfg = cfg.for_python_core()
            _log_python_scaling(level, cfg)
        self.level = level
        self.cfg = cfg
        self._rng = random.Random(seed)
        self._easy = EasyPlayer(seed)
        self._bid_cache: tuple[tuple[int, int, RuleSet], _BidEval] | None = None
        self._plan: tuple[int, A.Declare] | None = None
        self.last_worlds = 0
        self.log: Callable[[str], None] | None = None

    @property
    def worlds(self) -> int:
        """Worlds per card decision at trick 1 (after any Python-core scaling)."""
        return self.cfg.play_worlds

    # ------------------------------------------------------------------ entry
    def choose(self, view: GameView) -> Action:
        if not view.legal:
            raise ValueError("no legal action in this view")
        if len(view.legal) == 1:
            return view.legal[0]
        options = self.options(view)
        if not options:
            return self._easy.choose(view)
        best = options[0].action
        if best not in view.legal:
            return self._easy.choose(view)
        return best

    def options(self, view: GameView) -> list[Scored]:
        """Every option considered for this decision, best first."""
        phase = view.phase
        if len(view.tricks) < self.cfg.search_from_trick:
            return [Scored(self._easy.choose(view), 0.0, 0.5, "rule_of_thumb")]
        if phase is Phase.BIDDING:
            return self.bid_options(view)
        if phase is Phase.SKAT:
            return self.skat_options(view)
        if phase is Phase.DISCARD:
            return self.discard_options(view)
        if phase is Phase.DECLARE:
            return self.declare_options(view)
        if phase is Phase.KONTRA:
            return self.kontra_options(view)
        if phase is Phase.RE:
            return self.re_options(view)
        if phase is Phase.PUSH:
            return self.push_options(view)
        if phase is Phase.PUSH_DISCARD:
            a = self._easy.choose(view)
            return [Scored(a, 0.0, 0.5, "push_dangerous_cards")]
        if phase is Phase.RESPONSE:
            return self.response_options(view)
        if phase is Phase.PLAY:
            return self.play_options(view)
        return []

    # ------------------------------------------------------------------ worlds
    def _worlds(self, view: GameView, n: int, know: Knowledge | None = None) -> list[World]:
        worlds = sample_worlds(
            view,
            n,
            self._rng,
            oversample=self.cfg.oversample,
            strength=self.cfg.inference,
            know=know,
        )
        self.last_worlds = len(worlds)
        return worlds

    # ------------------------------------------------------------------ card play
    def play_options(self, view: GameView) -> list[Scored]:
        plays = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
        out: list[Scored] = []
        game = view.game
        assert game is not None
        if view.seat == view.declarer and not view.ramsch:
            extra = self._declarer_extras(view)
            if extra is not None:
                return [extra]
        if A.KONTRA in view.legal:
            kon = self.kontra_options(view)
            if kon and kon[0].action == A.KONTRA:
                return [kon[0]]
        if len(plays) == 1:
            return [Scored(A.Play(Card(plays[0])), 0.0, 0.5, "only_card")]
        if view.ramsch and len(view.tricks) < RAMSCH_SEARCH_FROM:
            # Exact paranoid Ramsch values are expensive with many cards left;
            # the opening tricks are played by rule (stay under, shed points).
            card = self._easy.card(view)
            return [Scored(A.Play(Card(card)), 0.0, 0.5, "avoid_points")]
        scores = self.card_scores(view, plays)
        # Ties are common (every card wins, or every card loses, in all worlds);
        # then the rule of thumb decides, which keeps a safety margin the
        # double-dummy solver does not see (trumps pulled, points taken early).
        preferred = self._easy.card(view)
        best_u = max(u for u, _ in scores.values())
        tie = preferred in scores and scores[preferred][0] >= best_u - TIE_TOLERANCE
        for c, (u, w) in scores.items():
            bonus = 1 if tie and c == preferred else 0
            out.append(Scored(A.Play(Card(c)), u, w, "rule_of_thumb" if bonus else ""))
        out.sort(key=lambda s: (-s.utility - (TIE_TOLERANCE if s.reason else 0.0), -s.win))
        return [
            dataclasses.replace(s, reason=s.reason or _card_reason(view, _card_of(s), i))
            for i, s in enumerate(out)
        ]

    def card_scores(
        self, view: GameView, plays: Sequence[int], n_worlds: int | None = None
    ) -> dict[int, tuple[float, float]]:
        """Expected utility and win chance (for this seat) of each legal card."""
        game = view.game
        assert game is not None
        kind = int(game)
        declarer = view.seat if view.ramsch else view.declarer
        assert declarer is not None
        ctx = _Play(view, kind, declarer, view.contract, _factor(view), self.cfg, _played_by(view))
        legal = sum(1 << c for c in plays)
        groups = equivalent_groups(kind, view.hand, legal, view.played_mask)
        tricks_left = view.hand.bit_count()
        n = n_worlds or self.cfg.play_worlds
        if tricks_left <= 7:
            n = max(n, self.cfg.play_worlds + 10 * (8 - tricks_left))
        worlds = self._worlds(view, n)
        moves = [g[0] for g in groups]
        stats = halving(
            moves,
            worlds,
            lambda w, ms: self._world_moves(ctx, w, ms),
            keep=self.cfg.keep_moves,
            first=self.cfg.first_batch,
            budget_s=self.cfg.play_budget_s,
            min_worlds=min(n, self.cfg.play_worlds),
        )
        self.last_worlds = max(st.n for st in stats.values())
        out: dict[int, tuple[float, float]] = {}
        for g in groups:
            st = stats[g[0]]
            for c in g:
                out[c] = (st.utility, st.win)
        return out

    def _world_moves(
        self, ctx: _Play, world: World, moves: Sequence[int]
    ) -> dict[int, tuple[float, float]]:
        """Utility and win (0/1) for the mover of each move in one world."""
        view = ctx.view
        kind = ctx.kind
        me = ctx.me
        hands = (world[0], world[1], world[2])
        leader, trick = view.trick_leader, view.trick
        out: dict[int, tuple[float, float]] = {}
        if kind == GameType.RAMSCH:
            base = view.won_points[me]
            for c in moves:
                h, ld, t, w, pts = _after(kind, hands, leader, trick, me, c)
                taken = pts if w == me else 0
                if h[0] | h[1] | h[2] or t:
                    taken += solver.solve(solver.Position(kind, h, me, ld, t))
                total = base + taken
                out[c] = (-float(total), 1.0 if total <= 40 else 0.0)
            return out
        decl = ctx.declarer
        sign = 1.0 if me == decl else -1.0
        table = ctx.table(world)
        if kind == GameType.NULL:
            for c in moves:
                h, ld, t, w, _ = _after(kind, hands, leader, trick, me, c)
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
        # Schneider questions only once the position is cheap to solve: early on
        # they double the cost of the decisions that are already the slowest.
        schneider = self.cfg.schneider and len(view.tricks) >= self.cfg.schneider_from_trick
        contract = ctx.contract
        assert contract is not None
        def_tricks = sum(view.won_tricks[s] for s in range(3) if s != decl)
        for c in moves:
            h, ld, t, w, pts = _after(kind, hands, leader, trick, me, c)
            banked = banked0 + (pts if w == decl else 0)
            dt = def_tricks + (1 if w >= 0 and w != decl else 0)
            remaining = h[0] | h[1] | h[2]
            if not remaining and not t:
                cat = ev.category(
                    banked, all_tricks=dt == 0, no_tricks=view.won_tricks[decl] + (w == decl) == 0
                )
            else:
                pos = solver.Position(kind, h, decl, ld, t)
                cat = self._category(
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

    def _category(
        self,
        pos: solver.Position,
        banked: int,
        contract: Contract,
        def_tricks: int,
        in_play: int,
        schneider: bool | None = None,
    ) -> int:
        """Outcome category with as few threshold questions as the score needs."""
        if schneider is None:
            schneider = self.cfg.schneider

        def reach(total: int) -> bool:
            need = total - banked
            if need <= 0:
                return True
            if need > in_play:
                return False
            return solver.reaches(pos, need)

        if contract.schwarz:
            if def_tricks == 0 and solver.takes_all_tricks(pos):
                return ev.CAT_SCHWARZ
            return ev.CAT_SCHNEIDER if reach(90) else (ev.CAT_WON if reach(61) else ev.CAT_LOST)
        if contract.schneider:
            if reach(90):
                return ev.CAT_SCHNEIDER
            return ev.CAT_WON if reach(61) else ev.CAT_LOST
        if reach(61):
            if schneider and reach(90):
                return ev.CAT_SCHNEIDER
            return ev.CAT_WON
        if schneider and not reach(31):
            return ev.CAT_SCHNEIDERED
        return ev.CAT_LOST

    def _declarer_extras(self, view: GameView) -> Scored | None:
        """Claim when every world is won outright; concede a hopeless game early."""
        claimed = any(s == view.seat and isinstance(a, A.Claim) for s, a in view.history)
        if (
            A.CLAIM in view.legal
            and not claimed
            and view.game is not GameType.NULL
            and self._claim_safe(view)
        ):
            # Once per game: if the defenders refuse, we simply play on.
            return Scored(A.CLAIM, 0.0, 1.0, "claim_rest")
        if A.CONCEDE in view.legal and not view.tricks and not view.trick:
            conc = self._concede_if_hopeless(view)
            if conc is not None:
                return conc
        return None

    def _claim_safe(self, view: GameView) -> bool:
        game = view.game
        assert game is not None and view.declarer is not None
        for world in self._worlds(view, 16):
            pos = solver.Position(
                int(game), (world[0], world[1], world[2]), view.declarer, view.trick_leader, ()
            )
            if not solver.takes_all_tricks(pos):
                return False
        return True

    def _concede_if_hopeless(self, view: GameView) -> Scored | None:
        status = self._contract_status3(view, max(4, self.cfg.declare_worlds // 2))
        if status is None:
            return None
        win, util, conc = status
        if win < 0.03 and conc > util + 5:
            return Scored(A.CONCEDE, conc, 0.0, "hopeless_concede")
        return None

    def _contract_status(self, view: GameView, n: int) -> tuple[float, float] | None:
        """(declarer win chance, declarer utility) of the contract from here."""
        full = self._contract_status3(view, n)
        return None if full is None else (full[0], full[1])

    def _contract_status3(self, view: GameView, n: int) -> tuple[float, float, float] | None:
        """Win chance, utility and the utility of conceding, for the declarer."""
        game = view.game
        if game is None or view.declarer is None or view.ramsch or view.contract is None:
            return None
        kind = int(game)
        declarer = view.declarer
        contract = view.contract
        ctx = _Play(view, kind, declarer, contract, _factor(view), self.cfg, _played_by(view))
        worlds = self._worlds(view, n)
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
                cat = self._category(pos, banked, contract, def_tricks, in_play)
            conc = ev.concede_utility(
                view.rules, contract, declarer, view.bid, ctx.cards12(world), ctx.factor
            )
            return float(table.win(cat)), table.by_category[cat], conc

        results = _map(one, worlds)
        k = max(1, len(results))
        return (
            sum(r[0] for r in results) / k,
            sum(r[1] for r in results) / k,
            sum(r[2] for r in results) / k,
        )

    # ------------------------------------------------------------------ Kontra / Re
    def kontra_options(self, view: GameView) -> list[Scored]:
        status = self._contract_status(view, max(8, self.cfg.declare_worlds // 2))
        if status is None:
            return [Scored(A.PASS, 0.0, 0.5, "no_kontra")]
        win, util = status
        # Kontra doubles the declarer's result; he may double again with Re.
        kontra_gain = -util * (1.0 if win < 0.3 else 0.5)
        k = Scored(A.KONTRA, kontra_gain, 1 - win, "kontra_declarer_weak")
        p = Scored(A.PASS, 0.0, 1 - win, "no_kontra")
        opts = [k, p] if win < 0.3 and util < 0 else [p, k]
        return [o for o in opts if o.action in view.legal] or [p]

    def re_options(self, view: GameView) -> list[Scored]:
        status = self._contract_status(view, max(8, self.cfg.declare_worlds // 2))
        if status is None:
            return [Scored(A.PASS, 0.0, 0.5, "no_re")]
        win, util = status
        opts = [Scored(A.RE, util, win, "re_confident"), Scored(A.PASS, 0.0, win, "no_re")]
        if not (win > 0.8 and util > 0):
            opts.reverse()
        conc = None
        if A.CONCEDE in view.legal and not view.tricks:
            conc = self._concede_if_hopeless(view)
        if conc is not None:
            opts.insert(0, conc)
        return [o for o in opts if o.action in view.legal]

    # ------------------------------------------------------------------ responses
    def response_options(self, view: GameView) -> list[Scored]:
        pending = pending_offer(view)
        game = view.game
        if game is None or view.declarer is None:
            return [Scored(A.REJECT, 0.0, 0.5, "reject")]
        if isinstance(pending, A.Concede):
            status = self._contract_status3(view, max(8, self.cfg.play_worlds // 3))
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
            worlds = self._worlds(view, max(32, self.cfg.play_worlds))
        for world in worlds:
            pos = solver.Position(
                kind, (world[0], world[1], world[2]), view.declarer, view.trick_leader, view.trick
            )
            if kind == GameType.NULL:
                holds = solver.reaches(pos, 0)
            else:
                holds = solver.takes_all_tricks(pos)
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

    # ------------------------------------------------------------------ bidding
    def _bid_eval(self, view: GameView) -> _BidEval:
        key = (view.hand, view.seat, view.rules)
        if self._bid_cache is not None and self._bid_cache[0] == key:
            return self._bid_cache[1]
        worlds = self._worlds(view, self.cfg.bid_worlds)
        ev_ = _BidEval.build(view, worlds, self.cfg, hand_allowed=True)
        self._bid_cache = (key, ev_)
        return ev_

    def pass_utility(self, view: GameView) -> float:
        if view.rules.all_pass is AllPass.RAMSCH:
            return -8.0 * (ramsch_danger(view.hand) - 2.5)
        return 0.0

    def bid_options(self, view: GameView) -> list[Scored]:
        be = self._bid_eval(view)
        pass_u = self.pass_utility(view)
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
            util, win, _ = be.best(value, self.cfg.prior_worlds)
            if util == float("-inf"):
                continue
            util -= self.cfg.bid_margin
            reason = "highest_expected_score" if util > pass_u else "avoid_overbid"
            out.append(Scored(action, util, win, reason))
        out.sort(key=lambda s: -s.utility)
        return out

    # ------------------------------------------------------------------ declaring
    def skat_options(self, view: GameView) -> list[Scored]:
        # The auction already simulated pick-up and hand games for this hand.
        be = self._bid_eval(view)
        worlds = be.worlds
        out: list[Scored] = []
        util, win, _ = be.pickup_value(view.bid)
        out.append(Scored(A.PICK_UP, util, win, "pick_up_skat"))
        for decl, (u, w) in be.hand_values(view.bid).items():
            if decl in view.legal:
                out.append(Scored(decl, u, w, "hand_game_pays"))
        out.extend(self._schwarz_options(view, be, worlds))
        out.sort(key=lambda s: -s.utility)
        return out

    def _schwarz_options(
        self, view: GameView, be: _BidEval, worlds: Sequence[World]
    ) -> list[Scored]:
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
                if (
                    ev.guaranteed_value(view.rules, contract, view.hand, view.unknown_mask)
                    < view.bid
                ):
                    continue
                table = ev.outcome_table(
                    view.rules,
                    contract,
                    me,
                    view.bid,
                    _mats_key(g, view.hand),
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

    def discard_options(self, view: GameView) -> list[Scored]:
        plan = self._plan_after_pickup(view, view.hand)
        if not plan:
            pair, decl = fallback_declaration(view, view.hand)
            self._plan = (view.hand & ~((1 << pair[0]) | (1 << pair[1])), decl)
            return [Scored(A.Discard((Card(pair[0]), Card(pair[1]))), -100.0, 0.0, "avoid_overbid")]
        best = plan[0]
        pair, decl = best[0], best[1]
        self._plan = (view.hand & ~((1 << pair[0]) | (1 << pair[1])), decl)
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

    def declare_options(self, view: GameView) -> list[Scored]:
        if self._plan is not None and self._plan[0] == view.hand:
            decl = self._plan[1]
            if decl in view.legal:
                return [Scored(decl, 0.0, 0.5, "highest_expected_score")]
        hand12 = view.hand | (view.known_discards or 0)
        disc = view.known_discards or 0
        plan = self._plan_after_pickup(view, hand12, fixed_discard=disc)
        out = [Scored(d, u, w, "highest_expected_score") for _, d, u, w in plan]
        if not out:
            _, decl = fallback_declaration(view, hand12)
            out = [Scored(decl, -100.0, 0.0, "avoid_overbid")]
        return out

    def _plan_after_pickup(
        self, view: GameView, hand12: int, fixed_discard: int = 0
    ) -> list[tuple[tuple[int, int], A.Declare, float, float]]:
        """Simulate (discard, game) candidates; best expected utility first."""
        rules, bid, me = view.rules, view.bid, view.seat
        cands: list[tuple[tuple[int, int], Contract, float]] = []
        per_game: list[tuple[float, int, bool]] = []
        for g in (*ev.TRUMP_GAMES, GameType.NULL):
            for ouvert in (False, True) if g == GameType.NULL else (False,):
                c = ev.contract_for(g, ouvert=ouvert)
                if ev.game_value(rules, c, hand12) < bid:
                    continue
                pairs: list[tuple[int, int]]
                if fixed_discard:
                    lo, hi = ev.bits(fixed_discard)
                    pairs = [(lo, hi)]
                else:
                    pairs = ev.best_discards(g, hand12, self.cfg.discard_candidates)
                best_p = 0.0
                for pair in pairs:
                    a, b = pair[0], pair[1]
                    rest = hand12 & ~((1 << a) | (1 << b))
                    p = ev.win_estimate(
                        g, rest, me, pre=False, skat_points=RANK_POINTS[a & 7] + RANK_POINTS[b & 7]
                    )
                    best_p = max(best_p, p)
                    cands.append(((a, b), c, p))
                per_game.append((best_p, g, ouvert))
        if not cands:
            return []
        # Keep the most promising games only.
        per_game.sort(reverse=True)
        keep = {(g, o) for _, g, o in per_game[: self.cfg.game_candidates]}
        cands = [x for x in cands if (int(x[1].game), x[1].ouvert) in keep]
        know = knowledge(view)
        if fixed_discard == 0 and view.phase is Phase.DISCARD:
            # Our discard is not made yet: the two skat cards are ours, nothing is hidden there.
            know = dataclasses.replace(
                know, capacity=(know.capacity[0], know.capacity[1], know.capacity[2], 0)
            )
        worlds = self._worlds(view, self.cfg.declare_worlds, know)
        keys = [(pair, c) for pair, c, _ in cands]
        tables = {
            c: ev.outcome_table(
                rules, c, me, bid, _mats_key(int(c.game), hand12), 1, False, False, view.bock
            )
            for _, c in keys
        }
        schneider = self.cfg.schneider
        optimism = self.cfg.dd_optimism

        def evaluate(
            world: World, active: Sequence[tuple[tuple[int, int], Contract]]
        ) -> dict[tuple[tuple[int, int], Contract], tuple[float, float]]:
            res: dict[tuple[tuple[int, int], Contract], tuple[float, float]] = {}
            for pair, c in active:
                a, b = pair
                hands = [world[0], world[1], world[2]]
                hands[me] = hand12 & ~((1 << a) | (1 << b))
                cat = _solve_category(
                    int(c.game), (hands[0], hands[1], hands[2]), me, (1 << a) | (1 << b), schneider
                )
                table = tables[c]
                res[(pair, c)] = table.adjusted(cat, optimism)
            return res

        stats = halving(
            keys,
            worlds,
            evaluate,
            keep=3,
            first=4,
            budget_s=self.cfg.decl_budget_s,
            min_worlds=min(len(worlds), 8),
        )
        results = [
            (
                pair,
                A.Declare(c.game, ouvert=c.ouvert),
                stats[(pair, c)].utility,
                stats[(pair, c)].win,
            )
            for pair, c in keys
        ]
        results.sort(key=lambda r: -r[2])
        return results

    # ------------------------------------------------------------------ Schieberamsch
    def push_options(self, view: GameView) -> list[Scored]:
        easy = self._easy.push(view)
        out = [Scored(easy, 0.0, 0.5, "ramsch_rule_of_thumb")]
        escape = A.Declare(GameType.GRAND)
        if escape in view.legal:
            p = ev.win_estimate(GameType.GRAND, view.hand, view.seat, pre=False, skat_points=7)
            if p > 0.25:
                worlds = self._worlds(view, self.cfg.declare_worlds)
                be = _BidEval.build(
                    view, worlds, self.cfg, hand_allowed=True, games=(GameType.GRAND,), pickup=False
                )
                values = be.hand_values(0)
                u, w = values.get(escape, (float("-inf"), 0.0))
                ramsch_u = -8.0 * (ramsch_danger(view.hand) - 2.5) * (2**view.pushes)
                if u > ramsch_u + 10:
                    out.insert(0, Scored(escape, u, w, "grand_hand_escape"))
        return out


def _solve_category(
    kind: int, hands: tuple[int, int, int], declarer: int, skat: int, schneider: bool
) -> int:
    """Category of a fresh deal (forehand leads) for a declarer game."""
    pos = solver.Position(kind, hands, declarer, 0, ())
    if kind == GameType.NULL:
        return 1 if solver.reaches(pos, 0) else 0
    sp = mask_points(skat)
    if solver.reaches(pos, 61 - sp):
        if schneider and solver.reaches(pos, 90 - sp):
            return ev.CAT_SCHNEIDER
        return ev.CAT_WON
    if schneider and not solver.reaches(pos, 31 - sp):
        return ev.CAT_SCHNEIDERED
    return ev.CAT_LOST


def _card_of(s: Scored) -> int:
    assert isinstance(s.action, A.Play)
    return int(s.action.card)


def _card_reason(view: GameView, c: int, rank: int) -> str:
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


# ------------------------------------------------------------------ bidding model


@dataclasses.dataclass
class _BidEval:
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
    optimism: float = 0.0
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
    ) -> _BidEval:
        rules, me, hand10 = view.rules, view.seat, view.hand
        unknown = view.unknown_mask
        options = ev.bidding_options(rules, hand10, me, unknown)
        # Candidate games by the rules of thumb.
        pre = sorted(
            (
                (o.win, int(o.contract.game))
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
                if ev.win_estimate(g, hand10, me, pre=False, skat_points=7) < 0.3:
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
                    a, b = ev.best_discards(g, hand12, 1)[0]
                    hands = [world[0], world[1], world[2]]
                    hands[me] = hand12 & ~((1 << a) | (1 << b))
                    cats[g] = _solve_category(
                        g, (hands[0], hands[1], hands[2]), me, (1 << a) | (1 << b), False
                    )
                    values[g] = ev.game_value(rules, ev.contract_for(g), hand12)
                    prefs[g] = ev.win_estimate(
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
                hand_cat[g] = _solve_category(g, (hands[0], hands[1], hands[2]), me, skat, True)
            return cats, values, prefs, hand_cat

        hand_cats: dict[Contract, list[int]] = {c: [] for c in hand_contracts}
        hvals: dict[Contract, list[int]] = {c: [] for c in hand_contracts}
        pick_cats: list[dict[int, int]] = []
        pick_values: list[dict[int, int]] = []
        pick_pref: list[dict[int, float]] = []
        for world, (cats, values, prefs, hand_cat) in zip(worlds, _map(one, worlds), strict=True):
            pick_cats.append(cats)
            pick_values.append(values)
            pick_pref.append(prefs)
            for c in hand_contracts:
                hand_cats[c].append(hand_cat[int(c.game)])
                hvals[c].append(_mats_key(int(c.game), hand10 | world[3]))
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
            cfg.dd_optimism,
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
            g = max(ok, key=lambda x: ev.expected_gain(rules, prefs[x], values[x]))
            table = _table_for_value(self.view, ev.contract_for(g), bid, values[g])
            u, w = table.adjusted(cats[g], self.optimism)
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
                u, w = table.adjusted(cat, self.optimism)
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
            p = min(1.0, ev.best_win_at(view.rules, view.hand, view.seat, bid) + ev.PLAY_EDGE)
            prior_u = ev.expected_gain(view.rules, p, bid)
            k = prior_worlds
            best_u = (n * best_u + k * prior_u) / (n + k)
            best_w = (n * best_w + k * p) / (n + k)
        return best_u, best_w, label


def _table_for_value(view: GameView, contract: Contract, bid: int, value: int) -> ev.OutcomeTable:
    """Outcome table of a pick-up game whose plain value is ``value``."""
    rules = view.rules
    if contract.game is GameType.NULL:
        key = 0
    else:
        base = ev.base_value(rules, contract)
        mult = max(1, value // base)
        # Rebuild a 12-card stand-in with (mult - 1) matadors "with".
        seq = ev._sequence(int(contract.game))
        n = min(len(seq), mult - 1)
        key = sum(1 << c for c in seq[:n])
    return ev.outcome_table(rules, contract, view.seat, bid, key, 1, False, False, view.bock)
