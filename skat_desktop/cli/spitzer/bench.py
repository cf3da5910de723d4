"""Spitzer's part of ``skat-desktop bench``: the four-hand solver and the levels' decisions.

Solver: seeded random deals with sides drawn as at a real table (the positions
of :func:`skat_desktop.ai.spitzer.solver_bench.bench_positions`: two partners,
or one deal in four a lone player), timed from the opening lead (``trick1``)
and after four tricks of random legal cards (``trick5``). The C core's
transposition tables outlive a call (entries stay true for any later call), so
each measured set uses deals of its own seed: no position, nor any ancestor
or descendant of it, was searched before, and no solve is a lookup. One
untimed warm-up solve pays the tables' allocation, as a player's first
decision does; the figures are what every later solve costs. Reported as
for Skat: median, p90 and p99 of the exact value in ms, nodes per second,
the core in use, and ``c_vs_python``, the Python twin's time over the C
core's on a sample of trick-5 positions.

Decisions: the declaration turns (``declare``), the card choices of trick 1
(``card``) and the first choice of trick 5 (``card_late``) of seeded deals
played through by ``easy``; every level answers the same positions with a
fresh player per position, so numbers compare across commits and machines.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any, Final

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.spitzer import double_dummy as dd
from skat_desktop.ai.spitzer.easy import SpitzerEasyPlayer
from skat_desktop.ai.spitzer.solver_bench import bench_positions
from skat_desktop.engine.spitzer import Phase, SpitzerGame, SpitzerView

from ..bench import _summary
from ..solver_bench import _percentiles

LATE_TRICK: Final = 4
"""``trick5`` positions and ``card_late`` decisions come after this many tricks."""
LEVELS: Final = ("easy", "normal", "strong")
_PYTHON_ONLY_POSITIONS: Final = 4
"""Without the C core only this many positions per trick are timed."""


def advance(pos: dd.SpitzerPosition, tricks: int, rng: random.Random) -> dd.SpitzerPosition:
    """``pos`` after ``tricks`` whole tricks of random legal cards."""
    hands = list(pos.hands)
    leader = pos.leader
    for _ in range(tricks):
        played: list[int] = []
        for k in range(4):
            seat = (leader + k) % 4
            now = dd.SpitzerPosition(
                (hands[0], hands[1], hands[2], hands[3]), pos.team, leader, tuple(played)
            )
            legal = dd.legal_cards(now)
            card = rng.choice([c for c in range(32) if legal >> c & 1])
            hands[seat] &= ~(1 << card)
            played.append(card)
        leader = dd.trick_winner(leader, (played[0], played[1], played[2], played[3]))
    return dd.SpitzerPosition((hands[0], hands[1], hands[2], hands[3]), pos.team, leader)


def solver_positions(n: int, seed: int, trick: int) -> list[dd.SpitzerPosition]:
    """``n`` seeded positions at the start of ``trick`` (1 to 8)."""
    if not 1 <= trick <= 8:
        raise ValueError(f"trick must be 1..8, got {trick}")
    return [
        advance(pos, trick - 1, random.Random(seed * 1_000_003 + i))
        for i, pos in enumerate(bench_positions(n, seed))
    ]


def _time_trick(
    positions: list[dd.SpitzerPosition], core: str, warm_up: dd.SpitzerPosition
) -> dict[str, Any]:
    exact_ms: list[float] = []
    nodes = 0
    total_s = 0.0
    dd.solve(warm_up, core=core)  # allocate the pooled tables, untimed
    for pos in positions:
        start = time.perf_counter()
        _, n = dd.solve_with_stats(pos, core=core)
        elapsed = time.perf_counter() - start
        exact_ms.append(elapsed * 1000)
        nodes += n
        total_s += elapsed
    return {
        "exact_ms": _percentiles(exact_ms),
        "nodes_per_s": round(nodes / total_s) if total_s > 0 else 0,
        "positions": len(positions),
    }


def run_spitzer_solver_bench(
    positions: int = 100, seed: int = 2026, python_sample: int = 6
) -> dict[str, Any]:
    """``{"core", "trick1", "trick5", "c_vs_python"}`` (module doc)."""
    core = dd.core_name()
    count = positions if core == "c" else min(positions, _PYTHON_ONLY_POSITIONS)
    out: dict[str, Any] = {"core": core}
    warm_up = solver_positions(1, seed + 3, 8)[0]  # a last trick of a deal of its own
    for k, trick in enumerate((1, LATE_TRICK + 1)):
        cases = solver_positions(count, seed + k, trick)  # fresh deals (module doc)
        out[f"trick{trick}"] = _time_trick(cases, core, warm_up)
    ratio: float | None = None
    if core == "c" and python_sample > 0:
        py_s = c_s = 0.0
        for pos in solver_positions(python_sample, seed + 2, LATE_TRICK + 1):
            start = time.perf_counter()
            dd.solve(pos, core="c")  # first: the Python twin keeps no tables
            c_s += time.perf_counter() - start
            start = time.perf_counter()
            dd.solve(pos, core="python")
            py_s += time.perf_counter() - start
        ratio = round(py_s / c_s, 1) if c_s > 0 else None
    out["c_vs_python"] = ratio
    return out


def spitzer_views(deals: int, seed: int = 2026) -> list[tuple[str, SpitzerView]]:
    """(kind, view) decision points of seeded deals played through by ``easy``."""
    out: list[tuple[str, SpitzerView]] = []
    for i in range(deals):
        game = SpitzerGame.from_seed(seed * 7919 + i)
        players = [SpitzerEasyPlayer(seed + s) for s in range(4)]
        late_card = True
        while not game.finished and len(game.tricks) <= LATE_TRICK:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            kind = None
            if view.phase is Phase.DECLARE:
                kind = "declare"
            elif len(view.legal) > 1 and not view.tricks:
                kind = "card"
            elif len(view.legal) > 1 and len(view.tricks) == LATE_TRICK and late_card:
                kind, late_card = "card_late", False
            if kind is not None:
                out.append((kind, view))
            game.apply(players[seat].choose(view), seat)
    return out


def time_spitzer_level(level: str, views: list[tuple[str, SpitzerView]]) -> dict[str, Any]:
    """Decision latency of ``level`` on ``views`` (``_summary``'s shape, as for Skat)."""
    samples: list[float] = []
    by_kind: dict[str, list[float]] = {}
    for n, (kind, view) in enumerate(views):
        player = make_player("spitzer", level, n)
        start = time.perf_counter()
        action = player.choose(view)
        ms = (time.perf_counter() - start) * 1000
        if action not in view.legal:
            raise RuntimeError(f"Spitzer {level} returned an illegal action in the bench")
        samples.append(ms)
        by_kind.setdefault(kind, []).append(ms)
    return _summary(samples, by_kind)


def run_spitzer_bench(quick: bool = False) -> dict[str, Any]:
    """The ``spitzer`` key of the bench JSON; ``quick``: a few positions only."""
    print("bench: timing the Spitzer solver", file=sys.stderr, flush=True)
    if quick:
        solver_part = run_spitzer_solver_bench(positions=6, python_sample=1)
        first: dict[str, tuple[str, SpitzerView]] = {}
        for kind, view in spitzer_views(1):
            first.setdefault(kind, (kind, view))
        views = list(first.values())  # one decision of each kind
    else:
        solver_part = run_spitzer_solver_bench()
        views = spitzer_views(8)
    decision: dict[str, Any] = {}
    for level in LEVELS:
        print(
            f"bench: timing Spitzer {level} on {len(views)} decisions", file=sys.stderr, flush=True
        )
        decision[level] = time_spitzer_level(level, views)
    return {
        "core": solver_part["core"],
        "solver": {k: solver_part[k] for k in ("trick1", f"trick{LATE_TRICK + 1}")},
        "c_vs_python": solver_part["c_vs_python"],
        "decision_ms": decision,
        "positions": len(views),
    }
