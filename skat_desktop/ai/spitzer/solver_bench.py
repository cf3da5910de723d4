"""Speed of the four-hand Spitzer solver: exact values from the first trick.

Random deals (seeded, so runs compare), partners drawn like a normal game (two
seats; one deal in four a lone player against three), the opening lead at seat
0; each value is solved exactly from trick 1 with cold tables (the C core's
pooled tables are dropped before each deal, so the figure is a first solve,
not a lookup). Reported: median, p90 and p99 time per solve and nodes per
second over the whole run.

    python -m skat_desktop.ai.spitzer.solver_bench [deals] [c|python]
"""

from __future__ import annotations

import dataclasses
import random
import sys
import time

from . import double_dummy as dd


@dataclasses.dataclass(frozen=True)
class BenchResult:
    core: str
    deals: int
    median_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float
    nodes_per_s: float
    median_nodes: int


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def bench_positions(deals: int, seed: int = 0) -> list[dd.SpitzerPosition]:
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        cards = list(range(32))
        rng.shuffle(cards)
        hands = tuple(sum(1 << c for c in cards[i * 8 : i * 8 + 8]) for i in range(4))
        seats = rng.sample(range(4), 1 if rng.random() < 0.25 else 2)
        team = sum(1 << s for s in seats)
        out.append(dd.SpitzerPosition((hands[0], hands[1], hands[2], hands[3]), team, 0))
    return out


def run_bench(deals: int = 50, core: str = "c", seed: int = 0) -> BenchResult:
    times: list[float] = []
    nodes: list[int] = []
    for pos in bench_positions(deals, seed):
        dd.reset_tables()
        start = time.perf_counter()
        _, n = dd.solve_with_stats(pos, core=core)
        times.append(time.perf_counter() - start)
        nodes.append(n)
    ms = [t * 1000 for t in times]
    return BenchResult(
        core=core,
        deals=deals,
        median_ms=round(percentile(ms, 50), 2),
        p90_ms=round(percentile(ms, 90), 2),
        p99_ms=round(percentile(ms, 99), 2),
        max_ms=round(max(ms), 2),
        nodes_per_s=round(sum(nodes) / sum(times)),
        median_nodes=int(percentile([float(n) for n in nodes], 50)),
    )


def main(argv: list[str]) -> int:
    deals = int(argv[0]) if argv else 50
    cores = [argv[1]] if len(argv) > 1 else ["c", "python"]
    for core in cores:
        print(run_bench(deals, core))
    return 0


if __name__ == "__main__":  # pragma: no cover - manual benchmark
    sys.exit(main(sys.argv[1:]))
