"""``skat-desktop bench [--quick]``: solver and decision timings as JSON.

Decision latency is measured on a fixed, seeded set of positions reached by
letting the ``easy`` level play seeded deals: the first bid of each deal
(``bid``), the declarer's pick-up/hand choice (``skat``), the discard among 66
options (``discard``) and the declaration (``declare``), and the card
decisions of trick 1 (``card``: the lead and the replies), and one card decision
of trick 5 per deal (``card_late``). Every level
answers the same positions, with a fresh player per position, so numbers from
different commits and machines compare. ``nodes_m`` gives the same summary in
solver nodes (millions), which unlike the milliseconds do not depend on the
machine's speed or load. ``hint_ms`` times the Hint button
(a ``strong`` hint) on the same positions. The solver part comes from
:func:`skat_desktop.cli.solver_bench.run_solver_bench`. A game with a bench of
its own in :data:`.games.CLI_GAMES` adds a key named after the game (the
four-player game: its four-hand solver from tricks 1 and 5 and each level's
declaration and card decisions); other programs read these keys, so the name
is the registry's game name and never changes.

Timings depend on machine load; the JSON records the solver core in use and,
per level, how many worlds a card decision samples and whether they were
scaled down because only the pure-Python solver twin is available.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from skat_desktop.ai import node_meter, solver
from skat_desktop.ai.easy import EasyPlayer
from skat_desktop.ai.levels import make_player
from skat_desktop.ai.search_config import PYTHON_SEARCH_FROM
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.rules import RuleSet, Scoring
from skat_desktop.engine.skat.view import GameView

from .solver_bench import percentile

LATE_TRICK = PYTHON_SEARCH_FROM
"""``card_late`` decisions are the first choice after this many tricks: where
the levels without the C core begin to search."""


def bench_views(deals: int, seed: int = 2026) -> list[tuple[str, GameView]]:
    """(kind, view) decision points from seeded deals played by ``easy``."""
    rules = RuleSet(scoring=Scoring.SEEGER_FABIAN)
    out: list[tuple[str, GameView]] = []
    i = 0
    while len({k for k, _ in out}) < 1 or i < deals:
        game = Game.from_seed(rules, seed * 7919 + i)
        i += 1
        players = [EasyPlayer(s) for s in range(3)]
        first_bid = True
        late_card = True
        while not game.finished and len(game.tricks) < LATE_TRICK + 1:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            kind = None
            if view.phase is Phase.BIDDING and first_bid:
                kind, first_bid = "bid", False
            elif view.phase is Phase.SKAT:
                kind = "skat"
            elif view.phase is Phase.DISCARD:
                kind = "discard"
            elif view.phase is Phase.DECLARE:
                kind = "declare"
            elif view.phase is Phase.PLAY and len(view.legal) > 1 and not view.tricks:
                kind = "card"
            elif (
                view.phase is Phase.PLAY
                and len(view.legal) > 1
                and len(view.tricks) == LATE_TRICK
                and late_card
            ):
                kind, late_card = "card_late", False
            if kind is not None:
                out.append((kind, view))
            game.apply(players[seat].choose(view), seat)
        if i > deals * 4:
            break
    return out


def _summary(samples: list[float], by_kind: dict[str, list[float]]) -> dict[str, Any]:
    """Median, p95 and max in ms, overall and per decision kind."""
    return {
        "median": round(statistics.median(samples), 2) if samples else 0.0,
        "p95": round(percentile(samples, 0.95), 2),
        "max": round(max(samples), 2) if samples else 0.0,
        "decisions": len(samples),
        "by_kind": {
            k: {
                "median": round(statistics.median(v), 2),
                "p95": round(percentile(v, 0.95), 2),
                "n": len(v),
            }
            for k, v in sorted(by_kind.items())
        },
    }


def time_level(level: str, views: list[tuple[str, GameView]]) -> dict[str, Any]:
    samples: list[float] = []
    by_kind: dict[str, list[float]] = {}
    nodes: list[float] = []
    nodes_by_kind: dict[str, list[float]] = {}
    worlds: dict[str, Any] = {}
    for n, (kind, view) in enumerate(views):
        player = make_player("skat", level, n)
        start = time.perf_counter()
        with node_meter.metering() as meter:
            action = player.choose(view)
        ms = (time.perf_counter() - start) * 1000
        nodes.append(meter.nodes / 1e6)
        nodes_by_kind.setdefault(kind, []).append(meter.nodes / 1e6)
        if action not in view.legal:
            raise RuntimeError(f"{level} returned an illegal action in the bench")
        samples.append(ms)
        by_kind.setdefault(kind, []).append(ms)
        if not worlds:
            cfg = getattr(player, "cfg", None)
            if cfg is not None:
                worlds = {
                    "card": cfg.play_worlds,
                    "bid": cfg.bid_worlds,
                    "declare": cfg.declare_worlds,
                    "scaled_for_python": bool(getattr(player, "scaled_for_python", False)),
                }
            else:
                worlds = {"card": 0, "bid": 0, "declare": 0, "scaled_for_python": False}
    # Solver nodes (millions) per decision: unlike the milliseconds they do
    # not depend on the machine or its load, so commits compare exactly.
    return {
        **_summary(samples, by_kind),
        "worlds": worlds,
        "nodes_m": _summary(nodes, nodes_by_kind),
    }


def time_hints(views: list[tuple[str, GameView]]) -> dict[str, Any]:
    """Latency of a ``strong`` hint (what the Hint button waits for)."""
    from skat_desktop.ai.hints import hint

    samples: list[float] = []
    by_kind: dict[str, list[float]] = {}
    for n, (kind, view) in enumerate(views):
        start = time.perf_counter()
        options = hint(view, "strong", seed=n)
        ms = (time.perf_counter() - start) * 1000
        if not options or any(o.action not in view.legal for o in options):
            raise RuntimeError("a hint offered an illegal or no action in the bench")
        samples.append(ms)
        by_kind.setdefault(kind, []).append(ms)
    return _summary(samples, by_kind)


def run_bench(quick: bool = False) -> int:
    """Print the bench JSON; ``quick`` uses few positions (seconds, not minutes)."""
    start = time.perf_counter()
    from .solver_bench import run_solver_bench

    if quick:
        solver_part = run_solver_bench(positions=12, python_sample=2)
        views = bench_views(2)
    else:
        solver_part = run_solver_bench()
        views = bench_views(12)
    decision: dict[str, Any] = {}
    for level in ("easy", "normal", "strong"):
        print(f"bench: timing {level} on {len(views)} decisions", file=sys.stderr, flush=True)
        decision[level] = time_level(level, views)
    print(f"bench: timing strong hints on {len(views)} decisions", file=sys.stderr, flush=True)
    hints = {"strong": time_hints(views)}
    from .games import CLI_GAMES

    games = {name: g.bench(quick) for name, g in CLI_GAMES.items() if g.bench is not None}
    report = {
        "core": solver.core_name(),
        "solver": solver_part.get("solver", solver_part),
        "decision_ms": decision,
        "hint_ms": hints,
        "c_vs_python": solver_part.get("c_vs_python"),
        "positions": len(views),
        **games,
        "quick": quick,
        "seconds": round(time.perf_counter() - start, 2),
    }
    print(json.dumps(report))
    return 0
