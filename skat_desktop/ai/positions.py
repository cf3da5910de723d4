"""Solver questions shared by every search decision.

A decision hands the solver positions; what it wants back is not a card-point
total but the *outcome category* the session scores (won, Schneider, lost, ...),
asked as threshold questions (can the declarer still reach 61? 90?), each one
null-window search and far cheaper than an exact value. This module turns a
view and a sampled world into those positions and questions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from skat_desktop.engine.cards import RANK_POINTS, mask_points
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.scoring import Contract
from skat_desktop.engine.skat.tricks import winning_index
from skat_desktop.engine.skat.view import GameView

from . import evaluation as ev
from . import solver
from .sampling import World


def played_by(view: GameView) -> tuple[int, int, int]:
    """Cards each seat has played so far (declarer's twelve = hand + played + skat)."""
    played = [0, 0, 0]
    for trick in view.tricks:
        for i, c in enumerate(trick.cards):
            played[(trick.leader + i) % 3] |= 1 << c
    for i, x in enumerate(view.trick):
        played[(view.trick_leader + i) % 3] |= 1 << x
    return (played[0], played[1], played[2])


@dataclasses.dataclass
class PlaySituation:
    """The card-play situation shared by all worlds of one decision."""

    view: GameView
    kind: int
    declarer: int
    contract: Contract | None
    factor: int
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
            mats_key(self.kind, self.cards12(world)),
            self.factor,
            view.kontra_by is not None,
            view.re,
            view.bock,
        )


def mats_key(kind: int, cards12: int) -> int:
    """A 12-card stand-in with the same matadors (keeps the table cache small)."""
    if kind > GameType.GRAND:
        return 0
    seq = ev._sequence(kind)
    mask = 0
    for c in seq:
        if cards12 >> c & 1:
            mask |= 1 << c
    return mask


def double_factor(view: GameView) -> int:
    """Kontra, Re and Bock doublings of this deal, multiplied."""
    return (
        (2 if view.kontra_by is not None else 1) * (2 if view.re else 1) * (2 if view.bock else 1)
    )


def after(
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


def outcome_category(
    pos: solver.Position,
    banked: int,
    contract: Contract,
    def_tricks: int,
    in_play: int,
    schneider: bool,
) -> int:
    """Outcome category with as few threshold questions as the score needs."""

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
        if schneider and _refined(lambda: reach(90)):
            return ev.CAT_SCHNEIDER
        return ev.CAT_WON
    if schneider and not _refined(lambda: reach(31), default=True):
        return ev.CAT_SCHNEIDERED
    return ev.CAT_LOST


def _refined(question: Callable[[], bool], default: bool = False) -> bool:
    """A Schneider question, which only refines a won or lost game: when its
    search passes the node limit in force (:func:`.node_meter.limiting_queries`)
    the game counts as plainly won or lost rather than losing the whole world."""
    try:
        return question()
    except solver.SearchLimitReached:
        return default


def solve_category(
    kind: int, hands: tuple[int, int, int], declarer: int, skat: int, schneider: bool
) -> int:
    """Category of a fresh deal (forehand leads) for a declarer game."""
    pos = solver.Position(kind, hands, declarer, 0, ())
    if kind == GameType.NULL:
        return 1 if solver.reaches(pos, 0) else 0
    # The skat's points are the declarer's from the start; the hands hold the rest.
    sp = mask_points(skat)
    return outcome_category(pos, sp, Contract(GameType(kind)), 0, 120 - sp, schneider)
