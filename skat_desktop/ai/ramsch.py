"""Ramsch and Schieberamsch decisions of the search levels.

Ramsch has no declarer: every seat tries to take as few card points as
possible. The solver's Ramsch value is paranoid (the other two minimise
together against the mover), exact but expensive with many cards left, so the
opening tricks follow the rules of thumb and the search starts at
:data:`RAMSCH_SEARCH_FROM`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.view import GameView

from . import hand_estimates as est
from . import solver
from .auction import BidEval
from .easy import ramsch_danger
from .positions import after
from .sampling import World
from .scored import Scored

if TYPE_CHECKING:
    from .search_player import SearchPlayer

RAMSCH_SEARCH_FROM = 3
"""Ramsch card play is searched once this many tricks are played (rules before)."""


def opening_card(player: SearchPlayer, view: GameView) -> Scored | None:
    """The rule-of-thumb card while the hands are too long to search, else None."""
    if len(view.tricks) >= RAMSCH_SEARCH_FROM:
        return None
    card = player.easy.card(view)
    return Scored.unmeasured(A.Play(Card(card)), "avoid_points")


def world_moves(
    view: GameView, world: World, moves: Sequence[int]
) -> dict[int, tuple[float, float]]:
    """Utility (minus the mover's final points) and "not the loser" (≤ 40) per move."""
    kind = int(GameType.RAMSCH)
    me = view.seat
    hands = (world[0], world[1], world[2])
    leader, trick = view.trick_leader, view.trick
    out: dict[int, tuple[float, float]] = {}
    base = view.won_points[me]
    for c in moves:
        h, ld, t, w, pts = after(kind, hands, leader, trick, me, c)
        taken = pts if w == me else 0
        if h[0] | h[1] | h[2] or t:
            taken += solver.solve(solver.Position(kind, h, me, ld, t))
        total = base + taken
        out[c] = (-float(total), 1.0 if total <= 40 else 0.0)
    return out


def push_options(player: SearchPlayer, view: GameView) -> list[Scored]:
    """Push by rule of thumb, or escape into a Grand Hand that clearly pays more."""
    easy = player.easy.push(view)
    out = [Scored.unmeasured(easy, "ramsch_rule_of_thumb")]
    escape = A.Declare(GameType.GRAND)
    if escape in view.legal:
        p = est.win_estimate(GameType.GRAND, view.hand, view.seat, pre=False, skat_points=7)
        if p > 0.25:
            worlds = player.sample(view, player.cfg.declare_worlds)
            be = BidEval.build(
                view, worlds, player.cfg, hand_allowed=True, games=(GameType.GRAND,), pickup=False
            )
            values = be.hand_values(0)
            u, w = values.get(escape, (float("-inf"), 0.0))
            ramsch_u = -8.0 * (ramsch_danger(view.hand) - 2.5) * (2**view.pushes)
            if u > ramsch_u + 10:
                out.insert(0, Scored(escape, u, w, "grand_hand_escape"))
    return out
