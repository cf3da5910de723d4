#!/usr/bin/env python3
"""How often, and at what cost, αμ changes a defender's card.

Plays deals with a level in every seat (seeded as ``oracle_match.py`` seeds
them) and, at every defender's card decision from trick ``--from-trick`` to
trick ``--to-trick`` with more than one legal card, samples the level's
worlds for that decision and scores each card with :mod:`alpha_mu` at depth
1 (each world solved double-dummy after the card: the levels' present
method, with outcomes only won or lost) and at ``--depth`` (the defender's
own next cards one for all worlds). It reports how often the best cards
differ (in all and by trick), how much lower the deeper search scores the
depth-1 choice, and both searches' times. A diagnostic for issue 56, point
1: no level plays with it.

    python build_scripts/research/alpha_mu_positions.py --level strong --seed 2081 \\
        --range 0:40 --from-trick 6 --depth 3 --worlds 30 --out runs/am.jsonl
    python build_scripts/research/alpha_mu_positions.py --report runs/am.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from alpha_mu import AlphaMu, late_defence, own_stream  # noqa: E402
from deal_runs import deal_range, json_lines, seat_seed  # noqa: E402

from skat_desktop.ai import world_runner  # noqa: E402
from skat_desktop.ai.search_player import SearchPlayer  # noqa: E402
from skat_desktop.cli.match import match_rules  # noqa: E402
from skat_desktop.engine.seeds import deal_seed  # noqa: E402
from skat_desktop.engine.skat.deal import Deal  # noqa: E402
from skat_desktop.engine.skat.game import Game  # noqa: E402
from skat_desktop.engine.skat.rules import PRESETS  # noqa: E402
from skat_desktop.engine.skat.view import GameView  # noqa: E402


def searched(view: GameView, player: SearchPlayer, worlds: int, depth: int) -> dict[str, Any]:
    """Depth 1 and ``depth`` over the same sampled worlds of one decision."""
    sample = player.sample(view, worlds, rng=own_stream(view))
    search = AlphaMu.for_view(view, sample)
    out: dict[str, Any] = {"worlds": len(sample), "trick": len(view.tricks) + 1}
    for name, d in (("pimc", 1), ("alpha_mu", depth)):
        search.leaves = 0
        start = time.perf_counter()
        scores = search.scores(view.trick_leader, tuple(view.trick), d, cut=d > 1)
        out[name] = {
            "scores": {str(c): s for c, s in scores.items()},
            "ms": (time.perf_counter() - start) * 1000,
            "leaves": search.leaves,
        }
    return out


def deal_positions(
    rules: Any, level: str, seed: int, index: int, tricks: range, worlds: int, depth: int
) -> list[dict[str, Any]]:
    """Every searched defender decision in ``tricks`` of one deal played by ``level``."""
    players = [SearchPlayer(level, seat_seed(seed, index, s)) for s in range(3)]
    game = Game(rules, Deal.from_seed(deal_seed(seed, index)))
    out = []
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if late_defence(view, tricks.start, tricks.stop - 1):
            record = searched(view, players[seat], worlds, depth)
            record["index"] = index
            out.append(record)
        game.apply(players[seat].choose(view), seat)
    return out


def summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    """How often the deeper search moves the choice, and the two searches' times."""
    changed = 0
    drops = []
    by_trick: dict[str, list[int]] = {}
    for r in records:
        shallow = r["pimc"]["scores"]
        deep = r["alpha_mu"]["scores"]
        best_shallow = {c for c, s in shallow.items() if s == max(shallow.values())}
        best_deep = {c for c, s in deep.items() if s == max(deep.values())}
        moved = not best_shallow & best_deep
        changed += moved
        tally = by_trick.setdefault(str(r["trick"]), [0, 0])
        tally[0] += 1
        tally[1] += moved
        # The root cut keeps every card that was best at depth 1 (it cannot be cut).
        drops.append(max(deep.values()) - min(deep[c] for c in best_shallow))

    def times(name: str) -> dict[str, float]:
        ms = sorted(r[name]["ms"] for r in records)
        return {
            "median_ms": statistics.median(ms),
            "p95_ms": ms[int(0.95 * (len(ms) - 1))],
            "leaves_median": statistics.median(r[name]["leaves"] for r in records),
        }

    return {
        "decisions": len(records),
        "best_card_changed": changed,
        "worlds_gained_by_deeper_choice_mean": statistics.fmean(drops) if drops else 0.0,
        "decisions_and_changed_by_trick": dict(sorted(by_trick.items(), key=lambda t: int(t[0]))),
        "pimc": times("pimc") if records else {},
        "alpha_mu": times("alpha_mu") if records else {},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="strong")
    parser.add_argument("--seed", type=int, default=2081)
    parser.add_argument("--range", default="0:20", help="deals A:B")
    parser.add_argument("--from-trick", type=int, default=6)
    parser.add_argument("--to-trick", type=int, default=10)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--worlds", type=int, default=30)
    parser.add_argument("--out", type=Path, help="the decisions, one JSON line each")
    parser.add_argument(
        "--report", nargs="+", type=Path, help="summarise these --out files instead of playing"
    )
    args = parser.parse_args()
    if args.report:
        try:
            read = [record for path in args.report for record in json_lines(path)]
            print(json.dumps(summary(read), indent=2))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"alpha_mu_positions: cannot report: {exc}", file=sys.stderr)
            return 1
        return 0
    if not 1 <= args.from_trick <= args.to_trick <= 10 or args.depth < 1 or args.worlds < 1:
        parser.error("--from-trick 1 to --to-trick 10, --depth and --worlds at least 1")
    try:
        deals = deal_range(args.range)
    except ValueError as error:
        parser.error(str(error))
    world_runner.set_threads(1)
    rules = match_rules(PRESETS["official"])
    records: list[dict[str, Any]] = []
    for index in deals:
        tricks = range(args.from_trick, args.to_trick + 1)
        found = deal_positions(rules, args.level, args.seed, index, tricks, args.worlds, args.depth)
        records.extend(found)
        if args.out is not None:
            with open(args.out, "a", encoding="utf-8") as handle:
                for r in found:
                    handle.write(json.dumps(r) + "\n")
    print(json.dumps(summary(records), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
