"""The Spitzer search levels (``normal``, ``strong``): sample worlds, solve, average.

Every decision is scored by the expected *relative* score of the deciding seat
(its own score minus the mean of the other three, since the game is won on
totals), averaged over worlds consistent with what the seat knows
(:mod:`.worlds`):

* **cards**: each world is solved double-dummy with the four-hand solver; the
  declaring side's final card points after each legal card give that card's
  score through the contract's row of the score table;
* **declarations**: in each world, each side the declarations would form
  (pass, Schneider, Zola, each callable ace, "first trick") is asked once for
  the score-table column it can force from the opening lead
  (:func:`~.double_dummy.forced_column`, a few threshold searches), and each
  option is scored by its own row at that column. Later seats are assumed to
  pass. Double-dummy play flatters whoever declares (he "knows" where every
  card is), so a declaration has to beat passing by :attr:`Config.margin`.

Cards are ranked by the expected score plus a twentieth of a score unit per
expected card point of the seat's side (:attr:`Config.points_weight`): with a
couple of dozen worlds the score table's steps decide between cards only where
a world crosses a line, and the points break the remaining near-ties in the
right direction.

``strong`` samples more worlds than ``normal`` and trusts declarations more
(a smaller margin); both stop sampling when their time budget is spent.
"""

from __future__ import annotations

import dataclasses
import random
import time

from skat_desktop.engine.actions import Play
from skat_desktop.engine.spitzer.actions import (
    CallPartner,
    Declaration,
    DeclareSchneider,
    DeclareZola,
    Pass,
    SpitzerAction,
)
from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN
from skat_desktop.engine.spitzer.game import Phase
from skat_desktop.engine.spitzer.scoring import Column, score_value, seat_scores
from skat_desktop.engine.spitzer.sides import contract_of, declaring_side
from skat_desktop.engine.spitzer.view import SpitzerView

from . import double_dummy as dd
from .declare_model import Estimate, declaration_kind, shipped_declare_model
from .easy import SpitzerEasyPlayer
from .worlds import deal_world, facts_of, relative_score, utility, world_game


@dataclasses.dataclass(frozen=True)
class Config:
    """Effort and caution of one level."""

    name: str
    play_worlds: int
    declare_worlds: int
    budget_s: float
    """Stop drawing further worlds once a decision has taken this long."""
    margin: float
    """A declaration must beat passing by this much expected relative score."""
    points_weight: float = 0.0
    """Score units per card point added to a card's estimate: a smoother signal
    than the score table's steps where few worlds decide between cards."""
    learned_declarations: bool = False
    """Weigh Zola and Schneider with the learned model (:mod:`.declare_model`)
    instead of the margin where the model speaks."""


NORMAL = Config(
    "normal", play_worlds=10, declare_worlds=8, budget_s=1.0, margin=2.0, points_weight=0.05
)
STRONG = Config(
    "strong",
    play_worlds=24,
    declare_worlds=16,
    budget_s=2.5,
    margin=1.0,
    points_weight=0.05,
    learned_declarations=True,
)
CONFIGS = {"normal": NORMAL, "strong": STRONG}


@dataclasses.dataclass(frozen=True)
class SpitzerOption:
    """One candidate with its estimate; :meth:`SpitzerSearchPlayer.options` ranks them."""

    action: SpitzerAction
    expected_score: float
    """Mean relative score (own minus the others' mean) over the worlds."""
    side_points: float
    """Mean final card points of the deciding seat's side (cards; the deal's 120 in
    all), or of the declaring side (declarations)."""
    worlds: int
    win_chance: float = 0.0
    """Share of the worlds in which the seat's side comes out ahead (scores)."""


class SpitzerSearchPlayer:
    """Samples worlds and solves them; see the module docstring."""

    def __init__(
        self, level: str = "strong", seed: int | None = None, *, config: Config | None = None
    ) -> None:
        self.config = config or CONFIGS[level]
        self.level = self.config.name
        self._rng = random.Random(seed)
        self._easy = SpitzerEasyPlayer(seed)

    def choose(self, view: SpitzerView) -> SpitzerAction:
        if not view.legal:
            raise ValueError("no legal action in this view")
        if len(view.legal) == 1:
            return view.legal[0]
        options = self.options(view)
        return options[0].action if options else self._easy.choose(view)

    def options(self, view: SpitzerView) -> list[SpitzerOption]:
        """Every legal action with its estimate, best first (empty if nothing to decide)."""
        if not view.legal:
            return []
        if view.phase is Phase.DECLARE:
            return self._declaration_options(view)
        return self._card_options(view)

    # ------------------------------------------------------------------ cards
    def _card_options(self, view: SpitzerView) -> list[SpitzerOption]:
        legal = [a for a in view.legal if isinstance(a, Play)]
        util: dict[int, float] = {int(a.card): 0.0 for a in legal}
        pts: dict[int, float] = dict.fromkeys(util, 0.0)
        wins: dict[int, int] = dict.fromkeys(util, 0)
        n = 0
        facts = facts_of(view)
        start = time.perf_counter()
        for _ in range(self.config.play_worlds):
            world = deal_world(facts, self._rng)
            if world is None:
                break
            wg = world_game(view, world, facts.plays)
            member = min(wg.side)
            values = dd.move_values(wg.position, member)
            if values.keys() != util.keys():  # pragma: no cover - the tests hold them equal
                continue  # the world's rules state disagrees with the engine: skip it
            mine = view.seat in wg.side
            for card in util:
                decl_pts = wg.taken + values[card]
                u = utility(wg, view.seat, decl_pts)
                util[card] += u
                wins[card] += u > 0
                pts[card] += decl_pts if mine else 120 - decl_pts
            n += 1
            if time.perf_counter() - start > self.config.budget_s:
                break
        if n == 0:
            return []
        w = self.config.points_weight
        out = [
            SpitzerOption(a, util[c] / n, pts[c] / n, n, wins[c] / n)
            for a in legal
            for c in (int(a.card),)
        ]
        out.sort(key=lambda o: (-(o.expected_score + w * o.side_points), -o.side_points))
        return out

    # ---------------------------------------------------------- declarations
    def _declaration_options(self, view: SpitzerView) -> list[SpitzerOption]:
        seat = view.seat
        legal = list(view.legal)
        util = [0.0] * len(legal)
        pts = [0.0] * len(legal)
        wins = [0] * len(legal)
        facts = facts_of(view)
        n = 0
        start = time.perf_counter()
        for _ in range(self.config.declare_worlds):
            world = deal_world(facts, self._rng)
            if world is None:
                break
            scorer = _DeclarationScorer(world)
            for i, action in enumerate(legal):
                u, p = scorer.score(seat, action)
                util[i] += u
                wins[i] += u > 0
                pts[i] += p
            n += 1
            if time.perf_counter() - start > self.config.budget_s:
                break
        if n == 0:
            return []
        estimates = [Estimate(util[i] / n, wins[i] / n, pts[i] / n) for i in range(len(legal))]
        passing = next(
            (e for a, e in zip(legal, estimates, strict=True) if isinstance(a, Pass)), None
        )
        out = []
        for action, estimate in zip(legal, estimates, strict=True):
            score = self._declaration_score(view, action, estimate, passing)
            out.append(SpitzerOption(action, score, estimate.points, n, estimate.win))
        out.sort(key=lambda o: (-o.expected_score, not isinstance(o.action, Pass)))
        return out

    def _declaration_score(
        self, view: SpitzerView, action: SpitzerAction, estimate: Estimate, passing: Estimate | None
    ) -> float:
        """An option's ranking score: passing as estimated; a declaration as
        passing plus the learned model's predicted gain where it speaks, else
        its own estimate less the margin."""
        if isinstance(action, Pass):
            return estimate.score
        kind = declaration_kind(action)
        if self.config.learned_declarations and kind is not None and passing is not None:
            model = shipped_declare_model()
            gain = (
                None
                if model is None
                else model.advantage(kind, estimate, passing, view.hand, view.seat)
            )
            if gain is not None:
                return passing.score + gain
        return estimate.score - self.config.margin


_COLUMN_FLOOR = {
    Column.NO_TRICK: 0,
    Column.POINTS_0_30: 0,
    Column.POINTS_31_60: 31,
    Column.POINTS_61_89: 61,
    Column.POINTS_90_120: 90,
    Column.ALL_TRICKS: 120,
}
"""The least card points a column stands for (what a declaration hint can show)."""


class _DeclarationScorer:
    """Scores declarations in one world, asking each distinct side only once."""

    def __init__(self, world: tuple[int, int, int, int]) -> None:
        self.world = world
        self.cq = next(s for s in range(4) if world[s] >> BIG_QUEEN & 1)
        self.sq = next(s for s in range(4) if world[s] >> LITTLE_QUEEN & 1)
        self._cache: dict[tuple[int, int | None], Column] = {}

    def score(self, seat: int, action: SpitzerAction) -> tuple[float, float]:
        """(relative score of ``seat``, least points of the side's column) after ``action``."""
        decl: Declaration | None = None
        declarer: int | None = None
        if isinstance(action, (CallPartner, DeclareZola, DeclareSchneider)):
            declarer, decl = seat, action
        ace = decl.ace if isinstance(decl, CallPartner) else None
        ace_holder = None
        if ace is not None:
            ace_holder = next(s for s in range(4) if self.world[s] >> ace & 1)
        side = frozenset(declaring_side(declarer, decl, self.cq, self.sq, ace_holder, None))
        caller = seat if isinstance(decl, CallPartner) and decl.ace is None else None
        team = sum(1 << s for s in side)
        key = (team, caller)
        if key not in self._cache:
            pos = dd.SpitzerPosition(self.world, team, 0, (), None, False, caller)
            self._cache[key] = dd.forced_column(pos, min(side), big_queen_on_side=self.cq in side)
        column = self._cache[key]
        value = score_value(contract_of(decl, self.cq == self.sq), column)
        return relative_score(seat_scores(value, side), seat), float(_COLUMN_FLOOR[column])
